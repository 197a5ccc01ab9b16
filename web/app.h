// The front end's screens: the lobby (choose a game and the players) and the table (a match in
// play). The UI holds only view state; every rule question goes to core/.
#pragma once

#include <memory>
#include <string>

#include "card_painter.h"
#include "fonts.h"
#include "history.h"
#include "lobby.h"
#include "storage.h"
#include "table.h"

namespace rummy::web {

class App {
 public:
  App();
  // Draws one frame of UI (inside ImGui::NewFrame/Render).
  void Frame(const Fonts& fonts);
  // True while the current screen has something to do without input (computer players).
  bool WantsFrames() const { return table_ ? table_->WantsFrames() : !show_history_ && lobby_.WantsFrames(); }
  // Test hook: state as JSON fields, and setup commands:
  //   {"start":{"game":"kaluki","seats":["human","basic"],"seed":7,"options":{...}}}
  //   ("pace": seconds between computer moves, may go in "start" too)   {"lobby":"kentucky"}   {"pace":0}
  //   {"break_thinker":true} (test mode: the thinking worker throws at its next question)
  std::string StateJson() const;
  std::string Command(const std::string& json);
  // The text of a file the player picked (import), and the page being hidden (save now).
  void ImportFile(const std::string& text);
  void SaveNow();
  // Another tab saved the unfinished game: a table open here stops saving and says so.
  void OtherTabSaved();

 private:
  // A new match at the table. `replacing`: the player chose to end the unfinished one for it,
  // which is filed in the history as left unfinished once the new one could be set up.
  void Start(const StartRequest& request, bool replacing = false);
  void Resume();
  // The unfinished game in words ("Kentucky, hand 2 of 10"), "" when there is none.
  std::string SavedSummary() const;
  // Keeps the look and sound settings when the player changed one (and applies the look).
  void KeepSettings();
  // Keeps the lobby's choices when the player changed one.
  void KeepLobbyChoices();

  Storage storage_;
  Settings settings_;  // as last kept in storage
  Lobby lobby_;
  LobbyChoices lobby_kept_;  // the lobby's choices as last kept in storage
  History history_{&storage_};
  bool show_history_ = false;
  std::unique_ptr<Table> table_;
  CardStyle style_;
  std::string error_;  // a saved game that could not be loaded, shown in the lobby
  // The lobby's line about the unfinished game, read from storage when the lobby is entered (not
  // every frame).
  std::string saved_;
  bool saved_stale_ = true;
  // SavedSummary's last answer and the record it read (the test hook asks every state).
  mutable std::string summarised_, summary_;
};

}  // namespace rummy::web
