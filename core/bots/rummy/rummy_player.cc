// The basic level for Rummy (see basic_bot.h for how it plays), and what the other levels
// need to know of the game.
#include <algorithm>
#include <array>
#include <climits>

#include "bots/basic_bot.h"
#include "bots/rummy/rummy_player.h"
#include "games/rummy/rummy.h"
#include "solver/meld_search.h"

namespace rummy {

namespace {

int OptionOf(const TableView& view, std::string_view name) { return OptionOr(*view.options, name, 0); }

// Rummy: the track is worth taking when its card can be used at once and what comes with it
// lowers the deadwood; everything that melds goes down (table cards score), deadwood is laid off
// wherever it fits, and the discard leaves the lowest deadwood, the most valuable card first.
Move BasicMove(const TableView& view, const Rules& rules, Rng& rng) {
  Solver& solver = SharedSolver(rules);
  const std::vector<Meld> table = MeldsOf(view.melds);
  const FaceCounts on_table = RepresentedFaces(rules, table);
  const size_t keep = OptionOf(view, "must-discard") ? 1 : 0;
  const bool layoffs = !OptionOf(view, "new-meld-only");
  // A natural card that a table joker stands for can be played only by exchanging it.
  auto free = [&](Card c) { return FreeToPlay(rules, c, on_table); };
  auto all_free = [&](std::span<const Card> cards) { return std::all_of(cards.begin(), cards.end(), free); };
  auto usable = [&](const std::vector<Card>& hand, Card c) {
    if (!free(c)) return false;
    if (layoffs && hand.size() - 1 >= keep && !LayOffTargets(rules, table, c, &on_table).empty()) return true;
    return track::MeldWith(rules, hand, c, on_table, keep).has_value();
  };
  // Asked about another player's playable discard (house rule): call it, it scores.
  if (view.Part<track::RummyView>().calling) {
    if (!view.discard.empty() && free(view.discard.back())) {
      const std::vector<LayOffTarget> t = LayOffTargets(rules, table, view.discard.back(), &on_table);
      if (!t.empty()) return Move::Of(MoveKind::kRummy, view.discard.back(), t[0].meld, t[0].end);
    }
    return Move::Of(MoveKind::kPass);
  }
  if (view.phase == "draw") {
    const int now = solver.MinDeadwood(view.hand);
    int best_gain = 0, best = -1;
    for (int i = static_cast<int>(view.discard.size()) - 1; i >= 0; --i) {
      // "take 7C" names a face: the engine takes the topmost copy, so only that one is an option.
      const auto above = view.discard.begin() + i + 1;
      if (std::any_of(above, view.discard.end(), [&](Card c) { return c.face() == view.discard[i].face(); })) continue;
      std::vector<Card> with = view.hand;
      with.insert(with.end(), view.discard.begin() + i, view.discard.end());
      if (!usable(with, view.discard[i])) continue;
      // How much the take lowers the hand's deadwood (cards that meld score on the table, the
      // rest count against the hand); with the stock gone any usable card beats ending the round.
      const int gain = now - solver.MinDeadwood(with) + (view.stock_size == 0 ? 1000 : 0);
      if (gain > best_gain) {
        best_gain = gain;
        best = i;
      }
    }
    if (best >= 0 && (view.stock_size == 0 || !BreakCycle(rng))) {
      return Move::Of(MoveKind::kTakeDiscard, view.discard[best], 0);
    }
    if (view.stock_size == 0) return Move::Of(MoveKind::kPass);
    return Move::Draw();
  }
  // The card taken from the track goes down first (the plays that lead to it, when it needs some).
  if (view.taken) {
    if (std::optional<Move> m = track::PlayTowards(rules, view.hand, table, *view.taken, keep, !layoffs)) return *m;
  }
  // Win a joker back: swap the natural card it stands for into its place (always worth it, and
  // required before discarding under the forced-exchange house rule).
  for (Card c : view.hand) {
    if (rules.IsWild(c)) continue;
    for (size_t t = 0; t < table.size(); ++t) {
      if (ExchangeWild(rules, table[t], c)) return Move::Of(MoveKind::kExchange, c, static_cast<int>(t));
    }
  }
  const Arrangement a = solver.Arrange(view.hand);
  for (const Meld& m : a.melds) {
    if (view.hand.size() - m.cards.size() < keep || !all_free(m.cards)) continue;
    // The solver may read a joker as a card that is on the table; take a reading that is allowed.
    const std::vector<Meld> readings = MeldReadings(rules, m.cards, &on_table);
    if (!readings.empty()) return Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(readings[0])});
  }
  if (layoffs) {
    for (Card c : a.deadwood) {
      if (view.hand.size() - 1 < keep) break;
      if (!free(c)) continue;
      const std::vector<LayOffTarget> t = LayOffTargets(rules, table, c, &on_table);
      if (!t.empty()) return Move::Of(MoveKind::kLayOff, c, t[0].meld, t[0].end);
    }
  }
  return Move::Discard(BestDiscard(view, rules));
}

// Under the keep-taken house rule the cards taken from the track this turn stay in hand.
const std::vector<Card>* KeptCards(const TableView& view) {
  return OptionOf(view, "keep-taken") ? &view.Part<track::RummyView>().taken_cards : nullptr;
}

}  // namespace

const GamePlayer& RummyPlayer() {
  static const GamePlayer player{BasicMove, 24, true, true, nullptr, KeptCards};
  return player;
}

}  // namespace rummy
