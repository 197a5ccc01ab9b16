// Every meld example of RULES.md, named after the rule it checks.
#include "melds/meld.h"

#include <gtest/gtest.h>

#include "testing/oracle.h"

namespace rummy {
namespace {

using testing::Hand;
using testing::Preset;

bool Valid(const Rules& r, const std::string& cards, MeldHint hint = {}) { return CheckMeld(r, Hand(r, cards), hint).ok(); }

ErrorCode Why(const Rules& r, const std::string& cards, MeldHint hint = {}) {
  Result<Meld> m = CheckMeld(r, Hand(r, cards), hint);
  EXPECT_FALSE(m.ok()) << cards;
  return m.ok() ? ErrorCode::kParse : m.error().code;
}

MeldHint RunAt(int low) { return MeldHint{MeldKind::kRun, low, std::nullopt}; }

// --- §0 conventions ---
TEST(MeldTest, AceMayBeLowOrHighButNeverBothEndsNorWrap) {
  const Rules r = Preset("kentucky");
  EXPECT_TRUE(Valid(r, "JS QS KS AS"));
  EXPECT_TRUE(Valid(r, "AS 2S 3S 4S"));
  EXPECT_EQ(Why(r, "QS KS AS 2S"), ErrorCode::kRunWraps);
  EXPECT_TRUE(Valid(r, "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"));
  EXPECT_FALSE(Valid(r, "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"));
}

TEST(MeldTest, AmbiguousWildAtRunEndMustBeDeclared) {
  const Rules r = Preset("kentucky");
  Result<Meld> m = CheckMeld(r, Hand(r, "5H 6H JK"));
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(m.error().code, ErrorCode::kAmbiguousWild);
  EXPECT_NE(m.error().Message().find("joker (as 4♥)"), std::string::npos) << m.error().Message();
  EXPECT_NE(m.error().Message().find("joker (as 7♥)"), std::string::npos);
  Result<Meld> low = CheckMeld(r, Hand(r, "5H 6H JK"), RunAt(4));
  ASSERT_TRUE(low.ok());
  EXPECT_EQ(low->ToString(r), "JK(4H) 5H 6H");
  EXPECT_EQ(CheckMeld(r, Hand(r, "5H 6H JK"), RunAt(5))->ToString(r), "5H 6H JK(7H)");
}

TEST(MeldTest, WildInsideARunIsBoundToTheGap) {
  const Rules r = Preset("kentucky");
  Result<Meld> m = CheckMeld(r, Hand(r, "5S JK 7S 8S"));
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->kind, MeldKind::kRun);
  EXPECT_EQ(m->Represents(r, 1), Card::Natural(Suit::kSpades, 6).face());
}

TEST(MeldTest, ErrorsSayWhyInWords) {
  const Rules r = Preset("gin");
  Result<Meld> gap = CheckMeld(r, Hand(r, "5H 6H 8H"));
  ASSERT_FALSE(gap.ok());
  EXPECT_EQ(gap.error().code, ErrorCode::kRunHasGap);
  EXPECT_EQ(gap.error().Message(), "5\u2665 6\u2665 8\u2665: 7\u2665 is missing");
  EXPECT_EQ(Why(r, "5H 6S 9D"), ErrorCode::kNotAMeld);
  EXPECT_EQ(Why(r, "5H 5S"), ErrorCode::kMeldTooShort);
  EXPECT_EQ(Why(r, "5H 5S 5D 5C", MeldHint{MeldKind::kRun, std::nullopt, std::nullopt}), ErrorCode::kNotAMeld);
}

// --- §1 Kentucky ---
TEST(KentuckyMeldTest, ContractRunWithOneWildIsValid) {
  Rules r = Preset("kentucky");
  r.max_wilds_per_meld = 1;
  EXPECT_TRUE(Valid(r, "5S JK 7S 8S"));
  EXPECT_TRUE(Valid(r, "9D TD JD QD"));
  EXPECT_EQ(Why(r, "5S JK JK 8S"), ErrorCode::kTooManyWilds);
}

TEST(KentuckyMeldTest, NoWildHandRejectsJokerInSet) {
  Rules r = Preset("kentucky");
  r.max_wilds_per_meld = 0;
  EXPECT_EQ(Why(r, "7C 7H JK"), ErrorCode::kTooManyWilds);
  EXPECT_TRUE(Valid(r, "9S 9D 9H"));
}

TEST(KentuckyMeldTest, EveryMeldNeedsANaturalCard) {
  const Rules r = Preset("kentucky");
  EXPECT_FALSE(Valid(r, "JK JK JK"));
}

TEST(KentuckyMeldTest, DuplicateSuitsInSetsAreAllowed) {
  const Rules r = Preset("kentucky");
  EXPECT_TRUE(Valid(r, "QS QS QH"));
  EXPECT_EQ(Why(Preset("kentucky+distinct-suits"), "QS QS QH"), ErrorCode::kRepeatedSuit);
}

TEST(KentuckyMeldTest, SeedLayOffExample) {
  const Rules r = Preset("kentucky");
  Meld alpha_twos = *CheckMeld(r, Hand(r, "2C 2D 2S"));
  Meld beta_run = *CheckMeld(r, Hand(r, "3H 4H 5H 6H"));
  Meld charlie_run = *CheckMeld(r, Hand(r, "8H 9H TH JH"));
  const std::vector<Card> twos = Hand(r, "2H 2H");
  // Charlie's 2♥ fits the low end of Beta's run and Alpha's set of 2s.
  const std::vector<LayOffTarget> targets = LayOffTargets(r, {alpha_twos, beta_run, charlie_run}, twos[0]);
  ASSERT_EQ(targets.size(), 2u);
  EXPECT_EQ(targets[0].meld, 0);
  EXPECT_EQ(targets[1].meld, 1);
  beta_run = *LayOff(r, beta_run, twos[0]);
  EXPECT_EQ(beta_run.ToString(r), "2H 3H 4H 5H 6H");
  // A second 2♥ no longer fits Beta's run but still fits the 2s.
  EXPECT_FALSE(LayOff(r, beta_run, twos[1]).ok());
  EXPECT_TRUE(LayOff(r, alpha_twos, twos[1]).ok());
  // Beta lays 7♥ then 6♥ on the low end of Charlie's run: 6♥-J♥.
  const std::vector<Card> beta = Hand(r, "7H 6H 7H 5H");
  charlie_run = *LayOff(r, charlie_run, beta[0]);
  charlie_run = *LayOff(r, charlie_run, beta[1]);
  EXPECT_EQ(charlie_run.ToString(r), "6H 7H 8H 9H TH JH");
  EXPECT_FALSE(LayOff(r, charlie_run, beta[2]).ok());
  EXPECT_EQ(LayOff(r, charlie_run, beta[3])->ToString(r), "5H 6H 7H 8H 9H TH JH");
}

TEST(KentuckyMeldTest, AceLaysOffBelowTwoButNotAboveKingOfARunStartingWithAce) {
  const Rules r = Preset("kentucky");
  const Meld low = *CheckMeld(r, Hand(r, "2S 3S 4S 5S"));
  const Card ace = Hand(r, "AS")[0];
  EXPECT_EQ(LayOff(r, low, ace)->ToString(r), "AS 2S 3S 4S 5S");
  const Meld full = *CheckMeld(r, Hand(r, "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"));
  const std::vector<Card> second = Hand(r, "AS AS");
  EXPECT_FALSE(LayOff(r, full, second[1]).ok());
}

TEST(KentuckyMeldTest, MeldedJokerScoresFifty) {
  const Rules r = Preset("kentucky");
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "QC QD QS"))), 30);
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "8S 9S TS JS"))), 30);
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "AC AD JK"))), 90);
}

// --- §2 Rummy ---
TEST(RummyMeldTest, AceRuns) {
  const Rules r = Preset("rummy");
  EXPECT_TRUE(Valid(r, "QH KH AH"));
  EXPECT_TRUE(Valid(r, "AH 2H 3H"));
  EXPECT_FALSE(Valid(r, "KH AH 2H"));
  const Meld top = *CheckMeld(r, Hand(r, "QH KH AH"));
  EXPECT_FALSE(LayOff(r, top, Hand(r, "2H")[0]).ok());
}

TEST(RummyMeldTest, SetsHoldThreeOrFourDifferentSuits) {
  const Rules r = Preset("rummy");
  EXPECT_TRUE(Valid(r, "7C 7D 7H 7S"));
  EXPECT_FALSE(Valid(r, "7C 7D 7H 7S JK"));
  const Rules two = Preset("rummy+two-decks");
  EXPECT_EQ(Why(two, "7C 7C 7H"), ErrorCode::kRepeatedSuit);
}

TEST(RummyMeldTest, JokerCannotStandForACardAlreadyOnTheTable) {
  const Rules r = Preset("rummy");
  const Meld run = *CheckMeld(r, Hand(r, "5H JK 7H"));
  EXPECT_EQ(run.ToString(r), "5H JK(6H) 7H");
  FaceCounts table = RepresentedFaces(r, {run});
  // Another joker cannot stand for 6♥ elsewhere.
  Result<Meld> again = CheckMeld(r, Hand(r, "6C 6D JK"), {}, &table);
  EXPECT_TRUE(again.ok());  // in a set of 6s the joker stands for 6♥ or 6♠: 6♠ is free
  Result<Meld> run2 = CheckMeld(r, Hand(r, "4H JK 8H"), RunAt(4), &table);
  EXPECT_FALSE(run2.ok());
  // If 6♥ is already on the table, 5♥ JK 7♥ is not a meld.
  const Meld sixes = *CheckMeld(r, Hand(r, "6H 6S 6D"));
  FaceCounts with_six = RepresentedFaces(r, {sixes});
  Result<Meld> m = CheckMeld(r, Hand(r, "5H JK 7H"), {}, &with_six);
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(m.error().code, ErrorCode::kRepresentedOnTable);
}

TEST(RummyMeldTest, ANaturalCardAJokerStandsForOnTheTableIsNotFreeToPlay) {
  const Rules r = Preset("rummy");
  const FaceCounts table = RepresentedFaces(r, {*CheckMeld(r, Hand(r, "5H JK 7H"))});
  EXPECT_FALSE(FreeToPlay(r, Hand(r, "6H")[0], table));  // the joker is 6♥: exchange it instead
  EXPECT_TRUE(FreeToPlay(r, Hand(r, "8H")[0], table));
  EXPECT_TRUE(FreeToPlay(r, Hand(r, "JK")[0], table));  // a wild card always may be played
}

TEST(RummyMeldTest, JokerExchangeGivesTheJokerToTheHolderOfTheNaturalCard) {
  const Rules r = Preset("rummy");
  const Meld run = *CheckMeld(r, Hand(r, "5H JK 7H"));
  Result<WildExchange> ex = ExchangeWild(r, run, Hand(r, "6H")[0]);
  ASSERT_TRUE(ex.ok());
  EXPECT_EQ(ex->meld.ToString(r), "5H 6H 7H");
  EXPECT_TRUE(ex->wild.is_joker());
  EXPECT_EQ(MeldTableValue(r, ex->meld), MeldTableValue(r, run));
  EXPECT_FALSE(ExchangeWild(r, run, Hand(r, "8H")[0]).ok());
}

TEST(RummyMeldTest, JokerOnTableScoresTheCardItRepresents) {
  const Rules r = Preset("rummy");
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "JS QS JK"), RunAt(11))), 30);
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "JK 2C 3C"), RunAt(1))), 25);
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "AC AD AH"))), 45);
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "3S 4S 5S"))), 15);
  EXPECT_EQ(MeldTableValue(Preset("rummy+low-ace-one"), *CheckMeld(r, Hand(r, "AC 2C 3C"))), 11);
}

// --- §3 Three Kings ---
TEST(ThreeKingsMeldTest, MeldsAreExactlyThreeCardsAceLow) {
  const Rules r = Preset("three-kings");
  EXPECT_TRUE(Valid(r, "AC AD AH"));
  EXPECT_TRUE(Valid(r, "AS 2S 3S"));
  EXPECT_TRUE(Valid(r, "JC QC KC"));
  EXPECT_FALSE(Valid(r, "QS KS AS"));
  EXPECT_FALSE(Valid(r, "5S 6S 7S 8S"));
  EXPECT_FALSE(Valid(r, "9C 9D 9H 9S"));
  EXPECT_FALSE(Valid(Preset("three-kings+no-ace-melds"), "AC AD AH"));
}

// --- §4 Five Crowns ---
TEST(FiveCrownsMeldTest, RunsWithWildsHandFive) {
  const Rules r = Preset("five-crowns:7");
  Result<Meld> a = CheckMeld(r, Hand(r, "9D 7C JD"));
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a->ToString(r), "9D 7C(TD) JD");
  EXPECT_TRUE(Valid(r, "6D 7R 7H 9D"));
  EXPECT_FALSE(Valid(r, "KH 3H 4H"));
  Result<Meld> q = CheckMeld(r, Hand(r, "QH KH JK"));
  ASSERT_TRUE(q.ok()) << q.error().Message();
  EXPECT_EQ(q->ToString(r), "JK(JH) QH KH");
  Result<Meld> s = CheckMeld(r, Hand(r, "JK 3S 4S"));
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->ToString(r), "3S 4S JK(5S)");
}

TEST(FiveCrownsMeldTest, BooksWithWildsHandSix) {
  const Rules r = Preset("five-crowns:8");
  Result<Meld> q = CheckMeld(r, Hand(r, "8S QS QR"), MeldHint{MeldKind::kSet, std::nullopt, std::nullopt});
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q->rank, 12);
  EXPECT_TRUE(Valid(r, "JK JK 8H"));
  EXPECT_TRUE(Valid(r, "KS KD KH KH"));
  EXPECT_TRUE(Valid(r, "JK JK JK"));
  EXPECT_FALSE(Valid(Preset("five-crowns:8+need-natural"), "JK JK JK"));
  EXPECT_TRUE(Valid(Preset("five-crowns:8+need-natural"), "8C 8D 8H"));  // wild rank as itself
}

TEST(FiveCrownsMeldTest, RunsStayWithinThreeToKing) {
  const Rules r = Preset("five-crowns:3");
  EXPECT_TRUE(Valid(r, "4C 5C 6C 7C 8C 9C TC JC QC KC 3D"));  // 3D is wild: the 3C
  EXPECT_FALSE(Valid(r, "QS KS JK JK", RunAt(12)));
}

// --- §5 Kaluki ---
TEST(KalukiMeldTest, OpeningValues) {
  const Rules r = Preset("kaluki");
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "TS JS QS KS AS"))), 55);
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "AH AC AD AS"))), 60);
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "AH 2H 3H"))), 20);
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "9C TC JC QC KC"))), 49);
}

TEST(KalukiMeldTest, JokerValuedAsTheCardItRepresents) {
  const Rules r = Preset("kaluki");
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "8H 9H JK JH QH KH"))), 57);
  EXPECT_EQ(MeldTableValue(r, *CheckMeld(r, Hand(r, "QD KD JK"), RunAt(12))), 35);
}

TEST(KalukiMeldTest, NoWrap) {
  const Rules r = Preset("kaluki");
  EXPECT_FALSE(Valid(r, "QD KD AD 2D"));
  EXPECT_TRUE(Valid(r, "QD KD AD"));
  EXPECT_TRUE(Valid(r, "AD 2D 3D"));
}

TEST(KalukiMeldTest, DuplicateSuitSetIsAnOption) {
  EXPECT_TRUE(Valid(Preset("kaluki"), "3S 3S 3H"));
  EXPECT_FALSE(Valid(Preset("kaluki+distinct-suits"), "3S 3S 3H"));
}

TEST(KalukiMeldTest, JokerExchangeFromARun) {
  const Rules r = Preset("kaluki");
  const Meld run = *CheckMeld(r, Hand(r, "7C JK 9C"));
  Result<WildExchange> ex = ExchangeWild(r, run, Hand(r, "8C")[0]);
  ASSERT_TRUE(ex.ok());
  EXPECT_EQ(ex->meld.ToString(r), "7C 8C 9C");
}

TEST(KalukiMeldTest, SetJokerIsFreedByAnyCardOfTheRank) {
  const Rules r = Preset("kaluki");
  const Meld set = *CheckMeld(r, Hand(r, "9C 9D JK"));
  EXPECT_TRUE(ExchangeWild(r, set, Hand(r, "9C")[0]).ok());
  const Rules d = Preset("kaluki+distinct-suits");
  EXPECT_FALSE(ExchangeWild(d, *CheckMeld(d, Hand(d, "9C 9D JK")), Hand(d, "9C")[0]).ok());
  EXPECT_TRUE(ExchangeWild(d, *CheckMeld(d, Hand(d, "9C 9D JK")), Hand(d, "9S")[0]).ok());
}

}  // namespace
}  // namespace rummy
