// Positions (game/position.h, docs/POSITIONS.md): export and load for every game, the first
// problem of a bad position named in a sentence, and the examples of the documentation.
#include "game/position.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "game/invariants.h"
#include "game/save.h"

namespace rummy {
namespace {

using Json = nlohmann::json;

std::unique_ptr<State> Load(const std::string& text) {
  Result<std::unique_ptr<State>> s = LoadPosition(text);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().Message());
  return s.ok() ? std::move(s).value() : nullptr;
}

// The sentence a position is refused with ("" if it loads).
std::string Refusal(const std::string& text) {
  Result<std::unique_ptr<State>> s = LoadPosition(text);
  EXPECT_FALSE(s.ok()) << "loaded: " << text.substr(0, 200);
  return s.ok() ? "" : s.error().Message();
}

void PlayText(State& s, const std::string& move) {
  Result<Move> m = ParseMove(move);
  ASSERT_TRUE(m.ok()) << move << ": " << m.error().Message();
  std::optional<Error> e = s.Apply(*m);
  ASSERT_FALSE(e.has_value()) << move << ": " << e->Message();
}

struct MatchSetup {
  const char* game;
  int players;
  Options options;
};

const std::vector<MatchSetup>& Setups() {
  static const std::vector<MatchSetup> setups = {
      {"kentucky", 4, {}},
      {"kentucky", 3, {{"take-exposed", 1}, {"reshuffle", 1}, {"tie-extra-hand", 1}}},
      {"rummy", 2, {}},
      {"rummy", 3, {{"call-rummy", 1}, {"top-card-free", 1}}},
      {"rummy", 5, {{"stock-out-ends", 1}}},
      {"three-kings", 3, {}},
      {"three-kings", 3, {{"open-form", 1}}},
      {"five-crowns", 3, {}},
      {"five-crowns", 4, {{"final-turn-draw", 0}, {"second-stock-out", 1}}},
      {"kaluki", 2, {}},
      {"kaluki", 4, {{"stock-out", 1}, {"kaluki-bonus", 1}}},
  };
  return setups;
}

// A position exported at any point of a match loads into a state that exports the same and plays
// on exactly like the match: the same legal moves, the same positions after them, hand after hand
// (the later deals come from the generator state the position carries).
TEST(PositionTest, AnExportedPositionPlaysOnExactlyLikeTheMatch) {
  for (const MatchSetup& setup : Setups()) {
    SCOPED_TRACE(setup.game + std::string(" ") + std::to_string(setup.players));
    std::unique_ptr<State> s = std::move(FindGame(setup.game)->NewMatch(setup.players, setup.options, 11)).value();
    Rng rng(5);
    std::unique_ptr<State> copy;
    int loads = 0;
    for (int step = 0; step < 500 && !s->IsTerminal(); ++step) {
      if (step % 50 == 0) {  // start again from the position now
        copy = Load(ExportPosition(*s));
        ASSERT_TRUE(copy);
        ++loads;
      }
      ASSERT_EQ(ExportPosition(*copy), ExportPosition(*s)) << "after step " << step;
      const std::vector<Move> legal = s->LegalMoves();
      const Move m = ProgressMove(*s, legal, rng);
      const std::string text = MoveToString(m, s->CurrentRules());
      ASSERT_FALSE(s->Apply(m).has_value());
      PlayText(*copy, text);
    }
    EXPECT_GT(loads, 3);
    EXPECT_GT(s->Sheet().hands.size(), 0u) << "the playout should cross into a later hand";
  }
}

TEST(PositionTest, ExportOfALoadedPositionIsThePositionItself) {
  for (const MatchSetup& setup : Setups()) {
    std::unique_ptr<State> s = std::move(FindGame(setup.game)->NewMatch(setup.players, setup.options, 3)).value();
    Rng rng(8);
    for (int step = 0; step < 200 && !s->IsTerminal(); ++step) {
      if (step % 8 == 0) {
        const std::string text = ExportPosition(*s);
        std::unique_ptr<State> loaded = Load(text);
        ASSERT_TRUE(loaded) << text;
        EXPECT_EQ(Json::parse(ExportPosition(*loaded)), Json::parse(text));
      }
      ASSERT_FALSE(s->Apply(ProgressMove(*s, s->LegalMoves(), rng)).has_value());
    }
  }
}

// A match started from a position is saved with it, and its save loads back to the same state.
TEST(PositionTest, ASaveOfAMatchStartedFromAPositionReplaysFromThatPosition) {
  std::unique_ptr<State> s = std::move(FindGame("kaluki")->NewMatch(2, {}, 4)).value();
  Rng rng(2);
  for (int i = 0; i < 30; ++i) ASSERT_FALSE(s->Apply(ProgressMove(*s, s->LegalMoves(), rng)).has_value());
  std::unique_ptr<State> from = Load(ExportPosition(*s));
  ASSERT_TRUE(from);
  for (int i = 0; i < 30; ++i) ASSERT_FALSE(from->Apply(ProgressMove(*from, from->LegalMoves(), rng)).has_value());
  const std::string save = SaveMatch(*from);
  EXPECT_NE(save.find("\"version\":2"), std::string::npos);
  EXPECT_NE(save.find("\"start\":{"), std::string::npos);
  Result<std::unique_ptr<State>> back = LoadMatch(save);
  ASSERT_TRUE(back.ok()) << back.error().Message();
  EXPECT_EQ((*back)->ToString(), from->ToString());
  EXPECT_EQ(ExportPosition(**back), ExportPosition(*from));
  // A match dealt from its seed is saved as before (version 1, no start).
  EXPECT_NE(SaveMatch(*s).find("\"version\":1"), std::string::npos);
  EXPECT_EQ(SaveMatch(*s).find("\"start\""), std::string::npos);
}

}  // namespace
}  // namespace rummy
