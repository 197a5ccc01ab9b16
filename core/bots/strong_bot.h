// The strong level: determinized Monte Carlo search (information-set sampling) over the basic
// player. For each decision it lists the candidate moves (the basic player's choice first, then
// the other legal draws, the five discards leaving the least deadwood, claims, trick plays,
// melds and lay-offs), imagines the hidden cards many times
// (Sampler), plays each candidate out to the end of the hand with basic players in every seat,
// and keeps the move whose hands score best for it on average against the others. Candidates
// are thinned by successive halving: every round the worse half is dropped and the samples
// saved go to the rest. The same imagined deal and random stream serve every candidate of a
// round (common random numbers), so differences come from the moves, not the luck. The basic
// player's move stays in every round and is left only for a move that beat it on the same deals
// by at least a standard error of the difference.
// Without samples (Choose) it plays as the basic player.
#pragma once

#include <chrono>
#include <optional>
#include <vector>

#include "bots/basic_bot.h"

namespace rummy {

// What the strong players and the hint use at the table: the full budget, cut off by the clock
// so a decision never keeps a person waiting (the wasm build's target is 100 ms a move).
constexpr SearchBudget kTableBudget{96, 70};

// The expert level is the same search, wider and far longer: up to 24 candidates (the eight
// discards leaving the least deadwood), and 1,536 playouts a decision (16 times the strong
// player's), so the first round of the successive halving plays each candidate out on a dozen
// deals, where the strong player's first round has one deal each. At the table it also stops
// after 800 ms, so a decision in the wasm build (1.5-2 times slower than native) stays within a
// second; the clock is checked between playout moves.
constexpr SearchBudget kExpertBudget{1536, 0};
constexpr SearchBudget kExpertTableBudget{1536, 800};

// How widely a level searches.
struct SearchShape {
  const char* level;   // "strong", "expert"
  int max_candidates;  // moves compared, the basic player's first
  int max_discards;    // of the draw-and-discard games' discards, those leaving the least deadwood
};
constexpr SearchShape kStrongShape{"strong", 16, 5};
constexpr SearchShape kExpertShape{"expert", 24, 8};

class StrongBot : public Bot {
 public:
  // One candidate's result: its average hand score against the others' average, over `playouts`.
  struct Scored {
    Move move;
    double mean = 0;
    int playouts = 0;
    // Against the basic player's move on the same deals: the average difference, and that
    // difference in standard errors (0 with fewer than two deals to tell).
    double lead = 0;
    double sure = 0;
  };
  struct Decision {
    Move move;
    std::vector<Scored> ranked;  // best first; empty when there was nothing to choose
    int playouts = 0;
  };

  explicit StrongBot(SearchBudget budget = {}, SearchShape shape = kStrongShape) : budget_(budget), shape_(shape) {}
  std::string Level() const override { return shape_.level; }
  Move Choose(const TableView& view, const Rules& rules, Rng& rng) override { return basic_.Choose(view, rules, rng); }
  Move ChooseWithSamples(const TableView& view, const Rules& rules, Rng& rng, const Sampler& sampler) override {
    return Decide(view, rules, rng, sampler).move;
  }
  Decision Decide(const TableView& view, const Rules& rules, Rng& rng, const Sampler& sampler);

 private:
  BasicBot basic_;
  SearchBudget budget_;
  SearchShape shape_;
};

// Plays `state` on with basic players in every seat until the hand ends (or the match does, or
// `horizon` moves are made when it is above 0) and returns `seat`'s score for that hand minus the
// others' average, turned round where the lowest score wins (positive is good for `seat`). A
// playout cut at the horizon scores each player's lowest deadwood instead.
// With a `deadline`, a playout still running then is abandoned and returns NaN.
double PlayOutHand(State& state, int seat, Rng& rng, int horizon = 0,
                   std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt);

}  // namespace rummy
