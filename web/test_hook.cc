#include "test_hook.h"

#include <cstdio>

namespace rummy::web {

TestHook& Hook() {
  static TestHook hook;
  return hook;
}

std::string TestHook::Json(const std::string& extra) const {
  std::string out = "{\"frames\":" + std::to_string(frames_) + ",\"rects\":{";
  char buf[160];
  for (size_t i = 0; i < rects_.size(); ++i) {
    const Item& r = rects_[i];
    std::snprintf(buf, sizeof buf, "%s\"%s\":[%.1f,%.1f,%.1f,%.1f]", i ? "," : "", r.id.c_str(), r.min.x, r.min.y,
                  r.max.x - r.min.x, r.max.y - r.min.y);
    out += buf;
  }
  out += "},\"main\":[";
  for (size_t i = 0; i < main_.size(); ++i) out += (i ? ",\"" : "\"") + main_[i] + "\"";
  out += "]";
  if (!extra.empty()) out += "," + extra;
  out += "}";
  return out;
}

}  // namespace rummy::web
