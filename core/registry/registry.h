// The one list of games. Each game lives in its own folders (its rules in core/games/<game>/,
// its computer player in core/bots/<game>/) and is registered here by one line in registry.cc;
// the layers below know no game by name and ask this list (Games(), FindGame(), FindPlayer()).
// This layer sits above the bots and below the match host.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "bots/bot.h"
#include "game/state.h"

namespace rummy {

// A registered game with its computer player.
struct GameEntry {
  const Game* game;
  const GamePlayer* player;
  std::string name;  // game->Name(), kept: a bot looks its game up by name on every move
};
const std::vector<GameEntry>& Registry();
// The game a new player is offered first (the lobby opens on it; a start without a game plays it).
const Game& FirstChoice();

// The games' names, "kentucky, rummy, ... or kaluki" (help, errors).
std::string GameNames();

// Every rule-set preset: gin (the solver's cross-check configuration), then each game's.
const std::vector<const RulesPreset*>& RulesPresets();
// Builds "preset[:arg][+option...]" from RulesPresets(): "kaluki", "five-crowns:7",
// "kentucky+deuces-wild", "kaluki+distinct-suits+naturals-majority".
Result<Rules> MakeRules(std::string_view spec);
// The presets and house options in one line (help, errors).
std::string RulesPresetHelp();

}  // namespace rummy
