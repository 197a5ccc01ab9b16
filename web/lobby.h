// The lobby: choose a game, the number of players, who sits in each seat (you, another person
// sharing the device, or a computer player of some level), the house rules (RULES.md defaults
// preselected) and a deal number (empty = random), then start; or continue the unfinished game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "game/state.h"
#include "lobby_choices.h"

namespace rummy::web {

struct StartRequest {
  std::string game;
  std::vector<std::string> levels;  // per seat: "human", "easy", "basic"
  std::vector<std::string> names;   // per seat: a person's own name ("" or missing: "Player 2")
  Options options;
  uint64_t seed = 0;
};

class Lobby {
 public:
  Lobby();
  // Draws the lobby. Returns a request when the player starts a game (when `saved` describes an
  // unfinished game, only once they answered that starting ends it); sets *resume when they
  // choose to continue the saved one.
  // *history is set when they open the history and statistics.
  // The look and sound settings are offered too (they change `style` and the sound setting).
  // The choices scroll; "Start the game" (or the question before it ends the unfinished game)
  // stays pinned at the foot of the screen with `error` (why the last start failed) above it.
  std::optional<StartRequest> Frame(const Fonts& fonts, CardStyle* style, const std::string& saved, const std::string& error,
                                    bool* resume, bool* history);
  // Chooses a game: its seats and rules as last chosen for it (remembered), else the usual ones.
  void SelectGame(const std::string& name);
  // Shows the lobby from its top at its next frame (back from a table: it came back scrolled as it
  // was left, "Continue where you stopped" above the screen; playtest at 390x844).
  void ScrollToTop() { scroll_top_ = true; }
  // What was remembered from earlier visits: the game last chosen comes back with its choices.
  void Restore(const LobbyChoices& kept);
  // The choices to remember, as of the last frame.
  const LobbyChoices& Choices() const { return kept_; }
  void SetSeats(const std::vector<std::string>& levels);
  std::string game() const;
  std::string StateJson() const;
  // The foot changed height in the last frame: the next one lays the choices out to it.
  bool WantsFrames() const { return relayout_; }
  // The seed field's value (0 and `random` true when empty).
  uint64_t Seed(bool* random) const;

 private:
  void ResetOptions();
  void Remember();  // notes the game's current choices in kept_
  int game_ = 0;
  std::vector<std::string> levels_;
  char names_[8][20] = {};  // the people's names when several share the device
  Options options_;
  char seed_text_[24] = "";
  bool rules_ = false;
  bool rules_opened_ = false;  // "How to play" was just pressed open: scroll the rules into view
  bool scroll_top_ = false;    // ScrollToTop
  bool asking_ = false;        // "Start the game" was pressed with a game unfinished: asking whether to end it
  bool relayout_ = false;
  float foot_h_ = 0;  // the pinned foot's height as last drawn (the question is taller than the button)
  LobbyChoices kept_;
};

}  // namespace rummy::web
