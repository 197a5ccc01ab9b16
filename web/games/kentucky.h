// Kentucky's part of the table: the hand's contract in the header, who is down and their May I
// calls, a dead discard greyed, and the claim round's May I and "Kentucky!" answers.
#pragma once

#include "games/panel.h"
#include "meld_area.h"

namespace rummy::web {

class KentuckyPanel : public GamePanel {
 public:
  const MeldNote* MeldsNote() const override { return &kLaidOffNote; }
  bool DrawClaims(TableControls& t, const TableView& v, Slots& f) override;
  const char* CallWords() const override { return "May I or Kentucky!"; }
  double ClaimSeconds(TableControls& t, const TableView& v) override;

 protected:
  Move DiscardTap(TableControls& t, const TableView& v) const override;
  bool DrawMeldChoice(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) override;
  std::string MeldHelp() const override;
};

}  // namespace rummy::web
