// The browser's storage for this game: the unfinished match, finished score sheets, damaged
// records set aside. What the records mean lives in core/match/archive.h; this moves strings.
#pragma once

#include <string>
#include <vector>

#include "lobby_choices.h"
#include "match/archive.h"

namespace rummy::web {

// How the player likes the table to look and sound, remembered across visits under its own key
// (outside the records above, so backups and the history never see it).
struct Settings {
  bool sound = true;
  bool four_colour = false;
  bool large = false;     // larger cards and text
  bool contrast = false;  // the high-contrast theme
  friend bool operator==(const Settings&, const Settings&) = default;
};
inline constexpr const char* kSettingsKey = "rummy-parlor:settings";

class Storage {
 public:
  // Every record of ours, by key.
  Records All() const;
  // Writes a record; false (and `problem()` says why) when the browser refused, e.g. full.
  bool Write(const std::string& key, const std::string& text);
  void Remove(const std::string& key);
  // A record that cannot be read is moved aside under a "corrupt:" key, never deleted.
  void SetAside(const std::string& key);

  // The unfinished match after every move; a finished one becomes a score sheet.
  bool SaveMatch(const Match& match);
  // The player starts another match in place of the unfinished one: it is filed among the score
  // sheets as left unfinished, with its scores so far (a record that cannot be read is set aside).
  // False when the browser refused to write.
  bool FileUnfinished();
  // The unfinished match as stored, or why it cannot be resumed (the record is then set aside).
  Result<Match> LoadCurrent();
  bool HasCurrent() const;
  // Finished matches (and those left unfinished), and what could not be read (damaged records
  // are set aside on reading).
  Archive ReadAll();
  // Merges an exported file; the sentence to show.
  std::string Import(const std::string& file);
  std::string Export() const;
  // The remembered settings (the defaults when none were kept or the record cannot be read).
  Settings LoadSettings() const;
  void SaveSettings(const Settings& s);
  // The lobby's choices from earlier visits (what cannot be read: the usual ones), and keeping them.
  LobbyChoices LoadLobby() const;
  void SaveLobby(const LobbyChoices& c);
  const std::string& problem() const { return problem_; }

 private:
  std::string problem_;
};

}  // namespace rummy::web
