// What the lobby remembers between visits, in the browser's storage under its own key (outside
// the records of core/match/archive.h, so backups and the history never see it): the game last
// chosen and, per game, its seats (their number and who plays each) and the house rules changed
// from the usual; and the names of people sharing the device. Plain C++ (no ImGui), tested
// natively (tests/web/lobby_choices_test.cc).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "game/state.h"

namespace rummy::web {

inline constexpr const char* kLobbyKey = "rummy-parlor:lobby";

struct LobbyChoices {
  struct PerGame {
    std::vector<std::string> levels;  // per seat: "human", "easy", "basic"; empty: the usual seats
    Options options;                  // only the rules changed from the usual
    friend bool operator==(const PerGame&, const PerGame&) = default;
  };
  std::string game;  // "" : the first game
  std::map<std::string, PerGame> games;
  std::vector<std::string> names;  // per seat, the name a person gave ("" for none)
  friend bool operator==(const LobbyChoices&, const LobbyChoices&) = default;
};

std::string LobbyChoicesToJson(const LobbyChoices& c);
// Reads what was kept. Whatever is missing, damaged or no longer fits (a game we do not know, a
// seat level the game does not offer, more or fewer seats than it takes, a rule it has not or a
// value out of range) is left out, so the lobby shows the usual choice for it; the rest is kept.
LobbyChoices LobbyChoicesFromJson(std::string_view text);

// A game's remembered choice put over its usual seats and rules (`levels`, `options` hold the
// usual ones on entry): both are replaced only by choices that fit the game together.
void ApplyChoices(const std::string& game, const LobbyChoices::PerGame& kept, std::vector<std::string>* levels, Options* options);
// The rules of `options` that differ from the game's usual ones (what is kept).
Options ChangedOptions(const std::string& game, const Options& options);

}  // namespace rummy::web
