// Kaluki (RULES.md §5; Bicycle's Kaluki with the gaps settled).
//
// 108 cards (two decks, four jokers), 2-4 players (5-6 with the five-six-players option): 15
// cards each (13 with five players, 11 with six). A player's first meld must be a single meld worth 51 or more (cards at face
// value, courts 10, aces 15, a joker as the card it stands for). Until then the player draws only from the stock, except that the
// top discard may be taken to be used at once in that opening meld, and may not lay off. After opening: more melds and lay-offs
// on any meld on the table, and joker exchange (put the natural card a joker stands for in an opponent's meld and meld the freed
// joker at once). Going out (no cards left, with or without a final discard) wins the round: the winner scores what the others
// hold (2-10 face, courts 10, ace 15, joker 25). First to 250 wins.
//
// House options (RULES.md 5.B), default first:
//   long-game           0: play to 250 | 1: play to 500
//   combined-opening    0: the opening is one meld worth 51 (KA1) | 1: melds laid together worth 51
//   distinct-suits      0: sets may repeat a suit (KA5) | 1: sets of different suits, at most 4
//   naturals-majority   0: melds need one natural card (KA6) | 1: naturals must outnumber jokers
//   low-ace-one         0: an ace counts 15 (KA3) | 1: an ace in A-2-3 counts 1 toward the opening
//   joker-value         25: a joker left in hand counts 25 (KA4) | 15 | 50
//   keep-joker          0: the exchanged joker must go into a new meld at once (KA7) | 1: it may be
//                       kept in hand, and may come from any player's meld (Bicycle)
//   layoff-next-turn    0: the opening turn may continue with lay-offs (KA9) | 1: from the next turn
//   upcard-rule         1: the card taken from the discard pile cannot be discarded (KA12) | 0
//   must-discard        0: a player may go out by melding every card (KA14) | 1: the last card is discarded
//   kaluki-bonus        0: no bonus (KA11) | 1: going out in one turn with no earlier meld doubles the win
//   stock-out           0: the discards are shuffled into a new stock (KA10) | 1: turned over unshuffled
//                       | 2: the round is void, nobody scores, and the next round is dealt
//   stock-out-limit     0: the discards are reshuffled every time the stock runs out (KA10) | 1: a
//                       round whose stock has run out three times is void the next time (a safeguard
//                       for positions that can never end: with distinct-suit sets full and no runs
//                       on the table, a player with one card can neither meld nor lay off)
//   five-six-players    0: 2-4 players (KA2) | 1: 5 or 6 may play, 13 or 11 cards each (Bicycle)
// By the rules a round can go on for ever; players who never meld are stopped by whoever runs
// them (the soak, the conformance test and the fuzzer cap the moves), not by the rules.
#pragma once

#include "game/table_state.h"

namespace rummy::kaluki {

inline constexpr int kOpeningValue = 51;
inline constexpr int kMaxStockTurnovers = 3;

// The rule set of a match with these (completed) options (kaluki_game.cc).
Rules RulesFor(const Options& options);

// The score that ends the match: 250, or 500 in the long game.
inline int TargetScore(const Options& options) { return OptionOr(options, "long-game", 0) ? 500 : 250; }

class KalukiGame : public Game {
 public:
  std::string Name() const override { return "kaluki"; }
  std::string Title() const override { return "Kaluki"; }
  int MinPlayers() const override { return 2; }
  int MaxPlayers() const override { return 4; }  // 5-6 with the five-six-players option
  int MaxPlayersWith(const Options& options) const override { return OptionOr(options, "five-six-players", 0) ? 6 : 4; }
  std::vector<OptionInfo> OptionList() const override;
  std::vector<OptionGroup> OptionGroups() const override;
  std::string Blurb() const override;  // kaluki_game.cc
  std::string Goal(const Options& options) const override;
  std::string RulesText() const override;
  std::string CardValuesWords(const Rules& r) const override;
  std::string MeldPhrase(bool opening) const override { return opening ? "open with" : "lay down"; }
  const RulesPreset& Preset() const override;

 protected:
  std::optional<Error> CheckSetup(int players, const Options& options) const override;
  std::unique_ptr<State> Create(int players, const Options& options, uint64_t seed) const override;
};

class KalukiState : public TableState {
 public:
  KalukiState(int players, const Options& options, uint64_t seed);
  std::string GameName() const override { return "kaluki"; }
  const Rules& CurrentRules() const override { return rules_; }
  std::vector<Move> LegalMoves() const override;
  std::optional<Error> Check(const Move& move) const override;
  void ViewInto(int seat, TableView& v) const override;
  std::unique_ptr<State> Clone() const override { return std::make_unique<KalukiState>(*this); }
  std::string ToString() const override;
  int PackSize() const override { return rules_.pack.Size(); }
  int Target() const { return TargetScore(options()); }

  bool opened(int seat) const { return opened_[seat]; }
  // Tests and puzzles, with SetPosition: who has opened.
  void SetOpened(int seat, bool opened) { opened_[seat] = opened; }

 protected:
  void DoApply(const Move& move) override;
  // Positions (kaluki_position.cc).
  void WriteGameFields(PositionWriter& out) const override;
  std::optional<Error> ReadGameFields(PositionReader& in) override;

 private:
  // A move's melds resolved to physical cards of `hand`.
  Result<std::vector<Meld>> ResolveMelds(const std::vector<Card>& hand, const std::vector<MeldSpec>& specs) const;
  std::optional<Error> CheckOpening(const std::vector<Meld>& melds) const;
  // A hand left by a meld, lay-off or exchange must still let the turn end: not empty when a
  // discard is required, and not only the card just taken from the discard pile.
  std::optional<Error> CheckHandAfter(const std::vector<Card>& after) const;
  // The exchange's new meld(s), freed wild, and the target meld after the exchange.
  struct ExchangePlan {
    Meld target_after;
    Card freed;
    Card natural;
    std::vector<Meld> new_melds;
  };
  Result<ExchangePlan> PlanExchange(const Move& move) const;
  // Drawing now voids the round (stock-out=2, or stock-out-limit after three reshuffles).
  bool VoidsRound() const;
  void StartRound();
  int CardsDealt() const { return players_ <= 4 ? 15 : players_ == 5 ? 13 : 11; }
  void EndRound(int winner);
  void NextRound();

  Rules rules_;
  std::vector<bool> opened_;
  std::vector<bool> melded_before_turn_;  // had melds on the table before this turn (Kaluki bonus)
  bool opened_this_turn_ = false;
};

}  // namespace rummy::kaluki
