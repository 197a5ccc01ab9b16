// Rummy's own part of a view (TableView::Part<RummyView>()).
#pragma once

#include <vector>

#include "game/state.h"

namespace rummy::track {

struct RummyView : GameViewOf<RummyView> {
  std::vector<Card> taken_cards;  // every card the current player took from the track this turn
  bool calling = false;           // (house rule) `current` is asked to call "Rummy!" on the top discard
  friend bool operator==(const RummyView&, const RummyView&) = default;
};

}  // namespace rummy::track
