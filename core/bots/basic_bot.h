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
#pragma once

#include "bots/bot.h"

namespace rummy {

// True when the house rules forbid discarding the card just taken (the upcard rule).
bool TakenIsBarred(const TableView& view);

class BasicBot : public Bot {
 public:
  std::string Level() const override { return "basic"; }
  Move Choose(const TableView& view, const Rules& rules, Rng& rng) override;

 private:
  Move FiveCrowns(const TableView& view, const Rules& rules, Rng& rng);
  Move Kaluki(const TableView& view, const Rules& rules, Rng& rng);
  Move Kentucky(const TableView& view, const Rules& rules);
  // Discard that leaves the lowest deadwood (not the card just taken, wild cards last).
  Card BestDiscard(const TableView& view, const Rules& rules);
};

}  // namespace rummy
