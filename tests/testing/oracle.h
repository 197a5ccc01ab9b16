// Test helpers: card literals and a brute-force minimum-deadwood oracle.
#pragma once

#include <string>
#include <vector>

#include "melds/meld.h"

namespace rummy::testing {

// Parses cards for `rules`' pack (distinct decks for repeated faces); fails the test on error.
std::vector<Card> Hand(const Rules& rules, const std::string& text);
Rules Preset(const std::string& spec);

// Minimum deadwood by exhaustive search: every subset of the hand is checked with
// MeldReadings, then a DP over subsets picks the best partition. Exponential; hands <= 12.
int BruteForceDeadwood(const Rules& rules, const std::vector<Card>& hand);

}  // namespace rummy::testing
