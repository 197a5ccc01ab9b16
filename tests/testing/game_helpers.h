// Helpers for game scenario tests: card lists, playing and refusing moves by their text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "game/state.h"

namespace rummy::testing {

inline std::vector<Card> C(const std::string& text) { return *ParseCards(text); }

// A new match of `game`, as its concrete state type.
template <typename StateType>
std::unique_ptr<StateType> NewMatch(const char* game, int players, const Options& options, uint64_t seed) {
  Result<std::unique_ptr<State>> s = FindGame(game)->NewMatch(players, options, seed);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().Message());
  return std::unique_ptr<StateType>(static_cast<StateType*>(s.value().release()));
}

// A new match of `game` by name; fails the test if it cannot start.
inline std::unique_ptr<State> NewState(const std::string& game, int players, const Options& options, uint64_t seed) {
  Result<std::unique_ptr<State>> s = FindGame(game)->NewMatch(players, options, seed);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().Message());
  return s.ok() ? std::move(s).value() : nullptr;
}

// A match `moves` moves in (or over), each a random legal move drawn from `seed`.
inline std::unique_ptr<State> RandomlyPlayed(const std::string& game, int players, int moves, uint64_t seed,
                                             const Options& options = {}) {
  std::unique_ptr<State> s = NewState(game, players, options, seed);
  Rng rng(seed);
  for (int i = 0; s && i < moves && !s->IsTerminal(); ++i) {
    const std::vector<Move> legal = s->LegalMoves();
    EXPECT_FALSE(s->Apply(legal[rng.Below(legal.size())]).has_value());
  }
  return s;
}

// A match `moves` moves in (or over), played by computer players: seat p at levels[p % size],
// each decision drawing from one stream seeded with `seed`. A refused bot move fails the test.
inline std::unique_ptr<State> BotPlayed(const std::string& game, int players, const std::vector<std::string>& levels, int moves,
                                        uint64_t seed, const Options& options = {}, SearchBudget budget = {}) {
  std::unique_ptr<State> s = NewState(game, players, options, seed);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < players; ++p) {
    Result<std::unique_ptr<Bot>> bot = NewBot(levels[p % levels.size()], game, budget);
    EXPECT_TRUE(bot.ok()) << (bot.ok() ? "" : bot.error().Message());
    if (!bot.ok()) return s;
    bots.push_back(std::move(bot).value());
  }
  Rng rng(seed);
  for (int i = 0; s && i < moves && !s->IsTerminal(); ++i) {
    std::string refusal;
    PlayBotMove(*bots[s->CurrentPlayer()], *s, rng, &refusal);
    EXPECT_EQ(refusal, "") << game;
  }
  return s;
}

// Plays a move given as text; fails the test if it is refused.
inline void Play(State& s, const std::string& move) {
  Result<Move> m = ParseMove(move);
  ASSERT_TRUE(m.ok()) << m.error().Message();
  std::optional<Error> e = s.Apply(*m);
  ASSERT_FALSE(e.has_value()) << move << ": " << e->Message();
}

// The refusal of a move given as text; fails the test if it is accepted or changes anything.
inline std::string Refusal(State& s, const std::string& move) {
  const std::string before = s.ToString();
  Result<Move> m = ParseMove(move);
  EXPECT_TRUE(m.ok()) << move;
  if (!m.ok()) return m.error().Message();
  std::optional<Error> e = s.Apply(*m);
  EXPECT_TRUE(e.has_value()) << move << " was accepted";
  EXPECT_EQ(s.ToString(), before) << "a refused move changed the state";
  return e ? e->Message() : "";
}

// Expects `move` (as text) to be refused with a sentence containing `words` (any sentence when
// empty), leaving the state unchanged. Every refusal test goes through this.
inline void ExpectRefused(State& s, const std::string& move, const std::string& words) {
  const std::string why = Refusal(s, move);
  EXPECT_NE(why.find(words), std::string::npos) << move << " was refused with \"" << why << "\", not with \"" << words << "\"";
}

// Every card of the pack except `hands` (by face): to lay as a discard pile over an empty stock.
inline std::vector<Card> AllBut(const State& s, const std::vector<Card>& hands) {
  std::vector<Card> rest = s.CurrentRules().pack.Cards();
  for (Card h : hands) rest.erase(std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == h.face(); }));
  return rest;
}

}  // namespace rummy::testing
