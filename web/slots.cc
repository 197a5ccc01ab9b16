#include "slots.h"

#include <algorithm>

#include "imgui.h"
#include "mirror.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

// The label over two lines (at the space nearest its middle) when one line is wider than `w`.
std::string Wrapped(const std::string& label, float w) {
  if (ImGui::CalcTextSize(label.c_str()).x <= w) return label;
  size_t best = std::string::npos;
  for (size_t at = label.find(' '); at != std::string::npos; at = label.find(' ', at + 1)) {
    if (best == std::string::npos || std::abs(static_cast<long>(at) - static_cast<long>(label.size() / 2)) <
                                         std::abs(static_cast<long>(best) - static_cast<long>(label.size() / 2))) {
      best = at;
    }
  }
  if (best == std::string::npos) return label;
  std::string two = label;
  two[best] = '\n';
  return two;
}

}  // namespace

float Slots::UsedBottom() const {
  float bottom = 0;
  for (size_t i = 0; i < rects_.size() && i < used_.size(); ++i) {
    if (used_[i]) bottom = std::max(bottom, rects_[i].Bottom());
  }
  return bottom;
}

bool Slots::At(size_t slot, const char* label, const std::string& id, bool highlighted) {
  const layout::Rect& r = rects_[slot];
  ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  const std::string wrapped = Wrapped(label, r.w - 2 * pad.x);
  // Two lines take what room the slot has: less padding rather than words cut off.
  const ImVec2 size = ImGui::CalcTextSize(wrapped.c_str());
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(std::clamp((r.w - size.x) / 2, 1.0f, pad.x), std::clamp((r.h - size.y) / 2, 1.0f, pad.y)));
  const bool pressed = HookButton((wrapped + "##" + id).c_str(), id, highlighted, ImVec2(r.w, r.h));
  ImGui::PopStyleVar();
  return pressed;
}

Slots::Slots(std::vector<layout::Rect> rects, SlotMemory* memory, uint64_t position)
    : rects_(std::move(rects)), memory_(memory), used_(rects_.size(), false) {
  if (memory_->position != position || memory_->ids.size() != rects_.size()) {
    memory_->position = position;
    memory_->ids.assign(rects_.size(), "");
  }
}

int Slots::Pick(const std::string& id, bool from_end) const {
  const int n = static_cast<int>(rects_.size());
  for (int i = 0; i < n; ++i) {
    if (memory_->ids[i] == id && !used_[i]) return i;
  }
  auto at = [&](int k) { return from_end ? n - 1 - k : k; };
  for (int k = 0; k < n; ++k) {
    if (!used_[at(k)] && memory_->ids[at(k)].empty()) return at(k);
  }
  for (int k = 0; k < n; ++k) {
    if (!used_[at(k)]) return at(k);
  }
  return -1;
}

int Slots::Claim(const std::string& id, int place, bool from_end) {
  // A place's own slot when it has one free (the last slot is Undo's when it is free, Last: a
  // place there is only for a turn without it), else Pick's.
  const int slot = place >= 0 && place < static_cast<int>(rects_.size()) && !used_[place] ? place : Pick(id, from_end);
  if (slot < 0) return -1;
  used_[slot] = true;
  memory_->ids[slot] = id;
  return slot;
}

bool Slots::Button(const char* label, const std::string& id, bool highlighted) {
  const int slot = Claim(id, -1);
  return slot >= 0 && At(static_cast<size_t>(slot), label, id, highlighted);
}

bool Slots::Button(const char* label, const std::string& id, Place place, bool highlighted) {
  const int slot = Claim(id, static_cast<int>(place));
  return slot >= 0 && At(static_cast<size_t>(slot), label, id, highlighted);
}

bool Slots::Checkbox(const char* label, bool* v, const std::string& id, Place place) {
  const int slot = Claim(id, static_cast<int>(place), /*from_end=*/true);
  if (slot < 0) return false;
  const layout::Rect& r = rects_[static_cast<size_t>(slot)];
  // A mark that shows whether it is on (not a gold button: gold is the turn's main action, and
  // Enter presses that).
  ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
  const std::string words = Wrapped(label, r.w - ChoiceMarkWidth(""));  // ChoiceMark's own wrap width
  bool changed = ChoiceMark((words + "##" + id).c_str(), *v, false, ImVec2(r.w, r.h));
  if (TheMirror().Take(id)) changed = !changed;
  if (changed) *v = !*v;
  TheMirror().Control(id, label, MirrorRole::kCheckbox, *v ? 1 : 0);
  Hook().Rect(id, ImVec2(r.x, r.y), ImVec2(r.Right(), r.Bottom()));
  return changed;
}

bool Slots::Last(const char* label, const std::string& id) {
  if (rects_.empty() || used_.back()) return false;
  used_.back() = true;
  return At(rects_.size() - 1, label, id, false);
}

}  // namespace rummy::web
