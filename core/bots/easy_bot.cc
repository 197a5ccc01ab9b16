#include "bots/easy_bot.h"

namespace rummy {

namespace {
constexpr int kSlipPercent = 25;
}  // namespace

Move EasyBot::Choose(const TableView& view, const Rules& rules, Rng& rng) {
  const Move best = basic_.Choose(view, rules, rng);
  if (static_cast<int>(rng.Below(100)) >= kSlipPercent) return best;
  switch (best.kind) {
    case MoveKind::kTakeDiscard:
      if (view.stock_size == 0 && FindPlayer(view.game)->takes_when_stock_empty) return best;  // no stock to draw from
      return Move::Draw();  // does not see what the discard would do
    case MoveKind::kPlay:
      // Three Kings: throws a random single card where any card may be played (phase 1).
      if (const GamePlayer* player = FindPlayer(view.game);
          player->plays_any_card && player->plays_any_card(view) && best.melds[0].cards.size() == 1)
        return Move::Of(MoveKind::kPlay, Card(), -1, End::kAuto, {{{view.hand[rng.Below(view.hand.size())]}, {}}});
      return best;
    case MoveKind::kMayI:
    case MoveKind::kKentucky:
    case MoveKind::kRummy: return Move::Of(MoveKind::kPass);  // too slow to call
    case MoveKind::kDiscard:
    case MoveKind::kMeld:
    case MoveKind::kLayOff:
    case MoveKind::kLayDown: {
      // Throws a random card (never one the rules forbid) instead, and melds nothing this turn.
      std::vector<Card> pool;
      for (Card c : view.hand) {
        if (!DiscardBarred(view, c)) pool.push_back(c);
      }
      // A slip must not break a rule: after taking the discard some games oblige the player to
      // use it at once (Kaluki before opening, Rummy's track), so then the basic move stands.
      if (pool.empty() || (view.taken && best.kind != MoveKind::kDiscard)) return best;
      return Move::Discard(pool[rng.Below(pool.size())]);
    }
    default: return best;
  }
}

}  // namespace rummy
