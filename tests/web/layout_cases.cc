#include "web/layout_cases.h"

namespace rummy::web::layout::testing {

std::string Viewport::Name() const {
  return std::to_string(static_cast<int>(width)) + "x" + std::to_string(static_cast<int>(height)) + (touch ? "_touch" : "");
}

const std::vector<Viewport>& Viewports() {
  static const std::vector<Viewport> all{
      {1280, 800, false}, {1920, 1080, false}, {768, 1024, true}, {390, 844, true}, {844, 390, true}};
  return all;
}

const std::vector<Shape>& Shapes() {
  static const std::vector<Shape> all{Shape::kFewMelds, Shape::kManyMelds, Shape::kContract, Shape::kTrick, Shape::kTrack};
  return all;
}

std::string ShapeName(Shape shape) {
  switch (shape) {
    case Shape::kFewMelds: return "few_melds";
    case Shape::kManyMelds: return "many_melds";
    case Shape::kContract: return "contract";
    case Shape::kTrick: return "trick";
    case Shape::kTrack: return "track";
  }
  return "";
}

bool ParseShape(const std::string& name, Shape& shape) {
  for (Shape s : Shapes()) {
    if (ShapeName(s) == name) {
      shape = s;
      return true;
    }
  }
  return false;
}

std::vector<Case> Cases() {
  std::vector<Case> out;
  for (const Viewport& v : Viewports()) {
    for (Shape shape : Shapes()) {
      for (int n = 2; n <= 14; ++n) out.push_back(Case{v, n, shape});
    }
  }
  return out;
}

Input MakeInput(const Viewport& viewport, int seats, Shape shape) {
  Input in;
  in.width = viewport.width;
  in.height = viewport.height;
  in.touch = viewport.touch;
  in.viewer = 0;
  auto each_seat = [&](int cards, int badges) { in.seats.assign(seats, SeatInput{cards, badges, {}}); };
  auto melds_of = [&](int owners, std::vector<int> melds) {
    for (int s = 0; s < owners && s < seats; ++s) in.melds.push_back(MeldOwnerInput{s, melds});
  };
  switch (shape) {
    case Shape::kFewMelds:
      each_seat(9, 1);
      in.centre.stock = in.centre.discard = true;
      melds_of(seats, {3});
      in.melds[0].melds = {3, 4};
      in.hand_cards = 10, in.hand_capacity = 15;
      in.buttons = 5, in.button_label_width = 120;
      break;
    case Shape::kManyMelds:
      each_seat(4, 2);
      in.centre.stock = in.centre.discard = true;
      melds_of(seats, {3, 4, 5, 7});
      in.hand_cards = 6, in.hand_capacity = 15;
      in.staged = {3};
      in.buttons = 6, in.button_label_width = 140;
      break;
    case Shape::kContract:
      each_seat(20, 2);
      in.centre.stock = in.centre.discard = true;
      melds_of((seats + 1) / 2, {3, 3, 4});
      in.hand_cards = 20, in.hand_capacity = 20;
      in.staged = {3, 3};
      in.buttons = 6, in.button_label_width = 130;
      break;
    case Shape::kTrick:
      each_seat(6, 1);
      in.centre.widow = true;
      for (int s = 0; s < 3 && s < seats; ++s) in.centre.trick_seats.push_back(s);
      in.centre.trick_cards = 3;
      melds_of(3, {3});
      in.hand_cards = 9, in.hand_capacity = 13;
      in.buttons = 3, in.button_label_width = 170;
      break;
    case Shape::kTrack:
      each_seat(7, 1);
      in.centre.stock = true;
      in.centre.track_cards = 20;
      melds_of(seats, {3, 4});
      in.hand_cards = 8, in.hand_capacity = 15;
      in.buttons = 5, in.button_label_width = 120;
      break;
  }
  return in;
}

}  // namespace rummy::web::layout::testing
