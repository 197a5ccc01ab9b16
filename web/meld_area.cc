#include "meld_area.h"

#include <algorithm>
#include <cmath>

#include "mirror.h"
#include "platform.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

bool AnyLaidOffByOthers(const std::vector<TableMeld>& melds) {
  return std::any_of(melds.begin(), melds.end(), [](const TableMeld& t) {
    return std::any_of(t.laid_by.begin(), t.laid_by.end(), [&](int layer) { return layer != t.owner; });
  });
}

std::vector<ImU32> LaidOffDots(const TableMeld& t) {
  std::vector<ImU32> dots;
  for (size_t k = 0; k < t.meld.cards.size(); ++k) {
    const int layer = k < t.laid_by.size() ? t.laid_by[k] : t.owner;
    dots.push_back(layer != t.owner ? SeatColour(layer) : 0);
  }
  return dots;
}

std::vector<layout::MeldOwnerInput> MeldOwners(const TableView& v, std::vector<int>* order) {
  std::vector<layout::MeldOwnerInput> owners;
  order->clear();
  for (int k = 0; k < v.players; ++k) {
    const int owner = (v.seat + k) % v.players;
    layout::MeldOwnerInput in;
    in.seat = owner;
    for (size_t i = 0; i < v.melds.size(); ++i) {
      if (v.melds[i].owner != owner) continue;
      in.melds.push_back(static_cast<int>(v.melds[i].meld.cards.size()));
      order->push_back(static_cast<int>(i));
    }
    if (!in.melds.empty()) owners.push_back(in);
  }
  return owners;
}

void MeldNews::Update(const TableView& v, bool animate, double now) {
  const size_t n = v.melds.size();
  if (hand_ == 0) reduced_ = PrefersReducedMotion();
  // A match loaded, a new hand (or an undo that took a meld back): nothing is news.
  if (v.hand_number != hand_ || n < sizes_.size()) {
    scroll_top_ = scroll_top_ || v.hand_number != hand_;  // not for an undo: the melds stay where they are
    hand_ = v.hand_number;
    reveal_ = -1;
    sizes_.clear();
    for (const TableMeld& t : v.melds) sizes_.push_back(t.meld.cards.size());
    started_.assign(n, 0);
    return;
  }
  started_.resize(n, 0);
  for (size_t i = 0; i < n; ++i) {
    const size_t cards = v.melds[i].meld.cards.size();
    if (i >= sizes_.size() || cards > sizes_[i]) {
      if (animate) started_[i] = now;
      // Only the viewer's own plays move the region: a computer player's lay-off must not pull
      // away melds the person scrolled to.
      if (v.current == v.seat) {
        reveal_ = static_cast<int>(i);
        revealed_at_ = now;
      }
    }
  }
  sizes_.resize(n);
  for (size_t i = 0; i < n; ++i) sizes_[i] = v.melds[i].meld.cards.size();
}

float MeldNews::Glow(size_t i, double now) const {
  if (i >= started_.size() || started_[i] <= 0 || now - started_[i] >= kSeconds) return 0;
  if (reduced_) return 1;  // a steady edge, no motion
  const double t = (now - started_[i]) / kSeconds;
  return static_cast<float>(1 - t * t);  // fades out
}

bool MeldNews::Glowing(double now) const {
  for (size_t i = 0; i < started_.size(); ++i) {
    if (Glow(i, now) > 0) return true;
  }
  return false;
}

int DrawMeldArea(const Fonts& fonts, const CardStyle& style, const Rules& rules, const TableView& v,
                 const std::vector<std::string>& names, const layout::MeldArea& area, const std::vector<int>& order,
                 const MeldNote* note, bool clickable, MeldNews& news, std::vector<MeldSpot>* spots) {
  spots->clear();
  int tapped = -1;
  const layout::Rect& view = area.view;
  if (v.melds.empty() || view.Empty()) return tapped;
  ImGui::SetCursorScreenPos(ImVec2(view.x, view.y));
  ImGui::BeginChild("melds", ImVec2(view.w, view.h), false,
                    area.scrolls ? ImGuiWindowFlags_None : ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  if (news.TakeScrollTop()) ImGui::SetScrollY(0);
  const int reveal = news.TakeReveal();
  Hook().Rect("melds", ImVec2(view.x, view.y), ImVec2(view.Right(), view.Bottom()));
  const float dy = ImGui::GetWindowPos().y - view.y - ImGui::GetScrollY();  // content to screen
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // Each owner's label, in the order the layout placed them.
  std::vector<int> owners;
  for (int i : order) {
    if (owners.empty() || owners.back() != v.melds[i].owner) owners.push_back(v.melds[i].owner);
  }
  auto long_label = [&](size_t k) {
    const std::string& name = names[owners[k]];
    return name == "You" ? std::string("Your melds") : name + "'s melds";
  };
  // Narrow columns: every label the name alone, when one of the long ones would not fit.
  bool short_labels = false;
  for (size_t k = 0; k < owners.size() && k < area.labels.size(); ++k) {
    short_labels = short_labels || ImGui::CalcTextSize(long_label(k).c_str()).x > area.labels[k].w;
  }
  for (size_t k = 0; k < owners.size() && k < area.labels.size(); ++k) {
    const layout::Rect& r = area.labels[k];
    const std::string label = short_labels ? names[owners[k]] : long_label(k);
    dl->PushClipRect(ImVec2(r.x, r.y + dy), ImVec2(r.Right(), r.Bottom() + dy), true);
    dl->AddText(ImVec2(r.x, r.y + dy), SeatColour(owners[k]), label.c_str());
    dl->PopClipRect();
  }
  const float w = area.card_w, h = area.card_h;
  bool dotted = false;  // a meld in view carries a lay-off dot
  for (size_t b = 0; b < area.melds.size() && b < order.size(); ++b) {
    const int i = order[b];
    const TableMeld& t = v.melds[i];
    const layout::Rect& box = area.melds[b].box;
    const int n = static_cast<int>(t.meld.cards.size());
    // One row, or (a meld wider than its column) rows as the layout made them, in a faint frame:
    // unframed, a set of four in two rows read as two pairs (playtest, Five Crowns at 390x844).
    const int per_row = std::max(1, std::min(n, static_cast<int>(std::floor((box.w - w) / area.step + 0.01f)) + 1));
    const int rows = (n + per_row - 1) / per_row;
    if (rows > 1)
      dl->AddRect(ImVec2(box.x - 3, box.y + dy - 3), ImVec2(box.Right() + 3, box.Bottom() + dy + 3), IM_COL32(255, 255, 255, 70),
                  6.0f, 0, 1.5f);
    const float pitch = rows > 1 ? (box.h - h) / static_cast<float>(rows - 1) : 0;
    const std::vector<ImU32> dots = LaidOffDots(t);
    for (int r = 0; r < rows; ++r) {
      CardRow row;
      for (int k = r * per_row; k < std::min(n, (r + 1) * per_row); ++k) {
        const Card c = t.meld.cards[k];
        row.cards.push_back(c);
        row.marks.push_back(WildMark(rules, c));
        row.tags.push_back(dots[k]);
        row.as.push_back(StandsForIn(t.meld, k, rules));
      }
      DrawCardRow(fonts, style, row, ImVec2(box.x, box.y + dy + r * pitch), w, area.step, "", false);
      const float top = box.y + dy + r * pitch;
      if (top < view.Bottom() && top + h > view.y) {
        for (ImU32 tag : row.tags) dotted = dotted || tag != 0;
      }
    }
    if (i == reveal && area.scrolls) {
      // The meld just laid or added to, wholly in view (with its owner's label above it when
      // there is room): the least scroll that shows it, from the next frame.
      const float top = box.y - view.y - ImGui::GetTextLineHeight(), bottom = box.Bottom() - view.y + 4;
      float y = ImGui::GetScrollY();
      if (bottom > y + view.h) y = bottom - view.h;
      if (top < y) y = top;
      ImGui::SetScrollY(std::max(0.0f, y));  // past the end, ImGui stops at the new end
    }
    // A new meld or a lay-off glows a moment in gold.
    if (const float g = news.Glow(static_cast<size_t>(i), ImGui::GetTime()); g > 0) {
      DrawGlow(dl, ImVec2(box.x, box.y + dy), ImVec2(box.Right(), box.Bottom() + dy), 3.0f, g, /*fill=*/false);
    }
    // The part in view is the target (the area may be scrolled).
    const ImVec2 a(box.x, std::max(view.y, box.y + dy)), e(box.Right(), std::min(view.Bottom(), box.Bottom() + dy));
    if (e.y - a.y < 1) continue;
    Hook().Rect("meld:" + std::to_string(i), a, e);
    spots->push_back({i, a, e});
    const bool spoken = TheMirror().Tap("meld:" + std::to_string(i), clickable);  // named by Table::MirrorText
    // A tap, not a press: a swipe that scrolls the melds acts on none (a playtest's swipe was read
    // as a tap on a meld).
    if (clickable && tapped < 0 && (spoken || (TapReleased() && ImGui::IsMouseHoveringRect(a, e) && ImGui::IsWindowHovered()))) {
      tapped = i;
    }
  }
  // The note says what the dots mean while one is in view, under melds that show whole, where the
  // layout kept room for it (Input::meld_note_width).
  const bool brief = !area.brief.Empty();
  if (note && dotted && !brief && !area.note_in_message) {
    ImGui::SetCursorPos(ImVec2(0, area.note_y));
    ImGui::PushTextWrapPos(view.w);
    ImGui::TextDisabled("%s", note->full);
    ImGui::PopTextWrapPos();
    const ImVec2 a = ImGui::GetItemRectMin(), e = ImGui::GetItemRectMax();
    if (e.y > view.y && a.y < view.Bottom())
      Hook().Rect("melds-note", ImVec2(a.x, std::max(a.y, view.y)), ImVec2(e.x, std::min(e.y, view.Bottom())));
  }
  ImGui::SetCursorPos(ImVec2(0, area.content_height));
  ImGui::Dummy(ImVec2(1, 1));
  ImGui::EndChild();
  // Melds that scroll: the note in brief under the region, whole wherever they are scrolled (and
  // while a dot is anywhere on them, as a dot may be a scroll away).
  if (note && brief) {
    const layout::Rect& r = area.brief;
    ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
    ImGui::PushTextWrapPos(r.Right() - ImGui::GetWindowPos().x);  // the table window's own coordinates
    ImGui::TextDisabled("%s", note->brief);
    ImGui::PopTextWrapPos();
    Hook().Rect("melds-note", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  return tapped;
}

}  // namespace rummy::web
