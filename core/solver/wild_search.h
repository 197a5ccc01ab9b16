// The solver's fast path for the least deadwood (and an arrangement with it) where wild cards
// are loosest: any number of wilds in a meld, sets of any size and any suits (the same card twice
// too), a meld needs no natural card or one, no ace above the king, sets and runs of three, at
// most two copies of a card, every rank of the pack meldable in both (Five Crowns, with or
// without the need-natural rule).
//
// Method: the natural cards are two words, `one` (faces held at least once) and `two` (held
// twice), suit s in bits L*s..L*s+L-1, one bit a run position, L = the positions and one empty
// bit, so no run crosses from one suit's lane into the next. The search takes the lowest card left
// and decides its fate as the general search does: deadwood, a set of its rank with any choice
// of the other copies, or a run in its suit from it. In these rules it follows fewer choices than
// the general search, and every arrangement can be brought to one of them with the same deadwood
// and no more wilds:
// - a run takes every card of its suit between its ends (one copy each): a card outside it that a
//   wild stands for could trade places with that wild (the card's set keeps its size, a freed
//   wild joins any meld);
// - a run holds two natural cards or more and ends on one (a natural card with wilds only is a
//   set of its rank; wilds beyond the ends join the meld anyway);
// - a copy of the rank that no run could hold goes into the set (else it is deadwood, or in a
//   second set of that rank that could join the first).
// With a natural card to discard on the way (the token) the same choices suffice: a discarded
// card a run could have taken trades places with that run's lowest natural card, a discarded copy
// the set had to take with the set's lowest card (the same rank, the same value).
// Wilds left over are worth nothing once a meld is made (they join it); otherwise they are the
// pool's base cost (Solver::Base). With at most one wild left, the cards no meld can hold are
// counted out first, as NaturalSearch does. Sub-hands are remembered in a small table, as in the
// general search, under the caller's stamp for the wild pool.
#pragma once

#include <climits>
#include <cstdint>
#include <vector>

#include "melds/rules.h"

namespace rummy {

class WildSearch {
 public:
  explicit WildSearch(const Rules& rules);

  // Whether the rules allow this path (the list above).
  bool applies() const { return applies_; }
  int lo() const { return lo_; }
  // The bit of the natural card (s, r), r a rank of the pack.
  int Bit(int s, int r) const { return s * lane_ + r - lo_; }

  // What the search needs of the wild pool: `stamp` tells pools apart in the table (0: none);
  // `leftover[k]` is the cost of k wilds left over when no meld is made (unless they make a
  // meld of their own: `meld_of_wilds` wilds or more do).
  void SetPool(uint32_t stamp, const int* leftover, int meld_of_wilds) {
    stamp_ = stamp;
    leftover_ = leftover;
    meld_of_wilds_ = meld_of_wilds;
  }
  // Lowest deadwood of the natural cards (one, two) with w wilds: exact when below `bound`,
  // otherwise some value >= bound. token: one natural card must be discarded on the way
  // (kNoDiscard when none is left).
  static constexpr int kNoDiscard = 10000;
  // flag: a meld is made already (wilds left over join it).
  int Least(uint64_t one, uint64_t two, int w, bool flag, int bound, bool token) {
    return Solve(one, two, w, flag, bound, token);
  }
  // One meld or deadwood card of the arrangement Arrange walks to: the natural cards it takes
  // (faces taken, and of those the faces taken twice) and the wilds a meld takes.
  struct Step {
    uint64_t once, twice;
    int wilds;
    bool meld, run;
  };
  // The arrangement this search reaches for the natural cards (one, two) and w wilds, no meld
  // made yet, whose least is `value` (a Least asked before with the same pool): a step for each
  // lowest card in turn, its first choice (the search's order) that keeps the least. Returns the
  // wilds no meld took; `melded` tells whether a meld was made (they may join it).
  int Arrange(uint64_t one, uint64_t two, int w, int value, std::vector<Step>& steps, bool& melded);
  // The rank and suit of a natural card's bit.
  int RankOf(int bit) const { return lo_ + position_[bit]; }
  int SuitOf(int bit) const { return lane_of_[bit]; }

  // Drops every remembered sub-hand.
  void Clear();

  uint64_t nodes() const { return nodes_; }

 private:
  int Base(int w, bool flag) const {
    if (w == 0 || flag || w >= meld_of_wilds_) return 0;
    return leftover_[w];
  }
  // The cards of (one, two) that no meld can hold with w (0 or 1) wilds left.
  uint64_t Dead(uint64_t one, uint64_t two, int w) const;
  int Value(uint64_t cards) const {
    int v = 0;
    for (uint64_t x = cards; x != 0; x &= x - 1) v += value_[__builtin_ctzll(x)];
    return v;
  }
  int Solve(uint64_t one, uint64_t two, int w, bool flag, int bound, bool token);
  // One copy of each card of `cards` out of (one, two).
  static void Take(uint64_t& one, uint64_t& two, uint64_t cards) {
    one &= ~(cards & ~two);
    two &= ~cards;
  }
  int Branch(uint64_t one, uint64_t two, int w, bool flag, int bound, bool token);
  template <class Visit>
  void Melds(uint64_t o, uint64_t t, int c, int w, Visit&& visit) const;

  bool applies_ = false;
  int lo_ = 1, lane_ = 14, positions_ = 13, suits_ = 4;
  uint64_t first_ = 0, last_ = 0;  // every lane's first and last position
  uint64_t column_[16] = {};       // per position: that position in every lane
  uint64_t lane_bits_[8] = {};     // per suit: its lane
  int value_[64] = {};             // per bit: the card's hand value
  int8_t position_[64] = {};       // per bit: its position in its lane
  int8_t lane_of_[64] = {};        // per bit: its lane (suit): no division in the search

  uint32_t stamp_ = 0;
  const int* leftover_ = nullptr;
  int meld_of_wilds_ = 3;

  struct Entry {
    uint64_t one, two;
    uint32_t stamp;
    uint8_t w;
    uint8_t bits;  // flag, token, exact
    int16_t value;
  };
  static constexpr int kTableBits = 9;
  std::vector<Entry> table_;
  uint64_t nodes_ = 0;
};

}  // namespace rummy
