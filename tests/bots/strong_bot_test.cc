#include "bots/strong_bot.h"

#include <algorithm>

#include "game/table_state.h"
#include "match/hint.h"
#include "testing/game_helpers.h"

#include <gtest/gtest.h>

namespace rummy {
namespace {

// Parameter: the game's name.
class StrongBotTest : public ::testing::TestWithParam<const char*> {
 protected:
  const Game* game() const { return FindGame(GetParam()); }
  int Players() const { return std::max(3, game()->MinPlayers()); }
  // A match `moves` basic-player moves in, so positions come from every stage of a hand.
  std::unique_ptr<State> Position(uint64_t seed, int moves) const {
    return testing::BotPlayed(GetParam(), Players(), {"basic"}, moves, seed);
  }
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
    EXPECT_EQ(a.played, b.played);
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
  // The strong player searches on samples of the hidden cards; moving the real hidden cards
  // about must not change what it does (with the same random stream, without a clock limit).
  StrongBot bot(SearchBudget{12, 0});
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const std::unique_ptr<State> a = Position(seed, static_cast<int>(seed * 9));
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

TEST_P(StrongBotTest, OnlySubmitsLegalMovesAndTheMatchEnds) {
  // The strong player's decisions (in every seat, with a small budget: each decision still
  // plays every candidate out at least once, several hundred playouts in all) are moves the
  // engine accepts; basic players then finish the match.
  std::unique_ptr<State> s = std::move(game()->NewMatch(Players(), {}, 7)).value();
  std::unique_ptr<Bot> strong = MakeBot("strong", GetParam(), SearchBudget{4, 0});
  std::unique_ptr<Bot> basic = MakeBot("basic", GetParam());
  ASSERT_NE(strong, nullptr);
  Rng rng(7);
  for (int moves = 0; !s->IsTerminal(); ++moves) {
    ASSERT_LT(moves, 20000);
    std::string refusal;
    PlayBotMove(moves < 30 ? *strong : *basic, *s, rng, &refusal);
    ASSERT_TRUE(refusal.empty()) << refusal;
  }
  EXPECT_FALSE(s->Sheet().winners.empty());
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

TEST_P(StrongBotTest, HintNamesALegalMoveWithAReason) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const std::unique_ptr<State> s = Position(seed, static_cast<int>(seed * 11));
    if (s->IsTerminal()) continue;
    Rng rng(seed);
    const Hint h = HintFor(*s, rng, SearchBudget{12, 0});
    EXPECT_FALSE(s->Check(h.move).has_value()) << h.text;
    ASSERT_GT(h.text.size(), 10u);
    EXPECT_NE(h.text.find(": "), std::string::npos) << h.text;  // "<move>: <why>."
    EXPECT_EQ(h.text.back(), '.') << h.text;
  }
}

INSTANTIATE_TEST_SUITE_P(Games, StrongBotTest, ::testing::Values("five-crowns", "kaluki", "kentucky", "rummy", "three-kings"),
                         [](const ::testing::TestParamInfo<const char*>& p) {
                           std::string name;
                           for (char c : std::string(p.param)) name += c == '-' ? '_' : c;
                           return name;
                         });

}  // namespace
}  // namespace rummy
