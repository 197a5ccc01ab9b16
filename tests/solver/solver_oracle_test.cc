// Property test: the solver agrees with the brute-force oracle on thousands of random small
// hands with wilds and duplicate cards, for every preset and the house options that change
// meld shapes.
#include <gtest/gtest.h>

#include "cards/rng.h"
#include "solver/solver.h"
#include "testing/oracle.h"

namespace rummy {
namespace {

class SolverOracleTest : public ::testing::TestWithParam<const char*> {};

// Draws hands from a pack biased toward melds: a few ranks and suits only, plus wilds.
std::vector<Card> DenseHand(const Rules& r, Rng& rng, int size) {
  std::vector<Card> pack = r.pack.Cards();
  const int lo = r.pack.min_rank + static_cast<int>(rng.Below(5));
  std::vector<Card> pool;
  for (Card c : pack) {
    if (r.IsWild(c) || (c.rank() >= lo && c.rank() < lo + 6 && static_cast<int>(c.suit()) < 3) ||
        c.rank() == kAce || c.rank() >= 12) {
      pool.push_back(c);
    }
  }
  Shuffle(pool.data(), static_cast<int>(pool.size()), rng);
  return {pool.begin(), pool.begin() + size};
}

TEST_P(SolverOracleTest, MinDeadwoodEqualsBruteForce) {
  const Rules r = testing::Preset(GetParam());
  Solver solver(r);
  Rng rng(0xC0FFEE);
  for (int i = 0; i < 1500; ++i) {
    const int size = 3 + static_cast<int>(rng.Below(7));  // 3..9 cards
    std::vector<Card> hand;
    if (i % 2 == 0) {
      const std::vector<Card> deck = r.pack.Shuffled(rng);
      hand.assign(deck.begin(), deck.begin() + size);
    } else {
      hand = DenseHand(r, rng, size);
    }
    const int expected = testing::BruteForceDeadwood(r, hand);
    ASSERT_EQ(solver.MinDeadwood(hand), expected) << GetParam() << ": " << CardsToString(hand);
    const Arrangement a = solver.Arrange(hand);
    ASSERT_EQ(a.deadwood_value, expected) << CardsToString(hand);
    if (i % 5 == 0) {
      int best = 1 << 30;
      for (size_t k = 0; k < hand.size(); ++k) {
        std::vector<Card> rest = hand;
        rest.erase(rest.begin() + static_cast<long>(k));
        best = std::min(best, testing::BruteForceDeadwood(r, rest));
      }
      ASSERT_EQ(solver.MinDeadwoodAfterDiscard(hand), best) << CardsToString(hand);
      ASSERT_EQ(solver.BestDiscard(hand).arrangement.deadwood_value, best) << CardsToString(hand);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPreset, SolverOracleTest,
                         ::testing::Values("gin", "five-crowns:3", "five-crowns:7", "five-crowns:13", "kaluki",
                                           "kaluki+distinct-suits", "kaluki+naturals-majority", "rummy",
                                           "rummy+two-decks", "kentucky", "kentucky+three-decks",
                                           "kentucky+deuces-wild", "kentucky+aces-high", "five-crowns:9+need-natural", "three-kings"),
                         [](const ::testing::TestParamInfo<const char*>& p) {
                           std::string n = p.param;
                           for (char& c : n) {
                             if (!isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return n;
                         });

}  // namespace
}  // namespace rummy
