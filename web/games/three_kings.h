// Three Kings' part of the table: a trick game, not a melding one. The phase of the hand in the
// header, trick points and game points and predictions per player, the stock and widow card
// above the trick (each seat's card or 3-card meld in the order played), and the buttons for
// playing, the widow card and predicting the last trick.
#pragma once

#include <optional>
#include <string>

#include "games/panel.h"

namespace rummy::web {

class ThreeKingsPanel : public GamePanel {
 public:
  layout::CentreInput Centre(const TableView& v) const override;
  void DrawCentre(TableControls& t, const TableView& v, const layout::Layout& L, bool my_move) override;
  bool Melding() const override { return false; }
  std::string Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                      bool my_move) const override;
  void DrawTurn(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) override;
  std::string SheetNote(const ScoreSheet& sheet) const override;
  // "This set": each player's trick points in the set under way (how near 15 it is).
  std::optional<SheetRow> RunningRow(const TableView& v) const override;
  // The totals are game points under rows of trick points: "Total" under 5, 8 and 7 read as
  // 0, 0 and 0 (playtest).
  const char* TotalLabel() const override { return "Game points"; }
  std::string HowToPlay() const override;
  std::vector<std::string> CentreWords(const TableControls& t, const TableView& v) const override;
  void HookFields(const TableView& v, nlohmann::json& j) const override;
  // The trick's last card: the trick stays in view with who won it, the one whose trick points
  // the engine raised.
  void AfterMove(const TableControls& t, int seat, const Move& m, const TableView& before, const TableView& after,
                 float pace) override;
  double HeldUntil() const override { return held_until_; }
  std::string HeldCaption() const override { return held_caption_; }
  std::string SummaryLine(size_t hand) const override { return hand == ended_hand_ ? ended_trick_ : ""; }

 private:
  // What the widow's place shows: the widow card, or after the exchange the card laid out of play.
  struct WidowSpot {
    std::optional<Card> card;
    std::string label;
  };
  static WidowSpot WidowSpotOf(const TableView& v);
  // The trick in view: the one on the table, or a finished one held a moment.
  const std::vector<std::pair<int, std::vector<Card>>>& Shown(const TableView& v) const;
  // The seat that led the trick shown (its place says "led"), -1 with none.
  int Leader(const TableView& v) const { return Shown(v).empty() ? -1 : Shown(v).front().first; }

  std::vector<std::pair<int, std::vector<Card>>> held_trick_;
  std::string held_caption_;
  double held_until_ = 0;
  // The trick that ended a hand, in words ("The last trick: Ada led 9♣, Ben played K♣ and you
  // played 2♣. Ben won it."), and that hand's number.
  std::string ended_trick_;
  size_t ended_hand_ = 0;
};

}  // namespace rummy::web
