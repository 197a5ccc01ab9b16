// Five Crowns (RULES.md §4; the official SET Enterprises rules with the gaps settled).
//
// Two 58-card five-suit decks (116 cards, 6 jokers) for 2-7 players; for 8-14 two such games
// combined (four decks, 232 cards, 12 jokers). 11 hands of 3..13 cards. In the
// hand of n cards, jokers and every card of rank n are wild (3s in hand 1 ... kings in hand 11).
// A turn: draw (stock or top discard), then discard, or go out by laying down every card but one
// in books and runs and discarding the last. After someone goes out each other player has one
// final turn: draw, lay down what melds they can from their own hand, discard, and score the
// cards left (3-10 face, J 11, Q 12, K 13, the wild rank 20, joker 50). Lowest total wins.
//
// House options (RULES.md 4.B), default first:
//   upcard-rule      1: a card taken from the discard pile cannot be discarded that turn (F5) | 0
//   all-wild-melds   1: melds may be all wild cards (F4) | 0: every meld needs a natural card
//   first-turn-out   1: going out on a player's first turn of a hand is allowed (F11) | 0
//   final-turn-draw  1: a final turn starts with a draw (F7) | 0: final turn without drawing
//   forced-out       0: going out is optional (F3) | 1: a player who can go out must
//   tie-break        0: equal lowest totals share the win (F10) | 1: lower score in hand 11 breaks it
//   second-stock-out 0: the discards are reshuffled whenever the stock runs out (F2) | 1: the second
//                    time in a hand the stock runs out, the hand ends and everyone scores their cards
// Not offered: solo play (not in the seed, F1).
#pragma once

#include "game/table_state.h"
#include "games/five_crowns/five_crowns_view.h"

namespace rummy::five_crowns {

inline constexpr int kHands = 11;
inline constexpr int kFourDecksFrom = 8;  // players

// The rule set of a match with these (completed) options (five_crowns_game.cc).
Rules RulesFor(const Options& options, int cards, int players);

class FiveCrownsGame : public Game {
 public:
  std::string Name() const override { return "five-crowns"; }
  std::string Title() const override { return "Five Crowns"; }
  int MinPlayers() const override { return 2; }
  int MaxPlayers() const override { return 14; }
  std::vector<OptionInfo> OptionList() const override;
  std::vector<OptionGroup> OptionGroups() const override;
  std::string Blurb() const override;  // five_crowns_game.cc
  std::string Goal(const Options& options) const override;
  std::string RulesText() const override;
  std::string CardValuesWords(const Rules& r) const override;
  const RulesPreset& Preset() const override;
  std::string Headline(const TableView& view) const override;
  bool LayDownGoesOut(const TableView& before) const override { return before.Part<FiveCrownsView>().out_player < 0; }
  int Hands(const Options& options) const override;

 protected:
  std::unique_ptr<State> Create(int players, const Options& options, uint64_t seed) const override;
};

class FiveCrownsState : public TableState {
 public:
  FiveCrownsState(int players, const Options& options, uint64_t seed);
  std::string GameName() const override { return "five-crowns"; }
  const Rules& CurrentRules() const override { return rules_; }
  std::vector<Move> LegalMoves() const override;
  std::optional<Error> Check(const Move& move) const override;
  void ViewInto(int seat, TableView& v) const override;
  std::unique_ptr<State> Clone() const override { return std::make_unique<FiveCrownsState>(*this); }
  std::string ToString() const override;
  int PackSize() const override { return rules_.pack.Size(); }

  // Test access: who went out this hand (-1 if nobody yet).
  int out_player() const { return out_player_; }
  // Tests and puzzles: deal hand `hand` (1..11) now, as if the earlier ones were played.
  void JumpToHand(int hand);

 protected:
  void DoApply(const Move& move) override;
  // Positions (five_crowns_position.cc).
  void WriteGameFields(PositionWriter& out) const override;
  std::optional<Error> ReadGameFields(PositionReader& in) override;
  std::optional<Error> PreparePosition(PositionReader& in) override;
  const std::vector<Meld>* CheckedMelds() const override;

 private:
  void StartHand();
  void EndHand();
  // Melds of a lay-down, resolved to physical cards, and the discard; or why not.
  struct LayDown {
    std::vector<Meld> melds;
    Card discard;
    std::vector<Card> left;  // cards kept in hand: filled for a lay-down only (a plain discard asks nothing of them)
  };
  Result<LayDown> ResolveLayDown(const std::vector<MeldSpec>& melds, Card discard) const;
  // The melds a discard or lay-down move puts down (a plain discard: none).
  static const std::vector<MeldSpec>& LaidDown(const Move& move);
  // What may still bar a resolved lay-down or discard: the upcard rule, going out.
  std::optional<Error> CheckLayDown(const LayDown& ld) const;
  // The refusal of a move no Five Crowns turn holds (a lay-off, a meld, a call).
  static Error TurnError();
  bool FinalTurn() const { return out_player_ >= 0; }
  bool CanGoOutNow() const;

  Rules rules_;
  int out_player_ = -1;
  int final_turns_left_ = 0;
  std::vector<int> hand_scores_;
  std::vector<int> turns_taken_;  // this hand, per player
  // The discard or lay-down the last Check passed, resolved (Apply checks a move and then
  // applies it: DoApply takes this rather than resolving the move again). Every Check resets it.
  mutable std::optional<LayDown> checked_;
};

}  // namespace rummy::five_crowns
