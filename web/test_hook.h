// The end-to-end test hook: the page's tests read the current screen, a frame counter and
// the CSS-pixel rectangles of everything clickable laid out in the last frame, then click
// real coordinates (every clickable widget also registers itself with the screen-reader mirror,
// mirror.h, under the same id). Exposed to JS as rummy_test_state() (JSON) and rummy_test_cmd(json).
#pragma once

#include <string>
#include <vector>

#include "imgui.h"
#include "mirror.h"

namespace rummy::web {

class TestHook {
 public:
  void BeginFrame() {
    TheMirror().BeginFrame();
    rects_.clear();
    main_.clear();
  }
  void Rect(const std::string& id, ImVec2 min, ImVec2 max) { rects_.push_back({id, min, max}); }
  void Rect(const std::string& id) { Rect(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()); }
  // A button drawn highlighted as the screen's main action this frame.
  void Main(const std::string& id) { main_.push_back(id); }
  void EndFrame() {
    TheMirror().EndFrame();
    ++frames_;
  }
  long long frames() const { return frames_; }
  // JSON with "frames", "rects", "main" (the highlighted buttons' ids) and the fields the app adds (`extra`, a JSON object body).
  std::string Json(const std::string& extra) const;

 private:
  struct Item {
    std::string id;
    ImVec2 min, max;
  };
  std::vector<Item> rects_;
  std::vector<std::string> main_;
  long long frames_ = 0;
};

TestHook& Hook();

}  // namespace rummy::web
