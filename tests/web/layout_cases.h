// Table contents typical of each game shape, for the layout's tests and its SVG dump.
#pragma once

#include <string>
#include <vector>

#include "layout.h"

namespace rummy::web::layout::testing {

struct Viewport {
  float width, height;
  bool touch;
  std::string Name() const;
};

enum class Shape {
  kFewMelds,   // draw and discard, one or two melds per owner
  kManyMelds,  // draw and discard late in a hand: four melds per owner, one of seven cards
  kContract,   // three decks, 20-card hands, two staged melds
  kTrick,      // a trick of three 3-card melds and a widow
  kTrack,      // a stock and a fanned track of 20 face-up cards
};

// 1280x800, 1920x1080, then 768x1024, 390x844 and 844x390 with touch.
const std::vector<Viewport>& Viewports();
const std::vector<Shape>& Shapes();
std::string ShapeName(Shape shape);
// False when `name` is none of the shapes.
bool ParseShape(const std::string& name, Shape& shape);

struct Case {
  Viewport viewport;
  int seats;
  Shape shape;
};
// Every viewport x every shape x 2..14 seats (more than some games allow: the layout copes).
std::vector<Case> Cases();

Input MakeInput(const Viewport& viewport, int seats, Shape shape);

}  // namespace rummy::web::layout::testing
