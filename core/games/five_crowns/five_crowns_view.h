// Five Crowns' own part of a view (TableView::Part<FiveCrownsView>()).
#pragma once

#include <vector>

#include "game/state.h"

namespace rummy::five_crowns {

struct FiveCrownsView : GameViewOf<FiveCrownsView> {
  int wild_rank = 0;             // the rank that is wild this hand
  int out_player = -1;           // who went out this hand; the others take their final turns
  std::vector<int> turns_taken;  // turns each player has had this hand
  friend bool operator==(const FiveCrownsView&, const FiveCrownsView&) = default;
};

}  // namespace rummy::five_crowns
