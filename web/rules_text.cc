#include "rules_text.h"

#include <string>

#include "game/state.h"
#include "games/panel.h"
#include "imgui.h"
#include "mirror.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

const char* kKeys = R"(## Keys at the table
Left and right arrows choose a card, Space selects it, Enter does the highlighted action (draw, discard, play, next hand...). D draws from the stock, T takes the discard, X discards the selected card, G groups the selected cards into a meld, 1 to 9 lay the selected card off on the first to ninth meld laid down this hand (or tap the meld), U undoes, H gives a hint, S and R sort by suit or rank, A arranges the hand.)";
// A game of tricks, where nobody draws, discards or melds in hand (Three Kings).
const char* kTrickKeys = R"(## Keys at the table
Left and right arrows choose a card, Space selects it, Enter does the highlighted action (play, next hand...). U undoes, H gives a hint, S and R sort by suit or rank.)";

}  // namespace

std::string RulesText(const std::string& game) {
  const Game* g = FindGame(game);
  return g ? g->RulesText() : std::string();
}

void DrawRulesText(const std::string& game) {
  static std::string for_game, touch;  // the panel's words, asked once per game
  static const char* keys = kKeys;
  if (for_game != game) {
    for_game = game;
    touch = FindGame(game) ? PanelFor(game)->HowToPlay() : "";
    keys = FindGame(game) && !PanelFor(game)->Melding() ? kTrickKeys : kKeys;
  }
  const std::string text = RulesText(game) + "\n\n## Playing by touch or mouse\n" + touch + "\n\n" + keys;
  int n = 0;  // each heading and paragraph reports its rectangle to the test hook: "rules:line:N"
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(at, end - at);
    at = end + 1;
    if (line.empty()) continue;
    TheMirror().Text("rules", line.rfind("## ", 0) == 0 ? line.substr(3) : line);  // mirror.h
    if (line.rfind("## ", 0) == 0) {
      Section(line.substr(3).c_str());
    } else {
      ImGui::TextWrapped("%s", line.c_str());
    }
    Hook().Rect("rules:line:" + std::to_string(n++));
  }
}

}  // namespace rummy::web
