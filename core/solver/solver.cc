#include "solver/solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <utility>

namespace rummy {

namespace {
constexpr int kUnbounded = 1000;
// A 16-bit rank mask repeated in each of four 16-bit lanes (one lane a suit).
constexpr uint64_t Lanes(uint32_t ranks) { return uint64_t{ranks & 0xFFFFu} * 0x0001000100010001ULL; }
}  // namespace

Solver::Solver(const Rules& rules) : rules_(rules), table_(size_t{1} << kTableBits), wild_(rules), natural_(rules) {
  num_suits_ = rules.pack.num_suits;
  ace_high_ = rules.AceHigh() && rules.aces_meldable;
  lo_pos_ = rules.aces_meldable && rules.AceLow() ? rules.pack.min_rank : std::max(rules.pack.min_rank, 2);
  hi_pos_ = ace_high_ ? 14 : rules.pack.max_rank;
  longest_run_ = std::min({rules.LongestRun(), 13, hi_pos_ - lo_pos_ + 1});
  largest_set_ = rules.LargestSet() == 0 ? kUnbounded : rules.LargestSet();
  cap_ = rules.max_wilds_per_meld < 0 ? kUnbounded : rules.max_wilds_per_meld;
  absorb_free_ = largest_set_ == kUnbounded && cap_ == kUnbounded &&
                 (rules.naturals == NaturalsPolicy::kAny || rules.naturals == NaturalsPolicy::kAtLeastOne);
  all_wild_ok_ = rules.naturals == NaturalsPolicy::kAny;
  flex_as_wild_ = rules.wild_rank != 0 && (rules.wild_rank != kAce || rules.aces_meldable) &&
                  rules.naturals == NaturalsPolicy::kAtLeastOne && largest_set_ == kUnbounded && cap_ == kUnbounded;
  min_meld_ = std::min(rules.min_set, rules.min_run);
  for (int r = 0; r < 16; ++r) value_[r] = (r >= 1 && r <= 13) ? rules.hand_value[r] : 0;
  distinct_suits_ = rules.set_suits_distinct;
  for (int pos = lo_pos_; pos <= std::min(13, hi_pos_); ++pos) run_positions_ |= 1u << pos;
  meldable_ranks_ = rules.aces_meldable ? 0x3FFEu : 0x3FFCu;
  {
    const uint32_t v = run_positions_ | (ace_high_ ? 1u << 14 : 0u);
    valid3_ = v & (v >> 1) & (v >> 2);
  }
  lane_positions_ = Lanes(run_positions_);
  lane_meldable_ = Lanes(meldable_ranks_);
  lane_valid3_ = Lanes(valid3_);
  dead_check_wilds_ = rules.min_run == 3 && rules.min_set == 3 && cap_ >= 1 && NaturalsOk(2, 1) ? 1 : 0;
  // A card of the wild rank kept as a natural is still worth the wild value in hand.
  if (rules.wild_rank != 0) value_[rules.wild_rank] = rules.wild_rank_hand_value;
}

// Add and Remove run at every step of every search: always inlined.
[[gnu::always_inline]] inline void Solver::Remove(int s, int r) {
  if (cnt_[s][r] == 4) --crowded_;
  const bool last = --cnt_[s][r] == 0;
  if (last) {
    mask_[s] &= static_cast<uint16_t>(~(1u << r));
    rank_suits_[r] &= static_cast<uint8_t>(~(1u << s));
  }
  if (last || !distinct_suits_) {
    const int n = rank_n_[r]--;
    if (n == rules_.min_set) set_ranks_ &= ~(1u << r);
    if (n == rules_.min_set - 1) set_ranks1_ &= ~(1u << r);
  }
  const int i = s * 13 + r - 1;
  key_[i >> 5] -= uint64_t{1} << ((i & 31) * 2);
}

[[gnu::always_inline]] inline void Solver::Add(int s, int r) {
  const bool first = cnt_[s][r]++ == 0;
  if (cnt_[s][r] == 4) ++crowded_;
  if (first) {
    mask_[s] |= static_cast<uint16_t>(1u << r);
    rank_suits_[r] |= static_cast<uint8_t>(1u << s);
  }
  if (first || !distinct_suits_) {
    const int n = ++rank_n_[r];
    if (n == rules_.min_set) set_ranks_ |= 1u << r;
    if (n == rules_.min_set - 1) set_ranks1_ |= 1u << r;
  }
  const int i = s * 13 + r - 1;
  key_[i >> 5] += uint64_t{1} << ((i & 31) * 2);
}

static_assert(std::endian::native == std::endian::little, "mask_[0..3] are read as one word, suit 0 lowest");
static_assert(kNumSuits == 5, "four suits in one word, the fifth apart");

uint64_t Solver::FirstFourSuits() const {
  uint64_t m;
  std::memcpy(&m, mask_, sizeof m);
  return m;
}

bool Solver::Lowest(int& s, int& r) const {
  if (const uint64_t m = FirstFourSuits()) {
    const int b = std::countr_zero(m);
    s = b >> 4;
    r = b & 15;
    return true;
  }
  if (mask_[4] != 0) {
    s = 4;
    r = std::countr_zero(static_cast<unsigned>(mask_[4]));
    return true;
  }
  return false;
}


template <int W>
bool Solver::DeadCards(DeadSet& dead) const {
  // Four suits at a time, one 16-bit lane each: the first four suits' masks as one word, then
  // the fifth suit's. A lane's bits 0 and 15 hold no run position, so no window of positions
  // found below runs from one lane into the next.
  const int need = rules_.min_run;
  const uint64_t sets = Lanes((W == 0 ? set_ranks_ : set_ranks1_) & meldable_ranks_);
  const uint64_t positions = lane_positions_, meldable = lane_meldable_;
  constexpr uint64_t aces = Lanes(1u << kAce);
  dead.value = dead.highest = 0;
  for (int part = 0; part < 2; ++part) {
    const uint64_t m = part == 0 ? FirstFourSuits() : mask_[4];
    dead.mask[part] = 0;
    if (m == 0) continue;
    // Run positions held (an ace also at 14 when it may be high), the windows of `need` of them
    // in a row, and the positions those windows cover, back as ranks.
    uint64_t p = m & positions;
    if (ace_high_) p |= (m & aces) << 13;
    uint64_t cover;
    if constexpr (W == 1) {  // three positions in a row, two of them held and the wild in the third
      const uint64_t windows = lane_valid3_ & ((p & (p >> 1)) | (p & (p >> 2)) | ((p >> 1) & (p >> 2)));
      cover = (windows | (windows << 1) | (windows << 2)) & p;
    } else if (need == 3) {  // the usual shortest run, spelt out
      const uint64_t windows = p & (p >> 1) & (p >> 2);
      cover = windows | (windows << 1) | (windows << 2);
    } else {
      uint64_t windows = p;
      for (int k = 1; k < need; ++k) windows &= p >> k;
      cover = windows;
      for (int k = 1; k < need; ++k) cover |= windows << k;
    }
    // (Without a high ace, every window lies within its lane's positions already.)
    if (ace_high_) cover = (cover & Lanes(0x3FFEu)) | ((cover >> 13) & aces);
    uint64_t d = m & ~(sets | (cover & meldable));
    dead.mask[part] = d;
    while (d) {
      const int b = std::countr_zero(d);
      d &= d - 1;
      const int r = b & 15;
      dead.value += value_[r] * cnt_[part * 4 + (b >> 4)][r];
      dead.highest = std::max(dead.highest, value_[r]);
    }
  }
  return (dead.mask[0] | dead.mask[1]) != 0;
}

void Solver::SetDead(const DeadSet& dead, bool remove) {
  for (int part = 0; part < 2; ++part) {
    for (uint64_t d = dead.mask[part]; d; d &= d - 1) {
      const int b = std::countr_zero(d);
      const int s = part * 4 + (b >> 4), r = b & 15;
      // Every copy of the face at once (as Remove and Add one by one would leave the counts).
      const int i = s * 13 + r - 1;
      const uint16_t bit = static_cast<uint16_t>(1u << r);
      int n;
      if (remove) {
        n = cnt_[s][r];
        dead.copies[part * 64 + b] = static_cast<uint8_t>(n);
        cnt_[s][r] = 0;
        mask_[s] &= static_cast<uint16_t>(~bit);
        rank_suits_[r] &= static_cast<uint8_t>(~(1u << s));
        rank_n_[r] = static_cast<uint8_t>(rank_n_[r] - (distinct_suits_ ? 1 : n));
        key_[i >> 5] -= uint64_t(n) << ((i & 31) * 2);
      } else {
        n = dead.copies[part * 64 + b];
        cnt_[s][r] = static_cast<uint8_t>(n);
        mask_[s] |= bit;
        rank_suits_[r] |= static_cast<uint8_t>(1u << s);
        rank_n_[r] = static_cast<uint8_t>(rank_n_[r] + (distinct_suits_ ? 1 : n));
        key_[i >> 5] += uint64_t(n) << ((i & 31) * 2);
      }
      if (n == 4) crowded_ += remove ? -1 : 1;
      // set_ranks_ holds the ranks with min_set or more, set_ranks1_ with min_set - 1 or more
      // (none when that is 0: Add never sets it then).
      const int held = rank_n_[r], one_short = rules_.min_set - 1;
      set_ranks_ = held >= rules_.min_set ? set_ranks_ | bit : set_ranks_ & ~uint32_t{bit};
      set_ranks1_ = one_short >= 1 && held >= one_short ? set_ranks1_ | bit : set_ranks1_ & ~uint32_t{bit};
    }
  }
}

void Solver::SetNewWildPool(const std::vector<int>& v, int flex) {
  RUMMY_CHECK(v.size() < 64 && std::is_sorted(v.begin(), v.end()));
  // A memo entry's value depends on the sub-hand (its whole key) and on the wild pool only, so
  // each pool gets its own stamp and entries stay good whenever their pool comes back: across
  // the discards a bot tries (dropping a wild card changes the pool, and back) and across calls
  // for the hands that follow.
  wilds_total_ = static_cast<int>(v.size());
  leftover_cost_[0] = 0;
  for (int k = 0; k < wilds_total_; ++k) leftover_cost_[k + 1] = leftover_cost_[k] + v[k];
  pool_flex_ = flex;
  for (size_t i = 0; i < pools_.size(); ++i) {
    if (pools_flex_[i] == flex && pools_[i] == v) {
      stamp_ = first_stamp_ + static_cast<uint32_t>(i);
      return;
    }
  }
  if (pools_.size() == kMaxPools) Forget();
  if (first_stamp_ > UINT32_MAX - kMaxPools) {  // stamps run out after ~4e9 pools: start afresh
    std::fill(table_.begin(), table_.end(), Entry{});
    std::fill(std::begin(recent_), std::end(recent_), Whole{});
    wild_.Clear();
    first_stamp_ = 1;
  }
  pools_.push_back(v);
  pools_flex_.push_back(flex);
  stamp_ = first_stamp_ + static_cast<uint32_t>(pools_.size() - 1);
}

void Solver::Forget() {
  first_stamp_ += kMaxPools;  // no entry made so far carries a stamp from here on
  pools_.clear();
  pools_flex_.clear();
  stamp_ = 0;
}

void Solver::Load(const std::vector<Card>& hand) {
  nodes_ = 0;
  if (loaded_ok_ && hand == loaded_) {  // the counts are as this hand left them
    flex_natural_.assign(flex_faces_.size(), 0);
    return;
  }
  // The hand loaded before with its last card added, taken out or changed (a bot's questions
  // from turn to turn: the hand with the card on the discard pile, then with the card drawn): that
  // card alone, where no wild-rank card may be natural.
  if (loaded_ok_ && flex_faces_.empty() && !hand.empty() && !loaded_.empty()) {
    const size_t n = hand.size(), m = loaded_.size();
    const size_t same = std::min(n, m) - (n == m ? 1 : 0);
    const Card in = hand.back(), out = loaded_.back();
    if ((n == m + 1 || n == m || n + 1 == m) &&
        std::equal(hand.begin(), hand.begin() + static_cast<long>(same), loaded_.begin()) && (n < m || !IsFlex(in)) &&
        (n > m || !IsFlex(out))) {
      if (n <= m) {  // the last card loaded leaves
        if (!rules_.IsWild(out)) {
          Remove(static_cast<int>(out.suit()), out.rank());
        } else {
          base_wilds_.erase(std::find(base_wilds_.begin(), base_wilds_.end(), rules_.HandValue(out)));
        }
        loaded_.pop_back();
      }
      if (n >= m) {  // the hand's last card comes in
        if (!rules_.IsWild(in)) {
          Add(static_cast<int>(in.suit()), in.rank());
        } else {
          const int v = rules_.HandValue(in);
          base_wilds_.insert(std::upper_bound(base_wilds_.begin(), base_wilds_.end(), v), v);
        }
        loaded_.push_back(in);
      }
      return;
    }
  }
  std::fill(&cnt_[0][0], &cnt_[0][0] + sizeof(cnt_), uint8_t{0});
  std::fill(mask_, mask_ + kNumSuits, uint16_t{0});
  std::fill(rank_suits_, rank_suits_ + 16, uint8_t{0});
  std::fill(rank_n_, rank_n_ + 16, uint8_t{0});
  set_ranks_ = set_ranks1_ = 0;
  key_[0] = key_[1] = key_[2] = 0;
  crowded_ = 0;
  base_wilds_.clear();
  flex_faces_.clear();
  for (Card c : hand) {
    if (!rules_.IsWild(c)) {
      Add(static_cast<int>(c.suit()), c.rank());
    } else if (IsFlex(c)) {
      flex_faces_.push_back(c.face());
    } else {
      base_wilds_.push_back(rules_.HandValue(c));
    }
  }
  std::sort(base_wilds_.begin(), base_wilds_.end());
  std::sort(flex_faces_.begin(), flex_faces_.end());
  flex_natural_.assign(flex_faces_.size(), 0);
  value_flex_ = 0;
  if (flex_as_wild_ && !flex_faces_.empty()) {
    value_flex_ = static_cast<int>(flex_faces_.size());
    value_wilds_ = base_wilds_;
    value_wilds_.insert(value_wilds_.end(), flex_faces_.size(), rules_.wild_rank_hand_value);
    std::sort(value_wilds_.begin(), value_wilds_.end());
  }
  loaded_ = hand;
  loaded_ok_ = true;
}

int Solver::Solve(bool keep_best) {
  if (flex_faces_.empty() || (flex_as_wild_ && !keep_best)) {  // no choice to make for the least
    SetValuePool();
    return SearchLeast(INT_MAX);
  }
  // Each flex card is either a natural of its own face or a wild. Identical faces are
  // interchangeable, so the choice is "how many of this face are natural": choose it as a
  // non-increasing 0/1 pattern within each run of equal faces.
  const int n = static_cast<int>(flex_faces_.size());
  int best = INT_MAX;
  std::vector<int> best_choice(n, 0), choice(n, 0);
  for (uint32_t bits = 0; bits < (1u << n); ++bits) {
    bool canonical = true;
    for (int i = 1; i < n; ++i) {
      if (flex_faces_[i] == flex_faces_[i - 1] && ((bits >> i) & 1u) > ((bits >> (i - 1)) & 1u)) canonical = false;
    }
    if (!canonical) continue;
    std::vector<int> pool = base_wilds_;
    for (int i = 0; i < n; ++i) {
      choice[i] = (bits >> i) & 1u;
      if (choice[i]) {
        Add(flex_faces_[i] / 13, flex_faces_[i] % 13 + 1);
      } else {
        pool.push_back(rules_.wild_rank_hand_value);
      }
    }
    std::sort(pool.begin(), pool.end());
    SetWildPool(pool);
    const int v = SearchLeast(INT_MAX);
    if (v < best) {
      best = v;
      best_choice = choice;
    }
    for (int i = 0; i < n; ++i) {
      if (choice[i]) Remove(flex_faces_[i] / 13, flex_faces_[i] % 13 + 1);
    }
  }
  flex_natural_ = best_choice;
  if (keep_best) {
    loaded_ok_ = false;  // the counts now hold the flex cards chosen as naturals
    std::vector<int> pool = base_wilds_;
    for (int i = 0; i < n; ++i) {
      if (best_choice[i]) {
        Add(flex_faces_[i] / 13, flex_faces_[i] % 13 + 1);
      } else {
        pool.push_back(rules_.wild_rank_hand_value);
      }
    }
    std::sort(pool.begin(), pool.end());
    SetWildPool(pool);
    RUMMY_CHECK(SearchLeast(INT_MAX) == best);
  }
  return best;
}

bool Solver::NaturalsOk(int naturals, int wilds) const {
  if (wilds > cap_) return false;
  switch (rules_.naturals) {
    case NaturalsPolicy::kAny: return true;
    case NaturalsPolicy::kAtLeastOne: return naturals >= 1;
    case NaturalsPolicy::kAtLeastWilds: return naturals >= wilds;
    case NaturalsPolicy::kMoreThanWilds: return naturals > wilds;
  }
  return false;
}

// With no wild left: can the (already removed) card (s, r) still be part of any meld?
bool Solver::CanMeld(int s, int r) const {
  if (r == kAce && !rules_.aces_meldable) return false;
  // The card itself plus what rank_n_ counts of the rest (suits holding the rank count its own
  // suit only once: not again when another copy of the card is still there).
  const int others = distinct_suits_ ? rank_n_[r] - (cnt_[s][r] > 0) : rank_n_[r];
  if (1 + others >= rules_.min_set) return true;
  const int need = rules_.min_run - 1;
  const uint32_t m = mask_[s];
  const uint32_t above = ((1u << need) - 1) << (r + 1);
  if (r + need <= std::min(13, hi_pos_) && (m & above) == above) return true;
  if (r == kAce && ace_high_) {
    const uint32_t top = ((1u << need) - 1) << (14 - need);
    if ((m & top) == top) return true;
  }
  return false;
}

int Solver::Base(int w, bool flag) const {
  if (w == 0 || flag) return 0;
  if (all_wild_ok_ && w >= min_meld_ && (largest_set_ >= w || longest_run_ >= w)) return 0;
  // A wild-rank card among the wilds left may stand for itself: a set of its rank with the rest.
  if (pool_flex_ > 0 && w >= rules_.min_set) return 0;
  return leftover_cost_[w];
}

template <typename Visit>
bool Solver::CloseRun(int s, int lo, int hi, int n, int gaps, int w, bool flag, Plan& plan, Visit& visit) {
  const int len = hi - lo + 1;
  const int top = lo == 1 ? 13 : hi_pos_;
  const int bottom = hi == 14 ? std::max(lo_pos_, 2) : lo_pos_;
  const int room = std::min((lo - bottom) + (top - hi), longest_run_ - len);
  const int emin = std::max(0, rules_.min_run - len);
  int emax = std::min({w - gaps, room, cap_ - gaps});
  if (absorb_free_ && flag) emax = std::min(emax, emin);
  for (int e = emin; e <= emax; ++e) {
    if (!NaturalsOk(n, gaps + e)) continue;
    plan.is_run = true;
    plan.suit = s;
    plan.low = lo;
    plan.rank = hi;  // for runs: the highest natural-or-gap position before extras
    plan.length = len + e;
    plan.wilds = gaps + e;
    if (visit(0, w - gaps - e, flag, &plan)) return true;
  }
  return false;
}

template <typename Visit>
bool Solver::RunUp(int s, int r, int top, int n, int gaps, int w, bool flag, Plan& plan, Visit& visit) {
  if (CloseRun(s, r, top, n, gaps, w, flag, plan, visit)) return true;
  const int len = top - r + 1;
  const int limit = std::min(13, hi_pos_);
  for (int q = top + 1; q <= limit; ++q) {
    const int gapc = q - top - 1;
    if (gaps + gapc > w || gaps + gapc > cap_ || len + gapc + 1 > longest_run_) break;
    if (!cnt_[s][q]) continue;
    Remove(s, q);
    plan.naturals[q] = 1;
    const bool stop = RunUp(s, r, q, n + 1, gaps + gapc, w, flag, plan, visit);
    plan.naturals[q] = 0;
    Add(s, q);
    if (stop) return true;
  }
  return false;
}

template <typename Visit>
bool Solver::RunDown(int s, int bottom, int n, int gaps, int w, bool flag, Plan& plan, Visit& visit) {
  if (CloseRun(s, bottom, 14, n, gaps, w, flag, plan, visit)) return true;
  const int len = 14 - bottom + 1;
  for (int q = bottom - 1; q >= 2; --q) {
    const int gapc = bottom - q - 1;
    if (gaps + gapc > w || gaps + gapc > cap_ || len + gapc + 1 > longest_run_) break;
    if (!cnt_[s][q]) continue;
    Remove(s, q);
    plan.naturals[q] = 1;
    const bool stop = RunDown(s, q, n + 1, gaps + gapc, w, flag, plan, visit);
    plan.naturals[q] = 0;
    Add(s, q);
    if (stop) return true;
  }
  return false;
}

template <typename Visit>
bool Solver::SetOptions(int s, int r, int t, int n, int w, bool flag, Plan& plan, Visit& visit) {
  // Suits with no card to give are passed over here rather than by a call each.
  uint32_t give = rank_suits_[r] & (~0u << t);
  if (distinct_suits_) give &= ~(1u << s);
  t = give ? std::countr_zero(give) : num_suits_;
  if (t == num_suits_) {
    const int kmin = std::max(0, rules_.min_set - n);
    int kmax = std::min({w, cap_, largest_set_ - n});
    if (absorb_free_) kmax = std::min(kmax, kmin);
    for (int k = kmin; k <= kmax; ++k) {
      if (!NaturalsOk(n, k)) continue;
      plan.is_run = false;
      plan.suit = s;
      plan.rank = r;
      plan.length = n + k;
      plan.wilds = k;
      if (visit(0, w - k, flag || absorb_free_, &plan)) return true;
    }
    return false;
  }
  const int most = rules_.set_suits_distinct ? 1 : cnt_[t][r];
  for (int c = 0; c <= most && n + c <= largest_set_; ++c) {
    for (int i = 0; i < c; ++i) Remove(t, r);
    plan.naturals[t] = static_cast<uint8_t>(plan.naturals[t] + c);
    const bool stop = SetOptions(s, r, t + 1, n + c, w, flag, plan, visit);
    plan.naturals[t] = static_cast<uint8_t>(plan.naturals[t] - c);
    for (int i = 0; i < c; ++i) Add(t, r);
    if (stop) return true;
  }
  return false;
}

// Calls visit(cost, wilds_left, flag, plan) for every fate of the lowest natural card (s, r),
// with the cards of that option removed from the counts while visit runs; plan is nullptr
// for "deadwood". Stops early when visit returns true.
template <typename Visit>
bool Solver::ForEachOption(int s, int r, int w, bool flag, Visit&& visit, bool deadwood_last) {
  Remove(s, r);
  bool stop = !deadwood_last && visit(value_[r], w, flag, static_cast<const Plan*>(nullptr));
  if (!stop && (w > 0 || CanMeld(s, r))) {
    Plan plan{};
    if (r != kAce || rules_.aces_meldable) {
      plan.naturals[s] = 1;
      stop = SetOptions(s, r, s, 1, w, flag, plan, visit);
      plan.naturals[s] = 0;
    }
    if (!stop && r >= lo_pos_) {
      plan.naturals[r] = 1;
      stop = RunUp(s, r, r, 1, 0, w, flag, plan, visit);
      plan.naturals[r] = 0;
    }
    if (!stop && r == kAce && ace_high_) {
      plan.naturals[14] = 1;
      stop = RunDown(s, 14, 1, 0, w, flag, plan, visit);
      plan.naturals[14] = 0;
    }
  }
  if (!stop && deadwood_last) stop = visit(value_[r], w, flag, static_cast<const Plan*>(nullptr));
  Add(s, r);
  return stop;
}

[[gnu::always_inline]] inline int Solver::SearchUnmemoised(int s, int r, int w, bool flag, int bound, bool token) {
  int best = INT_MAX;
  ForEachOption(
      s, r, w, flag,
      [&](int cost, int w2, bool flag2, const Plan*) {
        const int limit = std::min(best, bound);
        if (cost >= limit) return false;
        const int v = cost + Search(w2, flag2, limit - cost, token);
        if (v < best) best = v;
        return best == 0;
      },
      /*deadwood_last=*/true);
  if (token && best != 0) {
    // The discard: the lowest card leaves the hand at no cost, and the rest is searched as usual.
    Remove(s, r);
    best = std::min(best, Search(w, flag, std::min(best, bound)));
    Add(s, r);
  }
  return best;
}

int Solver::Search(int w, bool flag, int bound, bool token) {
  const bool live = std::exchange(live_only_, false);
  int s, r;
  if (!Lowest(s, r)) return token ? kNoDiscard : Base(w, flag);
  ++nodes_;
  if (w <= dead_check_wilds_ && !live) {
    // Cards that no meld of this sub-hand can hold (no set of their rank and no run through
    // them with the wilds left) are deadwood whatever happens, in every smaller sub-hand too:
    // they leave together, and the rest is searched (and remembered) on its own.
    DeadSet dead;
    if (w == 0 ? DeadCards<0>(dead) : DeadCards<1>(dead)) return SearchLive(dead, w, flag, bound, token);
  }
  // Four copies of a face (Five Crowns with four decks) do not fit the key's two bits a face.
  if (crowded_ != 0) return std::min(SearchUnmemoised(s, r, w, flag, bound, token), bound);
  const uint64_t k0 = key_[0], k1 = key_[1], k2 = key_[2];
  const uint64_t h = (k0 * 0x9E3779B97F4A7C15ULL) ^ (k1 * 0xC2B2AE3D27D4EB4FULL) ^ (k2 * 0x165667B19E3779F9ULL) ^
                     (static_cast<uint64_t>(w * 4 + flag * 2 + token + 1) * 0xD6E8FEB86659FD93ULL);
  const size_t idx = static_cast<size_t>(h >> (64 - kTableBits));
  {
    const Entry& e = table_[idx];
    if (e.stamp == stamp_ && e.k0 == k0 && e.k1 == k1 && e.k2 == k2 && e.w == w && e.flag == flag && e.token == token &&
        (e.exact || e.value >= bound)) {
      return e.value;
    }
  }
  // Every option not looked at, or cut short, is worth at least `bound`: then `bound` is all
  // that is known (a lower bound), and it is remembered as such.
  const int best = SearchUnmemoised(s, r, w, flag, bound, token);
  const bool exact = best < bound;
  const int value = exact ? best : bound;
  table_[idx] = Entry{
      k0, k1, k2, stamp_, static_cast<uint8_t>(w), flag, token, exact, static_cast<int16_t>(std::min(value, int{INT16_MAX}))};
  return value;
}

bool Solver::DeadWorthMore(int value) const {
  if (wilds_total_ > dead_check_wilds_ || crowded_ != 0) return false;
  DeadSet dead;
  const bool any = wilds_total_ == 0 ? DeadCards<0>(dead) : DeadCards<1>(dead);
  return any && dead.highest > value;
}

int Solver::SearchLive(const DeadSet& dead, int w, bool flag, int bound, bool token) {
  auto below = [&](int cost) { return bound == INT_MAX ? INT_MAX : bound - cost; };
  // With a discard to make, the most valuable dead card is the best dead one to let go.
  const int kept = token ? dead.value - dead.highest : dead.value;
  if (kept >= bound) return kept;
  SetDead(dead, /*remove=*/true);
  live_only_ = true;
  int best = kept + Search(w, flag, below(kept));
  if (token && dead.value < std::min(best, bound)) {
    // Or a live card goes.
    live_only_ = true;
    best = std::min(best, dead.value + Search(w, flag, std::min(best, bound) - dead.value, /*token=*/true));
  }
  SetDead(dead, /*remove=*/false);
  return best;
}

int Solver::SearchWithout(Card c, int bound) {
  if (rules_.IsWild(c)) {
    pool_ = ValueWilds();
    pool_.erase(std::find(pool_.begin(), pool_.end(), rules_.HandValue(c)));  // stays sorted
    SetWildPool(pool_, value_flex_ - (value_flex_ > 0 && !c.is_joker() ? 1 : 0));
    return SearchWhole(bound);
  }
  SetValuePool();
  const int s = static_cast<int>(c.suit()), r = c.rank();
  Remove(s, r);
  const int v = SearchWhole(bound);
  Add(s, r);
  return v;
}

bool Solver::WildWords(uint64_t& one, uint64_t& two) {
  if (!use_wild_ || crowded_ != 0) return false;
  // The counts as WildSearch's two words (a third copy of a card does not fit them): each
  // suit's ranks held at once, then the faces held twice from the key (two bits a face: 2 is
  // 0b10, 3 is 0b11).
  one = two = 0;
  for (int s = 0; s < num_suits_; ++s) one |= static_cast<uint64_t>(mask_[s] >> wild_.lo()) << wild_.Bit(s, wild_.lo());
  for (int j = 0; j < 3; ++j) {
    const uint64_t k = key_[j];
    if ((k & (k >> 1) & 0x5555555555555555ULL) != 0) return false;
    for (uint64_t x = k & 0xAAAAAAAAAAAAAAAAULL; x != 0; x &= x - 1) {
      const int i = j * 32 + std::countr_zero(x) / 2;  // the face: suit * 13 + rank - 1
      two |= uint64_t{1} << wild_.Bit(i / 13, i % 13 + 1);
    }
  }
  const int meld_of_wilds = all_wild_ok_ ? min_meld_ : pool_flex_ > 0 ? rules_.min_set : INT_MAX;
  wild_.SetPool(stamp_, leftover_cost_, meld_of_wilds);
  return true;
}

int Solver::SearchLeast(int bound, bool token, int w, bool flag) {
  if (w < 0) w = wilds_total_;
  uint64_t one, two;
  if (!WildWords(one, two)) return Search(w, flag, bound, token);
  const uint64_t before = wild_.nodes();
  const int v = wild_.Least(one, two, w, flag, bound, token);
  nodes_ += wild_.nodes() - before;
  return v;
}

bool Solver::WildReconstruct(int target, std::vector<Plan>& plans, int& leftover_wilds, bool& absorbed, bool& all_wild_meld) {
  uint64_t one, two;
  if (!WildWords(one, two)) return false;
  wild_steps_.clear();
  bool melded = false;
  int left = wild_.Arrange(one, two, wilds_total_, target, wild_steps_, melded);
  bool any_set = false;
  for (const WildSearch::Step& step : wild_steps_) {
    const int low = std::countr_zero(step.once);
    Plan& plan = plans.emplace_back();
    plan.suit = wild_.SuitOf(low);
    plan.rank = wild_.RankOf(low);
    if (!step.meld) continue;  // length 0: a deadwood card
    plan.wilds = step.wilds;
    plan.length = step.wilds;
    plan.is_run = step.run;
    any_set = any_set || !step.run;
    for (uint64_t x = step.once; x != 0; x &= x - 1) {
      const int bit = std::countr_zero(x), n = 1 + static_cast<int>((step.twice >> bit) & 1);
      plan.length += n;
      if (step.run) {
        plan.naturals[wild_.RankOf(bit)] = 1;
      } else {
        plan.naturals[wild_.SuitOf(bit)] = static_cast<uint8_t>(plan.naturals[wild_.SuitOf(bit)] + n);
      }
    }
    if (step.run) {  // from its lowest natural card to its highest
      plan.low = plan.rank;
      plan.rank = wild_.RankOf(63 - std::countl_zero(step.once));
    }
  }
  // Wilds left after a meld join one: a set takes any number (Build adds them to the first), a
  // run as many as its suit has places for; none left over unplaced, or the general search
  // answers.
  if (melded && left > 0 && !any_set) {
    for (Plan& plan : plans) {
      if (!plan.is_run || plan.length == 0) continue;
      const int more = std::min(left, longest_run_ - plan.length);
      plan.length += more;
      plan.wilds += more;
      left -= more;
    }
    if (left > 0) {
      plans.clear();
      return false;
    }
  }
  leftover_wilds = left;
  absorbed = melded && left > 0;
  all_wild_meld = !melded && left > 0 && Base(left, false) == 0;
  return true;
}

int Solver::SearchWhole(int bound) {
  const int v = SearchLeast(bound);
  if (v < bound && crowded_ == 0) {
    recent_[recent_next_] = Whole{{key_[0], key_[1], key_[2]}, stamp_, wilds_total_, v};
    recent_next_ = (recent_next_ + 1) % kRecent;
  }
  return v;
}

int Solver::KnownAfterNaturalDiscard() const {
  int known = INT_MAX;
  if (crowded_ != 0) return known;
  for (const Whole& e : recent_) {
    if (e.stamp != stamp_ || e.w != wilds_total_) continue;
    // The loaded counts less one natural card: one word of the key is one count of one face
    // (a face held) more than the answer's, the others the same.
    const uint64_t d[3] = {key_[0] - e.key[0], key_[1] - e.key[1], key_[2] - e.key[2]};
    if ((d[0] != 0) + (d[1] != 0) + (d[2] != 0) != 1) continue;
    const int i = d[0] != 0 ? 0 : d[1] != 0 ? 1 : 2;
    const int bit = std::countr_zero(d[i]);
    if ((d[i] & (d[i] - 1)) != 0 || (bit & 1) != 0 || ((key_[i] >> bit) & 3u) == 0) continue;
    known = std::min(known, e.value);
  }
  return known;
}

bool Solver::Natural(const std::vector<Card>& hand, bool cards, bool bits) {
  if (!natural_.applies()) return false;
  if (!natural_.Mask(hand, natural_mask_, cards ? natural_at_ : nullptr, cards && bits ? natural_bits_ : nullptr)) return false;
  natural_.ResetNodes();
  return true;
}

int Solver::MinDeadwood(const std::vector<Card>& hand) {
  if (Natural(hand, false)) {
    const int v = natural_.Least(natural_mask_);
    nodes_ = natural_.nodes();
    return v;
  }
  Load(hand);
  return Solve(false);
}

void Solver::Reconstruct(int w, bool flag, int target, std::vector<Plan>& plans, int& leftover_wilds, bool& absorbed,
                         bool& all_wild_meld) {
  int s, r;
  if (!Lowest(s, r)) {
    leftover_wilds = w;
    absorbed = flag && w > 0;
    all_wild_meld = !flag && w > 0 && Base(w, flag) == 0;
    return;
  }
  const bool found = ForEachOption(s, r, w, flag, [&](int cost, int w2, bool flag2, const Plan* plan) {
    // The search need only tell whether the rest reaches target - cost (it cannot go lower).
    if (cost > target || cost + SearchLeast(target - cost + 1, false, w2, flag2) != target) return false;
    if (plan) {
      plans.push_back(*plan);
    } else {
      Plan dead{};
      dead.length = 0;  // length 0 marks a deadwood card
      dead.suit = s;
      dead.rank = r;
      plans.push_back(dead);
    }
    Reconstruct(w2, flag2, target - cost, plans, leftover_wilds, absorbed, all_wild_meld);
    return true;
  });
  RUMMY_CHECK(found);
}

Arrangement Solver::Build(const std::vector<Card>& hand, int value) {
  std::vector<Plan>& plans = plans_;  // kept between calls: its storage is reused
  plans.clear();
  int leftover = 0;
  bool absorbed = false, all_wild = false;
  if (!WildReconstruct(value, plans, leftover, absorbed, all_wild)) {
    Reconstruct(wilds_total_, false, value, plans, leftover, absorbed, all_wild);
  }

  // Physical cards: naturals by face, wilds most valuable first (they go into melds). Flex
  // cards chosen as naturals join the naturals of their face.
  SmallVector<Card, 16> naturals, wilds;  // naturals in hand order
  std::array<int, kNumFaces> flex_naturals{};
  for (size_t i = 0; i < flex_faces_.size(); ++i) flex_naturals[flex_faces_[i]] += flex_natural_[i];
  for (Card c : hand) {
    const bool natural = !rules_.IsWild(c) || (!c.is_joker() && flex_naturals[c.face()] > 0 && flex_naturals[c.face()]--);
    (natural ? naturals : wilds).push_back(c);
  }
  std::stable_sort(wilds.begin(), wilds.end(), [&](Card a, Card b) { return rules_.HandValue(a) > rules_.HandValue(b); });
  size_t next_wild = 0;
  // The first natural card of that face still unused, in hand order.
  auto take = [&](int s, int r) {
    const int face = s * 13 + r - 1;
    const auto it = std::find_if(naturals.begin(), naturals.end(), [&](Card c) { return c.face() == face; });
    RUMMY_CHECK(it != naturals.end());
    const Card c = *it;
    naturals.erase(it);
    return c;
  };

  Arrangement out;
  for (const Plan& p : plans) {
    if (p.length == 0) {
      out.deadwood.push_back(take(p.suit, p.rank));
      continue;
    }
    SmallCards cards;  // no heap block natively (the meld takes it as it is)
    if (!p.is_run) {
      bool flex_natural = false;  // a wild-rank card standing for itself: CheckMeld puts it among the wilds
      for (int t = 0; t < num_suits_; ++t) {
        for (int i = 0; i < p.naturals[t]; ++i) {
          cards.push_back(take(t, p.rank));
          flex_natural = flex_natural || rules_.IsWild(cards.back());
        }
      }
      for (int i = 0; i < p.wilds; ++i) cards.push_back(wilds[next_wild++]);
      if (!flex_natural) {
        // The set CheckMeld reads with this hint (its natural cards, then its wilds, as given):
        // the search made it within the rules.
        Meld& m = out.melds.emplace_back();
        m.kind = MeldKind::kSet;
        m.rank = p.rank;
        m.cards = std::move(cards);
        continue;
      }
      Result<Meld> m = CheckMeld(rules_, cards, MeldHint{MeldKind::kSet, std::nullopt, p.rank});
      RUMMY_CHECK(m.ok());
      out.melds.push_back(std::move(*m));
      continue;
    }
    const int lo = p.low, hi = p.rank;
    const int extras = p.length - (hi - lo + 1);
    const int top = lo == 1 ? 13 : hi_pos_;
    const int above = std::min(extras, top - hi);
    const int low = lo - (extras - above);
    // A wild-rank card of the run's own suit among its wilds may be moved by CheckMeld (to its
    // own place, where that lies in the run): such a run goes through CheckMeld. Any other run is
    // built as CheckMeld reads it, the cards in place order (wild_search_test checks each meld).
    bool may_move = false;
    for (int pos = low; pos < low + p.length; ++pos) {
      if (pos >= lo && pos <= hi && p.naturals[pos]) {
        cards.push_back(take(p.suit, PositionRank(pos)));
      } else {
        const Card wild = wilds[next_wild++];
        may_move = may_move || (!wild.is_joker() && static_cast<int>(wild.suit()) == p.suit);
        cards.push_back(wild);
      }
    }
    if (!may_move) {
      Meld& m = out.melds.emplace_back();
      m.kind = MeldKind::kRun;
      m.suit = static_cast<Suit>(p.suit);
      m.low = low;
      m.cards = std::move(cards);
      continue;
    }
    Result<Meld> m = CheckMeld(rules_, cards, MeldHint{MeldKind::kRun, low, std::nullopt});
    RUMMY_CHECK(m.ok());
    out.melds.push_back(std::move(*m));
  }
  // Left-over wilds: absorbed by a set, forming an all-wild meld, or deadwood (the cheapest).
  SmallCards rest(wilds.begin() + static_cast<long>(next_wild), wilds.end());
  RUMMY_CHECK(static_cast<int>(rest.size()) == leftover);
  if (absorbed) {
    for (Meld& m : out.melds) {
      if (m.kind != MeldKind::kSet) continue;
      SmallCards cards = m.cards;
      cards.insert(cards.end(), rest.begin(), rest.end());
      Result<Meld> grown = CheckMeld(rules_, cards, MeldHint{MeldKind::kSet, std::nullopt, m.rank});
      RUMMY_CHECK(grown.ok());
      m = std::move(*grown);
      rest.clear();
      break;
    }
  } else if (all_wild) {
    Result<Meld> m = CheckMeld(rules_, rest, MeldHint{MeldKind::kSet, std::nullopt, std::nullopt});
    if (!m) m = CheckMeld(rules_, rest, MeldHint{MeldKind::kSet, std::nullopt, rules_.wild_rank ? rules_.wild_rank : kKing});
    RUMMY_CHECK(m.ok());
    out.melds.push_back(std::move(*m));
    rest.clear();
  }
  out.deadwood.insert(out.deadwood.end(), rest.begin(), rest.end());
  for (Card c : out.deadwood) out.deadwood_value += rules_.HandValue(c);
  RUMMY_CHECK(out.deadwood_value == value);
  return out;
}

Arrangement Solver::NaturalArrange() {
  // One search finds the least and the general search's arrangement (NaturalSearch::Arrange).
  uint64_t melds[NaturalSearch::kMaxMelds];
  int count = 0;
  NaturalSearch::Choice choice;
  if (natural_.Choose(natural_mask_, choice)) return ChosenBuild(choice);
  const int value = natural_.Arrange(natural_mask_, melds, count);
  return NaturalBuild(natural_mask_, melds, count, value);
}

// Inlined in NaturalBuild (called once a meld and once for the deadwood: a call each cost more
// than the cards it writes).
[[gnu::always_inline]] inline void Solver::Fill(uint64_t cards, int n, SmallCards& out) const {
  // The n cards (the caller counts them) written one after the other with one test of the room.
  uint64_t x = cards;
  out.append_generated(static_cast<size_t>(n), [&] {
    const Card card = natural_at_[NaturalSearch::LowBit(x)];
    x &= x - 1;
    return card;
  });
}

// A natural meld's kind and place from its lowest card `bit` (CheckMeld's one reading): a set's
// rank, or a run's suit and lowest position. Shared by NaturalBuild and ChosenBuild.
[[gnu::always_inline]] inline void Solver::MeldHead(Meld& m, int bit, bool set) {
  if (set) {
    m.kind = MeldKind::kSet;
    m.rank = bit & 15;
  } else {
    m.kind = MeldKind::kRun;
    m.suit = static_cast<Suit>(bit >> 4);
    m.low = bit & 15;
  }
}

Arrangement Solver::NaturalBuild(uint64_t cards, const uint64_t* melds, int count, int value) const {
  // The melds as found, the cards in none of them the deadwood, lowest first.
  Arrangement out;
  out.deadwood_value = value;
  uint64_t melded = 0;
  // A meld's cards are counted from its shape (a run's length, a set's suits), the deadwood's as
  // the rest: one count of bits, not one a list.
  int left = NaturalSearch::CountBits(cards);
  out.melds.resize(static_cast<size_t>(count));
  for (int k = 0; k < count; ++k) {
    const uint64_t meld = melds[k];
    melded |= meld;
    const int bit = NaturalSearch::LowBit(meld);
    // Natural cards only: CheckMeld's one reading, cards in suit or position order.
    Meld& m = out.melds[static_cast<size_t>(k)];
    int n;
    const bool run = (meld >> (bit & ~15)) >> 16 == 0;  // a run stays in one suit's lane
    MeldHead(m, bit, !run);
    n = run ? NaturalSearch::LowBit(~(meld >> bit))                                    // the cards in a row up from the lowest
            : static_cast<int>(((meld >> (bit & 15)) * 0x0001000100010001ULL) >> 48);  // one bit a suit's lane
    left -= n;
    Fill(meld, n, m.cards);
  }
  Fill(cards & ~melded, left, out.deadwood);
  return out;
}

Arrangement Solver::ChosenBuild(const NaturalSearch::Choice& choice) const {
  // NaturalBuild's answer, the melds read from the choice as they are laid out (their kind and
  // size known as each is found).
  Arrangement out;
  out.deadwood_value = choice.value;
  const uint64_t melded = choice.sets | choice.runs;
  int left = NaturalSearch::CountBits(natural_mask_);
  for (uint64_t rest = melded; rest != 0;) {
    const int bit = NaturalSearch::LowBit(rest);
    int n;
    const uint64_t meld = NaturalSearch::ChosenMeld(choice, bit, n);
    Meld& m = out.melds.emplace_back();
    MeldHead(m, bit, (choice.sets >> bit) & 1);
    left -= n;
    Fill(meld, n, m.cards);
    rest &= ~meld;
  }
  Fill(natural_mask_ & ~melded, left, out.deadwood);
  return out;
}

Arrangement Solver::Arrange(const std::vector<Card>& hand) {
  if (Natural(hand, /*cards=*/true, /*bits=*/false)) return NaturalArrange();
  Load(hand);
  const int value = Solve(true);
  return Build(hand, value);
}

size_t Solver::FirstIdentical(const std::vector<Card>& hand, size_t i) const {
  size_t j = 0;
  while (hand[j].face() != hand[i].face() || rules_.IsWild(hand[j]) != rules_.IsWild(hand[i])) ++j;
  return j;
}

std::vector<int> Solver::FirstOfEach(const std::vector<Card>& hand) const {
  std::vector<int> first(hand.size());
  for (size_t i = 0; i < hand.size(); ++i) first[i] = static_cast<int>(FirstIdentical(hand, i));
  return first;
}

const std::vector<Card>& Solver::With(const std::vector<Card>& hand, Card card) {
  with_.assign(hand.begin(), hand.end());
  with_.push_back(card);
  return with_;
}

// Tries each distinct discard once and copies the result to the identical cards; the searches
// share the memo (natural discards keep the wild pool, wild ones come back to it).
std::vector<int> Solver::DeadwoodAfterEachDiscard(const std::vector<Card>& hand) {
  const int n = static_cast<int>(hand.size());
  if (Natural(hand)) {
    std::vector<int> out(hand.size());
    const uint64_t dead = natural_.Dead(natural_mask_);
    if (std::popcount(natural_mask_ & ~dead) <= kFewLiveCards) {
      // A card no meld of the hand can hold leaves the hand's own deadwood less its value; each
      // other card is searched.
      const int whole = dead != 0 ? natural_.Least(natural_mask_) : 0;
      for (size_t i = 0; i < hand.size(); ++i) {
        const int bit = natural_bits_[i];
        const uint64_t own = uint64_t{1} << bit;
        out[i] = (dead & own) ? whole - natural_.CardValue(bit) : natural_.Least(natural_mask_ & ~own);
      }
      nodes_ = natural_.nodes();
      return out;
    }
    // Many cards that may meld: first one arrangement of the whole hand at its least, `whole`.
    // Without a card the least is at least whole less the card's value (put the card back as
    // deadwood), so a card that is deadwood in it leaves exactly that. Without a melded card
    // whose meld still melds without it, the least is at most whole: a search need only look
    // below that, and none is needed when whole is 0.
    uint64_t melds[NaturalSearch::kMaxMelds];
    int count = 0;
    const int whole = natural_.ArrangeAny(natural_mask_, melds, count);
    // A card whose twin (NaturalSearch::Twins) was searched leaves what its twin leaves.
    uint64_t searched = 0;
    int left[64];
    for (size_t i = 0; i < hand.size(); ++i) {
      const int bit = natural_bits_[i];
      const uint64_t own = uint64_t{1} << bit;
      const int lowest = std::max(0, whole - natural_.CardValue(bit));
      int k = 0;
      while (k < count && !(melds[k] & own)) ++k;
      if (k == count) {
        out[i] = lowest;
        continue;
      }
      const int most = natural_.StillMeld(melds[k], bit) ? whole : INT_MAX - 1;
      if (most == lowest) {
        out[i] = most;
        continue;
      }
      if (const uint64_t twin = natural_.Twins(natural_mask_, bit) & searched; twin != 0) {
        out[i] = left[std::countr_zero(twin)];
        continue;
      }
      out[i] = left[bit] = natural_.Least(natural_mask_ & ~own, most + 1);
      searched |= own;
    }
    nodes_ = natural_.nodes();
    return out;
  }
  const std::vector<int> first = FirstOfEach(hand);
  std::vector<int> out(n, -1);
  Load(hand);
  const bool flex = Enumerates();
  for (int i = 0; i < n; ++i) {
    // Identical to a card already tried, or searched.
    out[i] = first[i] != i ? out[first[i]] : Without(hand, static_cast<size_t>(i), flex, INT_MAX);
  }
  return out;
}

int Solver::Without(const std::vector<Card>& hand, size_t i, bool flex, int bound) {
  if (!flex) return SearchWithout(hand[i], bound);
  // Wild-rank cards that may be natural: the rest is solved on its own.
  std::vector<Card> rest = hand;
  rest.erase(rest.begin() + static_cast<long>(i));
  return MinDeadwood(rest);
}

Solver::TakeEffect Solver::DeadwoodIfTaken(const std::vector<Card>& hand, Card card) {
  const std::vector<int> after = DeadwoodAfterEachDiscard(With(hand, card));
  TakeEffect e{after.back(), INT_MAX};
  for (size_t i = 0; i + 1 < after.size(); ++i) e.after = std::min(e.after, after[i]);
  return e;
}

bool Solver::TakeLowersDeadwood(const std::vector<Card>& hand, Card card) {
  if (Natural(With(hand, card), false)) {
    const int before = natural_.Least(natural_mask_ & ~(uint64_t{1} << NaturalSearch::Bit(card)));
    return natural_.LeastAfterDiscard(natural_mask_, before) < before;
  }
  Load(with_);
  if (Enumerates()) {
    const TakeEffect e = DeadwoodIfTaken(hand, card);
    return e.after < e.before;
  }
  if (!rules_.IsWild(card)) {
    // A card of the hand that fits no meld of it is deadwood in every arrangement, so the hand
    // without it leaves exactly its value less; discarding it for `card` (deadwood at worst)
    // lowers the deadwood when it is worth more than `card`. No search needed.
    SetValuePool();
    const int s = static_cast<int>(card.suit()), r = card.rank();
    Remove(s, r);
    const bool lower = DeadWorthMore(value_[r]);
    Add(s, r);
    if (lower) return true;
  }
  // Discarding `card` again leaves the hand as it is: that is the deadwood to beat, and each
  // other discard is searched only as far as it can still get under it.
  const int before = SearchWithout(card, INT_MAX);
  // Every natural discard in one search (discarding `card` itself gives `before`, never less),
  // then each distinct wild one.
  SetValuePool();
  if (SearchLeast(before, /*token=*/true) < before) return true;
  if (WildTakesNaturalsPlace() && !rules_.IsWild(card)) {
    // No natural discard leaves less than `before`. Then a wild one does only where the rest
    // melds nothing at all: had it a meld with a natural card, the wild could take that card's
    // place and the card go instead; had it melds of wilds only, `card` (deadwood there) could go
    // instead and the wild join them, leaving less still. So no search: the rest is all deadwood.
    int total = 0, wild = -1;
    for (Card c : with_) {
      total += rules_.HandValue(c);
      if (rules_.IsWild(c)) wild = std::max(wild, rules_.HandValue(c));
    }
    return wild >= 0 && total - wild < before;
  }
  for (size_t i = 0; i < hand.size(); ++i) {
    if (!rules_.IsWild(hand[i]) || FirstIdentical(hand, i) != i) continue;
    if (SearchWithout(hand[i], before) < before) return true;
  }
  return false;
}

bool Solver::AddLowersDeadwood(const std::vector<Card>& hand, Card card) {
  if (Natural(With(hand, card), false)) {
    const int before = natural_.Least(natural_mask_ & ~(uint64_t{1} << NaturalSearch::Bit(card)));
    return natural_.Least(natural_mask_, before) < before;
  }
  Load(with_);
  if (Enumerates()) return MinDeadwood(with_) < MinDeadwood(hand);
  const int before = SearchWithout(card, INT_MAX);
  SetValuePool();
  return SearchLeast(before) < before;
}

int Solver::LeastAfterNaturalDiscard(const std::vector<Card>& hand, int bound) {
  if (Natural(hand, false)) return natural_.LeastAfterDiscard(natural_mask_, bound);
  Load(hand);
  if (Enumerates()) {  // each discard on its own (a flex card may be natural or wild)
    const std::vector<int> after = DeadwoodAfterEachDiscard(hand);
    int least = kNoDiscard;
    for (size_t i = 0; i < hand.size(); ++i) {
      if (!rules_.IsWild(hand[i])) least = std::min(least, after[i]);
    }
    return least;
  }
  SetValuePool();
  // A discard whose rest was searched just before (for the basic player, the hand as it was
  // before the draw, when it asked whether to take the discard) bounds the search: only a
  // discard that leaves less need be looked for.
  if (const int known = KnownAfterNaturalDiscard(); known < bound) { return std::min(known, SearchLeast(known, /*token=*/true)); }
  return SearchLeast(bound, /*token=*/true);
}

int Solver::FirstLeaving(const std::vector<Card>& hand, std::span<const size_t> order, int target) {
  if (Natural(hand)) {
    for (size_t i : order) {
      if (natural_.Least(natural_mask_ & ~(uint64_t{1} << natural_bits_[i]), target + 1) <= target) {
        return static_cast<int>(i);
      }
    }
    return -1;
  }
  Load(hand);
  const bool flex = Enumerates();
  for (size_t i : order) {
    if (Without(hand, i, flex, target + 1) <= target) return static_cast<int>(i);
  }
  return -1;
}

int Solver::LeastAfterDiscard(const std::vector<Card>& hand, int bound) {
  RUMMY_CHECK(!hand.empty());
  if (Natural(hand, false)) return natural_.LeastAfterDiscard(natural_mask_, bound);
  Load(hand);
  if (Enumerates()) {  // each discard on its own (a flex card may be natural or wild)
    const std::vector<int> after = DeadwoodAfterEachDiscard(hand);
    return *std::min_element(after.begin(), after.end());
  }
  SetValuePool();
  int least = SearchLeast(bound, /*token=*/true);
  for (size_t i = 0; i < hand.size(); ++i) {
    if (!rules_.IsWild(hand[i]) || FirstIdentical(hand, i) != i) continue;
    least = std::min(least, SearchWithout(hand[i], std::min(least, bound)));
  }
  return least;
}

Solver::Discard Solver::NaturalBestDiscard(const std::vector<Card>& hand) {
  // As BestDiscardIndex with no wild card: most valuable first, then the first in the hand (a
  // hand of natural cards holds 52 cards at most). The search that tells whether a candidate
  // leaves the least also finds the arrangement of the rest.
  RUMMY_CHECK(!hand.empty());
  const int n = static_cast<int>(hand.size());
  uint64_t melds[NaturalSearch::kMaxMelds];
  int count = 0;
  // The candidates are put in order as they are needed (the first one usually answers): the
  // hand's indices by rank, taken a value at a time, the highest first, each value's first index
  // first.
  uint64_t by_rank[16] = {};
  for (int j = 0; j < n; ++j) by_rank[natural_bits_[j] & 15] |= uint64_t{1} << j;
  int groups = 0;
  const uint16_t* group = natural_.ValueGroups(groups);
  int g = 0;
  uint64_t pending = 0;  // indices of the value being taken, not yet in order
  int order[64];
  int ordered = 0;
  auto candidate = [&](int k) {  // k < n
    while (ordered <= k) {
      while (pending == 0) {
        for (uint32_t r = group[g++]; r != 0; r &= r - 1) pending |= by_rank[std::countr_zero(r)];
      }
      order[ordered++] = std::countr_zero(pending);
      pending &= pending - 1;
    }
    return order[k];
  };
  const uint64_t dead = natural_.Dead(natural_mask_);
  if (dead >> natural_bits_[candidate(0)] & 1u) {
    // The first candidate fits no meld: without it the hand leaves its own least less its value,
    // and without any other card at least that (put the card back as deadwood).
    const int i = candidate(0);
    const uint64_t rest = natural_mask_ & ~(uint64_t{1} << natural_bits_[i]);
    const int least = natural_.Arrange(rest, melds, count);
    return Discard{hand[i], NaturalBuild(rest, melds, count, least)};
  }
  // The first candidate among `among` whose discard leaves `target` or less (none leaves less
  // than the least after any discard: then the rest's arrangement is its own); -1 if none does.
  auto first_leaving = [&](int target, uint64_t among) {
    uint64_t failed = 0;  // a candidate whose twin (NaturalSearch::Twins) failed fails too
    for (int k = 0; k < n; ++k) {
      const int i = candidate(k);
      const uint64_t own = uint64_t{1} << natural_bits_[i];
      if (!(among & own) || (failed != 0 && (natural_.Twins(natural_mask_, natural_bits_[i]) & failed))) continue;
      if (natural_.Find(natural_mask_ & ~own, target, melds, count)) return i;
      failed |= own;
    }
    return -1;
  };
  int least = 0;
  // A discard that leaves no deadwood: only where at most one card fits no meld (and then it is
  // that card); a dense hand usually has one, and then no search for the least is needed.
  int i = (dead & (dead - 1)) == 0 ? first_leaving(0, dead != 0 ? dead : natural_mask_) : -1;
  if (i < 0) {
    least = natural_.LeastAfterDiscard(natural_mask_);
    i = first_leaving(least, natural_mask_);
  }
  RUMMY_CHECK(i >= 0);
  return Discard{hand[i], NaturalBuild(natural_mask_ & ~(uint64_t{1} << natural_bits_[i]), melds, count, least)};
}

int Solver::BestDiscardIndex(const std::vector<Card>& hand, int* deadwood) {
  // Lowest deadwood, then most valuable, then a natural card before a wild one, then the first.
  const int least = LeastAfterDiscard(hand);
  const int n = static_cast<int>(hand.size());
  // Each card's rank in that order as one number: value (high first), wild, index.
  std::array<int, 64> small;
  std::vector<int> large;
  int* order = small.data();
  if (n > 64) {
    large.resize(static_cast<size_t>(n));
    order = large.data();
  }
  for (int i = 0; i < n; ++i) {
    order[i] = ((1000 - rules_.HandValue(hand[i])) * 2 + (rules_.IsWild(hand[i]) ? 1 : 0)) * 4096 + i;
  }
  std::sort(order, order + n);
  // The first in that order whose discard leaves the least (an identical card earlier in the
  // hand has the same key and comes first).
  Load(hand);
  const bool flex = Enumerates();
  for (int k = 0; k < n; ++k) {
    const int i = order[k] % 4096;
    if (Without(hand, static_cast<size_t>(i), flex, least + 1) <= least) {
      *deadwood = least;
      return i;
    }
  }
  RUMMY_CHECK(false);
  return -1;
}

int Solver::MinDeadwoodAfterDiscard(const std::vector<Card>& hand) { return LeastAfterDiscard(hand); }

bool Solver::WildTakesNaturalsPlace() const { return all_wild_ok_ && cap_ == kUnbounded; }

Solver::Discard Solver::BestDiscard(const std::vector<Card>& hand) {
  if (Natural(hand)) return NaturalBestDiscard(hand);
  int deadwood = 0;
  const int i = BestDiscardIndex(hand, &deadwood);
  std::vector<Card> rest = hand;
  rest.erase(rest.begin() + i);
  Discard d{hand[i], Arrange(rest)};
  RUMMY_CHECK(d.arrangement.deadwood_value == deadwood);
  return d;
}

Solver& SharedSolver(const Rules& rules) {
  thread_local std::vector<std::unique_ptr<Solver>> solvers;  // a few rule sets per thread
  thread_local Solver* last = nullptr;                        // a bot asks for the same rules move after move
  if (last && last->rules().SameValue(rules)) return *last;
  for (const std::unique_ptr<Solver>& s : solvers) {
    if (s->rules().SameValue(rules)) return *(last = s.get());
  }
  solvers.push_back(std::make_unique<Solver>(rules));
  last = solvers.back().get();
  return *last;
}

}  // namespace rummy
