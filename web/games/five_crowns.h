// Five Crowns' part of the table: the hand number of 11 and this hand's wild rank, and going out (or laying down on the final
// turn) in one move with the discard.
#pragma once

#include "games/panel.h"

namespace rummy::web {

class FiveCrownsPanel : public GamePanel {
 public:
  // The whole hand selected with nothing grouped: its melds and the card it would discard going out.
  std::string Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                      bool my_move) const override;

 protected:
  bool DrawMeldChoice(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) override;
  bool OffersDiscard(TableControls& t) const override { return t.HasLegal(MoveKind::kDiscard); }
  std::string MeldHelp() const override;
  // On a final turn with melds grouped, a discard lays them down with it (else they would count
  // against the player), or says why it cannot.
  void DiscardCard(TableControls& t, const TableView& v, Card card) override;
};

}  // namespace rummy::web
