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
            Result<Meld> m = CheckMeld(rules, cards, MeldHint{MeldKind::kSet, std::nullopt, r});
            if (m) fn(*m);
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
      for (int high = low + shortest - 1; high <= hi_bound; ++high) {
        const int len = high - low + 1;
        if (len > longest || (low == 1 && high == 14)) break;
        int avail[15];  // positions with a natural card in hand
        int na = 0;
        for (int pos = low; pos <= high; ++pos) {
          if (!natural_at(pos).empty()) avail[na++] = pos;
        }
        if (na == 0 || len - na > wilds) continue;
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
            Result<Meld> m = CheckMeld(rules, cards, MeldHint{MeldKind::kRun, low, std::nullopt});
            if (m && m->suit == static_cast<Suit>(s)) fn(*m);
          });
        }
      }
    }
  }
}

template <typename Fn>
void EachMeld(const Rules& rules, const HandParts& p, const MeldFilter& filter, Fn&& fn) {
  std::vector<Card> cards;
  cards.reserve(32);
  if (!filter.kind || *filter.kind == MeldKind::kSet) Sets(rules, p, filter, cards, fn);
  if (!filter.kind || *filter.kind == MeldKind::kRun) Runs(rules, p, filter, cards, fn);
}

template <typename Fn>
void EachMeld(const Rules& rules, const std::vector<Card>& hand, const MeldFilter& filter, Fn&& fn) {
  HandParts p;
  Group(rules, hand, p);
  EachMeld(rules, p, filter, fn);
}

// False only when EachMeld(p, filter) would find no meld of `kind`: counting alone, with every
// rule that could still refuse a meld left out (so true may still find none). Any meld has a
// natural card and at least `need` cards; a run's first `need` positions around one of its
// natural cards hold that many cards of the hand or wilds standing in.
bool MightMeld(const Rules& rules, const HandParts& p, MeldKind kind, const MeldFilter& filter) {
  const int wilds = std::min(p.wilds(), filter.max_wilds);
  if (wilds < filter.min_wilds) return false;
  const int ns = rules.pack.num_suits;
  if (kind == MeldKind::kSet) {
    const int need = std::max(rules.min_set, filter.min_size);
    if (need > filter.max_size || (rules.LargestSet() > 0 && need > rules.LargestSet())) return false;
    for (int r = 1; r <= 13; ++r) {
      int naturals = 0;
      for (int s = 0; s < ns; ++s) {
        const int n = p.by_face[s * 13 + r - 1].n;
        naturals += rules.set_suits_distinct ? std::min(n, 1) : n;
      }
      if (naturals > 0 && naturals + wilds >= need) return true;
    }
    return false;
  }
  const int need = std::max(rules.min_run, filter.min_size);
  if (need > std::min(rules.LongestRun(), filter.max_size)) return false;
  const int lo_bound = rules.LowestPosition(), hi_bound = rules.HighestPosition();
  for (int s = 0; s < ns; ++s) {
    for (int low = lo_bound; low + need - 1 <= hi_bound; ++low) {
      if (low == 1 && low + need - 1 == 14) break;
      int naturals = 0;
      for (int pos = low; pos < low + need; ++pos) naturals += p.by_face[s * 13 + PositionRank(pos) - 1].empty() ? 0 : 1;
      if (naturals > 0 && need - naturals <= wilds) return true;
    }
  }
  return false;
}

int HandTotal(const Rules& rules, const std::vector<Card>& cards) {
  int v = 0;
  for (Card c : cards) v += rules.HandValue(c);
  return v;
}

int WildCount(const Rules& rules, const Meld& m) {
  int w = 0;
  for (Card c : m.cards) w += rules.IsWild(c) ? 1 : 0;
  return w;
}

// Canonical key so that interchangeable contract parts are filled in one order only.
int MeldKey(const Meld& m) {
  return m.kind == MeldKind::kRun ? 100 + static_cast<int>(m.suit) * 16 + m.low : m.rank;
}

void ContractDfs(const Rules& rules, const Contract& contract, size_t part, const std::vector<Card>& left,
                 int wilds_used, int min_key, int keep, std::vector<Meld>& chosen, std::optional<ContractLay>& best) {
  if (part == contract.parts.size()) {
    if (static_cast<int>(left.size()) < keep) return;
    if (contract.exact_wilds && !contract.wilds_per_meld && contract.max_wilds >= 0 && wilds_used != contract.max_wilds) return;
    const int v = HandTotal(rules, left);
    if (!best || v < best->left_value) best = ContractLay{chosen, v, static_cast<int>(left.size())};
    return;
  }
  const ContractPart& want = contract.parts[part];
  const bool same_as_previous = part > 0 && contract.parts[part - 1].kind == want.kind &&
                                contract.parts[part - 1].min_size == want.min_size;
  // The melds this part may take: its kind and lengths, within the wild-card limit, leaving
  // `keep` cards in hand.
  auto filter_of = [&](const ContractPart& part) {
    MeldFilter f{part.kind, part.min_size, static_cast<int>(left.size()) - keep};
    if (contract.exact_lengths) f.max_size = std::min(f.max_size, part.min_size);
    if (contract.max_wilds >= 0) {
      f.max_wilds = contract.wilds_per_meld ? contract.max_wilds : contract.max_wilds - wilds_used;
      if (contract.wilds_per_meld && contract.exact_wilds) f.min_wilds = contract.max_wilds;
    }
    return f;
  };
  // Most hands cannot lay the contract yet: give up as soon as the cards left cannot hold every
  // part still to lay, one at a time, before trying the ways to lay this one.
  HandParts p;
  Group(rules, left, p);
  int cards_needed = keep;
  for (size_t q = part; q < contract.parts.size(); ++q) {
    cards_needed += contract.parts[q].min_size;
    if (!MightMeld(rules, p, contract.parts[q].kind, filter_of(contract.parts[q]))) return;
  }
  if (cards_needed > static_cast<int>(left.size())) return;
  const MeldFilter filter = filter_of(want);
  std::vector<Meld> candidates;
  EachMeld(rules, p, filter, [&](const Meld& m) {
    if (same_as_previous && MeldKey(m) < min_key) return;
    for (const Meld& c : chosen) {
      if (RunsClash(contract, c, m)) return;
    }
    candidates.push_back(m);
  });
  for (const Meld& m : candidates) {
    chosen.push_back(m);
    ContractDfs(rules, contract, part + 1, Without(left, m.cards), wilds_used + WildCount(rules, m), MeldKey(m), keep,
                chosen, best);
    chosen.pop_back();
  }
}

}  // namespace

std::vector<Card> Without(const std::vector<Card>& hand, const std::vector<Card>& used) {
  std::vector<Card> out = hand;
  for (Card u : used) {
    auto it = std::find(out.begin(), out.end(), u);
    RUMMY_CHECK(it != out.end());
    out.erase(it);
  }
  return out;
}

void ForEachMeld(const Rules& rules, const std::vector<Card>& hand, const std::function<void(const Meld&)>& fn) {
  EachMeld(rules, hand, MeldFilter{}, fn);
}

bool RunsClash(const Contract& contract, const Meld& a, const Meld& b) {
  if (contract.same_suit_runs == 0 || a.kind != MeldKind::kRun || b.kind != MeldKind::kRun || a.suit != b.suit) return false;
  if (contract.same_suit_runs == 1) return true;
  return std::max(a.low, b.low) - std::min(a.high(), b.high()) - 1 < 2;
}

std::string Contract::ToString() const {
  int sets = 0, runs = 0;
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    size_t j = i;
    while (j + 1 < parts.size() && parts[j + 1].kind == parts[i].kind && parts[j + 1].min_size == parts[i].min_size) ++j;
    const int n = static_cast<int>(j - i + 1);
    const bool set = parts[i].kind == MeldKind::kSet;
    (set ? sets : runs) += n;
    if (!out.empty()) out += " + ";
    out += (n == 1 ? std::string(set ? "a set" : "a run") : std::to_string(n) + (set ? " sets" : " runs")) + " of " +
           std::to_string(parts[i].min_size);
    i = j;
  }
  if (max_wilds == 0) {
    out += ", no wild cards";
  } else if (max_wilds > 0) {
    out += std::string(exact_wilds ? ", exactly " : ", at most ") + std::to_string(max_wilds) + " wild" +
           (max_wilds == 1 ? "" : "s") + (wilds_per_meld ? " in each" : " in all");
  }
  if (exact_lengths) out += ", no longer";
  return out;
}

std::optional<ContractLay> FindContract(const Rules& rules, const std::vector<Card>& hand, const Contract& contract,
                                        int keep) {
  std::optional<ContractLay> best;
  std::vector<Meld> chosen;
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
  std::stable_sort(cands.begin(), cands.end(), [&](const Meld& a, const Meld& b) {
    return MeldTableValue(rules, a) > MeldTableValue(rules, b);
  });
  std::vector<Card> left = hand;
  std::vector<Meld> chosen;
  int budget = 20000;
  if (CombineDfs(rules, cands, 0, left, min_value, !must_contain.has_value(), must_contain, chosen, budget)) {
    return chosen;
  }
  return std::nullopt;
}

}  // namespace rummy
