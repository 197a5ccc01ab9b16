// Rummy with the track (RULES.md §2; the family rules of the seed, closest to 500 Rum).
//
// 2-4 players with one 54-card deck (52 + 2 jokers), 5-8 with two. 8 cards each; the discards are
// the "track", laid out so every card shows. A turn: draw the top of the stock, or take any track
// card with every card above it, which must be on the table (in a new meld or a lay-off) before
// the turn ends; meld, lay off on anyone's meld ("rummying") and exchange jokers, in any order;
// discard, unless the hand is already empty. Sets are 3-4 cards of different suits, runs 3+ in suit (ace low or high, no wrap);
// a joker stands for one card that is not on the table, and the natural card a table joker stands
// for can be played only by exchanging it for that joker. Scoring: + every card a player laid on
// the table (2-9 = 5, 10-K = 10, A = 15, a joker as its card) - the cards in hand (joker 25).
// When the stock is empty, play goes on while players take from the track; a player who will not
// or cannot ends the round. First to 500 wins; an exact tie for the top plays another round.
//
// House options (RULES.md 2.B), default first:
//   short-game       0: play to 500 (R13) | 1: play to 350
//   deal-by-players  0: 8 cards each (R2) | 1: 13 for two players, 7 for more (pagat)
//   top-card-free    0: even the top track card must be used at once (R3) | 1: the top card alone may be kept
//   new-meld-only    0: a taken card may be used in a meld or a lay-off (R4) | 1: only in a new meld
//   must-discard     0: a round may end by melding every card (R5) | 1: the last card must be discarded
//   stock-out-ends   0: play on from the track when the stock is gone (R6) | 1: the round ends at once
//   low-ace-one      0: an ace scores 15 (R9) | 1: 1 point in A-2-3
//   duplicate-suits  0: sets need different suits (R10) | 1: two-deck sets may repeat a suit
//   naturals-majority 0: one natural card per meld (R11) | 1: naturals must outnumber jokers
//   shared-win       0: an exact tie for the top plays another round (R14) | 1: tied players share the win
//   keep-taken       0: cards taken with the used one may be discarded (R16) | 1: no card taken this turn may be
//                    (unless every card left in hand was taken this turn)
//   forced-exchange  0: exchanging for a table joker is optional in timing (R7) | 1: a player who holds
//                    the natural card a table joker stands for must exchange it before discarding
//   call-rummy       0: no calls (R15) | 1: a discard that could be laid off on a table meld may be
//                    claimed: the other players are asked in turn from the next one ("rummy 9C on 3" or
//                    "pass"); the first caller lays it off at once and scores it; then the turn goes on
#pragma once

#include "game/table_state.h"
#include "games/rummy/rummy_view.h"

namespace rummy::track {

// The best new meld of `hand` that holds a card of `card`'s face and that the representation rule
// allows (a joker may not stand for a card on the table), leaving `keep` cards; by table value.
std::optional<Meld> MeldWith(const Rules& rules, const std::vector<Card>& hand, Card card, const FaceCounts& on_table,
                             size_t keep);

// RULES.md 2.A: a card taken from the track may go down at any point of the turn, after other
// melds, lay-offs and joker exchanges, but must be on the table before the turn ends. This is
// the first play of a sequence of this turn's plays that puts `card` (held in `hand`) on the
// table keeping `keep` cards in hand, or nullopt when there is none. The sequences looked for, in
// this order: a new meld that holds the card (the best by table value); a lay-off of it; its
// exchange for the table joker that stands for it; either of the first two with the joker one
// exchange frees; a chain of lay-offs from the hand that extends a table run up to it. With
// `new_meld_only` (house rule R4) only new melds. The engine asks it to allow a take and every
// play before the card is down; the basic player plays its answer.
std::optional<Move> PlayTowards(const Rules& rules, const std::vector<Card>& hand, const std::vector<Meld>& table, Card card,
                                size_t keep, bool new_meld_only);

// The rule set of a match with these (completed) options (rummy_game.cc).
Rules RulesFor(const Options& options, int players);

// The score that ends the match: 500, or 350 in the short game.
inline int TargetScore(const Options& options) { return OptionOr(options, "short-game", 0) ? 350 : 500; }

class RummyGame : public Game {
 public:
  std::string Name() const override { return "rummy"; }
  std::string Title() const override { return "Rummy"; }
  int MinPlayers() const override { return 2; }
  int MaxPlayers() const override { return 8; }
  std::vector<OptionInfo> OptionList() const override;
  std::vector<OptionGroup> OptionGroups() const override;
  std::string Blurb() const override;  // rummy_game.cc
  std::string Goal(const Options& options) const override;
  std::string RulesText() const override;
  std::string CardValuesWords(const Rules& r) const override;
  const RulesPreset& Preset() const override;
  bool OpenDiscardPile() const override { return true; }
  bool PassEndsRound() const override { return true; }

 protected:
  std::unique_ptr<State> Create(int players, const Options& options, uint64_t seed) const override;
};

class RummyState : public TableState {
 public:
  RummyState(int players, const Options& options, uint64_t seed);
  std::string GameName() const override { return "rummy"; }
  // While a "Rummy!" call is asked (house rule), the player being asked.
  int CurrentPlayer() const override;
  const Rules& CurrentRules() const override { return rules_; }
  std::vector<Move> LegalMoves() const override;
  std::optional<Error> Check(const Move& move) const override;
  void ViewInto(int seat, TableView& v) const override;
  std::unique_ptr<State> Clone() const override { return std::make_unique<RummyState>(*this); }
  std::string ToString() const override;
  int PackSize() const override { return rules_.pack.Size(); }
  int Target() const { return TargetScore(options()); }

 protected:
  void DoApply(const Move& move) override;
  // Positions (rummy_position.cc).
  void WriteGameFields(PositionWriter& out) const override;
  std::optional<Error> ReadGameFields(PositionReader& in) override;
  bool LayersScored() const override { return true; }

 private:
  // Faces on the table: natural cards and what jokers stand for (Rummy's representation rule).
  FaceCounts OnTable() const;
  Result<std::vector<Meld>> ResolveMelds(const std::vector<MeldSpec>& specs) const;
  std::optional<Error> CheckNaturalsFree(const std::vector<Card>& cards, const FaceCounts& on_table) const;
  std::optional<Error> CheckHandAfter(size_t left) const;
  // After a take (must_use_ still in hand): a play that leaves `hand` and `table` must leave a way
  // to put the taken card on the table this turn.
  std::optional<Error> CheckStillUsable(const std::vector<Card>& hand, const std::vector<Meld>& table) const;
  size_t Keep() const { return Option("must-discard") ? 1 : 0; }
  // Which copy of a face an exchange puts on the table: while the card taken from the track is to
  // go down, that one (an exchange is one way to put it there); otherwise not it.
  Taken ExchangeCopy() const { return must_use_ ? Taken::kPrefer : Taken::kAvoid; }
  int TrackIndex(const Move& move) const;  // -1 if not on the track
  // The copy of `named` a discard takes: one not taken from the track this turn when there is one.
  Result<Card> DiscardCopy(Card named) const;
  void EndRound();
  void AfterTurn();
  // House rule R15: who is asked next about the playable discard, after `from` (-1: nobody).
  int NextCaller(int from) const;
  bool Playable(Card c) const;

  Rules rules_;
  std::optional<Card> must_use_;   // taken from the track this turn, not yet on the table
  std::vector<Card> taken_cards_;  // every card taken from the track this turn
  bool calling_ = false;           // R15: the players are being asked about the top discard
  int caller_ = -1;                // who is asked now
  int discarder_ = -1;             // who made the discard being asked about
};

}  // namespace rummy::track
