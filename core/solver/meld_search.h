// Searches that pick particular melds out of a hand (as opposed to the deadwood solver, which
// only needs their shape): every candidate meld, Kentucky's contract at go-down, and Kaluki's
// single opening meld worth 51 or more.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/solver.h"

namespace rummy {

// Calls `fn` for every meld (every reading, see MeldReadings) that can be made from cards of
// `hand`. Identical cards of different decks are chosen in hand order, so a meld made of the
// same faces is produced once. Melds of wild cards only are not produced.
void ForEachMeld(const Rules& rules, const std::vector<Card>& hand, const std::function<void(const Meld&)>& fn);

// A Kentucky contract: the melds a player must lay down together, with a wild-card limit.
struct ContractPart {
  MeldKind kind = MeldKind::kSet;
  int min_size = 3;
};
struct Contract {
  std::vector<ContractPart> parts;
  int max_wilds = -1;           // -1 = no limit
  bool wilds_per_meld = false;  // true: max_wilds applies to each meld; false: to all together
  // House rules (Kentucky K5, K13, K27):
  bool exact_wilds = false;    // exactly max_wilds wild cards, not at most
  bool exact_lengths = false;  // every meld exactly its part's min_size
  int same_suit_runs = 0;      // two runs of one suit: 0 allowed, 1 not, 2 with two ranks or more between
  // "2 sets of 3 + a run of 5, at most 2 wilds in all", "2 sets of 3, no wild cards in melds".
  // `saved_form`: the words saves' check values were made with ("no wild cards" for a contract
  // without wilds); they never change, so that every earlier save still loads.
  std::string ToString(bool saved_form = false) const;
  // True when `text` is this contract's shown words (ToString()) or the words shown before them
  // ("2 sets of 3, jokers are dead this hand"), so that a position written then still loads.
  bool ReadsAs(std::string_view text) const;
  // The same as part of a sentence, its conditions in brackets so they do not read as one more
  // choice: "2 sets of 3 (no wild cards in melds)".
  std::string InSentence() const;

 private:
  // The melds ("2 sets of 3 + a run of 5") and the conditions ("at most 2 wilds in all"), with
  // `no_wilds` the condition of a contract without wild cards; and the same joined by commas.
  std::pair<std::string, std::vector<std::string>> Words(const char* no_wilds) const;
  std::string Joined(const char* no_wilds) const;
};

struct ContractLay {
  std::vector<Meld> melds;  // in the contract's order
  int left_value = 0;       // value of the cards that stay in hand
  int left_cards = 0;
};

// The wild cards of a meld for a contract's wild limits. A wild-rank card (deuces-wild) standing
// for itself, a 2 in a set of 2s or in its own place in a run, is natural (RULES.md K28).
int ContractWilds(const Rules& rules, const Meld& m);

// True when runs `a` and `b` may not stand together in a contract under its same_suit_runs rule.
bool RunsClash(const Contract& contract, const Meld& a, const Meld& b);

// The way to lay exactly `contract` from `hand` that leaves the least value in hand while
// keeping at least `keep` cards (1: a card to discard). nullopt if the hand cannot.
std::optional<ContractLay> FindContract(const Rules& rules, const std::vector<Card>& hand, const Contract& contract,
                                        int keep = 1);

// Kaluki's opening: the best single meld worth at least `min_value` (cards valued as on the
// table, a wild as the card it stands for), optionally one that contains `must_contain` (the
// discard being taken). Best = lowest deadwood left in the rest of the hand, then highest value.
struct Opening {
  Meld meld;
  int value = 0;
  int rest_deadwood = 0;
};
std::optional<Opening> FindOpening(Solver& solver, const std::vector<Card>& hand, int min_value,
                                   std::optional<Card> must_contain = std::nullopt);

// Kaluki's combined-opening option: disjoint melds laid together worth at least `min_value`
// (one of them containing `must_contain`, when given). Takes the highest-valued melds first;
// nullopt if no such set of melds exists.
std::optional<std::vector<Meld>> FindCombinedOpening(const Rules& rules, const std::vector<Card>& hand, int min_value,
                                                     std::optional<Card> must_contain = std::nullopt);

// `hand` without the cards of `used` (each physical card once).
std::vector<Card> Without(const std::vector<Card>& hand, std::span<const Card> used);

}  // namespace rummy
