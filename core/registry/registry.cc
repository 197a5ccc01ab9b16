#include "registry/registry.h"

#include "bots/five_crowns/five_crowns_player.h"
#include "bots/kaluki/kaluki_player.h"
#include "bots/kentucky/kentucky_player.h"
#include "bots/rummy/rummy_player.h"
#include "bots/three_kings/three_kings_player.h"
#include "games/five_crowns/five_crowns.h"
#include "games/kaluki/kaluki.h"
#include "games/kentucky/kentucky.h"
#include "games/rummy/rummy.h"
#include "games/three_kings/three_kings.h"

namespace rummy {

namespace {

template <typename G>
GameEntry Entry(const GamePlayer& player) {
  static const G game;
  return {&game, &player, game.Name()};
}

}  // namespace

const std::vector<GameEntry>& Registry() {
  // One line per game, in the lobby's order.
  static const std::vector<GameEntry> entries = {
      Entry<kentucky::KentuckyGame>(KentuckyPlayer()),
      Entry<track::RummyGame>(RummyPlayer()),
      Entry<three_kings::ThreeKingsGame>(ThreeKingsPlayer()),
      Entry<five_crowns::FiveCrownsGame>(FiveCrownsPlayer()),
      Entry<kaluki::KalukiGame>(KalukiPlayer()),
  };
  return entries;
}

const Game& FirstChoice() { return *Entry<five_crowns::FiveCrownsGame>(FiveCrownsPlayer()).game; }

const std::vector<const Game*>& Games() {
  static const std::vector<const Game*> games = [] {
    std::vector<const Game*> out;
    for (const GameEntry& e : Registry()) out.push_back(e.game);
    return out;
  }();
  return games;
}

namespace {

// The entry named `name`, or nullptr. Bots ask for the same game move after move: the entry
// found last is tried first.
const GameEntry* FindEntry(std::string_view name) {
  thread_local const GameEntry* last = nullptr;
  if (last && last->name == name) return last;
  for (const GameEntry& e : Registry()) {
    if (e.name == name) return last = &e;
  }
  return nullptr;
}

}  // namespace

const Game* FindGame(std::string_view name) {
  const GameEntry* e = FindEntry(name);
  return e ? e->game : nullptr;
}

const GamePlayer* FindPlayer(std::string_view game) {
  const GameEntry* e = FindEntry(game);
  return e ? e->player : nullptr;
}

std::string GameNames() {
  std::string out;
  const std::vector<const Game*>& games = Games();
  for (size_t i = 0; i < games.size(); ++i) { out += (i == 0 ? "" : i + 1 == games.size() ? " or " : ", ") + games[i]->Name(); }
  return out;
}

const std::vector<const RulesPreset*>& RulesPresets() {
  static const std::vector<const RulesPreset*> presets = [] {
    std::vector<const RulesPreset*> out = {&GinPreset()};
    for (const GameEntry& e : Registry()) out.push_back(&e.game->Preset());
    return out;
  }();
  return presets;
}

Result<Rules> MakeRules(std::string_view spec) { return MakeRules(spec, RulesPresets()); }

std::string RulesPresetHelp() { return RulesPresetHelp(RulesPresets()); }

}  // namespace rummy
