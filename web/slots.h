// The table's action buttons in the fixed slots the layout gives them (layout::Layout::buttons):
// a slot never moves, whatever the buttons in it say, so a finger finds the same place again.
// A label too wide for its slot is broken over two lines.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "layout.h"

namespace rummy::web {

// Which button sat in which slot, kept by the table between frames: a button keeps its slot for
// as long as the position is the same (a selection that adds "Group as a meld" does not push
// "Discard" along); a new button takes a slot no other button of this position has used.
struct SlotMemory {
  uint64_t position = ~uint64_t{0};  // the table's move count the slots belong to
  std::vector<std::string> ids;      // per slot: the button last drawn there ("" when none)
};

// Each kind of action has its own slot, whatever else a turn offers, so that a button never
// jumps when another comes or goes (drawing turns "Draw from the stock" into "Meld" in the same
// place, "Discard" stays where it was when "Group as a meld" appears):
enum class Place {
  // A claim prompt's harmless answer, "Let it go", stands where "Draw from the stock" stands on the
  // player's turn, and May I (a penalty card) apart from it: a finger waiting to draw called May I
  // when the prompt came up under it (playtest, Kentucky at 390x844).
  // Three Kings' widow choice side by side (it stood diagonally, take under keep; playtest).
  kFirst = 0,  // draw from the stock; meld, go down, go out, play; let it go; take the widow card
  kSecond,     // take the discard, end the round, keep my hand; discard; a call (Rummy!, Kentucky!)
  kThird,      // group as a meld; predict; May I take …?
  kFourth,     // predict with an ace; let all go this hand
};

class Slots {
 public:
  // `memory` is forgotten when `position` differs from the one it holds.
  Slots(std::vector<layout::Rect> rects, SlotMemory* memory, uint64_t position);
  // The button's slot (its own from earlier frames of this position, else the first one free);
  // false (and nothing drawn) when every slot is taken.
  bool Button(const char* label, const std::string& id, bool highlighted = false);
  // The button in its action's own slot (else, when that slot is taken or missing, as above).
  bool Button(const char* label, const std::string& id, Place place, bool highlighted = false);
  // A yes-or-no choice, a check mark and its words filling the slot (ChoiceMark), ticked when
  // `*v`; true when it changed. With its place taken, the last slot free (not the first, where a
  // turn's main button comes and goes).
  bool Checkbox(const char* label, bool* v, const std::string& id, Place place);
  // A tool in the last slot, when the buttons before it left it free.
  bool Last(const char* label, const std::string& id);
  // The foot of the lowest slot taken this frame, or 0 with none taken.
  float UsedBottom() const;

 private:
  bool At(size_t slot, const char* label, const std::string& id, bool highlighted);
  // The slot for `id`: its remembered one when free this frame, else the first one (the last one,
  // `from_end`) neither used this frame nor remembered for another button, else the first (last)
  // one free; -1 when none.
  int Pick(const std::string& id, bool from_end) const;
  // Takes a slot for `id` this frame: `place`'s own when free (-1: none), else Pick's; -1 when
  // every slot is taken.
  int Claim(const std::string& id, int place, bool from_end = false);
  std::vector<layout::Rect> rects_;
  SlotMemory* memory_;
  std::vector<bool> used_;  // this frame
};

}  // namespace rummy::web
