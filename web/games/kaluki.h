// Kaluki's part of the table: who has opened (with melds worth 51). The rest of a Kaluki turn is
// the common draw, meld, lay off (or swap a joker) and discard of GamePanel.
#pragma once

#include "games/panel.h"

namespace rummy::web {

class KalukiPanel : public GamePanel {
 public:
  std::string PlayerWords(const TableView& v, int p) const override;
};

}  // namespace rummy::web
