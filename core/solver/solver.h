// Exact minimum-deadwood search for every rule set (RULES.md §0 and each game's meld rules).
//
// Method: the hand is kept as counts per (suit, rank) plus a number of wild cards. The search
// always takes the lowest remaining natural card in (suit, rank) order and decides its fate:
// deadwood, a set of its rank (with any choice of the other copies and of wilds), or a run in
// its suit in which it is the lowest natural card (naturals above it, gaps and ends filled
// with wilds). That canonical order visits every partition once. Results of sub-hands are
// memoised under their exact packed counts (no hashing losses: the whole key is compared),
// so the search is exact. Left-over wilds cost the cheapest wild values; in rule sets where a
// set can take any number of extra wilds, one formed set absorbs them all.
//
// Hands of natural cards only on four suits or fewer, with no card twice and no ace above the
// king (gin's), take a faster path of their own (NaturalSearch, natural_search.h) to the same
// answers and the same arrangements. Where wild cards are loosest (Five Crowns) the questions that
// need only the least ask WildSearch (wild_search.h), and the arrangement follows WildSearch's own
// choices (WildReconstruct: one with the least, not always the general search's); the general
// search's Reconstruct answers where WildSearch does not (a card three times, or wilds left over
// that no meld of its arrangement has room for).
//
// One Solver keeps its memo table between calls (allocated once, cleared by a generation
// stamp per pool of wild values), so nothing is allocated inside the search and the sub-hands one
// call solved are not solved again by the next.
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "solver/arrangement.h"
#include "solver/natural_search.h"
#include "solver/wild_search.h"

namespace rummy {

class Solver {
 public:
  explicit Solver(const Rules& rules);
  const Rules& rules() const { return rules_; }

  // Lowest possible value of the cards left out of melds.
  int MinDeadwood(const std::vector<Card>& hand);
  // The same with one arrangement that reaches it.
  Arrangement Arrange(const std::vector<Card>& hand);

  // Drop one card first (the discard), then arrange the rest: the discard that leaves the
  // lowest deadwood. The hand must not be empty.
  struct Discard {
    Card discard;
    Arrangement arrangement;
  };
  Discard BestDiscard(const std::vector<Card>& hand);
  int MinDeadwoodAfterDiscard(const std::vector<Card>& hand);
  // For each card of `hand`, the lowest deadwood of the hand without it (the searches share
  // the memo).
  std::vector<int> DeadwoodAfterEachDiscard(const std::vector<Card>& hand);
  // The lowest deadwood left by discarding one natural (not wild) card of `hand`, found in one
  // search that carries the discard as a choice to make on the way (every discard shares the
  // sub-hands below it). kNoDiscard when the hand holds no natural card. Exact below `bound`,
  // otherwise some value >= bound.
  static constexpr int kNoDiscard = 10000;
  int LeastAfterNaturalDiscard(const std::vector<Card>& hand, int bound = INT_MAX);
  // The first index of `order` (indices into `hand`) whose discard leaves `target` deadwood or
  // less; -1 if none does. Each discard is searched only as far as that question needs.
  int FirstLeaving(const std::vector<Card>& hand, std::span<const size_t> order, int target);
  // Taking `card` into `hand` and discarding another card: the lowest deadwood before (the hand
  // as it is) and after. One pass: the hand as it is is the longer hand with `card` discarded.
  struct TakeEffect {
    int before, after;
  };
  TakeEffect DeadwoodIfTaken(const std::vector<Card>& hand, Card card);
  // Only whether after < before: each other discard is searched just far enough to tell.
  bool TakeLowersDeadwood(const std::vector<Card>& hand, Card card);
  // Whether holding `card` as well (no discard) lowers the deadwood of `hand`: the longer hand
  // is searched only as far as it can still get under the shorter one's.
  bool AddLowersDeadwood(const std::vector<Card>& hand, Card card);

  // Whether a wild card may stand in any meld in place of any of its natural cards (no limit on
  // a meld's wilds, melds of wilds only allowed): then whatever a wild discard leaves, the
  // discard of a melded natural card leaves too (the wild takes its place).
  bool WildTakesNaturalsPlace() const;

  // Five Crowns: can this hand (after drawing) go out, i.e. meld all but one card?
  bool CanGoOut(const std::vector<Card>& hand) { return LeastAfterDiscard(hand, 1) == 0; }

  // Drops every remembered sub-hand (the benchmark times cold solves).
  void Forget();

  // Whether WildSearch finds the least, and the arrangement by its choices, where it applies (on
  // by default); off, the general search answers alone (the tests compare the two).
  void UseWildSearch(bool on) { use_wild_ = on && wild_.applies(); }

  // Search nodes visited by the last call (for the benchmark).
  uint64_t nodes() const { return nodes_; }

  // One decided meld in the search, in counts (no physical cards yet).
  struct Plan {
    bool is_run = false;
    int suit = 0;
    int rank = 0;    // sets
    int low = 0;     // runs: first position
    int length = 0;  // cards in the meld
    int wilds = 0;
    uint8_t naturals[16];  // sets: count per suit; runs: 1 if position low+i is natural
  };

 private:
  struct Entry {
    uint64_t k0, k1, k2;
    uint32_t stamp;
    uint8_t w;
    uint8_t flag : 1;
    uint8_t token : 1;  // a discard still to make (LeastAfterNaturalDiscard)
    uint8_t exact : 1;  // 0: value is only a lower bound (the search was cut off there)
    int16_t value;
  };
  static_assert(sizeof(Entry) == 32, "two memo entries per 64-byte cache line");
  // 256 entries (8 KB): the table stays in the first-level cache beside the bots' own data. At 4,096
  // entries (128 KB) a third of a Five Crowns match's time waited on the table's loads (perf), and
  // 1,000 matches of four basic players ran 1.25x faster at 256 with the same answers
  // (docs/BOTS.md, Speed); a cold solve of a random 13-card Five Crowns hand visits about 60.
  static constexpr int kTableBits = 8;

  // Counts the naturals of `hand`; wild values go to base_wilds_, and where a wild-rank card
  // may count as a natural card (a naturals policy other than kAny) to flex_.
  void Load(const std::vector<Card>& hand);
  // A wild-rank card that may count as a natural card (a naturals policy other than kAny).
  bool IsFlex(Card c) const {
    return rules_.IsWild(c) && !c.is_joker() && rules_.wild_rank != 0 && rules_.naturals != NaturalsPolicy::kAny;
  }
  // Min deadwood of the loaded hand over every choice of which flex cards act as naturals;
  // that choice is left applied (counts and wild pool) when `keep_best` is set.
  int Solve(bool keep_best);
  int BestDiscardIndex(const std::vector<Card>& hand, int* deadwood);
  // BestDiscard of a hand loaded into natural_mask_.
  Discard NaturalBestDiscard(const std::vector<Card>& hand);
  // The lowest deadwood after discarding any one card (natural or wild) of the non-empty `hand`,
  // exact below `bound`: one search for every natural discard, one for each distinct wild.
  int LeastAfterDiscard(const std::vector<Card>& hand, int bound = INT_MAX);
  // DeadwoodAfterEachDiscard on the natural path: up to this many cards that may meld, each is
  // searched on its own; more (dense hands), an arrangement of the whole hand answers some first.
  static constexpr int kFewLiveCards = 6;
  // The hand as NaturalSearch's mask (in natural_mask_; with `cards`, its cards in natural_at_,
  // and with `bits` too, their bits in natural_bits_): false when the general search must answer.
  bool Natural(const std::vector<Card>& hand, bool cards = true, bool bits = true);
  // The lowest deadwood of natural_mask_ with the arrangement the general search builds.
  Arrangement NaturalArrange();
  // The arrangement of `cards` (a subset of natural_mask_) into `melds` (NaturalSearch::Arrange's)
  // worth `value`.
  Arrangement NaturalBuild(uint64_t cards, const uint64_t* melds, int count, int value) const;
  static void MeldHead(Meld& m, int bit, bool set);
  // The arrangement of natural_mask_ that NaturalSearch::Choose chose.
  Arrangement ChosenBuild(const NaturalSearch::Choice& choice) const;
  // The n cards of natural_mask_ in `cards`, lowest bit first, into `out`.
  void Fill(uint64_t cards, int n, SmallCards& out) const;
  // wild_values sorted (ascending); `flex` of them are wild-rank cards that may stand for
  // themselves (flex_as_wild_): three wilds or more left over then make a set.
  // Asked before every search, mostly for the pool already set: that is found here, inline.
  void SetWildPool(const std::vector<int>& wild_values, int flex = 0) {
    if (stamp_ != 0 && pool_flex_ == flex) {
      const std::vector<int>& set = pools_[stamp_ - first_stamp_];
      if (set.size() == wild_values.size() && std::equal(set.begin(), set.end(), wild_values.begin())) return;
    }
    SetNewWildPool(wild_values, flex);
  }
  void SetNewWildPool(const std::vector<int>& wild_values, int flex);
  // Whether the least needs each choice of flex cards searched (Solve's loop): not where they
  // count as wilds (flex_as_wild_).
  bool Enumerates() const { return !flex_faces_.empty() && !flex_as_wild_; }
  void Remove(int s, int r);
  void Add(int s, int r);
  // Lowest deadwood of the loaded counts with w wilds. Exact when below `bound`; otherwise
  // some value >= bound (the search stops once no option can get under it). token: one natural
  // card must be discarded on the way (kNoDiscard if none is left to discard).
  int Search(int w, bool flag, int bound = INT_MAX, bool token = false);
  // The options of the lowest card (s, r) below Search's memo: the least found, or at least
  // `bound` when every option reaches it.
  int SearchUnmemoised(int s, int r, int w, bool flag, int bound, bool token);
  // For each card of `hand`, the index of the first card identical to it (same face, both wild
  // or both natural): discards that leave the same hand.
  std::vector<int> FirstOfEach(const std::vector<Card>& hand) const;
  // The first index of `hand` whose card is identical to hand[i] (i itself when none before is).
  size_t FirstIdentical(const std::vector<Card>& hand, size_t i) const;
  // `hand` with `card` added, in with_ (storage kept from call to call).
  const std::vector<Card>& With(const std::vector<Card>& hand, Card card);
  // Search of the loaded hand (no flex cards) without card `c`, which it must hold.
  int SearchWithout(Card c, int bound);
  // Search's answer by the fastest search that gives it: WildSearch where it applies and the
  // counts fit it (its memo is its own), otherwise Search. By default with every wild of the pool and no meld made yet.
  int SearchLeast(int bound, bool token = false, int w = -1, bool flag = false);
  // The loaded counts as WildSearch's two words, its pool set: false where it does not answer
  // (not its rules, or a card held three times).
  bool WildWords(uint64_t& one, uint64_t& two);
  // Reconstruct by WildSearch's choices where it answers (the same least; its arrangement, which
  // may differ from the general search's): false where it does not, or where wilds are left over
  // that no meld of its arrangement has room for.
  bool WildReconstruct(int target, std::vector<Plan>& plans, int& leftover_wilds, bool& absorbed, bool& all_wild_meld);
  // Search of the whole loaded counts with every wild of the pool; an exact answer is kept in
  // recent_.
  int SearchWhole(int bound);
  // The least of recent_'s answers for the loaded counts less one natural card (INT_MAX if none).
  int KnownAfterNaturalDiscard() const;
  // Deadwood of the loaded `hand` without hand[i], exact below `bound`. With flex cards the rest
  // is solved afresh (and the loaded counts are lost).
  int Without(const std::vector<Card>& hand, size_t i, bool flex, int bound);
  int Base(int w, bool flag) const;
  void Reconstruct(int w, bool flag, int target, std::vector<Plan>& plans, int& leftover_wilds, bool& absorbed,
                   bool& all_wild_meld);
  template <typename Visit>
  bool ForEachOption(int s, int r, int w, bool flag, Visit&& visit, bool deadwood_last = false);
  template <typename Visit>
  bool SetOptions(int s, int r, int t, int n, int w, bool flag, Plan& plan, Visit& visit);
  template <typename Visit>
  bool RunUp(int s, int r, int top, int n, int gaps, int w, bool flag, Plan& plan, Visit& visit);
  template <typename Visit>
  bool RunDown(int s, int bottom, int n, int gaps, int w, bool flag, Plan& plan, Visit& visit);
  template <typename Visit>
  bool CloseRun(int s, int lo, int hi, int n, int gaps, int w, bool flag, Plan& plan, Visit& visit);
  bool NaturalsOk(int naturals, int wilds) const;
  // The natural cards of the loaded counts that fit in no meld with W wilds (0 or 1: no set of
  // their rank and no run through them is possible): their ranks per suit (the first four suits
  // in lanes of 16 bits as FirstFourSuits, then the fifth), their value, the highest card value.
  struct DeadSet {
    uint64_t mask[2];
    int value, highest;
    mutable uint8_t copies[128];  // copies of each dead face taken out by SetDead
  };
  template <int W>
  bool DeadCards(DeadSet& dead) const;
  // Whether the loaded counts, with every wild of the pool, hold a card that fits no meld and is
  // worth more than `value` (false when there are too many wilds to tell: more than
  // dead_check_wilds_).
  bool DeadWorthMore(int value) const;
  // Takes the dead cards out of the counts (remove) or puts them back.
  void SetDead(const DeadSet& dead, bool remove);
  // Search of a sub-hand holding the dead cards `dead`: they are deadwood (one of them may be
  // the discard), the live rest is searched without them.
  int SearchLive(const DeadSet& dead, int w, bool flag, int bound, bool token);
  bool CanMeld(int s, int r) const;
  // The lowest natural card left, in (suit, rank) order: false when none is left.
  bool Lowest(int& s, int& r) const;
  // mask_[0..3] read as one word: suit s in bits 16s..16s+15 (the fifth suit's mask stands alone).
  uint64_t FirstFourSuits() const;
  Arrangement Build(const std::vector<Card>& hand, int value);

  Rules rules_;
  // Derived limits.
  int num_suits_, lo_pos_, hi_pos_, longest_run_, largest_set_, cap_, min_meld_;
  bool ace_high_, absorb_free_, all_wild_ok_;
  // A meld needs one natural card, sets and wilds a meld are unlimited, and a wild-rank card may
  // be natural (Five Crowns): the least is the same with every wild-rank card counted a wild,
  // as long as three wilds or more with a wild-rank card among them count as a meld (the card
  // stands for itself in a set of its rank; in any meld that holds another natural card it may
  // as well be a wild). So the questions that need only the least search once, with no choice
  // of which flex cards are natural; Arrange still makes that choice (its arrangement is kept).
  bool flex_as_wild_;
  int value_[16];
  bool distinct_suits_;
  uint32_t run_positions_ = 0;  // rank bits a run may hold (an ace at 14 is added apart)
  uint32_t meldable_ranks_;     // rank bits of cards that may be melded at all
  // The same in each of four 16-bit lanes (DeadCards' words), and valid3_'s.
  uint64_t lane_positions_ = 0, lane_meldable_ = 0, lane_valid3_ = 0;

  // Search state.
  uint8_t cnt_[kNumSuits][16];
  alignas(8) uint16_t mask_[kNumSuits];  // per suit: ranks held (the first four also read as one word)
  uint8_t rank_suits_[16];               // per rank: suits holding it
  uint8_t rank_n_[16];                   // per rank: copies held, or suits holding it when a set's suits must differ
  uint32_t set_ranks_;                   // ranks with enough of them for a set
  uint32_t set_ranks1_;                  // ranks with enough of them for a set with one wild
  uint32_t valid3_ = 0;                  // first positions of three run positions in a row
  int dead_check_wilds_;                 // dead cards are taken out with up to this many wilds left (0 or 1)
  bool live_only_ = false;               // the next Search's sub-hand holds no dead card
  uint64_t key_[3];                      // two bits of count per face
  int crowded_ = 0;                      // faces held four times (four decks): their counts overflow the key, so no memo
  int leftover_cost_[64];
  int wilds_total_ = 0;
  std::vector<int> base_wilds_;    // hand values of the cards that are always wild (sorted)
  std::vector<int> flex_faces_;    // faces of wild-rank cards that may also be natural (sorted)
  std::vector<int> flex_natural_;  // per flex card: 1 if it is used as a natural (best choice)
  // The wild pool of the least (ValueWilds): base_wilds_, or where flex_as_wild_ counts flex cards
  // wild (value_flex_ of them), value_wilds_ with them too.
  std::vector<int> value_wilds_;
  int value_flex_ = 0;
  const std::vector<int>& ValueWilds() const { return value_flex_ > 0 ? value_wilds_ : base_wilds_; }
  void SetValuePool() { SetWildPool(ValueWilds(), value_flex_); }
  // The hand the counts were loaded from (every search puts back what it takes out), so
  // loading it again changes nothing; not ok once the counts no longer match it.
  std::vector<Card> loaded_;
  bool loaded_ok_ = false;
  // Scratch storage kept between calls: a hand with one card more, a wild pool with one less.
  std::vector<Card> with_;
  std::vector<int> pool_;
  std::vector<Plan> plans_;  // Build's
  std::vector<Entry> table_;
  // The last exact answers of searches of a whole hand less one card (SearchWhole), by the
  // sub-hand's key and wild pool.
  struct Whole {
    uint64_t key[3];
    uint32_t stamp;
    int w;
    int value;
  };
  static constexpr int kRecent = 8;
  Whole recent_[kRecent] = {};
  int recent_next_ = 0;
  // Memo entries carry the stamp of the wild pool they were computed with: pools_[i] (sorted
  // wild values) has stamp first_stamp_ + i; stamp_ is the current pool's (0: none yet).
  static constexpr size_t kMaxPools = 64;
  uint32_t stamp_ = 0;
  uint32_t first_stamp_ = 1;
  std::vector<std::vector<int>> pools_;
  std::vector<int> pools_flex_;  // per pool: its flex cards (SetWildPool)
  int pool_flex_ = 0;            // the current pool's
  uint64_t nodes_ = 0;
  // The wild fast path (wild_search.h), for the least only.
  WildSearch wild_;
  std::vector<WildSearch::Step> wild_steps_;  // WildReconstruct's walk (storage kept from call to call)
  bool use_wild_ = wild_.applies();
  // The natural path's state, last: the general search's hot members keep their places.
  NaturalSearch natural_;
  uint64_t natural_mask_ = 0;
  Card natural_at_[64];
  uint8_t natural_bits_[64];  // each card's bit, in hand order
};

// A Solver for these rules, kept per thread and reused (its memo table is allocated once).
// Rule sets are told apart by their values (Rules::SameValue), whatever their names.
Solver& SharedSolver(const Rules& rules);

}  // namespace rummy
