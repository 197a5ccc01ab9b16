// Fuzzes every text parser: cards (and every preset's pack), rule specs, moves. Nothing may
// crash, and whatever parses must print and parse back to the same thing.
#include <cstdint>
#include <string>

#include "game/move.h"
#include "melds/rules.h"
#include "registry/registry.h"

using namespace rummy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (Result<std::vector<Card>> cards = ParseCards(text)) {
    Result<std::vector<Card>> again = ParseCards(CardsToString(*cards));
    if (!again || CardsToString(*again) != CardsToString(*cards)) __builtin_trap();
  }
  for (const char* spec : {"gin", "five-crowns:7", "kaluki", "rummy", "kentucky+three-decks", "three-kings"}) {
    const Rules r = *MakeRules(spec);
    if (Result<std::vector<Card>> hand = r.pack.Parse(text)) {
      for (Card c : *hand) {
        if (!r.pack.Contains(c)) __builtin_trap();
      }
      (void)MeldReadings(r, *hand);
      (void)CheckMeld(r, *hand);
    }
  }
  (void)MakeRules(text);
  if (Result<Move> m = ParseMove(text)) {
    const Rules r = *MakeRules("kaluki");
    const std::string printed = MoveToString(*m, r);
    Result<Move> again = ParseMove(printed);
    if (!again) __builtin_trap();
  }
  return 0;
}
