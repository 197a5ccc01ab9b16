#include "mirror.h"

#include <functional>
#include <nlohmann/json.hpp>

#include "imgui.h"
#include "match/describe.h"
#include "platform.h"

namespace rummy::web {

namespace {

bool Starts(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// The groups in the order a screen reader meets them, with the label each is announced by.
struct Group {
  const char* id;
  const char* label;
};
constexpr Group kGroups[] = {
    {"heading", ""},
    {"rules", "How to play"},
    {"players", "Players"},
    {"melds", "Melds on the table"},
    {"centre", "Stock and discard pile"},
    {"summary", "Scores"},
    {"actions", "Actions"},
    {"statistics", "Statistics"},
    {"matches", "Past matches"},
    {"hand", "Your hand"},
    {"lobby-game", "Game"},
    {"lobby-players", "Players"},
    {"lobby-rules", "House rules"},
    {"lobby-deal", "Deal"},
    {"menu", "Menu"},
};

// Where a control goes when no text of the screen has its id: by the id's kind.
std::string GroupOf(const std::string& id) {
  if (Starts(id, "card:") || Starts(id, "staged:")) return "hand";
  if (id == "stock" || id == "discard" || Starts(id, "track:")) return "centre";
  if (Starts(id, "meld:")) return "melds";
  if (Starts(id, "sheet:")) return "matches";
  if (Starts(id, "game:")) return "lobby-game";
  if (Starts(id, "players:") || Starts(id, "seat:") || Starts(id, "input:name:")) return "lobby-players";
  if (id == "input:seed") return "lobby-deal";
  if (Starts(id, "option:") || id == "button:default-options" || id == "header:house-rules") return "lobby-rules";
  for (const char* menu : {"button:sheet", "button:rules", "button:hint", "button:pace", "button:leave", "check:four-colour"}) {
    if (id == menu) return "menu";
  }
  return "actions";
}

}  // namespace

Mirror& TheMirror() {
  static Mirror mirror;
  return mirror;
}

void Mirror::BeginFrame() {
  texts_.clear();
  controls_.clear();
  log_.clear();
  took_ = false;
}

void Mirror::Control(const std::string& id, const std::string& name, MirrorRole role, int state) {
  for (const Item& c : controls_) {
    if (c.id == id) return;  // drawn twice in a frame (a relayout): the first one counts
  }
  // ImGui's "label##id" suffix is not for reading.
  controls_.push_back({GroupOf(id), "", id, name.substr(0, name.find("##")), static_cast<char>(role), state, ""});
}

bool Mirror::Take(const std::string& id) {
  if (queued_.empty() || queued_ != id) return false;
  queued_.clear();
  took_ = true;
  return true;
}

bool Mirror::Tap(const std::string& id, bool clickable, const std::string& name, int state) {
  if (!clickable) return false;
  Control(id, name, state < 0 ? MirrorRole::kButton : MirrorRole::kToggle, state);
  return Take(id);
}

bool Mirror::Field(const std::string& id, const std::string& name, const std::string& value, std::string* typed) {
  const bool changed = !typed_.first.empty() && typed_.first == id;
  if (changed) *typed = std::move(typed_.second), typed_ = {};
  controls_.push_back({GroupOf(id), "", id, name, static_cast<char>(MirrorRole::kTextField), -1, changed ? *typed : value});
  return changed;
}

void Mirror::Text(const std::string& group, const std::string& text, const std::string& id, const std::string& list) {
  if (text.empty() && id.empty()) return;
  texts_.push_back({group, list, id, text, 0, -1, ""});
}

void Mirror::Log(size_t index, const std::string& text) { log_.emplace_back(index, text); }

void Mirror::EndFrame() {
  queued_.clear();  // activated but not drawn this frame: it is gone, nothing happens
  typed_ = {};
  // A control acted for the page this frame: parts of the screen were skipped while it changed;
  // the next frame (the loop draws a few more) shows it whole.
  if (took_) return;
  std::vector<Item> items = texts_;
  std::vector<bool> used(controls_.size(), false);
  for (Item& t : items) {
    for (size_t c = 0; c < controls_.size() && !t.id.empty(); ++c) {
      if (controls_[c].id != t.id) continue;
      t.role = controls_[c].role;
      t.state = controls_[c].state;
      if (!controls_[c].name.empty()) t.name = controls_[c].name;
      used[c] = true;
    }
  }
  for (size_t c = 0; c < controls_.size(); ++c) {
    if (!used[c]) items.push_back(controls_[c]);
  }
  nlohmann::json groups = nlohmann::json::array();
  for (const Group& g : kGroups) {
    nlohmann::json list = nlohmann::json::array();
    for (const Item& it : items) {
      if (it.group != g.id) continue;
      nlohmann::json j = {{"n", SpokenText(it.name)}};
      if (!it.id.empty()) j["k"] = it.id;
      if (!it.list.empty()) j["l"] = SpokenText(it.list);
      if (it.role) j["r"] = std::string(1, it.role);
      if (it.state >= 0) j["s"] = it.state;
      if (it.role == static_cast<char>(MirrorRole::kTextField)) j["v"] = it.value;
      list.push_back(std::move(j));
    }
    if (!list.empty()) groups.push_back({{"g", g.id}, {"l", g.label}, {"i", std::move(list)}});
  }
  nlohmann::json log = nlohmann::json::array();
  for (const auto& [index, text] : log_) log.push_back({index, SpokenText(text)});
  // "typing": a text field of the canvas has the keys (Tab stays there; mirror.js).
  const bool typing = ImGui::GetIO().WantTextInput;
  json_ = nlohmann::json{{"groups", std::move(groups)}, {"log", std::move(log)}, {"typing", typing}}.dump(
      -1, ' ', false, nlohmann::json::error_handler_t::replace);
  const size_t hash = std::hash<std::string>{}(json_);
  if (hash == sent_) return;
  sent_ = hash;
  SendMirror(json_);
}

}  // namespace rummy::web
