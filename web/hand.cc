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
  const bool left = order.size() < order_.size();
  std::vector<Card> added;
  for (Card c : cards) {
    if (std::find(order.begin(), order.end(), c) == order.end()) {
      order.push_back(c);
      sel.push_back(false);
      group.push_back(-1);
      added.push_back(c);
    }
  }
  if (dealt) {
    fresh_.clear();
  } else if (left || !added.empty()) {
    fresh_ = added;  // the hand changed: what came in now is the news
  }
  order_ = order;
  selected_ = sel;
  group_ = group;
  // A new hand arrives sorted by suit; a card drawn into a sorted hand goes to its place.
  if (dealt)
    Sort(false, rules);
  else if (!added.empty() && kept_ != Kept::kOwn)
    Sort(kept_ == Kept::kRank, rules);
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

void Hand::MarkHinted(const std::vector<Card>& cards) {
  hinted_.clear();
  for (Card c : cards) {
    auto free = [&](Card h) { return !IsHinted(h); };
    auto at = std::find_if(order_.begin(), order_.end(), [&](Card h) { return h == c && free(h); });
    if (at == order_.end())
      at = std::find_if(order_.begin(), order_.end(), [&](Card h) { return h.face() == c.face() && free(h); });
    if (at != order_.end()) hinted_.push_back(*at);
  }
}

bool Hand::IsFresh(Card c) const { return std::find(fresh_.begin(), fresh_.end(), c) != fresh_.end(); }

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
  kept_ = Kept::kOwn;  // the arrangement's groups stay as they are; new cards go to the right
  ClearSelection();
  return arranged.text;
}

void Hand::Sort(bool by_rank, const Rules& rules) {
  auto key = [&](Card c) { return ShowOrder(c, by_rank, rules.IsWild(c)); };
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
  kept_ = by_rank ? Kept::kRank : Kept::kSuit;
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

std::vector<int> Hand::Groups() const {
  std::vector<int> out;
  for (const auto& g : staged_) out.push_back(static_cast<int>(g.size()));
  int run = 0, last = -1;
  for (size_t i = 0; i < order_.size(); ++i) {
    if (IsStaged(order_[i])) continue;
    if (group_[i] < 0) break;  // the cards left over: the last group
    if (run > 0 && group_[i] != last) out.push_back(run), run = 0;
    last = group_[i];
    ++run;
  }
  if (run > 0) out.push_back(run);
  return out;
}

bool Hand::Draw(const Fonts& fonts, const CardStyle& style, const Rules& rules, const layout::Hand& L, const DropOut& drop) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  std::vector<int> shown;
  for (size_t i = 0; i < order_.size(); ++i) {
    if (!IsStaged(order_[i])) shown.push_back(static_cast<int>(i));
  }
  size_t staged_cards = 0;
  for (const auto& g : staged_) staged_cards += g.size();
  const int n = static_cast<int>(shown.size());
  if (L.fan.cards.size() < staged_cards + shown.size()) return false;  // laid out for another hand: next frame
  const float w = L.fan.card_w, h = L.fan.card_h;
  // Selected cards and the card just drawn stand raised.
  auto lift = [&](int k) { return selected_[shown[k]] || IsFresh(order_[shown[k]]) ? L.lift : 0.0f; };
  std::vector<ImVec2> pos(n);
  for (int k = 0; k < n; ++k) {
    const layout::Rect& r = L.fan.cards[staged_cards + k];
    pos[k] = ImVec2(r.x, r.y - lift(k));
  }
  ImGui::SetCursorScreenPos(ImVec2(L.area.x, L.area.y));
  ImGui::InvisibleButton("hand", ImVec2(std::max(1.0f, L.area.w), std::max(1.0f, L.area.h)));
  // A tap selects a card; a drag moves it within the hand, onto a meld (lay it off) or onto the
  // discard pile (discard it). Touch arrives as the same mouse events. The part of a card left
  // showing is where it is tapped.
  const ImGuiIO& io = ImGui::GetIO();
  // The whole fan, staged melds first (fan slot f; a hand card k is slot staged_cards + k), each
  // card covering the one before: a point means the topmost card whose part left showing holds it.
  const size_t slots = staged_cards + shown.size();
  auto slot_lift = [&](size_t f) { return f < staged_cards ? 0.0f : lift(static_cast<int>(f - staged_cards)); };
  auto lifted_hit = [&](size_t f) {
    layout::Rect r = L.fan.hits[f];
    r.y -= slot_lift(f);
    return r;
  };
  // A selected card in the row below is lifted over the foot of the cards above it: their part
  // left showing ends where it begins, so no two cards claim the same spot.
  auto slot_hit = [&](size_t f) {
    layout::Rect r = lifted_hit(f);
    for (size_t j = f + 1; j < slots; ++j) {
      if (slot_lift(j) == 0) continue;
      const layout::Rect b = lifted_hit(j);
      if (b.y > r.y && b.y < r.Bottom() && r.Overlaps(b)) r.h = b.y - r.y;
    }
    return r;
  };
  auto slot_at = [&](ImVec2 m) {
    for (size_t f = slots; f-- > 0;) {
      const layout::Rect r = slot_hit(f);
      if (m.x >= r.x && m.x <= r.Right() && m.y >= r.y && m.y <= r.Bottom()) return static_cast<int>(f);
    }
    return -1;
  };
  const int pressed = ImGui::IsItemActivated() ? slot_at(io.MousePos) : -1;
  // The staged melds: a tap where a group shows takes it back into the hand.
  int unstage = -1;
  size_t f = 0;
  for (size_t g = 0; g < staged_.size(); ++g) {
    const size_t first = f;
    layout::Rect b = L.fan.cards[f];
    layout::Rect shows = slot_hit(f);  // the group's part left showing in its first row
    for (size_t c = 0; c < staged_[g].size(); ++c, ++f) {
      const layout::Rect& r = L.fan.cards[f];
      const unsigned covered = f + 1 < L.fan.cards.size() ? CoveredMark(r.x, r.w, L.fan.cards[f + 1].x) : kMarkNone;
      DrawCardFace(dl, fonts, ImVec2(r.x, r.y), r.w, staged_[g][c], style,
                   kMarkGrouped | covered | WildMark(rules, staged_[g][c]) | (IsHinted(staged_[g][c]) ? kMarkHinted : kMarkNone));
      b.w = r.Right() - b.x;
      const layout::Rect s = slot_hit(f);
      if (s.y == shows.y) shows.w = s.Right() - shows.x, shows.h = std::min(shows.h, s.h);
    }
    const ImVec2 a(b.x, b.y), e(b.Right(), b.Bottom());
    dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(e.x + 2, e.y + 2), kGold, 6.0f, 0, 3.0f);
    Hook().Rect("staged:" + std::to_string(g), ImVec2(shows.x, shows.y), ImVec2(shows.Right(), shows.Bottom()));
    if (pressed >= static_cast<int>(first) && pressed < static_cast<int>(f)) unstage = static_cast<int>(g);
    if (TheMirror().Tap("staged:" + std::to_string(g), true, "Take back " + SpokenText(CardsPretty(staged_[g]))))
      unstage = static_cast<int>(g);
  }
  if (unstage >= 0) {
    staged_.erase(staged_.begin() + unstage);
    return false;
  }
  if (n == 0) return false;
  if (ImGui::IsItemActivated()) {
    press_ = pressed < static_cast<int>(staged_cards) ? -1 : pressed - static_cast<int>(staged_cards);
    dragging_ = false;
  }
  if (ImGui::IsItemActive() && press_ >= 0 && ImGui::IsMouseDragging(ImGuiMouseButton_Left, kCardDragStart)) dragging_ = true;
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
      Announce(std::string(selected_[i] ? "Selected " : "Unselected ") + CardWord(order_[i]));
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
    if (IsFresh(order_[i])) marks |= kMarkNew;
    if (IsHinted(order_[i])) marks |= kMarkHinted;
    if (k + 1 < n) marks |= CoveredMark(pos[k].x, w, pos[k + 1].x);
    marks |= WildMark(rules, order_[i]);
    DrawCardFace(dl, fonts, pos[k], w, order_[i], style, marks);
    const layout::Rect r = slot_hit(staged_cards + k);
    Hook().Rect("card:" + std::to_string(k), ImVec2(r.x, r.y), ImVec2(r.Right(), r.Bottom()));
    TheMirror().Control("card:" + std::to_string(k), SpokenName(order_[i], rules), MirrorRole::kToggle, selected_[i] ? 1 : 0);
  }
  end_ = pos[n - 1];
  fresh_at_ = end_;
  for (int k = 0; k < n; ++k) {
    if (IsFresh(order_[shown[k]])) {
      fresh_at_ = pos[k];
      break;
    }
  }
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
  kept_ = Kept::kOwn;  // the player's own order: new cards go to the right
}

}  // namespace rummy::web
