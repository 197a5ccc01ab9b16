// A rule set value: everything the meld validator and the solver need to know about a game.
// One validator and one solver serve all five games (RULES.md §6); the games differ only in
// the values below. Presets: gin (cross-check configuration), five-crowns:N, kaluki, rummy,
// kentucky, three-kings, each with the house options of RULES.md's gaps tables.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/pack.h"

namespace rummy {

enum class AcePolicy : unsigned char {
  kLowOnly,    // A-2-3 only
  kLowOrHigh,  // A-2-3 or Q-K-A, never both ends of one run, no K-A-2
  kHighOnly,   // Q-K-A only (Kentucky house option K11)
};

// How many natural cards a meld needs relative to its wild cards.
enum class NaturalsPolicy : unsigned char {
  kAny,            // all-wild melds allowed (Five Crowns)
  kAtLeastOne,     // at least one natural card
  kAtLeastWilds,   // naturals >= wilds
  kMoreThanWilds,  // naturals > wilds
};

struct Rules {
  std::string name = "gin";
  Pack pack;
  bool jokers_wild = true;
  int wild_rank = 0;  // 0 = none; otherwise every card of this rank is wild (Five Crowns)
  AcePolicy ace = AcePolicy::kLowOnly;
  int min_set = 3;
  int max_set = 0;  // 0 = no limit
  bool set_suits_distinct = false;
  int min_run = 3;
  int max_run = 0;  // 0 = as long as the ranks allow
  NaturalsPolicy naturals = NaturalsPolicy::kAtLeastOne;
  int max_wilds_per_meld = -1;  // -1 = no limit

  // Value of a card left in hand, by rank (index 1..13; index 0 unused), and of wild cards.
  std::array<int, 14> hand_value{};
  int joker_hand_value = 0;
  int wild_rank_hand_value = 0;  // a card of the wild rank left in hand (Five Crowns: 20)
  // Value of a card on the table (Kentucky, Rummy scoring; Kaluki's opening count).
  std::array<int, 14> table_value{};
  int joker_table_value = 0;       // used when jokers do not take the represented card's value
  bool joker_table_as_represented = true;
  // Table value of an ace at the low end of a run (A-2-3); -1 = same as table_value[1].
  int low_ace_table_value = -1;
  // Three Kings option T2: aces cannot be melded at all.
  bool aces_meldable = true;

  bool IsWild(Card c) const { return c.is_joker() ? jokers_wild : (wild_rank != 0 && c.rank() == wild_rank); }
  int HandValue(Card c) const {
    if (c.is_joker()) return joker_hand_value;
    if (wild_rank != 0 && c.rank() == wild_rank) return wild_rank_hand_value;
    return hand_value[c.rank()];
  }
  // Lowest and highest run position: positions are ranks, with 14 = an ace above the king.
  bool AceLow() const { return ace != AcePolicy::kHighOnly; }
  bool AceHigh() const { return ace != AcePolicy::kLowOnly; }
  int LowestPosition() const { return AceLow() ? pack.min_rank : std::max(pack.min_rank, 2); }
  int HighestPosition() const { return AceHigh() ? 14 : pack.max_rank; }
  // Longest possible run (13 when the ace may be high or low but never both).
  int LongestRun() const;
  int LargestSet() const;  // 0 = unbounded
  // Checks internal consistency (positive lengths, pack sizes...).
  std::optional<Error> Validate() const;
};

// Builds a preset with optional house options: "kaluki", "five-crowns:7",
// "kentucky+deuces-wild", "rummy+two-decks", "kaluki+distinct-suits+naturals-majority".
// The names are listed by RulesPresetHelp().
Result<Rules> MakeRules(std::string_view spec);
std::string RulesPresetHelp();

}  // namespace rummy
