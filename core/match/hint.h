// The hint engine: for the player to move, the move the strong player would make and one
// sentence saying why in plain words ("Discard 9♦: every other 9♦ has been seen, it leaves 12
// points of deadwood and keeps 5♠ 6♠ 7♠ together; it did best in 48 imagined deals.").
#pragma once

#include <string>

#include "bots/strong_bot.h"

namespace rummy {

struct Hint {
  Move move;         // legal for the player to move
  std::string text;  // one sentence
};

// Searches with `budget`; uses only what the player to move may see (its view and samples).
Hint HintFor(const State& state, Rng& rng, SearchBudget budget);

}  // namespace rummy
