// Card flights: a short animation of the card a move took or gave, from where it was to where it
// went (the stock, the discard pile, the trick, a player's line, the viewer's hand), drawn on top
// of everything. None under prefers-reduced-motion, or when computer players move instantly.
#pragma once

#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "game/state.h"
#include "imgui.h"

namespace rummy::web {

// Where things were drawn in the last frame: where flights start and land.
struct TableSpots {
  float pile_w = 60.0f;  // the width of a pile's card
  ImVec2 stock, trick, hand_end;
  ImVec2 hand_fresh;            // the card just drawn into the viewer's hand, in its place (else hand_end)
  ImVec2 discard[2];            // the top discard's rectangle (empty when none)
  std::vector<ImVec2> players;  // each player's line
};

class Flights {
 public:
  Flights();
  // The flight of `m` by `seat` (the viewer's cards fly to and from the hand); `before` is the
  // view before the move. `pace`: seconds between computer moves.
  void Add(const TableSpots& spots, int seat, int viewer, const Move& m, const TableView& before, float pace);
  // The deal at the start of each hand: a few cards fly from the stock to every seat in turn,
  // and the deal sounds. Call every frame the table is drawn, with this frame's spots and view;
  // it acts once a hand. A match resumed part-way through (`fresh_match` false) has no deal for
  // the hand it resumes in.
  void DealIfNew(const TableSpots& spots, const TableView& v, int viewer, float pace, bool fresh_match);
  // Cards drawn into the viewer's hand land where the card now stands (a sorted hand puts it in
  // its place), as this frame's spots say.
  void Draw(const Fonts& fonts, const CardStyle& style, const TableSpots& spots);
  size_t size() const { return flights_.size(); }
  bool empty() const { return flights_.empty(); }
  void clear() { flights_.clear(); }

 private:
  struct Flight {
    Card card;
    bool face_up = true;
    ImVec2 from, to;
    bool to_fresh = false;  // into the viewer's hand: lands on the card just drawn
    double start = 0, seconds = 0;
  };
  std::vector<Flight> flights_;
  bool reduced_motion_ = false;
  int dealt_hand_ = 0;  // the hand whose deal was shown (0: none yet)
};

}  // namespace rummy::web
