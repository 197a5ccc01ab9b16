// The table's layout: the seats, the centre and Compute, which puts everything together. The
// fans, the melds' region and the hand are in layout_parts.*.
#include "layout.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "layout_parts.h"

namespace rummy::web::layout {
namespace {
using namespace detail;

constexpr float kMargin = 8;  // around the screen
// Table cards are at most this high, or this share of the screen's height on a tall screen.
constexpr float kMaxTableCardHeight = 130;
constexpr float kMaxTableCardShare = 0.16f;
// Below this height a landscape screen puts the status, message and buttons in a column
// beside the hand instead of above it (a phone on its side).
constexpr float kShortScreen = 560;
constexpr float kNarrowScreen = 600;  // narrower: two button slots side by side
constexpr float kWideScreen = 1000;   // from this width the log has its own column
// On such a short screen the hand's cards are at most this share of its height, so the table
// above the hand keeps room for the melds (and the table's cards, never larger than the hand's,
// follow).
constexpr float kShortScreenHandShare = 0.22f;
// The centre keeps at least this share of the table's width (else the seats get smaller).
constexpr float kMinCentreShare = 0.4f;
// A discard track lies in one row, oldest card at the left (two rows read as piles of two, the
// newest card lost in the middle: a playtest); when it must scroll sideways its view is at least
// this many card widths.
constexpr float kMinTrackView = 3;

// ---- seats ----

struct PlateSpec {
  Plate plate;
  float w, h, back_h, gap;
  int badge_lines = 1;
};

std::vector<PlateSpec> PlateSpecs(float line) {
  return {
      {Plate::kFull, 150, 3 * line + 48 + 18, 48, 8},
      {Plate::kFull, 116, 3 * line + 40 + 18, 40, 8},
      {Plate::kCompact, 124, 2 * line + 12, 0, 6},
      {Plate::kCompact, 100, 2 * line + 12, 0, 6},
      {Plate::kMini, 100, line + 8, 0, 4},
      {Plate::kMini, 80, line + 8, 0, 4},
  };
}

SeatBox MakeSeat(int seat, Edge edge, Rect box, const PlateSpec& spec, float line) {
  SeatBox s;
  s.seat = seat;
  s.edge = edge;
  s.box = box;
  const float pad = 4;
  s.name = Rect{box.x + pad, box.y + pad, box.w - 2 * pad, line};
  if (spec.plate == Plate::kFull) {
    s.fan = Rect{box.x + pad, s.name.Bottom() + 4, box.w - 2 * pad, spec.back_h};
    s.badges = Rect{box.x + pad, s.fan.Bottom() + 4, box.w - 2 * pad, spec.badge_lines * line};
    s.last_move = Rect{box.x + pad, s.badges.Bottom() + 2, box.w - 2 * pad, line};
    s.back_h = spec.back_h;
    s.back_w = CardWidth(spec.back_h);
    s.back_step = s.back_w * 0.25f;  // up to 8 backs and the count beside them
  } else if (spec.plate == Plate::kCompact) {
    s.badges = Rect{box.x + pad, s.name.Bottom() + 2, box.w - 2 * pad, spec.badge_lines * line};
  }
  return s;
}

struct SeatPlan {
  int left = 0, top = 0, right = 0;
};

// Places the opponents (play order after the viewer) clockwise: up the left side, along the
// top, down the right side. Returns the centre left between them. `packed`: the side columns
// stand close together from the top instead of spread down the sides, so the part of the table
// under them is free across its whole width (`sides_bottom`: where they end).
Rect PlaceSeats(const Rect& t, const PlateSpec& spec, const SeatPlan& plan, const std::vector<int>& order, float line,
                bool packed, std::vector<SeatBox>& out, float& sides_bottom) {
  out.clear();
  sides_bottom = t.y;
  const float side_w = spec.w + spec.gap;
  const float x0 = t.x + (plan.left > 0 ? side_w : 0), x1 = t.Right() - (plan.right > 0 ? side_w : 0);
  int next = 0;
  auto column = [&](int count, float x, Edge edge, bool upwards) {
    const float pitch = packed ? spec.h + spec.gap : t.h / count;
    for (int i = 0; i < count; ++i) {
      const int slot = upwards ? count - 1 - i : i;
      const float cy = packed ? t.y + pitch * slot + spec.h / 2 : t.y + pitch * (slot + 0.5f);
      out.push_back(MakeSeat(order[next++], edge, Rect{x, cy - spec.h / 2, spec.w, spec.h}, spec, line));
      sides_bottom = std::max(sides_bottom, out.back().box.Bottom());
    }
  };
  if (plan.left > 0) column(plan.left, t.x, Edge::kLeft, true);
  if (plan.top > 0) {
    const float pitch = (x1 - x0) / plan.top;
    for (int i = 0; i < plan.top; ++i) {
      const float cx = x0 + pitch * (i + 0.5f);
      out.push_back(MakeSeat(order[next++], Edge::kTop, Rect{cx - spec.w / 2, t.y, spec.w, spec.h}, spec, line));
    }
  }
  if (plan.right > 0) column(plan.right, t.Right() - spec.w, Edge::kRight, false);
  const float y0 = t.y + (plan.top > 0 ? spec.h + spec.gap : 0);
  return Rect{x0, y0, x1 - x0, t.Bottom() - y0};
}

// ---- the centre ----

struct Centre {
  Rect stock, discard, widow;
  Fan track;
  Rect track_view;
  bool track_scrolls = false;
  std::vector<TrickSlot> trick;
  Rect trick_caption;
  Rect melds;
};

// Under side columns packed at the top (PlaceSeats), the melds' region spans the whole table
// from below them.
struct Widen {
  bool on = false;
  Rect table;
  float from = 0;  // where the side columns end
};

// Lays the piles, the trick and the melds' region in `m` with table cards `card_h` high.
// `anchor_x(seat)` says where each seat sits across the screen, to put its trick card in front
// of it. False when something does not fit.
template <class AnchorX>
bool LayCentre(const Rect& m, const Input& in, float card_h, bool counts_below, AnchorX anchor_x, const Widen& widen,
               Centre& out) {
  out = Centre{};
  const float w = CardWidth(card_h), line = in.line_height;
  const CentreInput& c = in.centre;
  const int piles = c.stock + c.discard + c.widow;
  const bool side = c.track_cards == 0 && m.w >= 1.25f * m.h;
  Rect rest = m;
  float below_piles = m.y;  // where the free width under the piles begins
  if (piles > 0 || c.track_cards > 0) {
    float block_w = piles * w + (piles - 1) * kGap, block_h = card_h + (counts_below ? line : 0);
    if (c.track_cards > 0) {
      const float track_x = m.x + piles * (w + kGap);
      const FanSpec spec{card_h, MinStep(w, in.touch), w + 6, MinPitch(card_h, in.touch), 0};
      const float view_w = m.Right() - track_x;
      if (view_w < kMinTrackView * w) return false;
      if (!LayFan(track_x, m.y, view_w, {c.track_cards}, spec, 1, false, out.track)) {
        // Too narrow for every card at its least step: the track scrolls sideways on its own
        // (drawn scrolled to its newest cards at the right end), its scroll bar under it.
        FanSpec least = spec;
        least.max_step = spec.min_step;
        LayFan(track_x, m.y, 1e6f, {c.track_cards}, least, 1, false, out.track);
        out.track_scrolls = true;
      }
      out.track_view = Rect{track_x, m.y, out.track_scrolls ? view_w : out.track.Bounds().w, out.track.Bounds().h};
      block_w = m.w;
      block_h = std::max(block_h, out.track_view.h + (out.track_scrolls ? in.scrollbar_width : 0) + (counts_below ? line : 0));
    }
    if (block_w > m.w || block_h > m.h) return false;
    const float bx = side || c.track_cards > 0 ? m.x : m.x + (m.w - block_w) / 2;
    const float by = side ? m.y + std::max(0.0f, (m.h - block_h) / 2) : m.y;
    float x = bx;
    auto pile = [&](bool present, Rect& r) {
      if (!present) return;
      r = Rect{x, by, w, card_h};
      x += w + kGap;
    };
    pile(c.stock, out.stock);
    pile(c.discard, out.discard);
    pile(c.widow, out.widow);
    below_piles = by + block_h + kGap;
    if (side) {
      rest = Rect{bx + block_w + kGap, m.y, m.Right() - bx - block_w - kGap, m.h};
    } else {
      rest = Rect{m.x, by + block_h + kGap, m.w, m.Bottom() - by - block_h - kGap};
    }
  }
  if (!c.trick_seats.empty()) {
    // One row ordered by where each player sits; when it does not fit (or, in a trick game,
    // when there is room), the opponents' places in a row and the viewer's under them, nearer
    // the viewer.
    std::vector<int> seats = c.trick_seats;
    std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) { return anchor_x(a) < anchor_x(b); });
    const int cards = std::max(1, c.trick_cards);
    const float slot_w = w + (cards - 1) * w * 0.5f;
    auto row_w = [&](int n) { return n * slot_w + (n - 1) * kGap; };
    std::vector<std::vector<int>> rows{seats};
    const bool has_viewer = std::find(seats.begin(), seats.end(), in.viewer) != seats.end();
    auto split = [&] {
      rows.assign(2, {});
      for (int s : seats) rows[s == in.viewer].push_back(s);
    };
    // With no melds on the table (a trick game) the trick stands in the middle of the free felt,
    // the viewer's place under the others' (as round a real table) when two rows fit there.
    const bool middle = in.melds.empty();
    const float room = rest.h;  // no meld region is kept under it then
    if (row_w(static_cast<int>(seats.size())) > rest.w) {
      if (!has_viewer || seats.size() == 1) return false;
      split();
    } else if (middle && has_viewer && seats.size() > 1 && 2 * card_h + kGap + line <= room) {
      split();
    }
    if (middle) {
      const float n_rows = static_cast<float>(rows.size());
      const float block = n_rows * card_h + (n_rows - 1) * kGap + line;
      const float drop = std::max(0.0f, (room - block) / 2);
      rest.y += drop;
      rest.h -= drop;
    }
    const FanSpec spec{card_h, w * 0.5f, w * 0.5f, 0, 0};
    for (const std::vector<int>& row : rows) {
      const int n = static_cast<int>(row.size());
      if (row_w(n) > rest.w || card_h > rest.h) return false;
      for (int i = 0; i < n; ++i) {
        const float cx = rest.x + rest.w * (i + 0.5f) / n;
        TrickSlot slot;
        slot.seat = row[i];
        LayFan(cx - slot_w / 2, rest.y, slot_w, {cards}, spec, 1, false, slot.fan);
        out.trick.push_back(slot);
      }
      rest.y += card_h + kGap;
      rest.h -= card_h + kGap;
    }
    // A line for "Ada wins the trick (+1)" while a finished trick stays in view, when the
    // melds keep their least room, or there are none (else the message slot says it).
    if (middle ? rest.h >= line : rest.h - line >= MeldViewLeast(in)) {
      out.trick_caption = Rect{rest.x, rest.y - kGap, rest.w, line};
      rest.y += line;
      rest.h -= line;
    }
    if (middle) {  // a trick game: nothing goes under the trick
      out.melds = Rect{rest.x, rest.y, rest.w, 0};
      return true;
    }
  }
  if (widen.on) {
    const float y = std::max({rest.y, below_piles, widen.from + kGap});
    rest = Rect{widen.table.x, y, widen.table.w, widen.table.Bottom() - y};
  }
  out.melds = rest;
  const float min_meld_w = CardWidth(MinMeldCardHeight()) * (1 + 3 * kCornerFraction);
  return rest.h >= MeldViewLeast(in) && rest.w >= std::max(min_meld_w, kTouchTarget);
}

// True when the melds laid as `a` show clearly better than as `b`: without scrolling where `b`
// scrolls, on cards at least 6 px taller, or (both scrolling) with at least a card's height
// less hidden.
bool ShowsMelds(const MeldArea& a, const MeldArea& b) {
  auto hidden = [](const MeldArea& m) { return m.content_height - m.view.h; };
  return (b.scrolls && !a.scrolls) || (!b.scrolls && !a.scrolls && a.card_h >= b.card_h + 6) ||
         (b.scrolls && a.scrolls && hidden(a) + a.card_h <= hidden(b));
}

}  // namespace

int WrapWords(const std::vector<float>& words, float width, float space, std::vector<int>* line_of) {
  if (line_of) line_of->clear();
  int lines = 0;
  float x = 0;
  for (float w : words) {
    if (lines == 0 || x + space + w > width) {
      ++lines;
      x = w;
    } else {
      x += space + w;
    }
    if (line_of) line_of->push_back(lines - 1);
  }
  return std::max(lines, 1);
}

Layout Compute(const Input& in) {
  Layout out;
  const float W = in.width, H = in.height, line = in.line_height;
  const bool touch = in.touch;
  const bool short_screen = W > H && H < kShortScreen;

  // Header: one compact line, the menu at its right end.
  const float header_h = touch ? kTouchTarget : 32;
  out.header = Rect{kMargin, 4, W - 2 * kMargin, header_h};
  const float menu_w = touch ? 64 : 72, menu_h = touch ? kTouchTarget : 28;
  out.menu = Rect{out.header.Right() - menu_w, out.header.y + (header_h - menu_h) / 2, menu_w, menu_h};
  out.title = Rect{out.header.x, out.header.y, out.menu.x - kGap - out.header.x, header_h};
  const float top = out.header.Bottom() + kGap, bottom = H - kMargin;

  // Buttons: fixed slots sized for the widest label. On a narrow screen or a phone on its side a
  // label may take two lines (web/table_frame.cc caps the labels' width there): the slot is tall
  // enough for two lines at any text size (the larger text: 20 px), else a touch target or 32 px.
  const float two_lines = W < kNarrowScreen || short_screen ? 2 * (line - 2) + 8 : 0;
  const float bh = std::max(touch ? kTouchTarget : 32.0f, two_lines);
  const float bw = std::max(in.button_label_width + 28, touch ? 88.0f : 72.0f);
  const int nb = std::max(0, in.buttons);
  // Hand cards: up to 130 px on touch screens, 150 px with a mouse, more on a tall screen.
  const float max_hand_card = touch ? 130 : std::max(150.0f, H * kMaxTableCardShare);
  const float message_h = 2 * line + 4;

  // The dock: status, message, buttons and the hand. `play` is what is left for the table.
  Rect play;
  if (short_screen) {
    // A column at the right for status, message and buttons; the hand under the table. The
    // column is narrow: the status line gets three lines ("Your move: go down with 2 sets of 3
    // (no wild cards in melds), or discard." takes three at 844x390).
    // The player's own line stands at the column's foot, beside the hand (the table's height is
    // too precious on a phone on its side).
    const float status_h = 3 * line + 4;
    auto rows_in = [&](float message) {
      const float room = bottom - top - status_h - message - 3 * kGap - line;
      return std::max(1, static_cast<int>((room + kGap) / (bh + kGap)));
    };
    const int max_rows = rows_in(message_h);
    const int cols = std::max(1, nb == 0 ? 1 : (nb + max_rows - 1) / max_rows);
    // The column is narrow, so a refusal or a hint often takes three lines: the message slot has
    // three where the buttons still fit in as many columns (a two-line slot's third line grew over
    // the status line's last: a playtest read "then play it." cut in half).
    const float column_message_h = rows_in(message_h + line) * cols >= nb ? message_h + line : message_h;
    const float col_w = std::max(W * 0.25f, cols * bw + (cols - 1) * kGap);
    const float col_x = W - kMargin - col_w;
    out.status = Rect{col_x, top, col_w, status_h};
    out.message = Rect{col_x, out.status.Bottom() + kGap, col_w, column_message_h};
    out.buttons = ButtonSlots(col_x, out.message.Bottom() + kGap, nb, cols, bw, bh);
    const float left_w = col_x - kGap - kMargin;
    const HandSize hs = ChooseHand(std::max(in.hand_capacity, in.hand_cards), left_w, H * 0.32f, touch,
                                   std::min(max_hand_card, H * kShortScreenHandShare));
    const float hand_h = HandHeight(hs, touch);
    LayHand(Rect{kMargin, bottom - hand_h, left_w, hand_h}, in, hs, out.hand);
    out.you = Rect{col_x, bottom - line, col_w, line};
    out.you_top = out.message.Bottom() + kGap;
    play = Rect{kMargin, top, left_w, out.hand.area.y - kGap - top};
  } else {
    const float dock_w = W - 2 * kMargin;
    const HandSize hs = ChooseHand(std::max(in.hand_capacity, in.hand_cards), dock_w, H * 0.24f, touch, max_hand_card);
    const float hand_h = HandHeight(hs, touch);
    LayHand(Rect{kMargin, bottom - hand_h, dock_w, hand_h}, in, hs, out.hand);
    const int cols = std::max(1, std::min(nb, static_cast<int>((dock_w + kGap) / (bw + kGap))));
    const int rows = nb == 0 ? 0 : (nb + cols - 1) / cols;
    const float buttons_h = rows * bh + std::max(0, rows - 1) * kGap;
    out.you = Rect{kMargin, out.hand.area.y - line, dock_w, line};
    const float buttons_y = out.you.y - kGap - buttons_h;
    // Up over the rows of button slots the turn leaves free (Three Kings' "…, predicted the last
    // trick" was cut at 390x844 under an empty row).
    out.you_top = rows > 0 ? buttons_y : out.you.y;
    out.buttons = ButtonSlots(kMargin, buttons_y, nb, cols, bw, bh);
    out.message = Rect{kMargin, buttons_y - (rows > 0 ? kGap : 0) - message_h, dock_w, message_h};
    // Two lines on a narrow screen, else one, or as many as the game's longest status needs at
    // this width (wrapping at spaces loses up to a word a line: 15% kept spare), the same all
    // match (Kentucky's claim prompt: three at 390x844, two at 768x1024).
    const int wrapped = static_cast<int>(std::ceil(in.longest_status_width * 1.15f / dock_w));
    const float status_h = static_cast<float>(std::max(dock_w < 600 ? 2 : 1, wrapped)) * line + 4;
    out.status = Rect{kMargin, out.message.y - status_h, dock_w, status_h};
    play = Rect{kMargin, top, dock_w, out.status.y - kGap - top};
  }

  // The log: a column beside the table on wide screens, else a sheet from the menu.
  out.log_docked = in.log && !short_screen && W >= kWideScreen;
  if (out.log_docked) {
    const float log_w = std::clamp(W * 0.22f, 220.0f, 340.0f);
    out.log = Rect{play.Right() - log_w, play.y, log_w, play.h};
    play.w -= log_w + kGap;
  } else if (in.log) {
    out.log = play;
  }
  out.table = play;

  // Seats: the largest plates, then the most "around" arrangement, that leave the centre room.
  const int n = static_cast<int>(in.seats.size());
  std::vector<int> order;
  const int viewer = n > 0 ? std::clamp(in.viewer, 0, n - 1) : 0;  // out of range: the nearest seat
  for (int i = 1; i < n; ++i) order.push_back((viewer + i) % n);
  const int k = static_cast<int>(order.size());
  const float viewer_x = play.CentreX();
  Centre centre;
  bool placed = false;
  const float max_table_card = std::max(kMaxTableCardHeight, H * kMaxTableCardShare);
  struct Attempt {
    std::vector<SeatBox> seats;
    Rect centre;
    Centre laid;
    bool below = true;
    float card_h = 0;
    MeldArea melds;
    Plate plate = Plate::kFull;
    float most = 0;  // the largest table cards any arrangement of these plates may have
  };
  // The first arrangement that fits, in the order below (on a phone on its side the fewest seats
  // down the sides, packed at the top, with plates as large or narrower plates of the same kind:
  // the melds get the table's width, whatever melds there are).
  Attempt best;
  int best_sides = 0;
  for (PlateSpec spec : PlateSpecs(line)) {
    if (placed && spec.plate != best.plate) break;
    if (spec.plate != Plate::kMini) {
      // Tall enough for every seat's badges wrapped on the plate's width.
      for (const SeatInput& s : in.seats) {
        spec.badge_lines = std::max(spec.badge_lines, WrapWords(s.badge_words, spec.w - 8, in.space_width));
      }
      spec.h += (spec.badge_lines - 1) * line;
    }
    struct Choice {
      SeatPlan plan;
      int penalty;
      float load;
    };
    std::vector<Choice> choices;
    const int side_cap = static_cast<int>((play.h + spec.gap) / (spec.h + spec.gap));
    for (int l = 0; l <= k; ++l) {
      for (int r : {l, l - 1}) {
        const int t = k - l - std::max(r, 0);
        if (r < 0 || t < 0 || l > side_cap || r > side_cap) continue;
        const float top_w = play.w - (l > 0 ? spec.w + spec.gap : 0) - (r > 0 ? spec.w + spec.gap : 0);
        const int top_cap = static_cast<int>((top_w + spec.gap) / (spec.w + spec.gap));
        if (t > top_cap) continue;
        // On a phone on its side, three opponents or more: the fewest seats down the sides first
        // (the melds get the table's width, whatever melds there are, so the seats stay put as
        // melds come: a playtest); two sit at the sides.
        const int penalty =
            (short_screen && k >= 3 ? 4 * (l + r) : 0) + (k >= 2 && (l == 0 || r == 0)) + (k >= 3 && t == 0) + (l != r);
        const float load = std::max(side_cap ? float(l) / side_cap : 0, top_cap ? float(t) / top_cap : 0);
        choices.push_back(Choice{SeatPlan{l, t, r}, penalty, load});
      }
    }
    std::stable_sort(choices.begin(), choices.end(), [](const Choice& a, const Choice& b) {
      return a.penalty != b.penalty ? a.penalty < b.penalty : a.load < b.load;
    });
    // One arrangement of the seats (side columns spread down the sides or packed at the top)
    // with the largest table cards that still fit; false when something does not fit.
    auto attempt = [&](const SeatPlan& plan, bool packed, Attempt& a) {
      float sides_bottom = 0;
      const Rect m = PlaceSeats(play, spec, plan, order, line, packed, a.seats, sides_bottom);
      if (m.w < kMinCentreShare * play.w && k > 0) return false;
      const Widen widen{packed, play, sides_bottom};
      auto anchor = [&](int seat) {
        for (const SeatBox& s : a.seats) {
          if (s.seat == seat) return s.box.CentreX();
        }
        return viewer_x;
      };
      // The piles' counts under them when there is room, else on them.
      const float least = MinCardHeight(touch);
      a.below = true;
      if (!LayCentre(m, in, least, a.below, anchor, widen, a.laid)) {
        a.below = false;
        if (!LayCentre(m, in, least, a.below, anchor, widen, a.laid)) return false;
      }
      // The largest table cards that still fit, no larger than the hand's, and that leave the
      // melds room to show without scrolling when any size can (smaller cards only ever leave
      // more room, so a binary search over 2 px steps finds it). The larger-cards setting lets
      // them grow past the usual cap where they fit.
      const float most = std::min(max_table_card * in.card_scale, std::max(out.hand.fan.card_h * in.card_scale, least));
      a.most = most;
      MeldArea probe;
      auto fits = [&](int i) {
        return LayCentre(m, in, least + 2 * i, a.below, anchor, widen, a.laid) && MeldsFit(a.laid.melds, in, least, probe);
      };
      int lo = 0, hi = static_cast<int>((most - least) / 2);
      while (lo < hi) {
        const int mid = (lo + hi + 1) / 2;
        if (fits(mid)) {
          lo = mid;
        } else {
          hi = mid - 1;
        }
      }
      a.card_h = least + 2 * lo;
      LayCentre(m, in, a.card_h, a.below, anchor, widen, a.laid);
      LayMelds(a.laid.melds, in, a.card_h, a.melds);
      a.centre = m;
      return true;
    };
    bool here = false;  // these plates fit
    for (const Choice& choice : choices) {
      if (here) break;
      Attempt spread, packed;
      const bool spread_ok = attempt(choice.plan, false, spread);
      // Side columns packed at the top on a phone on its side, else when that shows the melds
      // clearly better: without
      // scrolling where the spread columns scroll them, on cards at least 6 px taller, or (both
      // scrolling) with at least a card's height less hidden.
      // Not tried when it cannot win: the spread melds show without scrolling on cards within 6 px
      // of the largest any arrangement may have.
      const bool sides = choice.plan.left > 0 || choice.plan.right > 0;
      const bool may_win = short_screen || !spread_ok || spread.melds.scrolls || spread.melds.card_h + 6 <= spread.most;
      const bool packed_ok = sides && may_win && attempt(choice.plan, true, packed);
      if (!spread_ok && !packed_ok) continue;
      const bool pack = packed_ok && (!spread_ok || short_screen || ShowsMelds(packed.melds, spread.melds));
      Attempt& a = pack ? packed : spread;
      // Narrower plates of the same kind (not the smallest: a name is all they hold) only for
      // fewer seats down the sides.
      const int side_seats = choice.plan.left + choice.plan.right;
      if (!placed || side_seats < best_sides) {
        best = std::move(a);
        best.plate = spec.plate;
        best_sides = side_seats;
      }
      placed = here = true;
    }
    if (placed && !(short_screen && best_sides > 0 && best.plate != Plate::kMini)) break;
  }
  if (placed) {
    out.seats = std::move(best.seats);
    out.pile_counts_below = best.below;
    out.table_card_h = best.card_h;
    out.centre = best.centre;
    centre = best.laid;
    out.plate = best.plate;
  }
  if (!placed) {
    // Nothing fits (a screen far below the smallest phone): the smallest plates in rows along
    // the top and the centre as it comes; the tests keep every supported screen out of here.
    out.fits = false;
    const PlateSpec spec = PlateSpecs(line).back();
    const int per_row = std::max(1, static_cast<int>((play.w + spec.gap) / (spec.w + spec.gap)));
    out.seats.clear();
    for (int i = 0; i < k; ++i) {
      const Rect box{play.x + (i % per_row) * (spec.w + spec.gap), play.y + (i / per_row) * (spec.h + spec.gap), spec.w, spec.h};
      out.seats.push_back(MakeSeat(order[i], Edge::kTop, box, spec, line));
    }
    const float used = k == 0 ? 0 : ((k - 1) / per_row + 1) * (spec.h + spec.gap);
    out.centre = Rect{play.x, play.y + used, play.w, std::max(0.0f, play.h - used)};
    out.plate = spec.plate;
    out.table_card_h = MinCardHeight(touch);
    out.pile_counts_below = false;
    LayCentre(
        out.centre, in, out.table_card_h, false, [&](int) { return viewer_x; }, Widen{}, centre);
  }
  out.table_card_w = CardWidth(out.table_card_h);
  out.stock = centre.stock;
  out.discard = centre.discard;
  out.widow = centre.widow;
  out.track = centre.track;
  out.track_view = centre.track_view;
  out.track_scrolls = centre.track_scrolls;
  out.trick = centre.trick;
  out.trick_caption = centre.trick_caption;
  LayMelds(centre.melds, in, out.table_card_h, out.melds);
  return out;
}

std::vector<Named> Layout::Regions() const {
  std::vector<Named> out{{"title", title}, {"menu", menu}};
  for (const SeatBox& s : seats) out.push_back({"player:" + std::to_string(s.seat), s.box});
  if (!stock.Empty()) out.push_back({"stock", stock});
  if (!discard.Empty()) out.push_back({"discard", discard});
  if (!widow.Empty()) out.push_back({"widow", widow});
  if (!track.cards.empty()) out.push_back({"track", track_view});
  for (const TrickSlot& t : trick) out.push_back({"trick:" + std::to_string(t.seat), t.fan.Bounds()});
  if (!trick_caption.Empty()) out.push_back({"trick_caption", trick_caption});
  out.push_back({"melds", melds.view});
  if (!melds.brief.Empty()) out.push_back({"melds-note", melds.brief});
  out.push_back({"status", status});
  out.push_back({"message", message});
  for (size_t i = 0; i < buttons.size(); ++i) out.push_back({"button:" + std::to_string(i), buttons[i]});
  out.push_back({"you", you});
  out.push_back({"hand", hand.area});
  if (log_docked) out.push_back({"log", log});
  return out;
}

std::vector<Named> Layout::Targets() const {
  std::vector<Named> out{{"menu", menu}};
  for (size_t i = 0; i < buttons.size(); ++i) out.push_back({"button:" + std::to_string(i), buttons[i]});
  if (!stock.Empty()) out.push_back({"stock", stock});
  if (!discard.Empty()) out.push_back({"discard", discard});
  for (size_t i = 0; i < track.hits.size(); ++i) out.push_back({"track:" + std::to_string(i), track.hits[i]});
  for (size_t i = 0; i < melds.melds.size(); ++i) out.push_back({"meld:" + std::to_string(i), melds.melds[i].box});
  for (size_t i = 0; i < hand.fan.hits.size(); ++i) out.push_back({"card:" + std::to_string(i), hand.fan.hits[i]});
  return out;
}

}  // namespace rummy::web::layout
