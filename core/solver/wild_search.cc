#include "solver/wild_search.h"

#include <algorithm>

#include "util/error.h"

namespace rummy {

WildSearch::WildSearch(const Rules& rules) {
  lo_ = rules.pack.min_rank;
  const int hi = rules.pack.max_rank;
  positions_ = hi - lo_ + 1;
  lane_ = positions_ + 1;
  suits_ = rules.pack.num_suits;
  const bool ace_high = rules.AceHigh() && rules.aces_meldable;
  const bool every_rank_melds = lo_ >= 2 || (rules.aces_meldable && rules.AceLow());
  applies_ = rules.max_wilds_per_meld < 0 && rules.LargestSet() == 0 && !rules.set_suits_distinct &&
             (rules.naturals == NaturalsPolicy::kAny || rules.naturals == NaturalsPolicy::kAtLeastOne) && rules.min_set == 3 &&
             rules.min_run == 3 && !ace_high && every_rank_melds && lo_ >= 1 && hi <= 13 && positions_ >= 3 &&
             rules.LongestRun() >= positions_ && suits_ >= 1 && suits_ <= 5 && suits_ * lane_ <= 64;
  if (!applies_) return;
  for (int s = 0; s < suits_; ++s) {
    lane_bits_[s] = ((uint64_t{1} << positions_) - 1) << (s * lane_);
    first_ |= uint64_t{1} << (s * lane_);
    last_ |= uint64_t{1} << (s * lane_ + positions_ - 1);
    for (int p = 0; p < positions_; ++p) {
      const int r = lo_ + p;
      column_[p] |= uint64_t{1} << (s * lane_ + p);
      position_[s * lane_ + p] = static_cast<int8_t>(p);
      lane_of_[s * lane_ + p] = static_cast<int8_t>(s);
      // A card of the wild rank counted natural is still worth the wild value in hand (Solver's value_).
      value_[s * lane_ + p] = rules.wild_rank != 0 && r == rules.wild_rank ? rules.wild_rank_hand_value : rules.hand_value[r];
    }
  }
  table_.assign(size_t{1} << kTableBits, Entry{});
}

void WildSearch::Clear() { std::fill(table_.begin(), table_.end(), Entry{}); }

uint64_t WildSearch::Dead(uint64_t one, uint64_t two, int w) const {
  // Copies of each rank (lane positions), counted to three: a set needs 3 - w of them. Five
  // lanes always (a pack's lanes past its suits are empty; 4 * lane_ < 64); then the second
  // copies, which are few.
  const uint64_t lane = (uint64_t{1} << positions_) - 1;
  uint64_t ge1 = 0, ge2 = 0, ge3 = 0;
  auto add = [&](uint64_t x) {
    ge3 |= ge2 & x;
    ge2 |= ge1 & x;
    ge1 |= x;
  };
  add(one & lane);
  add((one >> lane_) & lane);
  add((one >> (2 * lane_)) & lane);
  add((one >> (3 * lane_)) & lane);
  add((one >> (4 * lane_)) & lane);
  for (uint64_t x = two; x != 0; x &= x - 1) add(uint64_t{1} << position_[__builtin_ctzll(x)]);
  // The ranks in every lane (no carry: a lane has room for its positions and one bit more).
  uint64_t live = (w == 0 ? ge3 : ge2) * first_;
  if (w == 0) {
    // Three positions in a row (the empty bit between lanes stops a row at its lane's end).
    const uint64_t windows = one & (one >> 1) & (one >> 2);
    live |= windows | (windows << 1) | (windows << 2);
  } else {
    // Another card one or two positions away: the wild makes the third.
    live |= (one >> 1) | (one << 1) | ((one >> 2) & ~last_) | ((one << 2) & ~first_);
  }
  return one & ~live;
}

int WildSearch::Solve(uint64_t one, uint64_t two, int w, bool flag, int bound, bool token) {
  if (one == 0) return token ? kNoDiscard : Base(w, flag);
  if (w <= 1) {
    const uint64_t dead = Dead(one, two, w);
    if (dead != 0) {
      const int dv = Value(dead) + Value(dead & two);
      one &= ~dead;
      two &= ~dead;
      if (!token) {
        if (dv >= bound) return dv;
        return dv + Branch(one, two, w, flag, bound - dv, false);
      }
      // The discard: the most valuable dead card, or a live one.
      int most = 0;
      for (uint64_t x = dead; x != 0; x &= x - 1) most = std::max(most, value_[__builtin_ctzll(x)]);
      const int kept = dv - most;
      if (kept >= bound) return kept;
      int best = kept + Branch(one, two, w, flag, bound - kept, false);
      const int limit = std::min(best, bound);
      if (one != 0 && dv < limit) best = std::min(best, dv + Branch(one, two, w, flag, limit - dv, true));
      return best;
    }
  }
  return Branch(one, two, w, flag, bound, token);
}

// Every meld the lowest natural card c can start (o, t: the cards without one copy of c): the runs up
// from it, the longest first, then the sets of its rank. visit(o2, t2, wilds) gets the cards left
// and the wilds the meld takes; true stops.
template <class Visit>
[[gnu::always_inline]] inline void WildSearch::Melds(uint64_t o, uint64_t t, int c, int w, Visit&& visit) const {
  const uint64_t own = uint64_t{1} << c;
  const int s = lane_of_[c], p = position_[c];
  // Runs up from the card, the longest first: each ends on a natural card of the suit, takes
  // every natural card between and fills the gaps (and the third place) with wilds.
  const uint64_t above = o & lane_bits_[s] & ~((own << 1) - 1);  // o holds all but c: the same above it
  uint64_t ends[16];
  int need[16], k = 0, n = 1;
  for (uint64_t x = above; x != 0; x &= x - 1) {
    const int end = __builtin_ctzll(x);
    ++n;
    const int span = end - c + 1;
    if (span - n > w) break;  // the gaps only grow
    const int wilds = std::max(3, span) - n;
    if (wilds > w) continue;
    ends[k] = end;
    need[k++] = wilds;
  }
  for (int i = k - 1; i >= 0; --i) {
    uint64_t o2 = o, t2 = t;
    Take(o2, t2, above & ((uint64_t{2} << ends[i]) - 1));
    if (visit(o2, t2, need[i])) return;
  }
  // A set of the card's rank: the copies no run could hold go in; each other copy in or not.
  const uint64_t copies = o & column_[p];
  int faces[8], most[8], take[8], m = 1, free_count = 0;
  uint64_t forced = 0;
  for (uint64_t x = copies; x != 0; x &= x - 1) {
    const int f = __builtin_ctzll(x);
    const int n_f = 1 + static_cast<int>((t >> f) & 1);
    // A run through f needs another card of its suit within reach of the wilds (two places
    // with none: three in a row).
    const int reach = std::max(2, w + 1);
    const int from = std::max(0, f - reach), to = std::min(62, f + reach);
    const uint64_t near =
        ((uint64_t{2} << to) - 1) & ~((uint64_t{1} << from) - 1) & lane_bits_[lane_of_[f]] & ~(uint64_t{1} << f);
    if ((o & near) == 0) {
      forced |= uint64_t{1} << f;
      m += n_f;
    } else {
      faces[free_count] = f;
      most[free_count] = n_f;
      take[free_count++] = n_f;
    }
  }
  // Every choice, the most copies first (an odometer counting down).
  for (;;) {
    int in = m;
    uint64_t o2 = o & ~forced, t2 = t & ~forced;
    for (int i = 0; i < free_count; ++i) {
      in += take[i];
      const uint64_t fb = uint64_t{1} << faces[i];
      if (take[i] == most[i]) {
        o2 &= ~fb;
        t2 &= ~fb;
      } else if (take[i] == 1) {
        t2 &= ~fb;
      }
    }
    const int wilds = std::max(0, 3 - in);
    if (wilds <= w && visit(o2, t2, wilds)) return;
    int i = 0;
    while (i < free_count && take[i] == 0) {
      take[i] = most[i];
      ++i;
    }
    if (i == free_count) return;
    --take[i];
  }
}

int WildSearch::Branch(uint64_t one, uint64_t two, int w, bool flag, int bound, bool token) {
  if (one == 0) return token ? kNoDiscard : Base(w, flag);
  if (bound <= 0) return 0;
  ++nodes_;
  const uint64_t h = (one * 0x9E3779B97F4A7C15ULL) ^ (two * 0xC2B2AE3D27D4EB4FULL) ^
                     (static_cast<uint64_t>(w * 4 + flag * 2 + token + 1) * 0xD6E8FEB86659FD93ULL);
  Entry& e = table_[static_cast<size_t>(h >> (64 - kTableBits))];
  const uint8_t key_bits = static_cast<uint8_t>(flag | token << 1);
  if (e.stamp == stamp_ && e.one == one && e.two == two && e.w == w && (e.bits & 3) == key_bits &&
      ((e.bits & 4) || e.value >= bound)) {
    return e.value;
  }
  const int c = __builtin_ctzll(one);
  uint64_t o = one, t = two;
  Take(o, t, uint64_t{1} << c);
  int best = INT_MAX;
  auto limit = [&] { return std::min(best, bound); };
  Melds(o, t, c, w, [&](uint64_t o2, uint64_t t2, int wilds) {
    best = std::min(best, Solve(o2, t2, w - wilds, true, limit(), token));
    return best == 0;
  });
  if (best != 0) {
    // Deadwood, or (with a discard to make) the discard.
    const int cost = value_[c];
    if (cost < limit()) best = std::min(best, cost + Solve(o, t, w, flag, limit() - cost, token));
    if (token && best != 0) best = std::min(best, Solve(o, t, w, flag, limit(), false));
  }
  const bool exact = best < bound;
  const int value = exact ? best : bound;
  e = Entry{one,
            two,
            stamp_,
            static_cast<uint8_t>(w),
            static_cast<uint8_t>(key_bits | (exact ? 4 : 0)),
            static_cast<int16_t>(std::min(value, int{INT16_MAX}))};
  return value;
}

int WildSearch::Arrange(uint64_t one, uint64_t two, int w, int value, std::vector<Step>& steps, bool& melded) {
  melded = false;
  while (one != 0) {
    const int c = __builtin_ctzll(one);
    uint64_t o = one, t = two;
    Take(o, t, uint64_t{1} << c);
    bool found = false;
    Melds(o, t, c, w, [&](uint64_t o2, uint64_t t2, int wilds) {
      if (Solve(o2, t2, w - wilds, true, value + 1, false) != value) return false;
      const uint64_t taken = (one & ~o2) | (two & ~t2);
      steps.push_back(Step{taken, two & ~t2 & ~o2, wilds, true, (taken & ~column_[position_[c]]) != 0});
      one = o2;
      two = t2;
      w -= wilds;
      found = true;
      return true;
    });
    if (found) {
      melded = true;
      continue;
    }
    // No meld of it keeps the least: it is deadwood.
    steps.push_back(Step{uint64_t{1} << c, 0, 0, false, false});
    value -= value_[c];
    one = o;
    two = t;
  }
  RUMMY_CHECK(value == Base(w, melded));
  return w;
}

}  // namespace rummy
