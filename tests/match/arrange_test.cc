// "Arrange for me" (ArrangeForPlayer): melds the player may make in this hand, the rest after
// them, and a sentence saying what was done.
#include <gtest/gtest.h>

#include <utility>

#include "games/five_crowns/five_crowns.h"
#include "match/hint.h"
#include "registry/registry.h"
#include "solver/solver.h"
#include "testing/game_helpers.h"

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

TEST(ArrangeTest, KentuckyKeepsWildCardsOutOfEveryMeldInANoWildHandAndSaysSo) {
  const TableView v = KentuckyHand(1);  // 2 sets of 3, no wild cards in melds
  Result<Rules> rules = MakeRules("kentucky");
  ASSERT_TRUE(rules.ok());
  const std::vector<Card> hand = *rules->pack.Parse("7C 7D JK 9S 9H JK 2C 5D KH QS 4C");
  // Without the contract's limit the solver would meld the jokers.
  ASSERT_GT(WildsIn(*rules, SharedSolver(*rules).Arrange(hand).melds.ToVector()), 0);
  const HandArrangement a = ArrangeForPlayer(v, *rules, hand);
  EXPECT_TRUE(a.arrangement.melds.empty());
  EXPECT_EQ(a.arrangement.deadwood.size(), hand.size());
  EXPECT_EQ(a.text, "No meld can be made from these cards yet. The jokers stay out: no wild cards may be melded this hand.");
}

TEST(ArrangeTest, AHintKeepsNoMeldTogetherThatWildCardsWouldMakeInANoWildHand) {
  // A playtester was told to keep "7♥ 8♥ joker 10♥ J♥ together" in a hand where no wild card may be melded.
  Result<Rules> rules = MakeRules("kentucky");
  ASSERT_TRUE(rules.ok());
  TableView dead = KentuckyHand(1);  // 2 sets of 3, no wild cards in melds
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

TEST(ArrangeTest, ALoneJokerKeptOutIsNamedInTheSingular) {
  const TableView v = KentuckyHand(1);  // 2 sets of 3, no wild cards in melds
  Result<Rules> rules = MakeRules("kentucky");
  ASSERT_TRUE(rules.ok());
  const HandArrangement a = ArrangeForPlayer(v, *rules, *rules->pack.Parse("7C 7D 7H 9S 9H JK 2C 5D KH QS 4C"));
  EXPECT_EQ(a.arrangement.melds.size(), 1u);
  EXPECT_EQ(a.text, "Arranged: 1 meld, 95 points left over. The joker stays out: no wild cards may be melded this hand.");
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

// "Arrange for me" of `cards` in Kentucky's hand 3 (2 runs of 4): its melds, sorted, and its words.
std::pair<std::vector<std::string>, std::string> KentuckyHand3Arranged(const char* cards) {
  Result<Rules> rules = MakeRules("kentucky");
  EXPECT_TRUE(rules.ok());
  const HandArrangement a = ArrangeForPlayer(KentuckyHand(3), *rules, *rules->pack.Parse(cards));
  std::vector<std::string> melds;
  for (const Meld& m : a.arrangement.melds) melds.push_back(m.ToString(*rules));
  std::sort(melds.begin(), melds.end());
  return {melds, a.text};
}

TEST(ArrangeTest, KentuckyShowsRunsOfOneSuitThatContinueEachOtherAsOneRun) {
  // Playtest: the solver splits 7♥-Q♥ into 7♥ 8♥ 9♥ and 10♥ J♥ Q♥ (as few points left over), which
  // hand 3's contract, 2 runs of 4, does not take; "Arrange for me" shows one run of six.
  const auto [melds, text] = KentuckyHand3Arranged("TD JD QD KD 7H 8H 9H TH JH QH 8D");
  EXPECT_EQ(melds, (std::vector<std::string>{"7H 8H 9H TH JH QH", "TD JD QD KD"}));
  EXPECT_EQ(text, "Arranged: 2 melds, 5 points left over.");
}

TEST(ArrangeTest, KentuckyKeepsTwoRunsThatContinueEachOtherWhenTheContractAsksForTwo) {
  // Review: 3♥-10♥ for hand 3's "2 runs of 4" is the contract as two runs of four, not one of eight.
  const auto [melds, text] = KentuckyHand3Arranged("3H 4H 5H 6H 7H 8H 9H TH KS");
  EXPECT_EQ(melds, (std::vector<std::string>{"3H 4H 5H 6H", "7H 8H 9H TH"})) << text;
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

// Five Crowns' third hand (5 cards, 5s wild), two players: two decks.
struct FiveCrownsHand {
  std::unique_ptr<five_crowns::FiveCrownsState> state = testing::NewMatch<five_crowns::FiveCrownsState>("five-crowns", 2, {}, 42);
  TableView view;
  FiveCrownsHand() {
    state->JumpToHand(3);
    view = state->ViewFor(state->CurrentPlayer());
  }
  const Rules& rules() const { return state->CurrentRules(); }
};

TEST(ArrangeTest, AHintSaysTheOtherCopyIsGoneOnlyWhenItIsNotInTheHand) {
  // A playtester holding 8♥ 8♥ was told "Discard 8♥: the other 8♥ has been played or thrown away".
  FiveCrownsHand f;
  ASSERT_EQ(f.rules().pack.Copies(f.rules().pack.Parse("8H")->at(0).face()), 2);
  f.view.hand = *f.rules().pack.Parse("8H 8H 3C JD KS 9C");
  f.view.discard.clear();
  f.view.melds.clear();
  const Move eight = Move::Discard(f.view.hand[0]);
  EXPECT_EQ(SolverReason(eight, f.view, f.rules()).find("thrown away"), std::string::npos)
      << SolverReason(eight, f.view, f.rules());
  // Once the other copy is in the discards, it is gone.
  f.view.hand = *f.rules().pack.Parse("8H 3C JD KS 9C 4D");
  f.view.discard = {*f.rules().pack.Parse("8H")->begin()};
  EXPECT_NE(SolverReason(Move::Discard(f.view.hand[0]), f.view, f.rules()).find("the other 8♥ has been played or thrown away"),
            std::string::npos)
      << SolverReason(Move::Discard(f.view.hand[0]), f.view, f.rules());
  // Kentucky, likewise: the other 4♥ in hand is not gone.
  Result<Rules> kentucky = MakeRules("kentucky");
  ASSERT_TRUE(kentucky.ok());
  TableView k = KentuckyHand(3);
  k.hand = *kentucky->pack.Parse("4H 4H 9S KD 7C QS JD 2C TH 6S 3D 8C");
  k.discard.clear();
  k.melds.clear();
  EXPECT_EQ(SolverReason(Move::Discard(k.hand[0]), k, *kentucky).find("thrown away"), std::string::npos)
      << SolverReason(Move::Discard(k.hand[0]), k, *kentucky);
}

TEST(ArrangeTest, GoingOutReadsTheSelectionLeavingOneCardAsTheDiscard) {
  // "Go out with J♦ J♥ J★ 5♠ 5♥, discarding 6★": the five selected, or all six selected.
  FiveCrownsHand f;
  f.view.hand = *f.rules().pack.Parse("JD JH JR 5S 5H 6R");
  const std::vector<Card> five(f.view.hand.begin(), f.view.hand.begin() + 5);
  for (const std::vector<Card>& sel : {five, f.view.hand}) {
    const std::optional<SelectedGoOut> out = GoOutFromSelection(f.view, f.rules(), sel);
    ASSERT_TRUE(out.has_value()) << sel.size();
    EXPECT_EQ(out->discard, f.view.hand[5]);
    size_t melded = 0;
    for (const Meld& m : out->melds) melded += m.cards.size();
    EXPECT_EQ(melded, 5u);
  }
  // The whole hand a run with jokers: the natural card at an end goes, the jokers stay melded.
  f.view.hand = *f.rules().pack.Parse("7C 8C JK JK");
  const std::optional<SelectedGoOut> run = GoOutFromSelection(f.view, f.rules(), f.view.hand);
  ASSERT_TRUE(run.has_value());
  EXPECT_FALSE(f.rules().IsWild(run->discard)) << CardsPretty({run->discard});
  f.view.hand = *f.rules().pack.Parse("JD JH JR 5S 5H 6R");
  // Four selected leave two cards: not a way to go out; nor cards that fit no meld.
  EXPECT_FALSE(GoOutFromSelection(f.view, f.rules(), std::vector<Card>(five.begin(), five.begin() + 4)).has_value());
  f.view.hand = *f.rules().pack.Parse("JD JH 6R 9C 4H 8D");
  EXPECT_FALSE(
      GoOutFromSelection(f.view, f.rules(), {f.view.hand[0], f.view.hand[1], f.view.hand[3], f.view.hand[4], f.view.hand[5]})
          .has_value());
}

TEST(ArrangeTest, SelectedCardsOfTwoMeldsSplitIntoThem) {
  // "Go down with A♥ A♥ A♠ and 4♣ 4♦ 4♥ 4♠ 4♠": eight cards selected, nothing grouped.
  Result<Rules> rules = MakeRules("kentucky");
  ASSERT_TRUE(rules.ok());
  TableView v = KentuckyHand(1);  // 2 sets of 3
  v.hand = *rules->pack.Parse("AH AH AS 4C 4D 4H 4S 4S 9D KC");
  const std::vector<Card> sel(v.hand.begin(), v.hand.begin() + 8);
  const std::optional<std::vector<Meld>> melds = MeldsOfSelection(v, *rules, sel);
  ASSERT_TRUE(melds.has_value());
  EXPECT_EQ(melds->size(), 2u);
  EXPECT_FALSE(MeldsOfSelection(v, *rules, {v.hand[0], v.hand[1], v.hand[2], v.hand[8]}).has_value());
}

}  // namespace
}  // namespace rummy
