// Computer players. A bot sees exactly what its seat may see (the State's ViewFor), the public
// rules of the hand, and its own random stream; it can never look at hidden cards.
#pragma once

#include <memory>
#include <string>

#include "cards/rng.h"
#include "game/state.h"

namespace rummy {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string Level() const = 0;
  // The move for view.seat, which is the player to move.
  virtual Move Choose(const TableView& view, const Rules& rules, Rng& rng) = 0;
};

// "easy" and "basic" (Five Crowns, Kaluki, Kentucky). Nullptr for an unknown level or game.
std::unique_ptr<Bot> MakeBot(const std::string& level, const std::string& game);

// Asks `bot` for the current player's move; if the bot's move is refused (a bot bug), falls
// back to the first legal move so a match can always go on. Returns the move played.
Move BotMove(Bot& bot, const State& state, Rng& rng, std::string* refusal = nullptr);

}  // namespace rummy
