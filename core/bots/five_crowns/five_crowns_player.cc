// The basic level for Five Crowns (see basic_bot.h for how it plays), and what the other levels
// need to know of the game.
#include "bots/five_crowns/five_crowns_player.h"

#include <algorithm>
#include <array>

#include "bots/basic_bot.h"
#include "games/five_crowns/five_crowns_view.h"
#include "solver/solver.h"

namespace rummy {

namespace {

Move BasicMove(const TableView& view, const Rules& rules, Rng& rng) {
  Solver& solver = SharedSolver(rules);
  if (view.phase == "draw") {
    if (view.discard.empty()) return Move::Draw();
    const Card top = view.discard.back();
    if (rules.IsWild(top)) return Move::Take();
    return solver.TakeLowersDeadwood(view.hand, top) && !BreakCycle(rng) ? Move::Take() : Move::Draw();
  }
  // Going out beats everything: any discard (a wild one too) that leaves no deadwood.
  const DiscardChoice choice = ChooseDiscard(view, rules, solver, /*going_out_first=*/true);
  const size_t pick = choice.index;
  const Card discard = view.hand[pick];
  const five_crowns::FiveCrownsView& own = view.Part<five_crowns::FiveCrownsView>();
  const bool final_turn = own.out_player >= 0;
  // The house option is looked up only for a discard that would go out.
  auto may_go_out = [&] { return !(OptionOr(*view.options, "first-turn-out", 1) == 0 && own.turns_taken[view.seat] == 0); };
  if (!final_turn && !(choice.deadwood == 0 && may_go_out())) return Move::Discard(discard);
  std::vector<Card> rest = view.hand;
  rest.erase(rest.begin() + static_cast<long>(pick));
  const Arrangement a = solver.Arrange(rest);
  if (!a.melds.empty()) {
    Move m = Move::Of(MoveKind::kLayDown, discard);
    m.melds.reserve(a.melds.size());
    for (const Meld& meld : a.melds) m.melds.push_back(SpecOf(meld));
    return m;
  }
  return Move::Discard(discard);
}


}  // namespace

const GamePlayer& FiveCrownsPlayer() {
  static const GamePlayer player{BasicMove};
  return player;
}

}  // namespace rummy
