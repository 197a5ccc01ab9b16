// The solver's fast path for hands of natural cards only: no wild card in the hand, no card
// twice, at most four suits, no ace above the king (gin rummy's hands, and the hands without a
// wild card of the games that have them).
//
// Method: the hand is one 64-bit word, suit s in bits 16s..16s+15, rank r at bit r of its lane.
// Every card that fits in no meld of the hand (no set of its rank, no run window through it) is
// deadwood whatever else happens: a few word operations find them all, they are counted and left
// out, and only the cards that can still meld are searched. The search takes the lowest card
// left and decides its fate (deadwood, a set of its rank with some of the higher suits' copies,
// a run up from it), each meld removed as one mask; after each meld the cards it stranded are
// counted out the same way. Branches stop once their dead cards reach the best found. Cold
// solves of random hands visit a handful of nodes and need no memo table.
#pragma once

#include <bit>
#include <climits>
#include <cstdint>
#include <vector>

#include "melds/rules.h"

namespace rummy {

class NaturalSearch {
 public:
  explicit NaturalSearch(const Rules& rules);

  // Whether the rules allow this path at all (four suits or fewer, no ace above the king).
  bool applies() const { return applies_; }
  // The hand as a mask; false when it holds a wild card of `rules` or the same card twice (then
  // the general search answers).
  // `at` (64 entries), when given, gets the hand's card at each bit; `bits`, when given, each
  // card's bit in hand order.
  bool Mask(const std::vector<Card>& hand, uint64_t& mask, Card* at = nullptr, uint8_t* bits = nullptr) const;
  static int Bit(Card c) { return static_cast<int>(c.suit()) * 16 + c.rank(); }
  // The index of the lowest bit of `x`, which must not be 0 (std::countr_zero tests for 0 first,
  // two instructions at every node of the search).
  static int LowBit(uint64_t x) { return __builtin_ctzll(x); }
  // The number of bits set in `x`, by halves, quarters and bytes (std::popcount is a library call
  // in the release build, which targets no particular processor).
  static int CountBits(uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
  }

  // Lowest deadwood of `hand`: exact when below `bound`, otherwise some value >= bound (exact
  // whatever the bound when LeastOf answers).
  int Least(uint64_t hand, int bound = INT_MAX) { return Solve(hand, bound, false); }
  // Lowest deadwood after discarding one card: kNoDiscard for an empty hand.
  static constexpr int kNoDiscard = 10000;
  int LeastAfterDiscard(uint64_t hand, int bound = INT_MAX) { return Solve(hand, bound, true); }

  // Lowest deadwood of `hand` and the melds of one arrangement that reaches it: the arrangement
  // the general search builds (the lowest card is deadwood when that still reaches the least, else
  // it goes into the first of its melds, in ForEachMeld's order, that does; the other cards
  // likewise). melds (room for kMaxMelds) get the melds in the order of their lowest card; count
  // their number. Exact (and the melds set) when below `bound`, otherwise some value >= bound.
  static constexpr int kMaxMelds = 32;
  int Arrange(uint64_t hand, uint64_t* melds, int& count, int bound = INT_MAX) {
    return ArrangeSolve<true>(hand, bound, melds, count);
  }
  // Arrange's answer without a search, where gin's limits allow one (sets_runs_, every card worth
  // something, at most two ranks for sets, neither in four suits): each choice of sets (a set of a
  // rank's three cards, or none) leaves one arrangement at its least, the rest's rows of three or
  // more all in runs, split as the search splits them (ChosenMeld). So when one choice alone
  // reaches the least, the search would keep its arrangement: Choose sets `choice` to it. False
  // (nothing set) when the rules or the hand do not allow that, or two choices tie: then Arrange
  // answers.
  struct Choice {
    int value = 0;      // the least
    uint64_t sets = 0;  // the cards in sets: three of each rank chosen
    uint64_t runs = 0;  // the cards in runs
  };
  bool Choose(uint64_t hand, Choice& choice) const;
  // The meld of `choice` whose lowest card is `bit`, the lowest card of the choice's melds not
  // yet taken (in the order of their lowest card, as Arrange gives them): a set, or a run up from
  // it of three while its row has six cards or more, else the whole row. `n` gets its cards.
  static uint64_t ChosenMeld(const Choice& choice, int bit, int& n) {
    if ((choice.sets >> bit) & 1) {
      n = 3;
      return choice.sets & Lanes(1) << (bit & 15);
    }
    const int row = LowBit(~(choice.runs >> bit));
    n = row >= 6 ? 3 : row;
    return ((uint64_t{1} << n) - 1) << bit;
  }
  // The same with any one arrangement at the least (found sooner in hands with many melds).
  int ArrangeAny(uint64_t hand, uint64_t* melds, int& count, int bound = INT_MAX) {
    return ArrangeSolve<false>(hand, bound, melds, count);
  }
  // Whether some arrangement of `hand` leaves `target` deadwood or less; if so, melds and count
  // get the first one in Arrange's order. When `target` is the least of `hand`, that is
  // Arrange's arrangement; the search then only follows options that can still reach the least.
  bool Find(uint64_t hand, int target, uint64_t* melds, int& count);

  // Whether `meld` (one that ForEachMeld gives) is still a meld without its card `bit`: a set
  // keeps enough suits, a run loses an end and keeps enough cards.
  bool StillMeld(uint64_t meld, int bit) const {
    const uint64_t left = meld & ~(uint64_t{1} << bit);
    const int lane = std::countr_zero(meld) & ~15;
    const bool run = (meld >> lane) >> 16 == 0 && ((meld >> lane) & 0xFFFF) == meld >> lane;
    int n = 0;
    for (uint64_t x = left; x != 0; x &= x - 1) ++n;
    if (!run) return n >= min_set_;
    return n >= min_run_ && (bit < std::countr_zero(left) || bit > 63 - std::countl_zero(left));
  }

  // The cards of `hand` of the same rank as its card `bit` in the other suits whose cards in
  // `hand` are the ranks of its suit's: swapping the two suits leaves the hand as it is and takes
  // one card to the other, so the hand without either leaves the same least.
  uint64_t Twins(uint64_t hand, int bit) const {
    const int s = bit >> 4;
    // Lanes equal to s's are zero in `diff`; a lane's top bit in `nonzero` says it is not.
    const uint64_t diff = hand ^ Lanes(static_cast<uint32_t>(hand >> (16 * s)));
    const uint64_t nonzero = (diff | ((diff & 0x7FFF7FFF7FFF7FFFULL) + 0x7FFF7FFF7FFF7FFFULL)) & 0x8000800080008000ULL;
    const uint64_t same = (~nonzero & 0x8000800080008000ULL) >> 15 & ~(uint64_t{1} << (16 * s));
    return same << (bit & 15);
  }

  // Sum of the hand values of `cards`.
  int Value(uint64_t cards) const;
  int CardValue(int bit) const { return value_[bit & 15]; }
  // The ranks (bit r: rank r, 1 to 13) of each hand value, the highest value first; `count`
  // gets their number.
  const uint16_t* ValueGroups(int& count) const {
    count = value_group_count_;
    return value_groups_;
  }
  // The cards of `hand` that fit in no meld of it.
  uint64_t Dead(uint64_t hand) const {
    if (!threes_) return DeadAnyLimits(hand);
    // Sets and runs of three or more (gin's), spelt out: in no three positions in a row, and of
    // no rank held in three suits.
    return RunDead(hand) & ~Lanes(SetRanks(hand));
  }
  // Calls fn(meld_mask) for every meld of cards of `live` that holds its lowest card `bit`,
  // in the general search's order (sets by suits taken, then runs from the shortest); stops and
  // returns true when fn does.
  // kLargestFirst: the same melds in the opposite order, runs from the longest, then sets, four
  // cards before three (Least's order: it reaches a low bound sooner in dense hands).
  template <bool kLargestFirst = false, typename Fn>
  bool ForEachMeld(uint64_t live, int bit, Fn&& fn) const;

  uint64_t nodes() const { return nodes_; }
  void ResetNodes() { nodes_ = 0; }

 private:
  // A 16-bit rank mask repeated in each of four 16-bit lanes (one lane a suit).
  static constexpr uint64_t Lanes(uint32_t ranks) { return uint64_t{ranks & 0xFFFFu} * 0x0001000100010001ULL; }
  uint64_t DeadAnyLimits(uint64_t hand) const;
#ifndef __EMSCRIPTEN__
  // Mask's loop, writing the tables asked for: false at a card already in `m`.
  template <bool kAt, bool kBits>
  bool MaskLoop(const Card* cards, size_t n, uint64_t& m, Card* at, uint8_t* bits) const;
#endif
  int MostValuable(uint64_t cards) const;
  // Value card by card: the dead cards a meld strands in a search are few (a whole hand's dead
  // cards, often many, are summed by Value's tables).
  int FewValue(uint64_t cards) const {
    int v = 0;
    for (uint64_t x = cards; x != 0; x &= x - 1) v += value_[LowBit(x) & 15];
    return v;
  }
  // The cards of `cards` in no run: not in three in a row in a lane (gin's shortest run).
  uint64_t RunDead(uint64_t cards) const {
    const uint64_t p = cards & run_lanes_;
    const uint64_t windows = p & (p >> 1) & (p >> 2);
    return cards & ~(windows | (windows << 1) | (windows << 2));
  }
  // The least of `live` under gin's limits (sets_runs_): every choice of sets among the ranks
  // held three or four times, the rest's cards in a row of three or more all in runs (a row of
  // any length splits into runs of three to five) and the others deadwood. `ranks`: the ranks
  // still to choose for; `best`: the least found so far; it stops once that is `floor` (the value
  // of the cards that are deadwood in every choice).
  int SetsThenRuns(uint64_t live, uint32_t ranks, int best, int floor) const;
  // The ranks (meldable in a set) held in three suits or more.
  uint32_t SetRanks(uint64_t cards) const {
    const uint64_t a = cards & 0xFFFF, b = (cards >> 16) & 0xFFFF, c = (cards >> 32) & 0xFFFF, d = cards >> 48;
    return static_cast<uint32_t>((a & b & (c | d)) | ((a | b) & c & d)) & meldable_ranks_;
  }
  // The least of `cards` under sets_runs_, without a search.
  int LeastOf(uint64_t cards) const {
    const uint32_t ranks = SetRanks(cards);
    // No set at all first: the least when there is no rank for a set, and often the least in
    // hands of runs side by side (the choices of sets then only look for less).
    const uint64_t runless = RunDead(cards);
    const int runs = Value(runless);
    if (ranks == 0 || runs == 0) return runs;
    // The cards in no run and of no rank for a set are deadwood whatever the sets: once a choice
    // leaves only them, none leaves less.
    const int floor = Value(runless & ~Lanes(ranks));
    return runs == floor ? runs : SetsThenRuns(cards, ranks, runs, floor);
  }
  // The most ranks for sets LeastOf is asked for: six choices each at most, 1,296 choices in all
  // (a hand with more is searched).
  static constexpr int kMostSetRanks = 4;
  // Whether `live` (cards none of which is dead, not none) is one meld and nothing more: cards in
  // a row in one suit (a lane's live cards in a row are a run: each is in a run's window of them,
  // and no other suit's card is live beside them), or one rank's cards (a set). Then it leaves
  // nothing, and the search need not be entered. kOnly: also the one arrangement that leaves
  // nothing (too few cards for two melds, and no card worth 0 that could be left out for free),
  // so the search would have kept it whatever its order.
  template <bool kOnly>
  bool OneMeld(uint64_t live) const {
    const int low = LowBit(live);
    const uint64_t row = live >> low;
    if ((row & (row + 1)) == 0) return row >> (kOnly ? only_run_ : longest_run_) == 0;
    // One rank: the lowest card's, in every lane (no lane below the lowest card's holds a card).
    if (((live >> (low & 15)) & ~Lanes(1)) != 0) return false;
    return CountBits(live) <= (kOnly ? only_set_ : largest_set_);
  }
  int Solve(uint64_t hand, int bound, bool token);
  template <bool kToken>
  int SolveInline(uint64_t hand, int bound, bool whole = false);
  // `live`: cards that each fit some meld of `live` (none dead). kToken: a discard still to make.
  template <bool kToken>
  int Branch(uint64_t live, int bound);
  // Solve and Branch (no discard) keeping the melds of the arrangement found: Arrange's
  // (kFirst) or ArrangeAny's.
  template <bool kFirst>
  int ArrangeSolve(uint64_t hand, int bound, uint64_t* melds, int& count);
  template <bool kFirst>
  int ArrangeSolveInline(uint64_t hand, int bound, uint64_t* melds, int& count, bool whole = false);
  template <bool kFirst>
  int ArrangeBranch(uint64_t live, int bound, uint64_t* melds, int& count);
  bool FindInline(uint64_t hand, int target, uint64_t* melds, int& count, bool whole = false);
  // Find of `live` (none dead).
  bool FindBranch(uint64_t live, int target, uint64_t* melds, int& count);

  bool applies_ = false;
  bool threes_ = false;  // sets of three or four and runs of three or more: Dead's short form
  // threes_ and runs of up to five or more: SetsThenRuns answers Least without a search.
  bool sets_runs_ = false;
  // Per set of suits holding a rank (bit t: suit t): the sets of an allowed size among them, as
  // lane bits (bit 16t: suit t), the largest first (sets_runs_ only: three or four cards, at most
  // five sets).
  uint64_t set_choices_[16][5];
  int8_t set_choice_count_[16];
  int min_set_ = 3, largest_set_ = 4, min_run_ = 3, longest_run_ = 13, num_suits_ = 4;
  // OneMeld<true>'s longest run and largest set (0: none, when some card is worth 0).
  int only_run_ = 0, only_set_ = 0;
  bool chooses_ = false;         // sets_runs_ and every card worth something: Choose may answer
  uint64_t run_lanes_ = 0;       // run positions (meldable ranks) in every lane
  uint32_t meldable_ranks_ = 0;  // ranks that may be in a set
  uint64_t lane_mask_ = 0;       // bits of the suits in play
  int value_[16] = {};
  uint16_t value_groups_[16] = {};
  int value_group_count_ = 0;
  // Per card code: its bit, or -1 for a wild card or a joker.
  int8_t bit_of_code_[Card::kNumCodes];
#ifndef __EMSCRIPTEN__
  // Per card code: its bit alone, or bit 63 (no card's) for a wild card, a joker or a card of a
  // fifth suit (Mask's one load and test a card; natively only, see Mask).
  uint64_t mask_of_code_[Card::kNumCodes];
#endif
  // Per set of suits (bit t: suit t) holding a card's rank above its own suit: the choices of
  // partners that make a set of an allowed size with it, as lane bits (bit 16t: suit t) in the
  // general search's order (the lowest suit's choice the outermost, taken before left out).
  uint64_t set_options_[16][16];
  int8_t set_count_[16];
  // Per byte of a lane: the sum and the largest of the values of the ranks it holds.
  int16_t sum_lo_[256], sum_hi_[256];
  int8_t max_lo_[256], max_hi_[256];
  uint64_t nodes_ = 0;
};

template <bool kLargestFirst, typename Fn>
bool NaturalSearch::ForEachMeld(uint64_t live, int bit, Fn&& fn) const {
  const int s = bit >> 4, r = bit & 15;
  const uint64_t own = uint64_t{1} << bit;
  auto sets = [&]() {
    if (!((meldable_ranks_ >> r) & 1u)) return false;
    // The suits above s that hold rank r, one bit each (the lanes' bits 0, 16, 32, 48 gathered
    // into bits 48..51 by one multiplication), pick the precomputed sets of those partners.
    const uint64_t column = (live >> r) & Lanes(1) & ~((uint64_t{2} << (16 * s)) - 1);
    const int partners = static_cast<int>((column * 0x0001000200040008ULL) >> 48) & 0xF;
    const int n = set_count_[partners];
    const uint64_t* options = set_options_[partners];
    for (int i = 0; i < n; ++i) {
      if (fn(own | options[kLargestFirst ? n - 1 - i : i] << r)) return true;
    }
    return false;
  };
  auto runs = [&]() {
    if (!((run_lanes_ >> bit) & 1u)) return false;
    // The cards in a row up from `bit` (run_lanes_ holds no bit 14 or 15: a row ends in its lane).
    const int row = LowBit(~((run_lanes_ & live) >> bit));  // run_lanes_ holds no bit 63: never all ones
    const int most = row < longest_run_ ? row : longest_run_;
    if (kLargestFirst) {
      for (int len = most; len >= min_run_; --len) {
        if (fn(((uint64_t{1} << len) - 1) << bit)) return true;
      }
      return false;
    }
    for (int len = min_run_; len <= most; ++len) {
      if (fn(((uint64_t{1} << len) - 1) << bit)) return true;
    }
    return false;
  };
  // Sets: the copies of rank r in the higher suits, the lowest suit's choice the outermost.
  // Runs up from r, shortest first.
  return kLargestFirst ? runs() || sets() : sets() || runs();
}

}  // namespace rummy
