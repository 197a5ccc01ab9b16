// Rummy's computer player: the basic level's move, and the game's facts the easy and strong
// levels use (registered with the game in core/registry/registry.cc).
#pragma once

#include "bots/bot.h"

namespace rummy {

const GamePlayer& RummyPlayer();

}  // namespace rummy
