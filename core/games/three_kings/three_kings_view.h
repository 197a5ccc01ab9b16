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
  friend bool operator==(const ThreeKingsView&, const ThreeKingsView&) = default;
};

}  // namespace rummy::three_kings
