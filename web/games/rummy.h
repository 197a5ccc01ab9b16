// Rummy's part of the table: the discard pile is a face-up track, fanned so every card shows. A
// tap on its top card takes it; a tap on an older card picks it with every card after it (shown
// lifted, with a "Take ... and N more" button) and a second tap, or the button, takes them: a
// slip of the finger must not bring a whole track into the hand. "End the round" when the stock
// is gone; the "Rummy!" call on a discard that could have been played.
#pragma once

#include "games/panel.h"
#include "meld_area.h"

namespace rummy::web {

class RummyPanel : public GamePanel {
 public:
  const MeldNote* MeldsNote() const override { return &kLaidOffNote; }
  bool DrawClaims(TableControls& t, const TableView& v, Slots& f) override;
  const char* CallWords() const override { return "Rummy!"; }
  layout::CentreInput Centre(const TableView& v) const override;
  std::string DrawHelp() const override;
  std::string DiscardHelp() const override { return "To discard, select the card and tap the track, or drag the card onto it."; }
  void HookFields(const TableView& v, nlohmann::json& j) const override;
  // A picked track card: what a second tap takes; else what the selected cards make.
  std::string Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                      bool my_move) const override;

 protected:
  void DrawPile(TableControls& t, const TableView& v, const layout::Layout& L, bool my_move) override;
  void DrawChoices(TableControls& t, const TableView& v, Slots& f) override;

 private:
  // A tap on track card `i` (or its mirror control): takes the top card, picks an older one, takes
  // a picked one; a card the engine would not let go says why and picks nothing.
  void TapTrack(TableControls& t, const TableView& v, int i, bool confirm);
  // "The track" under it, with how to take from it on the player's draw.
  static void TrackLabel(const layout::Layout& L, bool taking, int hidden);
  // The picked card's place on the track, while it is still the same track and the draw.
  int Picked(const TableView& v) const;

  int shown_ = -1;                 // track cards when last drawn: a new card scrolls a long track to its end
  int picked_ = -1;                // track card picked by a first tap, or -1
  std::vector<Card> picked_from_;  // the track it was picked on
};

}  // namespace rummy::web
