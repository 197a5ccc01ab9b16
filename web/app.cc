#include "app.h"

#include <nlohmann/json.hpp>

#include "imgui.h"
#include "platform.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {
constexpr const char* kSaveKey = "rummy-parlor:v1:current";
}  // namespace

App::App() = default;

std::string App::SavedSummary() const {
  const std::string text = StorageGet(kSaveKey);
  if (text.empty()) return "";
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.contains("save") || !j["save"].is_object()) return "a saved game (damaged)";
  const Game* g = FindGame(j["save"].value("game", ""));
  const size_t moves = j["save"].contains("moves") && j["save"]["moves"].is_array() ? j["save"]["moves"].size() : 0;
  return (g ? g->Title() : std::string("a game")) + ", " + std::to_string(moves) + " moves in";
}

void App::Start(const StartRequest& r) {
  Result<Match> m = Match::New(r.game, NameSeats(r.levels), r.options, r.seed);
  if (!m) {
    error_ = m.error().Message();
    return;
  }
  error_.clear();
  table_ = std::make_unique<Table>(std::move(m).value(), &style_);
  StorageSet(kSaveKey, table_->match().Save());
  Announce("A new game of " + FindGame(r.game)->Title() + " begins.");
}

void App::Resume() {
  Result<Match> m = Match::Load(StorageGet(kSaveKey));
  if (!m) {
    // Kept as it is (nothing a player saved is thrown away); the lobby says why it cannot load.
    error_ = m.error().Message();
    return;
  }
  error_.clear();
  table_ = std::make_unique<Table>(std::move(m).value(), &style_);
}

void App::Frame(const Fonts& fonts) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, kFelt);
  ImGui::Begin("table", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  if (table_) {
    if (table_->Frame(fonts) == TableExit::kLobby) table_.reset();
  } else {
    bool resume = false;
    std::optional<StartRequest> start = lobby_.Frame(fonts, SavedSummary(), &resume);
    if (!error_.empty()) ImGui::TextColored(kErrorText, "%s", error_.c_str());
    if (resume) Resume();
    if (start) Start(*start);
  }
  ImGui::End();
  ImGui::PopStyleColor();
}

std::string App::StateJson() const {
  std::string fields = table_ ? table_->StateJson() : lobby_.StateJson();
  nlohmann::json j;
  j["saved"] = SavedSummary();
  j["error"] = error_;
  const ImGuiIO& io = ImGui::GetIO();
  j["display"] = {io.DisplaySize.x, io.DisplaySize.y};
  j["framebuffer_scale"] = io.DisplayFramebufferScale.x;
  j["font_scale"] = io.FontGlobalScale;
  const std::string s = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return fields + "," + s.substr(1, s.size() - 2);
}

std::string App::Command(const std::string& text) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return "{\"error\":\"not a JSON object\"}";
  if (j.contains("lobby") && j["lobby"].is_string()) {
    table_.reset();
    lobby_.SelectGame(j["lobby"].get<std::string>());
  }
  if (j.contains("start") && j["start"].is_object()) {
    const nlohmann::json& s = j["start"];
    StartRequest r;
    r.game = s.value("game", "five-crowns");
    r.levels = s.value("seats", std::vector<std::string>{"human", "basic"});
    r.seed = s.value("seed", uint64_t{1});
    if (s.contains("options") && s["options"].is_object()) {
      for (const auto& [k, v] : s["options"].items()) {
        if (v.is_number_integer()) r.options[k] = v.get<int>();
      }
    }
    Start(r);
    if (!table_) return nlohmann::json{{"error", error_}}.dump();
  }
  if (j.contains("pace") && j["pace"].is_number() && table_) table_->SetPace(j["pace"].get<float>());
  return "{\"ok\":true}";
}

}  // namespace rummy::web
