#include "testing/oracle.h"
#include "registry/registry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <climits>

namespace rummy::testing {

std::vector<Card> Hand(const Rules& rules, const std::string& text) {
  Result<std::vector<Card>> cards = rules.pack.Parse(text);
  EXPECT_TRUE(cards.ok()) << (cards.ok() ? "" : cards.error().Message());
  return cards.ok() ? *cards : std::vector<Card>{};
}

Rules Preset(const std::string& spec) {
  Result<Rules> r = MakeRules(spec);
  EXPECT_TRUE(r.ok()) << spec;
  return r.ok() ? *r : Rules{};
}

int BruteForceDeadwood(const Rules& rules, const std::vector<Card>& hand) {
  const int n = static_cast<int>(hand.size());
  const uint32_t full = (1u << n) - 1;
  std::vector<char> is_meld(full + 1, 0);
  for (uint32_t m = 1; m <= full; ++m) {
    if (std::popcount(m) < 2) continue;
    std::vector<Card> cards;
    for (int i = 0; i < n; ++i) {
      if (m >> i & 1u) cards.push_back(hand[i]);
    }
    is_meld[m] = !MeldReadings(rules, cards).empty();
  }
  std::vector<int> best(full + 1, INT_MAX);
  best[0] = 0;
  for (uint32_t m = 1; m <= full; ++m) {
    const int low = std::countr_zero(m);
    const uint32_t bit = 1u << low;
    int b = rules.HandValue(hand[low]) + best[m & ~bit];
    // Melds containing the lowest card of m.
    const uint32_t rest = m & ~bit;
    for (uint32_t sub = rest;; sub = (sub - 1) & rest) {
      const uint32_t meld = sub | bit;
      if (is_meld[meld]) b = std::min(b, best[m & ~meld]);
      if (sub == 0) break;
    }
    best[m] = b;
  }
  return best[full];
}

}  // namespace rummy::testing
