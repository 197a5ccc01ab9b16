// Each game's rules written for players (the defaults; the house rules are listed in the lobby),
// as each game gives them (Game::RulesText), with the table's keys.
#pragma once

#include <string>

namespace rummy::web {

// Paragraphs separated by blank lines; "## " starts a heading. Empty for an unknown game.
std::string RulesText(const std::string& game);

// Draws the text (headings in gold, paragraphs wrapped).
void DrawRulesText(const std::string& game);

}  // namespace rummy::web
