// Five Crowns (RULES.md §4): the test scenarios of 4.C and the house options, on real matches.
#include "games/five_crowns/five_crowns.h"

#include <gtest/gtest.h>

#include "bots/bot.h"
#include "game/invariants.h"
#include "solver/solver.h"
#include "testing/game_helpers.h"
#include "testing/oracle.h"


namespace rummy::five_crowns {
namespace {

using testing::AllBut;
using testing::C;
using testing::ExpectRefused;
using testing::Play;

std::unique_ptr<FiveCrownsState> Match(int players, Options options = {}) {
  return testing::NewMatch<FiveCrownsState>("five-crowns", players, options, 42);
}

TEST(FiveCrownsTest, HandOneDealsThreeCardsWithThreesWild) {
  auto s = Match(4);
  EXPECT_EQ(s->CurrentRules().wild_rank, 3);
  for (int p = 0; p < 4; ++p) EXPECT_EQ(s->HandOf(p).size(), 3u);
  EXPECT_EQ(s->PackSize(), 116);
  EXPECT_EQ(s->ViewFor(0).discard_size, 1);
}

// The headline names the hand's wild rank in words, not a letter ("kings", not "Ks").
TEST(FiveCrownsTest, TheHeadlineNamesTheWildRankInWords) {
  auto s = Match(4);
  const std::string line = FindGame("five-crowns")->Headline(s->ViewFor(0));
  EXPECT_NE(line.find("threes and jokers are wild"), std::string::npos) << line;
}

// RULES.md 4.A (players, F1): 2-7 players with two decks; 8-14 combine two games (four decks,
// 232 cards, 12 jokers), and every hand deals, up to 13 cards each to 14 players.
TEST(FiveCrownsTest, EightToFourteenPlayersCombineTwoGames) {
  EXPECT_EQ(Match(7)->PackSize(), 116);
  for (int players : {8, 14}) {
    auto s = Match(players);
    EXPECT_EQ(s->PackSize(), 232);
    const std::vector<Card> all = s->AllCards();
    EXPECT_EQ(std::count_if(all.begin(), all.end(), [](Card c) { return c.is_joker(); }), 12);
    const std::vector<uint16_t> codes = CardCodes(all);
    EXPECT_EQ(std::adjacent_find(codes.begin(), codes.end()), codes.end()) << "a card is doubled";
    for (int p = 0; p < players; ++p) EXPECT_EQ(s->HandOf(p).size(), 3u);
    s->JumpToHand(11);
    for (int p = 0; p < players; ++p) EXPECT_EQ(s->HandOf(p).size(), 13u);
    EXPECT_EQ(s->ViewFor(0).stock_size, 232 - 13 * players - 1);
  }
  Result<std::unique_ptr<State>> fifteen = FindGame("five-crowns")->NewMatch(15, {}, 42);
  ASSERT_FALSE(fifteen.ok());
  EXPECT_EQ(fifteen.error().Message(), "Five Crowns is for 2 to 14 players");
}

// With four decks a hand can hold four copies of a card: the solver (whose memo key has room for
// three) and the meld rules still count them right.
TEST(FiveCrownsTest, FourCopiesOfACardWithFourDecks) {
  auto s = Match(9);
  s->JumpToHand(5);  // 7 cards, 7s wild
  const Rules& r = s->CurrentRules();
  Solver solver(r);
  for (const char* text : {"9H 9H 9H 9H 4C", "9H 9H 9H 9H TH TH TH TH JH", "5S 5S 5S 5S 6S 8S 7C", "KR KR KR KR QR JR JK 4D"}) {
    const std::vector<Card> hand = *r.pack.Parse(text);
    EXPECT_EQ(solver.MinDeadwood(hand), testing::BruteForceDeadwood(r, hand)) << text;
  }
  EXPECT_EQ(solver.MinDeadwood(*r.pack.Parse("9H 9H 9H 9H 4C")), 4);
  EXPECT_TRUE(CheckMeld(r, *r.pack.Parse("9H 9H 9H 9H")).ok());
  // The solver remembers sub-hands between calls: four 6♥ must not read as none.
  s->JumpToHand(11);  // kings wild
  Solver eleven(s->CurrentRules());
  EXPECT_EQ(eleven.MinDeadwood(*s->CurrentRules().pack.Parse("5H 7H")), 12);
  EXPECT_EQ(eleven.MinDeadwood(*s->CurrentRules().pack.Parse("6H 6H 6H 6H 5H 7H")), 0);  // 5♥ 6♥ 7♥ and three 6♥
}

TEST(FiveCrownsTest, GoingOutHandOne) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("5C 3H 5R"), C("9S TD JH")}, C("4D"), C("KD"), 0));
  Play(*s, "draw");
  Play(*s, "down 5C 5R 3H(5) discard KD");
  EXPECT_EQ(s->out_player(), 0);
  EXPECT_TRUE(s->HandOf(0).empty());
}

TEST(FiveCrownsTest, FinalTurnScoringKeepsTheCheaperCards) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("5C 3H 5R"), C("KH JC 3S")}, C("4D"), C("KD 9D"), 0));
  Play(*s, "draw");
  Play(*s, "down 5C 5R 3H discard KD");
  // B draws 9♦: K♥ J♣ 3♠ 9♦, no meld; discarding the wild 3♠ (20) leaves 33, K♥ would leave 40.
  Play(*s, "draw");
  ExpectRefused(*s, "down KH JC 3S discard 9D", "not all one rank");
  Play(*s, "discard 3S");
  ASSERT_EQ(s->Sheet().hands.size(), 1u);
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{0, 33}));
}

TEST(FiveCrownsTest, DiscardingTheKingInsteadLeavesForty) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("5C 3H 5R"), C("KH JC 3S")}, C("4D"), C("KD 9D"), 0));
  Play(*s, "draw");
  Play(*s, "down 5C 5R 3H discard KD");
  Play(*s, "draw");
  Play(*s, "discard KH");
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{0, 40}));
}

TEST(FiveCrownsTest, WildValueInHandEleven) {
  auto s = Match(2);
  s->JumpToHand(11);
  EXPECT_EQ(s->CurrentRules().wild_rank, 13);
  ASSERT_FALSE(s->SetPosition({C("3C 4C 5C 6C 7C 8C 9C TC JC QC 3D 4D 5D"), C("KS QH JK 3S 4S 5S 6S 7S 3R 4R 5R 6R 7R")}, C("8H"),
                              C("8S 9H"), 0));
  Play(*s, "draw");  // 8♠
  Play(*s, "down 3C 4C 5C 6C 7C 8C 9C TC JC QC, 3D 4D 5D discard 8S");
  Play(*s, "draw");  // 9♥
  // B lays down two runs and keeps K♠ (wild: 20), Q♥ (12) and the joker (50).
  Play(*s, "down 3S 4S 5S 6S 7S, 3R 4R 5R 6R 7R discard 9H");
  ASSERT_EQ(s->Sheet().hands.size(), 1u);
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{0, 82}));
  EXPECT_TRUE(s->IsTerminal());
}

TEST(FiveCrownsTest, FinalTurnsGoOnceAroundAndLayingOffIsRefused) {
  auto s = Match(4);
  // P2 (seat 1) goes out; P3, P4, P1 each take one final turn; then hand 2 is dealt.
  ASSERT_FALSE(s->SetPosition({C("4H 8C QS"), C("7H 8H 9H"), C("5S 6S KR"), C("TC TD 4C")}, C("JD"), C("KD 7S 9D 6H"), 1));
  Play(*s, "draw");
  Play(*s, "down 7H 8H 9H discard KD");
  EXPECT_EQ(s->out_player(), 1);
  EXPECT_EQ(s->CurrentPlayer(), 2);
  // Every final turn's status says who went out (the hand may end before a player's first turn).
  EXPECT_EQ(s->ViewFor(2).status, "Player 2 went out. Player 3 takes a final turn: draw from the stock or the discard pile.");
  // Their plate says it once, as their last move ("goes out"): its badges are the cards and points
  // alone (a playtest read "went out" over "goes out" on the same plate).
  EXPECT_EQ(FindGame("five-crowns")->PlayerStatus(s->ViewFor(2), 1), "0 cards, 0 points");
  // No lay-off on another player's melds in Five Crowns: refused as no turn's move, before the
  // draw too (not "Draw a card first", which would promise it after).
  ExpectRefused(*s, "layoff 5S on 0", "In Five Crowns a turn is: draw, then discard or go out.");
  Play(*s, "draw");
  ExpectRefused(*s, "layoff 7S on 0", "In Five Crowns a turn is: draw, then discard or go out.");
  EXPECT_EQ(s->ViewFor(0).status, "Player 2 went out. Player 3 takes a final turn: lay down what you can and discard.");
  Play(*s, "down 5S 6S 7S discard KR");
  EXPECT_EQ(s->CurrentPlayer(), 3);
  Play(*s, "draw");
  Play(*s, "discard 9D");
  EXPECT_EQ(s->CurrentPlayer(), 0);
  Play(*s, "draw");
  Play(*s, "discard QS");
  ASSERT_EQ(s->Sheet().hands.size(), 1u);
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{4 + 8 + 6, 0, 0, 10 + 10 + 4}));
  EXPECT_EQ(s->ViewFor(0).hand_number, 2);
  EXPECT_EQ(s->HandOf(0).size(), 4u);
  // The hand that ended keeps its own wild rank (3s) for the summary, not the new hand's (4s).
  ASSERT_TRUE(s->ViewFor(0).last_hand);
  EXPECT_EQ(s->ViewFor(0).last_hand->wild_rank, 3);
  EXPECT_EQ(s->CurrentRules().wild_rank, 4);
}

TEST(FiveCrownsTest, MeldsGoDownOnlyWhenGoingOut) {
  auto s = Match(2);
  s->JumpToHand(2);
  ASSERT_FALSE(s->SetPosition({C("7H 8H 9H QC"), C("KH JC 5S 6S")}, C("3D"), C("KD"), 0));
  Play(*s, "draw");
  // 7♥ 8♥ 9♥ Q♣ K♦: the run may not go down while Q♣ stays in hand...
  ExpectRefused(*s, "down 7H 8H 9H discard KD", "only when you go out");
  // A discard must be a card still in hand after the melds.
  ExpectRefused(*s, "down 7H 8H 9H discard 9H", "do not hold");
  Play(*s, "discard KD");
}

TEST(FiveCrownsTest, StockExhaustedReshufflesTheDiscardsButTheTop) {
  auto s = Match(2);
  // Every card not in a hand lies in the discard pile; the stock is empty.
  const std::vector<Card> hands = C("7H 8H 9H KH JC 5S");
  std::vector<Card> rest;
  for (Card c : s->CurrentRules().pack.Cards()) rest.push_back(c);
  for (Card h : hands) rest.erase(std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == h.face(); }));
  const Card top = rest.back();
  ASSERT_FALSE(s->SetPosition({C("7H 8H 9H"), C("KH JC 5S")}, rest, {}, 0));
  ASSERT_EQ(s->ViewFor(0).stock_size, 0);
  const int pile = s->ViewFor(0).discard_size;
  Play(*s, "draw");
  const TableView v = s->ViewFor(0);
  EXPECT_EQ(v.discard_size, 1);
  EXPECT_EQ(v.discard[0].face(), top.face());
  EXPECT_EQ(v.stock_size, pile - 2);  // all but the top went to the stock, and one was drawn
  EXPECT_EQ(v.hand.size(), 4u);
}

TEST(FiveCrownsTest, SecondStockOutOptionEndsTheHand) {
  auto s = Match(2, {{"second-stock-out", 1}});
  ASSERT_FALSE(s->SetPosition({C("7H 8H 9H"), C("KH JC 5S")}, AllBut(*s, C("7H 8H 9H KH JC 5S")), {}, 0));
  Play(*s, "draw");  // first time: the discards become the stock
  Play(*s, "discard 9H");
  // Both players draw and discard until the new stock is empty too.
  const int before = static_cast<int>(s->Sheet().hands.size());
  while (s->ViewFor(1).stock_size > 0) {
    Play(*s, "draw");
    const std::vector<Card> h = s->HandOf(s->CurrentPlayer());
    Play(*s, "discard " + h.back().ToString());
  }
  Play(*s, "draw");  // the stock is out a second time: the hand ends
  ASSERT_EQ(static_cast<int>(s->Sheet().hands.size()), before + 1);
  EXPECT_EQ(s->ViewFor(0).hand_number, 2);
}

TEST(FiveCrownsTest, UpcardRuleForbidsDiscardingTheCardJustTaken) {
  auto s = Match(2);
  ASSERT_FALSE(s->SetPosition({C("7H 8H 4C"), C("KH JC 5S")}, C("9S"), C("KD"), 0));
  Play(*s, "take");
  ExpectRefused(*s, "discard 9S", "discard another card");
  Play(*s, "discard 4C");
  auto open = Match(2, {{"upcard-rule", 0}});
  ASSERT_FALSE(open->SetPosition({C("7H 8H 4C"), C("KH JC 5S")}, C("9S"), C("KD"), 0));
  Play(*open, "take");
  Play(*open, "discard 9S");
}

TEST(FiveCrownsTest, ElevenHandsAndTheLowestTotalWins) {
  auto s = Match(3);
  Rng rng(5);
  int guard = 0;
  while (!s->IsTerminal() && guard++ < 200000) {
    const std::vector<Move> legal = s->LegalMoves();
    // Go out whenever possible, else take a random legal move.
    Move pick = legal[rng.Below(legal.size())];
    for (const Move& m : legal) {
      if (m.kind == MoveKind::kLayDown) pick = m;
    }
    ASSERT_FALSE(s->Apply(pick).has_value());
  }
  ASSERT_TRUE(s->IsTerminal());
  EXPECT_EQ(s->Sheet().hands.size(), 11u);
  const std::vector<int>& t = s->Sheet().totals;
  const int best = *std::min_element(t.begin(), t.end());
  for (int w : s->Sheet().winners) EXPECT_EQ(t[w], best);
}

TEST(FiveCrownsTest, ForcedOutOptionRefusesAPlainDiscardWhenOutIsPossible) {
  auto s = Match(2, {{"forced-out", 1}});
  ASSERT_FALSE(s->SetPosition({C("5C 3H 5R"), C("KH JC 5S")}, C("4D"), C("KD"), 0));
  Play(*s, "draw");
  ExpectRefused(*s, "discard 5C", "must");
  Play(*s, "down 5C 5R 3H discard KD");
}

TEST(FiveCrownsTest, FirstTurnOutOptionWaitsForTheSecondTurn) {
  auto s = Match(2, {{"first-turn-out", 0}});
  ASSERT_FALSE(s->SetPosition({C("5C 3H 5R"), C("KH JC 5S")}, C("4D"), C("KD 9C 4S"), 0));
  Play(*s, "draw");
  ExpectRefused(*s, "down 5C 5R 3H discard KD", "first turn");
}

TEST(FiveCrownsTest, NeedNaturalOptionRefusesAllWildBooks) {
  auto s = Match(2, {{"all-wild-melds", 0}});
  ASSERT_FALSE(s->SetPosition({C("3C 3H JK"), C("KH JC 5S")}, C("4D"), C("KD"), 0));
  Play(*s, "draw");
  // 3♣ 3♥ are 3s in hand 1: natural as themselves, so a set of 3s with a joker is fine.
  Play(*s, "down 3C 3H JK discard KD");
  auto t = Match(2, {{"all-wild-melds", 0}});
  ASSERT_FALSE(t->SetPosition({C("JK JK 3H"), C("KH JC 5S")}, C("4D"), C("KD"), 0));
  Play(*t, "draw");
  ExpectRefused(*t, "down JK JK 3H(9) discard KD", "");
}

// Apply writes a lay-down's text from the melds it has just checked: it must read as the move
// does on its own (saves are replayed from it), wild cards named by what they stand for.
TEST(FiveCrownsTest, HistoryWritesEachLayDownAsTheMoveReads) {
  auto s = Match(4);
  std::unique_ptr<Bot> bot = MakeBot("basic", "five-crowns");
  Rng rng(7);
  int lay_downs = 0;
  while (!s->IsTerminal()) {
    const Rules rules = s->CurrentRules();
    const Move m = PlayBotMove(*bot, *s, rng);
    if (m.kind != MoveKind::kLayDown || m.melds.empty()) continue;
    ++lay_downs;
    EXPECT_EQ(s->History().back(), MoveToString(m, rules));
  }
  EXPECT_GT(lay_downs, 10);
}

TEST(FiveCrownsTest, ViewHidesOtherHandsAndTheStock) {
  auto s = Match(3);
  const TableView v = s->ViewFor(1);
  EXPECT_EQ(v.hand, s->HandOf(1));
  EXPECT_EQ(v.hand_sizes, (std::vector<int>{3, 3, 3}));
  EXPECT_EQ(v.discard.size(), 1u);
  EXPECT_EQ(v.Part<FiveCrownsView>().wild_rank, 3);
  EXPECT_FALSE(v.status.empty());
}

}  // namespace
}  // namespace rummy::five_crowns
