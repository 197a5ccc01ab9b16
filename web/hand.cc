#include "hand.h"

#include <algorithm>

#include <SDL_scancode.h>

#include "match/describe.h"
#include "match/hint.h"
#include "mirror.h"
#include "platform.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

void Hand::Sync(const std::vector<Card>& cards, const Rules& rules) {
  std::vector<Card> order;
  std::vector<bool> sel;
  std::vector<int> group;
  for (size_t i = 0; i < order_.size(); ++i) {
    if (std::find(cards.begin(), cards.end(), order_[i]) != cards.end()) {
      order.push_back(order_[i]);
      sel.push_back(selected_[i]);
      group.push_back(group_[i]);
    }
  }
  const bool dealt = order.empty() && cards.size() > 1;  // nothing kept: a new hand was dealt
  for (Card c : cards) {
    if (std::find(order.begin(), order.end(), c) == order.end()) {
      order.push_back(c);
      sel.push_back(false);
      group.push_back(-1);
    }
  }
  order_ = order;
  selected_ = sel;
  group_ = group;
  if (dealt) Sort(false, rules);  // a new hand arrives sorted by suit; later cards go to the right
  // Staged melds keep only cards still in hand.
  for (auto& g : staged_) {
    g.erase(
        std::remove_if(g.begin(), g.end(), [&](Card c) { return std::find(order_.begin(), order_.end(), c) == order_.end(); }),
        g.end());
  }
  staged_.erase(std::remove_if(staged_.begin(), staged_.end(), [](const auto& g) { return g.empty(); }), staged_.end());
  focus_ = std::clamp(focus_, 0, std::max(0, static_cast<int>(order_.size()) - 1));
}

bool Hand::IsStaged(Card c) const {
  for (const auto& g : staged_) {
    if (std::find(g.begin(), g.end(), c) != g.end()) return true;
  }
  return false;
}

std::vector<Card> Hand::Selected() const {
  std::vector<Card> s;
  for (size_t i = 0; i < order_.size(); ++i) {
    if (selected_[i]) s.push_back(order_[i]);
  }
  return s;
}

void Hand::ClearSelection() { selected_.assign(order_.size(), false); }

void Hand::SelectOnly(int i) {
  ClearSelection();
  selected_[i] = true;
}

void Hand::Stage(std::vector<Card> cards) {
  staged_.push_back(std::move(cards));
  ClearSelection();
}

std::string Hand::Arrange(const TableView& view, const Rules& rules) {
  // The arrangement the player may lay down (core: a Kentucky contract's wild cards, say).
  const HandArrangement arranged = ArrangeForPlayer(view, rules, order_);
  const Arrangement& a = arranged.arrangement;
  std::vector<Card> order;
  std::vector<int> group;
  for (size_t m = 0; m < a.melds.size(); ++m) {
    for (Card c : a.melds[m].cards) {
      order.push_back(c);
      group.push_back(static_cast<int>(m));
    }
  }
  for (Card c : a.deadwood) {
    order.push_back(c);
    group.push_back(-1);
  }
  order_ = order;
  group_ = group;
  ClearSelection();
  return arranged.text;
}

void Hand::Sort(bool by_rank, const Rules& rules) {
  auto key = [&](Card c) {
    const int wild = rules.IsWild(c) ? 1 : 0;
    const int rank = c.is_joker() ? 99 : c.rank();
    const int suit = static_cast<int>(c.suit());
    return by_rank ? wild * 10000 + rank * 10 + suit : wild * 10000 + suit * 100 + rank;
  };
  std::vector<size_t> idx(order_.size());
  for (size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return key(order_[a]) < key(order_[b]); });
  std::vector<Card> o;
  std::vector<bool> s;
  for (size_t i : idx) {
    o.push_back(order_[i]);
    s.push_back(selected_[i]);
  }
  order_ = o;
  selected_ = s;
  group_.assign(order_.size(), -1);
}

bool Hand::Keys() {
  if (ImGui::GetIO().WantTextInput || order_.empty()) return false;
  const int n = static_cast<int>(order_.size());
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow))) focus_ = std::max(0, focus_ - 1), keyboard_ = true;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow))) focus_ = std::min(n - 1, focus_ + 1), keyboard_ = true;
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) keyboard_ = false;  // the focus ring is for keyboard play
  if (ImGui::IsKeyPressed(SDL_SCANCODE_SPACE) && focus_ < n) selected_[focus_] = !selected_[focus_];
  return true;
}

void Hand::DrawStaged(const Fonts& fonts, const CardStyle& style) {
  if (staged_.empty()) return;
  ImGui::TextUnformatted("Melds you are putting together (tap one to take it back):");
  const float w = 44.0f, step = 24.0f;
  ImVec2 p = ImGui::GetCursorScreenPos();
  const float x0 = p.x, avail = ImGui::GetContentRegionAvail().x;
  int remove = -1;
  for (size_t i = 0; i < staged_.size(); ++i) {
    const float mw = step * static_cast<float>(staged_[i].size() - 1) + w;
    if (p.x > x0 && p.x + mw > x0 + avail) p = ImVec2(x0, p.y + w * kCardAspect + 6);
    CardRow row{staged_[i], {}, {}};
    DrawCardRow(fonts, style, row, p, w, step, "", false);
    const ImVec2 b(p.x + mw, p.y + w * kCardAspect);
    Hook().Rect("staged:" + std::to_string(i), p, b);
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsMouseHoveringRect(p, b) && ImGui::IsWindowHovered()) {
      remove = static_cast<int>(i);
    }
    if (TheMirror().Tap("staged:" + std::to_string(i), true, "Take back " + SpokenText(CardsPretty(staged_[i]))))
      remove = static_cast<int>(i);
    p.x += mw + 12;
  }
  ImGui::SetCursorScreenPos(ImVec2(x0, p.y + w * kCardAspect + 6));
  ImGui::Dummy(ImVec2(1, 1));
  if (remove >= 0) staged_.erase(staged_.begin() + remove);
}

bool Hand::Draw(const Fonts& fonts, const CardStyle& style, const Rules& rules, const DropOut& drop) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  std::vector<int> shown;
  for (size_t i = 0; i < order_.size(); ++i) {
    if (!IsStaged(order_[i])) shown.push_back(static_cast<int>(i));
  }
  const int n = static_cast<int>(shown.size());
  if (n == 0) {
    ImGui::TextDisabled("No cards in your hand.");
    return false;
  }
  // "Arrange for me" groups the hand: a gap after each group of a row sets the melds apart from
  // each other and from the cards left over.
  auto gap_after = [&](int k) {
    return k + 1 < n && group_[shown[k]] != group_[shown[k + 1]] && (group_[shown[k]] >= 0 || group_[shown[k + 1]] >= 0);
  };
  int rows = 1, per_row = n, gaps = 0;
  float w = 0;
  const float gap = 14.0f;
  while (true) {
    per_row = (n + rows - 1) / rows;
    gaps = 0;  // the most gaps in one row
    for (int start = 0; start < n; start += per_row) {
      int in_row = 0;
      for (int k = start; k < std::min(n, start + per_row) - 1; ++k) in_row += gap_after(k) ? 1 : 0;
      gaps = std::max(gaps, in_row);
    }
    const float room = std::max(width * 0.5f, width - gaps * gap);
    w = std::min(100.0f, room / (0.62f * static_cast<float>(per_row - 1) + 1.0f));
    if (w >= 52.0f || rows >= 3) break;
    ++rows;
  }
  const float room = std::max(width * 0.5f, width - gaps * gap);
  const float step = per_row > 1 ? std::clamp((room - w) / static_cast<float>(per_row - 1), w * 0.62f, w * 1.06f) : w;
  const float h = w * kCardAspect;
  const float lift = std::max(8.0f, h * 0.12f);
  std::vector<ImVec2> pos(n);
  float shift = 0;  // the gaps so far in this row
  for (int k = 0; k < n; ++k) {
    const int row = k / per_row, col = k % per_row;
    if (col == 0)
      shift = 0;
    else if (gap_after(k - 1))
      shift += gap;
    pos[k] = ImVec2(origin.x + col * step + shift, origin.y + lift + row * (h + 10.0f) - (selected_[shown[k]] ? lift : 0.0f));
  }
  ImGui::InvisibleButton("hand", ImVec2(width, lift + rows * (h + 10.0f)));
  // A tap selects a card; a drag moves it within the hand, onto a meld (lay it off) or onto the
  // discard pile (discard it). Touch arrives as the same mouse events.
  const ImGuiIO& io = ImGui::GetIO();
  auto card_at = [&](ImVec2 m) {
    for (int k = n - 1; k >= 0; --k) {
      if (m.x >= pos[k].x && m.x <= pos[k].x + w && m.y >= pos[k].y && m.y <= pos[k].y + h) return k;
    }
    return -1;
  };
  if (ImGui::IsItemActivated()) {
    press_ = card_at(io.MousePos);
    dragging_ = false;
  }
  if (ImGui::IsItemActive() && press_ >= 0 && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 8.0f)) dragging_ = true;
  bool mirrored = false;  // a card activated on the screen-reader mirror: a tap on it (mirror.h)
  for (int k = 0; k < n && !mirrored; ++k) {
    if (TheMirror().Take("card:" + std::to_string(k))) press_ = k, dragging_ = false, mirrored = true;
  }
  if ((ImGui::IsItemDeactivated() || mirrored) && press_ >= 0 && press_ < n) {
    const int i = shown[press_];
    const bool tap = !dragging_;
    if (tap) {
      selected_[i] = !selected_[i];
      focus_ = press_;
      Announce(std::string(selected_[i] ? "Selected " : "Unselected ") + order_[i].Pretty());
    } else if (!drop(i, io.MousePos)) {
      Reorder(i, io.MousePos, pos, shown, w);
    }
    press_ = -1;
    dragging_ = false;
    return tap;  // the hand changed: drawn afresh next frame
  }
  for (int k = 0; k < n; ++k) {
    const int i = shown[k];
    unsigned marks = kMarkNone;
    if (selected_[i]) marks |= kMarkSelected;
    if (rules.IsWild(order_[i]) && !order_[i].is_joker()) marks |= kMarkWild;
    DrawCardFace(dl, fonts, pos[k], w, order_[i], style, marks);
    const bool last_in_row = k == n - 1 || (k + 1) % per_row == 0;
    const float visible = last_in_row ? w : std::min(w, pos[k + 1].x - pos[k].x);
    Hook().Rect("card:" + std::to_string(k), pos[k], ImVec2(pos[k].x + visible, pos[k].y + h));
    TheMirror().Control("card:" + std::to_string(k), SpokenName(order_[i], rules), MirrorRole::kToggle, selected_[i] ? 1 : 0);
  }
  end_ = pos[n - 1];
  if (dragging_ && press_ >= 0 && press_ < n) {
    ImDrawList* top = ImGui::GetForegroundDrawList();
    DrawCardFace(top, fonts, ImVec2(io.MousePos.x - w / 2, io.MousePos.y - h / 2), w, order_[shown[press_]], style,
                 kMarkSelected);
  }
  if (keyboard_ && focus_ < n) {
    dl->AddRect(ImVec2(pos[focus_].x - 3, pos[focus_].y - 3), ImVec2(pos[focus_].x + w + 3, pos[focus_].y + h + 3),
                IM_COL32(255, 255, 255, 200), 6.0f, 0, 2.0f);
  }
  return false;
}

void Hand::Reorder(int i, ImVec2 at, const std::vector<ImVec2>& pos, const std::vector<int>& shown, float w) {
  // The card goes before the first other card that lies after the drop point (rows top to
  // bottom, then left to right).
  const float h = w * kCardAspect;
  auto before_drop = [&](size_t k) {
    if (pos[k].y + h < at.y) return true;  // a row above
    return pos[k].y <= at.y + h && pos[k].x + w / 2 < at.x;
  };
  int insert_before = -1;  // an index into order_, or -1: after the last shown card
  for (size_t k = 0; k < shown.size(); ++k) {
    if (shown[k] == i || before_drop(k)) continue;
    insert_before = shown[k];
    break;
  }
  const Card c = order_[i];
  const bool sel = selected_[i];
  const Card anchor = insert_before >= 0 ? order_[insert_before] : order_[shown.back()];
  if (insert_before < 0 && anchor == c) return;  // the last card dropped at the end: no change
  order_.erase(order_.begin() + i);
  selected_.erase(selected_.begin() + i);
  const auto at_anchor = std::find(order_.begin(), order_.end(), anchor);
  const long dest = (at_anchor - order_.begin()) + (insert_before >= 0 ? 0 : 1);
  order_.insert(order_.begin() + std::min<long>(dest, static_cast<long>(order_.size())), c);
  selected_.insert(selected_.begin() + std::min<long>(dest, static_cast<long>(selected_.size())), sel);
  group_.assign(order_.size(), -1);
}

}  // namespace rummy::web
