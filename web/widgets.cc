#include "widgets.h"

#include <algorithm>

#include "imgui_internal.h"
#include "test_hook.h"

namespace rummy::web {

void DragToScroll() {
  ImGuiContext& g = *GImGui;
  ImGuiWindow* w = g.ActiveIdWindow;
  // A press on empty space makes the window's move id active (even for windows that never move).
  if (!w || g.ActiveId != w->MoveId || !ImGui::IsMouseDragging(ImGuiMouseButton_Left, 6.0f)) return;
  while (w->ScrollMax.y <= 0 && (w->Flags & ImGuiWindowFlags_ChildWindow) && w->ParentWindow) w = w->ParentWindow;
  if (w->ScrollMax.y > 0) ImGui::SetScrollY(w, w->Scroll.y - g.IO.MouseDelta.y);
}

void Section(const char* title) {
  ImGui::Spacing();
  ImGui::TextColored(kGoldText, "%s", title);
  ImGui::Separator();
}

namespace {
bool g_enter = false;  // Enter was pressed this frame and no main action has taken it yet
}  // namespace

void ArmEnterKey() { g_enter = !ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false); }

bool HookButton(const char* label, const std::string& id, bool highlighted, ImVec2 size) {
  if (highlighted) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
  bool pressed = ImGui::Button(label, size);
  if (highlighted && g_enter) {
    pressed = true;
    g_enter = false;
  }
  if (highlighted) ImGui::PopStyleColor();
  Hook().Rect(id);
  if (highlighted) Hook().Main(id);
  return pressed;
}

Flow::Flow() : avail_(ImGui::GetContentRegionAvail().x) {}

void Flow::Place(float w) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (!first_ && x_ + gap + w <= avail_) {
    ImGui::SameLine();
    x_ += gap + w;
  } else {
    x_ = w;
  }
  first_ = false;
}

bool Flow::Button(const char* label, const std::string& id, bool highlighted) {
  Place(ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2);
  return HookButton(label, id, highlighted);
}

bool Flow::Checkbox(const char* label, bool* v, const std::string& id) {
  Place(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label, nullptr, true).x);
  // A light frame, so an unticked box reads as a box and not as a dark square.
  ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.5f);
  ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0.85f, 0.85f, 0.75f, 0.9f));
  const bool changed = ImGui::Checkbox(label, v);
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
  Hook().Rect(id);
  return changed;
}

int DrawCardRow(const Fonts& fonts, const CardStyle& style, const CardRow& row, ImVec2 pos, float w, float step,
                const std::string& id_prefix, bool clickable) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int n = static_cast<int>(row.cards.size());
  const float h = w * kCardAspect;
  int clicked = -1;
  for (int i = 0; i < n; ++i) {
    const ImVec2 p(pos.x + step * static_cast<float>(i), pos.y);
    DrawCardFace(dl, fonts, p, w, row.cards[i], style, i < static_cast<int>(row.marks.size()) ? row.marks[i] : kMarkNone);
    if (i < static_cast<int>(row.tags.size()) && row.tags[i] != 0) {
      dl->AddCircleFilled(ImVec2(p.x + w - 7, p.y + h - 7), 5.0f, row.tags[i]);
      dl->AddCircle(ImVec2(p.x + w - 7, p.y + h - 7), 5.0f, IM_COL32(0, 0, 0, 160));
    }
    const float visible = i == n - 1 ? w : std::min(w, step);
    const ImVec2 a = p, b(p.x + visible, p.y + h);
    if (!id_prefix.empty()) Hook().Rect(id_prefix + std::to_string(i), a, b);
    if (clickable && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsMouseHoveringRect(a, b) &&
        ImGui::IsWindowHovered()) {
      clicked = i;
    }
  }
  return clicked;
}

ImU32 SeatColour(int seat) {
  static const ImU32 colours[] = {IM_COL32(255, 214, 64, 255),  IM_COL32(120, 200, 255, 255), IM_COL32(255, 140, 200, 255),
                                  IM_COL32(150, 240, 140, 255), IM_COL32(255, 160, 90, 255),  IM_COL32(200, 160, 255, 255),
                                  IM_COL32(120, 240, 230, 255), IM_COL32(240, 240, 240, 255)};
  return colours[seat % 8];
}

}  // namespace rummy::web
