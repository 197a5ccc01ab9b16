// Fanning cards, the melds' region and the hand of the table's layout (layout_parts.h).
#include "layout_parts.h"

#include <algorithm>
#include <climits>
#include <utility>

namespace rummy::web::layout {

bool Rect::Overlaps(const Rect& o) const {
  return !Empty() && !o.Empty() && x < o.Right() && o.x < Right() && y < o.Bottom() && o.y < Bottom();
}

bool Rect::Contains(const Rect& o) const {
  constexpr float e = 0.01f;
  return o.x >= x - e && o.y >= y - e && o.Right() <= Right() + e && o.Bottom() <= Bottom() + e;
}

Rect LaidOffDot(const Rect& card, float step) {
  const float inset = card.w * 0.07f;  // as DrawCardFace insets the corner index
  const float strip = std::min(card.w, step) - inset - 1;
  // Ending above the WILD tag's band (from 0.61 of the height less 2 px) on a wild card.
  const float d = std::max(0.0f, std::min({std::clamp(card.w * 0.24f, 6.0f, 10.0f), strip, card.h * 0.12f}));
  // The rank and suit of the index end at about 0.42 of the height.
  return Rect{card.x + inset, card.y + card.h * 0.45f, d, d};
}

Rect WildTag(const Rect& card) {
  const float letter = card.h * kWildLetter, tall = 4 * letter * 0.9f, bottom = card.Bottom() - card.h * 0.03f;
  return Rect{card.x + card.w * 0.07f - 2, bottom - tall - 2, letter + 4, tall + 2};
}

float MinCardHeight(bool touch) {
  const float readable = std::ceil(kMinIndexPx / kIndexFraction);
  return touch ? std::max(readable, std::ceil(kTouchTarget * kCardAspect)) : readable;
}

float MinMeldCardHeight() { return std::max(std::ceil(kMinIndexPx / kIndexFraction), kTouchTarget); }

float MinStep(float card_w, bool touch) { return std::max(touch ? kTouchTarget : 0.0f, card_w * kCornerFraction); }

Rect Fan::Bounds() const {
  if (cards.empty()) return Rect{};
  float x0 = cards[0].x, y0 = cards[0].y, x1 = cards[0].Right(), y1 = cards[0].Bottom();
  for (const Rect& r : cards) {
    x0 = std::min(x0, r.x), y0 = std::min(y0, r.y);
    x1 = std::max(x1, r.Right()), y1 = std::max(y1, r.Bottom());
  }
  return Rect{x0, y0, x1 - x0, y1 - y0};
}

namespace detail {

bool LayFan(float x, float y, float width, const std::vector<int>& groups, const FanSpec& spec, int rows, bool centre, Fan& out) {
  out = Fan{};
  out.card_h = spec.card_h;
  out.card_w = CardWidth(spec.card_h);
  out.pitch = spec.pitch;
  std::vector<int> group_of;
  for (int g = 0; g < static_cast<int>(groups.size()); ++g) group_of.insert(group_of.end(), groups[g], g);
  const int n = static_cast<int>(group_of.size());
  if (n == 0) return true;
  if (out.card_w > width) return false;
  const int per_row = (n + rows - 1) / rows;
  out.rows = (n + per_row - 1) / per_row;
  auto breaks = [&](int from, int to) {
    int b = 0;
    for (int i = from + 1; i < to; ++i) b += group_of[i] != group_of[i - 1];
    return b;
  };
  float step = spec.max_step;
  for (int r = 0; r < out.rows; ++r) {
    const int from = r * per_row, to = std::min(n, from + per_row);
    if (to - from > 1) { step = std::min(step, (width - out.card_w - breaks(from, to) * spec.group_gap) / (to - from - 1)); }
  }
  if (step < spec.min_step) return false;
  out.step = step;
  for (int r = 0; r < out.rows; ++r) {
    const int from = r * per_row, to = std::min(n, from + per_row);
    const float row_w = out.card_w + (to - from - 1) * step + breaks(from, to) * spec.group_gap;
    float cx = centre ? x + (width - row_w) / 2 : x;
    const float cy = y + r * spec.pitch;
    for (int i = from; i < to; ++i) {
      if (i > from && group_of[i] != group_of[i - 1]) cx += spec.group_gap;
      out.cards.push_back(Rect{cx, cy, out.card_w, out.card_h});
      cx += step;
    }
    for (int i = from; i < to; ++i) {
      Rect hit = out.cards[i];
      if (i + 1 < to) hit.w = std::min(hit.w, out.cards[i + 1].x - hit.x);
      if (r + 1 < out.rows) hit.h = spec.pitch;
      out.hits.push_back(hit);
    }
  }
  return true;
}

float FanHeight(float card_h, float pitch, int rows) { return rows <= 0 ? 0 : card_h + (rows - 1) * pitch; }

// ---- the melds ----

float MeldViewLeast(const Input& in) { return in.line_height + 2 + MinMeldCardHeight(); }

float NoteLines(float width, float region_w) {
  // Wrapped at the region's width, a fifth more for the words' ragged ends.
  return std::max(1.0f, std::ceil(width * 1.2f / region_w));
}

// Each owner's melds flow left to right under the owner's label; the owners' groups stand in
// `cols` columns, each group under the column that ends highest. A meld wraps into rows of its own only when it is wider than its
// column (and counts as broken when one row of the whole region would hold it). `with_note`: the
// note (Input::meld_note_width) goes under them, in the content (not under melds that scroll).
bool FlowMelds(const Rect& view, const Input& in, float card_h, int cols, MeldArea& out, bool with_note) {
  out = MeldArea{};
  out.view = view;
  out.card_h = card_h;
  out.card_w = CardWidth(card_h);
  out.step = out.card_w * kCornerFraction;
  const FanSpec spec{card_h, out.step, out.step, MinPitch(card_h, in.touch), 0};
  const float col_w = (view.w - (cols - 1) * kGap) / cols;
  // Each owner goes under the column that ends highest (the leftmost of equals), so a long
  // owner's melds do not push the next row of owners down under every column.
  std::vector<float> bottom(static_cast<size_t>(cols), view.y);
  Fan probe;
  for (const MeldOwnerInput& owner : in.melds) {
    if (owner.melds.empty()) continue;
    const size_t col = static_cast<size_t>(std::min_element(bottom.begin(), bottom.end()) - bottom.begin());
    const float left = view.x + static_cast<float>(col) * (col_w + kGap);
    out.labels.push_back(Rect{left, bottom[col], col_w, in.line_height});
    float x = left, y = bottom[col] + in.line_height + 2, line_h = 0;
    for (int cards : owner.melds) {
      Fan fan;
      int rows = 1;
      while (!LayFan(0, 0, col_w, {cards}, spec, rows, false, fan)) {
        if (++rows > cards) {
          out.content_height = 1e9f;  // a column too narrow for one card
          return false;
        }
      }
      if (rows > 1 && LayFan(0, 0, view.w, {cards}, spec, 1, false, probe)) ++out.broken;
      const Rect b = fan.Bounds();
      if (x > left && x + b.w > left + col_w) {
        x = left;
        y += line_h + kGap;
        line_h = 0;
      }
      out.melds.push_back(MeldBox{owner.seat, Rect{x, y, b.w, b.h}});
      x += b.w + kGap;
      line_h = std::max(line_h, b.h);
    }
    bottom[col] = y + line_h + kGap;
  }
  const float next_row_y = *std::max_element(bottom.begin(), bottom.end());
  out.content_height = std::max(0.0f, next_row_y - kGap - view.y);
  if (with_note && in.meld_note_width > 0) {
    out.note_y = out.content_height + 4;
    out.content_height = out.note_y + NoteLines(in.meld_note_width, view.w) * in.line_height;
  }
  return out.content_height <= view.h;
}

// The most columns of owners `view` holds at `card_h`: each at least as wide as a meld of three
// in one row, so no column stands a meld on end.
int MostColumns(const Rect& view, const Input& in, float card_h) {
  const float w = CardWidth(card_h), least = w + 2 * w * kCornerFraction;
  for (int cols = std::max(1, static_cast<int>(in.melds.size())); cols > 1; --cols) {
    if ((view.w - (cols - 1) * kGap) / cols >= least) return cols;
  }
  return 1;
}

// True (and `out` laid) when the melds show without scrolling at `card_h` in some number of
// columns.
bool MeldsFit(const Rect& view, const Input& in, float card_h, MeldArea& out) {
  // The most columns with no meld broken; else the most columns at all.
  const int most = MostColumns(view, in, card_h);
  int fitting = 0;
  for (int cols = most; cols >= 1; --cols) {
    if (!FlowMelds(view, in, card_h, cols, out, true)) continue;
    if (out.broken == 0) return true;
    if (fitting == 0) fitting = cols;
  }
  return fitting != 0 && FlowMelds(view, in, card_h, fitting, out, true);
}

// The largest meld cards (up to `max_card_h`) at which every meld shows without scrolling, in
// as many columns of owners as suit; else the smallest cards, scrolling.
bool LayMelds(const Rect& view, const Input& in, float max_card_h, MeldArea& out) {
  const float min_h = MinMeldCardHeight();
  const int owners = MostColumns(view, in, min_h);
  if (MeldsFit(view, in, min_h, out)) {
    // Smaller cards only ever fit better, and break fewer melds: a binary search over 2 px
    // steps, for the largest cards that break none when the smallest break none.
    const bool whole = out.broken == 0;
    auto fits = [&](float h) { return MeldsFit(view, in, h, out) && (!whole || out.broken == 0); };
    int lo = 0, hi = static_cast<int>(std::max(0.0f, max_card_h - min_h) / 2);
    while (lo < hi) {
      const int mid = (lo + hi + 1) / 2;
      if (fits(min_h + 2 * mid)) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return MeldsFit(view, in, min_h + 2 * lo, out);
  }
  // Scrolling: the melds keep clear of the scroll bar at the region's right edge.
  Rect inner = view;
  inner.w = std::max(CardWidth(min_h), view.w - in.scrollbar_width);
  // The fewest melds broken, then the least height.
  int best = 1;
  std::pair<int, float> least{INT_MAX, 0.0f};
  for (int cols = 1; cols <= owners; ++cols) {
    FlowMelds(inner, in, min_h, cols, out, false);
    if (const std::pair<int, float> here{out.broken, out.content_height}; here < least) {
      least = here;
      best = cols;
    }
  }
  FlowMelds(inner, in, min_h, best, out, false);
  out.view = view;
  // Not at the foot of a region that scrolls, where it showed half a line: the brief note under
  // the region, whole, where the region keeps its least height beside it; else the message slot
  // says it while it has nothing else to say (Table::DrawDock). Room for the brief note is not
  // asked of the layout's choice of arrangement: one that showed every meld lost half of them to
  // it (Kentucky at 844x390).
  if (in.meld_note_width > 0) {
    const float brief_h = NoteLines(in.meld_brief_width, view.w) * in.line_height + 4;
    if (view.h - brief_h >= MeldViewLeast(in)) {
      out.view.h = view.h - brief_h;
      out.brief = Rect{view.x, out.view.Bottom() + 4, view.w, brief_h - 4};
    } else {
      out.note_in_message = true;
    }
  }
  out.scrolls = out.content_height > out.view.h;
  return false;
}

// ---- the hand ----

FanSpec HandSpec(float card_h, bool touch) {
  const float w = CardWidth(card_h);
  return FanSpec{card_h, MinStep(w, touch), w + 6, MinPitch(card_h, touch) + Lift(card_h), w * 0.3f};
}

float HandHeight(const HandSize& s, bool touch) {
  return Lift(s.card_h) + FanHeight(s.card_h, HandSpec(s.card_h, touch).pitch, s.rows);
}

// The largest hand cards up to `max_h` (then the fewest rows) that hold `capacity` cards in
// `width` within `budget` of height; past that, the smallest cards in as many rows as it takes.
HandSize ChooseHand(int capacity, float width, float budget, bool touch, float max_h) {
  const float min_h = MinCardHeight(touch);
  Fan probe;
  for (float h = max_h; h >= min_h; h -= 2) {
    for (int rows = 1; rows <= 4; ++rows) {
      const HandSize s{h, rows};
      if (HandHeight(s, touch) > budget) break;
      if (LayFan(0, 0, width, {std::max(1, capacity)}, HandSpec(h, touch), rows, true, probe)) return s;
    }
  }
  for (int rows = 1;; ++rows) {
    if (rows >= capacity || LayFan(0, 0, width, {capacity}, HandSpec(min_h, touch), rows, true, probe)) {
      return HandSize{min_h, rows};
    }
  }
}

void LayHand(const Rect& area, const Input& in, const HandSize& size, Hand& out) {
  out.area = area;
  out.lift = Lift(size.card_h);
  std::vector<int> groups;
  int staged = 0;
  for (int g : in.staged) {
    if (g > 0 && staged + g <= in.hand_cards) {
      groups.push_back(g);
      staged += g;
    }
  }
  groups.push_back(in.hand_cards - staged);
  FanSpec spec = HandSpec(size.card_h, in.touch);
  for (int pass = 0; pass < 2; ++pass) {
    for (int rows = 1; rows <= size.rows; ++rows) {
      const float fan_h = FanHeight(size.card_h, spec.pitch, rows);
      if (LayFan(area.x, area.Bottom() - fan_h, area.w, groups, spec, rows, true, out.fan)) return;
    }
    spec.group_gap = 0;  // staged melds then sit shoulder to shoulder
  }
  // Only on a screen narrower than a card: the cards one above the other as far as they go.
  for (int rows = size.rows + 1; rows <= in.hand_cards; ++rows) {
    if (LayFan(area.x, area.y + out.lift, area.w, groups, spec, rows, true, out.fan)) return;
  }
}

// Fixed slots for `count` buttons, `cols` to a row, from (x, y).
std::vector<Rect> ButtonSlots(float x, float y, int count, int cols, float bw, float bh) {
  std::vector<Rect> out;
  for (int i = 0; i < count; ++i) { out.push_back(Rect{x + (i % cols) * (bw + kGap), y + (i / cols) * (bh + kGap), bw, bh}); }
  return out;
}

}  // namespace detail
}  // namespace rummy::web::layout
