// Three Kings (RULES.md §3): the test scenarios of 3.C, the meld levels and the tie-break order.
#include "games/three_kings/three_kings.h"

#include "bots/basic_bot.h"
#include "registry/registry.h"

#include <gtest/gtest.h>

#include "testing/game_helpers.h"

namespace rummy::three_kings {
namespace {

using testing::C;
using testing::ExpectRefused;
using testing::Play;

constexpr int A = 0, B = 1, Cc = 2;  // players in clockwise order

std::unique_ptr<ThreeKingsState> Match(Options options = {}) {
  return testing::NewMatch<ThreeKingsState>("three-kings", 3, options, 3);
}

// Phase 1 position: plenty of stock left (so no refill shortfall), A to lead.
std::unique_ptr<ThreeKingsState> Phase1(const std::string& a, const std::string& b, const std::string& c) {
  auto s = Match();
  // A stock of 12 cards that are in nobody's hand, and the A♦ as the widow card.
  std::vector<Card> used = C(a + " " + b + " " + c + " AD"), stock;
  for (Card card : s->CurrentRules().pack.Cards()) {
    if (stock.size() < 12 && std::find(used.begin(), used.end(), card) == used.end()) stock.push_back(card);
  }
  EXPECT_FALSE(s->SetTrickPosition({C(a), C(b), C(c)}, stock, C("AD")[0], A));
  return s;
}

// Six stock cards left, B to lead: the next trick's refill empties the stock (3.C.6).
std::unique_ptr<ThreeKingsState> ShortfallPosition() {
  auto s = Match();
  EXPECT_FALSE(
      s->SetTrickPosition({C("2S 3S 4S 7C 8C 9C 5D 6D 7D"), C("TH JH QH 2C 3C 4C 9D TD JD"), C("5H 5C 5S 8D 9H 2D 3D 4D QS")},
                          C("AS KS KH KD KC QC"), C("AH")[0], B));
  return s;
}

TEST(ThreeKingsTest, MeldLevelsFollowTheReconstructedTable) {
  const Rules r = *MakeRules("three-kings");
  EXPECT_EQ(MeldLevel(r, C("KS KH KC"), false), 13);
  EXPECT_EQ(MeldLevel(r, C("JD QD KD"), false), 13);
  EXPECT_EQ(MeldLevel(r, C("JD QD KD"), true), 12);
  EXPECT_EQ(MeldLevel(r, C("TC TD TH"), false), 10);
  EXPECT_EQ(MeldLevel(r, C("9S TS JS"), false), 10);
  EXPECT_EQ(MeldLevel(r, C("7H 8H 9H"), false), 8);
  EXPECT_EQ(MeldLevel(r, C("2C 2D 2H"), false), 2);
  EXPECT_EQ(MeldLevel(r, C("AS 2S 3S"), false), 2);
  EXPECT_EQ(MeldLevel(r, C("AC AD AH"), false), 1);
  EXPECT_EQ(MeldLevel(r, C("QS KS AS"), false), 0);
  EXPECT_EQ(MeldLevel(r, C("2D 9S KH"), false), 0);
}

TEST(ThreeKingsTest, SingleLeadPhaseOneHighestOfTheLedSuitWins) {
  auto s = Phase1("9H 2C 3C", "KS 4C 5C", "TH 6C 7C");
  Play(*s, "play 9H");
  Play(*s, "play KS");  // no need to follow suit in phase 1
  Play(*s, "play TH");
  EXPECT_EQ(s->points(), (std::vector<int>{0, 0, 1}));
  EXPECT_EQ(s->CurrentPlayer(), Cc);  // the winner leads next
}

TEST(ThreeKingsTest, EqualMeldLevelsDoNotBeat) {
  auto s = Phase1("7C 8C 9C", "8S 8H 8D", "2D 9S KH");
  Play(*s, "play 7C 8C 9C");
  Play(*s, "play 8S 8H 8D");
  Play(*s, "play 2D 9S KH");
  EXPECT_EQ(s->points(), (std::vector<int>{2, 1, 0}));
}

TEST(ThreeKingsTest, HigherMeldWins) {
  auto s = Phase1("5S 5H 5D", "4C 5C 6C", "9D TD JD");
  Play(*s, "play 5S 5H 5D");
  Play(*s, "play 4C 5C 6C");
  Play(*s, "play 9D TD JD");
  EXPECT_EQ(s->points(), (std::vector<int>{1, 1, 2}));
}

TEST(ThreeKingsTest, JackQueenKingBeatsAnotherOfALowerSuitOnly) {
  auto s = Phase1("JD QD KD", "JH QH KH", "JC QC KC");
  ASSERT_FALSE(
      s->SetTrickPosition({C("JD QD KD"), C("JH QH KH"), C("JS QS KS")}, C("2C 3C 4C 5C 6C 7C 8C 9C TC"), C("AD")[0], A));
  Play(*s, "play JD QD KD");
  Play(*s, "play JH QH KH");  // hearts beat diamonds
  Play(*s, "play JS QS KS");  // spades beat hearts
  EXPECT_EQ(s->points(), (std::vector<int>{1, 1, 2}));
  auto t = Phase1("KS KH KC", "JD QD KD", "2D 3H 5S");
  Play(*t, "play KS KH KC");
  Play(*t, "play JD QD KD");  // same level as K-K-K: A keeps the trick
  Play(*t, "play 2D 3H 5S");
  EXPECT_EQ(t->points(), (std::vector<int>{2, 1, 0}));
}

TEST(ThreeKingsTest, BasicPlayerAnswersJackQueenKingWithAHigherSuitsJackQueenKing) {
  // Same level as the lead, but clubs beat diamonds: the basic player takes the trick with it
  // rather than throwing its lowest meld (it asks the engine's MeldBeats, not the level alone).
  auto s = Phase1("JD QD KD 4H", "JC QC KC 2H 2S 2D", "5S 6S 7S 9H");
  Play(*s, "play JD QD KD");
  BasicBot bot;
  Rng rng(1);
  const Move m = bot.Choose(s->ViewFor(B), s->CurrentRules(), rng);
  EXPECT_EQ(MoveToString(m, s->CurrentRules()), "play JC QC KC");
}

TEST(ThreeKingsTest, ClubsAreTheHighestJackQueenKing) {
  auto s = Phase1("JD QD KD", "JH QH KH", "JC QC KC");
  Play(*s, "play JD QD KD");
  Play(*s, "play JH QH KH");
  Play(*s, "play JC QC KC");
  EXPECT_EQ(s->points(), (std::vector<int>{1, 1, 2}));
}

TEST(ThreeKingsTest, FollowSuitOnlyInPhaseTwo) {
  auto p1 = Phase1("6H 2C 3C", "2H KS 4C", "7S 8S 9S");
  Play(*p1, "play 6H");
  Play(*p1, "play KS");  // allowed in phase 1
  auto p2 = Match();
  ASSERT_FALSE(p2->SetTrickPosition({C("6H 2C"), C("2H KS"), C("7S 8S")}, {}, std::nullopt, A));
  Play(*p2, "play 6H");
  ExpectRefused(*p2, "play KS", "Follow suit");
  Play(*p2, "play 2H");
  auto m = Match();  // phase 2, a meld lead: any three cards
  ASSERT_FALSE(m->SetTrickPosition({C("5S 5H 5D"), C("2H KS 9C"), C("7S 8S 4D")}, {}, std::nullopt, A));
  Play(*m, "play 5S 5H 5D");
  Play(*m, "play 2H KS 9C");
}

TEST(ThreeKingsTest, RefillShortfallIsDealtEquallyAndStartsPhaseTwo) {
  auto s = ShortfallPosition();
  Play(*s, "play TH JH QH");
  Play(*s, "play 5H 5C 5S");
  Play(*s, "play 2S 3S 4S");
  // B won (level 11). Six stock cards go B, C, A, B, C, A: 8 cards each, and phase 2 begins.
  EXPECT_EQ(s->points()[B], 2);
  for (int p = 0; p < 3; ++p) EXPECT_EQ(s->HandOf(p).size(), 8u);
  EXPECT_EQ(s->HandOf(B).back().ToString(), "KD");  // B got the 1st and 4th cards: AS, KD
  EXPECT_EQ(s->stage(), 2);
  EXPECT_EQ(s->CurrentPlayer(), B);
  EXPECT_EQ(s->ViewFor(B).phase, "exchange");
  Play(*s, "widow 2C");
  const std::vector<Card> hand = s->HandOf(B);
  EXPECT_TRUE(std::any_of(hand.begin(), hand.end(), [](Card c) { return c.ToString() == "AH"; }));
  EXPECT_EQ(s->ViewFor(A).phase, "lead");
}

// RULES.md 3.A (phase 2): the card laid out of play in the widow exchange is face up. Every seat
// sees it, and a determinized copy (what a searching player imagines) keeps it where it is.
TEST(ThreeKingsTest, WidowExchangeLaysTheCardOutFaceUp) {
  auto s = ShortfallPosition();
  Play(*s, "play TH JH QH");
  Play(*s, "play 5H 5C 5S");
  Play(*s, "play 2S 3S 4S");
  Play(*s, "widow 2C");  // B takes A♥ and lays out 2♣
  auto gone = [](const State& st) {
    const std::string text = st.ToString();
    return text.substr(text.find(" gone "));
  };
  for (int seat : {A, B, Cc}) {
    const TableView v = s->ViewFor(seat);
    ASSERT_TRUE(v.Part<ThreeKingsView>().laid_out.has_value()) << "seat " << seat;
    EXPECT_EQ(v.Part<ThreeKingsView>().laid_out->ToString(), "2C");
    for (uint64_t k = 1; k <= 20; ++k) {
      Rng rng(k);
      const std::unique_ptr<State> d = s->Determinize(seat, rng);
      EXPECT_EQ(gone(*d), gone(*s)) << "seat " << seat << ", sample " << k;
      EXPECT_EQ(d->ViewFor(seat).Part<ThreeKingsView>().laid_out, v.Part<ThreeKingsView>().laid_out);
    }
  }
}

TEST(ThreeKingsTest, AceLedToTheLastTrick) {
  auto s = Match();
  ASSERT_FALSE(s->SetTrickPosition({C("AS"), C("KH"), C("QD")}, {}, std::nullopt, A));
  Play(*s, "play AS");
  Play(*s, "play KH");
  Play(*s, "play QD");
  EXPECT_EQ(s->Sheet().hands.back(), (std::vector<int>{5, 0, 0}));
  auto t = Match();
  ASSERT_FALSE(t->SetTrickPosition({C("AS"), C("KH"), C("3S")}, {}, std::nullopt, A));
  Play(*t, "play AS");
  Play(*t, "play KH");
  Play(*t, "play 3S");
  EXPECT_EQ(t->Sheet().hands.back(), (std::vector<int>{-5, 0, 2}));
}

TEST(ThreeKingsTest, PredictionOfTheLastTrick) {
  auto s = Match();
  ASSERT_FALSE(s->SetTrickPosition({C("4D"), C("KD"), C("2D")}, {}, std::nullopt, A));
  Play(*s, "play 4D");
  Play(*s, "predict last");
  Play(*s, "play KD");
  Play(*s, "play 2D");
  EXPECT_EQ(s->Sheet().hands.back(), (std::vector<int>{0, 7, 0}));
  auto t = Match();
  ASSERT_FALSE(t->SetTrickPosition({C("KD"), C("4D"), C("2D")}, {}, std::nullopt, A));
  Play(*t, "play KD");
  Play(*t, "predict last");
  ExpectRefused(*t, "predict ace", "Only one prediction");
  Play(*t, "play 4D");
  Play(*t, "play 2D");
  EXPECT_EQ(t->Sheet().hands.back(), (std::vector<int>{2, -5, 0}));
  EXPECT_EQ(t->pending()[B], -5);
  // The summary says it in plain words ("5 down" read as Kentucky's going down: playtest).
  const std::shared_ptr<const HandEnd> end = t->ViewFor(B).last_hand;
  ASSERT_TRUE(end);
  EXPECT_EQ(
      end->parts[B],
      (std::vector<ScorePart>{{"prediction failed: 5 points lost now, and the next set starts 5 points behind as well", -5}}));
}

// The summary lists every player's score parts in one order (one read "melds played, tricks won"
// under another's "tricks won, melds played": playtest): tricks won, melds played, the last trick.
TEST(ThreeKingsTest, EveryPlayersScorePartsComeInOneOrder) {
  auto s = Match();
  ASSERT_FALSE(s->SetTrickPosition({C("5H 6H 7H 2D"), C("2C 9S KD 3D"), C("4C 8S QD 4D")}, {}, std::nullopt, A));
  Play(*s, "play 5H 6H 7H");  // the meld wins its trick: both noted at once, the meld first
  Play(*s, "play 2C 9S KD");
  Play(*s, "play 4C 8S QD");
  Play(*s, "play 2D");
  Play(*s, "play 3D");
  Play(*s, "play 4D");  // C takes the last trick
  const std::shared_ptr<const HandEnd> end = s->ViewFor(A).last_hand;
  ASSERT_TRUE(end);
  EXPECT_EQ(end->parts[A], (std::vector<ScorePart>{{"tricks won", 1}, {"melds played", 1}}));
  EXPECT_EQ(end->parts[2], (std::vector<ScorePart>{{"tricks won", 1}, {"the last trick", 1}}));  // C
}

// A failed prediction's line on the summary says when its points go, by the house option: now
// and again as the next set's start ("as well"), only later, or only now.
TEST(ThreeKingsTest, AFailedPredictionSaysWhenItsPointsAreLost) {
  auto failed = [](int penalty) {
    auto t = Match({{"prediction-penalty", penalty}});
    EXPECT_FALSE(t->SetTrickPosition({C("KD"), C("4D"), C("2D")}, {}, std::nullopt, A));
    Play(*t, "play KD");
    Play(*t, "predict last");
    Play(*t, "play 4D");
    Play(*t, "play 2D");
    return t->ViewFor(B).last_hand->parts[B];
  };
  EXPECT_EQ(
      failed(0),
      (std::vector<ScorePart>{{"prediction failed: 5 points lost now, and the next set starts 5 points behind as well", -5}}));
  EXPECT_EQ(failed(1), (std::vector<ScorePart>{{"prediction failed, and the next set starts 5 points behind", 0}}));
  EXPECT_EQ(failed(2), (std::vector<ScorePart>{{"prediction failed", -5}}));
}

// A plate is sized for a player's words at their longest this hand: two-digit trick points past
// the mark and a prediction with an ace, while nobody else has predicted.
TEST(ThreeKingsTest, TheLongestStatusHasTwoDigitPointsAndAPredictionWithAnAce) {
  auto s = Match();
  ASSERT_FALSE(s->SetTrickPosition({C("4D"), C("KD"), C("2D")}, {}, std::nullopt, A));
  const Game& game = *FindGame("three-kings");
  EXPECT_EQ(game.LongestStatus(s->ViewFor(A), B),
            "1 card, 16 trick points, over 15, 0 game points, predicted the last trick with an ace");
  Play(*s, "play 4D");
  Play(*s, "predict last");  // B: nobody else may predict this hand
  EXPECT_EQ(game.LongestStatus(s->ViewFor(A), A), "0 cards, 16 trick points, over 15, 0 game points");
  EXPECT_EQ(game.LongestStatus(s->ViewFor(A), B), "1 card, 16 trick points, over 15, 0 game points, predicted the last trick");
  // A set begun 10 behind (a failed prediction with an ace) is sized the same: the plate keeps its
  // size once the player scores.
  TableView behind = s->ViewFor(A);
  behind.FillPart<ThreeKingsView>().points[A] = -10;
  EXPECT_EQ(game.LongestStatus(behind, A), "0 cards, 16 trick points, over 15, 0 game points");
}

// Trick points go on past 15 until the hand ends: a plate says "19 trick points, over 15", not
// "19 of 15 trick points" (read as a mistake); up to 15, and below 0, as much "of 15".
TEST(ThreeKingsTest, TrickPointsPastFifteenAreSaidToBeOverFifteen) {
  auto s = Match();
  ASSERT_FALSE(s->SetTrickPosition({C("4D"), C("KD"), C("2D")}, {}, std::nullopt, A));
  const Game& game = *FindGame("three-kings");
  TableView v = s->ViewFor(A);
  auto said = [&](int points) {
    v.FillPart<ThreeKingsView>().points[B] = points;
    return game.PlayerStatus(v, B);
  };
  EXPECT_EQ(said(19), "1 card, 19 trick points, over 15, 0 game points");
  EXPECT_EQ(said(16), "1 card, 16 trick points, over 15, 0 game points");
  EXPECT_EQ(said(15), "1 card, 15 of 15 trick points, 0 game points");
  EXPECT_EQ(said(-5), "1 card, -5 of 15 trick points, 0 game points");
}

TEST(ThreeKingsTest, AcePrediction) {
  auto s = Match();
  ASSERT_FALSE(s->SetTrickPosition({C("AC"), C("KH"), C("QD")}, {}, std::nullopt, A));
  Play(*s, "predict ace");
  Play(*s, "play AC");
  Play(*s, "play KH");
  Play(*s, "play QD");
  EXPECT_EQ(s->Sheet().hands.back(), (std::vector<int>{15, 0, 0}));
  auto t = Match();
  ASSERT_FALSE(t->SetTrickPosition({C("AC"), C("KC"), C("QD")}, {}, std::nullopt, A));
  Play(*t, "predict ace");
  Play(*t, "play AC");
  Play(*t, "play KC");
  Play(*t, "play QD");
  EXPECT_EQ(t->Sheet().hands.back(), (std::vector<int>{-15, 2, 0}));
  EXPECT_EQ(t->pending()[A], -10);
}

TEST(ThreeKingsTest, PredictionsOnlyBeforeYourFirstPhaseTwoCard) {
  auto s = Phase1("4D 2C", "KD 3C", "2D 4C");
  ExpectRefused(*s, "predict last", "phase 2");
  auto t = Match();
  ASSERT_FALSE(t->SetTrickPosition({C("4D 5D"), C("KD 6D"), C("2D 7D")}, {}, std::nullopt, A));
  Play(*t, "play 4D");
  Play(*t, "play KD");
  Play(*t, "play 2D");
  Play(*t, "play 6D");  // B leads the second trick
  ExpectRefused(*t, "predict last", "before your first card");
}

TEST(ThreeKingsTest, GamePointGoesToTheHighestAtTheEndOfTheHand) {
  auto s = Match();
  s->SetPoints({15, 14, 9});
  ASSERT_FALSE(s->SetTrickPosition({C("4D"), C("KD"), C("2D")}, {}, std::nullopt, A));
  Play(*s, "play 4D");
  Play(*s, "play KD");  // B: 14 + 2 = 16 > 15
  Play(*s, "play 2D");
  EXPECT_EQ(s->Sheet().totals, (std::vector<int>{0, 1, 0}));
  EXPECT_EQ(s->points(), (std::vector<int>{0, 0, 0}));  // a new set
}

TEST(ThreeKingsTest, TieGoesToTheLastTrickWinner) {
  auto s = Match();
  s->SetPoints({16, 14, 9});
  ASSERT_FALSE(s->SetTrickPosition({C("4D"), C("KD"), C("2D")}, {}, std::nullopt, A));
  Play(*s, "play 4D");
  Play(*s, "play KD");  // B 16, A 16, B won the last trick
  Play(*s, "play 2D");
  EXPECT_EQ(s->Sheet().totals, (std::vector<int>{0, 1, 0}));
}

TEST(ThreeKingsTest, TieGoesToThePredictionThatCrossedFifteen) {
  auto s = Match();
  s->SetPoints({16, 9, 3});
  ASSERT_FALSE(s->SetTrickPosition({C("4D"), C("KD"), C("2D")}, {}, std::nullopt, A));
  Play(*s, "play 4D");
  Play(*s, "predict last");
  Play(*s, "play KD");  // B 9 + 2 + 5 = 16 through the prediction
  Play(*s, "play 2D");
  EXPECT_EQ(s->Sheet().totals, (std::vector<int>{0, 1, 0}));
}

TEST(ThreeKingsTest, TieGoesToTheWinnerOfTheTrickWhereBothCrossed) {
  // A and B reach 15 in the same trick (A by a meld point, B by winning it), C wins the last trick.
  auto s = Match();
  s->SetPoints({14, 13, 0});
  ASSERT_FALSE(s->SetTrickPosition({C("2S 2H 2D 3C"), C("4C 5C 6C 9H"), C("7D 8S TS KH")}, {}, std::nullopt, A));
  Play(*s, "play 2S 2H 2D");
  Play(*s, "play 4C 5C 6C");  // level 5 beats level 2: B +2 (15), A +1 (15)
  Play(*s, "play 7D 8S TS");
  Play(*s, "play 9H");  // B leads the last trick
  Play(*s, "play KH");  // C wins it
  Play(*s, "play 3C");
  EXPECT_EQ(s->points().size(), 3u);
  EXPECT_EQ(s->Sheet().totals, (std::vector<int>{0, 1, 0}));
}

TEST(ThreeKingsTest, TieOfTwoWhoCrossedInATrickNeitherWonGoesToTheEarlierMeld) {
  auto s = Match();
  s->SetPoints({14, 14, 0});
  ASSERT_FALSE(s->SetTrickPosition({C("2S 2H 2D 3H"), C("3C 4C 5C 9H"), C("8S 9S TS KH")}, {}, std::nullopt, A));
  Play(*s, "play 2S 2H 2D");  // A: meld +1 -> 15
  Play(*s, "play 3C 4C 5C");  // B: meld +1 -> 15
  Play(*s, "play 8S 9S TS");  // C wins with level 9
  Play(*s, "play KH");        // C leads and wins the last trick
  Play(*s, "play 3H");
  Play(*s, "play 9H");
  EXPECT_EQ(s->Sheet().totals, (std::vector<int>{1, 0, 0}));
}

// RULES.md 3.A (sets, game points), tie order (3): of two tied players, neither of whom crossed
// 15 by a prediction or won the last trick, the one who first reached 15 in the hand wins.
TEST(ThreeKingsTest, TieGoesToWhoFirstReachedFifteen) {
  auto s = Match();
  s->SetPoints({14, 14, 0});
  ASSERT_FALSE(s->SetTrickPosition({C("KD 4C 2S"), C("2D 5C 9S"), C("3D 3C KS")}, {}, std::nullopt, A));
  Play(*s, "play KD");  // A wins: 15 (first)
  Play(*s, "play 2D");
  Play(*s, "play 3D");
  Play(*s, "play 4C");
  Play(*s, "play 5C");  // B wins: 15 (second)
  Play(*s, "play 3C");
  Play(*s, "play 9S");
  Play(*s, "play KS");  // C wins the last trick: 2
  Play(*s, "play 2S");
  EXPECT_EQ(s->Sheet().totals, (std::vector<int>{1, 0, 0}));
}

TEST(ThreeKingsTest, ThreeGamePointsWinTheMatch) {
  auto s = Match();
  ASSERT_FALSE(s->SetTrickPosition({C("4D"), C("KD"), C("2D")}, {}, std::nullopt, A));
  s->SetTotals({0, 2, 1});
  s->SetPoints({0, 14, 0});
  Play(*s, "play 4D");
  Play(*s, "play KD");
  Play(*s, "play 2D");
  EXPECT_TRUE(s->IsTerminal());
  EXPECT_EQ(s->Sheet().winners, std::vector<int>{B});
}

// The view names who won the last trick: every meld played scores, so the winner is not whoever
// scored last (the table named the third player for a trick the second won: playtest).
TEST(ThreeKingsTest, TheViewNamesTheWinnerOfTheLastTrick) {
  auto s = Phase1("5S 5H 5D 2C", "9D TD JD 3C", "4C 5C 6C 4H");
  EXPECT_EQ(s->ViewFor(A).Part<ThreeKingsView>().trick_winner, -1);
  Play(*s, "play 5S 5H 5D");
  Play(*s, "play 9D TD JD");
  Play(*s, "play 4C 5C 6C");
  EXPECT_EQ(s->points(), (std::vector<int>{1, 2, 1}));
  for (int seat : {A, B, Cc}) EXPECT_EQ(s->ViewFor(seat).Part<ThreeKingsView>().trick_winner, B);
}

TEST(ThreeKingsTest, LaterHandsGiveTheLastTrickWinnerTenCardsAndTheWidow) {
  auto s = Match();
  ASSERT_FALSE(s->SetTrickPosition({C("4D"), C("KD"), C("2D")}, {}, std::nullopt, A));
  Play(*s, "play 4D");
  Play(*s, "play KD");
  Play(*s, "play 2D");
  EXPECT_EQ(s->HandOf(B).size(), 10u);
  EXPECT_EQ(s->CurrentPlayer(), B);
  EXPECT_EQ(s->ViewFor(B).phase, "widow-discard");
  EXPECT_EQ(s->ViewFor(A).Part<ThreeKingsView>().trick_winner, B);  // the hand before's last trick
  ExpectRefused(*s, "play 2C", "discard one");
  const Card c = s->HandOf(B)[0];
  Play(*s, "discard " + c.ToString());
  EXPECT_EQ(s->ViewFor(A).discard, std::vector<Card>{c});
  EXPECT_EQ(s->ViewFor(A).phase, "lead");
  EXPECT_EQ(s->CurrentPlayer(), B);  // the last-trick winner leads
  // And the rules players read say so (a playtest was dealt ten cards the rules did not mention).
  EXPECT_NE(FindGame("three-kings")->RulesText().find("is dealt a tenth card and lays one card face up as the widow card"),
            std::string::npos);
}

TEST(ThreeKingsTest, OpenFormShowsEveryPlayedCard) {
  auto closed = Phase1("9H 2C 3C", "KS 4C 5C", "TH 6C 7C");
  Play(*closed, "play 9H");
  EXPECT_TRUE(closed->ViewFor(B).Part<ThreeKingsView>().played.empty());
  EXPECT_EQ(closed->ViewFor(B).Part<ThreeKingsView>().trick.size(), 1u);
  auto open = Match({{"open-form", 1}});
  ASSERT_FALSE(open->SetTrickPosition({C("9H 2C"), C("KS 4C"), C("TH 6C")}, C("2D 3D 4D 5D 6D 7D"), C("AD")[0], A));
  Play(*open, "play 9H");
  Play(*open, "play KS");
  Play(*open, "play TH");
  EXPECT_EQ(open->ViewFor(B).Part<ThreeKingsView>().played[A], C("9H"));
  EXPECT_TRUE(open->ViewFor(B).Part<ThreeKingsView>().trick.empty());
}

TEST(ThreeKingsTest, LeadingThreeCardsNeedsAMeld) {
  auto s = Phase1("2D 9S KH", "4C 5C 6C", "7D 8S TS");
  ExpectRefused(*s, "play 2D 9S KH", "not a meld");
  Play(*s, "play KH");
  ExpectRefused(*s, "play 4C 5C 6C", "play one card");
}

}  // namespace
}  // namespace rummy::three_kings
