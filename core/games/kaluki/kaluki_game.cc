// What Kaluki tells the registry about itself: its rule set built from its options (and
// offered as the preset `rummy solve --rules` knows it by), its line for the lobby and its rules
// for players.
#include "games/kaluki/kaluki.h"

namespace rummy::kaluki {

const RulesPreset& KalukiGame::Preset() const {
  static const RulesPreset preset{
      "kaluki",
      "",
      [](std::optional<std::string_view>) -> Result<Rules> {
        Rules r;
        r.name = "kaluki";
        r.pack = Pack{4, 1, 13, 2, 2};
        r.ace = AcePolicy::kLowOrHigh;
        r.hand_value = r.table_value = PipValues(15, 10);
        r.joker_hand_value = 25;
        r.joker_table_as_represented = true;
        return r;
      },
      {
          {"distinct-suits", "sets need different suits, at most 4 (KA5)",
           [](Rules& r) {
             r.set_suits_distinct = true;
             r.max_set = 4;
           }},
          {"naturals-majority", "naturals must outnumber jokers (KA6)",
           [](Rules& r) { r.naturals = NaturalsPolicy::kMoreThanWilds; }},
          {"low-ace-one", "an ace in A-2-3 counts 1 toward the opening (KA3)", [](Rules& r) { r.low_ace_table_value = 1; }},
          {"joker-fifteen", "a joker left in hand counts 15 (KA4)", [](Rules& r) { r.joker_hand_value = 15; }},
          {"joker-fifty", "a joker left in hand counts 50 (KA4)", [](Rules& r) { r.joker_hand_value = 50; }},
      },
      {
          {"kaluki-15", "kaluki", 15, "", 13},  // the seed the bench gave it before presets listed their own
          {"dense-kaluki-hearts", "kaluki", 0, "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH JK JK"},
          {"dense-kaluki-pairs", "kaluki", 0, "4C 4C 5C 5C 6C 6C 4D 4D 5D 5D 6D 6D JK JK 7C"},
          {"dense-kaluki-mixed", "kaluki", 0, "9S TS JS QS KS AS 9H 9H 9D TD JD QD JK JK KC"},
      }};
  return preset;
}

Rules RulesFor(const Options& options) {
  std::vector<std::string> house;
  for (const char* o : {"distinct-suits", "naturals-majority", "low-ace-one"}) {
    if (OptionIn(options, o)) house.push_back(o);
  }
  Rules rules = KalukiGame().Preset().MakeOrDie(std::nullopt, house);
  rules.joker_hand_value = OptionIn(options, "joker-value");
  // The name is part of the state's text (and so of every save's check value): kept as it was.
  if (rules.joker_hand_value != 25) rules.name += "+joker-" + std::to_string(rules.joker_hand_value);
  return rules;
}

std::vector<Game::OptionGroup> KalukiGame::OptionGroups() const {
  return {
      {"The match", {"long-game", "five-six-players", "kaluki-bonus"}},
      {"Opening and melds", {"combined-opening", "distinct-suits", "naturals-majority", "low-ace-one", "layoff-next-turn"}},
      {"Jokers", {"joker-value", "keep-joker"}},
      {"Turns and the stock", {"upcard-rule", "must-discard", "stock-out", "stock-out-limit"}},
  };
}

std::string KalukiGame::Goal(const Options& options) const { return GoalOfPoints(TargetScore(options)); }

std::string KalukiGame::Blurb() const {
  return "15 cards each, open with one meld worth 51, swap jokers; the round's winner scores the others' cards; first to 250.";
}

std::string KalukiGame::CardValuesWords(const Rules& r) const {
  return "Whoever goes out scores the cards left in the other hands: 2 to 10 count their face value, jack to king 10, aces "
         "15, jokers " +
         std::to_string(r.joker_hand_value) + ".";
}

std::string KalukiGame::RulesText() const {
  return R"(## Kaluki
2 to 4 players, two decks and four jokers (108 cards). 15 cards each (house option: 5 players with 13 cards, 6 with 11). Jokers are wild. First to 250 points wins, and only the player who goes out scores.

## Opening
Your first meld must be a single set or run worth 51 or more (2-10 face value, J Q K 10, aces 15, a joker what it stands for). Before you open you draw only from the stock, unless the top discard goes straight into your opening meld. In the turn you open you may add more melds and lay off.

## Melds
Sets: 3 or more cards of one rank. Runs: 3 or more in a suit, ace low or high. Each meld needs a natural card.

## A turn
Draw, then (once open) meld, lay off on anybody's melds and exchange jokers: put the natural card a joker stands for in its place in an opponent's meld and use the freed joker in a new meld at once. Then discard, unless your hand is already empty.

## Scoring
The player who goes out scores all the cards left in the other hands: 2-10 face value, J Q K 10, aces 15, jokers 25.)";
}

}  // namespace rummy::kaluki
