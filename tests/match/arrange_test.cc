// "Arrange for me" (ArrangeForPlayer): melds the player may make in this hand, the rest after
// them, and a sentence saying what was done.
#include <gtest/gtest.h>

#include "match/hint.h"
#include "registry/registry.h"
#include "solver/solver.h"

namespace rummy {
namespace {

int WildsIn(const Rules& rules, const std::vector<Meld>& melds) {
  int n = 0;
  for (const Meld& m : melds) {
    for (Card c : m.cards) n += rules.IsWild(c) ? 1 : 0;
  }
  return n;
}

TableView KentuckyHand(int hand_number) {
  Result<std::unique_ptr<State>> s = FindGame("kentucky")->NewMatch(3, {}, 7);
  EXPECT_TRUE(s.ok());
  TableView v = (*s)->ViewFor(0);
  v.hand_number = hand_number;
  return v;
}

TEST(ArrangeTest, KentuckyKeepsDeadJokersOutOfEveryMeldAndSaysSo) {
  const TableView v = KentuckyHand(1);  // 2 sets of 3, jokers are dead this hand
  Result<Rules> rules = MakeRules("kentucky");
  ASSERT_TRUE(rules.ok());
  const std::vector<Card> hand = *rules->pack.Parse("7C 7D JK 9S 9H JK 2C 5D KH QS 4C");
  // Without the contract's limit the solver would meld the jokers.
  ASSERT_GT(WildsIn(*rules, SharedSolver(*rules).Arrange(hand).melds), 0);
  const HandArrangement a = ArrangeForPlayer(v, *rules, hand);
  EXPECT_TRUE(a.arrangement.melds.empty());
  EXPECT_EQ(a.arrangement.deadwood.size(), hand.size());
  EXPECT_EQ(a.text, "No meld can be made from these cards yet. The jokers stay out: they are dead this hand.");
}

TEST(ArrangeTest, AHintKeepsNoMeldTogetherThatDeadJokersWouldMake) {
  // A playtester was told to keep "7♥ 8♥ joker 10♥ J♥ together" in a hand where jokers are dead.
  Result<Rules> rules = MakeRules("kentucky");
  ASSERT_TRUE(rules.ok());
  TableView dead = KentuckyHand(1);  // 2 sets of 3, jokers are dead this hand
  dead.hand = *rules->pack.Parse("7H 8H JK TH JH 2C 5D KS QS 4C 9S 3D");
  const Move joker = Move::Discard(dead.hand[2]);  // the highest card in hand, and it fits no meld now
  const std::string why = SolverReason(joker, dead, *rules);
  EXPECT_EQ(why.find("keeps"), std::string::npos) << why;
  EXPECT_NE(why.find("cards that fit no meld, the fewest you can keep"), std::string::npos) << why;
  TableView live = KentuckyHand(3);  // 2 runs of 4, at most 1 wild in each: the run may hold the joker
  live.hand = dead.hand;
  const Move two = Move::Discard(dead.hand[5]);  // 2♣
  EXPECT_NE(SolverReason(two, live, *rules).find("together"), std::string::npos) << SolverReason(two, live, *rules);
  EXPECT_EQ(SolverReason(two, dead, *rules).find("together"), std::string::npos) << SolverReason(two, dead, *rules);
}

TEST(ArrangeTest, ALoneDeadJokerIsNamedInTheSingular) {
  const TableView v = KentuckyHand(1);  // 2 sets of 3, jokers are dead this hand
  Result<Rules> rules = MakeRules("kentucky");
  ASSERT_TRUE(rules.ok());
  const HandArrangement a = ArrangeForPlayer(v, *rules, *rules->pack.Parse("7C 7D 7H 9S 9H JK 2C 5D KH QS 4C"));
  EXPECT_EQ(a.arrangement.melds.size(), 1u);
  EXPECT_EQ(a.text, "Arranged: 1 meld, 95 points left over. The joker stays out: it is dead this hand.");
}

TEST(ArrangeTest, KentuckyKeepsTheContractsWildLimitForEachMeld) {
  const TableView v = KentuckyHand(3);  // 2 runs of 4, at most 1 wild in each
  Result<Rules> rules = MakeRules("kentucky");
  ASSERT_TRUE(rules.ok());
  const std::vector<Card> hand = *rules->pack.Parse("4H 5H JK JK 2C 7D KS 9C 3S QD");
  int most = 0;  // without the contract's limit some meld holds both jokers
  for (const Meld& m : SharedSolver(*rules).Arrange(hand).melds) most = std::max(most, WildsIn(*rules, {m}));
  ASSERT_EQ(most, 2);
  const HandArrangement a = ArrangeForPlayer(v, *rules, hand);
  for (const Meld& m : a.arrangement.melds) EXPECT_LE(WildsIn(*rules, {m}), 1) << m.Pretty(*rules);
  EXPECT_FALSE(a.arrangement.melds.empty());
  size_t cards = a.arrangement.deadwood.size();
  for (const Meld& m : a.arrangement.melds) cards += m.cards.size();
  EXPECT_EQ(cards, hand.size());
}

TEST(ArrangeTest, AnArrangementSaysHowManyMeldsAndPointsAreLeft) {
  Result<std::unique_ptr<State>> s = FindGame("rummy")->NewMatch(2, {}, 3);
  ASSERT_TRUE(s.ok());
  const Rules& rules = (*s)->CurrentRules();
  const std::vector<Card> hand = *rules.pack.Parse("7C 7D 7H 9S 2D");
  const HandArrangement a = ArrangeForPlayer((*s)->ViewFor(0), rules, hand);
  ASSERT_EQ(a.arrangement.melds.size(), 1u);
  EXPECT_EQ(a.text, "Arranged: 1 meld, " + std::to_string(a.arrangement.deadwood_value) + " points left over.");
}

}  // namespace
}  // namespace rummy
