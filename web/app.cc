#include "app.h"

#include <cctype>
#include <nlohmann/json.hpp>

#include "imgui.h"
#include "mirror.h"
#include "platform.h"
#include "registry/registry.h"
#include "sound.h"
#include "test_hook.h"
#include "thinker.h"
#include "widgets.h"

namespace rummy::web {

App::App() : settings_(storage_.LoadSettings()) {
  style_.four_colour = settings_.four_colour;
  style_.large = settings_.large;
  style_.high_contrast = settings_.contrast;
  sound::SetEnabled(settings_.sound);
  ApplyTheme(style_);
  lobby_.Restore(storage_.LoadLobby());
  lobby_kept_ = lobby_.Choices();
}

void App::KeepLobbyChoices() {
  if (lobby_.Choices() == lobby_kept_) return;
  lobby_kept_ = lobby_.Choices();
  storage_.SaveLobby(lobby_kept_);
}

void App::KeepSettings() {
  const Settings now{sound::Enabled(), style_.four_colour, style_.large, style_.high_contrast};
  if (now == settings_) return;
  if (now.large != settings_.large || now.contrast != settings_.contrast) ApplyTheme(style_);
  settings_ = now;
  storage_.SaveSettings(now);
  RequestFrames();  // the fonts are rebuilt at the new size before the next frame
}

namespace {

// A match in words for the lobby: the game's name and the hand as the table's headline counts it
// ("Kentucky, hand 2 of 10"; "Rummy, hand 3" when the game is played to a target score).
std::string Summary(const Match& m) {
  const State& s = m.state();
  const Game* g = FindGame(s.GameName());
  std::string hand = g->Game::Headline(s.ViewFor(0));
  hand[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(hand[0])));
  return g->Title() + ", " + hand;
}

}  // namespace

std::string App::SavedSummary() const {
  const std::string text = StorageGet(kCurrentKey);
  // The table open here is what is saved (unless another tab saved since): no need to read it back.
  if (!text.empty() && table_ && !table_->SavingStopped()) return Summary(table_->match());
  if (text == summarised_) return summary_;  // read again only when the record changed
  summarised_ = text;
  summary_.clear();
  if (text.empty()) return summary_;
  Result<CurrentRecord> c = CurrentFromJson(text);
  Result<Match> m = c ? Match::Load(c->match) : Result<Match>(c.error());
  return summary_ = m ? Summary(*m) : "a saved game that may be damaged";
}

void App::ImportFile(const std::string& text) {
  show_history_ = true;
  table_.reset();
  history_.Import(text);
  RequestFrames();
}

void App::SaveNow() {
  if (table_) table_->Save();
}

void App::OtherTabSaved() {
  saved_stale_ = true;
  if (table_) table_->StopSaving();
}

void App::Start(const StartRequest& r, bool replacing) {
  std::vector<Seat> seats = NameSeats(r.levels);
  for (size_t i = 0; i < seats.size() && i < r.names.size(); ++i) {
    const size_t from = r.names[i].find_first_not_of(' '), to = r.names[i].find_last_not_of(' ');
    if (from == std::string::npos || r.levels[i] != "human") continue;
    seats[i].name = r.names[i].substr(from, to - from + 1);
  }
  for (size_t i = 0; i < seats.size(); ++i) {
    for (size_t k = 0; k < i; ++k) {
      if (seats[i].name == seats[k].name) {
        error_ = "Two seats are both called " + seats[i].name + ": give each person a different name.";
        return;
      }
    }
  }
  Result<Match> m = Match::New(r.game, seats, r.options, r.seed);
  if (!m) {
    error_ = m.error().Message();
    return;
  }
  error_.clear();
  if (replacing) storage_.FileUnfinished();  // (if the browser refuses, the new game still starts)
  table_ = std::make_unique<Table>(std::move(m).value(), &style_, &storage_);
  table_->Save();
  Announce("A new game of " + FindGame(r.game)->Title() + " begins.");
}

void App::Resume() {
  Result<Match> m = storage_.LoadCurrent();
  if (!m) {
    // The record was set aside (not deleted); the lobby says why it cannot be resumed.
    error_ = m.error().Message();
    saved_stale_ = true;
    return;
  }
  error_.clear();
  table_ = std::make_unique<Table>(std::move(m).value(), &style_, &storage_);
}

void App::Frame(const Fonts& fonts) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  DrawFelt();
  ImGui::Begin("table", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  ArmEnterKey();
  // The table lays itself out to the screen's edge (web/layout.h, a margin of 8 px); the window
  // clips half its padding in from the edge, which the larger text's padding makes more than
  // that margin: the table's edges would be cut off.
  const bool unclipped = table_ != nullptr;
  if (unclipped) ImGui::PushClipRect(vp->Pos, ImVec2(vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y), false);
  ImGui::PushTextWrapPos(0);  // every text wraps at the window's edge (a phone is narrow)
  if (table_ && table_->SavingStopped()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kErrorText,
                       "This game is open in another tab too, and was saved there. This tab no longer saves it, "
                       "so neither tab overwrites the other's moves.");
    ImGui::PopTextWrapPos();
    Hook().Rect("other-tab");
    // A new table from that save, saving again (if the save cannot be read, this one stays).
    if (HookButton("Continue here from that save", "button:continue-here", true)) Resume();
    ImGui::Separator();
  }
  if (table_) {
    const TableExit exit = table_->Frame(fonts);
    if (exit == TableExit::kStay) table_->MirrorText();
    if (exit == TableExit::kLobby) {
      // Back in the lobby with the game just left chosen (its seats and rules as the lobby had
      // them when it is the same game).
      const std::string left = table_->match().state().GameName();
      if (lobby_.game() != left) lobby_.SelectGame(left);
      lobby_.ScrollToTop();
      table_.reset();
      saved_stale_ = true;
    }
  } else if (show_history_) {
    TheMirror().Text("heading", "History and statistics");
    show_history_ = history_.Frame(fonts);
    saved_stale_ = true;  // an import may have brought an unfinished game
  } else {
    if (saved_stale_) {
      saved_ = SavedSummary();
      saved_stale_ = false;
    }
    TheMirror().Text("heading", "Rummy Parlor: choose a game and who plays");
    if (!saved_.empty()) TheMirror().Text("actions", "Unfinished game: " + saved_);
    TheMirror().Text("lobby-game", FindGame(lobby_.game())->Blurb());
    if (!error_.empty()) TheMirror().Text("actions", error_);
    bool resume = false, history = false;
    std::optional<StartRequest> start = lobby_.Frame(fonts, &style_, saved_, error_, &resume, &history);
    KeepLobbyChoices();
    if (resume) Resume();
    if (start) Start(*start, !saved_.empty());
    if (history) {
      history_.Refresh();
      show_history_ = true;
    }
  }
  ImGui::PopTextWrapPos();
  if (unclipped) ImGui::PopClipRect();
  ImGui::End();
  DragToScroll(!table_);  // the table's own drags (cards) stay drags
  KeepSettings();
  // The table has its own keys (arrows, Space, Enter, letters, digits); ImGui's keyboard
  // navigation would act on the same keys, so it serves only the other screens.
  ImGuiIO& io = ImGui::GetIO();
  if (table_)
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  else
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
}

std::string App::StateJson() const {
  std::string fields = table_ ? table_->StateJson() : show_history_ ? history_.StateJson() : lobby_.StateJson();
  nlohmann::json j;
  j["saved"] = SavedSummary();
  j["other_tab"] = table_ && table_->SavingStopped();
  j["error"] = error_;
  const ImGuiIO& io = ImGui::GetIO();
  j["display"] = {io.DisplaySize.x, io.DisplaySize.y};
  j["framebuffer_scale"] = io.DisplayFramebufferScale.x;
  j["font_scale"] = io.FontGlobalScale;
  j["settings"] = {{"sound", settings_.sound},
                   {"four_colour", settings_.four_colour},
                   {"large", settings_.large},
                   {"contrast", settings_.contrast}};
  j["card_scale"] = style_.Scale();
  j["font_px"] = ImGui::GetFontSize();
  j["thinker"] = nlohmann::json::parse(ThinkerJson());
  const std::string s = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return fields + "," + s.substr(1, s.size() - 2);
}

std::string App::Command(const std::string& text) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return "{\"error\":\"not a JSON object\"}";
  if (j.contains("lobby") && j["lobby"].is_string()) {
    table_.reset();
    saved_stale_ = true;
    lobby_.SelectGame(j["lobby"].get<std::string>());
  }
  if (j.contains("start") && j["start"].is_object()) {
    const nlohmann::json& s = j["start"];
    StartRequest r;
    r.game = s.value("game", FirstChoice().Name());
    r.levels = s.value("seats", std::vector<std::string>{"human", "basic"});
    r.seed = s.value("seed", uint64_t{1});
    r.names = s.value("names", std::vector<std::string>{});
    if (s.contains("options") && s["options"].is_object()) {
      for (const auto& [k, v] : s["options"].items()) {
        if (v.is_number_integer()) r.options[k] = v.get<int>();
      }
    }
    Start(r);
    if (!table_) return nlohmann::json{{"error", error_}}.dump();
    if (s.contains("pace") && s["pace"].is_number()) table_->SetPace(s["pace"].get<float>());
  }
  // A match (the state's `save`, or one whose save starts from a position, docs/POSITIONS.md)
  // put on the table as it stands: tests set up a hand part-way through without playing to it.
  if (j.contains("load") && (j["load"].is_object() || j["load"].is_string())) {
    Result<Match> m = Match::Load(j["load"].is_string() ? j["load"].get<std::string>() : j["load"].dump());
    if (!m) return nlohmann::json{{"error", m.error().Message()}}.dump();
    error_.clear();
    table_ = std::make_unique<Table>(std::move(m).value(), &style_, &storage_);
    table_->Save();
  }
  if (j.contains("pace") && j["pace"].is_number() && table_) table_->SetPace(j["pace"].get<float>());
  if (j.value("break_thinker", false) && TestMode()) BreakThinkerForTest();
  return "{\"ok\":true}";
}

}  // namespace rummy::web
