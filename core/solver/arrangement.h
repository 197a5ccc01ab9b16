// The result of arranging a hand: melds plus the cards left over (deadwood).
#pragma once

#include <vector>

#include "melds/meld.h"

namespace rummy {

struct Arrangement {
  std::vector<Meld> melds;
  std::vector<Card> deadwood;
  int deadwood_value = 0;  // sum of Rules::HandValue over deadwood
};

}  // namespace rummy
