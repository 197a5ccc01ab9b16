// Saved matches: versioned JSON holding the game, players, options, seed and the move list,
// plus a check value of the final state. Loading replays every move through the engine and
// compares the check, so a corrupt or foreign save is refused with a clear message and never
// produces a half-loaded game.
//
//   {"format":"rummy-parlor-save","version":1,"game":"five-crowns","players":4,
//    "options":{"upcard-rule":1,...},"seed":"1234","moves":["draw","discard 7H",...],
//    "check":"9f0c2a4b11d3e8a7"}
//
// A match started from a position (game/position.h) carries it as "start" (version 2): its moves
// are replayed from there. A match dealt from its seed is saved as version 1, as before.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "game/state.h"

namespace rummy {

inline constexpr int kSaveVersion = 2;

std::string SaveMatch(const State& state);
Result<std::unique_ptr<State>> LoadMatch(std::string_view json);
// 64-bit FNV-1a of the full state text, as 16 hex digits.
std::string StateCheck(const State& state);

}  // namespace rummy
