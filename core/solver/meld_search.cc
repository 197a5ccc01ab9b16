#include "solver/meld_search.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>

namespace rummy {

namespace {

// The natural cards of one face in a hand, in hand order (a joker face that is not wild can
// hold every joker of three decks).
struct FaceCards {
  std::array<Card, kMaxDecks * 3> cards;
  int n = 0;
  bool empty() const { return n == 0; }
  Card operator[](int i) const { return cards[i]; }
};

struct HandParts {
  std::array<FaceCards, kNumFaces> by_face;
  std::vector<Card> jokers, rank_wilds;  // rank_wilds: non-joker wild cards
  int wilds() const { return static_cast<int>(jokers.size() + rank_wilds.size()); }
};

void Group(const Rules& rules, const std::vector<Card>& hand, HandParts& p) {
  for (Card c : hand) {
    if (!rules.IsWild(c)) {
      FaceCards& f = p.by_face[c.face()];
      f.cards[f.n++] = c;
    } else if (c.is_joker()) {
      p.jokers.push_back(c);
    } else {
      p.rank_wilds.push_back(c);
    }
  }
}

// Which melds a search wants: one kind or both, a size range, a range of wild cards.
struct MeldFilter {
  std::optional<MeldKind> kind;
  int min_size = 0;
  int max_size = INT_MAX;
  int min_wilds = 0;
  int max_wilds = INT_MAX;
};

// Every split of k wild cards into j jokers and k - j rank wilds: fn(j). The wilds of split j
// are WildOf(p, j, 0 .. k-1).
template <typename Fn>
void ForEachWildSplit(const HandParts& p, int k, Fn&& fn) {
  for (int j = 0; j <= k && j <= static_cast<int>(p.jokers.size()); ++j) {
    if (k - j <= static_cast<int>(p.rank_wilds.size())) fn(j);
  }
}
Card WildOf(const HandParts& p, int j, int i) { return i < j ? p.jokers[i] : p.rank_wilds[i - j]; }

template <typename Fn>
void Sets(const Rules& rules, const HandParts& p, const MeldFilter& filter, std::vector<Card>& cards, Fn&& fn) {
  const int wilds = std::min(p.wilds(), filter.max_wilds);
  const int ns = rules.pack.num_suits;
  const int largest = rules.LargestSet();
  for (int r = 1; r <= 13; ++r) {
    int counts[kNumSuits] = {};
    int total = 0;
    for (int s = 0; s < ns; ++s) {
      counts[s] = p.by_face[s * 13 + r - 1].n;
      if (rules.set_suits_distinct) counts[s] = std::min(counts[s], 1);
      total += counts[s];
    }
    if (total == 0 || total + wilds < std::max(rules.min_set, filter.min_size)) continue;
    int pick[kNumSuits] = {};
    while (true) {
      int n = 0;
      cards.clear();
      for (int s = 0; s < ns; ++s) {
        n += pick[s];
        for (int i = 0; i < pick[s]; ++i) cards.push_back(p.by_face[s * 13 + r - 1][i]);
      }
      if (n > 0) {
        for (int k = std::max({filter.min_wilds, rules.min_set - n, filter.min_size - n}); k <= wilds; ++k) {
          if ((largest > 0 && n + k > largest) || n + k > filter.max_size) break;
          ForEachWildSplit(p, k, [&](int j) {
            cards.resize(n);
            for (int i = 0; i < k; ++i) cards.push_back(WildOf(p, j, i));
            fn(cards, MeldHint{MeldKind::kSet, std::nullopt, r}, Suit::kClubs);
          });
        }
      }
      int s = 0;
      while (s < ns && pick[s] == counts[s]) pick[s++] = 0;
      if (s == ns) break;
      ++pick[s];
    }
  }
}

template <typename Fn>
void Runs(const Rules& rules, const HandParts& p, const MeldFilter& filter, std::vector<Card>& cards, Fn&& fn) {
  const int wilds = std::min(p.wilds(), filter.max_wilds);
  const int lo_bound = rules.LowestPosition(), hi_bound = rules.HighestPosition();
  const int longest = std::min(rules.LongestRun(), filter.max_size);
  const int shortest = std::max(rules.min_run, filter.min_size);
  for (int s = 0; s < rules.pack.num_suits; ++s) {
    auto natural_at = [&](int pos) -> const FaceCards& { return p.by_face[s * 13 + PositionRank(pos) - 1]; };
    bool any = false;
    for (int pos = lo_bound; pos <= hi_bound && !any; ++pos) any = !natural_at(pos).empty();
    if (!any) continue;
    for (int low = lo_bound; low <= hi_bound; ++low) {
      int avail[15];  // positions low .. high with a natural card in hand
      int na = 0;
      for (int pos = low; pos < low + shortest - 1 && pos <= hi_bound; ++pos) {
        if (!natural_at(pos).empty()) avail[na++] = pos;
      }
      for (int high = low + shortest - 1; high <= hi_bound; ++high) {
        const int len = high - low + 1;
        if (len > longest || (low == 1 && high == 14)) break;
        if (!natural_at(high).empty()) avail[na++] = high;
        if (len - na > wilds) break;  // each longer window needs at least as many wilds
        if (na == 0) continue;
        for (uint32_t mask = 1; mask < (1u << na); ++mask) {
          const int used = std::popcount(mask);
          const int k = len - used;
          if (k > wilds || k < filter.min_wilds) continue;
          // The run must start and end where the hint says: wilds at the ends are fine.
          ForEachWildSplit(p, k, [&](int j) {
            cards.clear();
            int wi = 0;
            for (int pos = low, a = 0; pos <= high; ++pos) {
              const bool natural = a < na && avail[a] == pos && ((mask >> a) & 1u);
              if (a < na && avail[a] == pos) ++a;
              cards.push_back(natural ? natural_at(pos)[0] : WildOf(p, j, wi++));
            }
            fn(cards, MeldHint{MeldKind::kRun, low, std::nullopt}, static_cast<Suit>(s));
          });
        }
      }
    }
  }
}

// The candidate melds of `p` that pass `filter`: fn(cards, hint, suit) for each, unchecked (see
// Checked); `suit` is the suit a run was built in.
template <typename Fn>
void EachCandidate(const Rules& rules, const HandParts& p, const MeldFilter& filter, Fn&& fn) {
  std::vector<Card> cards;
  cards.reserve(32);
  if (!filter.kind || *filter.kind == MeldKind::kSet) Sets(rules, p, filter, cards, fn);
  if (!filter.kind || *filter.kind == MeldKind::kRun) Runs(rules, p, filter, cards, fn);
}

// The meld a candidate makes, read with the hint it was built with (a run must stay in the
// suit it was built in); nullopt when the rules refuse it.
std::optional<Meld> Checked(const Rules& rules, std::span<const Card> cards, const MeldHint& hint, Suit suit) {
  Result<Meld> m = CheckMeld(rules, cards, hint);
  if (!m || (hint.kind == MeldKind::kRun && m->suit != suit)) return std::nullopt;
  return *m;
}

constexpr int kCannot = INT_MAX / 4;

// The fewest wild cards any meld of `kind` that EachCandidate(p, filter) finds can hold, by
// counting alone (every rule that could still refuse a meld left out, so this is a lower
// bound); kCannot when counting shows there is none. Any meld has a natural card and at least
// `need` cards; a run's `need` positions around one of its natural cards hold that many cards
// of the hand or wilds standing in.
int LeastWilds(const Rules& rules, const HandParts& p, MeldKind kind, const MeldFilter& filter) {
  const int wilds = std::min(p.wilds(), filter.max_wilds);
  if (wilds < filter.min_wilds) return kCannot;
  const int ns = rules.pack.num_suits;
  int least = kCannot;
  if (kind == MeldKind::kSet) {
    const int need = std::max(rules.min_set, filter.min_size);
    if (need > filter.max_size || (rules.LargestSet() > 0 && need > rules.LargestSet())) return kCannot;
    for (int r = 1; r <= 13; ++r) {
      int naturals = 0;
      for (int s = 0; s < ns; ++s) {
        const int n = p.by_face[s * 13 + r - 1].n;
        naturals += rules.set_suits_distinct ? std::min(n, 1) : n;
      }
      if (naturals > 0 && naturals + wilds >= need) least = std::min(least, std::max(0, need - naturals));
    }
  } else {
    const int need = std::max(rules.min_run, filter.min_size);
    if (need > std::min(rules.LongestRun(), filter.max_size)) return kCannot;
    const int lo_bound = rules.LowestPosition(), hi_bound = rules.HighestPosition();
    for (int s = 0; s < ns; ++s) {
      auto natural = [&](int pos) { return p.by_face[s * 13 + PositionRank(pos) - 1].empty() ? 0 : 1; };
      int naturals = 0;  // in the window of `need` positions from `low`, slid up one at a time
      for (int pos = lo_bound; pos < lo_bound + need - 1 && pos <= hi_bound; ++pos) naturals += natural(pos);
      for (int low = lo_bound; low + need - 1 <= hi_bound; ++low) {
        naturals += natural(low + need - 1);
        if (low == 1 && low + need - 1 == 14) break;
        if (naturals > 0 && need - naturals <= wilds) least = std::min(least, need - naturals);
        naturals -= natural(low);
      }
    }
  }
  return least == kCannot ? kCannot : std::max(least, filter.min_wilds);
}

// The fewest wild cards the sets of `needs` (their least lengths) can hold together, each with a
// natural card of its own: sets of one rank share that rank's natural cards. A lower bound by
// counting, as above.
int LeastWildsForSets(const HandParts& p, int num_suits, const std::vector<int>& needs) {
  const int k = static_cast<int>(needs.size());
  const int full = (1 << k) - 1;
  std::array<int, 16> least;  // by the sets placed so far (k <= 4)
  least.fill(kCannot);
  least[0] = 0;
  for (int r = 1; r <= 13; ++r) {
    int naturals = 0;
    for (int s = 0; s < num_suits; ++s) naturals += p.by_face[s * 13 + r - 1].n;
    if (naturals == 0) continue;
    const std::array<int, 16> before = least;
    for (int done = 0; done < full; ++done) {
      if (before[done] == kCannot) continue;
      const int open = full & ~done;
      for (int here = open; here != 0; here = (here - 1) & open) {  // the sets made of rank r
        int cards = 0;
        for (int q = 0; q < k; ++q) cards += (here >> q & 1) ? needs[q] : 0;
        if (std::popcount(static_cast<unsigned>(here)) > naturals) continue;
        least[done | here] = std::min(least[done | here], before[done] + std::max(0, cards - naturals));
      }
    }
  }
  return least[full];
}

int HandTotal(const Rules& rules, const std::vector<Card>& cards) {
  int v = 0;
  for (Card c : cards) v += rules.HandValue(c);
  return v;
}

// Canonical key so that interchangeable contract parts are filled in one order only.
int MeldKey(const Meld& m) { return m.kind == MeldKind::kRun ? 100 + static_cast<int>(m.suit) * 16 + m.low : m.rank; }

// A candidate meld of the contract search as it was built: its kind, suit, rank or first
// position and cards, which is all the search looks at. The rules check it (Checked) only once
// it is part of a better way to lay the contract.
struct Candidate {
  Meld meld;
  MeldHint hint;
};

void ContractDfs(const Rules& rules, const Contract& contract, size_t part, const std::vector<Card>& left, int wilds_used,
                 int min_key, int keep, std::vector<Candidate>& chosen, std::optional<ContractLay>& best) {
  if (part == contract.parts.size()) {
    if (static_cast<int>(left.size()) < keep) return;
    if (contract.exact_wilds && !contract.wilds_per_meld && contract.max_wilds >= 0 && wilds_used != contract.max_wilds) return;
    const int v = HandTotal(rules, left);
    if (best && v >= best->left_value) return;
    std::vector<Meld> melds;
    for (const Candidate& c : chosen) {
      std::optional<Meld> m = Checked(rules, c.meld.cards, c.hint, c.meld.suit);
      if (!m) return;
      melds.push_back(std::move(*m));
    }
    best = ContractLay{std::move(melds), v, static_cast<int>(left.size())};
    return;
  }
  const ContractPart& want = contract.parts[part];
  const bool same_as_previous =
      part > 0 && contract.parts[part - 1].kind == want.kind && contract.parts[part - 1].min_size == want.min_size;
  // The melds this part may take: its kind and lengths, within the wild-card limit, leaving
  // `keep` cards in hand.
  auto filter_of = [&](const ContractPart& c) {
    MeldFilter f{c.kind, c.min_size, static_cast<int>(left.size()) - keep};
    if (contract.exact_lengths) f.max_size = std::min(f.max_size, c.min_size);
    if (contract.max_wilds >= 0) {
      f.max_wilds = contract.wilds_per_meld ? contract.max_wilds : contract.max_wilds - wilds_used;
      if (contract.wilds_per_meld && contract.exact_wilds) f.min_wilds = contract.max_wilds;
    }
    return f;
  };
  // Most hands cannot lay the contract yet: give up as soon as counting shows that the cards
  // left cannot hold every part still to lay (each on its own, then all of them with the wild
  // cards there are), before trying the ways to lay this one.
  HandParts p;
  Group(rules, left, p);
  int cards_needed = keep, wilds_needed = 0;
  std::vector<int> set_needs;
  for (size_t q = part; q < contract.parts.size(); ++q) {
    const ContractPart& c = contract.parts[q];
    cards_needed += c.min_size;
    const int least = LeastWilds(rules, p, c.kind, filter_of(c));
    if (least == kCannot) return;
    if (c.kind == MeldKind::kSet) {
      set_needs.push_back(std::max(rules.min_set, c.min_size));
    } else {
      wilds_needed += least;
    }
  }
  if (cards_needed > static_cast<int>(left.size())) return;
  if (set_needs.size() <= 4) wilds_needed += LeastWildsForSets(p, rules.pack.num_suits, set_needs);
  int wilds = p.wilds();
  if (contract.max_wilds >= 0 && !contract.wilds_per_meld) wilds = std::min(wilds, contract.max_wilds - wilds_used);
  if (wilds_needed > wilds) return;
  const MeldFilter filter = filter_of(want);
  std::vector<Candidate> candidates;
  EachCandidate(rules, p, filter, [&](const std::vector<Card>& cards, const MeldHint& hint, Suit suit) {
    const Meld m{*hint.kind, suit, hint.rank.value_or(0), hint.low.value_or(0), cards};
    if (same_as_previous && MeldKey(m) < min_key) return;
    for (const Candidate& c : chosen) {
      if (RunsClash(contract, c.meld, m)) return;
    }
    candidates.push_back({m, hint});
  });
  for (const Candidate& c : candidates) {
    chosen.push_back(c);
    ContractDfs(rules, contract, part + 1, Without(left, c.meld.cards), wilds_used + ContractWilds(rules, c.meld),
                MeldKey(c.meld), keep, chosen, best);
    chosen.pop_back();
  }
}

}  // namespace

std::vector<Card> Without(const std::vector<Card>& hand, std::span<const Card> used) {
  std::vector<Card> out = hand;
  for (Card u : used) {
    auto it = std::find(out.begin(), out.end(), u);
    RUMMY_CHECK(it != out.end());
    out.erase(it);
  }
  return out;
}

void ForEachMeld(const Rules& rules, const std::vector<Card>& hand, const std::function<void(const Meld&)>& fn) {
  HandParts p;
  Group(rules, hand, p);
  EachCandidate(rules, p, MeldFilter{}, [&](const std::vector<Card>& cards, const MeldHint& hint, Suit suit) {
    if (std::optional<Meld> m = Checked(rules, cards, hint, suit)) fn(*m);
  });
}

int ContractWilds(const Rules& rules, const Meld& m) {
  int n = 0;
  for (int i = 0; i < m.size(); ++i) {
    const Card c = m.cards[i];
    if (!rules.IsWild(c)) continue;
    const bool itself = !c.is_joker() && (m.kind == MeldKind::kSet ? m.rank == c.rank() : m.Represents(rules, i) == c.face());
    if (!itself) ++n;
  }
  return n;
}

bool RunsClash(const Contract& contract, const Meld& a, const Meld& b) {
  if (contract.same_suit_runs == 0 || a.kind != MeldKind::kRun || b.kind != MeldKind::kRun || a.suit != b.suit) return false;
  if (contract.same_suit_runs == 1) return true;
  return std::max(a.low, b.low) - std::min(a.high(), b.high()) - 1 < 2;
}

namespace {
// The condition of a contract without wild cards: as shown, as saves' check values hold it, and as
// positions written before the shown words were made plain hold it (a new playtester did not
// understand "dead" for wild cards that may not go in a meld).
constexpr const char* kNoWildsShown = "no wild cards in melds";
constexpr const char* kNoWildsSaved = "no wild cards";
constexpr const char* kNoWildsShownBefore = "jokers are dead this hand";
}  // namespace

std::pair<std::string, std::vector<std::string>> Contract::Words(const char* no_wilds) const {
  std::string out;
  std::vector<std::string> conditions;
  for (size_t i = 0; i < parts.size(); ++i) {
    size_t j = i;
    while (j + 1 < parts.size() && parts[j + 1].kind == parts[i].kind && parts[j + 1].min_size == parts[i].min_size) ++j;
    const int n = static_cast<int>(j - i + 1);
    const bool set = parts[i].kind == MeldKind::kSet;
    if (!out.empty()) out += " + ";
    out += (n == 1 ? std::string(set ? "a set" : "a run") : std::to_string(n) + (set ? " sets" : " runs")) + " of " +
           std::to_string(parts[i].min_size);
    i = j;
  }
  if (max_wilds == 0) {
    conditions.push_back(no_wilds);
  } else if (max_wilds > 0) {
    conditions.push_back(std::string(exact_wilds ? "exactly " : "at most ") + std::to_string(max_wilds) + " wild" +
                         (max_wilds == 1 ? "" : "s") + (wilds_per_meld ? " in each" : " in all"));
  }
  if (exact_lengths) conditions.push_back("no longer");
  return {out, conditions};
}

std::string Contract::Joined(const char* no_wilds) const {
  auto [out, conditions] = Words(no_wilds);
  for (const std::string& c : conditions) out += ", " + c;
  return out;
}

std::string Contract::ToString(bool saved_form) const { return Joined(saved_form ? kNoWildsSaved : kNoWildsShown); }

bool Contract::ReadsAs(std::string_view text) const {
  return text == ToString() || (max_wilds == 0 && text == Joined(kNoWildsShownBefore));
}

std::string Contract::InSentence() const {
  auto [out, conditions] = Words(kNoWildsShown);
  for (size_t i = 0; i < conditions.size(); ++i) out += (i ? ", " : " (") + conditions[i];
  return conditions.empty() ? out : out + ")";
}

std::optional<ContractLay> FindContract(const Rules& rules, const std::vector<Card>& hand, const Contract& contract, int keep) {
  std::optional<ContractLay> best;
  std::vector<Candidate> chosen;
  ContractDfs(rules, contract, 0, hand, 0, INT_MIN, keep, chosen, best);
  return best;
}

std::optional<Opening> FindOpening(Solver& solver, const std::vector<Card>& hand, int min_value,
                                   std::optional<Card> must_contain) {
  const Rules& rules = solver.rules();
  std::optional<Opening> best;
  ForEachMeld(rules, hand, [&](const Meld& found) {
    const int value = MeldTableValue(rules, found);
    if (value < min_value) return;
    Meld m = found;
    if (must_contain && std::find(m.cards.begin(), m.cards.end(), *must_contain) == m.cards.end()) {
      // Identical copies are interchangeable: put the very card asked for in the meld.
      auto it = std::find_if(m.cards.begin(), m.cards.end(), [&](Card c) {
        return c == *must_contain || (rules.IsWild(c) == rules.IsWild(*must_contain) && c.face() == must_contain->face());
      });
      if (it == m.cards.end()) return;
      *it = *must_contain;
    }
    const int rest = solver.MinDeadwood(Without(hand, m.cards));
    if (!best || rest < best->rest_deadwood || (rest == best->rest_deadwood && value > best->value)) {
      best = Opening{m, value, rest};
    }
  });
  return best;
}

namespace {

bool HasFace(const Meld& m, Card c) {
  return std::any_of(m.cards.begin(), m.cards.end(), [&](Card x) { return x.face() == c.face(); });
}

// Depth-first over candidate melds (highest value first), disjoint, until the total reaches
// `need`; `budget` bounds the work on hands with very many candidates.
bool CombineDfs(const Rules& rules, const std::vector<Meld>& cands, size_t from, std::vector<Card>& left, int need,
                bool contains_ok, std::optional<Card> must, std::vector<Meld>& chosen, int& budget) {
  if (need <= 0 && contains_ok) return true;
  if (--budget < 0) return false;
  for (size_t i = from; i < cands.size(); ++i) {
    const Meld& m = cands[i];
    bool available = true;
    for (Card c : m.cards) available &= std::find(left.begin(), left.end(), c) != left.end();
    if (!available) continue;
    std::vector<Card> saved = left;
    left = Without(left, m.cards);
    chosen.push_back(m);
    const bool has = contains_ok || (must && HasFace(m, *must));
    if (CombineDfs(rules, cands, i + 1, left, need - MeldTableValue(rules, m), has, must, chosen, budget)) return true;
    chosen.pop_back();
    left = saved;
  }
  return false;
}

}  // namespace

std::optional<std::vector<Meld>> FindCombinedOpening(const Rules& rules, const std::vector<Card>& hand, int min_value,
                                                     std::optional<Card> must_contain) {
  std::vector<Meld> cands;
  ForEachMeld(rules, hand, [&](const Meld& m) { cands.push_back(m); });
  std::stable_sort(cands.begin(), cands.end(),
                   [&](const Meld& a, const Meld& b) { return MeldTableValue(rules, a) > MeldTableValue(rules, b); });
  std::vector<Card> left = hand;
  std::vector<Meld> chosen;
  int budget = 20000;
  if (CombineDfs(rules, cands, 0, left, min_value, !must_contain.has_value(), must_contain, chosen, budget)) { return chosen; }
  return std::nullopt;
}

}  // namespace rummy
