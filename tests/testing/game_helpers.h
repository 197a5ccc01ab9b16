// Helpers for game scenario tests: card lists, playing and refusing moves by their text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

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

// Every card of the pack except `hands` (by face): to lay as a discard pile over an empty stock.
inline std::vector<Card> AllBut(const State& s, const std::vector<Card>& hands) {
  std::vector<Card> rest = s.CurrentRules().pack.Cards();
  for (Card h : hands) rest.erase(std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == h.face(); }));
  return rest;
}

}  // namespace rummy::testing
