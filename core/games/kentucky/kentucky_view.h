// Kentucky's own part of a view (TableView::Part<KentuckyView>()).
#pragma once

#include <string>
#include <vector>

#include "game/state.h"

namespace rummy::kentucky {

struct KentuckyView : GameViewOf<KentuckyView> {
  std::string contract;       // this hand's contract in words
  std::vector<int> may_i;     // May I calls each player has made this hand
  bool discard_dead = false;  // the top discard may be neither taken nor claimed
  friend bool operator==(const KentuckyView&, const KentuckyView&) = default;
};

}  // namespace rummy::kentucky
