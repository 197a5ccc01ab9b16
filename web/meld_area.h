// The melds on the table, grouped by owner under the owner's name, wild cards tagged and a dot in
// the layer's colour on cards laid off by someone else; each meld's rectangle is reported to the
// test hook as `meld:N` and kept as a drop target.
#pragma once

#include <string>
#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "game/state.h"
#include "imgui.h"

namespace rummy::web {

struct MeldSpot {
  int meld;  // index into TableView::melds
  ImVec2 min, max;
};

// Draws the melds of `v` at the cursor, then `note` (if any) under them. Returns the meld tapped
// (when `clickable`), or -1; `spots` gets each meld's rectangle.
int DrawMeldArea(const Fonts& fonts, const CardStyle& style, const Rules& rules, const TableView& v,
                 const std::vector<std::string>& names, const char* note, bool clickable, std::vector<MeldSpot>* spots);

}  // namespace rummy::web
