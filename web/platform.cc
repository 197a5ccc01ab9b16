#include "platform.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "match/describe.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>

// clang-format off
EM_JS(int, rummy_js_media, (const char* query), {
  try { return window.matchMedia(UTF8ToString(query)).matches ? 1 : 0; } catch (e) { return 0; }
});
EM_JS(int, rummy_js_test_mode, (), {
  try { return new URLSearchParams(window.location.search).get('test') === '1' ? 1 : 0; } catch (e) { return 0; }
});
EM_JS(double, rummy_js_random, (), {
  const a = new Uint32Array(2); crypto.getRandomValues(a); return a[0] * 4294967296 + a[1];
});
EM_JS(void, rummy_js_announce, (const char* text), {
  const el = document.getElementById('live');
  if (el) el.textContent = UTF8ToString(text);
});
EM_JS(void, rummy_js_mirror, (const char* json), {
  if (window.rummyMirror) window.rummyMirror(UTF8ToString(json));
});
EM_JS(void, rummy_js_first_frame, (), {
  if (window.rummyFirstFrame) window.rummyFirstFrame();
});
EM_JS(char*, rummy_js_storage_get, (const char* key), {
  let v = null;
  try { v = window.localStorage.getItem(UTF8ToString(key)); } catch (e) { v = null; }
  if (v === null) return 0;
  const n = lengthBytesUTF8(v) + 1;
  const p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});
EM_JS(int, rummy_js_storage_set, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); return 1; } catch (e) { return 0; }
});
EM_JS(void, rummy_js_storage_remove, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) { }
});
EM_JS(char*, rummy_js_storage_keys, (const char* prefix), {
  const p = UTF8ToString(prefix);
  const keys = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const k = window.localStorage.key(i);
      if (k !== null && k.startsWith(p)) keys.push(k);
    }
  } catch (e) { }
  const v = keys.join('\n');
  const n = lengthBytesUTF8(v) + 1;
  const ptr = _malloc(n);
  stringToUTF8(v, ptr, n);
  return ptr;
});
EM_JS(double, rummy_js_now, (), { return Date.now(); });
EM_JS(void, rummy_js_download, (const char* name, const char* text), {
  const blob = new Blob([UTF8ToString(text)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = UTF8ToString(name);
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
});
EM_JS(int, rummy_js_think, (double ticket, const char* question), {
  if (!window.rummyThink) return 0;
  window.rummyThink(ticket, UTF8ToString(question));
  return 1;
});
EM_JS(void, rummy_js_break_thinker, (), {
  if (window.rummyBreakThinker) window.rummyBreakThinker();
});
EM_JS(void, rummy_js_pick_file, (), {
  if (window.rummyPickFile) window.rummyPickFile();
});
// clang-format on
#else
#include <map>
namespace {
std::map<std::string, std::string>& Memory() {
  static std::map<std::string, std::string> m;
  return m;
}
}  // namespace
#endif

namespace rummy::web {

float DevicePixelRatio() {
#ifdef __EMSCRIPTEN__
  const double dpr = emscripten_get_device_pixel_ratio();
  return dpr > 0.5 ? static_cast<float>(dpr) : 1.0f;
#else
  return 1.0f;
#endif
}

bool PrefersReducedMotion() {
#ifdef __EMSCRIPTEN__
  return rummy_js_media("(prefers-reduced-motion: reduce)") != 0;
#else
  return false;
#endif
}

bool CoarsePointer() {
#ifdef __EMSCRIPTEN__
  return rummy_js_media("(pointer: coarse)") != 0;
#else
  return false;
#endif
}

bool TestMode() {
#ifdef __EMSCRIPTEN__
  return rummy_js_test_mode() != 0;
#else
  return false;
#endif
}

uint64_t RandomSeed() {
#ifdef __EMSCRIPTEN__
  return static_cast<uint64_t>(rummy_js_random());
#else
  return static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
#endif
}

void RequestFrames() {
#ifdef __EMSCRIPTEN__
  emscripten_resume_main_loop();
#endif
}

void Announce(const std::string& text) {
#ifdef __EMSCRIPTEN__
  rummy_js_announce(SpokenText(text).c_str());
#else
  (void)text;
#endif
}

void SendMirror(const std::string& json) {
#ifdef __EMSCRIPTEN__
  rummy_js_mirror(json.c_str());
#else
  (void)json;
#endif
}

std::string StorageGet(const std::string& key) {
#ifdef __EMSCRIPTEN__
  char* p = rummy_js_storage_get(key.c_str());
  if (!p) return "";
  std::string v(p);
  free(p);
  return v;
#else
  auto it = Memory().find(key);
  return it == Memory().end() ? "" : it->second;
#endif
}

bool StorageSet(const std::string& key, const std::string& value) {
#ifdef __EMSCRIPTEN__
  return rummy_js_storage_set(key.c_str(), value.c_str()) != 0;
#else
  Memory()[key] = value;
  return true;
#endif
}

void StorageRemove(const std::string& key) {
#ifdef __EMSCRIPTEN__
  rummy_js_storage_remove(key.c_str());
#else
  Memory().erase(key);
#endif
}

std::vector<std::string> StorageKeys(const std::string& prefix) {
  std::vector<std::string> keys;
#ifdef __EMSCRIPTEN__
  char* p = rummy_js_storage_keys(prefix.c_str());
  std::string all(p);
  free(p);
  size_t start = 0;
  while (start < all.size()) {
    size_t end = all.find('\n', start);
    if (end == std::string::npos) end = all.size();
    keys.push_back(all.substr(start, end - start));
    start = end + 1;
  }
#else
  for (const auto& [k, v] : Memory()) {
    if (k.rfind(prefix, 0) == 0) keys.push_back(k);
  }
#endif
  return keys;
}

int64_t NowMs() {
#ifdef __EMSCRIPTEN__
  return static_cast<int64_t>(rummy_js_now());
#else
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
#endif
}

void DownloadText(const std::string& filename, const std::string& text) {
#ifdef __EMSCRIPTEN__
  rummy_js_download(filename.c_str(), text.c_str());
#else
  std::printf("(desktop build: %s not written, %zu bytes)\n", filename.c_str(), text.size());
#endif
}

void PickFile() {
#ifdef __EMSCRIPTEN__
  rummy_js_pick_file();
#endif
}

void FirstFrameDrawn() {
#ifdef __EMSCRIPTEN__
  rummy_js_first_frame();
#endif
}

bool PostToThinker(uint64_t ticket, const std::string& question) {
#ifdef __EMSCRIPTEN__
  return rummy_js_think(static_cast<double>(ticket), question.c_str()) != 0;
#else
  (void)ticket, (void)question;
  return false;
#endif
}

void BreakThinker() {
#ifdef __EMSCRIPTEN__
  rummy_js_break_thinker();
#endif
}

}  // namespace rummy::web
