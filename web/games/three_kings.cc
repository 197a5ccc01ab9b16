#include "games/three_kings.h"

#include <algorithm>

#include "games/three_kings/three_kings.h"

namespace rummy::web {

void ThreeKingsPanel::DrawCentre(TableControls& t, const TableView& v, float w, bool) {
  const float h = w * kCardAspect;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (v.stock_size > 0 || !v.discard.empty()) {
    ImGui::TextDisabled("Stock %d%s%s", v.stock_size, v.discard.empty() ? "" : " \u00b7 widow card ",
                        v.discard.empty() ? "" : v.discard.back().Pretty().c_str());
  }
  // The trick: who played what, in order.
  ImGui::TextUnformatted(v.trick.empty() ? "No cards in the trick yet." : "The trick:");
  float x = ImGui::GetCursorScreenPos().x;
  const float y = ImGui::GetCursorScreenPos().y;
  for (const auto& [who, cards] : v.trick) {
    CardRow row{cards, {}, {}};
    DrawCardRow(t.fonts(), t.style(), row, ImVec2(x, y + 18), w, w * 0.6f, "trick:" + std::to_string(who) + ":", false);
    dl->AddText(ImVec2(x, y), SeatColour(who), t.Name(who).c_str());
    x += w * 0.6f * static_cast<float>(cards.size() - 1) + w + 18;
  }
  ImGui::Dummy(ImVec2(1, v.trick.empty() ? 4 : h + 22));
}

std::string ThreeKingsPanel::Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                                     bool my_move) const {
  // Before any card is selected, a warning about predicting with an ace when none is held.
  if (sel.empty())
    return my_move && !t.Refused(Move::Of(MoveKind::kPredict, Card(), 1)) ? three_kings::PredictionWarning(v, 1) : "";
  // The engine judges the play (a meld to lead, what the lead asks for); this only words it.
  const Move play = Move::Of(MoveKind::kPlay, Card(), -1, End::kAuto, {MeldSpec{sel, {}}});
  if (my_move) {
    if (std::optional<Error> e = t.Check(play)) return e->Message();
  }
  if (sel.size() == 1) return CardsPretty(sel) + ": one card to play.";
  if (sel.size() != 3) return "Play one card or three.";
  return CardsPretty(sel) +
         (three_kings::MeldLevel(rules, sel, false) > 0 ? ": a meld, played together." : ": three cards, not a meld.");
}

void ThreeKingsPanel::DrawTurn(TableControls& t, const TableView& v, const std::vector<Card>& sel, Flow& f) {
  if (v.phase == "widow-discard" && f.Button("Discard as the widow card", "button:discard", sel.size() == 1)) {
    if (sel.size() != 1)
      t.Say("Select the one card to lay face up as the widow card.");
    else
      t.Submit(Move::Discard(sel[0]));
  }
  if (t.HasLegal(MoveKind::kPlay) && f.Button(sel.size() == 3 ? "Play the meld" : "Play", "button:play", true)) {
    Move m = Move::Of(MoveKind::kPlay);
    m.melds.push_back({sel, {}});
    if (sel.empty())
      t.Say("Select one card, or three for a meld, then play.");
    else
      t.Submit(m);
  }
  if (t.HasLegal(MoveKind::kWidow) && f.Button("Take the widow card, lay out the selected", "button:widow")) {
    if (sel.size() != 1)
      t.Say("Select the one card to lay out of play.");
    else
      t.Submit(Move::Of(MoveKind::kWidow, sel[0]));
  }
  if (t.HasLegal(MoveKind::kPass) && f.Button("Keep my hand", "button:pass")) t.Submit(Move::Of(MoveKind::kPass));
  if (t.HasLegal(MoveKind::kPredict)) {
    if (f.Button("Predict the last trick", "button:predict")) t.Submit(Move::Of(MoveKind::kPredict, Card(), 0));
    const bool no_ace = !three_kings::PredictionWarning(v, 1).empty();
    if (f.Button(no_ace ? "Predict it with an ace (you hold none)" : "Predict it with an ace", "button:predict-ace")) {
      t.Submit(Move::Of(MoveKind::kPredict, Card(), 1));
    }
  }
}

std::string ThreeKingsPanel::SheetNote(const ScoreSheet&) const {
  return "Trick points per hand; the total row counts game points.";
}

}  // namespace rummy::web
