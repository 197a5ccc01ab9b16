// The basic level for Kaluki (see basic_bot.h for how it plays), and what the other levels
// need to know of the game.
#include "bots/kaluki/kaluki_player.h"

#include <algorithm>
#include <array>

#include "bots/basic_bot.h"
#include "solver/meld_search.h"

namespace rummy {

namespace {

// Opening potential of a hand: the value of its best single meld if one more joker arrived.
int OpeningPotential(const Rules& rules, std::vector<Card> hand) {
  hand.push_back(Card::Joker(3, kMaxDecks - 1));  // a stand-in joker no real hand holds
  int best = 0;
  ForEachMeld(rules, hand, [&](const Meld& m) { best = std::max(best, MeldTableValue(rules, m)); });
  return best;
}


Move BasicMove(const TableView& view, const Rules& rules, Rng& rng) {
  Solver& solver = SharedSolver(rules);
  const bool opened = view.opened[view.seat];
  auto option = [&](std::string_view name) { return OptionOr(*view.options, name, 0); };
  // A hand left after a meld or lay-off must still let the turn end.
  auto leaves_turn_open = [&](const std::vector<Card>& after, std::optional<Card> taken) {
    if (after.empty()) return !option("must-discard");
    return !(after.size() == 1 && taken && after[0] == *taken);  // it may not be discarded
  };
  if (view.phase == "draw") {
    if (view.discard.empty()) return Move::Draw();
    const Card top = view.discard.back();
    std::vector<Card> with = view.hand;
    with.push_back(top);
    if (!opened) {
      std::optional<Opening> o = FindOpening(solver, with, 51, top);
      if (o && leaves_turn_open(Without(with, o->meld.cards), top)) return Move::Take();
      if (option("combined-opening")) {
        if (std::optional<std::vector<Meld>> c = FindCombinedOpening(rules, with, 51, top)) {
          std::vector<Card> used;
          for (const Meld& m : *c) used.insert(used.end(), m.cards.begin(), m.cards.end());
          if (leaves_turn_open(Without(with, used), top)) return Move::Take();
        }
      }
      return Move::Draw();
    }
    return solver.TakeLowersDeadwood(view.hand, top) && !BreakCycle(rng) ? Move::Take() : Move::Draw();
  }
  if (!opened) {
    if (std::optional<Opening> o = FindOpening(solver, view.hand, 51, view.taken)) {
      if (leaves_turn_open(Without(view.hand, o->meld.cards), view.taken)) {
        return Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(o->meld)});
      }
    }
    if (option("combined-opening")) {
      if (std::optional<std::vector<Meld>> c = FindCombinedOpening(rules, view.hand, 51, view.taken)) {
        Move m = Move::Of(MoveKind::kMeld);
        std::vector<Card> used;
        for (const Meld& x : *c) {
          m.melds.push_back(SpecOf(x));
          used.insert(used.end(), x.cards.begin(), x.cards.end());
        }
        if (leaves_turn_open(Without(view.hand, used), view.taken)) return m;
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
    if (leaves_turn_open(Without(view.hand, m.cards), view.taken)) {
      return Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(m)});
    }
  }
  if (option("layoff-next-turn") && view.opened_this_turn) return Move::Discard(BestDiscard(view, rules));
  const std::vector<Meld> table = MeldsOf(view.melds);
  for (Card c : a.deadwood) {
    if (!leaves_turn_open(Without(view.hand, {&c, 1}), view.taken)) continue;
    const std::vector<LayOffTarget> t = LayOffTargets(rules, table, c);
    if (!t.empty()) return Move::Of(MoveKind::kLayOff, c, t[0].meld, t[0].end);
  }
  return Move::Discard(BestDiscard(view, rules));
}


}  // namespace

const GamePlayer& KalukiPlayer() {
  static const GamePlayer player{BasicMove};
  return player;
}

}  // namespace rummy
