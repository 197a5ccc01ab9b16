// The panel registry: each game's id and its panel, one line per game. A game the registry does
// not know is a checked error (the table is only ever opened on a registered game's match).
#include <memory>
#include <string>

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

struct Entry {
  const char* game;
  std::unique_ptr<GamePanel> (*make)();
};

constexpr Entry kPanels[] = {
    {"kentucky", Make<KentuckyPanel>},      {"rummy", Make<RummyPanel>},   {"three-kings", Make<ThreeKingsPanel>},
    {"five-crowns", Make<FiveCrownsPanel>}, {"kaluki", Make<KalukiPanel>},
};

}  // namespace

std::unique_ptr<GamePanel> PanelFor(const std::string& game) {
  const Entry* found = nullptr;
  for (const Entry& e : kPanels) {
    if (game == e.game) found = &e;
  }
  RUMMY_CHECK(found != nullptr);  // every registered game has its panel listed above
  return found->make();
}

}  // namespace rummy::web
