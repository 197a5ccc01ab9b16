// Kaluki's part of the table: who has opened (with melds worth 51), and what a selected meld is
// worth towards that. The rest of a Kaluki turn is
// the common draw, meld, lay off (or swap a joker) and discard of GamePanel.
#pragma once

#include "games/panel.h"

namespace rummy::web {

class KalukiPanel : public GamePanel {
 public:
  // Before opening, the verdict adds what the selected meld is worth towards 51.
  std::string Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                      bool my_move) const override;
};

}  // namespace rummy::web
