#include "games/five_crowns.h"

#include "games/five_crowns/five_crowns_view.h"

namespace rummy::web {

void FiveCrownsPanel::DrawMeldChoice(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) {
  const char* label = v.Part<five_crowns::FiveCrownsView>().out_player >= 0 ? "Lay down and discard" : "Go out";
  if (!f.Button(label, "button:go-out", !t.Staged().empty())) return;
  if (sel.size() != 1) {
    t.Say("Select the one card to discard as you go out.");
    return;
  }
  Move m = Move::Of(MoveKind::kLayDown, sel[0]);
  for (const auto& g : t.Staged()) m.melds.push_back({g, {}});
  if (t.Refused(m)) {
    if (std::optional<Move> l = LegalLike(t, MoveKind::kLayDown, t.Staged(), sel[0]))
      m = *l;
    else if (t.Staged().empty()) {
      for (const Move& x : t.Legal()) {
        if (x.kind == MoveKind::kLayDown && x.card.face() == sel[0].face()) {
          m = x;
          break;
        }
      }
    }
  }
  t.Submit(m);
}

}  // namespace rummy::web
