#include "bots/strong_bot.h"

#include <algorithm>

#include "game/table_state.h"
#include "match/hint.h"
#include "registry/registry.h"
#include "testing/game_helpers.h"

#include <gtest/gtest.h>

namespace rummy {
namespace {

// A match `moves` basic-player moves in, so positions come from every stage of a hand.
std::unique_ptr<State> BasicPosition(const std::string& game, uint64_t seed, int moves) {
  return testing::BotPlayed(game, std::max(3, FindGame(game)->MinPlayers()), {"basic"}, moves, seed);
}

// A searching player's decisions come from samples of the hidden cards; moving the real hidden
// cards about must not change what it does (with the same random stream, without a clock limit).
void ExpectTheSameMoveWhereverTheHiddenCardsAre(Bot& bot, const std::string& game) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const std::unique_ptr<State> a = BasicPosition(game, seed, static_cast<int>(seed * 9));
    if (a->IsTerminal()) continue;
    const int me = a->CurrentPlayer();
    Rng other(seed * 31);
    std::unique_ptr<State> b = a->Determinize(me, other);
    // With two hidden cards left a sample may leave them where they are: draw again.
    for (int k = 0; k < 20 && a->ToString() == b->ToString(); ++k) b = a->Determinize(me, other);
    ASSERT_NE(a->ToString(), b->ToString()) << "the hidden cards did not move";
    Rng r1(seed), r2(seed);
    const Move ma = bot.ChooseWithSamples(a->ViewFor(me), a->CurrentRules(), r1, Sampler(*a, me));
    const Move mb = bot.ChooseWithSamples(b->ViewFor(me), b->CurrentRules(), r2, Sampler(*b, me));
    EXPECT_EQ(MoveToString(ma, a->CurrentRules()), MoveToString(mb, b->CurrentRules())) << "seed " << seed;
  }
}

// `searcher`'s decisions (in every seat, the first `searched` moves of a match) are moves the
// engine accepts; basic players then finish the match.
void ExpectLegalMovesAndTheMatchEnds(Bot& searcher, const std::string& game, int searched) {
  const Game* g = FindGame(game);
  std::unique_ptr<State> s = std::move(g->NewMatch(std::max(3, g->MinPlayers()), {}, 7)).value();
  std::unique_ptr<Bot> basic = MakeBot("basic", game);
  Rng rng(7);
  for (int moves = 0; !s->IsTerminal(); ++moves) {
    ASSERT_LT(moves, 20000);
    std::string refusal;
    PlayBotMove(moves < searched ? searcher : *basic, *s, rng, &refusal);
    ASSERT_TRUE(refusal.empty()) << refusal;
  }
  EXPECT_FALSE(s->Sheet().winners.empty());
}

// Hints searched with `budget` and `shape` name a legal move and say why in one sentence.
void ExpectHintsWithAReason(const std::string& game, SearchBudget budget, const SearchShape& shape) {
  int played_out = 0;  // hints whose reason is the playouts' (the sentence the check below guards)
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const std::unique_ptr<State> s = BasicPosition(game, seed, static_cast<int>(seed * 11));
    if (s->IsTerminal()) continue;
    Rng rng(seed);
    const Hint h = HintFor(*s, rng, budget, {}, shape);
    EXPECT_FALSE(s->Check(h.move).has_value()) << h.text;
    ASSERT_GT(h.text.size(), 10u);
    EXPECT_NE(h.text.find(": "), std::string::npos) << h.text;  // "<move>: <why>."
    EXPECT_EQ(h.text.back(), '.') << h.text;
    // Said as a player would: not "quick trial games" (a playtester read it as a programmer's note).
    EXPECT_EQ(h.text.find("trial"), std::string::npos) << h.text;
    if (h.text.find("played the rest of this hand out many times") != std::string::npos) ++played_out;
    // A tie among the best plays is said only where the move has no reason of its own (the
    // sentence grew too long for a phone on its side).
    EXPECT_EQ(h.text.find("; no other play did clearly better"), std::string::npos) << h.text;
    // The cards it names are the hand's own, for the hand to mark; each is in the sentence.
    EXPECT_EQ(h.cards, HandCardsOf(h.move, s->ViewFor(s->CurrentPlayer()).hand)) << h.text;
    for (Card c : h.cards) EXPECT_NE(h.text.find(CardWord(c)), std::string::npos) << h.text;
  }
  // The wording checks above reach the playouts' sentence, not only the simpler reasons.
  EXPECT_GT(played_out, 0) << game;
}

TEST(HandCardsOfTest, NamesTheCardsOfTheHandAMoveTakesAndNoneForADraw) {
  Result<Rules> rules = MakeRules("kaluki");
  ASSERT_TRUE(rules.ok());
  const std::vector<Card> hand = *rules->pack.Parse("7C 7D 7H 9S JK KH");
  const Card seven = hand[0], joker = hand[4];
  EXPECT_EQ(HandCardsOf(Move::Discard(hand[3]), hand), std::vector<Card>{hand[3]});
  EXPECT_EQ(HandCardsOf(Move::Of(MoveKind::kLayOff, hand[5], 0), hand), std::vector<Card>{hand[5]});
  const std::vector<Card> set{hand[0], hand[1], hand[2]};
  EXPECT_EQ(HandCardsOf(Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {MeldSpec{set, {}}}), hand), set);
  EXPECT_TRUE(HandCardsOf(Move::Draw(), hand).empty());
  EXPECT_TRUE(HandCardsOf(Move::Take(), hand).empty());
  // A swap names the card given, not the joker it frees from the table (another joker than the hand's).
  const Card table_joker = Card::Joker(1, 1);
  ASSERT_NE(table_joker, joker);
  const Move swap = Move::Of(MoveKind::kExchange, seven, 0, End::kAuto, {MeldSpec{{hand[1], hand[2], table_joker}, {}}});
  EXPECT_EQ(HandCardsOf(swap, hand), (std::vector<Card>{seven, hand[1], hand[2]}));
}

// Parameter: the game's name.
class StrongBotTest : public ::testing::TestWithParam<const char*> {
 protected:
  const Game* game() const { return FindGame(GetParam()); }
  int Players() const { return std::max(3, game()->MinPlayers()); }
  // A match `moves` basic-player moves in, so positions come from every stage of a hand.
  std::unique_ptr<State> Position(uint64_t seed, int moves) const { return BasicPosition(GetParam(), seed, moves); }
};

std::vector<Card> Sorted(std::vector<Card> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST_P(StrongBotTest, DeterminizeKeepsWhatTheSeatSeesAndEveryCard) {
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    const std::unique_ptr<State> s = Position(seed, static_cast<int>(seed * 7));
    if (s->IsTerminal()) continue;
    const int me = s->CurrentPlayer();
    Rng rng(seed);
    const std::unique_ptr<State> d = s->Determinize(me, rng);
    const TableView a = s->ViewFor(me), b = d->ViewFor(me);
    EXPECT_EQ(a.hand, b.hand);
    EXPECT_EQ(a.hand_sizes, b.hand_sizes);
    EXPECT_EQ(a.stock_size, b.stock_size);
    EXPECT_EQ(a.discard, b.discard);
    EXPECT_EQ(a.melds, b.melds);
    EXPECT_TRUE(a.part == b.part);  // the game's own part (Three Kings' played cards, ...)
    EXPECT_EQ(a.status, b.status);
    EXPECT_EQ(Sorted(s->AllCards()), Sorted(d->AllCards()));
    EXPECT_EQ(s->CurrentPlayer(), d->CurrentPlayer());
  }
}

TEST_P(StrongBotTest, DeterminizeDoesNotDependOnWhereTheHiddenCardsAre) {
  // Two states that differ only in where the hidden cards lie give the same sample.
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    const std::unique_ptr<State> s = Position(seed, static_cast<int>(seed * 5));
    if (s->IsTerminal()) continue;
    const int me = s->CurrentPlayer();
    Rng other(seed + 100);
    const std::unique_ptr<State> t = s->Determinize(me, other);
    Rng r1(seed), r2(seed);
    EXPECT_EQ(s->Determinize(me, r1)->ToString(), t->Determinize(me, r2)->ToString());
  }
}

TEST_P(StrongBotTest, DecisionDoesNotDependOnHiddenCards) {
  StrongBot bot(SearchBudget{12, 0});
  ExpectTheSameMoveWhereverTheHiddenCardsAre(bot, GetParam());
}

TEST_P(StrongBotTest, OnlySubmitsLegalMovesAndTheMatchEnds) {
  // A small budget: each decision still plays every candidate out at least once, several
  // hundred playouts in all.
  std::unique_ptr<Bot> strong = MakeBot("strong", GetParam(), SearchBudget{4, 0});
  ASSERT_NE(strong, nullptr);
  ExpectLegalMovesAndTheMatchEnds(*strong, GetParam(), 30);
}

TEST_P(StrongBotTest, LeavesTheBasicMoveOnlyForOneThatBeatItOnTheSameDeals) {
  StrongBot bot(SearchBudget{24, 0});
  int decisions = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    const std::unique_ptr<State> s = Position(seed, static_cast<int>(seed * 13));
    if (s->IsTerminal()) continue;
    const int me = s->CurrentPlayer();
    const TableView v = s->ViewFor(me);
    Rng r1(seed), r2(seed);
    const Move basic = BasicBot().Choose(v, s->CurrentRules(), r1);  // the strong player's first call
    const StrongBot::Decision d = bot.Decide(v, s->CurrentRules(), r2, Sampler(*s, me));
    if (d.ranked.empty()) continue;  // nothing to choose
    ++decisions;
    ASSERT_TRUE(d.ranked.front().move == d.move);
    if (d.move == basic) continue;
    EXPECT_GT(d.ranked.front().lead, 0) << MoveToString(d.move, s->CurrentRules());
    EXPECT_GE(d.ranked.front().sure, 1.0 - 1e-9) << MoveToString(d.move, s->CurrentRules());
  }
  EXPECT_GT(decisions, 0);
}

TEST_P(StrongBotTest, HintNamesALegalMoveWithAReason) { ExpectHintsWithAReason(GetParam(), SearchBudget{12, 0}, kStrongShape); }

INSTANTIATE_TEST_SUITE_P(Games, StrongBotTest, ::testing::Values("five-crowns", "kaluki", "kentucky", "rummy", "three-kings"),
                         [](const ::testing::TestParamInfo<const char*>& p) {
                           std::string name;
                           for (char c : std::string(p.param)) name += c == '-' ? '_' : c;
                           return name;
                         });

// The expert level, for every game of the registry (a tiny budget: the tests check what it may
// see and do, not how well it plays; docs/BOTS.md has its strength).
class ExpertBotTest : public ::testing::TestWithParam<std::string> {};

std::vector<std::string> RegisteredGames() {
  std::vector<std::string> out;
  for (const Game* g : Games()) {
    if (FindPlayer(g->Name())) out.push_back(g->Name());
  }
  return out;
}

TEST_P(ExpertBotTest, DecisionDoesNotDependOnHiddenCards) {
  std::unique_ptr<Bot> expert = MakeBot("expert", GetParam(), SearchBudget{24, 0});
  ASSERT_NE(expert, nullptr);
  ExpectTheSameMoveWhereverTheHiddenCardsAre(*expert, GetParam());
}

TEST_P(ExpertBotTest, OnlySubmitsLegalMovesAndTheMatchEnds) {
  std::unique_ptr<Bot> expert = MakeBot("expert", GetParam(), SearchBudget{6, 0});
  ASSERT_NE(expert, nullptr);
  ExpectLegalMovesAndTheMatchEnds(*expert, GetParam(), 12);
}

TEST_P(ExpertBotTest, TheSameSeedAndBudgetGiveTheSameMoves) {
  // Without a clock the expert depends on its random stream alone, so sims are reproducible.
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    const std::unique_ptr<State> s = BasicPosition(GetParam(), seed, static_cast<int>(seed * 7));
    if (s->IsTerminal()) continue;
    const int me = s->CurrentPlayer();
    StrongBot a(SearchBudget{24, 0}, kExpertShape), b(SearchBudget{24, 0}, kExpertShape);
    Rng r1(seed), r2(seed);
    const StrongBot::Decision da = a.Decide(s->ViewFor(me), s->CurrentRules(), r1, Sampler(*s, me));
    const StrongBot::Decision db = b.Decide(s->ViewFor(me), s->CurrentRules(), r2, Sampler(*s, me));
    EXPECT_TRUE(da.move == db.move) << "seed " << seed;
    EXPECT_EQ(da.playouts, db.playouts);
    ASSERT_EQ(da.ranked.size(), db.ranked.size());
    for (size_t i = 0; i < da.ranked.size(); ++i) EXPECT_EQ(da.ranked[i].mean, db.ranked[i].mean);
  }
}

TEST_P(ExpertBotTest, ComparesAtLeastTheMovesTheStrongPlayerDoes) {
  // The expert's candidates are the strong player's and more (more discards, more melds).
  int wider = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    const std::unique_ptr<State> s = BasicPosition(GetParam(), seed, static_cast<int>(seed * 13));
    if (s->IsTerminal()) continue;
    const int me = s->CurrentPlayer();
    StrongBot strong(SearchBudget{4, 0}), expert(SearchBudget{4, 0}, kExpertShape);
    Rng r1(seed), r2(seed);
    const size_t ns = strong.Decide(s->ViewFor(me), s->CurrentRules(), r1, Sampler(*s, me)).ranked.size();
    const size_t ne = expert.Decide(s->ViewFor(me), s->CurrentRules(), r2, Sampler(*s, me)).ranked.size();
    EXPECT_GE(ne, ns) << "seed " << seed;
    wider += ne > ns ? 1 : 0;
  }
  if (FindPlayer(GetParam())->discards_by_deadwood) { EXPECT_GT(wider, 0); }
}

TEST_P(ExpertBotTest, HintNamesALegalMoveWithAReason) { ExpectHintsWithAReason(GetParam(), SearchBudget{24, 0}, kExpertShape); }

INSTANTIATE_TEST_SUITE_P(Registry, ExpertBotTest, ::testing::ValuesIn(RegisteredGames()),
                         [](const ::testing::TestParamInfo<std::string>& p) {
                           std::string name;
                           for (char c : p.param) name += c == '-' ? '_' : c;
                           return name;
                         });

TEST(BotRegistryTest, EveryLevelPlaysEveryGameWithAPlayer) {
  for (const std::string& game : RegisteredGames()) {
    for (const std::string& level : BotLevels()) {
      std::unique_ptr<Bot> bot = MakeBot(level, game);
      ASSERT_NE(bot, nullptr) << level << " " << game;
      EXPECT_EQ(bot->Level(), level);
    }
  }
}

TEST(BotRegistryTest, TheExpertThinksLongerThanTheStrongPlayerButWithinItsClock) {
  EXPECT_GT(TableBudget("expert").playouts, TableBudget("strong").playouts);
  EXPECT_GT(TableBudget("expert").max_ms, TableBudget("strong").max_ms);
  EXPECT_GT(TableBudget("expert").max_ms, 0);
  EXPECT_LE(TableBudget("expert").max_ms, 1000);  // at most a second a decision
  EXPECT_EQ(TableBudget("strong").playouts, kTableBudget.playouts);
  EXPECT_EQ(TableBudget("strong").max_ms, kTableBudget.max_ms);
}

}  // namespace
}  // namespace rummy
