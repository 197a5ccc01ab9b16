// The table's part of the test hook (test_hook.h): what the browser tests read about a match in
// play, besides the rectangles. The field names are the tests' contract; keep them.
#include <nlohmann/json.hpp>

#include "match/describe.h"
#include "mirror.h"
#include "score_sheet.h"
#include "table.h"

namespace rummy::web {

std::string Table::StateJson() const {
  const TableView v = match_.state().ViewFor(viewer_);
  nlohmann::json j;
  j["screen"] = curtain_ ? "curtain" : summary_ ? "summary" : "table";
  j["game"] = v.game;
  j["viewer"] = viewer_;
  j["names"] = Names();
  j["plates"] = plate_names_;  // each opponent's name line as drawn on their plate ("" for the viewer)
  std::vector<std::string> levels;
  for (const auto& seat : match_.seats()) levels.push_back(seat.level);
  j["levels"] = levels;
  j["to_move"] = match_.ToMove();
  j["my_move"] = match_.ToMove() == viewer_ && match_.HumanToMove();
  j["turn"] = v.turn;
  j["asked"] = v.asked;
  j["claim_seconds"] = claim_seconds_;  // how long the person's claim prompt waits (its countdown is off in tests)
  j["flights"] = flights_.size();
  j["glowing"] = meld_news_.Glowing(ImGui::GetTime());  // a new meld or a lay-off glows
  j["pace"] = pace_;
  j["phase"] = v.phase;
  j["hand_number"] = v.hand_number;
  j["hands_done"] = match_.state().Sheet().hands.size();
  j["over"] = match_.state().IsTerminal();
  j["winners"] = match_.state().Sheet().winners;
  j["totals"] = match_.state().Sheet().totals;
  j["sheet_hands"] = match_.state().Sheet().hands;  // each finished hand's row of the score sheet
  j["sheet_total"] = panel_->TotalLabel();          // the score sheet's last row, as it is labelled
  // The row above it, if the game has one (Three Kings' "This set"), and its numbers.
  const std::optional<SheetRow> running = panel_->RunningRow(v);
  j["sheet_running"] = running ? running->label : "";
  j["sheet_running_values"] = running ? running->values : std::vector<int>{};
  std::vector<std::string> hand, selected, fresh, hinted, discard, melds;
  for (size_t i = 0; i < hand_.cards().size(); ++i) {
    if (hand_.IsStaged(hand_.cards()[i])) continue;
    hand.push_back(hand_.cards()[i].ToString());
    if (hand_.IsSelected(i)) selected.push_back(hand_.cards()[i].ToString());
    if (hand_.IsFresh(hand_.cards()[i])) fresh.push_back(hand_.cards()[i].ToString());
    if (hand_.IsHinted(hand_.cards()[i])) hinted.push_back(hand_.cards()[i].ToString());
  }
  for (Card c : v.discard) discard.push_back(c.ToString());
  for (const TableMeld& t : v.melds) melds.push_back(CardsToString(t.meld.cards));
  if (curtain_)
    hand.clear(), selected.clear(), fresh.clear(), hinted.clear();  // the hand is hidden from whoever holds the device
  j["hand"] = hand;
  j["selected"] = selected;
  j["fresh"] = fresh;                                                            // the cards just drawn, standing raised
  j["hinted"] = hinted;                                                          // the cards the hint names, marked
  if (viewer_ < v.players) j["you"] = Name(viewer_) + " \u00b7 " + YouWords(v);  // the player's own line
  j["verdict"] = panel_->Verdict(*this, v, rules(), hand_.Selected(), match_.ToMove() == viewer_ && match_.HumanToMove());
  j["moves"] = match_.state().History().size();
  j["staged"] = hand_.staged().size();
  j["discard"] = discard;
  j["stock"] = v.stock_size;
  j["melds"] = melds;
  j["laid_off"] = AnyLaidOffByOthers(v.melds);  // a meld carries a card laid off by someone else (a dot)
  j["melds_scroll"] = layout_.melds.scrolls;
  j["melds_note_in_message"] = layout_.melds.note_in_message;  // the dots' note in the message slot
  panel_->HookFields(v, j);                                    // "trick", "calling"
  j["status"] = Named(v.status);
  j["message"] = message_;
  j["hint"] = hint_.text;
  j["four_colour"] = style_->four_colour;
  std::vector<std::string> log;
  for (size_t i = match_.log().size() > 6 ? match_.log().size() - 6 : 0; i < match_.log().size(); ++i)
    log.push_back(match_.log()[i].text);
  j["log"] = log;
  j["save"] = match_.Save();
  const std::string s = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return s.substr(1, s.size() - 2);
}

void Table::MirrorText() const {
  Mirror& m = TheMirror();
  const State& s = match_.state();
  const TableView v = s.ViewFor(viewer_);
  const Game* game = FindGame(v.game);
  const std::vector<std::string> names = Names();
  const std::vector<LogEntry>& log = match_.log();
  for (size_t i = log.size() > 12 ? log.size() - 12 : 0; i < log.size(); ++i) m.Log(i, log[i].text);
  if (curtain_) {
    m.Text("heading", match_.BotToMove() ? "The computer players are moving" : "Pass the device to " + Name(viewer_));
    return;
  }
  if (summary_) {
    const ScoreSheet& sheet = s.Sheet();
    m.Text("heading",
           game->Title() + (s.IsTerminal() ? ": the game is over" : ": hand " + std::to_string(sheet.hands.size()) + " is over"));
    if (const std::string how = HandEndedSentence(v.last_hand.get(), Names()); !how.empty()) m.Text("summary", how);
    if (const std::string line = panel_->SummaryLine(sheet.hands.size()); !line.empty()) m.Text("summary", line);
    const Rules hand_rules = v.last_hand ? RulesOfHand(rules(), *v.last_hand) : rules();
    if (const std::string values = game->CardValuesWords(hand_rules); !values.empty()) m.Text("summary", values);
    for (int p = 0; p < v.players && !sheet.hands.empty(); ++p) {
      const int got = sheet.hands.back()[p];
      // The cards left in hand, as the summary shows them (sorted, the wild ones said so).
      std::string left;
      for (Card c : v.last_hand ? LeftHolding(*v.last_hand, p, hand_rules) : std::vector<Card>{})
        left += (left.empty() ? ". Left holding " : "; ") + SpokenName(c, hand_rules);
      // What the points were for, as the summary on the screen says it (own melds, lay-offs, ...).
      const bool parts = v.last_hand && p < static_cast<int>(v.last_hand->parts.size()) && !v.last_hand->parts[p].empty();
      m.Text("summary", Name(p) + ": " + game->HandScoreWords(got, sheet.totals[p]) +
                            (parts ? ": " + ScorePartsText(v.last_hand->parts[p]) : "") + left);
    }
    if (!sheet.winners.empty()) {  // as the screen says it
      std::vector<std::string> winners;
      for (int w : sheet.winners) winners.push_back(Name(w));
      m.Text("summary", WinnersSentence(winners));
    }
    m.Text("summary", SheetWords());
    return;
  }
  std::string headline = game->Headline(v);
  for (size_t at = headline.find(" \u00b7 "); at != std::string::npos; at = headline.find(" \u00b7 "))
    headline.replace(at, 4, ", ");
  m.Text("heading", game->Title() + ": " + headline);
  const int mover = v.turn >= 0 ? v.turn : v.current;
  for (int p = 0; p < v.players; ++p) {
    const std::string& level = match_.seats()[p].level;
    const std::string laid = Game::OnTableWords(v, p);
    m.Text("players", Name(p) + (level == "human" ? "" : " (computer, " + level + ")") + ": " + game->PlayerStatus(v, p) +
                          (laid.empty() ? "" : ", " + laid) +
                          (p == mover ? (DrawsNext(v, p) ? ", draws next" : ", to move") : ""));
  }
  for (int i = 0; i < static_cast<int>(v.melds.size()); ++i) {
    std::string cards;
    for (Card c : v.melds[i].meld.cards) cards += (cards.empty() ? "" : ", ") + SpokenName(c, rules());
    const std::string owner = Name(v.melds[i].owner);
    m.Text("melds", MeldName(v.melds, i, names, -1) + ": " + cards, "meld:" + std::to_string(i),
           owner == "You" ? "Your melds" : owner + "'s melds");
  }
  m.Text("centre", "Stock: " + std::to_string(v.stock_size) + (v.stock_size == 1 ? " card" : " cards"), "stock");
  const std::string pile = game->OpenDiscardPile() ? "Track" : "Discard pile";
  m.Text("centre",
         v.discard.empty()
             ? pile + ": empty"
             : pile + ": " + std::to_string(v.discard_size) + (v.discard_size == 1 ? " card, " : " cards, ") +
                   SpokenName(v.discard.back(), rules()) + " on top" + (game->TopDiscardDead(v) ? ": nobody may take it" : ""),
         "discard");
  for (const std::string& line : panel_->CentreWords(*this, v)) m.Text("centre", line);
  std::string status = Named(v.status);
  if (status.rfind("You: ", 0) == 0) status = "Your move: " + status.substr(5);
  m.Text("actions", status);
  const bool my_move = match_.ToMove() == viewer_ && match_.HumanToMove();
  if (my_move && v.asked && !v.discard.empty())
    m.Text("actions", CardOpeningASentence(v.discard.back()) + " is up for grabs: claim it or let it go.");
  const std::string verdict = panel_->Verdict(*this, v, rules(), hand_.Selected(), my_move);
  m.Text("actions", !message_.empty() ? message_ : !hint_.empty() ? hint_.text : !verdict.empty() ? verdict : QuietLine(v));
}

}  // namespace rummy::web
