#include "solver/meld_search.h"

#include <gtest/gtest.h>

#include "testing/oracle.h"

namespace rummy {
namespace {

using testing::Hand;
using testing::Preset;

Contract Runs(int n, int size, int wilds, bool each) {
  Contract c;
  for (int i = 0; i < n; ++i) c.parts.push_back({MeldKind::kRun, size});
  c.max_wilds = wilds;
  c.wilds_per_meld = each;
  return c;
}

TEST(ContractSearchTest, TwoRunsOfFourWithOneWildEach) {
  const Rules r = Preset("kentucky");
  const Contract c = Runs(2, 4, 1, true);
  std::optional<ContractLay> ok = FindContract(r, Hand(r, "5S JK 7S 8S 9D TD JD QD 3C"), c);
  ASSERT_TRUE(ok.has_value());
  EXPECT_EQ(ok->left_cards, 1);
  EXPECT_EQ(ok->left_value, 5);
  EXPECT_FALSE(FindContract(r, Hand(r, "5S JK JK 8S 9D TD JD QD 3C"), c).has_value());
}

TEST(ContractSearchTest, WrapIsNotARun) {
  const Rules r = Preset("kentucky");
  EXPECT_FALSE(FindContract(r, Hand(r, "QC KC AC 2C 3H"), Runs(1, 4, 1, true)).has_value());
}

TEST(ContractSearchTest, SetAndRunOfSevenWithOneWildInAll) {
  const Rules r = Preset("kentucky");
  Contract c;
  c.parts = {{MeldKind::kSet, 3}, {MeldKind::kRun, 7}};
  c.max_wilds = 1;
  EXPECT_TRUE(FindContract(r, Hand(r, "KS KH JK 3D 4D 5D 6D 7D 8D 9D 2C"), c).has_value());
  EXPECT_FALSE(FindContract(r, Hand(r, "KS KH JK 3D 4D JK 6D 7D 8D 9D 2C"), c).has_value());
  EXPECT_EQ(c.ToString(), "a set of 3 + a run of 7, at most 1 wild in all");
}

TEST(ContractSearchTest, GoDownMustKeepACardToDiscard) {
  const Rules r = Preset("kentucky");
  const Contract c = Runs(3, 4, 1, true);
  const std::string twelve = "3C 4C 5C 6C 7D 8D 9D TD JH QH KH AH";
  EXPECT_FALSE(FindContract(r, Hand(r, twelve), c).has_value());
  std::optional<ContractLay> after_may_i = FindContract(r, Hand(r, twelve + " 2S 9S"), c);
  ASSERT_TRUE(after_may_i.has_value());
  EXPECT_EQ(after_may_i->left_cards, 2);
}

TEST(ContractSearchTest, NoWildContractRejectsJokers) {
  const Rules r = Preset("kentucky");
  Contract c;
  c.parts = {{MeldKind::kSet, 3}, {MeldKind::kSet, 3}};
  c.max_wilds = 0;
  EXPECT_FALSE(FindContract(r, Hand(r, "7C 7H JK 9S 9D 9H 2C"), c).has_value());
  EXPECT_TRUE(FindContract(r, Hand(r, "7C 7H 7S 9S 9D 9H 2C"), c).has_value());
  EXPECT_EQ(c.ToString(), "2 sets of 3, no wild cards");
}

TEST(ContractSearchTest, PrefersMeldingMoreCards) {
  const Rules r = Preset("kentucky");
  Contract c;
  c.parts = {{MeldKind::kSet, 3}};
  c.max_wilds = 0;
  std::optional<ContractLay> lay = FindContract(r, Hand(r, "KC KD KH KS 2C"), c);
  ASSERT_TRUE(lay.has_value());
  EXPECT_EQ(lay->melds[0].size(), 4);
  EXPECT_EQ(lay->left_value, 5);
}

TEST(OpeningSearchTest, FindsAFiftyOneMeld) {
  const Rules r = Preset("kaluki");
  Solver s(r);
  std::optional<Opening> o = FindOpening(s, Hand(r, "TS JS QS KS AS 4C 9D"), 51);
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->value, 55);
  EXPECT_FALSE(FindOpening(s, Hand(r, "9C TC JC QC KC 4D"), 51).has_value());
}

TEST(OpeningSearchTest, SingleMeldRuleIgnoresTwoSmallMelds) {
  const Rules r = Preset("kaluki");
  Solver s(r);
  EXPECT_FALSE(FindOpening(s, Hand(r, "KC KD KH 9S TS JS 2D"), 51).has_value());
}

TEST(OpeningSearchTest, JokerCountsAsTheCardItStandsFor) {
  const Rules r = Preset("kaluki");
  Solver s(r);
  std::optional<Opening> o = FindOpening(s, Hand(r, "TH JH QH KH JK 3C"), 51);
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->value, 55);
  EXPECT_EQ(o->meld.ToString(r), "TH JH QH KH JK(AH)");
}

TEST(OpeningSearchTest, DiscardTakenBeforeOpeningMustBeInTheMeld) {
  const Rules r = Preset("kaluki");
  Solver s(r);
  const std::vector<Card> hand = Hand(r, "TS JS QS KS AS 8H 8D 8C");
  const Card ten = hand[0], eight = hand[5];
  EXPECT_TRUE(FindOpening(s, hand, 51, ten).has_value());
  EXPECT_FALSE(FindOpening(s, hand, 51, eight).has_value());
}

TEST(LayOffTargetsTest, WildCardOffersBothEndsOfARun) {
  const Rules r = Preset("kaluki");
  const Meld run = *CheckMeld(r, Hand(r, "5H 6H 7H"));
  const std::vector<LayOffTarget> t = LayOffTargets(r, {run}, Card::Joker());
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].end, End::kLow);
  EXPECT_EQ(t[1].end, End::kHigh);
  EXPECT_EQ(LayOff(r, run, Card::Joker()).error().code, ErrorCode::kAmbiguousWild);
}

}  // namespace
}  // namespace rummy
