// A move: a small value with a text notation shared by logs, tests, saves and the terminal.
//
//   draw                               draw the top card of the stock
//   take                               take the top card of the discard pile
//   take 7C                            Rummy: take 7C from the track with every card above it
//   discard 7H                         discard a card (ends the turn)
//   meld 7C 7D 7H, 5S 6S JK(7S)        lay down one or more melds
//   down 7C 7D 7H, 9S TS JK discard KD Five Crowns: lay down melds and discard (going out or a final turn)
//   layoff 7H on 3                     add a card to table meld number 3 (0-based); "low"/"high" for a
//                                      wild card at a run whose both ends are open
//   exchange 8C on 2 meld TH JH QH KH JK(AH)
//                                      Kaluki joker exchange: put 8C in place of meld 2's joker and
//                                      meld the freed joker at once
//   play 9H | play 7C 8C 9C            Three Kings: lead or follow with one card or three
//   predict last | predict ace         Three Kings: announce taking the last trick (with a led ace)
//   widow 5H | pass                    Three Kings: take the widow card and lay 5H out of play, or not
//   mayi                               Kentucky: "May I?" - take the discard and a penalty card, out of turn
//   kentucky 9C on 3                   Kentucky: take the discard 9C and lay it off on meld 3 at once
//   rummy 9C on 3                      Rummy (house rule): call "Rummy!" on the discard 9C, laying it on meld 3
//
// A wild card may carry what it stands for in brackets: JK(4H) in a run, 3H(7) in a set of 7s;
// the annotation settles readings that would otherwise be ambiguous. Cards are named by face; the
// state picks the physical copy from the player's hand.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "melds/meld.h"

namespace rummy {

enum class MoveKind : unsigned char {
  kDrawStock,
  kTakeDiscard,
  kDiscard,
  kMeld,
  kLayDown,
  kLayOff,
  kExchange,
  kPlay,      // Three Kings: cards (one or three) in melds[0].cards
  kPredict,   // Three Kings: target 0 = "last trick", 1 = "last trick with an ace"
  kWidow,     // Three Kings: take the widow card, lay `card` out of play
  kPass,      // Three Kings: keep the hand as it is (decline the widow); Kentucky: decline a claim;
              // Rummy: end the round when the stock is gone
  kMayI,      // Kentucky: claim the discard out of turn, with a penalty card
  kKentucky,  // Kentucky: claim the discard and lay it off on table meld `target` at once
  kRummy,     // Rummy (house rule R15): call "Rummy!" on a playable discard, laying it off on `target`
};

struct MeldSpec {
  std::vector<Card> cards;
  MeldHint hint;
  friend bool operator==(const MeldSpec&, const MeldSpec&) = default;
};

struct Move {
  MoveKind kind = MoveKind::kDrawStock;
  Card card;                    // discard, lay-off card, exchange natural
  int target = -1;              // table meld index (lay-off, exchange)
  End end = End::kAuto;         // lay-off of a wild card on a run
  std::vector<MeldSpec> melds;  // meld, lay-down, exchange's new meld

  static Move Of(MoveKind kind, Card card = Card(), int target = -1, End end = End::kAuto, std::vector<MeldSpec> melds = {}) {
    Move m;
    m.kind = kind;
    m.card = card;
    m.target = target;
    m.end = end;
    m.melds = std::move(melds);
    return m;
  }
  static Move Draw() { return Of(MoveKind::kDrawStock); }
  static Move Take() { return Of(MoveKind::kTakeDiscard); }
  static Move Discard(Card c) { return Of(MoveKind::kDiscard, c); }
  friend bool operator==(const Move&, const Move&) = default;
};

// Spec from a meld as laid out (the hint pins down its exact reading).
MeldSpec SpecOf(const Meld& meld);

// The move's text (history, saves). `checked`, when given, holds the melds of move.melds as a
// game has just checked them, in order: their text is taken from there.
std::string MoveToString(const Move& move, const Rules& rules, const std::vector<Meld>* checked = nullptr);
Result<Move> ParseMove(std::string_view text);

}  // namespace rummy
