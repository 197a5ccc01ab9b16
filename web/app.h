// The front end's screens. This first screen deals a real shuffled hand of the chosen game
// from core/ and shows it: sort it, select cards to see whether they make a meld (the engine's
// CheckMeld says why not), and let the solver arrange it. The UI holds only view state
// (selection, order); every rule question goes to core/.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "solver/solver.h"

namespace rummy::web {

struct GameChoice {
  const char* name;   // shown
  const char* id;     // test hook / command id
  int cards;          // cards dealt
};

class App {
 public:
  App();
  // Draws one frame of UI (inside ImGui::NewFrame/Render).
  void Frame(const Fonts& fonts);
  // Test hook: state as JSON fields, and setup commands ({"game":"kaluki","seed":7,"cards":9}).
  std::string StateJson() const;
  std::string Command(const std::string& json);

 private:
  void Deal(uint64_t seed);
  void SelectGame(int index);
  void SortBy(bool by_rank);
  void ArrangeHand();
  std::string SelectionVerdict() const;
  const Rules& rules() const { return rules_; }
  void DrawControls(const Fonts& fonts);
  void DrawHand(const Fonts& fonts);
  void HandleKeys();

  int game_ = 3;           // index into the game list; Five Crowns first
  int five_crowns_cards_ = 7;
  Rules rules_;
  uint64_t seed_ = 0;
  std::vector<Card> hand_;      // display order
  std::vector<bool> selected_;
  std::vector<int> group_;      // arrangement group per card (-1 = none / deadwood)
  std::optional<Arrangement> arrangement_;
  CardStyle style_;
  std::string status_;
  int focus_ = 0;  // keyboard focus in the hand
};

}  // namespace rummy::web
