// Fuzzes the position loader (game/position.h): any bytes are refused with a sentence, or load a
// state that keeps every invariant (each card of the pack once, views, clones, refused moves
// change nothing, save and load), whose export loads back to the same export, and that plays on:
// a few of its legal moves, chosen by the input's length, are accepted.
#include <cstdint>
#include <string>

#include "game/invariants.h"
#include "game/position.h"

using namespace rummy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  Result<std::unique_ptr<State>> loaded = LoadPosition(text);
  if (!loaded) {
    if (loaded.error().Message().empty()) __builtin_trap();
    return 0;
  }
  State& s = **loaded;
  const std::string exported = ExportPosition(s);
  Result<std::unique_ptr<State>> again = LoadPosition(exported);
  if (!again || ExportPosition(**again) != exported) __builtin_trap();
  const auto pack = CardCodes(s.CurrentRules().pack.Cards());
  Rng rng(size);
  for (int i = 0; i < 6 && !s.IsTerminal(); ++i) {
    if (CheckInvariants(s, pack, rng, i == 0)) __builtin_trap();
    const std::vector<Move> moves = s.LegalMoves();
    if (moves.empty() || s.Apply(moves[(size + 7 * i) % moves.size()])) __builtin_trap();
  }
  return 0;
}
