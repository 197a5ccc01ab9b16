#include "solver/natural_search.h"

#include <algorithm>

namespace rummy {

NaturalSearch::NaturalSearch(const Rules& rules) {
  const bool ace_high = rules.AceHigh() && rules.aces_meldable;
  num_suits_ = rules.pack.num_suits;
  min_set_ = rules.min_set;
  min_run_ = rules.min_run;
  largest_set_ = rules.LargestSet() == 0 ? 4 : std::min(rules.LargestSet(), 4);
  applies_ = num_suits_ <= 4 && !ace_high && min_set_ >= 2 && min_run_ >= 2;
  const int lo = rules.aces_meldable && rules.AceLow() ? rules.pack.min_rank : std::max(rules.pack.min_rank, 2);
  const int hi = std::min(13, rules.pack.max_rank);
  longest_run_ = std::min({rules.LongestRun(), 13, hi - lo + 1});
  meldable_ranks_ = rules.aces_meldable ? 0x3FFEu : 0x3FFCu;
  uint32_t positions = 0;
  for (int pos = lo; pos <= hi; ++pos) positions |= 1u << pos;
  run_lanes_ = Lanes(positions & meldable_ranks_);
  lane_mask_ = num_suits_ >= 4 ? ~uint64_t{0} : (uint64_t{1} << (16 * num_suits_)) - 1;
  run_lanes_ &= lane_mask_;
  for (int r = 1; r <= 13; ++r) value_[r] = rules.hand_value[r];
  for (int top = INT_MAX;;) {  // the next lower value, and its ranks
    int v = INT_MIN;
    for (int r = 1; r <= 13; ++r) {
      if (value_[r] < top) v = std::max(v, value_[r]);
    }
    if (v == INT_MIN) break;
    for (int r = 1; r <= 13; ++r) {
      if (value_[r] == v) value_groups_[value_group_count_] |= static_cast<uint16_t>(1u << r);
    }
    ++value_group_count_;
    top = v;
  }
  for (int b = 0; b < 256; ++b) {
    int sum_lo = 0, sum_hi = 0, max_lo = 0, max_hi = 0;
    for (int i = 0; i < 8; ++i) {
      if (!((b >> i) & 1)) continue;
      sum_lo += value_[i];
      max_lo = std::max(max_lo, value_[i]);
      sum_hi += value_[i + 8];
      max_hi = std::max(max_hi, value_[i + 8]);
    }
    sum_lo_[b] = static_cast<int16_t>(sum_lo);
    sum_hi_[b] = static_cast<int16_t>(sum_hi);
    max_lo_[b] = static_cast<int8_t>(max_lo);
    max_hi_[b] = static_cast<int8_t>(max_hi);
  }
  for (int suits = 0; suits < 16; ++suits) {
    int partners[4];
    int k = 0;
    for (int t = 0; t < 4; ++t) {
      if ((suits >> t) & 1) partners[k++] = t;
    }
    set_count_[suits] = 0;
    for (uint32_t x = 1; x < (1u << k); ++x) {
      const int n = 1 + std::popcount(x);
      if (n < min_set_ || n > largest_set_) continue;
      uint64_t option = 0;
      for (int j = 0; j < k; ++j) {
        if ((x >> (k - 1 - j)) & 1u) option |= uint64_t{1} << (16 * partners[j]);
      }
      set_options_[suits][set_count_[suits]++] = option;
    }
  }
  for (int code = 0; code < Card::kNumCodes; ++code) {
    const Card c = Card::FromCode(static_cast<uint8_t>(code));
    bit_of_code_[code] = static_cast<int8_t>(c.is_joker() || rules.IsWild(c) ? -1 : Bit(c));
#ifndef __EMSCRIPTEN__
    const int b = bit_of_code_[code];
    mask_of_code_[code] = uint64_t{1} << (b >= 0 && b < 63 ? b : 63);
#endif
  }
  // Hand values must fit the tables (they do in every rule set: at most 50 a card).
  for (int r = 1; r <= 13; ++r) applies_ = applies_ && value_[r] >= 0 && value_[r] <= 127;
  threes_ = min_set_ == 3 && largest_set_ >= 3 && min_run_ == 3 && longest_run_ >= 3;
  sets_runs_ = threes_ && longest_run_ >= 5;
  for (int suits = 0; suits < 16; ++suits) {
    set_choice_count_[suits] = 0;
    if (!sets_runs_) continue;
    // Sets of three or four cards of four suits (at most five), the largest first: the subsets
    // come in falling order.
    for (int sub = suits; sub != 0; sub = (sub - 1) & suits) {
      const int n = std::popcount(static_cast<unsigned>(sub));
      if (n < min_set_ || n > largest_set_) continue;
      uint64_t choice = 0;
      for (int t = 0; t < 4; ++t) {
        if ((sub >> t) & 1) choice |= uint64_t{1} << (16 * t);
      }
      set_choices_[suits][set_choice_count_[suits]++] = choice;
    }
  }
  bool worth = true;
  for (int r = std::max(rules.pack.min_rank, 1); r <= hi; ++r) worth = worth && value_[r] > 0;
  only_run_ = worth ? std::min(longest_run_, 2 * min_run_ - 1) : 0;
  only_set_ = worth ? std::min(largest_set_, 2 * min_set_ - 1) : 0;
  chooses_ = sets_runs_ && worth;
}

#ifndef __EMSCRIPTEN__
template <bool kAt, bool kBits>
bool NaturalSearch::MaskLoop(const Card* cards, size_t n, uint64_t& m, Card* at, uint8_t* bits) const {
  for (size_t i = 0; i < n; ++i) {
    const uint64_t bit = mask_of_code_[cards[i].code()];
    if (m & bit) return false;
    m |= bit;
    // The card's bit is the one set in `bit` (63 for a card off the path: a slot no card uses).
    if (kAt) at[LowBit(bit)] = cards[i];
    if (kBits) bits[i] = static_cast<uint8_t>(bit_of_code_[cards[i].code()]);
  }
  return true;
}
#endif

bool NaturalSearch::Mask(const std::vector<Card>& hand, uint64_t& mask, Card* at, uint8_t* bits) const {
  if (!applies_) return false;
  // Locals: the stores through `at` and `bits` may alias anything, `mask` and the vector too.
  uint64_t m = 0;
  const Card* cards = hand.data();
  const size_t n = hand.size();
#ifdef __EMSCRIPTEN__
  // The page keeps the signed bit and its tests: mask_of_code_'s loop made its download larger.
  for (size_t i = 0; i < n; ++i) {
    const int b = bit_of_code_[cards[i].code()];
    const uint64_t bit = uint64_t{1} << (b & 63);
    if (b < 0 || (m & bit)) return false;
    m |= bit;
    if (at) at[b] = cards[i];
    if (bits) bits[i] = static_cast<uint8_t>(b);
  }
#else
  // One test a card: a card already in the mask. A wild card, a joker or a fifth suit's card is
  // bit 63, which no card of the path has: two of them fail that test, one the test after the loop.
  // The tables asked for are chosen once, not tested at each card.
  bool fits;
  if (at == nullptr) {
    fits = bits == nullptr ? MaskLoop<false, false>(cards, n, m, at, bits) : MaskLoop<false, true>(cards, n, m, at, bits);
  } else {
    fits = bits == nullptr ? MaskLoop<true, false>(cards, n, m, at, bits) : MaskLoop<true, true>(cards, n, m, at, bits);
  }
  if (!fits || (m >> 63) != 0) return false;
#endif
  mask = m;
  return true;
}

int NaturalSearch::Value(uint64_t cards) const {
  int v = 0;
  for (int lane = 0; lane < 4; ++lane) {
    const uint32_t x = static_cast<uint32_t>(cards >> (16 * lane)) & 0xFFFFu;
    v += sum_lo_[x & 0xFF] + sum_hi_[x >> 8];
  }
  return v;
}

int NaturalSearch::MostValuable(uint64_t cards) const {
  // The ranks held in any suit.
  const uint32_t x = static_cast<uint32_t>((cards | cards >> 16 | cards >> 32 | cards >> 48) & 0xFFFFu);
  return std::max<int>(max_lo_[x & 0xFF], max_hi_[x >> 8]);
}

uint64_t NaturalSearch::DeadAnyLimits(uint64_t hand) const {
  const uint64_t a = hand & 0xFFFF, b = (hand >> 16) & 0xFFFF, c = (hand >> 32) & 0xFFFF, d = hand >> 48;
  uint64_t sets;  // ranks held in at least min_set suits
  switch (min_set_) {
    case 2: sets = (a & (b | c | d)) | (b & (c | d)) | (c & d); break;
    case 3: sets = (a & b & (c | d)) | ((a | b) & c & d); break;
    case 4: sets = a & b & c & d; break;
    default: sets = 0; break;
  }
  if (largest_set_ < min_set_) sets = 0;
  uint64_t live = Lanes(static_cast<uint32_t>(sets) & meldable_ranks_);
  const uint64_t p = hand & run_lanes_;
  if (min_run_ == 3 && longest_run_ >= 3) {  // the usual shortest run, spelt out
    const uint64_t windows = p & (p >> 1) & (p >> 2);
    live |= windows | (windows << 1) | (windows << 2);
  } else if (min_run_ <= longest_run_) {
    uint64_t windows = p;
    for (int k = 1; k < min_run_; ++k) windows &= p >> k;
    uint64_t cover = windows;
    for (int k = 1; k < min_run_; ++k) cover |= windows << k;
    live |= cover;
  }
  return hand & ~live;
}

int NaturalSearch::Solve(uint64_t hand, int bound, bool token) {
  if (!token && sets_runs_ && CountBits(SetRanks(hand)) <= kMostSetRanks) {
    ++nodes_;
    return LeastOf(hand);
  }
  return token ? SolveInline<true>(hand, bound, true) : SolveInline<false>(hand, bound, true);
}

// Solve's body, inlined into Branch: a sub-hand whose dead cards reach the bound costs no call.
template <bool kToken>
[[gnu::always_inline]] inline int NaturalSearch::SolveInline(uint64_t hand, int bound, bool whole) {
  if (hand == 0) return kToken ? kNoDiscard : 0;
  const uint64_t dead = Dead(hand);
  const uint64_t live = hand & ~dead;
  if (dead == 0) return !kToken && OneMeld<false>(live) ? 0 : Branch<kToken>(live, bound);
  const int dv = whole ? Value(dead) : FewValue(dead);
  if (!kToken) {
    if (dv >= bound || live == 0 || OneMeld<false>(live)) return dv;
    return dv + Branch<false>(live, bound - dv);
  }
  // The discard: the most valuable dead card, or one of the live cards.
  const int kept = dv - MostValuable(dead);
  if (kept >= bound) return kept;
  int best = kept + Branch<false>(live, bound - kept);
  const int limit = std::min(best, bound);
  if (live != 0 && dv < limit) best = std::min(best, dv + Branch<true>(live, limit - dv));
  return best;
}

int NaturalSearch::SetsThenRuns(uint64_t live, uint32_t ranks, int best, int floor) const {
  const int r = LowBit(ranks);
  ranks &= ranks - 1;
  // The suits holding rank r (the lanes' bits 0, 16, 32, 48 gathered into bits 48..51).
  const int suits = static_cast<int>((((live >> r) & Lanes(1)) * 0x0001000200040008ULL) >> 48) & 0xF;
  const uint64_t* choices = set_choices_[suits];
  const int n = set_choice_count_[suits];
  // Rank r's cards in no run (lane bits): a set that leaves one out does no better than one that
  // takes it (in place of another card of the rank, the same value, when the set is full), and
  // with three or more of them no set is no better than a set of them. Only such sets are tried
  // (when there is more than one set to choose: otherwise the test costs more than it saves).
  // Four of them with sets of three: every set of three is tried (all leave the same).
  uint64_t stuck = 0;
  bool none = true;
  if (n > 1) {
    stuck = (RunDead(live) >> r) & Lanes(1);
    const int stuck_count = CountBits(stuck);
    if (stuck_count > largest_set_) stuck = 0;
    none = stuck_count < min_set_;
  }
  // The sets of rank r, largest first, then none (in dense hands a low least is found soonest).
  if (ranks == 0) {  // the last rank: each choice's rest is all in runs or deadwood
    for (int i = 0; i < n && best > floor; ++i) {
      if ((choices[i] & stuck) == stuck) best = std::min(best, Value(RunDead(live & ~(choices[i] << r))));
    }
    return none && best > floor ? std::min(best, Value(RunDead(live))) : best;
  }
  for (int i = 0; i < n && best > floor; ++i) {
    if ((choices[i] & stuck) == stuck) best = SetsThenRuns(live & ~(choices[i] << r), ranks, best, floor);
  }
  return none && best > floor ? SetsThenRuns(live, ranks, best, floor) : best;
}

template <bool kToken>
int NaturalSearch::Branch(uint64_t live, int bound) {
  if (live == 0) return kToken ? kNoDiscard : 0;
  if (bound <= 0) return 0;
  ++nodes_;
  const int bit = LowBit(live);
  const uint64_t own = uint64_t{1} << bit;
  int best = INT_MAX;
  ForEachMeld<true>(live, bit, [&](uint64_t meld) {
    const int v = SolveInline<kToken>(live & ~meld, std::min(best, bound));
    if (v < best) best = v;
    return best == 0;
  });
  if (best == 0) return 0;
  const uint64_t rest = live & ~own;
  const int cost = value_[bit & 15];
  if (cost < std::min(best, bound)) best = std::min(best, cost + SolveInline<kToken>(rest, std::min(best, bound) - cost));
  if (kToken && best != 0) best = std::min(best, SolveInline<false>(rest, std::min(best, bound)));
  return best;
}

bool NaturalSearch::Choose(uint64_t hand, Choice& choice) const {
  if (!chooses_) return false;
  const uint32_t ranks = SetRanks(hand);
  // A rank in four suits has four or five sets to choose from, and ties between them are common
  // (then the search would answer after all): such hands are searched at once, as are hands of three
  // ranks for sets or more. Each other rank's choice is its three cards or none.
  const uint32_t second = ranks & (ranks - 1);
  if ((second & (second - 1)) != 0 || (hand & hand >> 16 & hand >> 32 & hand >> 48 & ranks) != 0) return false;
  const uint64_t one = hand & Lanes(ranks & ~second), two = hand & Lanes(second);
  // The cards dead whatever the choice (a choice only takes cards from runs) are summed once;
  // each choice's other dead cards are few in dense hands.
  const uint64_t dead = RunDead(hand);
  const uint64_t always = dead & ~Lanes(ranks);
  const int base = Value(always);
  // No set first, then each rank's set alone, then both.
  int best = base + FewValue(dead & ~always);
  uint64_t sets = 0;
  bool tie = false;
  auto consider = [&](uint64_t chosen) {
    const int v = base + FewValue(RunDead(hand & ~chosen) & ~always);
    if (v < best) {
      best = v;
      sets = chosen;
      tie = false;
    } else if (v == best) {
      tie = true;
    }
  };
  if (one != 0) consider(one);
  if (two != 0) {
    consider(two);
    consider(one | two);
  }
  if (tie) return false;
  choice.value = best;
  choice.sets = sets;
  choice.runs = hand & ~sets & ~RunDead(hand & ~sets);
  return true;
}

template <bool kFirst>
int NaturalSearch::ArrangeSolve(uint64_t hand, int bound, uint64_t* melds, int& count) {
  return ArrangeSolveInline<kFirst>(hand, bound, melds, count, true);
}

// ArrangeSolve's body, inlined into ArrangeBranch as Solve's is into Branch.
template <bool kFirst>
[[gnu::always_inline]] inline int NaturalSearch::ArrangeSolveInline(uint64_t hand, int bound, uint64_t* melds, int& count,
                                                                    bool whole) {
  count = 0;
  if (hand == 0) return 0;
  // Dead cards are deadwood: the option the arrangement takes for them first, and always the best.
  const uint64_t dead = Dead(hand);
  const int dv = dead == 0 ? 0 : whole ? Value(dead) : FewValue(dead);
  if (dv >= bound) return dv;
  const uint64_t live = hand & ~dead;
  if (live != 0 && OneMeld<kFirst>(live)) {
    melds[0] = live;
    count = 1;
    return dv;
  }
  return dv + ArrangeBranch<kFirst>(live, bound - dv, melds, count);
}

// Branch, keeping the arrangement. kFirst: the first option (deadwood, then the melds in
// ForEachMeld's order) that reaches the least. The melds are searched first, as Branch does
// (they find a low bound soonest); deadwood is searched after them just far enough to tell a tie,
// and wins it. An option is kept only when it is exact (below its bound), and a later one only
// when it is lower, so what is kept is the first option that reaches the least, with its own
// first arrangement below. Otherwise any arrangement at the least: Branch's order and bounds.
template <bool kFirst>
int NaturalSearch::ArrangeBranch(uint64_t live, int bound, uint64_t* melds, int& count) {
  count = 0;
  if (live == 0 || bound <= 0) return 0;
  ++nodes_;
  const int bit = LowBit(live);
  const uint64_t own = uint64_t{1} << bit;
  int best = INT_MAX;
  uint64_t below[kMaxMelds];
  int n = 0;
  ForEachMeld<!kFirst>(live, bit, [&](uint64_t meld) {
    const int v = ArrangeSolveInline<kFirst>(live & ~meld, std::min(best, bound), below, n);
    if (v < best) {
      best = v;
      melds[0] = meld;
      for (int j = 0; j < n; ++j) melds[j + 1] = below[j];
      count = n + 1;
    }
    return best == 0;
  });
  const int cost = value_[bit & 15];
  // kFirst: a tie with the best meld must be seen.
  const int limit = !kFirst ? std::min(best, bound) : best < bound ? best + 1 : bound;
  if (cost < limit) {
    const int v = cost + ArrangeSolveInline<kFirst>(live & ~own, limit - cost, below, n);
    if (v < limit || v < best) {
      best = v;
      for (int j = 0; j < n; ++j) melds[j] = below[j];
      count = n;
    }
  }
  return best;
}

template int NaturalSearch::ArrangeSolve<true>(uint64_t, int, uint64_t*, int&);
template int NaturalSearch::ArrangeSolve<false>(uint64_t, int, uint64_t*, int&);

bool NaturalSearch::Find(uint64_t hand, int target, uint64_t* melds, int& count) {
  return FindInline(hand, target, melds, count, true);
}

// Find's body, inlined into FindBranch as Solve's is into Branch.
[[gnu::always_inline]] inline bool NaturalSearch::FindInline(uint64_t hand, int target, uint64_t* melds, int& count, bool whole) {
  // Dead cards are deadwood in every arrangement (and the first option the order gives them).
  const uint64_t dead = Dead(hand);
  if (dead != 0) {
    target -= whole ? Value(dead) : FewValue(dead);
    if (target < 0) return false;
  }
  return FindBranch(hand & ~dead, target, melds, count);
}

// The lowest card's options in Arrange's order, deadwood first, each followed only as far as the
// rest can still reach what is left of the target; the first that does is kept.
bool NaturalSearch::FindBranch(uint64_t live, int target, uint64_t* melds, int& count) {
  if (live == 0) {
    count = 0;
    return true;
  }
  ++nodes_;
  const int bit = LowBit(live);
  const uint64_t own = uint64_t{1} << bit;
  const int cost = value_[bit & 15];
  if (cost <= target && FindInline(live & ~own, target - cost, melds, count)) return true;
  return ForEachMeld(live, bit, [&](uint64_t meld) {
    if (!FindInline(live & ~meld, target, melds + 1, count)) return false;
    melds[0] = meld;
    ++count;
    return true;
  });
}

}  // namespace rummy
