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
  float scale = 0;  // the text scale the atlas was built for
};

// Text larger than usual by `scale` (the "larger cards and text" setting); the atlas is rebuilt
// at that size by the next UpdateFonts, so the text stays sharp.
void SetTextScale(float scale);

// (Re)builds the font atlas for `dpr` (and the text scale) if either changed; returns true when it did. Call between
// frames (before ImGui::NewFrame); the renderer's font texture is recreated.
bool UpdateFonts(Fonts& fonts, float dpr);

}  // namespace rummy::web
