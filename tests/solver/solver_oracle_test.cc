// Property test: the solver agrees with the brute-force oracle on thousands of random small
// hands with wilds and duplicate cards, for every preset and the house options that change
// meld shapes.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>

#include "cards/rng.h"
#include "solver/natural_search.h"
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
    if (r.IsWild(c) || (c.rank() >= lo && c.rank() < lo + 6 && static_cast<int>(c.suit()) < 3) || c.rank() == kAce ||
        c.rank() >= 12) {
      pool.push_back(c);
    }
  }
  Shuffle(pool.data(), static_cast<int>(pool.size()), rng);
  return {pool.begin(), pool.begin() + size};
}

// The oracle's deadwood of `hand` without each of its cards.
std::vector<int> BruteForceAfterEachDiscard(const Rules& r, const std::vector<Card>& hand) {
  std::vector<int> after;
  for (size_t k = 0; k < hand.size(); ++k) {
    std::vector<Card> rest = hand;
    rest.erase(rest.begin() + static_cast<long>(k));
    after.push_back(testing::BruteForceDeadwood(r, rest));
  }
  return after;
}

// The i-th test hand: from a shuffled pack (even i) or a dense one (odd i).
std::vector<Card> RandomHand(const Rules& r, Rng& rng, int i, int size) {
  if (i % 2 != 0) return DenseHand(r, rng, size);
  const std::vector<Card> deck = r.pack.Shuffled(rng);
  return {deck.begin(), deck.begin() + size};
}

// Gin's rules with `change` made to them.
template <typename Change>
Rules GinWith(Change change) {
  Rules r = testing::Preset("gin");
  change(r);
  return r;
}

TEST_P(SolverOracleTest, MinDeadwoodEqualsBruteForce) {
  const Rules r = testing::Preset(GetParam());
  Solver solver(r);
  Rng rng(0xC0FFEE);
  for (int i = 0; i < 1500; ++i) {
    const std::vector<Card> hand = RandomHand(r, rng, i, 3 + static_cast<int>(rng.Below(7)));  // 3..9 cards
    const int expected = testing::BruteForceDeadwood(r, hand);
    ASSERT_EQ(solver.MinDeadwood(hand), expected) << GetParam() << ": " << CardsToString(hand);
    const Arrangement a = solver.Arrange(hand);
    ASSERT_EQ(a.deadwood_value, expected) << CardsToString(hand);
    if (i % 5 == 0) {
      const std::vector<int> after = BruteForceAfterEachDiscard(r, hand);
      const int best = *std::min_element(after.begin(), after.end());
      ASSERT_EQ(solver.MinDeadwoodAfterDiscard(hand), best) << CardsToString(hand);
      ASSERT_EQ(solver.BestDiscard(hand).arrangement.deadwood_value, best) << CardsToString(hand);
    }
  }
}

// Every question about discards (each value, the least over natural cards in one search, the
// first of a list to reach a target, whether taking or adding a card lowers the deadwood)
// agrees with the oracle run on each smaller hand.
TEST_P(SolverOracleTest, DiscardQueriesEqualBruteForce) {
  const Rules r = testing::Preset(GetParam());
  Solver solver(r);
  Rng rng(0xD15CA7D);
  for (int i = 0; i < 300; ++i) {
    const std::vector<Card> hand = RandomHand(r, rng, i, 2 + static_cast<int>(rng.Below(8)));  // 2..9 cards
    const std::vector<int> after = BruteForceAfterEachDiscard(r, hand);
    int least_natural = Solver::kNoDiscard;
    for (size_t k = 0; k < hand.size(); ++k) {
      if (!r.IsWild(hand[k])) least_natural = std::min(least_natural, after[k]);
    }
    const std::string text = std::string(GetParam()) + ": " + CardsToString(hand);
    ASSERT_EQ(solver.DeadwoodAfterEachDiscard(hand), after) << text;
    ASSERT_EQ(solver.LeastAfterNaturalDiscard(hand), least_natural) << text;
    if (least_natural > 0 && least_natural < Solver::kNoDiscard) {
      ASSERT_GE(solver.LeastAfterNaturalDiscard(hand, least_natural), least_natural) << text;
      ASSERT_EQ(solver.LeastAfterNaturalDiscard(hand, least_natural + 1), least_natural) << text;
    }
    // From the last card back, to a target between the least and the most.
    std::vector<size_t> order(hand.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = order.size() - 1 - k;
    const int target = after[rng.Below(static_cast<uint32_t>(after.size()))];
    int first = -1;
    for (size_t k : order) {
      if (after[k] <= target) {
        first = static_cast<int>(k);
        break;
      }
    }
    ASSERT_EQ(solver.FirstLeaving(hand, order, target), first) << text << " target " << target;
    ASSERT_EQ(solver.FirstLeaving(hand, order, -1), -1) << text;
    // Taking the last card: does discarding another leave less than the hand without it?
    const std::vector<Card> before(hand.begin(), hand.end() - 1);
    const bool lowers = *std::min_element(after.begin(), after.end() - 1) < after.back();
    ASSERT_EQ(solver.TakeLowersDeadwood(before, hand.back()), lowers) << text;
    const Solver::TakeEffect e = solver.DeadwoodIfTaken(before, hand.back());
    ASSERT_EQ(e.before, after.back()) << text;
    ASSERT_EQ(e.after, *std::min_element(after.begin(), after.end() - 1)) << text;
    // Holding the last card as well, with no discard.
    ASSERT_EQ(solver.AddLowersDeadwood(before, hand.back()), testing::BruteForceDeadwood(r, hand) < after.back()) << text;
  }
}

// The fast path for hands of natural cards (NaturalSearch) under meld limits no preset has on
// four suits: longer or capped runs, sets of four or capped at three, aces that cannot meld, a
// pack from the three up. Every hand here is of natural cards from one deck.
TEST(NaturalSolverOracleTest, NaturalHandsEqualBruteForceUnderOtherMeldLimits) {
  std::vector<std::pair<const char*, Rules>> variants;
  auto variant = [&](const char* name, auto change) { variants.emplace_back(name, GinWith(change)); };
  variant("runs of four or more", [](Rules& r) { r.min_run = 4; });
  variant("runs of exactly three", [](Rules& r) { r.max_run = 3; });
  variant("sets of four", [](Rules& r) { r.min_set = 4; });
  variant("sets of at most three", [](Rules& r) { r.max_set = 3; });
  variant("pairs meld", [](Rules& r) {
    r.min_set = 2;
    r.min_run = 2;
  });
  variant("aces cannot meld", [](Rules& r) { r.aces_meldable = false; });
  variant("three suits", [](Rules& r) { r.pack.num_suits = 3; });
  for (const auto& [name, r] : variants) {
    Solver solver(r);
    Rng rng(0xBEEF);
    for (int i = 0; i < 600; ++i) {
      const std::vector<Card> hand = RandomHand(r, rng, i, 3 + static_cast<int>(rng.Below(7)));  // 3..9 cards
      const std::string text = std::string(name) + ": " + CardsToString(hand);
      ASSERT_EQ(solver.MinDeadwood(hand), testing::BruteForceDeadwood(r, hand)) << text;
      ASSERT_EQ(solver.Arrange(hand).deadwood_value, testing::BruteForceDeadwood(r, hand)) << text;
      const std::vector<int> after = BruteForceAfterEachDiscard(r, hand);
      const int least = *std::min_element(after.begin(), after.end());
      ASSERT_EQ(solver.DeadwoodAfterEachDiscard(hand), after) << text;
      ASSERT_EQ(solver.MinDeadwoodAfterDiscard(hand), least) << text;
      ASSERT_EQ(solver.LeastAfterNaturalDiscard(hand), least) << text;
      ASSERT_EQ(solver.CanGoOut(hand), least == 0) << text;
      const Solver::Discard d = solver.BestDiscard(hand);
      ASSERT_EQ(d.arrangement.deadwood_value, least) << text;
      std::vector<Card> rest = hand;
      rest.erase(std::find(rest.begin(), rest.end(), d.discard));
      ASSERT_EQ(testing::BruteForceDeadwood(r, rest), least) << text;
    }
  }
}

// The canonical arrangement of a natural hand, card by card as the general search rebuilds one:
// the lowest card left is deadwood when that still reaches the least, else it goes into the first
// of its melds (ForEachMeld's order) that does. Each step asks NaturalSearch::Least again.
Arrangement CanonicalArrangement(const Rules& r, const std::vector<Card>& hand) {
  NaturalSearch search(r);
  uint64_t left = 0;
  Card at[64];
  EXPECT_TRUE(search.Mask(hand, left, at));
  Arrangement out;
  int target = search.Least(left);
  out.deadwood_value = target;
  while (left != 0) {
    const int bit = std::countr_zero(left);
    const uint64_t own = uint64_t{1} << bit;
    const int cost = search.CardValue(bit);
    if (cost <= target && cost + search.Least(left & ~own) == target) {
      out.deadwood.push_back(at[bit]);
      left &= ~own;
      target -= cost;
      continue;
    }
    const bool found = search.ForEachMeld(left, bit, [&](uint64_t meld) {
      if (search.Least(left & ~meld) != target) return false;
      Meld m;
      for (uint64_t x = meld; x != 0; x &= x - 1) m.cards.push_back(at[std::countr_zero(x)]);
      out.melds.push_back(m);
      left &= ~meld;
      return true;
    });
    EXPECT_TRUE(found);
    if (!found) break;
  }
  return out;
}

// Whether `got` is `want`: the same deadwood value, deadwood cards and melds, card for card.
::testing::AssertionResult SameArrangement(const Arrangement& got, const Arrangement& want) {
  if (got.deadwood_value != want.deadwood_value) {
    return ::testing::AssertionFailure() << "deadwood value " << got.deadwood_value << ", not " << want.deadwood_value;
  }
  if (got.deadwood != want.deadwood) {
    return ::testing::AssertionFailure() << "deadwood " << CardsToString(got.deadwood) << ", not "
                                         << CardsToString(want.deadwood);
  }
  if (got.melds.size() != want.melds.size()) {
    return ::testing::AssertionFailure() << got.melds.size() << " melds, not " << want.melds.size();
  }
  for (size_t k = 0; k < got.melds.size(); ++k) {
    if (got.melds[k].cards != want.melds[k].cards) {
      return ::testing::AssertionFailure() << "meld " << k << " " << CardsToString(got.melds[k].cards) << ", not "
                                           << CardsToString(want.melds[k].cards);
    }
  }
  return ::testing::AssertionSuccess();
}

// Arrange and BestDiscard on the natural path find the arrangement in the same search as the least
// (NaturalSearch::Arrange): it must be the canonical one above, meld for meld, so that play
// does not change.
TEST(NaturalSolverOracleTest, ArrangementFoundWithTheLeastIsTheCanonicalOne) {
  // The presets on this path, and gin with pairs that meld (many more ties between options).
  Rules pairs = testing::Preset("gin");
  pairs.min_set = pairs.min_run = 2;
  for (const auto& [spec, r] : {std::pair{"gin", testing::Preset("gin")},
                                std::pair{"three-kings", testing::Preset("three-kings")}, std::pair{"gin with pairs", pairs}}) {
    Solver solver(r);
    NaturalSearch search(r);
    Rng rng(0xA77A);
    int checked = 0;
    for (int i = 0; i < 3000; ++i) {
      const std::vector<Card> hand = RandomHand(r, rng, i, 3 + static_cast<int>(rng.Below(10)));  // 3..12 cards
      uint64_t mask = 0;
      if (!search.Mask(hand, mask)) continue;  // the general search's hand (a wild card, or one twice)
      ++checked;
      const std::string text = std::string(spec) + ": " + CardsToString(hand);
      const Arrangement want = CanonicalArrangement(r, hand);
      const Arrangement got = solver.Arrange(hand);
      ASSERT_TRUE(SameArrangement(got, want)) << text;
      // BestDiscard: the arrangement of the rest is the canonical one too.
      const Solver::Discard d = solver.BestDiscard(hand);
      std::vector<Card> rest = hand;
      rest.erase(std::find(rest.begin(), rest.end(), d.discard));
      const Arrangement want_rest = CanonicalArrangement(r, rest);
      ASSERT_TRUE(SameArrangement(d.arrangement, want_rest)) << text;
    }
    EXPECT_GT(checked, 1000) << spec;
  }
}

// A hand (or what is left of one) that is a single run or a single set is answered without a
// search (NaturalSearch::OneMeld), but only where that is the arrangement the search keeps: a run
// long enough for two runs is split as the search splits it, and where a card is worth nothing
// the meld may leave it out. Runs of every length from every rank, sets of every size, alone and
// beside a card that fits nothing, under limits that move each of those lines.
TEST(NaturalSolverOracleTest, AHandThatIsOneMeldIsArrangedAsTheSearchArrangesIt) {
  Rules pairs = testing::Preset("gin");
  pairs.min_set = pairs.min_run = 2;
  Rules free_aces = testing::Preset("gin");
  free_aces.hand_value[kAce] = 0;
  Rules short_runs = testing::Preset("gin");
  short_runs.max_run = 4;
  Rules small_sets = testing::Preset("gin");
  small_sets.max_set = 3;
  for (const auto& [spec, r] :
       {std::pair{"gin", testing::Preset("gin")}, std::pair{"gin with pairs", pairs},
        std::pair{"gin with aces worth 0", free_aces}, std::pair{"gin with runs of at most 4", short_runs},
        std::pair{"gin with sets of at most 3", small_sets}}) {
    Solver solver(r);
    std::vector<std::vector<Card>> hands;
    for (int low = kAce; low <= 11; ++low) {
      for (int len = 2; low + len - 1 <= 13; ++len) {
        std::vector<Card> run;
        for (int k = 0; k < len; ++k) run.push_back(Card::Natural(Suit::kHearts, low + k));
        hands.push_back(run);
        run.push_back(Card::Natural(Suit::kClubs, low == 7 ? 1 : 7));  // a card that fits nothing
        hands.push_back(run);
      }
    }
    for (int rank = kAce; rank <= 13; ++rank) {
      std::vector<Card> set;
      for (int s = 0; s < 4; ++s) {
        set.push_back(Card::Natural(static_cast<Suit>(s), rank));
        if (set.size() >= 2) hands.push_back(set);
      }
      set.push_back(Card::Natural(Suit::kClubs, rank == 7 ? 1 : 7 - (rank > 7)));
      hands.push_back(set);
    }
    for (const std::vector<Card>& hand : hands) {
      const std::string text = std::string(spec) + ": " + CardsToString(hand);
      const Arrangement want = CanonicalArrangement(r, hand);
      const Arrangement got = solver.Arrange(hand);
      ASSERT_EQ(solver.MinDeadwood(hand), testing::BruteForceDeadwood(r, hand)) << text;
      ASSERT_TRUE(SameArrangement(got, want)) << text;
    }
  }
}

// DeadwoodAfterEachDiscard of a natural hand with many cards that may meld answers from one
// arrangement of the whole hand where it can (a deadwood card, or a melded card whose meld
// stands without it when the whole hand melds): each answer equals the rest's own least.
TEST(NaturalSolverOracleTest, DiscardsOfDenseHandsAnsweredFromTheArrangementEqualEachRest) {
  Rules pairs = testing::Preset("gin");
  pairs.min_set = pairs.min_run = 2;
  for (const auto& [spec, r] : {std::pair{"gin", testing::Preset("gin")}, std::pair{"gin with pairs", pairs}}) {
    Solver solver(r), single(r);
    Rng rng(0xDE5E);
    for (int i = 0; i < 2000; ++i) {
      // A few ranks of every suit: most cards fit some meld.
      const std::vector<Card> hand = DenseHand(r, rng, 8 + static_cast<int>(rng.Below(7)));  // 8..14 cards
      const std::vector<int> after = solver.DeadwoodAfterEachDiscard(hand);
      for (size_t k = 0; k < hand.size(); ++k) {
        std::vector<Card> rest = hand;
        rest.erase(rest.begin() + static_cast<long>(k));
        ASSERT_EQ(after[k], single.MinDeadwood(rest)) << spec << ": " << CardsToString(hand) << " without " << k;
      }
    }
  }
}

// A hand of few ranks: ranks lo to lo + ranks - 1 of every suit, or of the first two suits only
// (rows), shuffled; its first least + Below(spread) cards, no more than those ranks hold.
std::vector<Card> FewRanksHand(const Rules& r, Rng& rng, int lo, int ranks, bool rows, int least, int spread) {
  std::vector<Card> pool;
  for (Card c : r.pack.Cards()) {
    if (c.rank() >= lo && c.rank() < lo + ranks && (!rows || static_cast<int>(c.suit()) < 2)) pool.push_back(c);
  }
  Shuffle(pool.data(), static_cast<int>(pool.size()), rng);
  const size_t size = std::min(pool.size(), static_cast<size_t>(least) + static_cast<size_t>(rng.Below(spread)));
  return std::vector<Card>(pool.begin(), pool.begin() + static_cast<long>(size));
}

// Hands of three or four ranks in a row from every suit: several ranks held three or four times,
// each card fitting a set and a run, so that the natural path's choice of sets (every rank held
// three times or more, a card in no run always in its rank's set) decides the least; and hands of
// long rows in two suits. Under gin's limits, sets of at most three, runs of at most five (the
// shortest cap that path takes), runs of at most four (the search answers) and aces that cannot
// meld, against the oracle.
TEST(NaturalSolverOracleTest, TheLeastOfHandsOfFewRanksInEverySuitEqualsBruteForce) {
  std::vector<std::pair<const char*, Rules>> variants = {{"gin", testing::Preset("gin")}};
  auto variant = [&](const char* name, auto change) { variants.emplace_back(name, GinWith(change)); };
  variant("sets of at most three", [](Rules& r) { r.max_set = 3; });
  variant("runs of at most five", [](Rules& r) { r.max_run = 5; });
  variant("runs of at most four (searched)", [](Rules& r) { r.max_run = 4; });
  variant("aces cannot meld", [](Rules& r) { r.aces_meldable = false; });
  const std::vector<std::vector<Card>> fixed = {
      // Two sevens in no run, two that end runs: no set of sevens is best (14 with the kings'
      // set, where a set of three sevens strands an eight and a nine).
      ParseCards("7C 8C 9C 7D 8D 9D 7H 7S KC KD KH").value(),
      // Four sevens in no run: with sets of three one of them is deadwood.
      ParseCards("7C 7D 7H 7S 9C 9D 9H KC").value(),
      // Rows of six to eight in a suit, split into runs of three to five.
      ParseCards("2C 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D").value(),
      // Five ranks for sets: more than LeastOf is asked for, so the search answers.
      ParseCards("2C 2D 2H 5C 5D 5H 8C 8D 8H JC JD JH KC KD").value(),
  };
  for (const auto& [name, r] : variants) {
    Solver solver(r);
    for (const std::vector<Card>& hand : fixed) {
      ASSERT_EQ(solver.MinDeadwood(hand), testing::BruteForceDeadwood(r, hand)) << name << ": " << CardsToString(hand);
    }
    Rng rng(0x5E75);
    for (int i = 0; i < 400; ++i) {
      // Three or four ranks in every suit (sets), or five to eight ranks in two suits (long rows).
      const int lo = 1 + static_cast<int>(rng.Below(6));
      const bool rows = i % 4 == 3;
      const int ranks = rows ? 5 + static_cast<int>(rng.Below(4)) : 3 + static_cast<int>(rng.Below(2));
      // 7..11 cards, no more than the ranks hold (five ranks of two suits are ten).
      const std::vector<Card> hand = FewRanksHand(r, rng, lo, ranks, rows, 7, 5);
      const std::string text = std::string(name) + ": " + CardsToString(hand);
      const int least = testing::BruteForceDeadwood(r, hand);
      ASSERT_EQ(solver.MinDeadwood(hand), least) << text;
      ASSERT_EQ(solver.Arrange(hand).deadwood_value, least) << text;
      ASSERT_EQ(solver.DeadwoodAfterEachDiscard(hand), BruteForceAfterEachDiscard(r, hand)) << text;
    }
  }
}

// Arrange of a hand of at most two ranks for sets picks, without a search, the arrangement of
// the one choice of sets that reaches the least (NaturalSearch::Choose); where two choices tie,
// or the limits let a card be left out for free, the search answers. Either way the arrangement is
// the canonical one, meld for meld: dense hands of few ranks (ties between choices are common),
// long rows in two suits (runs split as the search splits them), under limits that move each line.
TEST(NaturalSolverOracleTest, AnArrangementChosenAmongTheChoicesOfSetsIsTheCanonicalOne) {
  // Each variant, and whether Choose may answer under it (not where a card is worth nothing,
  // nor where runs are of three cards only).
  struct Variant {
    const char* name;
    Rules rules;
    bool chooses;
  };
  std::vector<Variant> variants = {{"gin", testing::Preset("gin"), true}, {"three-kings", testing::Preset("three-kings"), false}};
  auto variant = [&](const char* name, bool chooses, auto change) { variants.push_back({name, GinWith(change), chooses}); };
  variant("sets of at most three", true, [](Rules& r) { r.max_set = 3; });
  variant("runs of at most five", true, [](Rules& r) { r.max_run = 5; });
  variant("aces worth 0", false, [](Rules& r) { r.hand_value[kAce] = 0; });
  variant("aces cannot meld", true, [](Rules& r) { r.aces_meldable = false; });
  for (const auto& [name, r, chooses] : variants) {
    Solver solver(r);
    NaturalSearch search(r);
    Rng rng(0xA5E7);
    int chosen = 0, searched = 0;
    for (int i = 0; i < 1500; ++i) {
      const int lo = 1 + static_cast<int>(rng.Below(8));
      const bool rows = i % 3 == 2;
      const int ranks = rows ? 5 + static_cast<int>(rng.Below(5)) : 3 + static_cast<int>(rng.Below(3));
      const std::vector<Card> hand = FewRanksHand(r, rng, lo, ranks, rows, 6, 7);  // 6..12 cards
      uint64_t mask = 0;
      ASSERT_TRUE(search.Mask(hand, mask));
      NaturalSearch::Choice choice;
      if (search.Choose(mask, choice)) {
        ++chosen;
      } else {
        ++searched;
      }
      const std::string text = std::string(name) + ": " + CardsToString(hand);
      const Arrangement want = CanonicalArrangement(r, hand);
      const Arrangement got = solver.Arrange(hand);
      ASSERT_TRUE(SameArrangement(got, want)) << text;
    }
    // Both ways are taken where the limits allow the choice; elsewhere the search answers.
    if (!chooses) {
      EXPECT_EQ(chosen, 0) << name;
    } else {
      EXPECT_GT(chosen, 300) << name;
      EXPECT_GT(searched, 100) << name;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPreset, SolverOracleTest,
                         ::testing::Values("gin", "five-crowns:3", "five-crowns:7", "five-crowns:13", "kaluki",
                                           "kaluki+distinct-suits", "kaluki+naturals-majority", "rummy", "rummy+two-decks",
                                           "kentucky", "kentucky+three-decks", "kentucky+deuces-wild", "kentucky+aces-high",
                                           "five-crowns:9+need-natural", "five-crowns:7+four-decks", "three-kings"),
                         [](const ::testing::TestParamInfo<const char*>& p) {
                           std::string n = p.param;
                           for (char& c : n) {
                             if (!isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return n;
                         });

}  // namespace
}  // namespace rummy
