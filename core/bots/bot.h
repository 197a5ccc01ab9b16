// Computer players. A bot sees exactly what its seat may see (the State's ViewFor), the public
// rules of the hand, and its own random stream; it can never look at hidden cards.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/rng.h"
#include "game/state.h"

namespace rummy {

// What a searching bot may imagine: whole states that one seat cannot tell apart from the real
// one (State::Determinize), the hidden cards dealt afresh each time. It hands out samples only,
// never the real state, and a sample depends on nothing the seat cannot know.
class Sampler {
 public:
  Sampler(const State& state, int seat) : state_(state), seat_(seat) {}
  std::unique_ptr<State> Sample(Rng& rng) const { return state_.Determinize(seat_, rng); }

 private:
  const State& state_;
  int seat_;
};

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string Level() const = 0;
  // The move for view.seat, which is the player to move.
  virtual Move Choose(const TableView& view, const Rules& rules, Rng& rng) = 0;
  // The same with samples of the hidden cards to search on; bots that do not search ignore them.
  virtual Move ChooseWithSamples(const TableView& view, const Rules& rules, Rng& rng, const Sampler&) {
    return Choose(view, rules, rng);
  }

 private:
  friend Move PlayBotMove(Bot& bot, State& state, Rng& rng, std::string* refusal);
  TableView view_;  // the view PlayBotMove hands over, filled anew each move in the same storage
};

// How hard a searching level (strong, expert) thinks about one decision.
struct SearchBudget {
  int playouts = 96;  // playouts per decision in all
  double max_ms = 0;  // a clock limit as well (0: none; then a decision depends only on the random stream)
};

// What the shared levels need from a game's own computer player (core/bots/<game>/), registered
// with the game in core/registry/registry.cc.
struct GamePlayer {
  // The basic level's move for view.seat, the player to move.
  Move (*basic)(const TableView& view, const Rules& rules, Rng& rng) = nullptr;
  // The strong level plays hands out to their end (0), or cuts a playout after this many turns
  // per player and judges it by deadwood (Rummy's hands are a deck's worth of turns long).
  int playout_turns_per_player = 0;
  // The strong level compares only the few discards that leave the least deadwood (false for
  // trick games, where a discard is no deadwood question).
  bool discards_by_deadwood = true;
  // With the stock empty, taking from the discards is the only way to draw (Rummy's track): the
  // easy level does not slip by drawing then.
  bool takes_when_stock_empty = false;
  // Whether any single card may be played to the trick now (Three Kings' phase 1, where nobody
  // need follow suit): the easy level then slips by playing a random card. nullptr: never.
  bool (*plays_any_card)(const TableView& view) = nullptr;
  // The cards that may not be discarded this turn beyond the upcard rule (Rummy's keep-taken
  // house rule: the cards taken from the track), or nullptr.
  const std::vector<Card>* (*kept_cards)(const TableView& view) = nullptr;
};

// The computer player of `game`; nullptr when the game has none.
const GamePlayer* FindPlayer(std::string_view game);

// The computer player levels, weakest first: "easy", "basic", "strong", "expert". Every list of
// levels (the lobby, `rummy play`, `rummy sim`) comes from here.
const std::vector<std::string>& BotLevels();

// A level's budget at the table: the searching levels stop at a clock limit too, so a decision
// never keeps a person waiting (strong: kTableBudget, expert: kExpertTableBudget in
// core/bots/strong_bot.h); the others ignore it.
SearchBudget TableBudget(const std::string& level);
// Whether a level searches (strong, expert): its decisions take up to its table budget's clock,
// where the others' take a millisecond or two.
bool Searches(const std::string& level);

// Any level of BotLevels() for every game with a player, or why not in a sentence. `budget`: the
// searching levels' budget (without one, the level's own playouts and no clock: strong 96,
// expert kExpertBudget).
Result<std::unique_ptr<Bot>> NewBot(const std::string& level, const std::string& game,
                                    std::optional<SearchBudget> budget = std::nullopt);
// The same with nullptr for an unknown level or game.
std::unique_ptr<Bot> MakeBot(const std::string& level, const std::string& game,
                             std::optional<SearchBudget> budget = std::nullopt);

// Asks `bot` for the current player's move and plays it (the state checks it once, as it checks
// anyone's); if it is refused (a bot bug), plays the first legal move instead so a match can
// always go on, and says why in `refusal`. Returns the move played.
Move PlayBotMove(Bot& bot, State& state, Rng& rng, std::string* refusal = nullptr);

}  // namespace rummy
