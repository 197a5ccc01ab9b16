#include "match/hint.h"

#include <algorithm>
#include <cmath>

#include "match/describe.h"
#include "solver/solver.h"

namespace rummy {

namespace {

// Copies of `c`'s face that have left play where this player can see them: in the visible
// discards and on the table (copies in the player's own hand have not been played or thrown
// away; trick games are not asked: see SolverReason).
int CopiesGone(const TableView& v, Card c) {
  int gone = 0;
  auto count = [&](std::span<const Card> cards) {
    for (Card x : cards) gone += x.face() == c.face() ? 1 : 0;
  };
  count(v.discard);
  for (const TableMeld& t : v.melds) count(t.meld.cards);
  return gone;
}

std::string Points(int n) { return std::to_string(n) + (n == 1 ? " point" : " points"); }

}  // namespace

std::string SolverReason(const Move& m, const TableView& v, const Rules& rules) {
  if (!FindPlayer(v.game)->discards_by_deadwood) return "";  // trick games: no deadwood to speak of
  Solver& solver = SharedSolver(rules);
  std::vector<std::string> parts;
  switch (m.kind) {
    case MoveKind::kDiscard: {
      const int copies = rules.pack.Copies(m.card.face());
      if (!rules.IsWild(m.card) && copies > 1 && CopiesGone(v, m.card) >= copies - 1) {
        parts.push_back(copies == 2 ? "the other " + CardWord(m.card) + " has been played or thrown away"
                                    : "every other " + CardWord(m.card) + " has been played or thrown away");
      }
      // Arranged as the player may meld this hand (Kentucky's contract may keep wild cards out).
      std::vector<Card> rest = v.hand;
      rest.erase(std::find(rest.begin(), rest.end(), m.card));
      const Arrangement a = ArrangeForPlayer(v, rules, rest).arrangement;
      // The fewest points any discard leaves: within the hand's wild limit when it has one.
      int least = a.deadwood_value;
      const Game* game = FindGame(v.game);
      if (game == nullptr || !game->WildLimitOf(v)) {
        least = solver.MinDeadwoodAfterDiscard(v.hand);
      } else {
        for (size_t i = 0; i < v.hand.size(); ++i) {
          if (v.hand[i] == m.card) continue;  // `a` is that one
          std::vector<Card> other = v.hand;
          other.erase(other.begin() + static_cast<std::ptrdiff_t>(i));
          least = std::min(least, ArrangeForPlayer(v, rules, other).arrangement.deadwood_value);
        }
      }
      parts.push_back("it leaves you " + Points(a.deadwood_value) + " in cards that fit no meld" +
                      (a.deadwood_value == least ? ", the fewest you can keep" : ""));
      if (!a.melds.empty()) {
        const Meld& biggest = *std::max_element(a.melds.begin(), a.melds.end(),
                                                [](const Meld& x, const Meld& y) { return x.cards.size() < y.cards.size(); });
        parts.push_back("and keeps " + CardsInWords(biggest.cards) + " together");
      }
      break;
    }
    case MoveKind::kTakeDiscard:
    case MoveKind::kDrawStock: {
      if (v.discard.empty() || (m.kind == MoveKind::kDrawStock && FindGame(v.game)->OpenDiscardPile())) break;
      const Card top = m.target >= 0 ? m.card : v.discard.back();
      const Solver::TakeEffect e = solver.DeadwoodIfTaken(v.hand, top);
      if (m.kind == MoveKind::kDrawStock) {
        if (e.after >= e.before) parts.push_back(CardInWords(top) + " would not lower the points your hand holds outside melds");
      } else if (e.after < e.before) {
        parts.push_back("it cuts the points your hand holds outside melds from " + std::to_string(e.before) + " to " +
                        std::to_string(e.after));
      }
      break;
    }
    case MoveKind::kMeld:
    case MoveKind::kLayDown:
    case MoveKind::kLayOff: {
      int value = m.kind == MoveKind::kLayOff ? rules.HandValue(m.card) : 0;
      for (const MeldSpec& s : m.melds) {
        for (Card c : s.cards) value += rules.HandValue(c);
      }
      if (value > 0) parts.push_back("it takes " + Points(value) + " out of your hand");
      break;
    }
    default: break;
  }
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out;
}

std::vector<Card> HandCardsOf(const Move& m, const std::vector<Card>& hand) {
  std::vector<Card> named;
  switch (m.kind) {
    case MoveKind::kDiscard:
    case MoveKind::kLayOff:
    case MoveKind::kWidow: named.push_back(m.card); break;
    case MoveKind::kLayDown:   // the melds and the discard
    case MoveKind::kExchange:  // the card given for the joker, and the meld the joker goes into
      named.push_back(m.card);
      [[fallthrough]];
    case MoveKind::kMeld:
    case MoveKind::kPlay:
      for (const MeldSpec& s : m.melds) named.insert(named.end(), s.cards.begin(), s.cards.end());
      break;
    default: break;  // draws, takes, claims, passes, predictions
  }
  // Only cards of the hand, each once (an exchange's new meld holds the freed joker).
  std::vector<Card> left = hand, out;
  for (Card c : named) {
    if (const auto at = std::find(left.begin(), left.end(), c); at != left.end()) {
      out.push_back(c);
      left.erase(at);
    }
  }
  return out;
}

Hint HintFor(const State& state, Rng& rng, SearchBudget budget, const std::vector<std::string>& names, const SearchShape& shape) {
  const int seat = state.CurrentPlayer();
  const TableView v = state.ViewFor(seat);
  const Rules& rules = state.CurrentRules();
  StrongBot bot(budget, shape);
  const StrongBot::Decision d = bot.Decide(v, rules, rng, Sampler(state, seat));
  Hint h{d.move, DescribeMove(d.move, rules, v, names, true), HandCardsOf(d.move, v.hand)};
  h.text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(h.text[0])));
  if (state.LegalMoves().size() == 1) {
    h.text += ": it is the only move the rules allow here.";
    return h;
  }
  std::string why = SolverReason(d.move, v, rules);
  if (d.ranked.size() >= 2 && d.ranked[0].playouts > 0 && d.ranked[0].move == d.move) {
    // Said as a player would (a playtester read "quick trial games" as a programmer's note).
    // A tie among the best plays adds nothing to a reason of the move's own: the hint stays short
    // enough for a phone on its side (a playtester's covered the status line).
    const std::string trials = " when the computer played the rest of this hand out many times from here";
    if (d.ranked[0].mean - d.ranked[1].mean >= 0.05) {
      why += (why.empty() ? "" : "; ") + std::string("it did best of all the plays") + trials +
             " (next best: " + DescribeMove(d.ranked[1].move, rules, v, names, true) + ")";
    } else if (why.empty()) {
      why = "no other play did clearly better" + trials;
    }
  } else if (why.empty()) {
    why = "it is what a sound simple player would do (there was no time to try the other plays)";
  }
  h.text += ": " + why + ".";
  return h;
}

HandArrangement ArrangeForPlayer(const TableView& view, const Rules& rules, const std::vector<Card>& hand) {
  // The game's wild limit for this hand (-1: none), for the whole lay or for each meld.
  int limit = -1;
  bool each = false;
  const Game* game = FindGame(view.game);
  if (const std::optional<Game::WildLimit> wl = game ? game->WildLimitOf(view) : std::nullopt) {
    limit = wl->most;
    each = wl->per_meld;
  }
  auto within = [&](const Arrangement& a) {
    int all = 0;
    for (const Meld& m : a.melds) {
      const int wilds = static_cast<int>(std::count_if(m.cards.begin(), m.cards.end(), [&](Card c) { return rules.IsWild(c); }));
      if (each && wilds > limit) return false;
      all += wilds;
    }
    return each || all <= limit;
  };
  std::vector<Card> pool = hand, held;  // wild cards held out of the melds
  HandArrangement out;
  for (;;) {
    out.arrangement = SharedSolver(rules).Arrange(pool);
    if (limit < 0 || within(out.arrangement)) break;
    const auto wild = std::find_if(pool.rbegin(), pool.rend(), [&](Card c) { return rules.IsWild(c); });
    held.push_back(*wild);
    pool.erase(std::next(wild).base());
  }
  Arrangement& a = out.arrangement;
  // The melds read as this hand's contract when they can be (six hearts in a row as one run for
  // "2 runs of 4"; eight in a row as two runs of 4 there, one of 8 for "a set of 3 + a run of 7");
  // else a contract asks for runs of 4 or more: runs of one suit that continue each other are shown
  // as one (the solver may split six in a row into two runs of 3, as few points left over).
  std::vector<Card> melded;
  for (const Meld& m : a.melds) melded.insert(melded.end(), m.cards.begin(), m.cards.end());
  std::optional<std::vector<Meld>> contract =
      game != nullptr && limit >= 0 && !melded.empty() ? game->ContractOfCards(view, rules, melded) : std::nullopt;
  if (contract) a.melds = std::move(*contract);
  for (size_t i = 0; limit >= 0 && !contract && i < a.melds.size(); ++i) {
    for (size_t j = 0; j < a.melds.size(); ++j) {
      const Meld &lo = a.melds[i], &hi = a.melds[j];
      if (i == j || lo.kind != MeldKind::kRun || hi.kind != MeldKind::kRun || lo.suit != hi.suit || lo.high() + 1 != hi.low)
        continue;
      SmallCards cards = lo.cards;
      cards.insert(cards.end(), hi.cards.begin(), hi.cards.end());
      Result<Meld> joined = CheckMeld(rules, cards, MeldHint{MeldKind::kRun, lo.low, std::nullopt});
      if (!joined) continue;
      Arrangement tried = a;
      tried.melds[i] = *joined;
      tried.melds.erase(tried.melds.begin() + static_cast<std::ptrdiff_t>(j));
      if (!within(tried)) continue;
      a = std::move(tried);
      i = static_cast<size_t>(-1);  // again from the start: the joined run may continue further
      break;
    }
  }
  for (Card c : held) {
    a.deadwood.push_back(c);
    a.deadwood_value += rules.HandValue(c);
  }
  out.text = a.melds.empty() ? "No meld can be made from these cards yet."
                             : "Arranged: " + std::to_string(a.melds.size()) + (a.melds.size() == 1 ? " meld, " : " melds, ") +
                                   Points(a.deadwood_value) + " left over.";
  if (!held.empty()) {
    const bool jokers = std::all_of(held.begin(), held.end(), [](Card c) { return c.is_joker(); });
    const bool one = held.size() == 1;
    const std::string noun = jokers ? "joker" : "wild card";
    out.text += limit == 0
                    ? " The " + noun + (one ? " stays" : "s stay") + " out: no wild cards may be melded this hand."
                    : std::string(one ? " A wild card stays out" : " Some wild cards stay out") +
                          ": this hand's contract allows only " + (limit == 1 ? std::string("one") : std::to_string(limit)) +
                          (each ? " in each meld." : " in all.");
  }
  return out;
}

std::optional<std::vector<Meld>> MeldsOfSelection(const TableView& view, const Rules& rules, const std::vector<Card>& cards) {
  if (cards.empty()) return std::nullopt;
  // The contract's own lay first: the solver's split of six cards in a row may be two runs of
  // three (as few points left over as one run of six), which a contract of runs of 4 refuses.
  if (const Game* game = FindGame(view.game)) {
    if (std::optional<std::vector<Meld>> contract = game->ContractOfCards(view, rules, cards)) return contract;
  }
  Arrangement a = ArrangeForPlayer(view, rules, cards).arrangement;
  if (!a.deadwood.empty() || a.melds.empty()) return std::nullopt;
  return a.melds.ToVector();
}

std::optional<SelectedGoOut> GoOutFromSelection(const TableView& view, const Rules& rules, const std::vector<Card>& sel) {
  // The hand's cards left unselected (one copy per selected card).
  std::vector<Card> left = view.hand;
  for (Card c : sel) {
    const auto at = std::find(left.begin(), left.end(), c);
    if (at == left.end()) return std::nullopt;  // not a card of this hand
    left.erase(at);
  }
  if (left.size() == 1) {
    if (std::optional<std::vector<Meld>> melds = MeldsOfSelection(view, rules, sel)) return SelectedGoOut{*melds, left[0]};
    return std::nullopt;
  }
  if (!left.empty()) return std::nullopt;
  std::optional<SelectedGoOut> best;
  for (size_t i = 0; i < sel.size(); ++i) {
    // A natural card before a wild one (a wild card is better kept in a meld), then the highest valued.
    auto rank = [&](Card c) { return std::pair(!rules.IsWild(c), rules.HandValue(c)); };
    if (best && rank(sel[i]) <= rank(best->discard)) continue;
    std::vector<Card> rest = sel;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    if (std::optional<std::vector<Meld>> melds = MeldsOfSelection(view, rules, rest)) best = SelectedGoOut{*melds, sel[i]};
  }
  return best;
}

}  // namespace rummy
