// Three Kings' own part of a view (TableView::Part<ThreeKingsView>()).
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "game/state.h"

namespace rummy::three_kings {

struct ThreeKingsView : GameViewOf<ThreeKingsView> {
  std::vector<std::pair<int, std::vector<Card>>> trick;  // the trick so far: who played what, in order
  std::vector<std::vector<Card>> played;                 // open form: every card each seat has played
  std::vector<int> points;                               // trick points in the current set
  std::vector<int> pending;                              // offsets waiting for the next set (predictions)
  int prediction_seat = -1, prediction_kind = 0;         // 0 "last trick", 1 "with an ace"
  int stage = 0;                                         // phase 1 or 2 of the hand
  std::optional<Card> laid_out;                          // the card laid out face up in the widow exchange
  // Who won the last finished trick: of this hand, or before its first the last of the hand before
  // (-1 before any). Every meld played scores, so whose points rose last does not tell.
  int trick_winner = -1;
  friend bool operator==(const ThreeKingsView&, const ThreeKingsView&) = default;
};

}  // namespace rummy::three_kings
