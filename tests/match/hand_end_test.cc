// What the hand-end summary is built from (HandEnd): who went out, the cards each player laid
// off on others' melds, and in Three Kings what each player's points were for.
#include <gtest/gtest.h>

#include <algorithm>

#include "bots/bot.h"
#include "games/three_kings/three_kings.h"
#include "match/describe.h"
#include "match/match.h"
#include "registry/registry.h"

namespace rummy {
namespace {

// Plays `game` between computer players, calling `on_hand(match)` after every hand that ends.
template <typename OnHand>
void PlayHands(const std::string& game, int players, uint64_t seed, OnHand on_hand) {
  std::vector<std::string> levels(players, "basic");
  Result<Match> made = Match::New(game, NameSeats(levels), {}, seed);
  ASSERT_TRUE(made.ok());
  Match& m = made.value();
  size_t hands = 0;
  for (int step = 0; m.BotToMove() && step < 20000; ++step) {
    m.StepBot();
    if (m.state().Sheet().hands.size() != hands) {
      hands = m.state().Sheet().hands.size();
      on_hand(m);
    }
  }
}

TEST(HandEndTest, TheSummarySaysWhoWentOutAndTheLogSaysItToo) {
  for (const char* game : {"rummy", "kentucky", "kaluki", "five-crowns"}) {
    int outs = 0;
    PlayHands(game, 3, 4, [&](const Match& m) {
      const HandEnd& end = *m.state().ViewFor(0).last_hand;
      if (end.out < 0) return;
      ++outs;
      EXPECT_TRUE(end.hands[end.out].empty()) << game;
      // A log line of this hand (after the previous hand's end) says who went out.
      auto over = [&](size_t i) { return m.log()[i].seat < 0 && m.log()[i].text.rfind("Hand ", 0) == 0; };
      size_t i = m.log().size() - 1;
      while (!over(i)) --i;  // this hand's end ("X wins the match." may follow it)
      EXPECT_NE(m.log()[i].text.find(": " + m.seats()[end.out].name + " went out."), std::string::npos) << m.log()[i].text;
      bool said = false;
      while (i-- > 0 && !over(i)) said |= m.log()[i].seat == end.out && m.log()[i].text.find("goes out") != std::string::npos;
      EXPECT_TRUE(said) << game << ": " << m.log()[m.log().size() - 2].text;
    });
    EXPECT_GT(outs, 0) << game;
  }
}

TEST(HandEndTest, CardsLaidOffOnOthersMeldsAreListedForWhoLaidThem) {
  const Rules rules = *MakeRules("rummy");
  HandEnd end;
  end.melds.push_back({0, *CheckMeld(rules, *rules.pack.Parse("5H 6H 7H 8H")), {0, 0, 0, 1}});
  end.melds.push_back({1, *CheckMeld(rules, *rules.pack.Parse("9C 9D 9S 9H")), {1, 1, 1, 1}});
  EXPECT_EQ(CardsPretty(LaidOffBy(end, 1)), "8♥");  // their own meld's cards are not lay-offs
  EXPECT_TRUE(LaidOffBy(end, 0).empty());
  // In whole matches, every lay-off on another's meld scores for its layer in Rummy and Kentucky.
  for (const char* game : {"rummy", "kentucky"}) {
    int laid = 0;
    PlayHands(game, 3, 6, [&](const Match& m) {
      for (int p = 0; p < 3; ++p) laid += static_cast<int>(LaidOffBy(*m.state().ViewFor(0).last_hand, p).size());
    });
    EXPECT_GT(laid, 0) << game;
  }
}

TEST(HandEndTest, RummyAndKentuckyPartsSayWhatTheTableAndTheHandAddUpTo) {
  // The summary's breakdown: own melds, lay-offs on others' melds, cards left in hand, each part
  // not 0, adding up to the hand's row.
  for (const char* game : {"rummy", "kentucky"}) {
    int layoffs = 0;
    PlayHands(game, 3, 6, [&](const Match& m) {
      const HandEnd& end = *m.state().ViewFor(0).last_hand;
      const std::vector<int>& row = m.state().Sheet().hands.back();
      ASSERT_EQ(end.parts.size(), 3u) << game;
      for (int p = 0; p < 3; ++p) {
        int sum = 0;
        for (const ScorePart& part : end.parts[p]) {
          EXPECT_NE(part.points, 0) << game << ": " << part.what;
          sum += part.points;
          layoffs += part.what == "laid off on others' melds";
        }
        EXPECT_EQ(sum, row[p]) << game << ": " << ScorePartsText(end.parts[p]);
      }
    });
    EXPECT_GT(layoffs, 0) << game;
  }
}

TEST(HandEndTest, ThreeKingsPartsAddUpToTheHandAndShowThePredictionAndLastTrick) {
  // Computer players, except that whoever may predict first in a hand predicts (with an ace
  // every other time), so predictions that come true and fail are both met.
  Result<std::unique_ptr<State>> made = FindGame("three-kings")->NewMatch(3, {}, 5);
  ASSERT_TRUE(made.ok());
  State& s = **made;
  std::unique_ptr<Bot> bot = MakeBot("basic", "three-kings");
  Rng rng(5);
  int predictions = 0, said = 0, hands = 0;
  while (!s.IsTerminal() && hands < 12) {
    const std::vector<Move> legal = s.LegalMoves();
    const auto predict = std::find_if(legal.begin(), legal.end(),
                                      [&](const Move& m) { return m.kind == MoveKind::kPredict && m.target == predictions % 2; });
    if (predict != legal.end()) {
      ASSERT_FALSE(s.Apply(*predict).has_value());
      ++predictions;
    } else {
      PlayBotMove(*bot, s, rng);
    }
    if (s.Sheet().hands.size() == static_cast<size_t>(hands)) continue;
    ++hands;
    const HandEnd& end = *s.ViewFor(0).last_hand;
    const std::vector<int>& row = s.Sheet().hands.back();
    ASSERT_EQ(end.parts.size(), 3u);
    int last_tricks = 0;
    for (int p = 0; p < 3; ++p) {
      int sum = 0;
      for (const ScorePart& part : end.parts[p]) {
        sum += part.points;
        last_tricks += part.what.find("the last trick") == 0 ? 1 : 0;
        said += part.what.find("prediction") == 0 ? 1 : 0;
      }
      EXPECT_EQ(sum, row[p]) << ScorePartsText(end.parts[p]);
    }
    EXPECT_EQ(last_tricks, 1);
  }
  EXPECT_GT(predictions, 1);
  EXPECT_EQ(said, predictions);
}

// While a prediction may be made, the line above the buttons says what it stakes, by the house
// option for a failed one (a playtester predicted with a tap, not knowing what it risked).
TEST(HandEndTest, APredictionsStakesAreSaidByTheFailedPredictionOption) {
  TableView v;
  EXPECT_EQ(
      three_kings::PredictionStakes(v),
      "A prediction of the last trick: +5 if you take it; if not, -5, and the next set starts 5 points behind. With an ace, "
      "twice as much.");
  v.options = std::make_shared<const Options>(Options{{"prediction-penalty", 1}});
  EXPECT_EQ(
      three_kings::PredictionStakes(v),
      "A prediction of the last trick: +5 if you take it; if not, the next set starts 5 points behind. With an ace, twice as "
      "much.");
  v.options = std::make_shared<const Options>(Options{{"prediction-penalty", 2}});
  EXPECT_EQ(three_kings::PredictionStakes(v),
            "A prediction of the last trick: +5 if you take it; if not, -5. With an ace, twice as much.");
}

TEST(HandEndTest, PredictingWithAnAceIsNotOfferedToAHandWithoutOneAndTheTableSaysWhy) {
  TableView v;
  v.hand = *ParseCards("2H 7C KS");
  EXPECT_EQ(three_kings::PredictionWarning(v, 1), "No ace in hand, so no prediction with an ace.");
  EXPECT_EQ(three_kings::PredictionWarning(v, 0), "");
  v.hand.push_back(*ParseCard("AD"));
  EXPECT_EQ(three_kings::PredictionWarning(v, 1), "");
}

}  // namespace
}  // namespace rummy
