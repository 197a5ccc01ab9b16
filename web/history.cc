#include "history.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <nlohmann/json.hpp>

#include "games/panel.h"
#include "imgui.h"
#include "mirror.h"
#include "platform.h"
#include "score_sheet.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

std::string Date(int64_t ms) {
  const std::time_t t = static_cast<std::time_t>(ms / 1000);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", std::gmtime(&t));
  return buf;
}

// Who won, or how far the match got when the player left it for another.
std::string Outcome(const SheetRecord& r) {
  if (!r.finished) return "left unfinished " + LeftAt(r);
  std::string s;
  for (size_t i = 0; i < r.sheet.winners.size(); ++i) s += (i ? " and " : "") + r.seats[r.sheet.winners[i]].name;
  return s + (r.sheet.winners.size() > 1 ? " shared the win" : " won");
}

}  // namespace

void History::Refresh() {
  archive_ = storage_->ReadAll();
  open_ = -1;
}

void History::Import(const std::string& file) {
  message_ = storage_->Import(file);
  Refresh();
}

bool History::Frame(const Fonts& fonts) {
  bool stay = true;
  ImGui::PushFont(fonts.title);
  ImGui::TextUnformatted("History and statistics");
  ImGui::PopFont();
  Flow f;
  if (f.Button("Back", "button:back", true)) stay = false;
  if (f.Button("Export all saved data", "button:export")) {
    DownloadText("rummy-parlor-backup.json", storage_->Export());
    message_ = "Your saved data was offered as a download: rummy-parlor-backup.json.";
  }
  if (f.Button("Import a backup", "button:import")) PickFile();
  if (!message_.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kGoldText, "%s", message_.c_str());
    ImGui::PopTextWrapPos();
    Hook().Rect("message");
  }
  for (const std::string& p : archive_.problems) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kErrorText, "%s", p.c_str());
    ImGui::PopTextWrapPos();
    Hook().Rect("problem");
  }
  Section("Statistics");
  const std::map<std::string, GameStats> stats = Statistics(archive_.sheets);
  if (stats.empty()) {
    ImGui::TextDisabled("No finished matches yet.");
    TheMirror().Text("statistics", "No finished matches yet.");
  }
  for (const auto& [game, g] : stats) {
    char words[256];
    const std::string title = FindGame(game)->Title();
    if (g.played > 0) {
      std::snprintf(words, sizeof words, "%s: %d played, %d won, average %.1f, best %d (%s wins)", title.c_str(), g.played, g.won,
                    g.average, g.best, g.lowest_wins ? "lowest" : "highest");
    } else {
      std::snprintf(words, sizeof words, "%s: none finished", title.c_str());
    }
    if (g.unfinished > 0) {
      const size_t n = std::strlen(words);
      std::snprintf(words + n, sizeof words - n, ", %d left unfinished", g.unfinished);
    }
    ImGui::TextWrapped("%s", words);
    TheMirror().Text("statistics", words);
  }
  Section("Past matches");
  if (archive_.sheets.empty()) {
    // An empty section read as if the list had failed to load.
    const char* none =
        "None yet. Each match you finish, or leave unfinished by starting another, is listed here with its score sheet.";
    ImGui::TextDisabled("%s", none);
    TheMirror().Text("matches", none);
    Hook().Rect("no-matches");
  }
  for (size_t i = 0; i < archive_.sheets.size(); ++i) {
    const SheetRecord& r = archive_.sheets[i];
    std::string line = Date(r.finished_ms) + "  " + FindGame(r.game)->Title() + ": ";
    for (size_t s = 0; s < r.seats.size(); ++s)
      line += (s ? ", " : "") + r.seats[s].name + " " + std::to_string(r.sheet.totals[s]);
    line += "  \u2014 " + Outcome(r);
    ImGui::PushID(static_cast<int>(i));
    // A wrapped line rather than a Selectable: on a phone a long line stays inside the screen, and
    // a swipe that starts on it scrolls the page (DragToScroll); a tap without a drag opens it.
    // On a touch screen the line is a touch target tall, its words in the middle.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::CalcTextSize(line.c_str(), nullptr, false, ImGui::GetContentRegionAvail().x);
    const float h = CoarsePointer() ? std::max(size.y, ButtonHeight()) : size.y;
    const ImVec2 end(at.x + size.x, at.y + h);
    const bool hovered = ImGui::IsMouseHoveringRect(at, end);
    if (open_ == static_cast<int>(i) || hovered) {
      ImGui::GetWindowDrawList()->AddRectFilled(at, end, ImGui::GetColorU32(hovered ? ImGuiCol_HeaderHovered : ImGuiCol_Header));
    }
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + std::floor((h - size.y) / 2)));
    ImGui::TextWrapped("%s", line.c_str());
    if (h > size.y) {
      ImGui::SetCursorScreenPos(ImVec2(at.x, end.y));
      ImGui::Dummy(ImVec2(0, 0));
    }
    // In the mirror (screen readers, the keyboard) the line is a toggle that opens its sheet too.
    const std::string id = "sheet:" + std::to_string(i);
    TheMirror().Text("matches", line, id);
    const bool toggled = TheMirror().Tap(id, true, "", open_ == static_cast<int>(i));
    if (toggled || (hovered && ImGui::IsWindowHovered() && TapReleased())) {
      open_ = open_ == static_cast<int>(i) ? -1 : static_cast<int>(i);
      open_total_ = PanelFor(r.game)->TotalLabel();  // asked once, not every frame it is shown
    }
    Hook().Rect(id, at, end);
    if (open_ == static_cast<int>(i)) {
      std::vector<std::string> names;
      for (const Seat& seat : r.seats) names.push_back(seat.name);
      // A match left unfinished: its totals so far under the hands, or that no hand was scored.
      if (r.sheet.hands.empty()) {
        const char* none = "It was left before the first hand was scored.";
        ImGui::TextDisabled("%s", none);
        TheMirror().Text("matches", none);
      } else {
        DrawScoreSheet(names, r.sheet, !r.finished, open_total_);
      }
      const std::string deal = "Deal number " + std::to_string(r.seed);
      ImGui::TextDisabled("%s", deal.c_str());
      for (size_t h = 0; h < r.sheet.hands.size(); ++h) {
        std::string row = "Hand " + std::to_string(h + 1) + ": ";
        for (size_t s = 0; s < r.sheet.hands[h].size() && s < names.size(); ++s)
          row += (s ? ", " : "") + names[s] + " " + std::to_string(r.sheet.hands[h][s]);
        TheMirror().Text("matches", row);
      }
      TheMirror().Text("matches", deal);
    }
    ImGui::PopID();
  }
  return stay;
}

std::string History::StateJson() const {
  nlohmann::json j;
  j["screen"] = "history";
  j["message"] = message_;
  j["problems"] = archive_.problems;
  std::vector<std::string> ids;
  for (const SheetRecord& r : archive_.sheets) ids.push_back(r.id);
  j["sheets"] = ids;
  j["open"] = open_;  // the match whose score sheet is open, or -1
  const std::string s = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return s.substr(1, s.size() - 2);
}

}  // namespace rummy::web
