// Three Kings (RULES.md §3; the seed text is the only source, gaps settled there).
//
// Three players, one 52-card deck, K high to A low. Tricks are led with one card or a 3-card meld
// (a set, or a sequence in suit; A-2-3 up to J-Q-K, no Q-K-A); the others play as many cards.
// Phase 1 (while the stock lasts): no need to follow suit; after each trick the hands are filled
// back to 9 from the stock, winner first. Phase 2: the winner of phase 1's last trick may take the
// face-up widow card and lay another out of play face up; single leads must be followed in suit. Trick
// points: +1 for winning a trick, +1 for every valid meld played, +1 more for the last trick; an
// ace led to the last trick scores 5 if it wins and costs 5 if it loses; one player may predict
// taking the last trick (+5, or +10 "with an ace"; failing costs as much now and again at the
// start of the next set). At the end of a hand, if anyone has 15 trick points the highest (ties by
// the seed's order) gets a game point and a new set begins. First to 3 game points wins.
//
// Meld levels: a set of rank r is level r; a sequence is the level of its middle card; J-Q-K is 13
// like K-K-K. A meld beats only a strictly higher level, except that J-Q-K beats an earlier J-Q-K
// of a lower suit (clubs > spades > hearts > diamonds).
//
// House options (RULES.md 3.B), default first:
//   open-form          0: only the current trick is visible | 1: every played card stays face up
//   no-ace-melds       0: A-A-A and A-2-3 are melds (T2) | 1: aces cannot be melded
//   jqk-level-12       0: J-Q-K is level 13 (T1) | 1: J-Q-K is level 12 (ties Q-Q-Q)
//   set-beats-sequence 0: equal levels do not beat (T1) | 1: at equal level a set beats a sequence
//   ace-lead-six       0: a winning ace lead scores 5 in all (T6) | 1: 6 (the trick's 1 plus 5)
//   prediction-penalty 0: a failed prediction costs now and at the next set (T9) | 1: only at the
//                      next set | 2: only now
//   prediction-replaces-ace 0: prediction bonuses add to the ace-lead score (T8) | 1: a prediction
//                      replaces the ace-lead rule for the predictor
#pragma once

#include "game/table_state.h"
#include "games/three_kings/three_kings_view.h"

namespace rummy::three_kings {

inline constexpr int kSetPoints = 15;
inline constexpr int kGamePointsToWin = 3;
inline constexpr int kHandSize = 9;

// The rule set of a match with these (completed) options (three_kings_game.cc).
Rules RulesFor(const Options& options);

class ThreeKingsGame : public Game {
 public:
  std::string Name() const override { return "three-kings"; }
  std::string Title() const override { return "Three Kings"; }
  int MinPlayers() const override { return 3; }
  int MaxPlayers() const override { return 3; }
  std::vector<OptionInfo> OptionList() const override;
  std::vector<OptionGroup> OptionGroups() const override;
  std::string Blurb() const override;  // three_kings_game.cc
  std::string Goal(const Options& options) const override;
  std::string HandScoreWords(int this_hand, int in_all) const override;  // trick points, game points
  std::string RulesText() const override;
  bool EmptyHandGoesOut() const override { return false; }
  const RulesPreset& Preset() const override;
  std::string Headline(const TableView& view) const override;
  std::string PlayerStatus(const TableView& view, int p) const override;
  bool PlayLeads(const TableView& before) const override { return before.Part<ThreeKingsView>().trick.empty(); }
  int TrickWonBy(const TableView& before, const Move& move, const State& after) const override;
  std::vector<std::string> TableLines(const TableView& view, const std::vector<std::string>& names) const override;

 protected:
  void LongestView(TableView& most, int p) const override;  // predicted with an ace
  std::unique_ptr<State> Create(int players, const Options& options, uint64_t seed) const override;
};

// Level of a valid 3-card meld (0 if the cards are not a meld) under these options.
int MeldLevel(const Rules& rules, const std::vector<Card>& cards, bool jqk_level_12);
// Whether meld `a`, played after meld `b` in a trick, beats it under the house options
// (missing options count as off): a higher level; J-Q-K over J-Q-K by suit; with
// set-beats-sequence a set over a sequence of its level. The engine and the bots both ask this.
bool MeldBeats(const Rules& rules, const Options& options, const std::vector<Card>& a, const std::vector<Card>& b);

// Why a prediction of `kind` (0 "last trick", 1 "with an ace") cannot come true for the player
// who sees `view`, as a warning in words ("No ace in hand, so no prediction with an ace."); empty
// when it can.
std::string PredictionWarning(const TableView& view, int kind);
// What a prediction stakes under the view's options, in words, for the line above the buttons
// while one may be made (a playtester made one with a tap, not knowing what it risked);
// `with_ace`: what one with an ace stakes too.
std::string PredictionStakes(const TableView& view, bool with_ace = true);

class ThreeKingsState : public TableState {
 public:
  ThreeKingsState(const Options& options, uint64_t seed);
  std::string GameName() const override { return "three-kings"; }
  const Rules& CurrentRules() const override { return rules_; }
  std::vector<Move> LegalMoves() const override;
  std::optional<Error> Check(const Move& move) const override;
  void ViewInto(int seat, TableView& v) const override;
  std::unique_ptr<State> Clone() const override { return std::make_unique<ThreeKingsState>(*this); }
  std::string ToString() const override;
  int PackSize() const override { return 52; }
  std::vector<Card> AllCards() const override;

  // Tests and puzzles: trick points of the current set, and the stage (1: stock left, 2: not).
  void SetPoints(std::vector<int> points) { points_ = std::move(points); }
  const std::vector<int>& points() const { return points_; }
  const std::vector<int>& pending() const { return pending_; }
  int stage() const { return stage_; }
  // Tests and puzzles: these hands, this stock (top first) and widow card; every other card is
  // out of play (tricks already taken). An empty stock means phase 2; `exchange_first` gives the
  // leader the widow decision before leading.
  std::optional<Error> SetTrickPosition(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& stock,
                                        std::optional<Card> widow, int leader, bool exchange_first = false);

 protected:
  void DoApply(const Move& move) override;
  // Positions (three_kings_position.cc).
  void WriteGameFields(PositionWriter& out) const override;
  std::optional<Error> ReadGameFields(PositionReader& in) override;
  std::string PositionPhase() const override;
  std::optional<Error> ReadPositionPhase(PositionReader& in, const std::string& phase) override;

 private:
  enum class Step : unsigned char { kWidowDiscard, kExchange, kPlay };
  void StartHand();
  void FinishTrick();
  void EndHand();
  void Award(int seat, int points, int trick_index, int order);
  // Writes down what `points` of an award were for (the hand-end summary); scores nothing.
  void Note(int seat, const std::string& what, int points);
  // Which played entry of the current trick wins it.
  int TrickWinner() const;
  bool IsMeld(const std::vector<Card>& cards) const { return MeldLevel(rules_, cards, Option("jqk-level-12")) > 0; }
  bool CanPredict() const;

  Rules rules_;
  Step step_ = Step::kPlay;
  int stage_ = 1;
  int leader_ = 0;
  int last_trick_winner_ = -1;  // of the previous hand (deals the extra card, leads first)
  std::vector<std::pair<int, std::vector<Card>>> trick_;
  std::vector<std::vector<Card>> played_;  // per seat, all cards played this hand (open form)
  std::vector<Card> gone_;                 // cards out of play: tricks taken, the laid-out card
  int laid_out_at_ = -1;                   // where in gone_ the card laid out face up in the widow exchange is
  std::vector<int> points_, pending_, hand_points_;
  std::vector<std::vector<ScorePart>> parts_;  // what this hand's points were for, per seat
  std::vector<bool> played_in_stage2_;
  int prediction_seat_ = -1, prediction_kind_ = 0;
  int tricks_this_hand_ = 0;
  // Tie-break records for this hand.
  std::vector<int> crossed_trick_, crossed_order_;
  std::vector<bool> crossed_by_prediction_;
  std::vector<int> trick_winners_;  // per trick this hand
};

}  // namespace rummy::three_kings
