#include "widgets.h"

#include <algorithm>
#include <cmath>

#include "imgui_internal.h"
#include "layout.h"
#include "mirror.h"
#include "platform.h"
#include "test_hook.h"

namespace rummy::web {

namespace {
ImGuiWindow* g_swiped = nullptr;  // the window a swipe that began on a control scrolls, until release
}  // namespace

void DragToScroll(bool from_controls) {
  ImGuiContext& g = *GImGui;
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) g_swiped = nullptr;
  if (g_swiped) {
    ImGui::SetScrollY(g_swiped, g_swiped->Scroll.y - g.IO.MouseDelta.y);
    return;
  }
  ImGuiWindow* w = g.ActiveIdWindow;
  if (!w || !g.ActiveId || !ImGui::IsMouseDragging(ImGuiMouseButton_Left, kDragSlop)) return;
  // A press on empty space makes the window's move id active (even for windows that never move).
  const bool background = g.ActiveId == w->MoveId;
  // A press on a control (not a text field, where a drag selects): the swipe scrolls instead, and
  // the control, no longer active, does not act when the finger lifts.
  // A popup (the table's menu) scrolls from its buttons even where the table's own drags stay drags.
  const bool control = (from_controls || (w->Flags & ImGuiWindowFlags_Popup)) && !background &&
                       g.InputTextState.ID != g.ActiveId && g.ActiveId != ImGui::GetWindowScrollbarID(w, ImGuiAxis_Y) &&
                       g.ActiveId != ImGui::GetWindowScrollbarID(w, ImGuiAxis_X);  // a scroll bar drags itself
  if (!background && !control) return;
  if (background && w->ScrollMax.x > 0 && w->ScrollMax.y <= 0) {  // a strip that scrolls sideways (Rummy's track)
    ImGui::SetScrollX(w, w->Scroll.x - g.IO.MouseDelta.x);
    return;
  }
  while (w->ScrollMax.y <= 0 && (w->Flags & ImGuiWindowFlags_ChildWindow) && w->ParentWindow) w = w->ParentWindow;
  if (w->ScrollMax.y <= 0) return;
  if (control) {
    ImGui::ClearActiveID();
    g_swiped = w;
  }
  ImGui::SetScrollY(w, w->Scroll.y - g.IO.MouseDelta.y);
}

bool TapReleased() {
  return ImGui::IsMouseReleased(ImGuiMouseButton_Left) &&
         ImGui::GetIO().MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] < kDragSlop * kDragSlop;
}

namespace {
bool g_in_panel = false;
}  // namespace

void Section(const char* title) {
  if (!g_in_panel) ImGui::Spacing();  // a panel's edge keeps the room above
  ImGui::TextColored(kGoldText, "%s", title);
  Rule();
}

void Rule() {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  ImGui::GetWindowDrawList()->AddLine(ImVec2(p.x, p.y), ImVec2(right, p.y), ImGui::GetColorU32(ImGuiCol_Separator));
  ImGui::Dummy(ImVec2(0, 1));
}

namespace {
bool g_enter = false;  // Enter was pressed this frame and no main action has taken it yet
}  // namespace

void ArmEnterKey() { g_enter = !ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false); }

bool HookButton(const char* label, const std::string& id, bool highlighted, ImVec2 size) {
  if (size.y <= 0) size.y = ButtonHeight();  // a touch target tall on a touch screen
  if (highlighted) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
  // A button of a given width (the table's menu, its slots) with a label too wide for the usual
  // padding (the larger text) gives up padding rather than letters.
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  const float text_w = size.x > 0 ? ImGui::CalcTextSize(label, nullptr, true).x : 0;
  const bool tight = size.x > 0 && text_w + 2 * pad.x > size.x;
  if (tight) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(std::max(1.0f, (size.x - text_w) / 2), pad.y));
  bool pressed = ImGui::Button(label, size);
  if (tight) ImGui::PopStyleVar();
  // The lobby's chosen game and the table's open panels are toggles; other buttons are actions.
  const bool toggle = id.rfind("game:", 0) == 0 || id == "button:sheet" || id == "button:rules";
  TheMirror().Control(id, label, toggle ? MirrorRole::kToggle : MirrorRole::kButton, toggle ? highlighted : -1);
  pressed |= TheMirror().Take(id);
  if (highlighted && g_enter) {
    pressed = true;
    g_enter = false;
  }
  if (highlighted) ImGui::PopStyleColor();
  Hook().Rect(id);
  if (highlighted) Hook().Main(id);
  return pressed;
}

void BeginAboveFoot(const char* id, float foot_h, ImGuiWindowFlags flags) {
  ImGui::BeginChild(id, ImVec2(0, -(foot_h + ImGui::GetStyle().ItemSpacing.y)), false, flags);
  ImGui::PushTextWrapPos(0);
}

void EndAboveFoot() {
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
}

float ButtonHeight() { return std::max(CoarsePointer() ? layout::kTouchTarget : 0.0f, ImGui::GetFrameHeight()); }

void PushTouchFrames() {
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(pad.x, std::max(pad.y, std::ceil((ButtonHeight() - ImGui::GetFontSize()) / 2))));
}

void PopTouchFrames() { ImGui::PopStyleVar(); }

bool FootButton(const char* label, const std::string& id) {
  const float w = ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
  return HookButton(label, id, true, ImVec2(std::max(160.0f, w), ButtonHeight()));
}

namespace {
// The mark's side and the gap after it, in px at the current text size.
float MarkSide() { return std::round(ImGui::GetFontSize() * 1.3f); }
float MarkGap() { return ImGui::GetStyle().ItemInnerSpacing.x + 2; }
}  // namespace

float ChoiceMarkWidth(const char* label) {
  return MarkSide() + MarkGap() + ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x;
}

bool ChoiceMark(const char* label, bool chosen, bool round, ImVec2 box) {
  ImGuiWindow* w = ImGui::GetCurrentWindow();
  if (w->SkipItems) return false;
  const ImGuiStyle& st = ImGui::GetStyle();
  const ImGuiID id = w->GetID(label);
  const char* end = ImGui::FindRenderedTextEnd(label);
  const float side = MarkSide(), gap = MarkGap(), pad = st.FramePadding.x * 0.5f;
  const ImVec2 at = w->DC.CursorPos;
  const float right = box.x > 0 ? at.x + box.x : ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float wrap = std::max(1.0f, right - at.x - pad * 2 - side - gap);
  const ImVec2 text = ImGui::CalcTextSize(label, end, false, wrap);
  // The mark level with the first line of words.
  const float line = ImGui::GetTextLineHeight();
  const float mark_y = std::max(0.0f, std::round((line - side) / 2)), text_y = std::max(0.0f, std::round((side - line) / 2));
  const float content = std::max(mark_y + side, text_y + text.y);
  float h = box.y > 0 ? box.y : content + st.FramePadding.y;
  if (CoarsePointer() && box.y <= 0) h = std::max(h, layout::kTouchTarget);
  const ImRect bb(at, ImVec2(box.x > 0 ? right : std::min(right, at.x + pad * 2 + side + gap + text.x), at.y + h));
  ImGui::ItemSize(bb);
  if (!ImGui::ItemAdd(bb, id)) return false;
  bool hovered = false, held = false;
  const bool pressed = ImGui::ButtonBehavior(bb, id, &hovered, &held);
  ImDrawList* dl = w->DrawList;
  const bool contrast = HighContrast();
  const ImU32 gold = contrast ? IM_COL32(255, 224, 0, 255) : kGold;
  const ImU32 ring = contrast ? IM_COL32(255, 255, 255, 255) : IM_COL32(236, 232, 212, 235);
  const ImU32 inside = contrast ? IM_COL32(0, 0, 0, 255) : IM_COL32(3, 40, 24, 255);
  const float r = st.FrameRounding;
  if (chosen) {
    dl->AddRectFilled(bb.Min, bb.Max, contrast ? IM_COL32(90, 70, 0, 255) : IM_COL32(232, 178, 26, 52), r);
    dl->AddRect(bb.Min, bb.Max, (gold & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 150), r, 0, 1.0f);
  } else if (hovered) {
    dl->AddRectFilled(bb.Min, bb.Max, ImGui::GetColorU32(ImGuiCol_ButtonHovered, 0.6f), r);
  } else if (box.x > 0) {  // among buttons (a table's slot): a button's ground
    dl->AddRectFilled(bb.Min, bb.Max, ImGui::GetColorU32(ImGuiCol_Button), r);
  }
  if (held) dl->AddRectFilled(bb.Min, bb.Max, ImGui::GetColorU32(ImGuiCol_ButtonHovered), r);
  ImGui::RenderNavHighlight(bb, id);  // the keyboard's focus
  const float top = bb.Min.y + std::round((h - content) / 2);
  const ImVec2 m0(bb.Min.x + pad, top + mark_y), m1(m0.x + side, m0.y + side), c((m0.x + m1.x) / 2, (m0.y + m1.y) / 2);
  if (round) {
    const float rad = side / 2;
    if (chosen) {
      dl->AddCircleFilled(c, rad, gold, 24);
      dl->AddCircleFilled(c, rad * 0.42f, inside, 16);
    } else {
      dl->AddCircleFilled(c, rad - 1, inside, 24);
      dl->AddCircle(c, rad - 1, ring, 24, 2.0f);
    }
  } else {
    if (chosen) {
      dl->AddRectFilled(m0, m1, gold, 4);
      ImGui::RenderCheckMark(dl, ImVec2(m0.x + side * 0.18f, m0.y + side * 0.18f), inside, side * 0.64f);
    } else {
      dl->AddRectFilled(m0, m1, inside, 4);
      dl->AddRect(ImVec2(m0.x + 0.5f, m0.y + 0.5f), ImVec2(m1.x - 0.5f, m1.y - 0.5f), ring, 4, 0, 2.0f);
    }
  }
  const ImVec2 words(m1.x + gap, top + text_y);
  ImGui::RenderTextWrapped(words, label, end, wrap);
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
  Place(ChoiceMarkWidth(label));
  bool changed = ChoiceMark(label, *v, false);
  if (changed) *v = !*v;
  if (TheMirror().Take(id)) *v = !*v, changed = true;
  TheMirror().Control(id, label, MirrorRole::kCheckbox, *v ? 1 : 0);
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
    DrawCardFace(dl, fonts, p, w, row.cards[i], style, i < static_cast<int>(row.marks.size()) ? row.marks[i] : kMarkNone,
                 i < static_cast<int>(row.as.size()) ? row.as[i] : StandsFor{});
    if (i < static_cast<int>(row.tags.size()) && row.tags[i] != 0) {
      // Under the corner index, where the next card of the fan leaves it in view.
      const layout::Rect dot = layout::LaidOffDot(layout::Rect{p.x, p.y, w, h}, step);
      const ImVec2 c(dot.CentreX(), dot.CentreY());
      dl->AddCircleFilled(c, dot.w / 2, row.tags[i]);
      // A dark ring: the viewer's yellow dot over a joker's gold WILD tag was all but lost (playtest).
      dl->AddCircle(c, dot.w / 2, IM_COL32(0, 0, 0, 230), 0, 1.5f);
      if (!id_prefix.empty())
        Hook().Rect(id_prefix + std::to_string(i) + ":dot", ImVec2(dot.x, dot.y), ImVec2(dot.Right(), dot.Bottom()));
    }
    const float visible = i == n - 1 ? w : std::min(w, step);
    const ImVec2 a = p, b(p.x + visible, p.y + h);
    if (!id_prefix.empty()) Hook().Rect(id_prefix + std::to_string(i), a, b);
    if (clickable && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsMouseHoveringRect(a, b) &&
        ImGui::IsWindowHovered()) {
      clicked = i;
    }
    if (!id_prefix.empty() && TheMirror().Tap(id_prefix + std::to_string(i), clickable, row.cards[i].Pretty())) clicked = i;
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

namespace rummy::web {

namespace {
ImGuiStyle g_base;  // the style main.cc set up, before any setting changed it
bool g_have_base = false;
bool g_contrast = false;
ImDrawListSplitter g_panel_split;
ImVec2 g_panel_at;

ImU32 Mix(ImU32 a, ImU32 b, float t) {
  const ImVec4 x = ImGui::ColorConvertU32ToFloat4(a), y = ImGui::ColorConvertU32ToFloat4(b);
  return ImGui::ColorConvertFloat4ToU32(
      ImVec4(x.x + (y.x - x.x) * t, x.y + (y.y - x.y) * t, x.z + (y.z - x.z) * t, x.w + (y.w - x.w) * t));
}
}  // namespace

bool HighContrast() { return g_contrast; }

void ApplyTheme(const CardStyle& style) {
  if (!g_have_base) g_base = ImGui::GetStyle(), g_have_base = true;
  ImGuiStyle s = g_base;
  g_contrast = style.high_contrast;
  s.Colors[ImGuiCol_WindowBg] = ImVec4(0, 0, 0, 0);  // the felt is drawn under the windows
  s.Colors[ImGuiCol_Border] = ImVec4(0.91f, 0.70f, 0.10f, 0.45f);
  s.Colors[ImGuiCol_Separator] = ImVec4(0.91f, 0.70f, 0.10f, 0.35f);
  s.Colors[ImGuiCol_TableBorderStrong] = ImVec4(0.91f, 0.70f, 0.10f, 0.55f);
  s.Colors[ImGuiCol_TableBorderLight] = ImVec4(0.91f, 0.70f, 0.10f, 0.22f);
  s.Colors[ImGuiCol_TableHeaderBg] = ImVec4(0.02f, 0.20f, 0.12f, 0.9f);
  s.PopupBorderSize = 1;
  if (style.high_contrast) {
    ImVec4* c = s.Colors;
    const ImVec4 black(0, 0, 0, 1), white(1, 1, 1, 1), yellow(1.0f, 0.88f, 0.0f, 1);
    c[ImGuiCol_Text] = white;
    c[ImGuiCol_TextDisabled] = ImVec4(1.0f, 0.93f, 0.45f, 1);
    c[ImGuiCol_Button] = c[ImGuiCol_FrameBg] = c[ImGuiCol_Header] = black;
    c[ImGuiCol_PopupBg] = black;
    c[ImGuiCol_ButtonHovered] = c[ImGuiCol_FrameBgHovered] = c[ImGuiCol_HeaderHovered] = ImVec4(0.22f, 0.22f, 0.22f, 1);
    // The chosen button: dark gold under white text (6.6 : 1).
    c[ImGuiCol_ButtonActive] = c[ImGuiCol_FrameBgActive] = c[ImGuiCol_HeaderActive] = ImVec4(0.45f, 0.35f, 0.0f, 1);
    c[ImGuiCol_Border] = c[ImGuiCol_Separator] = c[ImGuiCol_TableBorderStrong] = yellow;
    c[ImGuiCol_TableBorderLight] = ImVec4(1, 1, 1, 0.6f);
    c[ImGuiCol_TableHeaderBg] = black;
    c[ImGuiCol_TableRowBgAlt] = ImVec4(1, 1, 1, 0.10f);
    c[ImGuiCol_CheckMark] = c[ImGuiCol_SliderGrab] = yellow;
    s.FrameBorderSize = 1.5f;
  }
  if (style.large) s.ScaleAllSizes(CardStyle::kLargeScale);
  ImGui::GetStyle() = s;
  SetTextScale(style.Scale());
}

void DrawFelt() {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImU32 centre = g_contrast ? IM_COL32(0, 46, 26, 255) : IM_COL32(22, 124, 80, 255);
  const ImU32 edge = g_contrast ? IM_COL32(0, 14, 8, 255) : IM_COL32(3, 44, 27, 255);
  // A grid of vertices, each coloured by its distance from a point a little above the middle
  // (where a lamp over the table would shine): smooth between vertices.
  constexpr int kCols = 16, kRows = 12;
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  dl->PrimReserve(kCols * kRows * 6, (kCols + 1) * (kRows + 1));
  const ImDrawIdx base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  for (int r = 0; r <= kRows; ++r) {
    for (int c = 0; c <= kCols; ++c) {
      const float u = static_cast<float>(c) / kCols, v = static_cast<float>(r) / kRows;
      const float dx = (u - 0.5f) * 1.6f, dy = (v - 0.42f) * 1.9f;
      const float d = std::sqrt(dx * dx + dy * dy);
      const float t = std::clamp((d - 0.25f) / 1.0f, 0.0f, 1.0f);
      dl->PrimWriteVtx(ImVec2(vp->Pos.x + u * vp->Size.x, vp->Pos.y + v * vp->Size.y), uv,
                       Mix(centre, edge, t * t * (3 - 2 * t)));
    }
  }
  for (int r = 0; r < kRows; ++r) {
    for (int c = 0; c < kCols; ++c) {
      const ImDrawIdx a = static_cast<ImDrawIdx>(base + r * (kCols + 1) + c), b = static_cast<ImDrawIdx>(a + kCols + 1);
      dl->PrimWriteIdx(a), dl->PrimWriteIdx(static_cast<ImDrawIdx>(a + 1)), dl->PrimWriteIdx(static_cast<ImDrawIdx>(b + 1));
      dl->PrimWriteIdx(a), dl->PrimWriteIdx(static_cast<ImDrawIdx>(b + 1)), dl->PrimWriteIdx(b);
    }
  }
}

ImU32 TurnColour() { return g_contrast ? IM_COL32(255, 224, 0, 255) : IM_COL32(255, 206, 84, 255); }

void DrawGlow(ImDrawList* dl, ImVec2 a, ImVec2 b, float m, float strength, bool fill) {
  const ImU32 rgb = TurnColour() & ~IM_COL32_A_MASK;
  auto alpha = [&](float x) { return rgb | IM_COL32(0, 0, 0, static_cast<int>(x * strength)); };
  const float r = 8.0f;
  a = ImVec2(a.x - m, a.y - m), b = ImVec2(b.x + m, b.y + m);
  for (int i = 3; i >= 1; --i) {  // a glow fading outwards
    const float g = 3.0f * static_cast<float>(i);
    dl->AddRect(ImVec2(a.x - g, a.y - g), ImVec2(b.x + g, b.y + g), alpha(40.0f / i), r + g, 0, 3.0f);
  }
  if (fill && !g_contrast) dl->AddRectFilled(a, b, alpha(28), r);
  dl->AddRect(a, b, alpha(255), r, 0, g_contrast ? 3.0f : 2.0f);
}

void BeginPanel() {
  IM_ASSERT(!g_in_panel && "panels do not nest");
  g_in_panel = true;
  // Room for the edge: as much as a section's spacing took before panels, and 2 px more, so
  // the screens keep their height.
  ImGui::Dummy(ImVec2(0, 2));
  g_panel_at = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  g_panel_split.Split(dl, 2);
  g_panel_split.SetCurrentChannel(dl, 1);
}

void EndPanel() {
  IM_ASSERT(g_in_panel);
  g_in_panel = false;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  g_panel_split.SetCurrentChannel(dl, 0);
  const float pad = 8.0f;
  const ImVec2 a(g_panel_at.x - pad, g_panel_at.y - 6);
  const ImVec2 b(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x + pad, ImGui::GetItemRectMax().y + 6);
  const float r = 10.0f;
  if (g_contrast) {
    dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 255), r);
    dl->AddRect(a, b, IM_COL32(255, 224, 0, 255), r, 0, 2.0f);
  } else {
    for (int i = 2; i >= 1; --i) {  // the panel's shadow on the felt
      const float s = 2.0f * static_cast<float>(i);
      dl->AddRectFilled(ImVec2(a.x - s + 2, a.y - s + 4), ImVec2(b.x + s + 2, b.y + s + 4), IM_COL32(0, 0, 0, 22), r + s);
    }
    dl->AddRectFilled(a, b, IM_COL32(4, 52, 32, 215), r);
    dl->AddRect(a, b, IM_COL32(232, 178, 26, 110), r, 0, 1.0f);
  }
  g_panel_split.Merge(dl);
}

void LookToggles(CardStyle* style, Flow& f) {
  f.Checkbox("Larger cards and text", &style->large, "check:large");
  f.Checkbox("High contrast", &style->high_contrast, "check:contrast");
}

}  // namespace rummy::web
