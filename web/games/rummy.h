// Rummy's part of the table: the discard pile is a face-up track, fanned so every card shows (a
// tap takes a card with all above it); "End the round" when the stock is gone; the "Rummy!"
// call on a discard that could have been played.
#pragma once

#include "games/panel.h"

namespace rummy::web {

class RummyPanel : public GamePanel {
 public:
  const char* MeldsNote() const override { return kLaidOffNote; }
  bool DrawClaims(TableControls& t, Flow& f) override;

 protected:
  void DrawPile(TableControls& t, const TableView& v, ImVec2 at, float w, bool my_move) override;
  void DrawChoices(TableControls& t, const TableView& v, Flow& f) override;
};

}  // namespace rummy::web
