// Kentucky's part of the table: the hand's contract in the header, who is down and their May I
// calls, a dead discard greyed, and the claim round's May I and "Kentucky!" answers.
#pragma once

#include "games/panel.h"

namespace rummy::web {

class KentuckyPanel : public GamePanel {
 public:
  const char* MeldsNote() const override { return kLaidOffNote; }
  // "Your move: claim 4♦ with May I (and a penalty card) or Kentucky (laying it off at once), or
  // let it go." takes three lines at 390x844 (a playtest read a smudge for its clipped end).
  int NarrowStatusLines() const override { return 3; }
  bool DrawClaims(TableControls& t, const TableView& v, Slots& f) override;

 protected:
  Move DiscardTap(TableControls& t, const TableView& v) const override;
  bool DrawMeldChoice(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) override;
  std::string MeldHelp() const override;
};

}  // namespace rummy::web
