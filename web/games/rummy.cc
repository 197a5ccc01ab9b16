#include "games/rummy.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "games/rummy/rummy_view.h"
#include "test_hook.h"

namespace rummy::web {

layout::CentreInput RummyPanel::Centre(const TableView& v) const {
  layout::CentreInput c;
  c.stock = true;
  c.track_cards = std::max<int>(1, static_cast<int>(v.discard.size()));  // an empty track keeps its place
  return c;
}

void RummyPanel::HookFields(const TableView& v, nlohmann::json& j) const {
  j["trick"] = 0;
  j["calling"] = v.Part<track::RummyView>().calling;
}

void RummyPanel::DrawPile(TableControls& t, const TableView& v, const layout::Layout& L, bool my_move) {
  // The track, fanned so every card shows; tap one to take it with every card after it. Too long for
  // its width, it scrolls sideways on its own, opened at its newest cards.
  const layout::Rect& view = L.track_view;
  const int n = static_cast<int>(v.discard.size());
  ImVec2 origin(view.x, view.y);
  if (L.track_scrolls) {
    ImGui::SetCursorScreenPos(origin);
    ImGui::BeginChild("track", ImVec2(view.w, view.h + ImGui::GetStyle().ScrollbarSize), false,
                      ImGuiWindowFlags_HorizontalScrollbar);
    const layout::Rect all = L.track.Bounds();
    ImGui::Dummy(ImVec2(all.Right() - view.x, 1));
    if (n != shown_) ImGui::SetScrollX(ImGui::GetScrollMaxX() + all.w);  // the newest cards in view
    origin = ImVec2(ImGui::GetWindowPos().x - ImGui::GetScrollX(), ImGui::GetWindowPos().y);
  }
  shown_ = n;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  auto at = [&](const layout::Rect& r) { return ImVec2(origin.x + r.x - view.x, origin.y + r.y - view.y); };
  int hit = -1;
  for (int i = 0; i < n && i < static_cast<int>(L.track.cards.size()); ++i) {
    const ImVec2 p = at(L.track.cards[i]);
    DrawCardFace(dl, t.fonts(), p, L.track.card_w, v.discard[i], t.style());
    const layout::Rect& h = L.track.hits[i];
    const ImVec2 a = at(h), b(a.x + h.w, a.y + h.h);
    Hook().Rect("track:" + std::to_string(i), a, b);
    if (my_move && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsMouseHoveringRect(a, b) && ImGui::IsWindowHovered()) {
      hit = i;
    }
  }
  // The top of the track: where discards land (and where a dragged card is discarded).
  const ImVec2 top = at(L.track.cards[std::max(0, std::min(n, static_cast<int>(L.track.cards.size())) - 1)]);
  const ImVec2 top_end(top.x + L.track.card_w, top.y + L.track.card_h);
  if (n == 0) dl->AddRect(top, top_end, IM_COL32(255, 255, 255, 90), 6.0f);
  if (L.track_scrolls) ImGui::EndChild();
  t.SetDiscardSpot(top, top_end);
  if (hit >= 0) t.Submit(Move::Of(MoveKind::kTakeDiscard, v.discard[hit], 0));
}

void RummyPanel::DrawChoices(TableControls& t, const TableView&, Slots& f) {
  StockButton(t, f);
  if (t.HasLegal(MoveKind::kPass) && f.Button("End the round", "button:pass", Place::kSecond))
    t.Submit(Move::Of(MoveKind::kPass));
}

bool RummyPanel::DrawClaims(TableControls& t, Slots& f) { return CallButton(t, f, MoveKind::kRummy, "Rummy!", "button:rummy"); }

}  // namespace rummy::web
