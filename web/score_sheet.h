// Scores on screen: the score sheet (a column per player, a row per hand, and for a match in
// play a total row), shown by the table's Scores button and end-of-hand summary and by the
// history screen for each finished match; and the end of a hand's scores with the cards behind
// them.
#pragma once

#include <string>
#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "game/state.h"

namespace rummy::web {

// A row of the sheet that is no hand's: Three Kings' trick points in the set under way.
struct SheetRow {
  std::string label;
  std::vector<int> values;  // one a player
};

// `running`, when given, is drawn above the total row.
void DrawScoreSheet(const std::vector<std::string>& names, const ScoreSheet& sheet, bool total_row,
                    const char* total_label = "Total", const SheetRow* running = nullptr);

// The title (who won the match, or which hand is over), then each player's score for the hand
// and in all, with the melds they had on the table and the cards they were left holding
// (`rules`: the match's rules now, for which cards were wild in the hand that ended). `game_line`:
// the game's panel's sentence after how the hand ended (GamePanel::SummaryLine), or "".
void DrawHandScores(const Fonts& fonts, const CardStyle& style, const Game& game, const Rules& rules,
                    const std::vector<std::string>& names, const ScoreSheet& sheet, const HandEnd& ended, bool over,
                    const std::string& game_line = "");

// The rules `now` with the wild rank of the hand that ended (a Five Crowns table has moved on to
// the next hand's).
Rules RulesOfHand(const Rules& now, const HandEnd& ended);
// The cards `seat` was left holding when the hand ended, sorted as a hand is: the wild cards last.
std::vector<Card> LeftHolding(const HandEnd& ended, int seat, const Rules& hand_rules);

}  // namespace rummy::web
