// Kaluki (RULES.md §5): the test scenarios of 5.C and the house options, on real matches.
#include "games/kaluki/kaluki.h"

#include <gtest/gtest.h>

#include "game/save.h"
#include "match/describe.h"
#include "testing/game_helpers.h"

namespace rummy::kaluki {
namespace {

using testing::AllBut;
using testing::C;
using testing::ExpectRefused;
using testing::Play;

std::unique_ptr<KalukiState> Match(int players, Options options = {}) {
  return testing::NewMatch<KalukiState>("kaluki", players, options, 7);
}

TableMeld On(int owner, const Rules& r, const std::string& cards, MeldHint hint = {}) {
  return TableMeld{owner, *CheckMeld(r, *r.pack.Parse(cards), hint), {}};
}

TEST(KalukiTest, DealsFifteenCardsFromTwoDecksWithFourJokers) {
  auto s = Match(4);
  for (int p = 0; p < 4; ++p) EXPECT_EQ(s->HandOf(p).size(), 15u);
  EXPECT_EQ(s->PackSize(), 108);
  EXPECT_EQ(Match(5, {{"five-six-players", 1}})->HandOf(0).size(), 13u);
  EXPECT_EQ(Match(6, {{"five-six-players", 1}})->HandOf(0).size(), 11u);
}

// RULES.md 5.A (KA2): 2-4 players; five or six only with the house option.
TEST(KalukiTest, FiveOrSixPlayersOnlyWithTheHouseOption) {
  const Game* g = FindGame("kaluki");
  for (int players : {5, 6}) {
    Result<std::unique_ptr<State>> refused = g->NewMatch(players, {}, 7);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().Message(),
              "Kaluki is for 2 to 4 players (5 or 6 when the house rule for five or six players is on)");
    EXPECT_TRUE(g->NewMatch(players, {{"five-six-players", 1}}, 7).ok());
  }
  EXPECT_FALSE(g->NewMatch(7, {{"five-six-players", 1}}, 7).ok());
  EXPECT_TRUE(g->NewMatch(4, {}, 7).ok());
}

TEST(KalukiTest, OpeningNeedsOneMeldWorthFiftyOne) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("TS JS QS KS AS 9C TC JC QC KC 2D 4H"), C("3C 3D 3H")}, C("5D"), C("8D"), 0));
  Play(*s, "draw");
  ExpectRefused(*s, "meld 9C TC JC QC KC", "worth 49");
  Play(*s, "meld TS JS QS KS AS");
  EXPECT_TRUE(s->opened(0));
  // Once open, melds of any value may follow in the same turn.
  Play(*s, "meld 9C TC JC QC KC");
}

TEST(KalukiTest, SingleMeldRuleRefusesTwoSmallMeldsTogether) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("KC KD KH 9S TS JS 2D 4H"), C("3C 3D 3H")}, C("5D"), C("8D"), 0));
  Play(*s, "draw");
  ExpectRefused(*s, "meld KC KD KH, 9S TS JS", "one meld");
  auto c = Match(2, {{"combined-opening", 1}});
  ASSERT_FALSE(c->SetPosition({C("KC KD KH 9S TS JS 2D 4H"), C("3C 3D 3H")}, C("5D"), C("8D"), 0));
  Play(*c, "draw");
  Play(*c, "meld KC KD KH, 9S TS JS");  // 30 + 29 = 59
  EXPECT_TRUE(c->opened(0));
}

TEST(KalukiTest, JokerCountsAsTheCardItStandsForInTheOpening) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("8H 9H JK JH QH KH 2C"), C("3C 3D 3H")}, C("5D"), C("8D"), 0));
  Play(*s, "draw");
  Play(*s, "meld 8H 9H JK(TH) JH QH KH");  // 57
}

TEST(KalukiTest, DiscardDrawBeforeOpeningOnlyForTheOpeningMeld) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("JS QS KS AS 4D 9H"), C("3C 3D 3H")}, C("TS"), C("8D"), 0));
  Play(*s, "take");
  // The taken 10♠ must be used in the opening before anything else.
  ExpectRefused(*s, "discard 4D", "open with a meld that uses it");
  Play(*s, "meld TS JS QS KS AS");
  Play(*s, "discard 4D");
  // Without a 51 meld to make with it, the discard cannot be taken.
  auto t = Match(2);
  ASSERT_FALSE(t->SetPosition({C("JS QS 4D 9H 2C 7H"), C("3C 3D 3H")}, C("TS"), C("8D"), 0));
  ExpectRefused(*t, "take", "51");
  // After opening: any turn, no condition.
  auto u = Match(2);
  ASSERT_FALSE(u->SetPosition({C("4D 9H 2C 7H"), C("3C 3D 3H")}, C("TS"), C("8D"), 0));
  u->SetOpened(0, true);
  Play(*u, "take");
}

TEST(KalukiTest, LayOffBeforeOpeningIsRefused) {
  auto s = Match(2);
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("7C 2D 9H KS"), C("3C 3D 3H")}, C("5D"), C("8D"), 0, {On(1, r, "4C 5C 6C")}));
  Play(*s, "draw");
  ExpectRefused(*s, "layoff 7C on 0", "after your opening");
  s->SetOpened(0, true);
  Play(*s, "layoff 7C on 0");
}

TEST(KalukiTest, JokerExchangeByAnUnopenedPlayerMustOpen) {
  auto s = Match(2);
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("8C TH JH QH KH 2D"), C("3C 3D 3H")}, C("5D"), C("4S"), 0, {On(1, r, "7C JK 9C")}));
  Play(*s, "draw");
  Play(*s, "exchange 8C on 0 meld TH JH QH KH JK(AH)");  // 55
  EXPECT_TRUE(s->opened(0));
  EXPECT_EQ(s->ViewFor(0).melds[0].meld.ToString(r), "7C 8C 9C");
  // Without a 51 meld for the freed joker the whole exchange is refused.
  auto t = Match(2);
  ASSERT_FALSE(t->SetPosition({C("8C TH JH 4S 2D"), C("3C 3D 3H")}, C("5D"), C("6S"), 0, {On(1, r, "7C JK 9C")}));
  Play(*t, "draw");
  ExpectRefused(*t, "exchange 8C on 0 meld TH JH JK(QH)", "");
  // With no meld named for it at all, the refusal says where the joker must go.
  ExpectRefused(*t, "exchange 8C on 0",
                "Before you open, a freed joker must go at once into your opening meld, worth 51 or more");
  // Only opponents' melds, and the joker must go into a new meld at once.
  auto u = Match(2);
  ASSERT_FALSE(u->SetPosition({C("8C TH JH QH 2D"), C("3C 3D 3H")}, C("5D"), C("6S"), 0, {On(0, r, "7C JK 9C")}));
  u->SetOpened(0, true);
  Play(*u, "draw");
  ExpectRefused(*u, "exchange 8C on 0 meld TH JH QH JK(KH)", "other players");
  auto o = Match(2);
  ASSERT_FALSE(o->SetPosition({C("8C TH JH 2D"), C("3C 3D 3H")}, C("5D"), C("6S"), 0, {On(1, r, "7C JK 9C")}));
  o->SetOpened(0, true);
  Play(*o, "draw");
  ExpectRefused(*o, "exchange 8C on 0", "The freed joker must go at once into a new meld with cards of your hand.");
}

// RULES.md 5.A (joker exchange): the freed joker is the one that goes into the new meld, even
// when the exchanger holds a joker of their own; the move list offers the one-joker meld.
TEST(KalukiTest, ExchangerHoldingAJokerMeldsTheFreedOne) {
  auto s = Match(2);
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("8C 5H 6H JK 2D 9S"), C("3C 3D 3H")}, C("5D"), C("4S"), 0, {On(1, r, "7C JK 9C")}));
  s->SetOpened(0, true);
  s->SetOpened(1, true);
  const Card freed = s->ViewFor(0).melds[0].meld.cards[1];
  const Card own = s->HandOf(0)[3];
  ASSERT_TRUE(freed.is_joker() && own.is_joker() && freed != own);
  Play(*s, "draw");
  const std::vector<Move> legal = s->LegalMoves();
  EXPECT_TRUE(std::any_of(legal.begin(), legal.end(), [&](const Move& m) {
    return m.kind == MoveKind::kExchange && m.melds.size() == 1 &&
           std::count_if(m.melds[0].cards.begin(), m.melds[0].cards.end(), [](Card c) { return c.is_joker(); }) == 1;
  })) << "the move list offers no one-joker meld for the freed joker";
  Play(*s, "exchange 8C on 0 meld 5H 6H JK(7H)");
  const TableView v = s->ViewFor(0);
  ASSERT_EQ(v.melds.size(), 2u);
  EXPECT_EQ(v.melds[0].meld.ToString(r), "7C 8C 9C");
  EXPECT_EQ(v.melds[1].meld.cards[2], freed);
  const std::vector<Card> hand = s->HandOf(0);
  EXPECT_NE(std::find(hand.begin(), hand.end(), own), hand.end());  // the exchanger's own joker stays in hand
}

TEST(KalukiTest, KeepJokerOptionLetsTheExchangedJokerStayInHand) {
  auto s = Match(2, {{"keep-joker", 1}});
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("8C 4D 9H"), C("3C 3D 3H")}, C("5D"), C("6S"), 0, {On(0, r, "7C JK 9C")}));
  s->SetOpened(0, true);
  Play(*s, "draw");
  Play(*s, "exchange 8C on 0");
  const std::vector<Card> hand = s->HandOf(0);
  EXPECT_TRUE(std::any_of(hand.begin(), hand.end(), [](Card c) { return c.is_joker(); }));
}

TEST(KalukiTest, GoingOutWithoutADiscard) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("5C 5D"), C("JK AS KD")}, C("9S"), C("5H"), 0));
  s->SetOpened(0, true);
  Play(*s, "draw");
  Play(*s, "meld 5C 5D 5H");
  ASSERT_EQ(s->Sheet().hands.size(), 1u);
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{50, 0}));  // joker 25 + ace 15 + king 10
  auto m = Match(2, {{"must-discard", 1}});
  ASSERT_FALSE(m->SetPosition({C("5C 5D"), C("JK AS KD")}, C("9S"), C("5H"), 0));
  m->SetOpened(0, true);
  Play(*m, "draw");
  ExpectRefused(*m, "meld 5C 5D 5H", "Keep a card");
}

TEST(KalukiTest, RoundScoringWinnerTakesWhatTheOthersHold) {
  auto s = Match(3);
  ASSERT_FALSE(s->SetPosition({C("5C 5D 5H 8S"), C("JK AS KD"), C("7C 2H")}, C("9S"), C("5S"), 0));
  s->SetOpened(0, true);
  Play(*s, "draw");
  Play(*s, "meld 5C 5D 5H");
  Play(*s, "layoff 5S on 0");
  ExpectRefused(*s, "discard 9S", "");
  Play(*s, "discard 8S");
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{59, 0, 0}));
}

TEST(KalukiTest, FirstToTwoHundredFiftyWins) {
  auto s = Match(2);
  s->SetTotals({230, 100});
  ASSERT_FALSE(s->SetPosition({C("5C 5D 8S"), C("JK")}, C("9S"), C("5H"), 0));
  s->SetOpened(0, true);
  Play(*s, "draw");
  Play(*s, "meld 5C 5D 5H");
  Play(*s, "discard 8S");
  EXPECT_TRUE(s->IsTerminal());
  EXPECT_EQ(s->Sheet().totals[0], 255);
  EXPECT_EQ(s->Sheet().winners, std::vector<int>{0});
}

TEST(KalukiTest, UpcardRuleAndItsOption) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("4D 9H 2C"), C("3C 3D 3H")}, C("TS"), C("8D"), 0));
  s->SetOpened(0, true);
  Play(*s, "take");
  ExpectRefused(*s, "discard TS", "discard another");
  auto o = Match(2, {{"upcard-rule", 0}});
  ASSERT_FALSE(o->SetPosition({C("4D 9H 2C"), C("3C 3D 3H")}, C("TS"), C("8D"), 0));
  o->SetOpened(0, true);
  Play(*o, "take");
  Play(*o, "discard TS");
}

TEST(KalukiTest, CannotKeepOnlyTheCardJustTaken) {
  auto s = Match(2);
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("7C"), C("3C 3D 3H")}, C("9H"), C("8D"), 0, {On(1, r, "4C 5C 6C")}));
  s->SetOpened(0, true);
  Play(*s, "take");
  ExpectRefused(*s, "layoff 7C on 0", "keep another card");
}

// Found by rummy soak: holding two 5♣, one just taken from the discard pile, "layoff 5C" laid off
// the other copy and refused, because it would have left only the taken one.
TEST(KalukiTest, LayOffUsesTheCopyJustTakenFirst) {
  auto s = Match(2);
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("5C"), C("3C 3D 3H")}, C("5C"), C("8D"), 0, {On(1, r, "2C 3C 4C")}));
  s->SetOpened(0, true);
  Play(*s, "take");
  Play(*s, "layoff 5C on 0");  // the taken 5♣ goes; the other may then be discarded
  Play(*s, "discard 5C");
}

TEST(KalukiTest, KalukiBonusDoublesAOneTurnGoOut) {
  for (int bonus : {0, 1}) {
    auto s = Match(2, {{"kaluki-bonus", bonus}});
    ASSERT_FALSE(s->SetPosition({C("TS JS QS KS AS"), C("JK 2H")}, C("9H"), C("7C"), 0));
    Play(*s, "draw");
    Play(*s, "meld TS JS QS KS AS");  // opens and goes out in the same turn
    Play(*s, "discard 7C");
    ASSERT_EQ(s->Sheet().hands.size(), 1u);
    EXPECT_EQ(s->Sheet().hands[0][0], bonus ? 54 : 27);  // joker 25 + 2
    // The summary says where the win comes from, and why it is doubled (its parts add up to the row).
    const HandEnd& end = *s->ViewFor(0).last_hand;
    ASSERT_EQ(end.parts.size(), 2u);
    EXPECT_EQ(ScorePartsText(end.parts[0]),
              bonus ? "cards left in the other hands (+27), doubled for going out in one turn with no earlier meld (+27)"
                    : "cards left in the other hands (+27)");
    EXPECT_TRUE(end.parts[1].empty());
  }
}

TEST(KalukiTest, DistinctSuitsOptionRefusesARepeatedSuitSet) {
  auto s = Match(2, {{"distinct-suits", 1}});
  ASSERT_FALSE(s->SetPosition({C("AS AS AH AD 2C"), C("3C 3D 3H")}, C("9H"), C("8D"), 0));
  Play(*s, "draw");
  ExpectRefused(*s, "meld AS AS AH AD", "two spades");
}

TEST(KalukiTest, JokerValueOption) {
  auto s = Match(2, {{"joker-value", 50}});
  ASSERT_FALSE(s->SetPosition({C("5C 5D"), C("JK")}, C("9S"), C("5H"), 0));
  s->SetOpened(0, true);
  Play(*s, "draw");
  Play(*s, "meld 5C 5D 5H");
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{50, 0}));
}

TEST(KalukiTest, StockOutShufflesTurnsOverOrVoidsTheRound) {
  const std::vector<Card> hands = C("4D 9H 2C 3C 3D 3H");
  {  // 1: turned over as it lies: the bottom discard is drawn first.
    auto s = Match(2, {{"stock-out", 1}});
    const std::vector<Card> pile = AllBut(*s, hands);
    ASSERT_FALSE(s->SetPosition({C("4D 9H 2C"), C("3C 3D 3H")}, pile, {}, 0));
    Play(*s, "draw");
    EXPECT_EQ(s->HandOf(0).back().face(), pile.front().face());
  }
  {  // 2: the round is void: a row of zeros, and a new deal.
    auto s = Match(2, {{"stock-out", 2}});
    ASSERT_FALSE(s->SetPosition({C("4D 9H 2C"), C("3C 3D 3H")}, AllBut(*s, hands), {}, 0));
    Play(*s, "draw");
    ASSERT_EQ(s->Sheet().hands.size(), 1u);
    EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{0, 0}));
    EXPECT_EQ(s->HandOf(0).size(), 15u);
  }
  {  // 0 (default): shuffled; the player still draws a card and the top discard stays.
    auto s = Match(2);
    const std::vector<Card> pile = AllBut(*s, hands);
    ASSERT_FALSE(s->SetPosition({C("4D 9H 2C"), C("3C 3D 3H")}, pile, {}, 0));
    Play(*s, "draw");
    EXPECT_EQ(s->ViewFor(0).discard[0].face(), pile.back().face());
    EXPECT_EQ(s->HandOf(0).size(), 4u);
  }
}

// RULES.md 5.A, KA10: when the stock runs out the discards are reshuffled into a new stock, every
// time. Two one-card players who can never meld (distinct-suit sets full, no runs) play on; the
// test, not the rules, stops them.
TEST(KalukiTest, StockOutReshufflesTheDiscardsEveryTime) {
  auto s = Match(2, {{"distinct-suits", 1}});
  const std::vector<Card> hands = C("5C 9D");
  ASSERT_FALSE(s->SetPosition({C("5C"), C("9D")}, AllBut(*s, hands), {}, 0));
  s->SetOpened(0, true);
  s->SetOpened(1, true);
  const int pile = static_cast<int>(AllBut(*s, hands).size());
  for (int turn = 0; turn < 10 * pile; ++turn) {  // ten turnovers of the whole pile
    Play(*s, "draw");
    ASSERT_TRUE(s->Sheet().hands.empty()) << "the round ended on turn " << turn;
    Play(*s, "discard " + s->HandOf(s->CurrentPlayer()).front().ToString());
  }
  EXPECT_EQ(s->HandOf(0).size() + s->HandOf(1).size(), 2u);
  const std::string text = s->ToString();
  EXPECT_GE(std::stoi(text.substr(text.find("turnovers: ") + 11)), 9);  // each turnover leaves the top discard
}

// The old safeguard as a house option (off by default): a round whose stock has run out three
// times is void the next time, with a row of zeros, and a new round is dealt.
TEST(KalukiTest, StockOutLimitOptionVoidsTheRoundAfterThreeReshuffles) {
  auto s = Match(2, {{"distinct-suits", 1}, {"stock-out-limit", 1}});
  const std::vector<Card> hands = C("5C 9D");
  ASSERT_FALSE(s->SetPosition({C("5C"), C("9D")}, AllBut(*s, hands), {}, 0));
  s->SetOpened(0, true);
  s->SetOpened(1, true);
  int draws = 0;
  while (s->Sheet().hands.empty()) {
    ASSERT_LT(++draws, 2000) << "the round does not end";
    Play(*s, "draw");
    if (!s->Sheet().hands.empty()) break;  // the draw that found the stock empty again voided the round
    Play(*s, "discard " + s->HandOf(s->CurrentPlayer()).front().ToString());
  }
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{0, 0}));
  EXPECT_EQ(s->HandOf(0).size(), 15u);  // a new round is dealt
}

TEST(KalukiTest, LayoffNextTurnOption) {
  auto s = Match(2, {{"layoff-next-turn", 1}});
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("TS JS QS KS AS 7C 2D"), C("3C 3D 3H")}, C("9H"), C("3S"), 0, {On(1, r, "4C 5C 6C")}));
  Play(*s, "draw");
  Play(*s, "meld TS JS QS KS AS");
  ExpectRefused(*s, "layoff 7C on 0", "next turn");
}


// The lobby offers as many seats as the house options allow (RULES.md 5.A): 4, or 6 with the
// rule for five or six players.
TEST(KalukiTest, TheMostPlayersFollowTheFiveSixPlayersOption) {
  const Game* g = FindGame("kaluki");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->MaxPlayersWith({}), 4);
  EXPECT_EQ(g->MaxPlayersWith({{"five-six-players", 1}}), 6);
  EXPECT_TRUE(g->NewMatch(6, {{"five-six-players", 1}}, 1).ok());
}

// Saves made before the house options for the stock running out and for five or six players
// existed (RULES.md 5.A): such a match played with both (a round void after three reshuffles,
// five or six allowed), so a save without them replays with them and nothing saved is lost.
TEST(KalukiTest, SavesFromBeforeTheNewHouseOptionsReplayAsTheyWerePlayed) {
  const std::unique_ptr<State> s =
      testing::BotPlayed("kaluki", 5, {"basic"}, 60, 7, {{"five-six-players", 1}, {"stock-out-limit", 1}});
  ASSERT_TRUE(s);
  std::string text = SaveMatch(*s);
  for (const std::string key : {"\"five-six-players\":1,", "\"stock-out-limit\":1,"}) {
    const size_t at = text.find(key);
    ASSERT_NE(at, std::string::npos) << key;
    text.erase(at, key.size());
  }
  Result<std::unique_ptr<State>> loaded = LoadMatch(text);
  ASSERT_TRUE(loaded.ok()) << loaded.error().Message();
  EXPECT_EQ(OptionIn((*loaded)->options(), "five-six-players"), 1);
  EXPECT_EQ(OptionIn((*loaded)->options(), "stock-out-limit"), 1);
  EXPECT_EQ(StateCheck(**loaded), StateCheck(*s));
}

}  // namespace
}  // namespace rummy::kaluki
