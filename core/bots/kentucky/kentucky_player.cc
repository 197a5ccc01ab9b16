// The basic level for Kentucky (see basic_bot.h for how it plays), and what the other levels
// need to know of the game.
#include "bots/kentucky/kentucky_player.h"

#include <algorithm>
#include <array>

#include "bots/basic_bot.h"
#include "games/kentucky/kentucky.h"
#include "solver/meld_search.h"

namespace rummy {

namespace {


// This hand's contract, worked out from the house options once per match and hand rather than
// every move (a match's options are one shared object, so its address names them).
const Contract& ContractFor(const TableView& view) {
  thread_local std::shared_ptr<const Options> options;  // held, so the address is not reused
  thread_local int hand = 0;
  thread_local Contract contract;
  if (options != view.options || hand != view.hand_number) {
    options = view.options;
    hand = view.hand_number;
    contract = kentucky::ContractOf(*options, hand);
  }
  return contract;
}


Move BasicMove(const TableView& view, const Rules& rules, Rng& /*rng*/) {
  Solver& solver = SharedSolver(rules);
  const Contract& contract = ContractFor(view);
  const bool down = view.opened[view.seat];
  const std::vector<Meld> table = MeldsOf(view.melds);
  auto option = [&](std::string_view name) { return OptionIn(*view.options, name); };
  // Where `c` may be laid off, wild limits included.
  auto targets = [&](Card c) {
    std::vector<LayOffTarget> ok;
    for (const LayOffTarget& t : LayOffTargets(rules, table, c)) {
      Result<Meld> after = LayOff(rules, table[t.meld], c, t.end);
      if (after && !kentucky::CheckWildLimits(rules, *view.options, contract, view.melds, *after, t.meld)) ok.push_back(t);
    }
    return ok;
  };
  // A hand left after a meld or lay-off must keep a card that may be discarded.
  auto keeps_discard = [&](const std::vector<Card>& after) {
    if (after.empty()) return option("out-without-discard") != 0;
    return !(after.size() == 1 && TakenIsBarred(view) && after[0] == *view.taken);
  };
  auto completes_meld = [&](Card c) { return solver.AddLowersDeadwood(view.hand, c); };
  if (view.phase == "claim") {
    const Card d = view.discard.back();
    if (down && view.hand.size() >= 2 && !option("no-kentucky-call")) {
      const std::vector<LayOffTarget> t = targets(d);
      if (!t.empty()) return Move::Of(MoveKind::kKentucky, d, t[0].meld, t[0].end);
    }
    const int limit = option("may-i-limit");
    const bool may = (limit == 0 || view.Part<kentucky::KentuckyView>().may_i[view.seat] < limit) &&
                     !(option("may-i-not-down") && down) &&
                     (view.stock_size >= option("penalty-cards") + 1 || option("may-i-short-stock"));
    // Enough cards for the contract and a discard, plus a little room: more would only cost.
    const bool room = static_cast<int>(view.hand.size()) < kentucky::ContractCards(contract) + 3;
    if (!down && may && room && completes_meld(d)) return Move::Of(MoveKind::kMayI);
    return Move::Of(MoveKind::kPass);
  }
  if (view.phase == "draw") {
    if (view.discard.empty() || view.Part<kentucky::KentuckyView>().discard_dead) return Move::Draw();
    const Card top = view.discard.back();
    if (down) return targets(top).empty() ? Move::Draw() : Move::Take();
    return solver.TakeLowersDeadwood(view.hand, top) ? Move::Take() : Move::Draw();
  }
  if (!down) {
    if (std::optional<ContractLay> lay = FindContract(rules, view.hand, contract, 1)) {
      std::vector<Card> used;
      for (const Meld& m : lay->melds) used.insert(used.end(), m.cards.begin(), m.cards.end());
      if (keeps_discard(Without(view.hand, used))) {
        Move m = Move::Of(MoveKind::kMeld);
        for (const Meld& meld : lay->melds) m.melds.push_back(SpecOf(meld));
        return m;
      }
    }
    return Move::Discard(BestDiscard(view, rules));
  }
  const bool no_layoff_yet = option("exact-lengths") && view.opened_this_turn;
  for (Card c : view.hand) {
    if (no_layoff_yet || !keeps_discard(Without(view.hand, {&c, 1}))) continue;
    const std::vector<LayOffTarget> t = targets(c);
    if (!t.empty()) return Move::Of(MoveKind::kLayOff, c, t[0].meld, t[0].end);
  }
  // Down: nothing more can be melded, so shed the most valuable card.
  return Move::Discard(PickDiscard(view, [&](Card c, const std::vector<Card>&) { return -rules.HandValue(c); }));
}


}  // namespace

const GamePlayer& KentuckyPlayer() {
  static const GamePlayer player{BasicMove};
  return player;
}

}  // namespace rummy
