// What Kentucky tells the registry about itself: its rule set built from its options (and
// offered as the preset `rummy solve --rules` knows it by), its line for the lobby and its rules
// for players.
#include "games/kentucky/kentucky.h"

#include <tuple>

namespace rummy::kentucky {

const RulesPreset& KentuckyGame::Preset() const {
  static const RulesPreset preset{
      "kentucky",
      "",
      [](std::optional<std::string_view>) -> Result<Rules> {
        Rules r;
        r.name = "kentucky";
        r.pack = Pack{4, 1, 13, 2, 2};
        r.ace = AcePolicy::kLowOrHigh;
        r.hand_value = r.table_value = FlatValues(20);
        r.joker_hand_value = 50;
        r.joker_table_value = 50;
        r.joker_table_as_represented = false;
        return r;
      },
      {
          {"three-decks", "play with 3 decks (6 jokers)", [](Rules& r) { r.pack.decks = 3; }},
          {"deuces-wild", "2s are wild as well as jokers (K7)",
           [](Rules& r) {
             r.wild_rank = 2;
             r.wild_rank_hand_value = 5;
           }},
          {"distinct-suits", "sets need different suits (K12)", [](Rules& r) { r.set_suits_distinct = true; }},
          {"naturals-majority", "naturals must outnumber wilds (K9)",
           [](Rules& r) { r.naturals = NaturalsPolicy::kMoreThanWilds; }},
          {"aces-high", "aces rank only above the king: Q-K-A, never A-2-3 (K11)",
           [](Rules& r) { r.ace = AcePolicy::kHighOnly; }},
          {"joker-as-card", "a melded joker scores as the card it represents (K8)",
           [](Rules& r) { r.joker_table_as_represented = true; }},
      },
      {
          {"kentucky-12", "kentucky", 12, "", 15},  // the seed the bench gave it before presets listed their own
          {"dense-kentucky-3deck", "kentucky+three-decks", 0, "5H 5H 5H 6H 6H 6H 7H 7H 7H 8H 8H JK JK JK"},
      }};
  return preset;
}

Rules RulesFor(const Options& options, int players) {
  const bool difficult = OptionIn(options, "difficult");
  const bool three = difficult ? players >= 5 : players >= 6;
  std::vector<std::string> house;
  if (three) house.push_back("three-decks");
  for (const char* o : {"deuces-wild", "distinct-suits", "naturals-majority", "joker-as-card", "aces-high"}) {
    if (OptionIn(options, o)) house.push_back(o);
  }
  return KentuckyGame().Preset().MakeOrDie(std::nullopt, house);
}

std::vector<Game::OptionGroup> KentuckyGame::OptionGroups() const {
  return {
      {"Contracts and the deal", {"difficult", "deal", "big-no-discard", "exact-lengths", "two-players"}},
      {"Wild cards",
       {"exact-wilds", "wilds-each", "limits-lapse", "deuces-wild", "joker-as-card", "naturals-majority", "joker-exchange"}},
      {"Melds", {"distinct-suits", "aces-high", "same-suit-runs"}},
      {"May I and Kentucky calls",
       {"penalty-cards", "first-come", "may-i-limit", "may-i-not-down", "no-kentucky-call", "may-i-short-stock", "take-exposed"}},
      {"Going out, the stock and the end", {"out-without-discard", "upcard-rule", "reshuffle", "tie-extra-hand"}},
  };
}

std::string KentuckyGame::Goal(const Options& /*options*/) const { return GoalOfHands(kHands, false); }

std::string KentuckyGame::Blurb() const {
  return "Contract rummy over 10 hands; call \"May I\" or \"Kentucky\" for a discard out of turn.";
}

int KentuckyGame::Hands(const Options& /*options*/) const { return kHands; }

std::string KentuckyGame::Headline(const TableView& v) const {
  return Game::Headline(v) + " \u00b7 " + v.Part<KentuckyView>().contract;
}

std::vector<std::string> KentuckyGame::TableLines(const TableView& v, const std::vector<std::string>& /*names*/) const {
  const std::string& contract = v.Part<KentuckyView>().contract;
  if (contract.empty()) return {};
  return {"Contract: " + contract};
}

std::string KentuckyGame::PlayerStatus(const TableView& v, int p) const {
  std::string s = Game::PlayerStatus(v, p);
  const std::vector<int>& may_i = v.Part<KentuckyView>().may_i;
  // "used": a playtester could not tell calls made from calls left.
  if (!may_i.empty() && may_i[p] > 0)
    s += ", " + std::to_string(may_i[p]) + (may_i[p] == 1 ? " May I call used" : " May I calls used");
  return s;
}

void KentuckyGame::LongestView(TableView& most, int p) const {
  Game::LongestView(most, p);
  std::vector<int>& may_i = most.FillPart<KentuckyView>().may_i;
  // The house limit (no limit: as wide as two digits, so the plate does not grow with each call).
  const int limit = most.options ? OptionOr(*most.options, "may-i-limit", 3) : 3;
  if (p < static_cast<int>(may_i.size())) may_i[p] = std::max(may_i[p], limit > 0 ? limit : 10);
}

std::optional<Game::WildLimit> KentuckyGame::WildLimitOf(const TableView& v) const {
  if (!v.options) return std::nullopt;
  const Contract contract = ContractOf(*v.options, v.hand_number);
  return WildLimit{contract.max_wilds, contract.wilds_per_meld};
}

bool KentuckyGame::MayStartMelds(const TableView& v) const {
  // Once down, a player only lays off (RULES.md 1.A).
  return v.seat >= static_cast<int>(v.opened.size()) || !v.opened[v.seat];
}

std::optional<std::vector<Meld>> KentuckyGame::ContractOfCards(const TableView& v, const Rules& rules,
                                                               const std::vector<Card>& cards) const {
  if (!v.options || !MayStartMelds(v)) return std::nullopt;
  const std::optional<ContractLay> lay = FindContract(rules, cards, ContractOf(*v.options, v.hand_number), 0);
  if (!lay || lay->left_cards > 0) return std::nullopt;
  return lay->melds;
}

std::string KentuckyGame::CardValuesWords(const Rules& r) const {
  return TableMinusHandWords(std::string("2 to 9 count 5, 10 to king 10, aces 20, ") +
                             (!r.joker_table_as_represented ? "jokers 50"
                              : r.wild_rank == 2
                                  ? "a joker or a wild 2 counts as the card it stands for on the table, a joker in hand 50"
                                  : "a joker counts as the card it stands for on the table, 50 in hand"));
}

std::string KentuckyGame::LongestStatusLine(const std::string& name) const {
  // Every claim prompt the engine can show (Kentucky is never offered with `fits`), about a joker
  // (the longest card in words).
  std::string longest;
  for (const auto& [may_i, kentucky, fits] :
       {std::tuple{true, true, false}, std::tuple{true, false, false}, std::tuple{false, true, false},
        std::tuple{true, false, true}, std::tuple{false, false, true}, std::tuple{false, false, false}}) {
    std::string s = ClaimStatus(name, Card::Joker(), may_i, kentucky, fits);
    if (s.size() > longest.size()) longest = std::move(s);
  }
  return longest;
}

std::string KentuckyGame::RulesText() const {
  return R"(## Kentucky
3 to 6 players, two decks with their jokers (three decks for 6 players). Only jokers are wild. 10 hands; in each hand everybody tries to lay down that hand's contract. Highest total after hand 10 wins.

## Melds (the usual rules; the house options may change them)
A set is 3 or more cards of one rank (with two decks a suit may repeat). A run is cards in a row in one suit, as many as the contract asks or more; an ace goes below the 2 or above the king, not both. A joker stands in for any card.

## A turn
Draw the top card of the stock or the top discard. Then you may go down: lay out exactly the melds of the contract in one go (each meld may be longer than its minimum). Once you are down you may lay off cards on any meld on the table, yours or anybody's; you may not start new melds. Every turn ends with a discard. Discarding your last card takes you out and ends the hand.

## Contracts (typical list)
1: two sets of 3, no jokers. 2: a set of 3 and a run of 4, no jokers. 3: two runs of 4, at most one joker each. 4: three sets of 3, no jokers. 5: two sets of 3 and a run of 5, at most two jokers in all. 6: a set of 3 and a run of 7, at most one joker. 7: three runs of 4, at most one joker each. 8: a set of 3 and a run of 10, at most three jokers. 9: two sets of 3 and a run of 5, at most two jokers. 10: three runs of 5, at most two jokers each. The joker limits hold for the whole hand, lay-offs included: in a hand with no jokers allowed (the contract says "no wild cards in melds") a joker cannot go into any meld, and it still costs 50 if it is left in your hand.

## May I and Kentucky
When a card is discarded, the next player may take it as their draw. If they do not, the others are asked in seat order. "Kentucky!": a player who is down lays the card off at once, out of turn. "May I?": any player (at most three times a hand) takes the card plus a penalty card from the stock. Once the next player has drawn, nobody may take the card: it shows greyed on the pile, with "nobody may take it" across it. You have a few seconds to claim (a countdown shows); when they run out the card is let go. "Let all go this hand" stops the questions until the next hand.

## Scoring
2 to 9 are worth 5, 10 to king 10, aces 20, jokers 50. After each hand you score the cards you put on the table, including the ones you laid off on other players' melds (a dot of your colour marks them), minus the cards left in your hand.)";
}

}  // namespace rummy::kentucky
