// The table's action buttons in the fixed slots the layout gives them (layout::Layout::buttons):
// a slot never moves, whatever the buttons in it say, so a finger finds the same place again.
// A label too wide for its slot is broken over two lines.
#pragma once

#include <string>
#include <vector>

#include "layout.h"

namespace rummy::web {

class Slots {
 public:
  explicit Slots(std::vector<layout::Rect> rects) : rects_(std::move(rects)) {}
  // The next free slot; false (and nothing drawn) when every slot is taken.
  bool Button(const char* label, const std::string& id, bool highlighted = false);
  // A yes-or-no choice, drawn as a button that reads as ticked when `*v`; true when it changed.
  bool Checkbox(const char* label, bool* v, const std::string& id);
  // A tool in the last slot, when the buttons before it left it free.
  bool Last(const char* label, const std::string& id);

 private:
  bool At(size_t slot, const char* label, const std::string& id, bool highlighted);
  std::vector<layout::Rect> rects_;
  size_t next_ = 0;
};

}  // namespace rummy::web
