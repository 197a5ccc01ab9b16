#include "lobby.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <utility>

#include "imgui.h"
#include "imgui_internal.h"  // SetNextWindowScroll
#include "match/match.h"
#include "mirror.h"
#include "platform.h"
#include "registry/registry.h"
#include "rules_text.h"
#include "sound.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

std::string Question(const std::string& saved) {
  return "You have an unfinished game: " + saved + ". Starting a new game ends it.";
}

// Whether the question's two answers stand side by side (as Flow places them: each its words and
// frame padding, a gap between) or one under the other.
bool AnswersSideBySide() {
  const ImGuiStyle& st = ImGui::GetStyle();
  return ImGui::CalcTextSize("Start the new game").x + ImGui::CalcTextSize("Keep it").x + 4 * st.FramePadding.x +
             st.ItemSpacing.x <=
         ImGui::GetContentRegionAvail().x;
}

bool g_house_open = false;  // the house rules are shown (their header is open)

std::string LevelLabel(const std::string& level) { return level == "human" ? "Person" : "Computer: " + level; }

// The choices a house rule's description lists ("Cards dealt: 0 = 11 every hand, 1 = enough for
// the contract, 2 = ..."): the heading before the colon, and one label per value 0..max; empty
// when the description lists none.
std::vector<std::string> ListedChoices(const std::string& d, int max, std::string* heading) {
  const size_t colon = d.find(": 0");
  if (colon == std::string::npos) return {};
  std::vector<std::string> out;
  size_t at = colon + 2;
  for (int v = 0; v <= max; ++v) {
    const std::string key = std::to_string(v);
    if (d.compare(at, key.size(), key) != 0) return {};
    at += key.size();
    at += d.compare(at, 3, " = ") == 0 ? 3 : 1;
    const size_t end = v < max ? d.find(", " + std::to_string(v + 1), at) : d.size();
    if (end == std::string::npos) return {};
    out.push_back(d.substr(at, end - at));
    at = end + 2;
  }
  *heading = d.substr(0, colon);
  return out;
}

}  // namespace

Lobby::Lobby() { SelectGame(FirstChoice().Name()); }

std::string Lobby::game() const { return Games()[game_]->Name(); }

void Lobby::SelectGame(const std::string& name) {
  for (size_t i = 0; i < Games().size(); ++i) {
    if (Games()[i]->Name() == name) game_ = static_cast<int>(i);
  }
  const Game* g = Games()[game_];
  const int players = std::clamp(4, g->MinPlayers(), g->MaxPlayers());
  const std::vector<std::string> levels = SeatLevels(g->Name());
  levels_.assign(players, levels.size() > 2 ? "basic" : levels.back());
  levels_[0] = "human";
  ResetOptions();
  const auto kept = kept_.games.find(g->Name());
  if (kept != kept_.games.end()) ApplyChoices(g->Name(), kept->second, &levels_, &options_);
}

void Lobby::Restore(const LobbyChoices& kept) {
  kept_ = kept;
  for (size_t s = 0; s < kept.names.size() && s < 8; ++s) std::snprintf(names_[s], sizeof names_[s], "%s", kept.names[s].c_str());
  SelectGame(kept.game.empty() ? game() : kept.game);
  Remember();
}

void Lobby::Remember() {
  kept_.game = game();
  kept_.games[game()] = {levels_, ChangedOptions(game(), options_)};
  kept_.names.clear();
  for (const auto& name : names_) kept_.names.push_back(name);
  while (!kept_.names.empty() && kept_.names.back().empty()) kept_.names.pop_back();
}

void Lobby::SetSeats(const std::vector<std::string>& levels) { levels_ = levels; }

void Lobby::ResetOptions() {
  options_.clear();
  for (const OptionInfo& o : Games()[game_]->OptionList()) options_[o.name] = o.default_value;
}

uint64_t Lobby::Seed(bool* random) const {
  *random = seed_text_[0] == '\0';
  return *random ? 0 : std::strtoull(seed_text_, nullptr, 10);
}

std::optional<StartRequest> Lobby::Frame(const Fonts& fonts, CardStyle* style, const std::string& saved, const std::string& error,
                                         bool* resume, bool* history) {
  const Game* g = Games()[game_];  // (changes when a game is chosen below)
  PushTouchFrames();               // every control a touch target tall on a touch screen
  // No scroll bar, as before the foot was pinned: the lobby scrolls by a drag or the wheel.
  if (std::exchange(scroll_top_, false)) ImGui::SetNextWindowScroll(ImVec2(-1.0f, 0.0f));
  BeginAboveFoot("lobby", std::max(foot_h_, ButtonHeight()), ImGuiWindowFlags_NoScrollbar);
  const ImVec2 shown = ImGui::GetWindowPos();
  Hook().Rect("lobby:choices", shown, ImVec2(shown.x + ImGui::GetWindowWidth(), shown.y + ImGui::GetWindowHeight()));
  ImGui::PushFont(fonts.title);
  ImGui::TextColored(kGoldText, "Rummy Parlor");
  // The four suits after the name, as on the loading screen.
  const char* suits[] = {"\u2660", "\u2665", "\u2666", "\u2663"};
  const float suits_w = ImGui::CalcTextSize("\u2660 \u2665 \u2666 \u2663").x + 4 * ImGui::GetStyle().ItemSpacing.x;
  const float room = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x - ImGui::GetItemRectMax().x;
  for (int i = 0; i < 4 && room > suits_w; ++i) {
    ImGui::SameLine();
    ImGui::TextColored(i == 1 || i == 2 ? ImVec4(1.0f, 0.45f, 0.42f, 1) : ImVec4(0.97f, 0.96f, 0.90f, 1), "%s", suits[i]);
  }
  ImGui::PopFont();
  ImGui::TextWrapped("Five rummy card games against the computer. Choose a game and who plays.");
  if (HookButton("History and statistics", "button:history")) *history = true;
  if (!saved.empty()) {
    ImGui::Spacing();
    ImGui::TextColored(kGoldText, "Unfinished game: %s", saved.c_str());
    if (HookButton("Continue where you stopped", "button:continue", true)) *resume = true;
  }
  ImGui::Spacing();
  BeginPanel();
  Section("Game");
  Flow games;
  for (size_t i = 0; i < Games().size(); ++i) {
    if (games.Button(Games()[i]->Title().c_str(), "game:" + Games()[i]->Name(), static_cast<int>(i) == game_)) {
      SelectGame(Games()[i]->Name());
    }
  }
  g = Games()[game_];  // the rest of the frame is about the game chosen (its rules, its seats)
  ImGui::TextDisabled("%s", g->Blurb().c_str());
  if (HookButton(("How to play " + g->Title()).c_str(), "button:rules", rules_)) {
    rules_ = !rules_;
    rules_opened_ = rules_;
  }
  if (rules_) {
    // Just opened: the button goes to the top of the region, the rules under it in view (on a
    // phone on its side they opened below the screen's foot, and the tap seemed to do nothing).
    if (std::exchange(rules_opened_, false)) ImGui::SetScrollHereY(0.0f);
    DrawRulesText(g->Name());
    ImGui::Spacing();
  }

  EndPanel();
  BeginPanel();
  Section("Players");
  // The most the house rules allow (Kaluki: 6 with its rule for five or six players).
  const int most = g->MaxPlayersWith(options_);
  if (static_cast<int>(levels_.size()) > most) levels_.resize(most);
  int players = static_cast<int>(levels_.size());
  if (g->MinPlayers() != most) {
    // One button per number of players, the chosen one in gold (not a main action: Enter starts);
    // the row wraps on a narrow screen (Five Crowns takes 2 to 14).
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Players:");
    const float button = ImGui::GetFrameHeight() * 1.4f, right = ImGui::GetWindowContentRegionMax().x;
    for (int n = g->MinPlayers(); n <= most; ++n) {
      const float next = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + ImGui::GetStyle().ItemSpacing.x + button;
      if (next <= right) ImGui::SameLine();
      const ImVec4 gold = ImGui::GetStyle().Colors[ImGuiCol_ButtonActive];
      ImGui::PushStyleColor(ImGuiCol_Button, n == players ? gold : ImGui::GetStyle().Colors[ImGuiCol_Button]);
      bool pressed = ImGui::Button(std::to_string(n).c_str(), ImVec2(button, 0));
      pressed |= TheMirror().Tap("players:" + std::to_string(n), true, std::to_string(n) + " players", n == players);
      ImGui::PopStyleColor();
      Hook().Rect("players:" + std::to_string(n));
      if (pressed && n != players) {
        players = n;
        levels_.resize(players, levels_.back() == "human" ? "basic" : levels_.back());
        if (SeatLevels(g->Name()).size() == 1) levels_.assign(players, "human");
      }
    }
  } else {
    ImGui::Text("%d players", players);
  }
  const std::vector<std::string> choices = SeatLevels(g->Name());
  for (int s = 0; s < players; ++s) {
    ImGui::PushID(s);
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Seat %d", s + 1);
    ImGui::SameLine(ImGui::GetFontSize() * 4.7f);  // room for "Seat 14" at any text size
    ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, 220.0f));
    if (ImGui::BeginCombo("##level", LevelLabel(levels_[s]).c_str(), ImGuiComboFlags_HeightLarge)) {
      // Each level a touch target tall on a touch screen (with the gap to the next, which it takes too).
      const float item_h = CoarsePointer() ? ButtonHeight() - ImGui::GetStyle().ItemSpacing.y : 0;
      ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0, 0.5f));
      for (const std::string& c : choices) {
        if (ImGui::Selectable(LevelLabel(c).c_str(), c == levels_[s], 0, ImVec2(0, item_h))) levels_[s] = c;
        Hook().Rect("seat:" + std::to_string(s) + ":" + c);
      }
      ImGui::PopStyleVar();
      ImGui::EndCombo();
    }
    Hook().Rect("seat:" + std::to_string(s));
    for (const std::string& c : choices) {  // the list's choices, each a toggle in the mirror (mirror.h)
      const std::string label = "Seat " + std::to_string(s + 1) + ": " + LevelLabel(c);
      if (TheMirror().Tap("seat:" + std::to_string(s) + ":" + c, choices.size() > 1, label, c == levels_[s])) levels_[s] = c;
    }
    // Several people share the device: each may give their name (the curtain asks for it).
    if (levels_[s] == "human" && std::count(levels_.begin(), levels_.end(), "human") > 1 && s < 8) {
      const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
      if (right - ImGui::GetItemRectMax().x > 170) ImGui::SameLine();  // else below, on a phone
      ImGui::SetNextItemWidth(150);
      ImGui::InputTextWithHint("##name", ("Player " + std::to_string(s + 1)).c_str(), names_[s], sizeof names_[s]);
      Hook().Rect("input:name:" + std::to_string(s));
      std::string typed;
      if (TheMirror().Field("input:name:" + std::to_string(s), "Name of seat " + std::to_string(s + 1), names_[s], &typed))
        std::snprintf(names_[s], sizeof names_[s], "%s", typed.c_str());
    }
    ImGui::PopID();
  }
  if (choices.size() == 1) {
    ImGui::TextWrapped("%s has no computer players yet: every seat is a person sharing this device.", g->Title().c_str());
  }

  const std::vector<OptionInfo> opts = g->OptionList();
  // Short enough for a phone with the larger text (a header does not wrap); how many rules differ
  // from the usual is in it, the id stays the same.
  int changed_rules = 0;
  for (const OptionInfo& o : opts) changed_rules += OptionOr(options_, o.name, o.default_value) != o.default_value ? 1 : 0;
  const std::string house =
      changed_rules == 0 ? "House rules: the usual" : "House rules: " + std::to_string(changed_rules) + " changed";
  if (!opts.empty() && TheMirror().Take("header:house-rules")) ImGui::SetNextItemOpen(!g_house_open);
  g_house_open = !opts.empty() && ImGui::CollapsingHeader((house + "###house-rules").c_str());
  if (!opts.empty()) TheMirror().Control("header:house-rules", house, MirrorRole::kToggle, g_house_open);
  if (g_house_open) {
    Hook().Rect("header:house-rules");
    // The game's groups, each under its title (every option is in one: a registry test holds it).
    std::vector<Game::OptionGroup> groups = g->OptionGroups();
    if (groups.empty()) {
      groups.push_back({"", {}});
      for (const OptionInfo& o : opts) groups.back().names.push_back(o.name);
    }
    for (const Game::OptionGroup& group : groups) {
      if (!group.title.empty()) {
        ImGui::Spacing();
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.85f, 0.45f, 1.0f));
        ImGui::TextUnformatted(group.title.c_str());
        ImGui::PopStyleColor();
        Hook().Rect("group:" + group.title);
        Rule();
      }
      for (const std::string& name : group.names) {
        const auto it = std::find_if(opts.begin(), opts.end(), [&](const OptionInfo& x) { return x.name == name; });
        if (it == opts.end()) continue;
        const OptionInfo& o = *it;
        ImGui::PushID(o.name.c_str());
        // Each rule as its sentence: a checkbox for yes or no, one choice among those the sentence
        // lists, or a number with - and + (a joker's points).
        int& v = options_[o.name];
        const char* changed = v == o.default_value ? "" : " (changed)";
        std::string heading;
        const std::vector<std::string> listed = ListedChoices(o.description, o.max, &heading);
        ImGui::PushTextWrapPos(0);
        if (o.min == 0 && o.max == 1) {
          // The box and its sentence are one target; the sentence wraps on a phone.
          bool flip = ChoiceMark((o.description + changed + "###on").c_str(), v != 0, false);
          flip |= TheMirror().Take("option:" + o.name);
          if (flip) v = v ? 0 : 1;
          TheMirror().Control("option:" + o.name, o.description, MirrorRole::kCheckbox, v);
          Hook().Rect("option:" + o.name);
        } else if (o.min == 0 && !listed.empty()) {
          ImGui::TextUnformatted((heading + ":" + changed).c_str());
          Hook().Rect("option:" + o.name);
          ImGui::Indent();
          for (int c = o.min; c <= o.max; ++c) {
            bool chosen = ChoiceMark(listed[c].c_str(), v == c, true);
            chosen |= TheMirror().Tap("option:" + o.name + ":" + std::to_string(c), true, heading + ": " + listed[c], v == c);
            if (chosen) v = c;
            Hook().Rect("option:" + o.name + ":" + std::to_string(c));
          }
          ImGui::Unindent();
        } else {
          ImGui::TextUnformatted((o.description + changed).c_str());
          ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, 150.0f));
          if (ImGui::InputInt("##value", &v)) v = std::clamp(v, o.min, o.max);
          Hook().Rect("option:" + o.name);
        }
        ImGui::PopTextWrapPos();
        ImGui::Spacing();
        ImGui::PopID();
      }
    }
    if (HookButton("Usual rules", "button:default-options")) ResetOptions();
  } else if (!opts.empty()) {
    Hook().Rect("header:house-rules");
  }

  EndPanel();
  BeginPanel();
  Section("Deal");
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Deal number");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, 200.0f));
  ImGui::InputTextWithHint("##seed", "random", seed_text_, sizeof seed_text_, ImGuiInputTextFlags_CharsDecimal);
  Hook().Rect("input:seed");
  std::string typed;
  if (TheMirror().Field("input:seed", "Deal number (empty: a random deal)", seed_text_, &typed)) {
    typed.erase(std::remove_if(typed.begin(), typed.end(), [](char c) { return c < '0' || c > '9'; }), typed.end());
    std::snprintf(seed_text_, sizeof seed_text_, "%s", typed.c_str());  // digits only, as the field takes
  }
  ImGui::TextDisabled("The same number deals the same cards: replay a deal or share it.");
  EndPanel();

  BeginPanel();
  Section("Look and sound");
  Flow look;
  bool sound_on = sound::Enabled();
  if (look.Checkbox("Sound", &sound_on, "check:sound")) sound::SetEnabled(sound_on);
  LookToggles(style, look);
  look.Checkbox("4 colours", &style->four_colour, "check:four-colour");
  EndPanel();
  // A playtester on a phone on its side saw the games and Start, never the seats under them.
  const bool more = ImGui::GetScrollY() < ImGui::GetScrollMaxY() - 1;
  EndAboveFoot();

  // The foot, pinned below the choices: why the last start failed, then the start (or the question).
  const float foot_top = ImGui::GetCursorScreenPos().y;
  if (!error.empty()) {
    ImGui::TextColored(kErrorText, "%s", error.c_str());
    Hook().Rect("error");
  }
  std::optional<StartRequest> start;
  bool go = false;
  if (saved.empty()) asking_ = false;  // the unfinished game ended elsewhere (another tab)
  bool asked = false;                  // the question is asked from the next frame
  float start_bottom = 0;              // the foot ends under Start (the words beside it end higher)
  if (!asking_) {
    // With an unfinished game saved, starting another asks first: only the player's answer ends it.
    if (FootButton("Start the game", "button:start")) (saved.empty() ? go : asking_) = true;
    start_bottom = ImGui::GetItemRectMax().y;
    if (more) {  // beside Start, in one or two lines centred on it
      const char* words = "More choices further down";
      ImGui::SameLine();
      // (text beside a button is drawn its frame padding lower: taken off)
      const float h = ImGui::CalcTextSize(words, nullptr, false, ImGui::GetContentRegionAvail().x).y;
      ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (ButtonHeight() - h) / 2 - ImGui::GetStyle().FramePadding.y);
      ImGui::TextDisabled("%s", words);
      Hook().Rect("lobby:more");
    }
    asked = asking_;
    if (asked) {
      // The question's height, worked out before it is drawn, so that its first frame is laid
      // out right too (the foot is measured again once drawn): its words, then the two answers
      // in a row, or one under the other when they do not fit side by side.
      const ImGuiStyle& st = ImGui::GetStyle();
      const float w = ImGui::GetContentRegionAvail().x;
      const float rows = AnswersSideBySide() ? 1.0f : 2.0f;
      foot_h_ = ImGui::CalcTextSize(Question(saved).c_str(), nullptr, false, w).y + st.ItemSpacing.y + rows * ButtonHeight() +
                (rows - 1) * st.ItemSpacing.y;
    }
  } else {
    const std::string question = Question(saved);
    ImGui::TextColored(kGoldText, "%s", question.c_str());
    Hook().Rect("start-question");
    TheMirror().Text("actions", question);
    // Keeping it is the gold (Enter) choice: a stray key never ends a game. It stands where "Start
    // the game" stood (first in a row, last when the answers are one under the other, at the foot):
    // a double tap on Start landed its second tap on "Start the new game" and ended the unfinished
    // game (playtest).
    Flow answers;
    const bool row = AnswersSideBySide();
    if (row && answers.Button("Keep it", "button:keep", true)) asking_ = false;
    if (answers.Button("Start the new game", "button:start-new")) go = true;
    if (!row && answers.Button("Keep it", "button:keep", true)) asking_ = false;
  }
  const float foot_h = std::max(ImGui::GetItemRectMax().y, start_bottom) - foot_top;
  relayout_ = asked;
  if (foot_h != foot_h_ && !asked) {
    foot_h_ = foot_h;  // the region above fits it from the next frame
    relayout_ = true;
  }
  if (go) {
    asking_ = false;
    bool random = false;
    uint64_t seed = Seed(&random);
    if (random) seed = RandomSeed() % 1000000000ULL;
    start = StartRequest{g->Name(), levels_, {}, options_, seed};
    for (int s = 0; s < players && s < 8; ++s) start->names.push_back(levels_[s] == "human" ? names_[s] : "");
  }
  if (*resume || *history) asking_ = false;  // the question was answered by leaving the lobby
  Remember();
  PopTouchFrames();
  return start;
}

std::string Lobby::StateJson() const {
  nlohmann::json j;
  j["screen"] = "lobby";
  j["game"] = game();
  j["seats"] = levels_;
  j["options"] = options_;
  j["seed_text"] = seed_text_;
  j["asking"] = asking_;  // the question before a new game ends the unfinished one is shown
  const std::string s = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return s.substr(1, s.size() - 2);
}

}  // namespace rummy::web
