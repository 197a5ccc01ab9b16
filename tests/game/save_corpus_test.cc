// Saves made by earlier builds (tests/data/saves/, one or more per game, some in the middle of
// a hand) must load in every later build and replay to the check value they hold: LoadMatch
// replays every move through the engine and refuses a save whose final state differs.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "game/save.h"
#include "testing/game_helpers.h"

namespace rummy {
namespace {

std::vector<std::filesystem::path> CorpusFiles() {
  std::vector<std::filesystem::path> out;
  for (const auto& e : std::filesystem::directory_iterator(RUMMY_TEST_DATA "/saves")) {
    if (e.path().extension() == ".json") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string ReadFile(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(SaveCorpusTest, EverySavedMatchOfEarlierBuildsLoadsToItsCheckValue) {
  std::set<std::string> games;
  for (const std::filesystem::path& p : CorpusFiles()) {
    std::string text = ReadFile(p);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
    Result<std::unique_ptr<State>> s = LoadMatch(text);
    ASSERT_TRUE(s.ok()) << p.filename() << ": " << s.error().Message();
    // Saved again, it is the same match: the same moves and check value, and every option it was
    // saved with at the same value (a house option added since is written with the value that
    // replays it, OptionInfo::before_it_existed).
    const nlohmann::json before = nlohmann::json::parse(text), after = nlohmann::json::parse(SaveMatch(**s));
    for (const char* key : {"format", "version", "game", "players", "seed", "moves", "check"}) {
      EXPECT_EQ(after[key], before[key]) << p.filename() << ": " << key;
    }
    for (const auto& [name, value] : before["options"].items()) {
      EXPECT_EQ(after["options"][name], value) << p.filename() << ": option " << name;
    }
    games.insert((*s)->GameName());
  }
  for (const Game* g : Games()) EXPECT_TRUE(games.count(g->Name())) << g->Name() << " has no save in tests/data/saves/";
}

// How the corpus was made: run by hand with --gtest_also_run_disabled_tests and
// --gtest_filter=SaveCorpusTest.*, it writes three saves per registered game into tests/data/saves/:
// in the middle of the first hand, in play with every house option off its default, and a whole
// match of easy and basic players. Files already there are kept (the corpus is of earlier builds).
TEST(SaveCorpusTest, DISABLED_WriteSavesOfThisBuild) {
  for (const Game* g : Games()) {
    Options flipped;
    for (const OptionInfo& o : g->OptionList()) flipped[o.name] = o.default_value == o.min ? o.max : o.min;
    struct Kind {
      const char* name;
      Options options;
      int moves;
    };
    for (const Kind& k : {Kind{"mid-hand", {}, 37}, Kind{"options", flipped, 140}, Kind{"match", {}, 1 << 30}}) {
      const std::filesystem::path path = std::filesystem::path(RUMMY_TEST_DATA "/saves") / (g->Name() + "-" + k.name + ".json");
      if (std::filesystem::exists(path)) continue;
      const int players = std::clamp(3, g->MinPlayers(), g->MaxPlayers());
      const std::unique_ptr<State> s = testing::BotPlayed(g->Name(), players, {"basic", "easy"}, k.moves, 20261123, k.options);
      ASSERT_NE(s, nullptr);
      std::ofstream(path) << SaveMatch(*s) << "\n";
    }
  }
}

}  // namespace
}  // namespace rummy
