#include "match/hint.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "match/describe.h"
#include "solver/solver.h"

namespace rummy {

namespace {

// Copies of `c`'s face this player can account for: in hand (other than `c`), in the visible
// discards, on the table and played to tricks.
int CopiesSeen(const TableView& v, Card c) {
  int seen = -1;  // `c` itself is in hand
  auto count = [&](const std::vector<Card>& cards) {
    for (Card x : cards) seen += x.face() == c.face() ? 1 : 0;
  };
  count(v.hand);
  count(v.discard);
  for (const TableMeld& t : v.melds) count(t.meld.cards);
  for (const std::vector<Card>& p : v.played) count(p);
  return seen;
}

std::string Points(int n) { return std::to_string(n) + (n == 1 ? " point" : " points"); }

// What the solver says about the move, as clauses joined by commas; empty when it says nothing.
std::string SolverReason(const Move& m, const TableView& v, const Rules& rules) {
  if (!FindPlayer(v.game)->discards_by_deadwood) return "";  // trick games: no deadwood to speak of
  Solver& solver = SharedSolver(rules);
  std::vector<std::string> parts;
  switch (m.kind) {
    case MoveKind::kDiscard: {
      const int copies = rules.pack.Copies(m.card.face());
      if (!rules.IsWild(m.card) && copies > 1 && CopiesSeen(v, m.card) >= copies - 1) {
        parts.push_back(copies == 2 ? "the other " + m.card.Pretty() + " has been seen"
                                    : "every other " + m.card.Pretty() + " has been seen");
      }
      std::vector<Card> rest = v.hand;
      rest.erase(std::find(rest.begin(), rest.end(), m.card));
      const Arrangement a = solver.Arrange(rest);
      const int least = solver.MinDeadwoodAfterDiscard(v.hand);
      parts.push_back("it leaves " + Points(a.deadwood_value) + " of deadwood" +
                      (a.deadwood_value == least ? ", the least you can keep" : ""));
      if (!a.melds.empty()) {
        const Meld& biggest = *std::max_element(a.melds.begin(), a.melds.end(),
                                                [](const Meld& x, const Meld& y) { return x.cards.size() < y.cards.size(); });
        parts.push_back("and keeps " + CardsPretty(biggest.cards) + " together");
      }
      break;
    }
    case MoveKind::kTakeDiscard:
    case MoveKind::kDrawStock: {
      if (v.discard.empty() || (m.kind == MoveKind::kDrawStock && FindGame(v.game)->OpenDiscardPile())) break;
      const Card top = m.target >= 0 ? m.card : v.discard.back();
      const Solver::TakeEffect e = solver.DeadwoodIfTaken(v.hand, top);
      if (m.kind == MoveKind::kDrawStock) {
        if (e.after >= e.before) parts.push_back(top.Pretty() + " would not lower your deadwood");
      } else if (e.after < e.before) {
        parts.push_back("it cuts your deadwood from " + std::to_string(e.before) + " to " + Points(e.after));
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
    default:
      break;
  }
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out;
}

}  // namespace

Hint HintFor(const State& state, Rng& rng, SearchBudget budget) {
  const int seat = state.CurrentPlayer();
  const TableView v = state.ViewFor(seat);
  const Rules& rules = state.CurrentRules();
  StrongBot bot(budget);
  const StrongBot::Decision d = bot.Decide(v, rules, rng, Sampler(state, seat));
  Hint h{d.move, DescribeMove(d.move, rules, v, true)};
  h.text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(h.text[0])));
  if (state.LegalMoves().size() == 1) {
    h.text += ": it is the only move the rules allow here.";
    return h;
  }
  std::string why = SolverReason(d.move, v, rules);
  if (d.ranked.size() >= 2 && d.ranked[0].playouts > 0 && d.ranked[0].move == d.move) {
    const double lead = d.ranked[0].mean - d.ranked[1].mean;
    char lead_text[32];
    std::snprintf(lead_text, sizeof lead_text, "%.1f", lead);
    const std::string playouts = std::to_string(d.playouts) + " simulated playouts of this hand";
    const std::string sim = lead >= 0.05 ? "it came out best in " + playouts + ", " + lead_text +
                                               " points ahead of the next choice (" +
                                               DescribeMove(d.ranked[1].move, rules, v, true) + ")"
                                         : "no other choice did clearly better in " + playouts;
    why += (why.empty() ? "" : "; ") + sim;
  } else if (why.empty()) {
    why = "it is the basic player's choice (there was no time to compare it with others)";
  }
  h.text += ": " + why + ".";
  return h;
}

}  // namespace rummy
