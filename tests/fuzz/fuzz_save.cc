// Fuzzes the save loader: any bytes are refused with a message or load a match that saves and
// loads back to the same state.
#include <cstdint>
#include <string>

#include "game/save.h"

using namespace rummy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  Result<std::unique_ptr<State>> loaded = LoadMatch(text);
  if (!loaded) {
    if (loaded.error().Message().empty()) __builtin_trap();
    return 0;
  }
  Result<std::unique_ptr<State>> again = LoadMatch(SaveMatch(**loaded));
  if (!again || (*again)->ToString() != (*loaded)->ToString()) __builtin_trap();
  return 0;
}
