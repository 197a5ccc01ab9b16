// Five Crowns' part of the table: the hand number of 11 and this hand's wild rank, who went out,
// and going out (or laying down on the final turn) in one move with the discard.
#pragma once

#include "games/panel.h"

namespace rummy::web {

class FiveCrownsPanel : public GamePanel {
 public:
  std::string HandWords(const TableView& v) const override;
  std::string PlayerWords(const TableView& v, int p) const override;

 protected:
  void DrawMeldChoice(TableControls& t, const TableView& v, const std::vector<Card>& sel, Flow& f) override;
  bool OffersDiscard(TableControls& t) const override { return t.HasLegal(MoveKind::kDiscard); }
};

}  // namespace rummy::web
