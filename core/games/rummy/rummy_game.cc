// What Rummy tells the registry about itself: its rule set built from its options (and
// offered as the preset `rummy solve --rules` knows it by), its line for the lobby and its rules
// for players.
#include "games/rummy/rummy.h"

namespace rummy::track {

const RulesPreset& RummyGame::Preset() const {
  static const RulesPreset preset{
      "rummy",
      "",
      [](std::optional<std::string_view>) -> Result<Rules> {
        Rules r;
        r.name = "rummy";
        r.pack = Pack{4, 1, 13, 1, 2};
        r.ace = AcePolicy::kLowOrHigh;
        r.max_set = 4;
        r.set_suits_distinct = true;
        r.hand_value = r.table_value = FlatValues(15);
        r.joker_hand_value = 25;
        r.joker_table_as_represented = true;
        return r;
      },
      {
          {"two-decks", "two decks, for 5-8 players (R1)", [](Rules& r) { r.pack.decks = 2; }},
          {"duplicate-suits", "two-deck sets may repeat a suit (R10)", [](Rules& r) { r.set_suits_distinct = false; }},
          {"naturals-majority", "naturals must outnumber jokers (R11)",
           [](Rules& r) { r.naturals = NaturalsPolicy::kMoreThanWilds; }},
          {"low-ace-one", "an ace in A-2-3 scores 1 (R9)", [](Rules& r) { r.low_ace_table_value = 1; }},
      },
      {
          {"rummy-8", "rummy", 8, "", 14},  // the seed the bench gave it before presets listed their own
          {"dense-rummy", "rummy", 0, "4H 5H 6H 7H 4S 4D 4C JK"},
      }};
  return preset;
}

Rules RulesFor(const Options& options, int players) {
  std::vector<std::string> house;
  if (players >= 5) house.push_back("two-decks");
  if (players >= 5 && OptionIn(options, "duplicate-suits")) house.push_back("duplicate-suits");
  if (OptionIn(options, "low-ace-one")) house.push_back("low-ace-one");
  if (OptionIn(options, "naturals-majority")) house.push_back("naturals-majority");
  return RummyGame().Preset().MakeOrDie(std::nullopt, house);
}

std::vector<Game::OptionGroup> RummyGame::OptionGroups() const {
  return {
      {"The match", {"short-game", "deal-by-players", "shared-win"}},
      {"The track", {"top-card-free", "new-meld-only", "keep-taken", "call-rummy"}},
      {"Melds and jokers", {"low-ace-one", "duplicate-suits", "naturals-majority", "forced-exchange"}},
      {"Ending a round", {"must-discard", "stock-out-ends"}},
  };
}

std::string RummyGame::Goal(const Options& options) const { return GoalOfPoints(TargetScore(options)); }

std::string RummyGame::Blurb() const {
  return "8 cards and a face-up track: take any track card and every card after it, play on anyone's melds, to 500.";
}

std::string RummyGame::CardValuesWords(const Rules& r) const {
  return TableMinusHandWords(std::string("2 to 9 count 5, 10 to king 10, aces 15") +
                             (r.low_ace_table_value == 1 ? " (1 at the low end of a run)" : "") +
                             ", a joker counts as the card it stands for on the table, 25 in hand");
}

std::string RummyGame::RulesText() const {
  return R"(## Rummy
2 to 4 players with one deck and two jokers (5 to 8 players: two decks). 8 cards each. First to 500 points wins (350 in the short game).

## The track
Discards are laid out overlapping so every card shows: the track. On your turn draw the top card of the stock, or take any card of the track together with every card discarded after it (to its right, then on the rows below). The card you pick must be on the table before your turn ends, in a new meld or laid off on any meld on the table; you may meld, lay off and swap jokers first, as long as it can still go down. You may take it only if some plays of this turn can put it there. The other cards go into your hand.

## Melds
Sets: 3 or 4 cards of one rank, different suits. Runs: 3 or more cards in a suit; the ace is low (A-2-3) or high (Q-K-A), never both. A joker stands for one card that is not on the table yet; a player who holds that natural card may swap it for the joker, which goes into their hand (the natural card then scores for whoever laid the joker). A card may still be laid off beside a joker on its run. Each meld needs at least one natural card.

## A turn
Draw, then meld and lay off as you like (laying off on another player's meld is called rummying: the card scores for you), then discard one card. The round ends as soon as a player has no cards, with or without a discard. When the stock is empty, play goes on while players take from the track; a player who will not or cannot ends the round.

## Scoring
2-9 score 5, 10-K 10, aces 15, a joker what it stands for. You score every card you put on the table (a card swapped in for a joker scores for whoever laid the joker) and lose the cards left in your hand (a joker in hand costs 25).)";
}

}  // namespace rummy::track
