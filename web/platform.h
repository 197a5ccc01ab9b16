// What the front end needs from the browser (or the desktop), behind one small interface.
// Only this file and main.cc know about Emscripten.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rummy::web {

float DevicePixelRatio();     // 1 on the desktop
bool PrefersReducedMotion();  // CSS prefers-reduced-motion
bool CoarsePointer();         // a finger rather than a mouse
bool TestMode();              // page opened with ?test=1 (seeded, instant)
uint64_t RandomSeed();        // a fresh seed for a new deal
// Wakes the render loop after it paused itself for being idle.
void RequestFrames();
// Text for the screen-reader live region next to the canvas.
void Announce(const std::string& text);
// The screen-reader mirror's JSON for the page (web/mirror.js; mirror.h).
void SendMirror(const std::string& json);
// Tells the page the first frame was drawn (hides the loading bar, records timing).
void FirstFrameDrawn();
// The browser's localStorage (the desktop build keeps it in memory for the session).
// StorageSet returns false when the record could not be written (storage full or blocked).
std::string StorageGet(const std::string& key);
bool StorageSet(const std::string& key, const std::string& value);
void StorageRemove(const std::string& key);
// Every localStorage key that starts with `prefix`.
std::vector<std::string> StorageKeys(const std::string& prefix);
int64_t NowMs();  // wall-clock time, ms since 1970
// Offers `text` as a file download named `filename`.
void DownloadText(const std::string& filename, const std::string& text);
// Sends a question to the page's thinking worker (web/worker.js); its answer arrives through
// rummy_thought() (thinker.h). False when there is no worker (the desktop build).
bool PostToThinker(uint64_t ticket, const std::string& question);
// Test mode: makes the worker throw at its next question.
void BreakThinker();
// Opens the browser's file picker; the chosen file's text arrives through rummy_import_file().
void PickFile();

}  // namespace rummy::web
