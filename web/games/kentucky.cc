#include "games/kentucky.h"

namespace rummy::web {

Move KentuckyPanel::DiscardTap(TableControls& t, const TableView& v) const {
  // A player asked about the discard claims it with May I by tapping it.
  return v.asked && t.HasLegal(MoveKind::kMayI) ? Move::Of(MoveKind::kMayI) : Move::Take();
}

bool KentuckyPanel::DrawClaims(TableControls& t, Slots& f) {
  if (t.HasLegal(MoveKind::kMayI) && f.Button("May I?", "button:mayi", Place::kFirst)) t.Submit(Move::Of(MoveKind::kMayI));
  return CallButton(t, f, MoveKind::kKentucky, "Kentucky!", "button:kentucky");
}

bool KentuckyPanel::DrawMeldChoice(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) {
  if (v.seat < static_cast<int>(v.opened.size()) && v.opened[v.seat]) return false;  // down: one goes down once a hand
  return MeldButton(t, sel, f, "Go down", "Put your contract together: select cards and group them, then go down.");
}

}  // namespace rummy::web
