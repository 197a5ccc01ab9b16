#include "bots/basic_bot.h"

#include <algorithm>
#include <array>
#include <climits>

#include "solver/meld_search.h"

namespace rummy {

namespace {

// Lowest deadwood over the discards of `hand` other than `keep`.
int DeadwoodAfterDiscard(Solver& solver, const std::vector<Card>& hand, std::optional<Card> keep) {
  int best = INT_MAX;
  for (size_t i = 0; i < hand.size(); ++i) {
    if (keep && hand[i] == *keep) continue;
    std::vector<Card> rest = hand;
    rest.erase(rest.begin() + static_cast<long>(i));
    best = std::min(best, solver.MinDeadwood(rest));
  }
  return best;
}

// Opening potential of a hand: the value of its best single meld if one more joker arrived.
int OpeningPotential(const Rules& rules, std::vector<Card> hand) {
  hand.push_back(Card::Joker(3, kMaxDecks - 1));  // a stand-in joker no real hand holds
  int best = 0;
  ForEachMeld(rules, hand, [&](const Meld& m) { best = std::max(best, MeldTableValue(rules, m)); });
  return best;
}

std::vector<Meld> TableMelds(const TableView& v) {
  std::vector<Meld> out;
  for (const TableMeld& m : v.melds) out.push_back(m.meld);
  return out;
}

}  // namespace

// The card of the hand (other than the one just taken) whose discard gives the lowest key;
// `key(card, rest)` returns a tuple-like array compared lexicographically.
template <typename Key>
Card PickDiscard(const TableView& view, Key key) {
  Card pick = view.hand[0];
  bool have = false;
  decltype(key(pick, view.hand)) best{};
  for (size_t i = 0; i < view.hand.size(); ++i) {
    const Card c = view.hand[i];
    if (view.taken && c == *view.taken) continue;
    std::vector<Card> rest = view.hand;
    rest.erase(rest.begin() + static_cast<long>(i));
    const auto k = key(c, rest);
    if (!have || k < best) {
      best = k;
      pick = c;
      have = true;
    }
  }
  return pick;
}

Card BasicBot::BestDiscard(const TableView& view, const Rules& rules) {
  Solver& solver = SharedSolver(rules);
  // Not a wild card while another will do; then the lowest deadwood; then the most valuable.
  return PickDiscard(view, [&](Card c, const std::vector<Card>& rest) {
    return std::array<int, 3>{rules.IsWild(c) ? 1 : 0, solver.MinDeadwood(rest), -rules.HandValue(c)};
  });
}

Move BasicBot::FiveCrowns(const TableView& view, const Rules& rules) {
  Solver& solver = SharedSolver(rules);
  if (view.phase == "draw") {
    if (view.discard.empty()) return Move::Draw();
    const Card top = view.discard.back();
    if (rules.IsWild(top)) return Move::Take();
    std::vector<Card> with = view.hand;
    with.push_back(top);
    const int now = solver.MinDeadwood(view.hand);
    return DeadwoodAfterDiscard(solver, with, top) < now ? Move::Take() : Move::Draw();
  }
  const Card discard = BestDiscard(view, rules);
  std::vector<Card> rest = view.hand;
  rest.erase(std::find(rest.begin(), rest.end(), discard));
  const Arrangement a = solver.Arrange(rest);
  const bool final_turn = view.out_player >= 0;
  if (!a.melds.empty() && (final_turn || a.deadwood_value == 0)) {
    Move m = Move::Of(MoveKind::kLayDown, discard);
    for (const Meld& meld : a.melds) m.melds.push_back(SpecOf(meld));
    return m;
  }
  return Move::Discard(discard);
}

Move BasicBot::Kaluki(const TableView& view, const Rules& rules) {
  Solver& solver = SharedSolver(rules);
  const bool opened = view.opened[view.seat];
  if (view.phase == "draw") {
    if (view.discard.empty()) return Move::Draw();
    const Card top = view.discard.back();
    std::vector<Card> with = view.hand;
    with.push_back(top);
    if (!opened) return FindOpening(solver, with, 51, top) ? Move::Take() : Move::Draw();
    return DeadwoodAfterDiscard(solver, with, top) < solver.MinDeadwood(view.hand) ? Move::Take() : Move::Draw();
  }
  if (!opened) {
    if (std::optional<Opening> o = FindOpening(solver, view.hand, 51, view.taken)) {
      if (o->meld.size() < static_cast<int>(view.hand.size())) {
        return Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(o->meld)});
      }
    }
    // Keep what builds toward 51: discard the card whose loss keeps the best opening in reach,
    // the least valuable among equals (never a joker while another card will do).
    return Move::Discard(PickDiscard(view, [&](Card c, const std::vector<Card>& rest) {
      return std::array<int, 2>{-OpeningPotential(rules, rest), rules.IsWild(c) ? 1000 : rules.HandValue(c)};
    }));
  }
  // Open: meld what the solver melds (keeping a card to discard unless all of it goes down).
  const Arrangement a = solver.Arrange(view.hand);
  for (const Meld& m : a.melds) {
    const bool keeps_taken_alone = view.taken && view.hand.size() - m.cards.size() == 1 &&
                                   std::find(m.cards.begin(), m.cards.end(), *view.taken) == m.cards.end();
    if (!keeps_taken_alone) return Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(m)});
  }
  const std::vector<Meld> table = TableMelds(view);
  for (Card c : a.deadwood) {
    const std::vector<Card> after = Without(view.hand, {c});
    if (after.size() == 1 && view.taken && after[0] == *view.taken) continue;  // it may not be discarded
    const std::vector<LayOffTarget> t = LayOffTargets(rules, table, c);
    if (!t.empty()) return Move::Of(MoveKind::kLayOff, c, t[0].meld, t[0].end);
  }
  return Move::Discard(BestDiscard(view, rules));
}

Move BasicBot::Choose(const TableView& view, const Rules& rules, Rng& rng) {
  (void)rng;
  if (view.game == "kaluki") return Kaluki(view, rules);
  return FiveCrowns(view, rules);
}

std::unique_ptr<Bot> MakeBot(const std::string& level, const std::string& game) {
  if (level == "basic" && (game == "five-crowns" || game == "kaluki")) return std::make_unique<BasicBot>();
  return nullptr;
}

Move BotMove(Bot& bot, const State& state, Rng& rng, std::string* refusal) {
  const int seat = state.CurrentPlayer();
  const Move m = bot.Choose(state.ViewFor(seat), state.CurrentRules(), rng);
  if (std::optional<Error> e = state.Check(m)) {
    if (refusal) *refusal = MoveToString(m, state.CurrentRules()) + ": " + e->Message();
    return state.LegalMoves().front();
  }
  return m;
}

}  // namespace rummy
