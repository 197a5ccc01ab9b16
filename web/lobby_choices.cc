#include "lobby_choices.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "match/match.h"

namespace rummy::web {

namespace {

constexpr size_t kMostNames = 8;
constexpr size_t kNameLength = 19;  // the lobby's name fields hold this many bytes

bool Offers(const std::vector<std::string>& levels, const std::string& level) {
  return std::find(levels.begin(), levels.end(), level) != levels.end();
}

// At most kNameLength bytes, never cutting a character in two.
std::string Shortened(std::string name) {
  if (name.size() <= kNameLength) return name;
  size_t cut = kNameLength;
  while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80) --cut;
  return name.substr(0, cut);
}

}  // namespace

std::string LobbyChoicesToJson(const LobbyChoices& c) {
  nlohmann::json j;
  j["game"] = c.game;
  nlohmann::json games = nlohmann::json::object();
  for (const auto& [name, g] : c.games) {
    nlohmann::json one;
    one["levels"] = g.levels;
    one["options"] = nlohmann::json::object();
    for (const auto& [k, v] : g.options) one["options"][k] = v;
    games[name] = one;
  }
  j["games"] = games;
  j["names"] = c.names;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

LobbyChoices LobbyChoicesFromJson(std::string_view text) {
  LobbyChoices c;
  const nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (!j.is_object()) return c;
  if (j.contains("game") && j["game"].is_string() && FindGame(j["game"].get<std::string>()))
    c.game = j["game"].get<std::string>();
  if (j.contains("games") && j["games"].is_object()) {
    for (const auto& [name, one] : j["games"].items()) {
      const Game* g = FindGame(name);
      if (!g || !one.is_object()) continue;
      LobbyChoices::PerGame kept;
      if (one.contains("options") && one["options"].is_object()) {
        for (const OptionInfo& o : g->OptionList()) {
          const nlohmann::json& all = one["options"];
          if (!all.contains(o.name) || !all[o.name].is_number_integer()) continue;
          const int v = all[o.name].get<int>();
          if (v >= o.min && v <= o.max && v != o.default_value) kept.options[o.name] = v;
        }
      }
      if (one.contains("levels") && one["levels"].is_array()) {
        const std::vector<std::string> offered = SeatLevels(name);
        for (const nlohmann::json& l : one["levels"]) {
          if (!l.is_string() || !Offers(offered, l.get<std::string>())) {
            kept.levels.clear();
            break;
          }
          kept.levels.push_back(l.get<std::string>());
        }
      }
      c.games[name] = kept;
    }
  }
  if (j.contains("names") && j["names"].is_array()) {
    for (const nlohmann::json& n : j["names"]) {
      if (c.names.size() == kMostNames) break;
      c.names.push_back(n.is_string() ? Shortened(n.get<std::string>()) : "");
    }
  }
  return c;
}

void ApplyChoices(const std::string& game, const LobbyChoices::PerGame& kept, std::vector<std::string>* levels,
                  Options* options) {
  const Game* g = FindGame(game);
  if (!g) return;
  Options with = *options;
  for (const OptionInfo& o : g->OptionList()) {
    const auto it = kept.options.find(o.name);
    if (it != kept.options.end() && it->second >= o.min && it->second <= o.max) with[o.name] = it->second;
  }
  *options = with;
  const int n = static_cast<int>(kept.levels.size());
  const std::vector<std::string> offered = SeatLevels(game);
  const bool fits = n >= g->MinPlayers() && n <= g->MaxPlayersWith(with) &&
                    std::all_of(kept.levels.begin(), kept.levels.end(), [&](const std::string& l) { return Offers(offered, l); });
  if (fits) *levels = kept.levels;
}

Options ChangedOptions(const std::string& game, const Options& options) {
  Options changed;
  const Game* g = FindGame(game);
  if (!g) return changed;
  for (const OptionInfo& o : g->OptionList()) {
    const auto it = options.find(o.name);
    if (it != options.end() && it->second != o.default_value) changed[o.name] = it->second;
  }
  return changed;
}

}  // namespace rummy::web
