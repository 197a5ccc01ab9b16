#include "melds/meld.h"

#include <algorithm>
#include <array>

namespace rummy {

namespace {

int PositionFace(Suit suit, int pos) { return static_cast<int>(suit) * 13 + PositionRank(pos) - 1; }

std::string PositionText(Suit suit, int pos) { return RankText(PositionRank(pos)) + SuitGlyph(suit); }

// Messages name cards the way players see them: 5♥ 6♥ Joker.
std::string CardList(std::span<const Card> cards) { return CardsInWords(cards); }

bool NaturalsOk(const Rules& rules, int naturals, int wilds) {
  switch (rules.naturals) {
    case NaturalsPolicy::kAny: return true;
    case NaturalsPolicy::kAtLeastOne: return naturals >= 1;
    case NaturalsPolicy::kAtLeastWilds: return naturals >= wilds;
    case NaturalsPolicy::kMoreThanWilds: return naturals > wilds;
  }
  return false;
}

std::optional<Error> WildLimits(const Rules& rules, std::span<const Card> cards, int naturals, int wilds) {
  if (rules.max_wilds_per_meld >= 0 && wilds > rules.max_wilds_per_meld) {
    return Error{ErrorCode::kTooManyWilds, CardList(cards) + ": at most " + std::to_string(rules.max_wilds_per_meld) +
                                               " wild card" + (rules.max_wilds_per_meld == 1 ? "" : "s") + " in a meld"};
  }
  if (!NaturalsOk(rules, naturals, wilds)) {
    const char* need = rules.naturals == NaturalsPolicy::kAtLeastOne     ? "at least one natural card"
                       : rules.naturals == NaturalsPolicy::kAtLeastWilds ? "at least as many natural cards as wild cards"
                                                                         : "more natural cards than wild cards";
    return Error{ErrorCode::kNeedsNatural, CardList(cards) + ": a meld needs " + need};
  }
  return std::nullopt;
}

struct Split {
  SmallCards naturals, wilds;
};

Split SplitWilds(const Rules& rules, std::span<const Card> cards) {
  Split s;
  s.naturals.reserve(cards.size());
  for (Card c : cards) (rules.IsWild(c) ? s.wilds : s.naturals).push_back(c);
  return s;
}

Result<Meld> TrySet(const Rules& rules, std::span<const Card> cards, const Split& sp, int rank, const FaceCounts* on_table) {
  const int n = static_cast<int>(sp.naturals.size()), w = static_cast<int>(sp.wilds.size());
  const int size = n + w;
  if (size < rules.min_set) {
    return Error{ErrorCode::kMeldTooShort,
                 CardList(cards) + ": a set needs at least " + std::to_string(rules.min_set) + " cards"};
  }
  if (rules.LargestSet() > 0 && size > rules.LargestSet()) {
    return Error{ErrorCode::kMeldTooLong,
                 CardList(cards) + ": a set has at most " + std::to_string(rules.LargestSet()) + " cards"};
  }
  if (rank == kAce && !rules.aces_meldable) return Error{ErrorCode::kNotAMeld, "aces cannot be melded in this game"};
  uint32_t suits_seen = 0;
  for (Card c : sp.naturals) {
    const uint32_t bit = 1u << static_cast<int>(c.suit());
    if (rules.set_suits_distinct && (suits_seen & bit)) {
      return Error{ErrorCode::kRepeatedSuit, CardList(cards) + ": two " + SuitName(c.suit()) + " in one set"};
    }
    suits_seen |= bit;
  }
  // Cards of the wild rank standing in a set of their own rank are natural there.
  int naturals = n;
  for (Card c : sp.wilds) naturals += (!c.is_joker() && c.rank() == rank) ? 1 : 0;
  if (std::optional<Error> e = WildLimits(rules, cards, naturals, w - (naturals - n))) return *e;
  if (on_table && w > 0 && rank != 0) {
    // Wilds stand for cards of the rank that are not all on the table already.
    int free_copies = 0;
    for (int s = 0; s < rules.pack.num_suits; ++s) {
      const int face = s * 13 + rank - 1;
      int here = 0;
      for (Card c : sp.naturals) here += c.face() == face;
      const int left = rules.pack.Copies(face) - (*on_table)[face] - here;
      if (rules.set_suits_distinct) {
        free_copies += (here == 0 && left > 0) ? 1 : 0;
      } else {
        free_copies += std::max(0, left);
      }
    }
    if (free_copies < w) {
      return Error{ErrorCode::kRepresentedOnTable,
                   CardList(cards) + ": the wild card would stand for a card that is already on the table"};
    }
  }
  Meld m;
  m.kind = MeldKind::kSet;
  m.rank = rank;
  m.cards = sp.naturals;
  m.cards.insert(m.cards.end(), sp.wilds.begin(), sp.wilds.end());
  return m;
}

// Readings of a run of `suit` with the naturals at the given positions (sorted, distinct).
void TryRun(const Rules& rules, std::span<const Card> cards, const Split& sp, Suit suit, const std::vector<int>& positions,
            const FaceCounts* on_table, std::vector<Meld>& out, std::optional<Error>& why) {
  const int n = static_cast<int>(positions.size()), w = static_cast<int>(sp.wilds.size());
  const int size = n + w;
  const int lo_pos = positions.front(), hi_pos = positions.back();
  const int span = hi_pos - lo_pos + 1;
  if (span - n > w) {
    std::string missing;
    for (int p = lo_pos, i = 0; p <= hi_pos; ++p) {
      if (i < n && positions[i] == p) {
        ++i;
      } else {
        missing += (missing.empty() ? "" : " ") + PositionText(suit, p);
      }
    }
    const bool wraps = hi_pos - lo_pos >= 10 && n > 0;
    if (wraps && why == std::nullopt) {
      why = Error{ErrorCode::kRunWraps, CardList(cards) + ": a run cannot go round the corner (K to A to 2)"};
    } else if (!why || why->code != ErrorCode::kRunWraps) {
      why = Error{ErrorCode::kRunHasGap, CardList(cards) + ": " + missing + (span - n == 1 ? " is" : " are") + " missing" +
                                             (w ? " and there are not enough wild cards" : "")};
    }
    return;
  }
  if (size < rules.min_run) {
    why = Error{ErrorCode::kMeldTooShort, CardList(cards) + ": a run needs at least " + std::to_string(rules.min_run) + " cards"};
    return;
  }
  if (size > rules.LongestRun() || (rules.max_run > 0 && size > rules.max_run)) {
    why = Error{ErrorCode::kMeldTooLong, CardList(cards) + ": the run is too long"};
    return;
  }
  if (!rules.aces_meldable && (lo_pos == 1 || hi_pos == 14)) {
    why = Error{ErrorCode::kNotAMeld, "aces cannot be melded in this game"};
    return;
  }
  const int first = std::max(rules.LowestPosition(), hi_pos - size + 1);
  const int last = std::min(lo_pos, rules.HighestPosition() - size + 1);
  for (int low = first; low <= last; ++low) {
    const int high = low + size - 1;
    if (low == 1 && high == 14) continue;  // an ace cannot be at both ends
    if (high > 13 && !rules.AceHigh()) continue;
    // Place the naturals, then wilds; wild-rank cards go to their own position when it is free.
    // (A run has at most 14 positions, so the slots fit in fixed arrays.)
    std::array<Card, 14> slot{};
    uint32_t filled = 0;
    for (Card c : sp.naturals) {
      int pos = c.rank();
      if (pos == kAce && (std::find(positions.begin(), positions.end(), 14) != positions.end())) pos = 14;
      slot[pos - low] = c;
      filled |= 1u << (pos - low);
    }
    int naturals = n;
    std::array<Card, 14> rest{};
    int rest_count = 0;
    for (Card c : sp.wilds) {
      const int own = c.is_joker() ? 0 : c.rank();
      if (!c.is_joker() && c.suit() == suit && own >= low && own <= high && !(filled & (1u << (own - low)))) {
        slot[own - low] = c;
        filled |= 1u << (own - low);
        ++naturals;
      } else {
        rest[rest_count++] = c;
      }
    }
    int k = 0;
    bool represented_ok = true;
    for (int i = 0; i < size; ++i) {
      if (filled & (1u << i)) continue;
      slot[i] = rest[k++];
      if (on_table) {
        const int face = PositionFace(suit, low + i);
        if ((*on_table)[face] >= rules.pack.Copies(face)) represented_ok = false;
      }
    }
    if (!represented_ok) {
      why = Error{ErrorCode::kRepresentedOnTable,
                  CardList(cards) + ": the wild card would stand for a card that is already on the table"};
      continue;
    }
    if (std::optional<Error> e = WildLimits(rules, cards, naturals, size - naturals)) {
      why = e;
      continue;
    }
    Meld m;
    m.kind = MeldKind::kRun;
    m.suit = suit;
    m.low = low;
    m.cards.assign(slot.begin(), slot.begin() + size);
    out.push_back(std::move(m));
  }
  if (first > last && !why)
    why = Error{ErrorCode::kMeldTooLong, CardList(cards) + ": the run does not fit between the lowest and highest rank"};
}

std::string ReadingText(const Rules& rules, const Meld& m) { return m.Pretty(rules); }

}  // namespace

int Meld::Represents(const Rules& rules, int i) const {
  const Card c = cards[i];
  if (kind == MeldKind::kRun) return PositionFace(suit, low + i);
  if (!rules.IsWild(c)) return c.face();
  return -1;
}

std::string Meld::ToString(const Rules& rules) const {
  std::string out;
  AppendText(out, rules);
  return out;
}

void Meld::AppendText(std::string& out, const Rules& rules) const {
  if (out.empty()) out.reserve(static_cast<size_t>(size()) * 3);  // a move's later melds grow it as strings do
  for (int i = 0; i < size(); ++i) {
    if (i) out += ' ';
    const Card c = cards[i];
    AppendFaceText(out, c.face());
    if (rules.IsWild(c)) {
      if (kind == MeldKind::kRun) {
        out += '(';
        AppendFaceText(out, PositionFace(suit, low + i));
        out += ')';
      } else if (rank != 0) {
        out += "(" + std::string(RankText(rank) == "10" ? "T" : RankText(rank)) + ")";
      }
    }
  }
}

std::string Meld::Pretty(const Rules& rules) const {
  std::string out;
  for (int i = 0; i < size(); ++i) {
    if (i) out += ' ';
    const Card c = cards[i];
    out += CardWord(c);
    if (rules.IsWild(c)) {
      if (kind == MeldKind::kRun) {
        out += " (as " + RankText(PositionRank(low + i)) + SuitGlyph(suit) + ")";
      } else if (rank != 0) {
        out += " (as " + RankText(rank) + ")";
      }
    }
  }
  return out;
}

namespace {

// One pass over the cards: every legal reading, and why the set and the run readings failed.
struct Analysis {
  Split sp;
  bool one_rank = false, one_suit = false;
  bool repeated = false;  // one suit, but the same card twice: no run
  std::vector<Meld> readings;
  std::optional<Error> set_why, run_why;
};

Analysis Analyse(const Rules& rules, std::span<const Card> cards, const FaceCounts* on_table) {
  Analysis a;
  a.sp = SplitWilds(rules, cards);
  const Split& sp = a.sp;
  if (sp.naturals.empty()) {
    // All wild (allowed by the naturals policy or not, TrySet decides): a set of the wild rank
    // when the wild cards share one.
    int rank = 0;
    for (Card c : sp.wilds) {
      if (!c.is_joker()) rank = c.rank();
    }
    Result<Meld> m = TrySet(rules, cards, sp, rank, on_table);
    if (m) a.readings.push_back(std::move(*m));
    return a;
  }
  const int rank0 = sp.naturals[0].rank();
  const Suit suit0 = sp.naturals[0].suit();
  a.one_rank = a.one_suit = true;
  for (Card c : sp.naturals) {
    a.one_rank &= c.rank() == rank0;
    a.one_suit &= c.suit() == suit0;
  }
  if (a.one_rank) {
    Result<Meld> m = TrySet(rules, cards, sp, rank0, on_table);
    if (m) {
      a.readings.push_back(std::move(*m));
    } else {
      a.set_why = m.error();
    }
  }
  if (a.one_suit && (!a.one_rank || sp.naturals.size() == 1)) {
    std::vector<int> ranks;
    ranks.reserve(sp.naturals.size());
    for (Card c : sp.naturals) ranks.push_back(c.rank());
    std::sort(ranks.begin(), ranks.end());
    a.repeated = std::adjacent_find(ranks.begin(), ranks.end()) != ranks.end();
    if (!a.repeated) {
      TryRun(rules, cards, sp, suit0, ranks, on_table, a.readings, a.run_why);
      // A run of all 13 ranks is the same meld with the ace at either end: read it once.
      const bool full = static_cast<int>(cards.size()) >= 13 && !a.readings.empty() && a.readings.back().kind == MeldKind::kRun;
      if (ranks.front() == kAce && rules.AceHigh() && !full) {
        std::vector<int> high(ranks.begin() + 1, ranks.end());
        high.push_back(14);
        TryRun(rules, cards, sp, suit0, high, on_table, a.readings, a.run_why);
      }
    }
  }
  return a;
}

}  // namespace

std::vector<Meld> MeldReadings(const Rules& rules, std::span<const Card> cards, const FaceCounts* on_table) {
  return Analyse(rules, cards, on_table).readings;
}

Result<Meld> CheckMeld(const Rules& rules, std::span<const Card> cards, const MeldHint& hint, const FaceCounts* on_table) {
  if (hint.kind == MeldKind::kSet && hint.rank) {
    // A set of the rank named whose natural cards all have it: its one reading is TrySet's (the
    // hint leaves out every run reading). A refusal is explained below, as ever.
    Split sp = SplitWilds(rules, cards);
    if (!sp.naturals.empty() &&
        std::all_of(sp.naturals.begin(), sp.naturals.end(), [&](Card c) { return c.rank() == *hint.rank; })) {
      if (Result<Meld> m = TrySet(rules, cards, sp, *hint.rank, on_table)) return m;
    }
  }
  Analysis a = Analyse(rules, cards, on_table);
  // The readings the hint allows, moved to the front.
  size_t fit = 0;
  for (Meld& m : a.readings) {
    if (hint.kind && *hint.kind != m.kind) continue;
    if (hint.low && m.kind == MeldKind::kRun && *hint.low != m.low) continue;
    if (hint.rank && m.kind == MeldKind::kSet && m.rank != 0 && *hint.rank != m.rank) continue;
    if (hint.rank && m.kind == MeldKind::kSet && m.rank == 0) m.rank = *hint.rank;
    std::swap(a.readings[fit++], m);
  }
  if (fit == 1) return std::move(a.readings[0]);
  if (fit > 1) {
    std::string options;
    for (size_t i = 0; i < fit; ++i) options += (i ? (i + 1 == fit ? " or " : ", ") : "") + ReadingText(rules, a.readings[i]);
    return Error{ErrorCode::kAmbiguousWild, "Say which card the wild card stands for: " + options};
  }
  // Nothing fits: explain why, from the most specific failure.
  const int shortest = std::min(rules.min_set, rules.min_run);
  if (static_cast<int>(cards.size()) < shortest) {
    return Error{ErrorCode::kMeldTooShort, CardList(cards) + ": a meld needs at least " + std::to_string(shortest) + " cards"};
  }
  if (!a.readings.empty()) {
    const bool kind_fits =
        std::any_of(a.readings.begin(), a.readings.end(), [&](const Meld& m) { return !hint.kind || m.kind == *hint.kind; });
    if (!kind_fits) {
      return Error{ErrorCode::kNotAMeld, CardList(cards) + ": those cards make a " +
                                             (*hint.kind == MeldKind::kRun ? "set, not a run" : "run, not a set")};
    }
    return Error{ErrorCode::kAmbiguousWild, CardList(cards) + ": the wild card cannot stand there"};
  }
  if (a.sp.naturals.empty()) return Error{ErrorCode::kNeedsNatural, CardList(cards) + ": a meld needs a natural card"};
  const bool set_first = !a.one_suit || a.sp.naturals.size() > 1 || hint.kind == MeldKind::kSet;
  if (a.one_rank && set_first && a.set_why) return *a.set_why;
  if (a.repeated) return Error{ErrorCode::kNotAMeld, CardList(cards) + ": a run cannot hold the same card twice"};
  if (a.run_why) return *a.run_why;
  if (a.set_why) return *a.set_why;
  if (!a.one_rank && !a.one_suit) {
    return Error{ErrorCode::kNotAMeld, CardList(cards) + ": not all one rank (a set) nor all one suit (a run)"};
  }
  return Error{ErrorCode::kNotAMeld, CardList(cards) + ": those cards do not make a set or a run"};
}

namespace {

// The run positions a natural card can take: its rank, and 14 too for a high ace.
std::vector<int> RunPositions(const Rules& rules, Card card) {
  std::vector<int> positions;
  if (card.rank() != kAce || rules.AceLow()) positions.push_back(card.rank());
  if (card.rank() == kAce && rules.AceHigh()) positions.push_back(14);
  return positions;
}

// False when LayOff refuses a natural `card` on `meld` before any meld check: another rank on a
// set, another suit on a run, or next to neither end of the run.
bool MightLayOff(const Rules& rules, const Meld& meld, Card card) {
  if (rules.IsWild(card)) return true;
  if (meld.kind == MeldKind::kSet) return card.rank() == meld.rank;
  if (card.suit() != meld.suit) return false;
  for (int pos : RunPositions(rules, card)) {
    if (pos == meld.low - 1 || pos == meld.high() + 1) return true;
  }
  return false;
}

}  // namespace

Result<Meld> LayOff(const Rules& rules, const Meld& meld, Card card, End end, const FaceCounts* on_table) {
  // What was tried, for a refusal only (lay-off targets try every meld, and most refuse).
  auto what = [&] { return card.Pretty() + " on " + meld.Pretty(rules); };
  // The meld is read again with the card added: the faces its own wilds stand for now are not
  // elsewhere on the table (a lay-off of 10♣ on joker (as J♣) Q♣ K♣ was refused because the
  // joker's own J♣ counted as on the table).
  FaceCounts others{};
  if (on_table) {
    others = *on_table;
    for (int i = 0; i < meld.size(); ++i) {
      const int face = meld.Represents(rules, i);
      if (face >= 0 && others[face] > 0) --others[face];
    }
    on_table = &others;
  }
  SmallCards cards = meld.cards;
  if (meld.kind == MeldKind::kSet) {
    if (!rules.IsWild(card) && card.rank() != meld.rank) {
      return Error{ErrorCode::kCannotLayOff, what() + ": a set takes only cards of its rank"};
    }
    cards.push_back(card);
    Result<Meld> m = CheckMeld(rules, cards, MeldHint{MeldKind::kSet, std::nullopt, meld.rank}, on_table);
    if (!m) return Error{ErrorCode::kCannotLayOff, what() + ": " + m.error().Message()};
    return m;
  }
  std::vector<int> lows;  // candidate new lows
  if (rules.IsWild(card) &&
      !(card.rank() != 0 && card.suit() == meld.suit && (card.rank() == meld.low - 1 || card.rank() == meld.high() + 1))) {
    if (end != End::kHigh) lows.push_back(meld.low - 1);
    if (end != End::kLow) lows.push_back(meld.low);
  } else {
    if (card.suit() != meld.suit) return Error{ErrorCode::kCannotLayOff, what() + ": the run is " + SuitName(meld.suit)};
    for (int pos : RunPositions(rules, card)) {
      if (pos == meld.low - 1 && end != End::kHigh) lows.push_back(meld.low - 1);
      if (pos == meld.high() + 1 && end != End::kLow) lows.push_back(meld.low);
    }
    if (lows.empty()) { return Error{ErrorCode::kCannotLayOff, what() + ": it does not continue the run at either end"}; }
  }
  std::vector<Meld> ok;
  std::optional<Error> why;
  for (int low : lows) {
    SmallCards c2 = cards;
    if (low < meld.low) {
      c2.insert(c2.begin(), card);
    } else {
      c2.push_back(card);
    }
    Result<Meld> m = CheckMeld(rules, c2, MeldHint{MeldKind::kRun, low, std::nullopt}, on_table);
    if (m) {
      ok.push_back(*m);
    } else {
      why = m.error();
    }
  }
  if (ok.size() == 1) return ok[0];
  if (ok.size() > 1) return Error{ErrorCode::kAmbiguousWild, what() + ": say which end of the run the wild card goes to"};
  if (why && why->code == ErrorCode::kMeldTooLong) {
    return Error{ErrorCode::kCannotLayOff, what() + ": nothing can be added beyond the end of the ranks"};
  }
  return Error{ErrorCode::kCannotLayOff, what() + ": " + (why ? why->Message() : std::string("it does not fit"))};
}

std::vector<LayOffTarget> LayOffTargets(const Rules& rules, const std::vector<Meld>& melds, Card card,
                                        const FaceCounts* on_table) {
  std::vector<LayOffTarget> out;
  for (int i = 0; i < static_cast<int>(melds.size()); ++i) {
    if (melds[i].kind == MeldKind::kRun && rules.IsWild(card)) {
      for (End e : {End::kLow, End::kHigh}) {
        if (LayOff(rules, melds[i], card, e, on_table)) out.push_back({i, e});
      }
    } else if (MightLayOff(rules, melds[i], card) && LayOff(rules, melds[i], card, End::kAuto, on_table)) {
      out.push_back({i, End::kAuto});
    }
  }
  return out;
}

Result<WildExchange> ExchangeWild(const Rules& rules, const Meld& meld, Card natural) {
  if (rules.IsWild(natural)) return Error{ErrorCode::kCannotLayOff, "exchange a wild card with a natural card"};
  for (int i = 0; i < meld.size(); ++i) {
    const Card c = meld.cards[i];
    if (!rules.IsWild(c)) continue;
    bool match;
    if (meld.kind == MeldKind::kRun) {
      match = meld.Represents(rules, i) == natural.face();
    } else {
      match = natural.rank() == meld.rank;
      if (match && rules.set_suits_distinct) {
        for (Card d : meld.cards) match &= rules.IsWild(d) || d.suit() != natural.suit();
      }
    }
    if (!match) continue;
    SmallCards cards = meld.cards;
    cards[i] = natural;
    Result<Meld> m = CheckMeld(rules, cards,
                               meld.kind == MeldKind::kRun ? MeldHint{MeldKind::kRun, meld.low, std::nullopt}
                                                           : MeldHint{MeldKind::kSet, std::nullopt, meld.rank});
    if (!m) return m.error();
    return WildExchange{*m, c};
  }
  return Error{ErrorCode::kCannotLayOff, natural.Pretty() + " does not replace a wild card in " + meld.Pretty(rules)};
}

int CardTableValue(const Rules& rules, const Meld& meld, int i) {
  const Card c = meld.cards[i];
  const int rank = meld.kind == MeldKind::kRun ? PositionRank(meld.low + i) : meld.rank;
  const bool low_ace = meld.kind == MeldKind::kRun && meld.low + i == 1 && rules.low_ace_table_value >= 0;
  if (c.is_joker() && !rules.joker_table_as_represented) return rules.joker_table_value;
  if (rules.IsWild(c) && !c.is_joker() && !rules.joker_table_as_represented) return rules.table_value[c.rank()];
  return low_ace ? rules.low_ace_table_value : (rank == 0 ? 0 : rules.table_value[rank]);
}

int MeldTableValue(const Rules& rules, const Meld& meld) {
  int total = 0;
  for (int i = 0; i < meld.size(); ++i) total += CardTableValue(rules, meld, i);
  return total;
}

FaceCounts RepresentedFaces(const Rules& rules, const std::vector<Meld>& melds) {
  FaceCounts counts{};
  for (const Meld& m : melds) {
    for (int i = 0; i < m.size(); ++i) {
      const int face = m.Represents(rules, i);
      if (face >= 0) ++counts[face];
    }
  }
  return counts;
}

bool FreeToPlay(const Rules& rules, Card c, const FaceCounts& on_table) {
  return rules.IsWild(c) || on_table[c.face()] < rules.pack.Copies(c.face());
}

}  // namespace rummy
