// What Three Kings tells the registry about itself: its rule set built from its options (and
// offered as the preset `rummy solve --rules` knows it by), its line for the lobby and its rules
// for players.
#include "games/three_kings/three_kings.h"

#include <algorithm>

namespace rummy::three_kings {

const RulesPreset& ThreeKingsGame::Preset() const {
  static const RulesPreset preset{"three-kings",
                                  "",
                                  [](std::optional<std::string_view>) -> Result<Rules> {
                                    Rules r;
                                    r.name = "three-kings";
                                    r.pack = Pack{4, 1, 13, 1, 0};
                                    r.jokers_wild = false;
                                    r.ace = AcePolicy::kLowOnly;
                                    r.min_set = r.max_set = 3;
                                    r.min_run = r.max_run = 3;
                                    r.hand_value = r.table_value = PipValues(1, 10);
                                    return r;
                                  },
                                  {
                                      {"no-ace-melds", "aces cannot be melded (T2)", [](Rules& r) { r.aces_meldable = false; }},
                                  }};
  return preset;
}

Rules RulesFor(const Options& options) {
  std::vector<std::string> house;
  if (OptionIn(options, "no-ace-melds")) house.push_back("no-ace-melds");
  return ThreeKingsGame().Preset().MakeOrDie(std::nullopt, house);
}

std::vector<Game::OptionGroup> ThreeKingsGame::OptionGroups() const {
  return {
      {"Tricks and melds", {"open-form", "no-ace-melds", "jqk-level-12", "set-beats-sequence"}},
      {"The last trick and predictions", {"ace-lead-six", "prediction-penalty", "prediction-replaces-ace"}},
  };
}

std::string ThreeKingsGame::HandScoreWords(int this_hand, int in_all) const {
  return std::to_string(this_hand) + (this_hand == 1 || this_hand == -1 ? " trick point" : " trick points") + " this hand, " +
         std::to_string(in_all) + (in_all == 1 ? " game point" : " game points") + " in all";
}

std::string ThreeKingsGame::Goal(const Options& /*options*/) const {
  return "The first to " + std::to_string(kGamePointsToWin) + " game points wins.";
}

std::string ThreeKingsGame::Blurb() const {
  return "Three players, tricks led with a card or a 3-card meld; predictions; first to 3 game points.";
}

std::string ThreeKingsGame::Headline(const TableView& v) const {
  return Game::Headline(v) + " \u00b7 phase " + std::to_string(std::max(1, v.Part<ThreeKingsView>().stage));
}

int ThreeKingsGame::TrickWonBy(const TableView& before, const Move& move, const State& after) const {
  // The third card or meld of a trick finishes it (the view's trick is everyone's but the mover's).
  if (move.kind != MoveKind::kPlay || static_cast<int>(before.Part<ThreeKingsView>().trick.size()) != before.players - 1)
    return -1;
  return after.ViewFor(0).Part<ThreeKingsView>().trick_winner;
}

std::string ThreeKingsGame::PlayerStatus(const TableView& v, int p) const {
  const ThreeKingsView& own = v.Part<ThreeKingsView>();
  std::string s = std::to_string(v.hand_sizes[p]) + (v.hand_sizes[p] == 1 ? " card" : " cards");
  auto count = [](int n, const char* what) { return std::to_string(n) + " " + what + (n == 1 ? "" : "s"); };
  // The set's running total out of what wins it (a playtester could not tell that trick points
  // carry over from hand to hand, nor where they lead).
  // Past the mark, as much said without "19 of 15" (read as a mistake in a screenshot).
  const std::string mark = std::to_string(kSetPoints);
  s += ", " + std::to_string(own.points[p]) +
       (own.points[p] > kSetPoints ? " trick points, over " + mark : " of " + mark + " trick points") + ", " +
       count(v.sheet.totals[p], "game point");
  if (p == own.prediction_seat)
    s += own.prediction_kind ? ", predicted the last trick with an ace" : ", predicted the last trick";
  return s;
}

void ThreeKingsGame::LongestView(TableView& most, int p) const {
  Game::LongestView(most, p);
  ThreeKingsView& own = most.FillPart<ThreeKingsView>();
  // Trick points in their longer form, past the mark, with two digits ("16 trick points, over 15":
  // every digit is as wide; longer than "-10 of 15 trick points", so a set begun 10 behind keeps
  // its plate too), the prediction with an ace while nobody has predicted.
  if (p < static_cast<int>(own.points.size()) && own.points[p] > -100 && own.points[p] < 100) own.points[p] = kSetPoints + 1;
  if (own.prediction_seat < 0) {
    own.prediction_seat = p;
    own.prediction_kind = 1;
  }
}

std::vector<std::string> ThreeKingsGame::TableLines(const TableView& v, const std::vector<std::string>& names) const {
  const ThreeKingsView& own = v.Part<ThreeKingsView>();
  if (own.stage <= 0) return {};
  std::vector<std::string> lines;
  std::string points = "Phase " + std::to_string(own.stage) + ". Trick points:";
  for (int p = 0; p < v.players; ++p) points += " " + names[p] + " " + std::to_string(own.points[p]);
  lines.push_back(points);
  if (own.prediction_seat >= 0)
    lines.push_back(names[own.prediction_seat] + " predicted the last trick" + (own.prediction_kind ? " with an ace." : "."));
  for (const auto& [who, cards] : own.trick) lines.push_back("In the trick: " + names[who] + " played " + CardsInWords(cards));
  return lines;
}

std::string ThreeKingsGame::RulesText() const {
  return R"(## Three Kings
Exactly 3 players, one deck without jokers. Kings are high and aces low. 9 cards each; a face-up widow card lies under the stock. From the second hand on, the winner of the last hand's last trick is dealt a tenth card and lays one card face up as the widow card before play begins.

## Tricks
The leader plays one card or a meld of three: a set of one rank, or three in a row of one suit (A-2-3 up to J-Q-K). The others play the same number of cards. A single card is won by the highest card of the suit led. A meld trick is won by the highest meld: a set counts its rank, a run its middle card, and J-Q-K counts like K-K-K. An equal meld does not beat the earlier one.

## Phase 1 and phase 2
While the stock lasts, nobody has to follow suit and the hands are filled back to 9 after each trick, winner first. When the stock is gone, the winner of the last trick may take the widow card and lay another card out of play, face up; from then on a single card must be followed in suit when you can. Play until the hands are empty.

## Trick points
+1 for winning a trick, +1 for every meld played (win or lose), +1 more for the last trick. An ace led to the last trick scores 5 if it wins and costs 5 if it loses. At your first card of phase 2 you may predict taking the last trick (+5, failure -5 now and -5 at the start of the next set) or taking it with a led ace (+10 / -10).

## Winning
When a hand ends with somebody on 15 trick points or more, the highest gets a game point and a new set begins. First to 3 game points wins.)";
}

}  // namespace rummy::three_kings
