// The panel registry: each game's id and its panel, one line per game. A game the registry does
// not know is a checked error (the table is only ever opened on a registered game's match).
#include <functional>
#include <map>

#include "games/five_crowns.h"
#include "games/kaluki.h"
#include "games/kentucky.h"
#include "games/panel.h"
#include "games/rummy.h"
#include "games/three_kings.h"
#include "util/error.h"

namespace rummy::web {

namespace {

template <class P>
std::unique_ptr<GamePanel> Make() {
  return std::make_unique<P>();
}

const std::map<std::string, std::function<std::unique_ptr<GamePanel>()>>& Panels() {
  static const std::map<std::string, std::function<std::unique_ptr<GamePanel>()>> panels = {
      {"kentucky", Make<KentuckyPanel>},
      {"rummy", Make<RummyPanel>},
      {"three-kings", Make<ThreeKingsPanel>},
      {"five-crowns", Make<FiveCrownsPanel>},
      {"kaluki", Make<KalukiPanel>},
  };
  return panels;
}

}  // namespace

std::unique_ptr<GamePanel> PanelFor(const std::string& game) {
  const auto it = Panels().find(game);
  RUMMY_CHECK(it != Panels().end());
  return it->second();
}

}  // namespace rummy::web
