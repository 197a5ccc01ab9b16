// A rule set value: everything the meld validator and the solver need to know about a game.
// One validator and one solver serve every game (RULES.md §6); the games differ only in the
// values below. Each game's folder builds its own Rules from its options and offers them as a
// named preset (`RulesPreset`) with the house options that change them; this layer owns only
// the gin preset (the solver's cross-check configuration) and the preset machinery. The whole
// list of presets is assembled above the games (core/registry/registry.h: MakeRules).
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
  int joker_table_value = 0;  // used when jokers do not take the represented card's value
  bool joker_table_as_represented = true;
  // Table value of an ace at the low end of a run (A-2-3); -1 = same as table_value[1].
  int low_ace_table_value = -1;
  // Three Kings option T2: aces cannot be melded at all.
  bool aces_meldable = true;

  // Equal values are the same rule set whatever their names (the solver cache is keyed so).
  bool SameValue(const Rules& o) const;

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

// Hand and table values by rank (index 1..13): 2-9 = 5, 10-K = 10, the ace as given.
std::array<int, 14> FlatValues(int ace);
// Face value 2-10, courts as given, the ace as given.
std::array<int, 14> PipValues(int ace, int court);

// A house option of a preset: "+name" after the preset's name applies it.
struct RulesOption {
  const char* name;
  const char* what;  // in words, for the tool's help
  void (*apply)(Rules&);
};

// Hands the solver bench (`rummy bench solver`) times under a preset: random hands of `cards`
// cards, or one dense worst-case hand timed many times.
struct SolverBenchCase {
  std::string name;  // "five-crowns-7", "dense-fc-wilds": the bench's key, kept from run to run
  std::string spec;  // the rules: "five-crowns:7", "kentucky+three-decks"
  int cards = 0;     // random hands of this many cards; 0 for the dense hand
  std::string hand;  // the dense hand, as text
  // Random hands are dealt from the bench's seed plus this: by default BenchSeed(name), so that
  // a case's hands never depend on the cases listed before it.
  std::optional<uint64_t> seed = std::nullopt;
};

// The default seed of a bench case: a number made from its name (FNV-1a), the same everywhere.
uint64_t BenchSeed(std::string_view name);

// A named rule set with the house options that change it. `make` builds the base rules from the
// text after "name:" (nullopt when there is none), or says why it cannot.
struct RulesPreset {
  std::string name;
  std::string usage;  // how to write it, e.g. "name:N (N = 3..13)"; empty: just the name
  Result<Rules> (*make)(std::optional<std::string_view> argument);
  std::vector<RulesOption> options;
  // The solver bench's cases under this preset (the bench lists every preset's).
  std::vector<SolverBenchCase> bench = {};

  // The base rules with these house options applied in order, named "name[:arg]+option...".
  Result<Rules> Make(std::optional<std::string_view> argument, const std::vector<std::string>& options) const;
  // Make() for rules a game builds itself from options it has checked (a bug if refused).
  Rules MakeOrDie(std::optional<std::string_view> argument, const std::vector<std::string>& options) const;
};

// The cross-check configuration of the solver: one deck, no jokers, aces low, sets of 3-4.
const RulesPreset& GinPreset();

// Builds "preset[:arg][+option...]" from `presets` ("kaluki+distinct-suits", "five-crowns:7").
Result<Rules> MakeRules(std::string_view spec, const std::vector<const RulesPreset*>& presets);
// The presets and their house options in one line, for help and error messages.
std::string RulesPresetHelp(const std::vector<const RulesPreset*>& presets);

}  // namespace rummy
