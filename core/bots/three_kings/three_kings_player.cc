// The basic level for Three Kings (see basic_bot.h for how it plays), and what the other levels
// need to know of the game.
#include <algorithm>

#include "bots/basic_bot.h"
#include "bots/three_kings/three_kings_player.h"
#include "games/three_kings/three_kings.h"

namespace rummy {

namespace {

bool JqkLevel12(const TableView& view) { return OptionOr(*view.options, "jqk-level-12", 0) != 0; }

// Every 3-card meld in `hand` with its level, highest first.
std::vector<std::pair<int, std::vector<Card>>> Melds(const Rules& rules, const std::vector<Card>& hand, bool jqk12) {
  std::vector<std::pair<int, std::vector<Card>>> out;
  const size_t n = hand.size();
  for (size_t a = 0; a < n; ++a) {
    for (size_t b = a + 1; b < n; ++b) {
      for (size_t c = b + 1; c < n; ++c) {
        std::vector<Card> cards = {hand[a], hand[b], hand[c]};
        if (const int level = three_kings::MeldLevel(rules, cards, jqk12)) out.push_back({level, cards});
      }
    }
  }
  std::sort(out.begin(), out.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
  return out;
}

Move Play(std::vector<Card> cards) {
  Move m = Move::Of(MoveKind::kPlay);
  m.melds.push_back({std::move(cards), {}});
  return m;
}

// Lowest first by rank (kings high, aces low).
std::vector<Card> ByRank(std::vector<Card> cards) {
  std::sort(cards.begin(), cards.end(), [](Card a, Card b) { return a.rank() != b.rank() ? a.rank() < b.rank() : a < b; });
  return cards;
}


// Three Kings: lead the highest meld when there is one (a meld point, and likely the trick),
// else the highest single card; follow a single card with the lowest card that wins, or throw
// the lowest (following suit in phase 2); answer a meld with a higher meld, any meld (still a
// point), or the three lowest cards. Takes the widow card when it beats the lowest card in
// hand; discards the lowest card as the widow; never predicts.
Move BasicMove(const TableView& view, const Rules& rules, Rng& /*rng*/) {
  const std::vector<Card> hand = ByRank(view.hand);
  const bool jqk12 = JqkLevel12(view);
  if (view.phase == "widow-discard") return Move::Discard(hand.front());
  if (view.phase == "exchange") {
    if (!view.discard.empty() && view.discard.back().rank() > hand.front().rank()) {
      return Move::Of(MoveKind::kWidow, hand.front());
    }
    return Move::Of(MoveKind::kPass);
  }
  const std::vector<std::pair<int, std::vector<Card>>> melds = Melds(rules, hand, jqk12);
  const three_kings::ThreeKingsView& own = view.Part<three_kings::ThreeKingsView>();
  if (own.trick.empty()) {
    if (!melds.empty()) return Play(melds.front().second);
    return Play({hand.back()});
  }
  const std::vector<Card>& led = own.trick.front().second;
  if (led.size() == 3) {
    // The meld winning the trick so far, by the engine's own comparison.
    const std::vector<Card>* winning = &led;
    for (const auto& [who, cards] : own.trick) {
      if (three_kings::MeldLevel(rules, cards, jqk12) > 0 && three_kings::MeldBeats(rules, *view.options, cards, *winning)) {
        winning = &cards;
      }
    }
    for (auto it = melds.rbegin(); it != melds.rend(); ++it) {
      if (three_kings::MeldBeats(rules, *view.options, it->second, *winning)) return Play(it->second);  // the lowest that wins
    }
    if (!melds.empty()) return Play(melds.back().second);
    return Play({hand[0], hand[1], hand[2]});
  }
  const Suit suit = led[0].suit();
  Card high = led[0];
  for (const auto& [who, cards] : own.trick) {
    if (cards[0].suit() == suit && cards[0].rank() > high.rank()) high = cards[0];
  }
  std::vector<Card> in_suit;
  for (Card c : hand) {
    if (c.suit() == suit) in_suit.push_back(c);
  }
  for (Card c : in_suit) {
    if (c.rank() > high.rank()) return Play({c});  // the lowest winning card
  }
  if (own.stage == 2 && !in_suit.empty()) return Play({in_suit.front()});
  return Play({hand.front()});
}

// Phase 1: nobody has to follow suit, so any single card may be played (the easy level slips so).
bool PlaysAnyCard(const TableView& view) { return view.Part<three_kings::ThreeKingsView>().stage == 1; }

}  // namespace

const GamePlayer& ThreeKingsPlayer() {
  static const GamePlayer player{BasicMove, 0, false, false, PlaysAnyCard};
  return player;
}

}  // namespace rummy
