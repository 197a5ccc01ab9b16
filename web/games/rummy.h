// Rummy's part of the table: the discard pile is a face-up track, fanned so every card shows (a
// tap takes a card with all above it); "End the round" when the stock is gone; the "Rummy!"
// call on a discard that could have been played.
#pragma once

#include "games/panel.h"

namespace rummy::web {

class RummyPanel : public GamePanel {
 public:
  const char* MeldsNote() const override { return kLaidOffNote; }
  bool DrawClaims(TableControls& t, Slots& f) override;
  layout::CentreInput Centre(const TableView& v) const override;
  void HookFields(const TableView& v, nlohmann::json& j) const override;

 protected:
  void DrawPile(TableControls& t, const TableView& v, const layout::Layout& L, bool my_move) override;
  void DrawChoices(TableControls& t, const TableView& v, Slots& f) override;

 private:
  int shown_ = -1;  // track cards when last drawn: a new card scrolls a long track to its end
};

}  // namespace rummy::web
