// Meld validation with wild binding (RULES.md §0): every wild card in a meld stands for one
// card. In a run that is a position (rank and the run's suit); in a set, "a card of the set's
// rank". Where a wild could stand for more than one card (5♥ 6♥ JK = 4♥ or 7♥) the caller
// must say which, through a MeldHint; otherwise the check fails with kAmbiguousWild and lists
// the readings.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "melds/rules.h"

namespace rummy {

enum class MeldKind : unsigned char { kSet, kRun };

// Run positions are ranks 1..13, plus 14 for an ace above the king.
inline int PositionRank(int pos) { return pos == 14 ? kAce : pos; }

struct Meld {
  MeldKind kind = MeldKind::kSet;
  Suit suit = Suit::kClubs;  // runs only
  int rank = 0;              // sets: the rank (0 for an all-wild set, Five Crowns)
  int low = 0;               // runs: position of cards[0]
  SmallCards cards;          // runs: in position order, low to high

  int size() const { return static_cast<int>(cards.size()); }
  int high() const { return low + size() - 1; }
  // Face the i-th card stands for: its own face for a natural card; for a wild in a run the
  // represented card; for a wild in a set -1 (any card of the rank).
  int Represents(const Rules& rules, int i) const;
  // "5H JK(6H) 7H", "7C 7D JK(7)".
  std::string ToString(const Rules& rules) const;
  // ToString added to the end of `out`.
  void AppendText(std::string& out, const Rules& rules) const;
  std::string Pretty(const Rules& rules) const;  // "5♥ joker (as 6♥) 7♥", "7♣ 7♦ joker (as 7)"
  friend bool operator==(const Meld&, const Meld&) = default;
};

struct MeldHint {
  std::optional<MeldKind> kind;
  std::optional<int> low;   // runs: position of the first card (e.g. 4 for 4♥ 5♥ 6♥)
  std::optional<int> rank;  // sets: the rank, needed only for an all-wild set
  friend bool operator==(const MeldHint&, const MeldHint&) = default;
};

// Every legal reading of these cards as one meld (empty if none). `on_table` holds how often
// each face is already on the table (naturals and run wilds, from RepresentedFaces); when it
// is given, a wild may not stand for a card whose every copy is already there (Rummy).
std::vector<Meld> MeldReadings(const Rules& rules, std::span<const Card> cards, const FaceCounts* on_table = nullptr);

// The one reading that matches the hint, or a readable error (why not, or which readings
// the caller must choose between).
Result<Meld> CheckMeld(const Rules& rules, std::span<const Card> cards, const MeldHint& hint = {},
                       const FaceCounts* on_table = nullptr);

enum class End : unsigned char { kAuto, kLow, kHigh };

// `meld` with `card` added (a lay-off), or why it does not fit. For a wild card added to a run
// whose both ends are open, `end` must say which end.
Result<Meld> LayOff(const Rules& rules, const Meld& meld, Card card, End end = End::kAuto, const FaceCounts* on_table = nullptr);

// Every way `card` can be laid off on one of `melds`: (meld index, end) pairs.
struct LayOffTarget {
  int meld = 0;
  End end = End::kAuto;
  friend bool operator==(const LayOffTarget&, const LayOffTarget&) = default;
};
std::vector<LayOffTarget> LayOffTargets(const Rules& rules, const std::vector<Meld>& melds, Card card,
                                        const FaceCounts* on_table = nullptr);

// Replaces the wild that `natural` stands for in `meld` (joker exchange). Returns the new
// meld and the freed wild card, or why not.
struct WildExchange {
  Meld meld;
  Card wild;
};
Result<WildExchange> ExchangeWild(const Rules& rules, const Meld& meld, Card natural);

// Points the meld scores on the table (Kentucky, Rummy) or counts toward an opening (Kaluki).
int MeldTableValue(const Rules& rules, const Meld& meld);
// The same for the i-th card of the meld alone (lay-offs score for whoever laid them).
int CardTableValue(const Rules& rules, const Meld& meld, int i);

// How often each face is on the table: natural cards and the cards run wilds stand for.
FaceCounts RepresentedFaces(const Rules& rules, const std::vector<Meld>& melds);
// Rummy: whether `c` may be played in a meld or lay-off. A wild card always may; a natural card
// not when every copy of its face is already on the table, i.e. a table joker stands for it
// (then it is played only by exchanging it for that joker). The engine and the bots ask this.
bool FreeToPlay(const Rules& rules, Card c, const FaceCounts& on_table);

}  // namespace rummy
