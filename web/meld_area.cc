#include "meld_area.h"

#include <algorithm>

#include "mirror.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

int DrawMeldArea(const Fonts& fonts, const CardStyle& style, const Rules& rules, const TableView& v,
                 const std::vector<std::string>& names, const char* note, bool clickable, std::vector<MeldSpot>* spots) {
  spots->clear();
  int tapped = -1;
  if (v.melds.empty()) return tapped;
  const float w = std::clamp(ImGui::GetContentRegionAvail().x / 16.0f, 34.0f, 50.0f);
  const float step = w * 0.5f;
  const float h = w * kCardAspect;
  for (int owner = 0; owner < v.players; ++owner) {
    bool any = false;
    for (const TableMeld& t : v.melds) any = any || t.owner == owner;
    if (!any) continue;
    ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(owner));
    ImGui::TextUnformatted((names[owner] + (names[owner] == "You" ? "r melds" : "'s melds")).c_str());
    ImGui::PopStyleColor();
    const float avail = ImGui::GetContentRegionAvail().x;
    ImVec2 p = ImGui::GetCursorScreenPos();
    const float x0 = p.x;
    float row_h = h + 6;
    for (size_t i = 0; i < v.melds.size(); ++i) {
      const TableMeld& t = v.melds[i];
      if (t.owner != owner) continue;
      const float mw = step * static_cast<float>(t.meld.cards.size() - 1) + w;
      if (p.x > x0 && p.x + mw > x0 + avail) { p = ImVec2(x0, p.y + row_h); }
      CardRow row;
      row.cards = t.meld.cards;
      for (size_t k = 0; k < t.meld.cards.size(); ++k) {
        const bool wild = rules.IsWild(t.meld.cards[k]) && !t.meld.cards[k].is_joker();
        row.marks.push_back(wild ? kMarkWild : kMarkNone);
        const int layer = t.laid_by.empty() ? t.owner : t.laid_by[k];
        row.tags.push_back(layer != t.owner ? SeatColour(layer) : 0);
      }
      DrawCardRow(fonts, style, row, p, w, step, "", false);
      const ImVec2 a = p, b(p.x + mw, p.y + h);
      Hook().Rect("meld:" + std::to_string(i), a, b);
      spots->push_back({static_cast<int>(i), a, b});
      const bool spoken = TheMirror().Tap("meld:" + std::to_string(i), clickable);  // named by Table::MirrorText
      if (clickable && tapped < 0 &&
          (spoken ||
           (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsMouseHoveringRect(a, b) && ImGui::IsWindowHovered()))) {
        tapped = static_cast<int>(i);
      }
      p.x += mw + 14;
    }
    ImGui::SetCursorScreenPos(ImVec2(x0, p.y + row_h));
    ImGui::Dummy(ImVec2(1, 1));
  }
  if (note) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", note);
    ImGui::PopTextWrapPos();
  }
  return tapped;
}

}  // namespace rummy::web
