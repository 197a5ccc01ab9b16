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
// Rummy (basic_bot_rummy.cc): takes a track card when it can use it at once and the cards that
// come with it lower the deadwood (with the stock gone, whenever it can use one); melds what
// the solver melds and lays off deadwood on any meld (table cards score); discards as above.
// Three Kings (basic_bot_three_kings.cc): leads its highest meld or highest card, wins a trick
// as cheaply as it can or throws its lowest card (following suit in phase 2), answers a meld
// with a meld; takes the widow card when it beats its lowest card; never predicts.
#pragma once

#include "bots/bot.h"

namespace rummy {

// Now and then a useful discard is left for the stock, so bots that take each other's discards
// cannot pass the same cards round for ever.
bool BreakCycle(Rng& rng);

// True when the house rules forbid discarding the card just taken (the upcard rule).
bool TakenIsBarred(const TableView& view);
// True when the house rules forbid discarding `c` now: the upcard rule, or Rummy's keep-taken
// (no card taken from the track this turn, unless every card left was).
bool DiscardBarred(const TableView& view, Card c);
// The indices of the hand's cards that may be discarded now (in hand order).
std::vector<size_t> AllowedDiscards(const TableView& view);

class BasicBot : public Bot {
 public:
  std::string Level() const override { return "basic"; }
  Move Choose(const TableView& view, const Rules& rules, Rng& rng) override;

 private:
  Move FiveCrowns(const TableView& view, const Rules& rules, Rng& rng);
  Move Kaluki(const TableView& view, const Rules& rules, Rng& rng);
  Move Kentucky(const TableView& view, const Rules& rules);
  Move Rummy(const TableView& view, const Rules& rules, Rng& rng);         // basic_bot_rummy.cc
  Move ThreeKings(const TableView& view, const Rules& rules);             // basic_bot_three_kings.cc
  // Discard that leaves the lowest deadwood (not the card just taken, wild cards last).
  Card BestDiscard(const TableView& view, const Rules& rules);
};

}  // namespace rummy
