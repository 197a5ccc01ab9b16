// The melds on the table in the layout's meld area (layout::MeldArea): grouped by owner under
// the owner's name, wild cards tagged and a dot in the layer's colour on cards laid off by
// someone else. The area scrolls as one piece when the layout says so. Each meld's visible
// rectangle is reported to the test hook as `meld:N` and kept as a tap and drop target.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "game/state.h"
#include "imgui.h"
#include "layout.h"

namespace rummy::web {

struct MeldSpot {
  int meld;  // index into TableView::melds
  ImVec2 min, max;
};

// Whether any meld holds a card laid off by someone other than its owner (marked with a dot).
bool AnyLaidOffByOthers(const std::vector<TableMeld>& melds);
// What the dots mean, under the melds (games where anyone may lay off on anyone's melds) and on
// the hand's summary.
// `brief`: the same in few words, for under melds that scroll (layout::MeldArea::brief).
struct MeldNote {
  const char* full;
  const char* brief;
};
inline constexpr MeldNote kLaidOffNote{
    "A dot in a player's colour marks a card on someone else's meld that scores for them: laid off, or put in place of their "
    "joker.",
    "A dot on a card: it scores for the player whose name is in that colour."};
// Each card's dot: the layer's colour on a card laid off by someone other than the meld's owner,
// else 0 (no dot).
std::vector<ImU32> LaidOffDots(const TableMeld& meld);

// The melds of `v` grouped by owner for the layout, the viewer's first, then in play order;
// `order` gets the TableView::melds index of each meld in that order.
std::vector<layout::MeldOwnerInput> MeldOwners(const TableView& v, std::vector<int>* order);

// Which melds are new or just grew (a lay-off), to make them glow a moment: kept by the table
// from frame to frame. None when a match is loaded or a new hand begins, none at the instant
// pace (as card flights); under reduced motion a steady edge instead of a fading glow.
class MeldNews {
 public:
  // Compares `v`'s melds with the last frame's; `animate`: the pace is not instant.
  void Update(const TableView& v, bool animate, double now);
  // How much meld `i` (a TableView::melds index) glows now: 0 (not) .. 1.
  float Glow(size_t i, double now) const;
  bool Glowing(double now) const;  // any meld: the table keeps drawing frames
  // True once after a match is loaded or a new hand begins: the melds then show from their top
  // (the region kept the last match's scroll, and a new game opened with its first row cut).
  bool TakeScrollTop() { return std::exchange(scroll_top_, false); }
  // Once after the viewer laid a meld or laid off on one: that meld (a TableView::melds index),
  // which a region that scrolls brings into view (a playtester's new meld went down out of
  // sight); -1.
  int TakeReveal() { return std::exchange(reveal_, -1); }
  // A moment after a reveal: the frames that apply its scroll are still to draw.
  bool Revealing(double now) const { return now - revealed_at_ < 0.3; }
  static constexpr double kSeconds = 1.6;

 private:
  int hand_ = 0;                 // the hand the melds belong to (0: none seen yet)
  std::vector<size_t> sizes_;    // each meld's cards in the last frame
  std::vector<double> started_;  // when each meld's glow began (0: none)
  bool reduced_ = false;
  bool scroll_top_ = false;
  int reveal_ = -1;
  double revealed_at_ = -1;
};

// Draws the melds (`order` as MeldOwners gave it) into `area`, then `note` (if any) where the layout
// kept room for it: in full under them while a meld in view carries a lay-off dot
// (layout::MeldArea::note_y), or in brief under a region that scrolls (layout::MeldArea::brief). Returns the meld tapped (when
// `clickable`), or -1; `spots` gets each meld's rectangle on the screen; `news` makes new melds and lay-offs glow.
int DrawMeldArea(const Fonts& fonts, const CardStyle& style, const Rules& rules, const TableView& v,
                 const std::vector<std::string>& names, const layout::MeldArea& area, const std::vector<int>& order,
                 const MeldNote* note, bool clickable, MeldNews& news, std::vector<MeldSpot>* spots);

}  // namespace rummy::web
