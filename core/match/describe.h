// Moves in plain words for logs and the table ("draws from the stock", "discard 7♥"), shared by
// the terminal and the web table.
#pragma once

#include <string>

#include "game/state.h"

namespace rummy {

// What `m` does, as a verb phrase: "draws from the stock" (or "draw from the stock" when `you`).
// `before` is the mover's view before the move (it names the discard that was taken or claimed).
std::string DescribeMove(const Move& m, const Rules& rules, const TableView& before, bool you);

// "Ada's turn: draw from the stock or take 7♥." style sentence ending, with a full stop.
std::string Sentence(std::string s);

}  // namespace rummy
