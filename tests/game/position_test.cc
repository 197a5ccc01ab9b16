// Positions (game/position.h, docs/POSITIONS.md): export and load for every game, the first
// problem of a bad position named in a sentence, and the examples of the documentation.
#include "game/position.h"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <map>
#include <sstream>

#include "game/invariants.h"
#include "game/save.h"
#include "match/match.h"

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

class PositionPlayoutTest : public ::testing::TestWithParam<MatchSetup> {};

// A position exported at any point of a match loads into a state that exports the same and plays
// on exactly like the match: the same legal moves, the same positions after them, hand after hand
// (the later deals come from the generator state the position carries).
TEST_P(PositionPlayoutTest, AnExportedPositionPlaysOnExactlyLikeTheMatch) {
  const MatchSetup& setup = GetParam();
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
    const Move m = ProgressMove(*s, s->LegalMoves(), rng);
    const std::string text = MoveToString(m, s->CurrentRules());
    ASSERT_FALSE(s->Apply(m).has_value());
    PlayText(*copy, text);
  }
  EXPECT_GT(loads, 3);
  EXPECT_GT(s->Sheet().hands.size(), 0u) << "the playout should cross into a later hand";
}

TEST_P(PositionPlayoutTest, ExportOfALoadedPositionIsThePositionItself) {
  const MatchSetup& setup = GetParam();
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

INSTANTIATE_TEST_SUITE_P(Games, PositionPlayoutTest, ::testing::ValuesIn(Setups()),
                         [](const ::testing::TestParamInfo<MatchSetup>& param) {
                           std::string name = std::string(param.param.game) + "_" + std::to_string(param.param.players) + "p_" +
                                              std::to_string(param.index);
                           for (char& c : name) c = c == '-' ? '_' : c;
                           return name;
                         });

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

// ---- the examples of docs/POSITIONS.md ----

// Every ```json block of docs/POSITIONS.md, by game.
std::map<std::string, std::string> DocExamples() {
  std::ifstream in(std::string(RUMMY_SOURCE_DIR) + "/docs/POSITIONS.md");
  std::stringstream text;
  text << in.rdbuf();
  const std::string doc = text.str();
  std::map<std::string, std::string> out;
  for (size_t at = doc.find("```json\n"); at != std::string::npos; at = doc.find("```json\n", at)) {
    at += 8;
    const size_t end = doc.find("```", at);
    const std::string block = doc.substr(at, end - at);
    out[Json::parse(block, nullptr, false).value("game", "?")] = block;
    at = end + 3;
  }
  return out;
}

std::string Example(const std::string& game) {
  const std::map<std::string, std::string> examples = DocExamples();
  const auto it = examples.find(game);
  return it == examples.end() ? "" : it->second;
}

#define SKIP_WITHOUT_FILES() \
  if (kNoFiles) GTEST_SKIP() << "the wasm test build has no file system; natively this runs"
#ifdef __EMSCRIPTEN__
constexpr bool kNoFiles = true;
#else
constexpr bool kNoFiles = false;
#endif

TEST(PositionTest, EveryExampleOfTheDocumentationLoadsAndExportsItself) {
  SKIP_WITHOUT_FILES();
  const std::map<std::string, std::string> examples = DocExamples();
  EXPECT_EQ(examples.size(), Games().size()) << "one example per game";
  for (const Game* g : Games()) {
    SCOPED_TRACE(g->Name());
    ASSERT_EQ(examples.count(g->Name()), 1u);
    std::unique_ptr<State> s = Load(examples.at(g->Name()));
    ASSERT_TRUE(s);
    EXPECT_EQ(ExportPosition(*s), examples.at(g->Name())) << "export(load(x)) == x";
  }
}

// Loads the game's example, plays `move`, and checks that the position after it exports, loads
// and exports again to the same; returns it.
Json PlayFromExample(const std::string& game, const std::string& move) {
  std::unique_ptr<State> s = Load(Example(game));
  if (!s) return Json();
  EXPECT_EQ(ExportPosition(*s), Example(game));
  PlayText(*s, move);
  const std::string after = ExportPosition(*s);
  std::unique_ptr<State> again = Load(after);
  if (!again) return Json();
  EXPECT_EQ(ExportPosition(*again), after);
  EXPECT_NE(after, Example(game));
  return Json::parse(after);
}

TEST(PositionTest, KentuckyPositionLoadsPlaysADiscardAndExportsAgain) {
  SKIP_WITHOUT_FILES();
  const Json after = PlayFromExample("kentucky", "discard 9D");
  EXPECT_EQ(after["discard"].back(), "9D");
  EXPECT_EQ(after["turn"], 1);
  EXPECT_EQ(after["discard_open"], true) << "the next player may take it, the others claim it";
}

// A hand's contract without wild cards was shown as "jokers are dead this hand" until a playtester
// did not understand it; positions written then (and match saves that start from one) still load,
// with the same contract, and are written again with the words shown now.
TEST(PositionTest, AnOldPositionWithTheOldNoWildsWordsStillLoadsWithTheSameContract) {
  SKIP_WITHOUT_FILES();
  Json old = Json::parse(Example("kentucky"));
  ASSERT_EQ(old["contract"], "2 sets of 3, no wild cards in melds");
  old["contract"] = "2 sets of 3, jokers are dead this hand";
  std::unique_ptr<State> s = Load(old.dump());
  ASSERT_TRUE(s);
  std::unique_ptr<State> now = Load(Example("kentucky"));
  ASSERT_TRUE(now);
  EXPECT_EQ(s->ToString(), now->ToString());
  EXPECT_EQ(ExportPosition(*s), Example("kentucky"));
  // A match save of a match started there, its moves replayed and its check value matched.
  PlayText(*s, "discard 9D");
  Json saved = Json::parse(SaveMatch(*s));
  ASSERT_EQ(saved["start"]["contract"], "2 sets of 3, no wild cards in melds");
  saved["start"]["contract"] = "2 sets of 3, jokers are dead this hand";
  Result<std::unique_ptr<State>> back = LoadMatch(saved.dump());
  ASSERT_TRUE(back.ok()) << back.error().Message();
  EXPECT_EQ((*back)->ToString(), s->ToString());
  // The old words stand for a contract without wild cards only.
  old["contract"] = "2 sets of 3, at most 1 wild in all";
  EXPECT_NE(Refusal(old.dump()).find("hand 1's contract is \"2 sets of 3, no wild cards in melds\""), std::string::npos);
}

TEST(PositionTest, RummyPositionLoadsDrawsAndExportsAgain) {
  SKIP_WITHOUT_FILES();
  const Json after = PlayFromExample("rummy", "draw");
  EXPECT_EQ(after["phase"], "play");
  EXPECT_EQ(after["hands"][1].size(), 3u);
  EXPECT_EQ(after["discard"].size(), 6u) << "the whole track stays";
}

TEST(PositionTest, ThreeKingsPositionLoadsFollowsSuitAndExportsAgain) {
  SKIP_WITHOUT_FILES();
  const Json after = PlayFromExample("three-kings", "play AC");
  EXPECT_EQ(after["trick"].size(), 2u);
  EXPECT_EQ(after["turn"], 1);
  EXPECT_EQ(after["phase"], "follow");
}

TEST(PositionTest, FiveCrownsPositionLoadsPlaysTheLastFinalTurnAndExportsAgain) {
  SKIP_WITHOUT_FILES();
  std::unique_ptr<State> s = Load(Example("five-crowns"));
  ASSERT_TRUE(s);
  const Json after = PlayFromExample("five-crowns", "draw");
  EXPECT_EQ(after["phase"], "play");
  EXPECT_EQ(after["hands"][0].size(), 6u);
  // The last final turn ends the hand: the next hand (6s wild) is dealt from the seed's shuffler.
  PlayText(*s, "draw");
  PlayText(*s, "discard 3S");
  const Json next = Json::parse(ExportPosition(*s));
  EXPECT_EQ(next["hand_number"], 4);
  EXPECT_EQ(next["wild_rank"], "6");
  EXPECT_EQ(next["scores"].size(), 3u);
}

TEST(PositionTest, KalukiPositionLoadsDrawsAndExportsAgain) {
  SKIP_WITHOUT_FILES();
  const Json after = PlayFromExample("kaluki", "draw");
  EXPECT_EQ(after["hands"][1].size(), 5u);
  EXPECT_EQ(after["opened"], Json::parse("[true,true,false]"));
}

TEST(PositionTest, AMeldWrittenInAnotherOrderLoadsAndItsSavesReplay) {
  SKIP_WITHOUT_FILES();
  Json j = Json::parse(Example("kentucky"));
  j["melds"][1]["cards"] = Json::parse(R"(["9H","9S","9D","9C"])");
  j["melds"][1]["laid_by"] = Json::parse("[0,1,1,1]");
  std::unique_ptr<State> s = Load(j.dump());
  ASSERT_TRUE(s);
  // Each card keeps who laid it, whatever the order it is written in.
  const Json meld = Json::parse(ExportPosition(*s))["melds"][1];
  for (size_t i = 0; i < meld["cards"].size(); ++i) EXPECT_EQ(meld["laid_by"][i], meld["cards"][i] == "9H" ? 0 : 1);
  PlayText(*s, "discard 9D");
  Result<std::unique_ptr<State>> back = LoadMatch(SaveMatch(*s));
  ASSERT_TRUE(back.ok()) << back.error().Message();
  EXPECT_EQ((*back)->ToString(), s->ToString());
}

// A person's lay-off taken back in a match that started from a position goes back to that
// position's play, not to the seed's deal.
TEST(PositionTest, UndoInAMatchStartedFromAPositionReplaysFromThePosition) {
  SKIP_WITHOUT_FILES();
  std::unique_ptr<State> s = Load(Example("kentucky"));
  ASSERT_TRUE(s);
  Json saved;
  saved["format"] = "rummy-parlor-match";
  saved["version"] = kMatchSaveVersion;
  for (const char* level : {"human", "basic", "basic", "basic"}) saved["seats"].push_back({{"name", level}, {"level", level}});
  saved["save"] = Json::parse(SaveMatch(*s));
  Result<Match> m = Match::Load(saved.dump());
  ASSERT_TRUE(m.ok()) << m.error().Message();
  Match& match = m.value();
  const std::string before = ExportPosition(match.state());
  ASSERT_FALSE(match.Play(*ParseMove("layoff 9D on 1")).has_value());
  ASSERT_TRUE(match.CanUndo());
  ASSERT_FALSE(match.Undo().has_value());
  EXPECT_EQ(ExportPosition(match.state()), before);
}

TEST(PositionTest, FieldsWithTheirDefaultsMayBeLeftOut) {
  SKIP_WITHOUT_FILES();
  Json j = Json::parse(Example("rummy"));
  for (const char* key : {"options", "seed", "taken", "stock_turnovers", "winners", "taken_from_track", "must_use", "asked"}) {
    ASSERT_TRUE(j.contains(key)) << key;
    j.erase(key);
  }
  std::unique_ptr<State> s = Load(j.dump());
  ASSERT_TRUE(s);
  EXPECT_EQ(ExportPosition(*s), Example("rummy"));
  j.erase("hands");
  EXPECT_NE(Refusal(j.dump()).find("'hands' must hold one list of cards per player (2)"), std::string::npos);
}

// Positions made by mutating the examples (numbers changed, cards moved between places or swapped,
// fields emptied) are refused in words, or load into a state that keeps every invariant, exports
// and loads back the same, and plays on (docs/RELIABILITY.md has a longer run of the same).
TEST(PositionTest, MutatedExamplesAreRefusedInWordsOrPlayOn) {
  SKIP_WITHOUT_FILES();
  std::vector<Json> examples;
  for (const auto& [game, text] : DocExamples()) examples.push_back(Json::parse(text));
  Rng rng(42);
  int loaded = 0;
  for (int it = 0; it < 1000; ++it) {
    Json j = examples[rng.Below(examples.size())];
    for (int m = 0; m < 1 + static_cast<int>(rng.Below(3)); ++m) {
      std::vector<Json*> all, lists, names;
      std::function<void(Json&)> walk = [&](Json& x) {
        all.push_back(&x);
        if (x.is_array() && !x.empty() && x[0].is_string()) lists.push_back(&x);
        if (x.is_string()) names.push_back(&x);
        if (x.is_structured())
          for (Json& y : x) walk(y);
      };
      walk(j);
      Json& x = *all[rng.Below(all.size())];
      switch (rng.Below(5)) {
        case 0:
          if (x.is_number_integer()) x = x.get<int>() + (rng.Below(2) ? 1 : -1);
          break;
        case 1:
          if (x.is_boolean()) x = !x.get<bool>();
          break;
        case 2:
          if (!x.is_structured()) x = nullptr;
          break;
        case 3: {  // a card moves to another place
          Json& from = *lists[rng.Below(lists.size())];
          Json& to = *lists[rng.Below(lists.size())];
          if (from.empty()) break;
          const size_t k = rng.Below(from.size());
          const Json card = from[k];
          from.erase(k);
          to.push_back(card);
          break;
        }
        default: std::swap(*names[rng.Below(names.size())], *names[rng.Below(names.size())]); break;
      }
    }
    Result<std::unique_ptr<State>> s = LoadPosition(j.dump());
    if (!s) {
      EXPECT_NE(s.error().Message().find("This position cannot be loaded: "), std::string::npos);
      continue;
    }
    ++loaded;
    State& st = **s;
    const std::string exported = ExportPosition(st);
    std::unique_ptr<State> again = Load(exported);
    ASSERT_TRUE(again);
    ASSERT_EQ(ExportPosition(*again), exported);
    const auto pack = CardCodes(st.CurrentRules().pack.Cards());
    for (int i = 0; i < 4 && !st.IsTerminal(); ++i) {
      const std::optional<std::string> broken = CheckInvariants(st, pack, rng, i == 0);
      ASSERT_FALSE(broken) << *broken << "\n" << j.dump();
      const std::vector<Move> moves = st.LegalMoves();
      ASSERT_FALSE(moves.empty()) << j.dump();
      ASSERT_FALSE(st.Apply(moves[rng.Below(moves.size())]).has_value());
    }
  }
  EXPECT_GT(loaded, 200) << "some mutations should still be positions";
}

// ---- bad positions: the first problem in a sentence, and nothing loaded ----

// The Rummy example with one change made by `edit`, refused: the sentence.
std::string RefusedEdit(const std::string& game, const std::function<void(Json&)>& edit) {
  Json j = Json::parse(Example(game));
  edit(j);
  return Refusal(j.dump());
}

TEST(PositionTest, ADuplicateCardIsNamed) {
  SKIP_WITHOUT_FILES();
  const std::string why = RefusedEdit("rummy", [](Json& j) { j["hands"][1].push_back(j["hands"][0][0]); });
  EXPECT_NE(why.find("Player 2's hand has 3♥, but every 3♥ of the pack is placed already"), std::string::npos) << why;
}

TEST(PositionTest, AMissingCardIsNamed) {
  SKIP_WITHOUT_FILES();
  const std::string why = RefusedEdit("kaluki", [](Json& j) { j["stock"].erase(0); });
  EXPECT_NE(why.find("1 card of the pack is in no place"), std::string::npos) << why;
}

TEST(PositionTest, AHandOfTheWrongSizeIsRefused) {
  SKIP_WITHOUT_FILES();
  const std::string why = RefusedEdit("five-crowns", [](Json& j) {
    j["stock"].push_back(j["hands"][0].back());
    j["hands"][0].erase(j["hands"][0].size() - 1);
  });
  EXPECT_NE(why.find("Player 1 must hold 5 cards, not 4"), std::string::npos) << why;
}

TEST(PositionTest, ATurnThatCannotBeIsRefused) {
  SKIP_WITHOUT_FILES();
  EXPECT_NE(RefusedEdit("rummy", [](Json& j) { j["turn"] = 2; }).find("'turn' must be a whole number from 0 to 1"),
            std::string::npos);
  const std::string why = RefusedEdit("three-kings", [](Json& j) { j["turn"] = 1; });
  EXPECT_NE(why.find("it is Player 1's turn"), std::string::npos) << why;
  const std::string phase = RefusedEdit("kentucky", [](Json& j) { j["phase"] = "dance"; });
  EXPECT_NE(phase.find("'phase' must be \"draw\", \"play\" or \"over\", not \"dance\""), std::string::npos) << phase;
}

TEST(PositionTest, AnUnknownGameIsRefused) {
  SKIP_WITHOUT_FILES();
  const std::string why = RefusedEdit("rummy", [](Json& j) { j["game"] = "canasta"; });
  EXPECT_NE(why.find("'canasta' is not a game this version knows"), std::string::npos) << why;
}

TEST(PositionTest, AnotherVersionOrFormatIsRefused) {
  SKIP_WITHOUT_FILES();
  EXPECT_NE(RefusedEdit("rummy", [](Json& j) { j["version"] = 2; }).find("made by a newer version"), std::string::npos);
  EXPECT_NE(RefusedEdit("rummy", [](Json& j) { j["version"] = 0; }).find("'version' must be 1"), std::string::npos);
  EXPECT_NE(RefusedEdit("rummy", [](Json& j) { j["format"] = "rummy-parlor-save"; }).find("not a Rummy Parlor position"),
            std::string::npos);
  EXPECT_NE(Refusal("{\"format\": \"rummy-position\",").find("not valid JSON"), std::string::npos);
}

TEST(PositionTest, AMalformedCardIsNamed) {
  SKIP_WITHOUT_FILES();
  const std::string why = RefusedEdit("kentucky", [](Json& j) { j["stock"][3] = "7X"; });
  EXPECT_NE(why.find("the stock: '7X' is not a card"), std::string::npos) << why;
}

TEST(PositionTest, AMeldTheGameDoesNotAllowIsNamed) {
  SKIP_WITHOUT_FILES();
  // Kaluki's meld 0 is A♣ A♦ A♠ A♥; with A♥ swapped for a 4♥ of the hand, it is no meld.
  const std::string why = RefusedEdit("kaluki", [](Json& j) {
    j["melds"][0]["cards"][3] = "4H";
    j["melds"][4]["cards"][2] = "AH";
  });
  EXPECT_NE(why.find("meld 0 (A♣ A♦ A♠ 4♥) is not a meld in this game"), std::string::npos) << why;
}

TEST(PositionTest, GameFieldsThatContradictThePositionAreRefused) {
  SKIP_WITHOUT_FILES();
  EXPECT_NE(
      RefusedEdit("kaluki", [](Json& j) { j["opened"][1] = false; }).find("Player 2 has melds on the table, so must have opened"),
      std::string::npos);
  EXPECT_NE(
      RefusedEdit("kentucky", [](Json& j) { j["may_i"][2] = 4; }).find("'may_i' for Player 3 must be a whole number from 0 to 3"),
      std::string::npos);
  EXPECT_NE(RefusedEdit("three-kings", [](Json& j) { j["stage"] = 1; }).find("with the stock gone it is 2"), std::string::npos);
  EXPECT_NE(RefusedEdit("five-crowns", [](Json& j) { j["final_turns_left"] = 2; }).find("it is Player 4's turn"),
            std::string::npos);
  EXPECT_NE(RefusedEdit("rummy", [](Json& j) { j["melds"][0]["laid_by"] = Json::parse("[0,1]"); })
                .find("'laid_by' of meld 0 must give a seat for each of its 4 cards"),
            std::string::npos);
  // A discard goes dead only once the turn's draw is made: the draw turn's line offers the top card.
  EXPECT_NE(RefusedEdit("kentucky",
                        [](Json& j) {
                          j["phase"] = "draw";
                          j["discard_dead"] = true;
                        })
                .find("'discard_dead' is for after the turn's draw"),
            std::string::npos);
}

}  // namespace
}  // namespace rummy
