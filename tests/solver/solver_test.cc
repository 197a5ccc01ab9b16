#include "solver/solver.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "cards/rng.h"
#include "testing/oracle.h"

namespace rummy {
namespace {

using testing::Hand;
using testing::Preset;

// Every card of the hand is in exactly one meld or in the deadwood, every meld is valid.
void ExpectPartition(const Rules& r, const std::vector<Card>& hand, const Arrangement& a) {
  std::vector<Card> all(a.deadwood.begin(), a.deadwood.end());
  for (const Meld& m : a.melds) {
    EXPECT_TRUE(CheckMeld(r, m.cards,
                          m.kind == MeldKind::kRun ? MeldHint{MeldKind::kRun, m.low, std::nullopt}
                                                   : MeldHint{MeldKind::kSet, std::nullopt, m.rank})
                    .ok())
        << m.ToString(r);
    all.insert(all.end(), m.cards.begin(), m.cards.end());
  }
  std::vector<Card> h = hand;
  std::sort(all.begin(), all.end());
  std::sort(h.begin(), h.end());
  EXPECT_EQ(all, h);
  int v = 0;
  for (Card c : a.deadwood) v += r.HandValue(c);
  EXPECT_EQ(v, a.deadwood_value);
}

int Deadwood(const std::string& rules, const std::string& hand) {
  const Rules r = Preset(rules);
  Solver s(r);
  const std::vector<Card> h = Hand(r, hand);
  const Arrangement a = s.Arrange(h);
  ExpectPartition(r, h, a);
  EXPECT_EQ(a.deadwood_value, s.MinDeadwood(h));
  return a.deadwood_value;
}

TEST(SolverTest, LongSameSuitStretchMeldsCompletely) { EXPECT_EQ(Deadwood("gin", "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS"), 0); }

TEST(SolverTest, GinHandLeavesTheCheapestDeadwood) {
  EXPECT_EQ(Deadwood("gin", "KS KH KD 5C 6C 7C 2D 9H TH"), 21);
  // 7♣ can go to the run or the set of 7s, not both.
  EXPECT_EQ(Deadwood("gin", "5C 6C 7C 7D 7H 8C"), 14);
  EXPECT_EQ(Deadwood("gin", "5C 6C 7C 7D 7H"), 11);
}

TEST(SolverTest, AdversarialFourFiveSixOfAllSuits) { EXPECT_EQ(Deadwood("gin", "4C 5C 6C 4D 5D 6D 4H 5H 6H 4S 5S"), 0); }

TEST(SolverTest, FiveCrownsGoingOutHandOne) {
  const Rules r = Preset("five-crowns:3");
  Solver s(r);
  const std::vector<Card> h = Hand(r, "5C 3H 5R KD");
  EXPECT_TRUE(s.CanGoOut(h));
  const Solver::Discard d = s.BestDiscard(h);
  EXPECT_EQ(d.discard.ToString(), "KD");
  EXPECT_EQ(d.arrangement.deadwood_value, 0);
}

TEST(SolverTest, FiveCrownsFinalTurnMinimumDiscardsTheWild) {
  const Rules r = Preset("five-crowns:3");
  Solver s(r);
  const std::vector<Card> h = Hand(r, "KH JC 3S 9D");
  EXPECT_FALSE(s.CanGoOut(h));
  const Solver::Discard d = s.BestDiscard(h);
  EXPECT_EQ(d.discard.ToString(), "3S");
  EXPECT_EQ(d.arrangement.deadwood_value, 33);
}

TEST(SolverTest, FiveCrownsWildValueInHandEleven) {
  const Rules r = Preset("five-crowns:13");
  int v = 0;
  for (Card c : Hand(r, "KS QH JK")) v += r.HandValue(c);
  EXPECT_EQ(v, 82);
}

TEST(SolverTest, LeftoverWildsAreAbsorbedBySets) {
  EXPECT_EQ(Deadwood("five-crowns:13", "5H 5D 5C JK 9S"), 9);
  EXPECT_EQ(Deadwood("five-crowns:13", "5H 5D 5C JK JK 9S"), 0);
  EXPECT_EQ(Deadwood("five-crowns:13", "JK JK KH"), 0);
  EXPECT_EQ(Deadwood("five-crowns:13", "JK KH"), 70);
  EXPECT_EQ(Deadwood("kaluki", "5H 5D 5C JK JK"), 0);
}

TEST(SolverTest, WildLimitsBindInTheSolver) {
  Rules r = Preset("kentucky");
  r.max_wilds_per_meld = 0;
  Solver s(r);
  EXPECT_EQ(s.MinDeadwood(Hand(r, "5H 5D 5C JK")), 50);
}

TEST(SolverTest, RummySetsNeedDistinctSuitsAndAtMostFour) {
  EXPECT_EQ(Deadwood("rummy+two-decks", "7C 7C 7H"), 15);
  // Five cards of one rank: a set holds four (the joker standing for the 7♠), one 7 is left.
  EXPECT_EQ(Deadwood("rummy", "7C 7D 7H 7S JK"), 5);
}

TEST(SolverTest, DenseKalukiHand) {
  EXPECT_EQ(Deadwood("kaluki", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH JK JK"), 0);
  EXPECT_EQ(Deadwood("kaluki", "4C 4C 5C 5C 6C 6C 4D 4D 5D 5D 6D 6D JK JK 7C"), 0);
}

TEST(SolverTest, BestDiscardDropsTheWorstCard) {
  const Rules r = Preset("gin");
  Solver s(r);
  const Solver::Discard d = s.BestDiscard(Hand(r, "5C 6C 7C 8D 9D TD KS"));
  EXPECT_EQ(d.discard.ToString(), "KS");
  EXPECT_EQ(d.arrangement.deadwood_value, 0);
}

TEST(SolverTest, NoWildRunBeyondTheAce) { EXPECT_EQ(Deadwood("kentucky", "QS KS AS 2S"), 5); }

// A Solver loads only the last card of a hand that differs from the one it loaded before in that
// card alone (added, taken out or changed): its answers stay those of a Solver that never saw the
// hand before.
TEST(SolverTest, HandDifferingInItsLastCardAnswersAsAFreshSolver) {
  for (const char* spec : {"five-crowns:7", "five-crowns:9+need-natural", "kentucky", "kaluki", "rummy"}) {
    const Rules r = Preset(spec);
    Solver kept(r);
    Rng rng(41);
    for (int i = 0; i < 300; ++i) {
      std::vector<Card> pack = r.pack.Shuffled(rng);
      std::vector<Card> hand(pack.begin(), pack.begin() + 8);
      for (int step = 0; step < 4; ++step) {
        const int change = static_cast<int>(rng.Below(3));
        if (change == 0) hand.push_back(pack[static_cast<size_t>(10 + step)]);
        if (change == 1) hand.back() = pack[static_cast<size_t>(20 + step)];
        if (change == 2 && hand.size() > 3) hand.pop_back();
        Solver fresh(r);
        ASSERT_EQ(kept.DeadwoodAfterEachDiscard(hand), fresh.DeadwoodAfterEachDiscard(hand))
            << spec << ": " << CardsToString(hand);
        ASSERT_EQ(kept.LeastAfterNaturalDiscard(hand), fresh.LeastAfterNaturalDiscard(hand))
            << spec << ": " << CardsToString(hand);
      }
    }
  }
}

}  // namespace
}  // namespace rummy
