// The basic level: a solid heuristic on the exact solver.
//
// Five Crowns: take the top discard when it is wild or lowers the best deadwood (one time in
// eight it draws instead, so bots cannot pass the same cards round for ever); go out as soon
// as every card but one melds; on a final turn lay down the arrangement that leaves least; else
// discard the card whose loss leaves the lowest deadwood, the most valuable among equals, never a
// wild card while another will do.
// Kaluki: before opening, take the discard only when it completes a 51 opening, open with the
// opening that leaves least deadwood, and discard so that the best meld within one card of the
// hand stays as valuable as possible (keeping high cards); with the combined-opening house rule
// it opens with several melds as soon as they reach 51; once open, take the discard when it lowers the
// deadwood, lay down the solver's melds and lay off every card that fits, then discard as above.
// Kentucky: claims a discard with "Kentucky" whenever it can lay it off, and with "May I" (not yet
// down) when the card completes a meld in hand; takes the discard when it can lay it off (down) or
// when it lowers the deadwood (not down); goes down as soon as the contract is in hand, leaving
// the least value; once down lays off every card the wild limits allow and discards its most
// valuable card; before, discards as in Five Crowns.
// Rummy (core/bots/rummy/): takes a track card when it can use it at once and the cards that
// come with it lower the deadwood (with the stock gone, whenever it can use one); melds what
// the solver melds and lays off deadwood on any meld (table cards score); discards as above.
// Three Kings (core/bots/three_kings/): leads its highest meld or highest card, wins a trick
// as cheaply as it can or throws its lowest card (following suit in phase 2), answers a meld
// with a meld; takes the widow card when it beats its lowest card; never predicts.
#pragma once

#include <algorithm>

#include "bots/bot.h"

namespace rummy {

class Solver;

// Now and then a useful discard is left for the stock, so bots that take each other's discards
// cannot pass the same cards round for ever.
bool BreakCycle(Rng& rng);

// True when the house rules forbid discarding the card just taken (the upcard rule).
bool TakenIsBarred(const TableView& view);
// True when the house rules forbid discarding `c` now: the upcard rule, or Rummy's keep-taken
// (no card taken from the track this turn, unless every card left was).
bool DiscardBarred(const TableView& view, Card c);
// The indices of the hand's cards that may be discarded now (in hand order).
SmallVector<size_t, 16> AllowedDiscards(const TableView& view);  // no heap block natively

// The discard that leaves the lowest deadwood among the cards that may go: not a wild card while
// another will do, the most valuable among equals, the first in the hand among identical values.
// going_out_first: before all that, the first card of the hand (a wild one too) whose discard
// leaves no deadwood at all.
struct DiscardChoice {
  size_t index;  // into the hand
  int deadwood;  // left by the discard
};
// `solver`: SharedSolver(rules), which the caller has found already.
DiscardChoice ChooseDiscard(const TableView& view, const Rules& rules, Solver& solver, bool going_out_first);
// Discard that leaves the lowest deadwood (not the card just taken, wild cards last).
Card BestDiscard(const TableView& view, const Rules& rules);

// The card of the hand (other than the one just taken) whose discard gives the lowest key;
// `key(card, rest)` returns a tuple-like array compared lexicographically.
template <typename Key>
Card PickDiscard(const TableView& view, Key key) {
  Card pick = view.hand[0];
  bool have = false;
  decltype(key(pick, view.hand)) best{};
  for (size_t i = 0; i < view.hand.size(); ++i) {
    const Card c = view.hand[i];
    if (DiscardBarred(view, c)) continue;
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

// Plays every game through the game's own player (core/bots/<game>/, found by the view's game).
class BasicBot : public Bot {
 public:
  std::string Level() const override { return "basic"; }
  Move Choose(const TableView& view, const Rules& rules, Rng& rng) override;

 private:
  std::string game_;  // the game of the player found last
  const GamePlayer* player_ = nullptr;
};

}  // namespace rummy
