// One conformance suite for every game in the registry (OpenSpiel's RandomSimTest idea):
// random playouts from random seeds, checking after every move that no card is lost or
// doubled, a clone equals the original, refused moves change nothing, a seat's view shows no
// other seat's cards, a view filled into an old one's storage equals a new one, saves load back
// to the same state, and every match ends with a winner.
#include <gtest/gtest.h>

#include <map>

#include <algorithm>

#include "cards/rng.h"
#include "game/invariants.h"
#include "game/position.h"
#include "game/save.h"
#include "game/table_state.h"
#include "registry/registry.h"
#include "solver/solver.h"

namespace rummy {
namespace {

struct Config {
  std::string game;
  int players;
  int matches;
  Options options = {};
  const char* label = "";
  // Stop a match after this many moves (0: it must end within 100000). Kaluki reshuffles the
  // discards every time the stock runs out (RULES.md KA10), so a round of players who never go
  // out may go on for ever: the test bounds them, not the rules.
  int cap = 0;
};

// Every registered game at its fewest, a middle and its most players, with its default options
// and with every option moved off its default: a new game is tested without editing this file.
std::vector<Config> RegistryConfigs() {
  std::vector<Config> out;
  for (const Game* g : Games()) {
    const int lo = g->MinPlayers(), hi = g->MaxPlayers(), mid = (lo + hi + 1) / 2;
    out.push_back({g->Name(), lo, 4});
    if (mid != lo && mid != hi) out.push_back({g->Name(), mid, 2});
    if (hi != lo) out.push_back({g->Name(), hi, 1});
    Options flipped;
    for (const OptionInfo& o : g->OptionList()) flipped[o.name] = o.default_value == o.min ? o.max : o.min;
    // With every option flipped a game may not take its fewest players (Kentucky's two-player
    // option flips to allowed, so the fewest are taken from a new match's refusal).
    out.push_back({g->Name(), g->NewMatch(lo, flipped, 1).ok() ? lo : mid, 2, flipped, "flipped"});
  }
  return out;
}

class GameConformanceTest : public ::testing::TestWithParam<Config> {};

TEST_P(GameConformanceTest, RandomPlayoutsKeepEveryInvariant) {
  const Config cfg = GetParam();
  const Game* game = FindGame(cfg.game);
  ASSERT_NE(game, nullptr);
  Rng rng(0x5EED0000 + cfg.players);
  long long total_moves = 0;
  for (int match = 0; match < cfg.matches; ++match) {
    Result<std::unique_ptr<State>> made = game->NewMatch(cfg.players, cfg.options, rng.Next());
    ASSERT_TRUE(made.ok()) << made.error().Message();
    std::unique_ptr<State> s = std::move(made).value();
    const std::vector<uint16_t> pack = CardCodes(s->AllCards());
    ASSERT_EQ(static_cast<int>(pack.size()), s->PackSize());
    int moves = 0;
    while (!s->IsTerminal()) {
      if (cfg.cap > 0 && moves >= cfg.cap) break;
      ASSERT_LT(moves, 100000) << "the match does not end";
      const std::vector<Move> legal = s->LegalMoves();
      ASSERT_FALSE(legal.empty()) << s->ToString();
      for (const Move& m : legal) ASSERT_FALSE(s->Check(m).has_value()) << MoveToString(m, s->CurrentRules());
      const Move m = ProgressMove(*s, legal, rng);
      // The move's text form reads back as the same move.
      Result<Move> reread = ParseMove(MoveToString(m, s->CurrentRules()));
      ASSERT_TRUE(reread.ok()) << MoveToString(m, s->CurrentRules());
      ASSERT_FALSE(s->Check(*reread).has_value()) << MoveToString(m, s->CurrentRules());
      std::optional<Error> e = s->Apply(m);
      ASSERT_FALSE(e.has_value()) << e->Message();
      ++moves;
      // One view object serves every game, seat and move (as it does in a bot): nothing of an
      // earlier view may stay in it.
      static TableView reused;
      for (int seat = 0; seat < s->NumPlayers(); ++seat) {
        if (seat != s->CurrentPlayer() && moves % 7 != 0) continue;
        s->ViewInto(seat, reused);
        ASSERT_TRUE(reused == s->ViewFor(seat)) << "seat " << seat << "\n" << s->ToString();
      }
      if (moves % 7 == 0 || s->IsTerminal()) {
        const std::optional<std::string> broken = CheckInvariants(*s, pack, rng, moves % 97 == 0 || s->IsTerminal());
        ASSERT_FALSE(broken.has_value()) << *broken;
      }
    }
    total_moves += moves;
    if (!s->IsTerminal()) {  // stopped at the cap
      const std::optional<std::string> broken = CheckInvariants(*s, pack, rng, true);
      ASSERT_FALSE(broken.has_value()) << *broken;
      continue;
    }
    ASSERT_FALSE(s->Sheet().winners.empty());
    ASSERT_TRUE(s->LegalMoves().empty());
  }
  RecordProperty("moves", static_cast<int>(total_moves));
}

std::string ConfigName(const ::testing::TestParamInfo<Config>& p) {
  std::string n =
      p.param.game + "_" + std::to_string(p.param.players) + "p" + (*p.param.label ? std::string("_") + p.param.label : "");
  std::replace(n.begin(), n.end(), '-', '_');
  return n;
}

INSTANTIATE_TEST_SUITE_P(Registry, GameConformanceTest, ::testing::ValuesIn(RegistryConfigs()), ConfigName);

// House-option mixes chosen by hand (on top of the registry's own configurations).
INSTANTIATE_TEST_SUITE_P(HouseMixes, GameConformanceTest,
                         ::testing::Values(Config{"five-crowns",
                                                  3,
                                                  6,
                                                  {{"upcard-rule", 0},
                                                   {"all-wild-melds", 0},
                                                   {"first-turn-out", 0},
                                                   {"final-turn-draw", 0},
                                                   {"forced-out", 1},
                                                   {"tie-break", 1},
                                                   {"second-stock-out", 1}},
                                                  "house"},
                                           Config{"kaluki",
                                                  3,
                                                  6,
                                                  {{"combined-opening", 1},
                                                   {"distinct-suits", 1},
                                                   {"naturals-majority", 1},
                                                   {"low-ace-one", 1},
                                                   {"joker-value", 50},
                                                   {"keep-joker", 1},
                                                   {"layoff-next-turn", 1},
                                                   {"upcard-rule", 0},
                                                   {"must-discard", 1},
                                                   {"kaluki-bonus", 1},
                                                   {"stock-out", 1}},
                                                  "house",
                                                  30000},
                                           Config{"kaluki", 4, 4, {{"stock-out", 2}, {"long-game", 1}}, "void"},
                                           Config{"kaluki", 2, 4, {{"distinct-suits", 1}, {"stock-out-limit", 1}}, "limit"},
                                           Config{"kaluki", 6, 4, {{"five-six-players", 1}}, "six"}, Config{"five-crowns", 11, 1},
                                           Config{"kentucky",
                                                  4,
                                                  2,
                                                  {{"difficult", 1},
                                                   {"deal", 1},
                                                   {"big-no-discard", 1},
                                                   {"wilds-each", 1},
                                                   {"limits-lapse", 1},
                                                   {"joker-as-card", 1},
                                                   {"naturals-majority", 1},
                                                   {"joker-exchange", 1},
                                                   {"distinct-suits", 1},
                                                   {"penalty-cards", 2},
                                                   {"first-come", 1},
                                                   {"may-i-limit", 0},
                                                   {"may-i-short-stock", 1},
                                                   {"take-exposed", 1},
                                                   {"out-without-discard", 1},
                                                   {"tie-extra-hand", 1},
                                                   {"upcard-rule", 0},
                                                   {"same-suit-runs", 2}},
                                                  "options"},
                                           Config{"kentucky",
                                                  2,
                                                  2,
                                                  {{"two-players", 1},
                                                   {"deal", 2},
                                                   {"exact-wilds", 1},
                                                   {"aces-high", 1},
                                                   {"exact-lengths", 1},
                                                   {"penalty-cards", 0},
                                                   {"may-i-limit", 1},
                                                   {"may-i-not-down", 1},
                                                   {"no-kentucky-call", 1},
                                                   {"reshuffle", 1},
                                                   {"same-suit-runs", 1}},
                                                  "more"},
                                           Config{"kentucky", 3, 1, {{"deuces-wild", 1}}, "deuces"},
                                           Config{"rummy",
                                                  3,
                                                  3,
                                                  {{"short-game", 1},
                                                   {"top-card-free", 1},
                                                   {"new-meld-only", 1},
                                                   {"must-discard", 1},
                                                   {"stock-out-ends", 1},
                                                   {"low-ace-one", 1},
                                                   {"naturals-majority", 1},
                                                   {"shared-win", 1},
                                                   {"keep-taken", 1},
                                                   {"deal-by-players", 1}},
                                                  "house"},
                                           Config{"three-kings",
                                                  3,
                                                  6,
                                                  {{"open-form", 1},
                                                   {"no-ace-melds", 1},
                                                   {"jqk-level-12", 1},
                                                   {"set-beats-sequence", 1},
                                                   {"ace-lead-six", 1},
                                                   {"prediction-penalty", 1},
                                                   {"prediction-replaces-ace", 1}},
                                                  "house"}),
                         ConfigName);

// The lobby shows a game's house options in its groups: every option in exactly one group, and
// no group names an option the game does not have.
TEST(GameRegistryTest, EveryHouseOptionIsInExactlyOneLobbyGroup) {
  for (const Game* g : Games()) {
    const std::vector<Game::OptionGroup> groups = g->OptionGroups();
    if (groups.empty()) continue;
    std::map<std::string, int> seen;
    for (const Game::OptionGroup& group : groups) {
      EXPECT_FALSE(group.title.empty()) << g->Name();
      for (const std::string& name : group.names) ++seen[name];
    }
    for (const OptionInfo& o : g->OptionList()) {
      EXPECT_EQ(seen[o.name], 1) << g->Name() << ": " << o.name;
      seen.erase(o.name);
    }
    for (const auto& [name, n] : seen) ADD_FAILURE() << g->Name() << " groups an option it does not have: " << name;
  }
}

TEST(GameRegistryTest, EveryGameIsRegisteredWithItsPlayerRange) {
  for (const Game* g : Games()) {
    EXPECT_EQ(FindGame(g->Name()), g);
    EXPECT_FALSE(g->NewMatch(g->MinPlayers() - 1, {}, 1).ok());
    EXPECT_FALSE(g->NewMatch(g->MaxPlayers() + 1, {}, 1).ok());
    EXPECT_TRUE(g->NewMatch(g->MinPlayers(), {}, 1).ok());
  }
  EXPECT_EQ(FindGame("canasta"), nullptr);
}

TEST(GameRegistryTest, EveryGameBringsItsTextsRulesAndPlayer) {
  for (const Game* g : Games()) {
    EXPECT_FALSE(g->Blurb().empty()) << g->Name();
    EXPECT_EQ(g->RulesText().rfind("## " + g->Title(), 0), 0u) << g->Name() << "'s rules start with its title";
    EXPECT_NE(FindPlayer(g->Name()), nullptr) << g->Name();
    EXPECT_EQ(g->Preset().name, g->Name());
    for (const OptionInfo& o : g->OptionList()) EXPECT_FALSE(o.description.empty()) << g->Name() << " " << o.name;
    // The rules of a new match are the game's preset with the options it turns on.
    const std::unique_ptr<State> s = std::move(g->NewMatch(g->MinPlayers(), {}, 1)).value();
    EXPECT_EQ(s->CurrentRules().name.rfind(g->Name(), 0), 0u) << s->CurrentRules().name;
    const TableView v = s->ViewFor(0);
    EXPECT_EQ(g->Headline(v).rfind("Hand 1", 0), 0u) << g->Headline(v);
    EXPECT_FALSE(g->PlayerStatus(v, 0).empty());
  }
  EXPECT_NE(GameNames().find(" or "), std::string::npos);
  EXPECT_NE(FindGame(FirstChoice().Name()), nullptr);
}

// The line over the score sheet says how each match is won, with the house options in force.
TEST(GameRegistryTest, EveryGameSaysHowAMatchIsWon) {
  auto goal = [](const char* game, const Options& options = {}) {
    const Game* g = FindGame(game);
    return g->Goal(*g->Complete(options));
  };
  EXPECT_EQ(goal("kentucky"), "10 hands; the highest total wins.");
  EXPECT_EQ(goal("rummy"), "The game ends when someone reaches 500 points; the highest total wins.");
  EXPECT_EQ(goal("rummy", {{"short-game", 1}}), "The game ends when someone reaches 350 points; the highest total wins.");
  EXPECT_EQ(goal("three-kings"), "The first to 3 game points wins.");
  EXPECT_EQ(goal("five-crowns"), "11 hands; the lowest total wins.");
  EXPECT_EQ(goal("kaluki"), "The game ends when someone reaches 250 points; the highest total wins.");
  EXPECT_EQ(goal("kaluki", {{"long-game", 1}}), "The game ends when someone reaches 500 points; the highest total wins.");
}

TEST(GameRegistryTest, UnknownOrOutOfRangeOptionsAreRefused) {
  const Game* g = FindGame("kaluki");
  Result<std::unique_ptr<State>> bad = g->NewMatch(3, {{"no-such-option", 1}}, 1);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().Message().find("no-such-option"), std::string::npos);
  EXPECT_FALSE(g->NewMatch(3, {{"joker-value", 99}}, 1).ok());
}

// A view's sheet is copied only when the state's sheet has changed since (TableState keeps a
// number for each version of its sheet): one view filled from one match, another, a copy and a
// loaded position, and after totals set by hand, holds each one's own sheet every time.
TEST(GameViewTest, AReusedViewHoldsTheSheetOfEachStateItIsFilledFrom) {
  TableView reused;
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    SCOPED_TRACE(game.Name());
    Result<std::unique_ptr<State>> a = game.NewMatch(game.MinPlayers(), {}, 11);
    Result<std::unique_ptr<State>> b = game.NewMatch(game.MinPlayers(), {}, 12);
    ASSERT_TRUE(a.ok() && b.ok());
    auto same = [&](const State& s) {
      s.ViewInto(0, reused);
      return reused == s.ViewFor(0) && reused.sheet == s.Sheet();
    };
    ASSERT_TRUE(same(**a));
    auto* table = dynamic_cast<TableState*>(a->get());
    ASSERT_NE(table, nullptr);
    std::vector<int> totals(static_cast<size_t>(game.MinPlayers()), 0);
    totals[0] = 37;
    table->SetTotals(totals);
    EXPECT_TRUE(same(**a)) << "totals set by hand";
    EXPECT_EQ(reused.sheet.totals[0], 37);
    EXPECT_TRUE(same(**b)) << "another match";
    std::unique_ptr<State> copy = (*a)->Clone();
    EXPECT_TRUE(same(*copy)) << "a copy";
    totals[0] = 5;
    dynamic_cast<TableState*>(copy.get())->SetTotals(totals);
    EXPECT_TRUE(same(**a)) << "the original after its copy changed";
    EXPECT_TRUE(same(*copy)) << "the copy after it changed";
    Result<std::unique_ptr<State>> loaded = LoadPosition(ExportPosition(**a));
    ASSERT_TRUE(loaded.ok()) << loaded.error().Message();
    EXPECT_TRUE(same(**b));
    EXPECT_TRUE(same(**loaded)) << "a loaded position";
    EXPECT_EQ(reused.sheet.totals[0], 37);
  }
}

}  // namespace
}  // namespace rummy
