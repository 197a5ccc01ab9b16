// The wild fast path (solver/wild_search.h) against the general search on whole Five Crowns
// hands, too large for the brute-force oracle: a Solver with it and one without must give every
// answer alike; the arrangements (each search's own choices) must both be arrangements of the
// hand with that least.
#include "solver/wild_search.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "cards/rng.h"
#include "solver/solver.h"
#include "testing/oracle.h"

namespace rummy {
namespace {

using testing::Hand;
using testing::Preset;

// A hand of `size` cards: from the shuffled packs (even i), or from two suits, five ranks and the
// wild cards (odd i: duplicates, long runs and many wilds).
std::vector<Card> TestHand(const Rules& r, Rng& rng, int i, int size) {
  std::vector<Card> pack = r.pack.Shuffled(rng);
  if (i % 2 != 0) {
    const int lo = r.pack.min_rank + static_cast<int>(rng.Below(static_cast<uint64_t>(r.pack.max_rank - r.pack.min_rank - 3)));
    std::erase_if(pack,
                  [&](Card c) { return !r.IsWild(c) && (static_cast<int>(c.suit()) > 1 || c.rank() < lo || c.rank() > lo + 4); });
  }
  return {pack.begin(), pack.begin() + std::min<long>(size, static_cast<long>(pack.size()))};
}

// Why `a` is not an arrangement of `hand` whose deadwood is worth `least` ("" when it is): each
// meld one the rules allow, the melds and the deadwood the hand's cards, each once.
std::string NotAnArrangement(const Rules& r, const std::vector<Card>& hand, const Arrangement& a, int least) {
  std::vector<Card> cards(a.deadwood.begin(), a.deadwood.end());
  int value = 0;
  for (Card c : a.deadwood) value += r.HandValue(c);
  if (value != least || a.deadwood_value != least) return "deadwood worth " + std::to_string(value) + ", not the least";
  for (const Meld& m : a.melds) {
    const MeldHint hint{m.kind, m.kind == MeldKind::kRun ? std::optional<int>(m.low) : std::nullopt,
                        m.kind == MeldKind::kSet ? std::optional<int>(m.rank) : std::nullopt};
    if (!CheckMeld(r, m.cards, hint)) {
      return CardsToString(std::vector<Card>(m.cards.begin(), m.cards.end())) + " is not a meld";
    }
    cards.insert(cards.end(), m.cards.begin(), m.cards.end());
  }
  std::vector<Card> want = hand;
  std::sort(want.begin(), want.end());
  std::sort(cards.begin(), cards.end());
  return cards == want ? "" : "the cards are not the hand's";
}

class WildSearchTest : public ::testing::TestWithParam<const char*> {};

TEST_P(WildSearchTest, EveryAnswerEqualsTheGeneralSearchOnWholeHands) {
  const Rules r = Preset(GetParam());
  Solver fast(r), general(r);
  general.UseWildSearch(false);
  Rng rng(0xF1FE);
  for (int i = 0; i < 2000; ++i) {
    const std::vector<Card> hand = TestHand(r, rng, i, 9 + static_cast<int>(rng.Below(6)));  // 9..14 cards
    const std::string what = std::string(GetParam()) + ": " + CardsToString(hand);
    const int least = general.MinDeadwood(hand);
    ASSERT_EQ(fast.MinDeadwood(hand), least) << what;
    ASSERT_EQ(NotAnArrangement(r, hand, fast.Arrange(hand), least), "") << what;
    ASSERT_EQ(NotAnArrangement(r, hand, general.Arrange(hand), least), "") << what;
    ASSERT_EQ(fast.DeadwoodAfterEachDiscard(hand), general.DeadwoodAfterEachDiscard(hand)) << what;
    const int after = general.LeastAfterNaturalDiscard(hand);
    ASSERT_EQ(fast.LeastAfterNaturalDiscard(hand), after) << what;
    // Bounded: exact below the bound, at least the bound otherwise.
    for (int bound : {0, 1, after, after + 1, after + 7}) {
      const int v = fast.LeastAfterNaturalDiscard(hand, bound);
      if (after < bound) {
        ASSERT_EQ(v, after) << what << " bound " << bound;
      } else {
        ASSERT_GE(v, bound) << what << " bound " << bound;
      }
    }
    const std::vector<Card> before(hand.begin(), hand.end() - 1);
    ASSERT_EQ(fast.TakeLowersDeadwood(before, hand.back()), general.TakeLowersDeadwood(before, hand.back())) << what;
    ASSERT_EQ(fast.AddLowersDeadwood(before, hand.back()), general.AddLowersDeadwood(before, hand.back())) << what;
    std::vector<size_t> order(hand.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = order.size() - 1 - k;
    for (int target : {0, after, after + 5}) {
      ASSERT_EQ(fast.FirstLeaving(hand, order, target), general.FirstLeaving(hand, order, target))
          << what << " target " << target;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(FiveCrowns, WildSearchTest,
                         ::testing::Values("five-crowns:3", "five-crowns:7", "five-crowns:11", "five-crowns:13",
                                           "five-crowns:9+need-natural", "five-crowns:7+four-decks"));

TEST(WildSearchTest, AppliesToFiveCrownsOnly) {
  for (const char* spec : {"five-crowns:3", "five-crowns:13", "five-crowns:9+need-natural"}) {
    EXPECT_TRUE(WildSearch(Preset(spec)).applies()) << spec;
  }
  // Limits on a meld's wilds or a set's size, sets of different suits, an ace above the king.
  for (const char* spec : {"gin", "kentucky", "kaluki", "rummy", "three-kings"}) {
    EXPECT_FALSE(WildSearch(Preset(spec)).applies()) << spec;
  }
}

TEST(WildSearchTest, RunTakesTheCardsBetweenItsEndsAndWildsFillTheGaps) {
  const Rules r = Preset("five-crowns:13");  // kings wild
  Solver s(r);
  // 5♥ _ 7♥ 8♥ with one wild, 9♣ 9♦ with the other: nothing left.
  EXPECT_EQ(s.MinDeadwood(Hand(r, "5H 7H 8H KS 9C 9D JK")), 0);
  // A second copy of a run's card stays out of it: a set of sevens with the two wilds.
  EXPECT_EQ(s.MinDeadwood(Hand(r, "5H 6H 7H 7H KS JK")), 0);
  EXPECT_EQ(s.MinDeadwood(Hand(r, "5H 6H 7H 7H KS")), 7);
  // Two gaps need two wilds.
  EXPECT_EQ(s.MinDeadwood(Hand(r, "5H 8H KS JK")), 0);
  EXPECT_EQ(s.MinDeadwood(Hand(r, "5H 8H KS")), 5 + 8 + 20);
  // Wilds with no meld made are deadwood; three of them are a meld of their own.
  EXPECT_EQ(s.MinDeadwood(Hand(r, "KS 4C 9D")), 20 + 4 + 9);
  EXPECT_EQ(s.MinDeadwood(Hand(r, "KS KD JK")), 0);
}

}  // namespace
}  // namespace rummy
