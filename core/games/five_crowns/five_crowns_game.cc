// What Five Crowns tells the registry about itself: its rule set built from its options (and
// offered as the preset `rummy solve --rules` knows it by), its line for the lobby and its rules
// for players.
#include "games/five_crowns/five_crowns.h"

namespace rummy::five_crowns {

const RulesPreset& FiveCrownsGame::Preset() const {
  static const RulesPreset preset{
      "five-crowns",
      "five-crowns:N (N = 3..13)",
      [](std::optional<std::string_view> argument) -> Result<Rules> {
        int cards = 3;
        if (argument) {
          const std::string n(*argument);
          cards = 0;
          for (char c : n) {
            if (c < '0' || c > '9' || cards >= 100) {  // not a number, or far too big: stop reading
              cards = -1;
              break;
            }
            cards = cards * 10 + (c - '0');
          }
          if (n.empty() || cards < 3 || cards > 13) {
            return Error{ErrorCode::kBadRules, "five-crowns:N needs N = cards dealt, 3 to 13 (got '" + n + "')"};
          }
        }
        Rules r;
        r.name = "five-crowns:" + std::to_string(cards);
        r.pack = Pack{5, 3, 13, 2, 3};
        r.wild_rank = cards;
        r.ace = AcePolicy::kLowOnly;  // there are no aces; runs stay within 3..K
        r.naturals = NaturalsPolicy::kAny;
        for (int k = 3; k <= 13; ++k) r.hand_value[k] = k;
        r.joker_hand_value = 50;
        r.wild_rank_hand_value = 20;
        r.table_value = r.hand_value;
        return r;
      },
      {
          {"need-natural", "every meld needs a natural card (F4)", [](Rules& r) { r.naturals = NaturalsPolicy::kAtLeastOne; }},
          {"four-decks", "two games combined, 232 cards, for 8-14 players (F1)", [](Rules& r) { r.pack.decks = 4; }},
      },
      [] {
        std::vector<SolverBenchCase> bench;
        // Every hand size; the seeds the bench gave these cases before presets listed their own.
        for (int k = 3; k <= 13; ++k)
          bench.push_back({"five-crowns-" + std::to_string(k), "five-crowns:" + std::to_string(k), k, "", k - 1});
        bench.push_back({"dense-fc-wilds", "five-crowns:13", 0, "3R 4R 5R 6R 7R 8R 9R KC KD JK JK JK 3C"});
        bench.push_back({"dense-fc-pairs", "five-crowns:13", 0, "5H 5H 6H 6H 7H 7H 8H 8H 9H 9H TH TH JK"});
        bench.push_back({"dense-fc-books", "five-crowns:11", 0, "5H 5D 5C 6H 6D 6C 7H 7D 7C 8H 8D JK JK"});
        bench.push_back({"dense-fc-manywild", "five-crowns:7", 0, "7C 7D 7H JK JK 4S 5S 9S TS QR KR 3D 4D"});
        return bench;
      }()};
  return preset;
}

Rules RulesFor(const Options& options, int cards, int players) {
  std::vector<std::string> house;
  if (!OptionIn(options, "all-wild-melds")) house.push_back("need-natural");
  if (players >= kFourDecksFrom) house.push_back("four-decks");  // two games combined (RULES.md 4.A, F1)
  return FiveCrownsGame().Preset().MakeOrDie(std::to_string(cards), house);
}

std::vector<Game::OptionGroup> FiveCrownsGame::OptionGroups() const {
  return {
      {"Melds and going out", {"all-wild-melds", "first-turn-out", "forced-out"}},
      {"Turns", {"upcard-rule", "final-turn-draw"}},
      {"The end of a hand and of the match", {"second-stock-out", "tie-break"}},
  };
}

std::string FiveCrownsGame::Goal(const Options& /*options*/) const { return GoalOfHands(kHands, true); }

std::string FiveCrownsGame::Blurb() const {
  return "Five suits, 11 hands from 3 to 13 cards, the wild rank changes every hand; lowest total wins.";
}

int FiveCrownsGame::Hands(const Options& /*options*/) const { return kHands; }

std::string FiveCrownsGame::Headline(const TableView& v) const {
  return Game::Headline(v) + " \u00b7 " + RankPlural(v.Part<FiveCrownsView>().wild_rank) + " and jokers are wild";  // in words
}

std::string FiveCrownsGame::CardValuesWords(const Rules& r) const {
  // The hand's wild rank in words ("this hand's wild kings"), not letters.
  return std::string(
             "Cards left in hand count against their holder: 3 to king their face value (jack 11, queen 12, king "
             "13), but this hand's wild ") +
         RankPlural(r.wild_rank) + " 20 and jokers 50.";
}

std::string FiveCrownsGame::RulesText() const {
  return R"(## Five Crowns
2 to 7 players, two five-suit decks (stars, hearts, clubs, spades, diamonds; 3 to K) with 6 jokers; 8 to 14 players use four decks. 11 hands: 3 cards in the first, 4 in the second, up to 13 in the last. Lowest total wins.

## Wild cards
Jokers are always wild, and so is the rank equal to the number of cards dealt: 3s in the first hand, 4s in the second, ... jacks, queens and finally kings.

## A turn
Draw the top card of the stock or the discard pile, then discard. If all your cards but one make sets (3 or more of a rank; the printed rules call them books) and runs (3 or more in a row of one suit), you may go out: lay them all down and discard the last card. A card taken from the discard pile may not be discarded in the same turn.

## Last turns
When someone goes out, everyone else has one final turn: draw, lay down the sets and runs you can, and discard. The cards left in your hand count against you: face value, J 11, Q 12, K 13, wild rank 20, jokers 50.)";
}

}  // namespace rummy::five_crowns
