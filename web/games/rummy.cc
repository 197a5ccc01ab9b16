#include "games/rummy.h"

#include <algorithm>

namespace rummy::web {

void RummyPanel::DrawPile(TableControls& t, const TableView& v, ImVec2 at, float w, bool my_move) {
  // The track, fanned so every card shows; tap one to take it with all above it.
  const float h = w * kCardAspect;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float avail = ImGui::GetContentRegionAvail().x - (w + 24);
  const int n = static_cast<int>(v.discard.size());
  const float step = n > 1 ? std::min(w * 0.55f, (avail - w) / static_cast<float>(n - 1)) : w;
  CardRow row{v.discard, {}, {}};
  const int hit = DrawCardRow(t.fonts(), t.style(), row, at, w, std::max(step, 14.0f), "track:", my_move);
  // The top of the track: where discards land (and where a dragged card is discarded).
  const float top_x = at.x + std::max(step, 14.0f) * static_cast<float>(std::max(0, n - 1));
  t.SetDiscardSpot(ImVec2(top_x, at.y), ImVec2(top_x + w, at.y + h));
  if (n == 0) dl->AddRect(at, ImVec2(at.x + w, at.y + h), IM_COL32(255, 255, 255, 90), 6.0f);
  ImGui::Dummy(ImVec2(1, h + ImGui::GetTextLineHeight() + 4));
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled(
      "%s", n ? "Stock, and the track: tap a track card to take it with all above it." : "Stock, and the track (empty).");
  ImGui::PopTextWrapPos();
  if (hit >= 0) t.Submit(Move::Of(MoveKind::kTakeDiscard, v.discard[hit], 0));
}

void RummyPanel::DrawChoices(TableControls& t, const TableView&, Flow& f) {
  StockButton(t, f);
  if (t.HasLegal(MoveKind::kPass) && f.Button("End the round", "button:pass")) t.Submit(Move::Of(MoveKind::kPass));
}

bool RummyPanel::DrawClaims(TableControls& t, Flow& f) { return CallButton(t, f, MoveKind::kRummy, "Rummy!", "button:rummy"); }

}  // namespace rummy::web
