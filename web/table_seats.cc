// The table's seats and what just happened: each other player's plate around the table (name,
// level, card backs and count, the engine's words about them, their last move or "thinking..."),
// a finished trick held in view with who won it, and the log pinned to its newest line.
#include <algorithm>
#include <cmath>

#include "imgui.h"
#include "table.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

// `text` cut to `width` with "..." when it is wider.
std::string Fit(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  std::string s = text;
  while (!s.empty() && ImGui::CalcTextSize((s + "...").c_str()).x > width) {
    s.pop_back();
    while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0) == 0x80) s.pop_back();  // whole UTF-8 characters
    if (!s.empty() && (static_cast<unsigned char>(s.back()) & 0x80)) s.pop_back();
  }
  return s + "...";
}

void Line(ImDrawList* dl, const layout::Rect& r, ImU32 colour, const std::string& text) {
  if (r.Empty()) return;
  dl->AddText(ImVec2(r.x, r.y), colour, Fit(text, r.w).c_str());
}

// A line too wide for its place drawn a little smaller, down to 80%, else cut (the larger text on
// a narrow plate, the player's own line on a phone on its side). Returns the width drawn.
float ShrinkLine(ImDrawList* dl, const layout::Rect& r, ImU32 colour, const std::string& text) {
  const float natural = ImGui::CalcTextSize(text.c_str()).x, scale = r.w / natural;
  if (scale >= 1) {
    dl->AddText(ImVec2(r.x, r.y), colour, text.c_str());
  } else if (scale >= 0.8f) {
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize() * scale, ImVec2(r.x, r.y), colour, text.c_str());
  } else {
    Line(dl, r, colour, text);
  }
  return natural * std::clamp(scale, 0.8f, 1.0f);
}

// Words wrapped at `width`, each word's line in `line_of` (layout::WrapWords).
struct Wrapped {
  std::vector<std::string> words;
  std::vector<float> widths;
  std::vector<int> line_of;
  int lines = 0;
  bool fits = true;  // no word wider than the line
};

// `text`'s words, split at its spaces.
std::vector<std::string> Words(const std::string& text) {
  std::vector<std::string> words;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find(' ', at), text.size());
    if (end > at) words.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return words;
}

// A short plate's count of cards stands after a small card back: the gap before the back and
// the back's width, for text of size `font`.
struct CountMark {
  float gap, back_w;
};
CountMark CountMarkFor(float font) { return {std::round(font * 0.4f), std::round(font * 0.5f)}; }

// `words` wrapped at `width`.
Wrapped WrapList(std::vector<std::string> words, float width, float space) {
  Wrapped w;
  w.words = std::move(words);
  for (const std::string& word : w.words) {
    w.widths.push_back(ImGui::CalcTextSize(word.c_str()).x);
    w.fits = w.fits && w.widths.back() <= width;
  }
  w.lines = layout::WrapWords(w.widths, width, space, &w.line_of);
  return w;
}

Wrapped Wrap(const std::string& text, float width, float space) { return WrapList(Words(text), width, space); }

// Draws wrapped words from (x, y), `line_h` apart; each line's extent goes to the test hook as
// `id` + its number (what a test reads to tell the line was not cut). The first `lead` words are
// drawn in `lead_colour` (the own line's name). Returns the right end of the widest line.
float DrawWrapped(ImDrawList* dl, const Wrapped& w, float x, float y, float space, float line_h, ImU32 colour,
                  const std::string& id, size_t lead = 0, ImU32 lead_colour = 0) {
  float at = x, right = x, widest = x;
  for (size_t i = 0; i < w.words.size(); ++i) {
    if (i > 0 && w.line_of[i] != w.line_of[i - 1]) {
      Hook().Rect(id + std::to_string(w.line_of[i - 1]), ImVec2(x, y + w.line_of[i - 1] * line_h),
                  ImVec2(right, y + (w.line_of[i - 1] + 1) * line_h));
      at = x;
    }
    dl->AddText(ImVec2(at, y + w.line_of[i] * line_h), i < lead ? lead_colour : colour, w.words[i].c_str());
    right = at + w.widths[i];
    widest = std::max(widest, right);
    at = right + space;
  }
  if (!w.words.empty()) {
    Hook().Rect(id + std::to_string(w.line_of.back()), ImVec2(x, y + w.line_of.back() * line_h),
                ImVec2(right, y + (w.line_of.back() + 1) * line_h));
  }
  return widest;
}

}  // namespace

std::vector<std::string> Table::BadgeWords(const TableView& v, int p, bool longest) const {
  const Game* g = FindGame(v.game);
  std::string status = longest ? g->LongestStatus(v, p) : g->PlayerStatus(v, p);
  const size_t comma = status.find(", ");
  if (comma != std::string::npos && status.find(" card") < comma) status = status.substr(comma + 2);
  return Words(status);
}

std::string Table::PlateName(int p, bool turn, bool level) const {
  const std::string& l = match_.seats()[p].level;
  return (turn ? "\u25b6 " : "") + Name(p) + (level && l != "human" ? " (" + l + ")" : "");
}

float Table::NameRoom(const TableView& v, const layout::SeatBox& s) const {
  if (layout_.plate == layout::Plate::kFull) return s.name.w;
  // A short plate's line holds the name, then a small card back and the count of cards.
  const float font = ImGui::GetFontSize();
  const float count_w = ImGui::CalcTextSize(std::to_string(v.hand_sizes[s.seat]).c_str()).x;
  const CountMark mark = CountMarkFor(font);
  return s.name.w - (mark.gap + mark.back_w + 3 + count_w);
}

bool Table::DrawsNext(const TableView& v, int p) { return p == v.turn && v.asked && v.current != p; }

void Table::DrawSeats(const TableView& v) {
  spots_.players.assign(v.players, ImVec2(0, 0));
  const int mover = v.turn >= 0 ? v.turn : v.current;
  // A computer player's level after every name or after none: a level on one plate and not on the
  // next read as if the others were people. After all when each fits, with the turn's marker.
  const bool levels = std::all_of(layout_.seats.begin(), layout_.seats.end(), [&](const layout::SeatBox& s) {
    return ImGui::CalcTextSize(PlateName(s.seat, true, true).c_str()).x <= NameRoom(v, s);
  });
  plate_names_.assign(v.players, "");
  for (const layout::SeatBox& s : layout_.seats) DrawPlate(v, s, mover, levels);
}

void Table::DrawPlate(const TableView& v, const layout::SeatBox& s, int mover, bool levels) {
  const int p = s.seat;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const layout::Rect& b = s.box;
  const bool turn = p == mover;
  dl->AddRectFilled(ImVec2(b.x, b.y), ImVec2(b.Right(), b.Bottom()), turn ? IM_COL32(0, 0, 0, 120) : IM_COL32(0, 0, 0, 70), 8.0f);
  // Whose turn it is: a glow and a border around their plate (and the marker before the name).
  if (turn) DrawGlow(dl, ImVec2(b.x, b.y), ImVec2(b.Right(), b.Bottom()), 0.0f);
  Hook().Rect("player:" + std::to_string(p), ImVec2(b.x, b.y), ImVec2(b.Right(), b.Bottom()));
  spots_.players[p] = ImVec2(s.fan.Empty() ? b.x : s.fan.x, s.fan.Empty() ? b.y : s.fan.y);
  const std::string count = std::to_string(v.hand_sizes[p]);
  std::string name = PlateName(p, turn, levels);
  // The count of cards in hand, and its place for the tests.
  const float count_w = ImGui::CalcTextSize(count.c_str()).x, font = ImGui::GetFontSize();
  auto draw_count = [&](ImVec2 at) {
    dl->AddText(at, IM_COL32(240, 240, 220, 255), count.c_str());
    Hook().Rect("count:" + std::to_string(p), at, ImVec2(at.x + count_w, at.y + font));
  };
  // The name line: on a short plate the count follows it after a small card back, as the full
  // plate shows it beside its fan, so that it does not read as points. When the line is short the
  // levels go first (from every plate, DrawSeats), then the turn's marker (the plate's glow says
  // whose turn it is too), then the end of the name. Its whole extent, as wide as its words uncut,
  // goes to the test hook.
  const bool full = layout_.plate == layout::Plate::kFull;
  const CountMark mark = CountMarkFor(font);
  const float back_h = mark.back_w * kCardAspect;
  const float room = NameRoom(v, s);
  if (ImGui::CalcTextSize(name.c_str()).x > room) name = PlateName(p, false, levels);
  Hook().Rect("plate-name:" + std::to_string(p), ImVec2(s.name.x, s.name.y),
              ImVec2(s.name.x + ImGui::CalcTextSize(name.c_str()).x + s.name.w - room, s.name.y + font));
  name = Fit(name, room);
  plate_names_[p] = name;
  Line(dl, s.name, SeatColour(p), name);
  if (!full) {
    const ImVec2 back(s.name.x + ImGui::CalcTextSize(name.c_str()).x + mark.gap, s.name.y + std::round((font - back_h) / 2));
    DrawCardBack(dl, back, mark.back_w);
    draw_count(ImVec2(back.x + mark.back_w + 3, s.name.y));
  }
  if (!s.fan.Empty()) {
    const int backs = std::min(v.hand_sizes[p], 8);
    for (int i = 0; i < backs; ++i) DrawCardBack(dl, ImVec2(s.fan.x + i * s.back_step, s.fan.y), s.back_w);
    const float after = s.fan.x + (backs > 0 ? (backs - 1) * s.back_step + s.back_w + 6 : 0);
    draw_count(ImVec2(after, s.fan.CentreY() - font / 2));
  }
  // The badges wrapped word by word as the layout made room for them (never cut short).
  const float space = layout_input_.space_width, line_h = layout_input_.line_height;  // as the layout wrapped them
  int badge_lines = 0;  // the lines this plate's badges take (the layout makes room for the most any plate takes)
  auto badges = [&] {
    if (s.badges.Empty() || p >= static_cast<int>(badges_.size())) return;
    Wrapped w;
    w.words = badges_[p].words;
    w.widths = badges_[p].widths;
    w.lines = layout::WrapWords(w.widths, s.badges.w, space, &w.line_of);
    badge_lines = w.words.empty() ? 0 : w.lines;
    DrawWrapped(dl, w, s.badges.x, s.badges.y, space, line_h, ImGui::GetColorU32(ImGuiCol_Text),
                "plate-badges:" + std::to_string(p) + ":");
  };
  // Their last move this hand in the match log's words, or that they are thinking, or (their turn
  // waiting on another player's claim of the discard, a computer player's or the person's) that
  // they draw next: their last move is a round old by then, and "draws a card" read as if they had
  // drawn already (playtest). A short plate says the last two on its badges' line.
  const bool next = DrawsNext(v, p), thinking = !next && turn && match_.BotToMove();
  auto say = [&](const layout::Rect& at, const char* words) {
    Line(dl, at, kGold, words);
    if (next)
      Hook().Rect("plate-next:" + std::to_string(p), ImVec2(at.x, at.y),
                  ImVec2(at.x + ImGui::CalcTextSize(words).x, at.y + line_h));
  };
  if (s.last_move.Empty()) {
    if (next || thinking)
      say(s.badges, next ? "draws next" : "thinking...");
    else
      badges();
    return;
  }
  badges();
  if (next || thinking) {
    say(s.last_move, next ? "draws next" : "thinking...");
    return;
  }
  // The move's words start under this plate's own badges: a plate whose badges take fewer lines
  // than the layout made room for (another plate's take more) has those lines for them too.
  const float top = badge_lines < s.badges.h / line_h - 0.5f ? s.badges.y + badge_lines * line_h + 2 : s.last_move.y;
  const int lines = std::max(1, static_cast<int>((s.last_move.Bottom() - top) / line_h + 0.01f));
  const std::vector<LogEntry>& log = match_.log();
  for (auto e = log.rbegin(); e != log.rend() && e->hand == v.hand_number; ++e) {
    if (e->seat != p) continue;
    // The match log's sentence when it fits the lines there are, else the move in a few words
    // (BriefMove: the card taken or given up kept), wrapped too; cut only when even that does not fit.
    std::string text = e->text;
    if (text.rfind(Name(p) + " ", 0) == 0) text = text.substr(Name(p).size() + 1);  // the plate names them
    Wrapped w = Wrap(text, s.last_move.w, space);
    if ((!w.fits || w.lines > lines) && !e->brief.empty()) w = Wrap(e->brief, s.last_move.w, space);
    const ImU32 colour = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    const std::string id = "plate-move:" + std::to_string(p) + ":";
    if (w.fits && w.lines <= lines) {
      DrawWrapped(dl, w, s.last_move.x, top, space, line_h, colour, id);
    } else {
      // Still too wide (the larger text on a narrow plate): a little smaller, else cut.
      const std::string shown = e->brief.empty() ? text : e->brief;
      const float drawn = ShrinkLine(dl, layout::Rect{s.last_move.x, top, s.last_move.w, line_h}, colour, shown);
      Hook().Rect(id + "0", ImVec2(s.last_move.x, top), ImVec2(s.last_move.x + drawn, top + line_h));
    }
    break;
  }
}

std::string Table::YouWords(const TableView& v) const {
  std::string words;
  for (const std::string& w : BadgeWords(v, viewer_, false)) words += (words.empty() ? "" : " ") + w;
  // What the player has on the table (Rummy, Kentucky), where the line has room for it.
  const std::string laid = Game::OnTableWords(v, viewer_);
  if (laid.empty()) return words;
  const std::string with = words + ", " + laid;
  const float room = layout_.you.w - ImGui::CalcTextSize((Name(viewer_) + " \u00b7 ").c_str()).x;
  return ImGui::CalcTextSize(with.c_str()).x <= room ? with : words;
}

void Table::DrawYou(const TableView& v, float buttons_bottom) {
  const layout::Rect& r = layout_.you;
  if (r.Empty() || viewer_ >= v.players) return;
  // As an opponent's plate reads: the name in the seat's colour, then the engine's words about
  // the player (their score, down or opened), so the player's own score is at their hand.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const std::string name = Name(viewer_);
  const std::string words = YouWords(v);
  Hook().Rect("you", ImVec2(r.x, r.y), ImVec2(r.Right(), r.Bottom()));
  // Words too long for one line wrap from the foot up (one line stays where it always is), up to
  // three lines, over the button slots this turn left free (the layout's you_top: the narrow
  // column of a phone on its side, the rows of slots above the hand elsewhere).
  const float line_h = layout_input_.line_height, space = layout_input_.space_width;
  const float ceiling = std::max(layout_.you_top, buttons_bottom > 0 ? buttons_bottom + 4 : 0.0f);
  const int room = std::clamp(static_cast<int>((r.Bottom() - ceiling) / line_h + 0.01f), 1, 3);
  if (room > 1 && !words.empty()) {
    // The dot stays with the name: no line ends or starts with it.
    std::vector<std::string> all = Words(name);
    const size_t lead = all.size();
    if (all.empty())
      all.push_back("\u00b7");
    else
      all.back() += " \u00b7";
    for (std::string& word : Words(words)) all.push_back(std::move(word));
    Wrapped w = WrapList(std::move(all), r.w, space);
    if (w.fits && w.lines > 1 && w.lines <= room) {
      const float top = r.Bottom() - w.lines * line_h;
      const float right =
          DrawWrapped(dl, w, r.x, top, space, line_h, ImGui::GetColorU32(ImGuiCol_Text), "you-line:", lead, SeatColour(viewer_));
      Hook().Rect("you-words", ImVec2(r.x, top), ImVec2(right, r.Bottom()));  // its widest line, inside the line's width
      return;
    }
  }
  Line(dl, r, SeatColour(viewer_), name);
  const float x = r.x + ImGui::CalcTextSize(name.c_str()).x;
  if (!words.empty()) {
    const float drawn =
        ShrinkLine(dl, layout::Rect{x, r.y, r.Right() - x, r.h}, ImGui::GetColorU32(ImGuiCol_Text), " \u00b7 " + words);
    Hook().Rect("you-words", ImVec2(x, r.y), ImVec2(x + drawn, r.Bottom()));  // wider than the line: cut
  }
}

void Table::DrawLog(const layout::Rect& r) {
  const std::vector<LogEntry>& log = match_.log();
  ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 60));
  ImGui::BeginChild("log", ImVec2(r.w, r.h), false);
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kGoldText, "What happened");
  Hook().Rect("log");
  const size_t from = log.size() > 300 ? log.size() - 300 : 0;
  for (size_t i = from; i < log.size(); ++i) {
    const LogEntry& e = log[i];
    if (i == 0 || e.hand != log[i - 1].hand) {  // a marker where a new hand begins
      ImGui::Separator();
      ImGui::TextDisabled("Hand %d", e.hand);
    }
    if (e.seat >= 0) {
      ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(e.seat));
      ImGui::TextWrapped("%s", e.text.c_str());
      ImGui::PopStyleColor();
    } else {
      ImGui::TextColored(kGoldText, "%s", e.text.c_str());
    }
  }
  if (!log.empty()) Hook().Rect("log-last");
  // Pinned to the newest line, unless the player scrolled back to read.
  if (log.size() != log_seen_ || ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 2) ImGui::SetScrollHereY(1.0f);
  log_seen_ = log.size();
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  Hook().Rect("log-box");
  ImGui::PopStyleColor();
}

}  // namespace rummy::web
