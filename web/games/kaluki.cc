#include "games/kaluki.h"

#include <algorithm>

#include "games/kaluki/kaluki.h"
#include "melds/meld.h"

namespace rummy::web {

namespace {

// What a meld of these cards counts towards an opening, by the engine's own table values (the
// best reading when a joker could stand for more than one card); 0 when they make no meld.
int OpeningValue(const Rules& rules, const std::vector<Card>& cards) {
  int best = 0;
  for (const Meld& m : MeldReadings(rules, cards)) best = std::max(best, MeldTableValue(rules, m));
  return best;
}

}  // namespace

std::string KalukiPanel::Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                                 bool my_move) const {
  std::string s = GamePanel::Verdict(t, v, rules, sel, my_move);
  const bool opened = v.seat < static_cast<int>(v.opened.size()) && v.opened[v.seat];
  if (opened || sel.size() < 3) return s;
  // Before opening: what the selection (and the melds put together) is worth towards 51.
  const int here = OpeningValue(rules, sel);
  if (here == 0) return s;
  int staged = 0;
  for (const std::vector<Card>& g : t.Staged()) staged += OpeningValue(rules, g);
  s += " Worth " + std::to_string(here);
  if (staged > 0) s += ", " + std::to_string(here + staged) + " with the melds put together";
  return s + " (" + std::to_string(kaluki::kOpeningValue) + " to open).";
}

}  // namespace rummy::web
