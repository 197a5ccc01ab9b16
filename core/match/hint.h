// The hint engine: for the player to move, the move the strong (or expert) player would make and one
// sentence saying why in plain words ("Discard 9♦: every other 9♦ has been played or thrown away,
// it leaves you 12 points in cards that fit no meld and keeps 5♠ 6♠ 7♠ together; it did best of
// all the plays when the computer played the rest of this hand out many times from here (next
// best: discard 7♥)."). Cards by glyph, melds by owner and kind ("Lay 5♦ on Ben's diamond run"),
// no notation and no numbers of trials.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bots/strong_bot.h"
#include "solver/arrangement.h"

namespace rummy {

struct Hint {
  Move move;                // legal for the player to move
  std::string text;         // one sentence
  std::vector<Card> cards;  // the cards of the player's hand it names (HandCardsOf), for the hand to mark
};

// The cards of `hand` that `m` names, for the hand to show them: the discard, the cards of the
// melds laid down, the card laid off or swapped for a joker (not the joker it frees), the cards
// played to a trick, the card laid out of play for the widow. None for a draw, a take, a claim, a
// pass or a prediction: their cards are not in the hand.
std::vector<Card> HandCardsOf(const Move& m, const std::vector<Card>& hand);

// Searches with `budget`; uses only what the player to move may see (its view and samples).
// `names` are the seats' names for the melds the hint names ("Player N" where missing).
// `shape`: the strong player's search (kStrongShape) or the expert's (kExpertShape, with a budget
// such as kExpertTableBudget).
Hint HintFor(const State& state, Rng& rng, SearchBudget budget, const std::vector<std::string>& names = {},
             const SearchShape& shape = kStrongShape);

// What the solver can say of `m` for the player of `v`, as clauses joined by commas ("it leaves
// you 12 points in cards that fit no meld, the fewest you can keep, and keeps 5♠ 6♠ 7♠
// together"); empty when it says nothing (trick games). Melds are counted as the player may make
// them this hand (ArrangeForPlayer: Kentucky's contract may keep the wild cards out).
std::string SolverReason(const Move& m, const TableView& v, const Rules& rules);

// "Arrange for me": `hand` grouped into melds the player may make in this hand, the other cards
// after them, and one sentence saying what was done ("Arranged: 2 melds, 14 points left over.",
// "No meld can be made from these cards yet."). Kentucky's contract limits the wild cards: when it
// allows none they stay out of every meld, and the sentence says why; and its runs
// of one suit that continue each other are shown as one run (a contract asks for runs of 4 or more).
struct HandArrangement {
  Arrangement arrangement;
  std::string text;
};
HandArrangement ArrangeForPlayer(const TableView& view, const Rules& rules, const std::vector<Card>& hand);

// Selected cards with nothing grouped, read as melds: this hand's contract when the cards meet it
// (Game::ContractOfCards), else `cards` arranged as the player may meld them this hand
// (ArrangeForPlayer), when every one of them fits a meld; nullopt otherwise.
std::optional<std::vector<Meld>> MeldsOfSelection(const TableView& view, const Rules& rules, const std::vector<Card>& cards);

// Going out from a selection with nothing grouped: when `sel` leaves exactly one card of the
// hand unselected, that card is the discard and the selected cards are the melds; when `sel` is
// the whole hand, the discard is the card whose leaving lets all the others meld (a natural card
// before a wild one, then the highest valued). nullopt when the selection cannot be read so.
struct SelectedGoOut {
  std::vector<Meld> melds;
  Card discard;
};
std::optional<SelectedGoOut> GoOutFromSelection(const TableView& view, const Rules& rules, const std::vector<Card>& sel);

}  // namespace rummy
