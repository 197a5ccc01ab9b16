// The engine's invariants, checked on any state: used by the conformance test and by
// `rummy soak`, so both check exactly the same things.
//   - no card is lost or doubled (AllCards equals the pack it started with);
//   - a clone equals the original;
//   - each seat's view holds its own hand and no card of another hand (and only the top of
//     the discard pile, except Rummy's fully visible track);
//   - refused moves change nothing;
//   - optionally, save -> load gives the same state.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "game/state.h"

namespace rummy {

// Sorted physical card codes, the reference for conservation.
std::vector<uint16_t> CardCodes(const std::vector<Card>& cards);

// What is broken, in words; nullopt when every invariant holds.
std::optional<std::string> CheckInvariants(const State& s, const std::vector<uint16_t>& pack, Rng& rng, bool check_save);

// A playout policy that makes progress: melds and lay-downs often, sensible discards usually,
// otherwise any legal move. `moves` must be the state's legal moves (not empty).
Move ProgressMove(const State& s, const std::vector<Move>& moves, Rng& rng);

}  // namespace rummy
