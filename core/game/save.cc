#include "game/save.h"

#include <cstdio>
#include <nlohmann/json.hpp>

#include "game/position.h"

namespace rummy {

namespace {
Error Damaged(const std::string& why) { return Error{ErrorCode::kParse, "This save cannot be loaded: " + why + "."}; }
}  // namespace

std::string StateCheck(const State& state) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : state.ToString()) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string SaveMatch(const State& state) {
  nlohmann::ordered_json j;
  j["format"] = "rummy-parlor-save";
  const bool from_position = !state.StartPosition().empty();
  j["version"] = from_position ? 2 : 1;
  j["game"] = state.GameName();
  j["players"] = state.NumPlayers();
  nlohmann::ordered_json options = nlohmann::ordered_json::object();
  for (const auto& [k, v] : state.options()) options[k] = v;
  j["options"] = options;
  j["seed"] = std::to_string(state.seed());
  if (from_position) j["start"] = nlohmann::ordered_json::parse(state.StartPosition());
  j["moves"] = state.History();
  j["check"] = StateCheck(state);
  return j.dump();
}

Result<std::unique_ptr<State>> LoadMatch(std::string_view text) {
  const nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object()) return Damaged("it is not valid JSON");
  if (!j.contains("format") || j["format"] != "rummy-parlor-save") return Damaged("it is not a Rummy Parlor save");
  if (!j.contains("version") || !j["version"].is_number_integer()) return Damaged("it has no version");
  if (j["version"].get<int>() > kSaveVersion) {
    return Damaged("it was made by a newer version of Rummy Parlor (save version " + std::to_string(j["version"].get<int>()) +
                   ")");
  }
  if (!j.contains("game") || !j["game"].is_string()) return Damaged("it does not say which game it is");
  const Game* game = FindGame(j["game"].get<std::string>());
  if (!game) return Damaged("it is a game this version does not know ('" + j["game"].get<std::string>() + "')");
  if (!j.contains("players") || !j["players"].is_number_integer()) return Damaged("it does not say how many play");
  Options options;
  if (j.contains("options")) {
    if (!j["options"].is_object()) return Damaged("its options are not readable");
    for (const auto& [k, v] : j["options"].items()) {
      if (!v.is_number_integer()) return Damaged("option '" + k + "' is not a number");
      options[k] = v.get<int>();
    }
  }
  // An option this save was made before: its matches played as the option's old value says.
  for (const OptionInfo& o : game->OptionList()) {
    if (o.before_it_existed && !options.count(o.name)) options[o.name] = *o.before_it_existed;
  }
  if (!j.contains("seed") || !j["seed"].is_string()) return Damaged("it has no deal number");
  const std::string seed_text = j["seed"].get<std::string>();
  if (seed_text.empty() || seed_text.size() > 20 || seed_text.find_first_not_of("0123456789") != std::string::npos) {
    return Damaged("its deal number is not a number");
  }
  const uint64_t seed = std::strtoull(seed_text.c_str(), nullptr, 10);
  if (!j.contains("moves") || !j["moves"].is_array()) return Damaged("it has no move list");
  Result<std::unique_ptr<State>> state =
      j.contains("start") ? LoadPositionJson(j["start"]) : game->NewMatch(j["players"].get<int>(), options, seed);
  if (!state) return j.contains("start") ? state.error() : Damaged(state.error().Message());
  if ((*state)->GameName() != game->Name() || (*state)->NumPlayers() != j["players"].get<int>()) {
    return Damaged("its starting position is of another game or number of players");
  }
  int n = 0;
  for (const nlohmann::json& m : j["moves"]) {
    ++n;
    if (!m.is_string()) return Damaged("move " + std::to_string(n) + " is not text");
    const std::string text_move = m.get<std::string>();
    Result<Move> move = ParseMove(text_move);
    if (!move) return Damaged("move " + std::to_string(n) + " ('" + text_move + "') " + move.error().Message());
    if (std::optional<Error> e = (*state)->Apply(*move)) {
      return Damaged("move " + std::to_string(n) + " ('" + text_move + "') cannot be played: " + e->Message());
    }
  }
  if (j.contains("check")) {
    if (!j["check"].is_string() || j["check"].get<std::string>() != StateCheck(**state)) {
      return Damaged("the replayed game does not match its check value");
    }
  }
  return std::move(state).value();
}

}  // namespace rummy
