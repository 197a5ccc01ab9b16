// Entry point: SDL2 window + OpenGL (WebGL2 in the browser) + Dear ImGui, and a render loop
// that draws only when something changed (input, resize, a timer, a test command): after
// three quiet frames the browser loop pauses itself and an SDL event watch resumes it.
#include <SDL.h>

#include <cstdio>
#include <string>

#include "app.h"
#include "fonts.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "platform.h"
#include "test_hook.h"

#ifdef __EMSCRIPTEN__
#include <SDL_opengles2.h>
#include <emscripten.h>
#else
#include <SDL_opengl.h>
#endif

namespace rummy::web {
namespace {

struct Runtime {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  Fonts fonts;
  App* app = nullptr;
  int busy = 3;  // frames still to draw after the last event
  bool running = true;
  bool first_frame = true;
  // ImGui 1.86 + touch: hide the pointer after a finger lifts, but only once ImGui has seen
  // the release at the finger's position (docs/TOOLCHAIN.md, "touch").
  bool touch_released = false, hide_pending = false, hidden = false, prev_down = false;
  // What the last frame put on the screen (DrawnBytes), and this frame's.
  std::string shown, drawing;
};
Runtime* g_rt = nullptr;

// Everything a frame's draw data sends to GL, as bytes: the display, and each list's vertices,
// indices and commands. The loop keeps running while computer players think and cards wait their
// turn to move, but most of those frames draw exactly what is already on the screen; the browser
// keeps showing a canvas that was not drawn into, so such a frame skips GL altogether (with
// software GL, drawing a 1280x800 frame costs the machine far more than building it).
void DrawnBytes(const ImDrawData& d, std::string* out) {
  out->clear();
  auto put = [out](const void* p, size_t n) { out->append(static_cast<const char*>(p), n); };
  put(&d.DisplayPos, sizeof d.DisplayPos);
  put(&d.DisplaySize, sizeof d.DisplaySize);
  put(&d.FramebufferScale, sizeof d.FramebufferScale);
  for (int n = 0; n < d.CmdListsCount; ++n) {
    const ImDrawList& l = *d.CmdLists[n];
    const int sizes[] = {l.VtxBuffer.Size, l.IdxBuffer.Size, l.CmdBuffer.Size};
    put(sizes, sizeof sizes);
    put(l.VtxBuffer.Data, l.VtxBuffer.size_in_bytes());
    put(l.IdxBuffer.Data, l.IdxBuffer.size_in_bytes());
    for (const ImDrawCmd& c : l.CmdBuffer) {
      put(&c.ClipRect, sizeof c.ClipRect);
      put(&c.TextureId, sizeof c.TextureId);
      const unsigned int at[] = {c.VtxOffset, c.IdxOffset, c.ElemCount};
      put(at, sizeof at);
    }
  }
}

int EventWatch(void*, SDL_Event* e) {
  if (e->type == SDL_POLLSENTINEL) return 0;  // SDL 2.26 pushes one every poll cycle
  if (g_rt) g_rt->busy = 3;
  RequestFrames();
  return 0;
}

// One iteration; returns false when the loop should idle (nothing to draw).
bool Frame() {
  Runtime& rt = *g_rt;
  SDL_Event e;
  bool any = false;
  while (SDL_PollEvent(&e)) {
    if (e.type == SDL_POLLSENTINEL) continue;
    any = true;
    ImGui_ImplSDL2_ProcessEvent(&e);
    if (e.type == SDL_QUIT) rt.running = false;
    if (e.type == SDL_MOUSEBUTTONUP && e.button.which == SDL_TOUCH_MOUSEID) rt.touch_released = true;
    if ((e.type == SDL_MOUSEMOTION && e.motion.which != SDL_TOUCH_MOUSEID) ||
        (e.type == SDL_MOUSEBUTTONDOWN && e.button.which != SDL_TOUCH_MOUSEID)) {
      rt.hidden = rt.hide_pending = false;
    }
  }
  if (any || rt.app->WantsFrames()) rt.busy = 3;
  if (rt.busy <= 0) return false;
  --rt.busy;

  UpdateFonts(rt.fonts, DevicePixelRatio());
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  if (io.DeltaTime > 0.1f) io.DeltaTime = 0.1f;  // first frame after a long pause
  if (rt.touch_released) {
    rt.hide_pending = true;
    rt.touch_released = false;
  }
  if (io.MouseDown[0]) rt.hidden = false;
  if (rt.hide_pending && !rt.prev_down && !io.MouseDown[0]) {
    rt.hidden = true;
    rt.hide_pending = false;
  }
  if (rt.hidden) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  rt.prev_down = io.MouseDown[0];

  ImGui::NewFrame();
  Hook().BeginFrame();
  rt.app->Frame(rt.fonts);
  ImGui::Render();
  DrawnBytes(*ImGui::GetDrawData(), &rt.drawing);
#ifdef __EMSCRIPTEN__
  const bool same = rt.drawing == rt.shown && !rt.first_frame;
#else
  const bool same = false;  // a desktop window may need its contents drawn again (exposed)
#endif
  if (!same) {
    rt.shown.swap(rt.drawing);
    glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    glClearColor(11 / 255.0f, 93 / 255.0f, 59 / 255.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(rt.window);
  }
  Hook().EndFrame();
  if (rt.first_frame) {
    rt.first_frame = false;
    FirstFrameDrawn();
  }
  return true;
}

#ifdef __EMSCRIPTEN__
void BrowserFrame() {
  if (!Frame()) emscripten_pause_main_loop();
}
#endif

void SetStyle() {
  ImGuiStyle& s = ImGui::GetStyle();
  ImGui::StyleColorsDark();
  s.WindowPadding = ImVec2(14, 12);
  s.FramePadding = ImVec2(12, 7);
  s.ItemSpacing = ImVec2(10, 8);
  s.FrameRounding = 6;
  s.GrabRounding = 6;
  s.WindowBorderSize = 0;
  ImVec4* c = s.Colors;
  c[ImGuiCol_Text] = ImVec4(0.97f, 0.96f, 0.90f, 1);
  c[ImGuiCol_TextDisabled] = ImVec4(0.80f, 0.86f, 0.78f, 1);
  c[ImGuiCol_Button] = ImVec4(0.06f, 0.27f, 0.18f, 1);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.13f, 0.42f, 0.28f, 1);
  c[ImGuiCol_ButtonActive] = ImVec4(0.72f, 0.52f, 0.10f, 1);
  c[ImGuiCol_FrameBg] = ImVec4(0.04f, 0.24f, 0.15f, 1);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.10f, 0.34f, 0.22f, 1);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.12f, 0.40f, 0.26f, 1);
  c[ImGuiCol_Header] = ImVec4(0.06f, 0.27f, 0.18f, 1);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.13f, 0.42f, 0.28f, 1);
  c[ImGuiCol_HeaderActive] = ImVec4(0.72f, 0.52f, 0.10f, 1);
  c[ImGuiCol_PopupBg] = ImVec4(0.03f, 0.22f, 0.14f, 0.98f);
  c[ImGuiCol_TableHeaderBg] = ImVec4(0.04f, 0.30f, 0.19f, 1);
  c[ImGuiCol_TableRowBgAlt] = ImVec4(1, 1, 1, 0.04f);
  c[ImGuiCol_CheckMark] = ImVec4(0.95f, 0.75f, 0.20f, 1);
  c[ImGuiCol_SliderGrab] = ImVec4(0.91f, 0.70f, 0.10f, 1);
  c[ImGuiCol_SliderGrabActive] = ImVec4(1.0f, 0.80f, 0.25f, 1);
  if (CoarsePointer()) {
    s.ScaleAllSizes(1.3f);
    s.TouchExtraPadding = ImVec2(6, 6);
  }
}

}  // namespace
}  // namespace rummy::web

extern "C" {
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
const char* rummy_test_state() {
  static std::string s;
  using namespace rummy::web;
  s = g_rt && g_rt->app ? Hook().Json(g_rt->app->StateJson() + ",\"paused\":" + (g_rt->busy <= 0 ? "true" : "false"))
                        : "{\"screen\":\"loading\"}";
  return s.c_str();
}

#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
const char* rummy_test_cmd(const char* json) {
  static std::string s;
  using namespace rummy::web;
  if (!g_rt || !g_rt->app) return "{\"error\":\"not started\"}";
  s = g_rt->app->Command(json ? json : "");
  g_rt->busy = 3;
  RequestFrames();
  return s.c_str();
}

#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void rummy_import_file(const char* text) {
  using namespace rummy::web;
  if (g_rt && g_rt->app) g_rt->app->ImportFile(text ? text : "");
  if (g_rt) g_rt->busy = 3;
}

#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void rummy_other_tab_saved() {
  using namespace rummy::web;
  if (g_rt && g_rt->app) g_rt->app->OtherTabSaved();
  if (g_rt) g_rt->busy = 3;
  RequestFrames();
}

// A control of the screen-reader mirror was activated (web/mirror.js): the next frame's widget
// of that id acts as if tapped (mirror.h).
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void rummy_mirror_activate(const char* id) {
  using namespace rummy::web;
  TheMirror().Queue(id ? id : "");
  if (g_rt) g_rt->busy = 3;
  RequestFrames();
}

// Text typed into a text field of the mirror: the next frame's field of that id takes it.
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void rummy_mirror_input(const char* id, const char* value) {
  using namespace rummy::web;
  TheMirror().QueueText(id ? id : "", value ? value : "");
  if (g_rt) g_rt->busy = 3;
  RequestFrames();
}

#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void rummy_save_now() {
  using namespace rummy::web;
  if (g_rt && g_rt->app) g_rt->app->SaveNow();
}
}

int main(int, char**) {
  using namespace rummy::web;
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  const char* glsl = "#version 300 es";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  const char* glsl = "#version 130";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  static Runtime rt;
  g_rt = &rt;
  rt.window = SDL_CreateWindow("Rummy Parlor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                               SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!rt.window) {
    std::fprintf(stderr, "SDL_CreateWindow failed: %s\n", SDL_GetError());
    return 1;
  }
  rt.gl = SDL_GL_CreateContext(rt.window);
  if (!rt.gl) {
    std::fprintf(stderr, "WebGL2 / OpenGL context failed: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(rt.window, rt.gl);
  SDL_GL_SetSwapInterval(1);
  std::printf("GL_VERSION %s\n", reinterpret_cast<const char*>(glGetString(GL_VERSION)));

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  SetStyle();
  ImGui_ImplSDL2_InitForOpenGL(rt.window, rt.gl);
  ImGui_ImplOpenGL3_Init(glsl);
  UpdateFonts(rt.fonts, DevicePixelRatio());
  static App app;
  rt.app = &app;
  SDL_AddEventWatch(EventWatch, nullptr);

#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop(BrowserFrame, 0, 1);
#else
  while (rt.running) {
    if (!Frame()) {
      SDL_WaitEvent(nullptr);  // idle: block until something happens
      rt.busy = 3;
    }
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(rt.gl);
  SDL_DestroyWindow(rt.window);
  SDL_Quit();
#endif
  return 0;
}

#ifdef __EMSCRIPTEN__
// The page draws everything through WebGL and never converts an SDL surface: its cursors are the
// browser's own (SDL_CreateSystemCursor) and no window framebuffer is copied. SDL's video code
// still names SDL_ConvertSurface (colour cursors, the offscreen and dummy drivers, saving a BMP),
// and through it every software blitter: the link sends those calls here instead
// (-Wl,--wrap=SDL_ConvertSurface in web/CMakeLists.txt), and the blitters drop out of the
// download. Whatever called it gets SDL's usual failure: no surface, and why.
extern "C" SDL_Surface* __wrap_SDL_ConvertSurface(SDL_Surface*, const SDL_PixelFormat*, Uint32) {
  SDL_SetError("This page converts no surfaces");
  return nullptr;
}
#endif
