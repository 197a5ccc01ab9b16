// The UI font (DejaVu Sans, subset with the suit glyphs and ★, embedded at build time),
// rasterised at the device pixel ratio so text is sharp on HiDPI screens.
#pragma once

struct ImFont;

namespace rummy::web {

struct Fonts {
  ImFont* ui = nullptr;     // 17 px body text
  ImFont* title = nullptr;  // 26 px headings
  ImFont* card = nullptr;   // 44 px: card indices and pips, scaled down when drawn
  float dpr = 0;
};

// (Re)builds the font atlas for `dpr` if it changed; returns true when it did. Call between
// frames (before ImGui::NewFrame); the renderer's font texture is recreated.
bool UpdateFonts(Fonts& fonts, float dpr);

}  // namespace rummy::web
