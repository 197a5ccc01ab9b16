#include "table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include <SDL_scancode.h>

#include "imgui.h"
#include "match/describe.h"
#include "match/hint.h"
#include "platform.h"
#include "rules_text.h"
#include "score_sheet.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

constexpr double kClaimSeconds = 8.0;

}  // namespace

Table::Table(Match match, CardStyle* style, Storage* storage)
    : match_(std::move(match)), panel_(PanelFor(match_.state().GameName())), style_(style), storage_(storage) {
  hands_seen_ = match_.state().Sheet().hands.size();
  auto_pass_.assign(match_.state().NumPlayers(), 0);
  const int sole = match_.SoleHuman();
  viewer_ = sole >= 0 ? sole : std::max(0, match_.HumanToMove() ? match_.ToMove() : 0);
  curtain_ = PassAndPlay();  // no hand shows before its owner taps
  if (TestMode()) pace_ = 0;
  next_bot_ = ImGui::GetTime() + pace_;
  hand_.Sync(View().hand, rules());
}

bool Table::PassAndPlay() const {
  int people = 0;
  for (const Seat& s : match_.seats()) people += s.level == "human" ? 1 : 0;
  return people > 1;
}

std::string Table::Named(std::string text) const {
  // Engine sentences say "Player 2 holds"; a lone person reads "You hold".
  for (const auto& [third, second] :
       {std::pair<const char*, const char*>{"Player %d takes", "You take"}, {"Player %d holds", "You hold"}}) {
    const int you = match_.SoleHuman();
    if (you < 0) break;
    char key[32];
    std::snprintf(key, sizeof key, third, you + 1);
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key)) text.replace(at, std::strlen(key), second);
  }
  for (int p = match_.state().NumPlayers() - 1; p >= 0; --p) {
    const std::string key = "Player " + std::to_string(p + 1);
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
      text.replace(at, key.size(), Name(p));
    }
  }
  return text;
}

const std::vector<Move>& Table::Legal() {
  const size_t at = match_.state().History().size();
  if (at != legal_at_) {
    legal_ = match_.state().IsTerminal() ? std::vector<Move>{} : match_.state().LegalMoves();
    legal_at_ = at;
  }
  return legal_;
}

bool Table::HasLegal(MoveKind kind) {
  for (const Move& m : Legal()) {
    if (m.kind == kind) return true;
  }
  return false;
}

bool Table::WantsFrames() const {
  if (relayout_ || !flights_.empty() || thinker_.HintPending()) return true;
  if (summary_ || match_.state().IsTerminal()) return false;  // under a curtain computer players still move
  return match_.BotToMove() || claim_deadline_ > 0;
}

void Table::Save() {
  // A finished match is stored as its score sheet, under a key made from the match, so saving
  // it again (say when the page is hidden on the summary screen) rewrites the same record.
  if (saving_stopped_) return;
  if (!storage_->SaveMatch(match_)) Say(storage_->problem());
}

void Table::AfterMove() {
  ++moves_;
  message_.clear();  // a refusal is about the position before this move
  Save();
  if (match_.state().Sheet().hands.size() != hands_seen_) {
    hands_seen_ = match_.state().Sheet().hands.size();
    summary_ = true;
    curtain_ = false;  // the scores are for everyone; "Next hand" raises the curtain again
    hand_.ClearStaged();
  }
  const int sole = match_.SoleHuman();
  if (sole < 0 && match_.HumanToMove() && match_.ToMove() != viewer_) {
    viewer_ = match_.ToMove();
    curtain_ = true;
  }
  hint_.clear();
  claim_deadline_ = 0;
  hand_.Sync(View().hand, rules());
}

void Table::AdvanceBots() {
  // The worker thinks while the page draws: a decision is asked for as soon as a computer player
  // is to move (while the last move still flies) and played once it has come and the pace allows.
  if (std::optional<std::string> hint = thinker_.HintReady(match_, moves_)) hint_ = "Hint: " + *hint;
  if (summary_) return;  // a curtain is up only while a person or a computer player is to move
  const double now = ImGui::GetTime();
  int steps = 0;
  while (match_.BotToMove() && !summary_ && steps < 400 && thinker_.DecisionReady(match_, moves_, pace_ == 0) &&
         now >= next_bot_) {
    const int seat = match_.ToMove();
    const TableView before = match_.state().ViewFor(viewer_);
    const Move m = thinker_.PlayDecided(match_);
    Animate(seat, m, before);
    AfterMove();
    if (const std::string note = thinker_.TakeNote(); !note.empty()) {
      match_.Note(note);
      Announce(note);
    }
    ++steps;
    if (pace_ > 0) next_bot_ = now + pace_;
  }
  if (!match_.BotToMove()) next_bot_ = now + pace_;
}

bool Table::Submit(const Move& m) {
  const int seat = match_.ToMove();
  const TableView before = match_.state().ViewFor(viewer_);
  if (std::optional<Error> e = match_.Play(m)) {
    Say(Named(e->Message()));
    Announce(message_);
    return false;
  }
  message_.clear();
  hand_.ClearSelection();
  Animate(seat, m, before);
  AfterMove();
  Announce(match_.log().empty() ? "" : match_.log().back().text);
  next_bot_ = ImGui::GetTime() + pace_;
  return true;
}

void Table::Hint() {
  message_.clear();  // the hint answers the player now; an older refusal would hide it
  hint_ = "Thinking about a hint\u2026";
  thinker_.AskHint(match_, moves_);
  if (std::optional<std::string> hint = thinker_.HintReady(match_, moves_)) hint_ = "Hint: " + *hint;
}

void Table::Arrange() {
  hint_ = hand_.Arrange(View(), rules());
  last_selection_ = hand_.Selected();  // arranging unselects: the hint stays
}

void Table::OnMeldClicked(int meld) {
  const std::vector<Card> sel = hand_.Selected();
  const TableView view = View();
  const bool asked = view.asked && !view.discard.empty();
  if (sel.size() != 1 && !asked) {
    Say("Select one card of your hand, then tap the meld to lay it off on it.");
    return;
  }
  // Kentucky's claim, Rummy's call: lay the discard off at once on the meld tapped.
  if (asked) {
    for (MoveKind kind : {MoveKind::kKentucky, MoveKind::kRummy}) {
      if (HasLegal(kind)) {
        Submit(Move::Of(kind, view.discard.back(), meld));
        return;
      }
    }
    Say("It is not your turn: you may only claim " + view.discard.back().Pretty() + " or let it go.");
    return;
  }
  Move m = Move::Of(MoveKind::kLayOff, sel[0], meld);
  if (match_.state().Check(m)) {
    // A wild card at an open-ended run, or a joker to exchange: take the engine's own reading.
    for (const Move& l : Legal()) {
      if ((l.kind == MoveKind::kLayOff || l.kind == MoveKind::kExchange) && l.target == meld && l.card.face() == sel[0].face()) {
        m = l;
        break;
      }
    }
  }
  Submit(m);
}

void Table::DrawHeader(const Fonts& fonts, const TableView& v, TableExit* exit) {
  const Game* g = FindGame(v.game);
  ImGui::PushFont(fonts.title);
  ImGui::TextUnformatted(g->Title().c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  const std::string line = g->Headline(v);
  ImGui::AlignTextToFramePadding();
  ImGui::TextWrapped("%s", line.c_str());
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8, 4));
  Flow f;
  if (f.Button("Scores", "button:sheet", sheet_)) sheet_ = !sheet_;
  if (f.Button("Rules", "button:rules", rules_)) rules_ = !rules_;
  if (f.Button("Hint", "button:hint")) Hint();
  const char* pace = pace_ == 0 ? "Pace: instant" : pace_ < 0.5f ? "Pace: fast" : pace_ < 1.0f ? "Pace: normal" : "Pace: slow";
  if (f.Button(pace, "button:pace")) pace_ = pace_ == 0 ? 1.2f : pace_ > 1.0f ? 0.7f : pace_ > 0.5f ? 0.3f : 0.0f;
  f.Checkbox("4 colours", &style_->four_colour, "check:four-colour");
  if (f.Button(sound::Enabled() ? "Sound: on" : "Sound: off", "button:sound")) sound::SetEnabled(!sound::Enabled());
  LookToggles(style_, f);
  if (f.Button("Leave", "button:leave")) *exit = TableExit::kLobby;
  ImGui::PopStyleVar();
}

void Table::DrawPlayers(const TableView& v) {
  const Game* game = FindGame(v.game);
  const int mover = v.turn >= 0 ? v.turn : v.current;
  for (int p = 0; p < v.players; ++p) {
    std::string s = (p == mover ? "\u25b6 " : "   ") + Name(p);
    const std::string& level = match_.seats()[p].level;
    if (level != "human") s += " (" + level + ")";
    s += ": " + game->PlayerStatus(v, p);
    ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(p));
    ImGui::TextWrapped("%s", s.c_str());
    ImGui::PopStyleColor();
    Hook().Rect("player:" + std::to_string(p));
    spots_.players.resize(v.players);
    spots_.players[p] = ImGui::GetItemRectMin();
  }
}

void Table::DrawPiles(const TableView& v, bool my_move) {
  spots_.discard[0] = spots_.discard[1] = ImVec2(0, 0);
  spots_.pile_w = std::clamp(ImGui::GetContentRegionAvail().x / 9.0f, 44.0f, 70.0f) * style_->Scale();
  spots_.stock = ImGui::GetCursorScreenPos();
  spots_.trick = ImVec2(spots_.stock.x, spots_.stock.y + 18);
  panel_->DrawCentre(*this, v, spots_.pile_w, my_move);
}

void Table::DrawMelds(const Fonts& fonts, const TableView& v, bool my_move) {
  const int tapped = DrawMeldArea(fonts, *style_, rules(), v, Names(), panel_->MeldsNote(), my_move, &meld_rects_);
  if (tapped >= 0 && moves_ == frame_moves_) OnMeldClicked(tapped);  // one move per tap
}

void Table::DrawActions(const TableView& v, bool my_move) {
  std::string status = Named(v.status);
  if (status.rfind("You: ", 0) == 0) status = "Your move: " + status.substr(5);
  ImGui::TextWrapped("%s", status.c_str());
  Hook().Rect("status");
  // One line that is always there, so the buttons below never move under a finger: the engine's
  // refusal, else the hint, else what the selected cards make.
  const std::string verdict = panel_->Verdict(*this, v, rules(), hand_.Selected(), my_move);
  if (!message_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kErrorText);
    ImGui::TextWrapped("%s", message_.c_str());
    ImGui::PopStyleColor();
    Hook().Rect("message");
  } else if (!hint_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kGoldText);
    ImGui::TextWrapped("%s", hint_.c_str());
    ImGui::PopStyleColor();
    Hook().Rect("hint");
  } else if (!verdict.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::TextWrapped("%s", verdict.c_str());
    ImGui::PopStyleColor();
    Hook().Rect("verdict");
  } else {
    ImGui::TextUnformatted(" ");
  }
  Flow f;
  if (my_move) {
    if (v.asked) {  // asked about another player's discard
      DrawClaim(v, f);
      return;
    }
    panel_->DrawTurn(*this, v, hand_.Selected(), f);
  }
  Flow tools;
  if (match_.CanUndo() && match_.ToMove() == viewer_ && tools.Button("Undo", "button:undo")) {
    if (std::optional<Error> e = match_.Undo())
      Say(e->Message());
    else
      AfterMove();
  }
  if (tools.Button("Sort by suit", "button:sort-suit")) hand_.Sort(false, rules());
  if (tools.Button("Sort by rank", "button:sort-rank")) hand_.Sort(true, rules());
  if (panel_->Melding() && tools.Button("Arrange for me", "button:arrange")) Arrange();
}

void Table::DrawClaim(const TableView& v, Flow& f) {
  if (auto_pass_[viewer_] == v.hand_number) {
    Submit(Move::Of(MoveKind::kPass));
    return;
  }
  if (!TestMode() && claim_deadline_ == 0) claim_deadline_ = ImGui::GetTime() + kClaimSeconds;
  if (claim_deadline_ > 0) {
    const double left = claim_deadline_ - ImGui::GetTime();
    ImGui::TextColored(kGoldText, "%s is up for grabs: %d s", v.discard.back().Pretty().c_str(),
                       static_cast<int>(std::ceil(std::max(0.0, left))));
    if (left <= 0) {
      Submit(Move::Of(MoveKind::kPass));
      return;
    }
  }
  if (panel_->DrawClaims(*this, f)) return;
  if (f.Button("Let it go", "button:pass")) Submit(Move::Of(MoveKind::kPass));
  // A prompt after every discard is tiring: a player may let every discard go for the rest of the hand.
  bool rest = false;
  if (f.Checkbox("Let every discard go this hand", &rest, "check:auto-pass") && rest) {
    auto_pass_[viewer_] = v.hand_number;
    Submit(Move::Of(MoveKind::kPass));
  }
}

bool Table::DropCard(int i, ImVec2 at) {
  auto inside = [&](const ImVec2& a, const ImVec2& b) { return at.x >= a.x && at.x <= b.x && at.y >= a.y && at.y <= b.y; };
  for (const auto& [meld, a, b] : meld_rects_) {
    if (!inside(a, b)) continue;
    hand_.SelectOnly(i);
    OnMeldClicked(meld);
    return true;
  }
  const ImVec2* d = spots_.discard;
  if (d[1].x > d[0].x && inside(d[0], d[1])) {
    hand_.SelectOnly(i);  // before the move, so a refusal stays with the card it is about
    Submit(Move::Discard(hand_.cards()[i]));
    return true;
  }
  return false;
}

void Table::DrawHand(const Fonts& fonts) {
  hand_.Draw(fonts, *style_, rules(), [this](int i, ImVec2 at) { return DropCard(i, at); });
  spots_.hand_end = hand_.end();
}

void Table::DrawLog(bool column) {
  const std::vector<LogEntry>& log = match_.log();
  if (log.empty()) return;
  if (column) {
    Section("What happened");
  } else {
    ImGui::SetNextItemOpen(log_open_, ImGuiCond_Always);
    log_open_ = ImGui::CollapsingHeader("What happened");
    Hook().Rect("header:log");
    if (!log_open_) return;
  }
  const size_t shown = column ? 24 : 8;
  const size_t from = log.size() > shown ? log.size() - shown : 0;
  for (size_t i = from; i < log.size(); ++i) {
    const LogEntry& e = log[i];
    if (e.seat >= 0) {
      ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(e.seat));
      ImGui::TextWrapped("%s", e.text.c_str());
      ImGui::PopStyleColor();
    } else {
      ImGui::TextColored(kGoldText, "%s", e.text.c_str());
    }
  }
}

std::vector<std::string> Table::Names() const {
  std::vector<std::string> names;
  for (int p = 0; p < match_.state().NumPlayers(); ++p) names.push_back(Name(p));
  return names;
}

void Table::DrawSheet() {
  const ScoreSheet& sheet = match_.state().Sheet();
  ImGui::TextDisabled("%s", panel_->SheetNote(sheet).c_str());
  DrawScoreSheet(Names(), sheet, true);
  Hook().Rect("sheet");
}

void Table::DrawSummary(const Fonts& fonts, TableExit* exit) {
  const State& s = match_.state();
  const TableView v = s.ViewFor(viewer_);
  static const HandEnd kNothingShown;
  DrawHandScores(fonts, *style_, Names(), s.Sheet(), v.last_hand ? *v.last_hand : kNothingShown, s.IsTerminal());
  ImGui::Spacing();
  DrawSheet();
  ImGui::Spacing();
  if (s.IsTerminal()) {
    if (HookButton("New game", "button:new-game", true)) *exit = TableExit::kLobby;
  } else if (HookButton("Next hand", "button:next-hand", true)) {
    summary_ = false;
    // Pass and play: everyone saw the scores, so whoever holds the device now is unknown; the
    // next hand is shown only after its owner says who they are.
    if (PassAndPlay()) {
      curtain_ = true;
      if (match_.HumanToMove()) viewer_ = match_.ToMove();
    }
    next_bot_ = ImGui::GetTime() + pace_;
  }
}

void Table::DrawCurtain(const Fonts& fonts) {
  if (match_.BotToMove()) {  // the next hand opens with computer players' moves
    ImGui::TextWrapped("The computer players are moving. Every hand stays hidden until its owner is asked.");
    Hook().Rect("curtain");
    return;
  }
  ImGui::PushFont(fonts.title);
  ImGui::TextWrapped("Pass the device to %s", Name(viewer_).c_str());
  ImGui::PopFont();
  ImGui::TextWrapped("Your hand is hidden so the others cannot see it.");
  Hook().Rect("curtain");
  if (HookButton(("I am " + Name(viewer_) + ": show my hand").c_str(), "button:show-hand", true)) curtain_ = false;
}

void Table::HandleKeys(bool my_move) {
  if (!hand_.Keys()) return;
  if (ImGui::IsKeyPressed(SDL_SCANCODE_A)) Arrange();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_S)) hand_.Sort(false, rules());
  if (ImGui::IsKeyPressed(SDL_SCANCODE_R)) hand_.Sort(true, rules());
  if (!my_move) return;
  if (ImGui::IsKeyPressed(SDL_SCANCODE_D)) Submit(Move::Draw());
  if (ImGui::IsKeyPressed(SDL_SCANCODE_T)) Submit(Move::Take());
  const std::vector<Card> sel = hand_.Selected();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_X) && sel.size() == 1) Submit(Move::Discard(sel[0]));
  if (ImGui::IsKeyPressed(SDL_SCANCODE_G) && sel.size() >= 2) hand_.Stage(sel);
  if (ImGui::IsKeyPressed(SDL_SCANCODE_U) && match_.CanUndo() && !match_.Undo()) AfterMove();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_H)) Hint();
  // 1-9: lay the selected card off on that meld (melds are numbered in the order drawn).
  for (int k = 0; k < 9; ++k) {
    if (ImGui::IsKeyPressed(SDL_SCANCODE_1 + k) && k < static_cast<int>(View().melds.size())) OnMeldClicked(k);
  }
}

TableExit Table::Frame(const Fonts& fonts) {
  TableExit exit = TableExit::kStay;
  fonts_ = &fonts;
  relayout_ = false;  // set again below when the table's bottom changes height
  AdvanceBots();
  frame_moves_ = moves_;
  if (curtain_ || summary_) flights_.clear();  // nothing flies over those screens
  if (curtain_) {
    DrawCurtain(fonts);
    return exit;
  }
  if (summary_) {
    DrawSummary(fonts, &exit);
    return exit;
  }
  // The view is built once a frame, and again only when a move was made while drawing (a tap
  // on a pile or a meld), so what is drawn after it shows the move.
  TableView v = View();
  uint64_t seen = moves_;
  auto fresh = [&]() -> const TableView& {
    if (moves_ != seen) {
      v = View();
      seen = moves_;
    }
    return v;
  };
  hand_.Sync(v.hand, rules());
  const bool my_move = match_.ToMove() == viewer_ && match_.HumanToMove();
  HandleKeys(my_move);
  DrawHeader(fonts, v, &exit);
  if (rules_) {
    DrawRulesText(v.game);
    if (HookButton("Back to the table", "button:close-rules", true)) rules_ = false;
    return exit;
  }
  // The board scrolls; the actions and the hand stay at the bottom of the screen, where a thumb
  // reaches them. The bottom's height is measured each frame and used for the next one.
  const float avail = ImGui::GetContentRegionAvail().y;
  const float board_h = std::max(avail * 0.3f, avail - bottom_h_);
  ImGui::BeginChild("board", ImVec2(0, board_h), false);
  ImGui::PushTextWrapPos(0);  // a child window starts without the app's wrapping
  if (sheet_) {
    DrawSheet();
    ImGui::Spacing();
  }
  // Wide screens: the log has its own column on the right; narrow ones stack it below.
  const bool wide = ImGui::GetContentRegionAvail().x >= 960.0f;
  if (wide) ImGui::BeginChild("play", ImVec2(ImGui::GetContentRegionAvail().x - 340.0f, 0), false);
  if (wide) ImGui::PushTextWrapPos(0);
  DrawPlayers(v);
  ImGui::Spacing();
  DrawPiles(v, my_move);
  DrawMelds(fonts, fresh(), my_move);
  if (wide) {
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("side", ImVec2(0, 0), false);
    ImGui::PushTextWrapPos(0);
    DrawLog(true);
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
  } else {
    ImGui::Spacing();
    DrawLog(false);
  }
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  // A refusal or a hint is about the cards that were selected: once the selection changes, the
  // line shows what the new selection makes instead.
  if (hand_.Selected() != last_selection_) {
    message_.clear();
    hint_.clear();
    last_selection_ = hand_.Selected();
  }
  const float top = ImGui::GetCursorPosY();
  DrawActions(fresh(), my_move && match_.ToMove() == viewer_);
  hand_.DrawStaged(fonts, *style_);
  DrawHand(fonts);
  flights_.DealIfNew(spots_, fresh(), viewer_, pace_, match_.state().History().empty());
  flights_.Draw(fonts, *style_, spots_.pile_w);
  const float bottom = ImGui::GetCursorPosY() - top + ImGui::GetStyle().ItemSpacing.y;
  relayout_ = std::fabs(bottom - bottom_h_) > 0.5f;  // draw once more with the new split
  bottom_h_ = bottom;
  return exit;
}

}  // namespace rummy::web
