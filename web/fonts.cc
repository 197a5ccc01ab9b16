#include "fonts.h"

#include <cmath>
#include <cstddef>

#include "imgui.h"
#include "imgui_impl_opengl3.h"

extern const unsigned char kUiFontTtf[];
extern const std::size_t kUiFontTtf_size;

namespace rummy::web {

namespace {
float g_text_scale = 1.0f;
// Latin-1, dashes and quotes, arrows, minus, ★, the eight suit glyphs, ✓ ✗, ▶ ◀.
const ImWchar kGlyphs[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x2193, 0x2212, 0x2212, 0x25B6, 0x25B6, 0x25C0,
                           0x25C0, 0x2605, 0x2605, 0x2660, 0x2667, 0x2713, 0x2713, 0x2717, 0x2717, 0};

ImFont* Add(float px, float dpr) {
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;  // the array is static
  cfg.OversampleH = 2;
  cfg.OversampleV = 1;
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kUiFontTtf), static_cast<int>(kUiFontTtf_size),
                                                    std::floor(px * dpr), &cfg, kGlyphs);
}
}  // namespace

void SetTextScale(float scale) { g_text_scale = scale; }

bool UpdateFonts(Fonts& fonts, float dpr) {
  if (fonts.dpr == dpr && fonts.scale == g_text_scale) return false;
  ImGuiIO& io = ImGui::GetIO();
  const bool had_texture = fonts.dpr != 0;
  io.Fonts->Clear();
  fonts.ui = Add(17.0f * g_text_scale, dpr);
  fonts.title = Add(26.0f * g_text_scale, dpr);
  fonts.card = Add(44.0f, dpr);  // drawn scaled to each card's size
  io.Fonts->Build();
  io.FontGlobalScale = 1.0f / dpr;
  io.FontDefault = fonts.ui;
  fonts.dpr = dpr;
  fonts.scale = g_text_scale;
  if (had_texture) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  return true;
}

}  // namespace rummy::web
