// Internal pieces of the table's layout (layout.cc): fanning cards, the melds' region and the
// hand. Only layout.cc, layout_parts.cc and the layout tests include this.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "layout.h"

namespace rummy::web::layout::detail {

inline constexpr float kGap = 8;  // between regions

inline float CardWidth(float card_h) { return card_h / kCardAspect; }
// The least distance between rows of a fan: the top of the card (index and suit) showing.
inline float MinPitch(float card_h, bool touch) { return std::max(touch ? kTouchTarget : 0.0f, card_h * 0.45f); }
inline float Lift(float card_h) { return std::round(std::min(14.0f, card_h * 0.14f)); }

// How cards are fanned: groups (staged melds, a meld) are kept apart by `group_gap`.
struct FanSpec {
  float card_h = 0;
  float min_step = 0, max_step = 0;
  float pitch = 0;
  float group_gap = 0;
};

// Lays `groups` (card counts) in `rows` rows inside `width`, each row centred when `centre`,
// else left-aligned. Returns false (and an empty fan) when the step would fall below min_step.
bool LayFan(float x, float y, float width, const std::vector<int>& groups, const FanSpec& spec, int rows, bool centre, Fan& out);
float FanHeight(float card_h, float pitch, int rows);

// The least height of the melds' region: an owner's label and a row of the smallest meld cards.
float MeldViewLeast(const Input& in);
// The lines a note `width` wide on one line takes in a region `region_w` wide.
float NoteLines(float width, float region_w);
// True (and `out` laid) when the melds show without scrolling at `card_h` in some number of
// columns.
bool MeldsFit(const Rect& view, const Input& in, float card_h, MeldArea& out);
// The largest meld cards (up to `max_card_h`) at which every meld shows without scrolling, in
// as many columns of owners as suit; else the smallest cards, scrolling.
bool LayMelds(const Rect& view, const Input& in, float max_card_h, MeldArea& out);

struct HandSize {
  float card_h = 0;
  int rows = 1;
};
float HandHeight(const HandSize& s, bool touch);
// The largest hand cards up to `max_h` (then the fewest rows) that hold `capacity` cards in
// `width` within `budget` of height; past that, the smallest cards in as many rows as it takes.
HandSize ChooseHand(int capacity, float width, float budget, bool touch, float max_h);
void LayHand(const Rect& area, const Input& in, const HandSize& size, Hand& out);
// Fixed slots for `count` buttons, `cols` to a row, from (x, y).
std::vector<Rect> ButtonSlots(float x, float y, int count, int cols, float bw, float bh);

}  // namespace rummy::web::layout::detail
