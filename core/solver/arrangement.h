// The result of arranging a hand: melds plus the cards left over (deadwood).
#pragma once

#include <vector>

#include "melds/meld.h"

namespace rummy {

// Held without a heap block up to four melds (a 13-card Five Crowns hand) of up to twelve cards
// and twelve deadwood cards (SmallVector): the solver builds one for every Arrange.
struct Arrangement {
  SmallVector<Meld, 4> melds;
  SmallCards deadwood;
  int deadwood_value = 0;  // sum of Rules::HandValue over deadwood
};

}  // namespace rummy
