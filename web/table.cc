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

Table::Table(Match match, CardStyle* style, Storage* storage)
    : match_(std::move(match)), panel_(PanelFor(match_.state().GameName())), style_(style), storage_(storage) {
  hands_seen_ = match_.state().Sheet().hands.size();
  longest_status_ =
      FindGame(match_.state().GameName())->LongestStatusLine("Maximiliana Roseann");  // 19 letters, the lobby's most
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

const std::vector<Move>& Table::Legal() const {
  const size_t at = match_.state().History().size();
  if (at != legal_at_) {
    legal_ = match_.state().IsTerminal() ? std::vector<Move>{} : match_.state().LegalMoves();
    legal_at_ = at;
  }
  return legal_;
}

Table::SelectionReading& Table::ReadingOf(const std::vector<Card>& sel) const {
  const size_t at = match_.state().History().size();
  if (reading_.at != at || reading_.sel != sel) reading_ = SelectionReading{at, sel, std::nullopt, std::nullopt};
  return reading_;
}

const std::optional<std::vector<Meld>>& Table::SelectionMelds(const TableView& v, const std::vector<Card>& sel) const {
  SelectionReading& r = ReadingOf(sel);
  if (!r.melds) r.melds = MeldsOfSelection(v, rules(), sel);
  return *r.melds;
}

const std::optional<SelectedGoOut>& Table::SelectionGoOut(const TableView& v, const std::vector<Card>& sel) const {
  SelectionReading& r = ReadingOf(sel);
  if (!r.go_out) r.go_out = GoOutFromSelection(v, rules(), sel);
  return *r.go_out;
}

bool Table::HasLegal(MoveKind kind) {
  for (const Move& m : Legal()) {
    if (m.kind == kind) return true;
  }
  return false;
}

bool Table::WantsFrames() const {
  if (!flights_.empty() || panel_->HeldUntil() > ImGui::GetTime() || thinker_.HintPending() ||
      meld_news_.Glowing(ImGui::GetTime()) || meld_news_.Revealing(ImGui::GetTime()))
    return true;
  if (summary_ || Covered() || match_.state().IsTerminal()) return false;  // under a curtain computer players still move
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
    summary_top_ = true;  // a new summary opens at its top, wherever the last one was left
    curtain_ = false;     // the scores are for everyone; "Next hand" raises the curtain again
    hand_.Dealt();
  }
  const int sole = match_.SoleHuman();
  if (sole < 0 && match_.HumanToMove() && match_.ToMove() != viewer_) {
    viewer_ = match_.ToMove();
    curtain_ = true;
  }
  hint_.clear();
  claim_deadline_ = claim_seconds_ = 0;
  hand_.Sync(View().hand, rules());
}

void Table::AdvanceBots() {
  // The worker thinks while the page draws: a decision is asked for as soon as a computer player
  // is to move (while the last move still flies) and played once it has come and the pace allows.
  ShowHintIfReady();
  if (summary_) return;  // a curtain is up only while a person or a computer player is to move
  // The computer players wait while the scores, the log or How to play cover the table (a
  // playtester opened the scores and a player went out behind them); a claim's clock starts again
  // when the table shows.
  if (Covered()) {
    claim_deadline_ = 0;
    return;
  }
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
    if (pace_ > 0) next_bot_ = std::max(now + pace_, panel_->HeldUntil());  // a finished trick stays a moment
  }
  if (!match_.BotToMove()) next_bot_ = now + pace_;
}

bool Table::Submit(const Move& m) {
  const int seat = match_.ToMove();
  const TableView before = match_.state().ViewFor(viewer_);
  const size_t logged = match_.log().size();
  if (std::optional<Error> e = match_.Play(m)) {
    Say(Named(e->Message()));
    Announce(message_);
    return false;
  }
  message_.clear();
  hand_.ClearSelection();
  Animate(seat, m, before);
  AfterMove();
  // Every line the move added: the play, and who took the trick or that the hand is over.
  std::string said;
  for (size_t i = logged; i < match_.log().size(); ++i) said += (said.empty() ? "" : " ") + match_.log()[i].text;
  Announce(said);
  next_bot_ = std::max(ImGui::GetTime() + pace_, panel_->HeldUntil());
  return true;
}

void Table::Hint() {
  message_.clear();  // the hint answers the player now; an older refusal would hide it
  hint_ = {kThinkingOfHint, {}, true};
  thinker_.AskHint(match_, moves_);
  ShowHintIfReady();
}

void Table::ShowHintIfReady() {
  std::optional<TableHint> hint = thinker_.HintReady(match_, moves_);
  // Only while the player still waits for it: a selection made meanwhile (or "Arrange for me")
  // replaced the words, and a late hint would mark cards beside the player's own choice.
  if (hint && hint_.waiting) hint_ = {"Hint: " + hint->text, std::move(hint->cards)};
}

void Table::Arrange() {
  hint_ = {hand_.Arrange(View(), rules()), {}};
  last_selection_ = hand_.Selected();  // arranging unselects: the hint stays
}

void Table::OnMeldClicked(int meld) {
  const std::vector<Card> sel = hand_.Selected();
  const TableView view = View();
  const bool asked = view.asked && !view.discard.empty();
  if (sel.size() != 1 && !asked) {
    // The engine's word first when it refuses every card of the hand on this meld for one reason:
    // before the draw ("Draw a card first", then how to lay off, when a discard is refused for the
    // same reason), or in a game where nobody lays off (Five Crowns).
    std::optional<std::string> why;
    for (Card c : view.hand) {
      const std::optional<Error> e = Check(Move::Of(MoveKind::kLayOff, c, meld));
      if (!e || (why && *why != e->Message())) {
        why.reset();
        break;
      }
      why = e->Message();
    }
    if (!why) {
      Say("Select one card of your hand, then tap the meld to lay it off on it.");
    } else if (const std::optional<Error> d = view.hand.empty() ? std::nullopt : Check(Move::Discard(view.hand[0]));
               d && d->Message() == *why) {
      Say(*why + " Then select one card of your hand and tap the meld to lay it off on it.");
    } else {
      Say(*why);
    }
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
    Say("It is not your turn: you may only claim " + CardInWords(view.discard.back()) + " or let it go.");
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
    // The card a joker of the meld stands for, which could not be laid off there anyway, with no
    // exchange allowed now: the exchange's own refusal (a playtester offering 8♣ for a joker before
    // opening was told about lay-offs).
    if (m.kind == MoveKind::kLayOff && !LayOff(rules(), view.melds[meld].meld, sel[0], End::kAuto) &&
        ExchangeWild(rules(), view.melds[meld].meld, sel[0]))
      m.kind = MoveKind::kExchange;
    // An exchange whose freed joker goes into a new meld at once (Kaluki): into the cards the
    // player grouped for it when they make one with it, not the engine's pick (a playtest
    // grouped four 8s for the joker and saw it laid down with two kings).
    if (m.kind == MoveKind::kExchange && !m.melds.empty()) {
      if (const Result<WildExchange> ex = ExchangeWild(rules(), view.melds[meld].meld, sel[0])) {
        bool mine = false;
        for (const std::vector<Card>& group : hand_.staged()) {
          if (mine) continue;
          std::vector<Card> cards = group;  // a group holding the card given for the joker, less that card
          if (const auto given = std::find(cards.begin(), cards.end(), sel[0]); given != cards.end()) cards.erase(given);
          cards.push_back(ex.value().wild);
          for (const Meld& reading : MeldReadings(rules(), cards)) {
            const Move with_group = Move::Of(MoveKind::kExchange, sel[0], meld, End::kAuto, {SpecOf(reading)});
            if (!mine && !match_.state().Check(with_group)) {
              m = with_group;
              mine = true;
            }
          }
        }
      }
    }
  }
  Submit(m);
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
    panel_->DiscardCard(*this, View(), hand_.cards()[i]);
    return true;
  }
  return false;
}

std::vector<std::string> Table::Names() const {
  std::vector<std::string> names;
  for (int p = 0; p < match_.state().NumPlayers(); ++p) names.push_back(Name(p));
  return names;
}

std::string Table::SheetWords() const {
  const State& s = match_.state();
  const std::string note = panel_->SheetNote(s.Sheet());
  return FindGame(s.GameName())->Goal(s.options()) + (note.empty() ? "" : " " + note);
}

void Table::DrawSheet(const TableView& v) {
  const ScoreSheet& sheet = match_.state().Sheet();
  ImGui::TextDisabled("%s", SheetWords().c_str());
  const std::optional<SheetRow> running = panel_->RunningRow(v);
  DrawScoreSheet(Names(), sheet, true, panel_->TotalLabel(), running ? &*running : nullptr);
  Hook().Rect("sheet");
}

void Table::DrawSummary(const Fonts& fonts, TableExit* exit) {
  const State& s = match_.state();
  const TableView v = s.ViewFor(viewer_);
  static const HandEnd kNothingShown;
  // The scores scroll in a region of their own above the button, which stays pinned at the foot
  // of the screen: "Next hand" is in view at every size, however long the summary.
  BeginAboveFoot("summary", ButtonHeight());
  if (summary_top_) {
    ImGui::SetScrollY(0);
    summary_top_ = false;
  }
  DrawHandScores(fonts, *style_, *FindGame(s.GameName()), rules(), Names(), s.Sheet(), v.last_hand ? *v.last_hand : kNothingShown,
                 s.IsTerminal(), panel_->SummaryLine(s.Sheet().hands.size()));
  ImGui::Spacing();
  DrawSheet(v);
  EndAboveFoot();
  if (s.IsTerminal()) {
    if (FootButton("New game", "button:new-game")) *exit = TableExit::kLobby;
  } else if (FootButton("Next hand", "button:next-hand")) {
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
  if (ImGui::IsKeyPressed(SDL_SCANCODE_X) && sel.size() == 1) panel_->DiscardCard(*this, View(), sel[0]);
  if (ImGui::IsKeyPressed(SDL_SCANCODE_G) && sel.size() >= 2) hand_.Stage(sel);
  if (ImGui::IsKeyPressed(SDL_SCANCODE_U) && match_.CanUndo() && !match_.Undo()) AfterMove();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_H)) Hint();
  // 1-9: lay the selected card off on that meld (melds are numbered in the order drawn).
  for (int k = 0; k < 9; ++k) {
    if (ImGui::IsKeyPressed(SDL_SCANCODE_1 + k) && k < static_cast<int>(View().melds.size())) OnMeldClicked(k);
  }
}

}  // namespace rummy::web
