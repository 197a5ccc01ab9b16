// Rummy with the track (RULES.md §2): the test scenarios of 2.C and the house options.
#include "games/rummy/rummy.h"

#include <gtest/gtest.h>

#include "testing/game_helpers.h"

namespace rummy::track {
namespace {

using testing::C;
using testing::ExpectRefused;
using testing::Play;

std::unique_ptr<RummyState> Match(int players = 2, Options options = {}) {
  return testing::NewMatch<RummyState>("rummy", players, options, 11);
}

TableMeld On(int owner, const Rules& r, const std::string& cards, MeldHint hint = {}) {
  return TableMeld{owner, *CheckMeld(r, *r.pack.Parse(cards), hint), {}};
}

// Track oldest to newest: 4♣ 9♦ K♠ 2♥ 7♣.
std::unique_ptr<RummyState> TrackPosition(Options options = {}) {
  auto s = Match(2, options);
  EXPECT_FALSE(s->SetPosition({C("9S 9H 3D QC 5H 6H JS 8C"), C("2C 3C 4D 5D 6D 7D 8D 9C")}, C("4C 9D KS 2H 7C"), {}, 0));
  return s;
}

TEST(RummyTest, TakingATrackCardTakesEverythingAboveItAndItMustBeUsed) {
  auto s = TrackPosition();
  Play(*s, "take 9D");
  EXPECT_EQ(s->HandOf(0).size(), 12u);  // 8 + 9♦ K♠ 2♥ 7♣
  EXPECT_EQ(s->ViewFor(0).discard, C("4C"));
  ExpectRefused(*s, "discard KS", "before your turn ends");
  Play(*s, "meld 9S 9H 9D");
  Play(*s, "discard KS");  // the other cards taken carry no obligation
}

TEST(RummyTest, ATrackCardThatCannotBeUsedCannotBeTaken) {
  auto s = TrackPosition();
  ExpectRefused(*s, "take KS", "could not use");
  ExpectRefused(*s, "take 7C", "could not use");  // 7♣ 8♣ is no meld
  ExpectRefused(*s, "take", "could not use");     // the top card too (R3)
  auto free = TrackPosition({{"top-card-free", 1}});
  Play(*free, "take");  // house option: the top card alone may be kept
  Play(*free, "discard 3D");
}

// RULES.md 2.A (turn): the taken track card may be used at any point of the turn; a take is legal
// when some sequence of this turn's plays can put it on the table. Here 4♣ fits the run 6♣ 7♣ 8♣
// only once 5♣ is laid off.
TEST(RummyTest, TakenCardMayGoDownAfterOtherPlays) {
  auto s = Match(2);
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("5C KD"), C("3D 4D 9S")}, C("QH 4C"), C("2S"), 0, {On(1, r, "6C 7C 8C")}));
  EXPECT_FALSE(s->Check(*ParseMove("take 4C")).has_value());
  const std::vector<Move> legal = s->LegalMoves();
  EXPECT_TRUE(std::any_of(legal.begin(), legal.end(),
                          [](const Move& m) { return m.kind == MoveKind::kTakeDiscard && m.card.ToString() == "4C"; }));
  Play(*s, "take 4C");
  EXPECT_EQ(testing::Refusal(*s, "discard KD"),
            "You took 4♣ from the track: it must be on the table (in a meld or a lay-off) before your turn ends.");
  Play(*s, "layoff 5C on 0");
  Play(*s, "layoff 4C on 0");
  EXPECT_EQ(s->ViewFor(0).melds[0].meld.ToString(r), "4C 5C 6C 7C 8C");
  Play(*s, "discard KD");  // and the round is over: player 1 is out
}

// RULES.md 2.A (turn): after a take, plays that do not use the card are allowed while the card can
// still go down this turn; a play that would leave no way to put it down is refused in words.
TEST(RummyTest, PlaysBeforeTheTakenCardMustLeaveAWayToPutItDown) {
  auto s = Match(2);
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("9S 9H 5H 6H 7H 2C 3D"), C("3C 4D 5S")}, C("QC 9D"), C("KS"), 0, {On(1, r, "6S 7S 8S")}));
  Play(*s, "take 9D");
  Play(*s, "meld 5H 6H 7H");  // does not use 9♦: allowed, 9♠ 9♥ 9♦ is still to come
  EXPECT_EQ(testing::Refusal(*s, "layoff 9S on 0"),
            "That would leave you no way to put 9♦, which you took from the track, on the table this turn.");
  Play(*s, "meld 9S 9H 9D");
  Play(*s, "discard 3D");
}

// The same reach through a joker exchange: the freed joker makes the meld that holds the card.
TEST(RummyTest, TakenCardMayGoDownWithAJokerFreedThisTurn) {
  auto s = Match(2);
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("QD 8C 2S"), C("3C 4D 5S")}, C("TH 9C"), C("KS"), 0, {On(1, r, "QH JK QS")}));
  Play(*s, "take 9C");  // 8♣ 9♣ and the joker that Q♦ frees
  EXPECT_NE(testing::Refusal(*s, "discard 2S").find("before your turn ends"), std::string::npos);
  Play(*s, "exchange QD on 0");
  Play(*s, "meld 8C 9C JK(TC)");
  Play(*s, "discard 2S");
}

TEST(RummyTest, NaturalCardStoodForByAJokerIsPlayedOnlyByExchange) {
  auto s = Match();
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("6H 6S 6D 2C"), C("3C 4C 5C")}, C("KD"), C("9C"), 0, {On(1, r, "5H JK 7H")}));
  Play(*s, "draw");
  ExpectRefused(*s, "meld 6H 6S 6D", "exchange it");
  Play(*s, "exchange 6H on 0");
  EXPECT_EQ(s->ViewFor(0).melds[0].meld.ToString(r), "5H 6H 7H");
  EXPECT_EQ(s->ViewFor(0).melds[0].laid_by, (std::vector<int>{1, 1, 1}));  // the natural scores as the joker did
  const std::vector<Card> hand = s->HandOf(0);
  EXPECT_TRUE(std::any_of(hand.begin(), hand.end(), [](Card c) { return c.is_joker(); }));
}

// RULES.md R8: after an exchange the natural card scores for whoever laid the joker: here player
// 3 laid the joker off on player 2's run, so the 8♥ player 1 puts in its place scores for player 3.
TEST(RummyTest, ExchangedNaturalScoresForWhoeverLaidTheJoker) {
  auto s = Match(3);
  const Rules& r = s->CurrentRules();
  TableMeld run = On(1, r, "5H 6H 7H JK", MeldHint{MeldKind::kRun, 5, std::nullopt});
  run.laid_by = {1, 1, 1, 2};
  ASSERT_FALSE(s->SetPosition({C("8H 9S"), C("3C 4D"), C("KD")}, C("QS"), C("9C"), 0, {run}));
  Play(*s, "draw");
  Play(*s, "exchange 8H on 0");
  EXPECT_EQ(s->ViewFor(0).melds[0].meld.ToString(r), "5H 6H 7H 8H");
  EXPECT_EQ(s->ViewFor(0).melds[0].laid_by, (std::vector<int>{1, 1, 1, 2}));
  Play(*s, "meld 9S 9C JK(9)");  // player 1 goes out
  ASSERT_EQ(s->Sheet().hands.size(), 1u);
  // 1: 9♠ 9♣ joker(9) = 15. 2: 5♥ 6♥ 7♥ = 15, minus 3♣ 4♦ = 10. 3: 8♥ = 5, minus K♦ = 10.
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{15, 5, -5}));
}

TEST(RummyTest, ForcedExchangeHouseRuleMakesTheHolderExchangeBeforeDiscarding) {
  for (int forced : {0, 1}) {
    auto s = Match(2, {{"forced-exchange", forced}});
    const Rules& r = s->CurrentRules();
    ASSERT_FALSE(s->SetPosition({C("6H 9S QD 2C"), C("3C 4C 5C")}, C("KD"), C("9C"), 0, {On(1, r, "5H JK 7H")}));
    Play(*s, "draw");
    if (!forced) {
      Play(*s, "discard QD");  // the default (R7): the exchange may wait
      continue;
    }
    ExpectRefused(*s, "discard QD", "You hold 6♥, which a joker on the table stands for: exchange it for that joker first.");
    Play(*s, "exchange 6H on 0");
    Play(*s, "discard QD");
  }
}

// House rule R15 ("calling Rummy"): three players, a run 4♥ 5♥ 6♥ of player 2 on the table.
std::unique_ptr<RummyState> CallPosition(int call_rummy) {
  auto s = Match(3, {{"call-rummy", call_rummy}});
  const Rules& r = s->CurrentRules();
  EXPECT_FALSE(
      s->SetPosition({C("7H 9S QD 2C"), C("3C 4C 8D TD"), C("KC KD JS 3S")}, C("KH"), C("9C 5S"), 0, {On(2, r, "4H 5H 6H")}));
  return s;
}

TEST(RummyTest, CallingRummyLetsTheFirstCallerLayOffAPlayableDiscardAndScoreIt) {
  auto s = CallPosition(1);
  Play(*s, "draw");
  Play(*s, "discard 7H");  // fits 4♥ 5♥ 6♥: the others are asked, the next player first
  EXPECT_EQ(s->CurrentPlayer(), 1);
  EXPECT_EQ(s->ViewFor(1).turn, 1);
  EXPECT_TRUE(s->ViewFor(1).Part<RummyView>().calling);
  EXPECT_TRUE(s->ViewFor(1).asked);  // asked about another player's discard, not taking a turn
  ExpectRefused(*s, "draw", "First answer about 7♥: call Rummy! to lay it off, or let it go.");
  Play(*s, "pass");
  EXPECT_EQ(s->CurrentPlayer(), 2);
  EXPECT_EQ(s->ViewFor(2).turn, 1);  // still player 2's turn once the call is settled
  Play(*s, "rummy 7H on 0");
  const TableView v = s->ViewFor(0);
  EXPECT_EQ(v.melds[0].meld.ToString(s->CurrentRules()), "4H 5H 6H 7H");
  EXPECT_EQ(v.melds[0].laid_by.back(), 2);  // scores for the caller
  EXPECT_EQ(v.discard.back().ToString(), "KH");
  EXPECT_EQ(s->CurrentPlayer(), 1);  // and the turn goes on with the next player's draw
  Play(*s, "draw");
}

TEST(RummyTest, CallingRummyIsAskedOnlyForAPlayableDiscardAndOnlyUnderTheHouseRule) {
  auto s = CallPosition(1);
  Play(*s, "draw");
  Play(*s, "discard QD");  // fits no meld: no call
  EXPECT_EQ(s->CurrentPlayer(), 1);
  EXPECT_FALSE(s->ViewFor(1).asked);
  EXPECT_EQ(s->LegalMoves()[0].kind, MoveKind::kDrawStock);
  auto d = CallPosition(0);  // the default (R15): no calls at all
  Play(*d, "draw");
  Play(*d, "discard 7H");
  EXPECT_EQ(d->CurrentPlayer(), 1);
  ExpectRefused(*d, "rummy 7H on 0", "\"Rummy!\" is called only on another player's discard, when asked.");
}

TEST(RummyTest, WhenNobodyCallsTheDiscardStaysOnTheTrack) {
  auto s = CallPosition(1);
  Play(*s, "draw");
  Play(*s, "discard 7H");
  Play(*s, "pass");
  Play(*s, "pass");
  EXPECT_EQ(s->CurrentPlayer(), 1);
  EXPECT_EQ(s->ViewFor(1).discard.back().ToString(), "7H");
  Play(*s, "take 7H");  // the next player may still take it from the track as usual
}

TEST(RummyTest, AJokerCannotStandForACardAlreadyOnTheTable) {
  auto s = Match();
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("5H JK 7H 2C"), C("3C 4C 5C")}, C("KD"), C("9C"), 0, {On(1, r, "6H 6S 6D")}));
  Play(*s, "draw");
  ExpectRefused(*s, "meld 5H JK 7H", "already on the table");
}

// The joker's own card is not "already on the table" when its meld grows: 10♣ goes under joker
// (as J♣) Q♣ K♣, from the hand or taken from the track (a playtest was told it could not use it).
TEST(RummyTest, ACardMayBeLaidOffOnARunBesideItsJoker) {
  auto s = Match();
  const Rules& r = s->CurrentRules();
  const TableMeld run = On(0, r, "JK QC KC", MeldHint{MeldKind::kRun, 11, std::nullopt});
  ASSERT_FALSE(s->SetPosition({C("7C 8C 4D 5D"), C("3H 4H 5S")}, C("JH 5H 4C TC 9H"), C("KD"), 0, {run}));
  Play(*s, "take TC");
  Play(*s, "layoff TC on 0");
  EXPECT_EQ(s->ViewFor(0).melds[0].meld.cards, C("TC JK QC KC"));
  // Cards of the other melds still count: a joker under 5♣ 6♣ 7♣ would stand for 4♣, which
  // another meld holds.
  auto t = Match();
  const Rules& tr = t->CurrentRules();
  ASSERT_FALSE(
      t->SetPosition({C("JK 9D 5D"), C("3H 8H 5S")}, C("KD"), C("9S"), 0, {On(0, tr, "5C 6C 7C"), On(1, tr, "4C 4D 4H")}));
  Play(*t, "draw");
  ExpectRefused(*t, "layoff JK on 0 low", "cannot stand there");
  Play(*t, "layoff JK on 0 high");  // as 8♣
}

TEST(RummyTest, RoundScoringTableCardsMinusHand) {
  auto s = Match();
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("6S QD 7H JK"), C("4D 5D 6D")}, C("KD"), C("2C 9C"), 0,
                              {On(0, r, "AC AD AH"), On(0, r, "3S 4S 5S"), On(1, r, "7S 8S 9S")}));
  Play(*s, "draw");
  Play(*s, "layoff 6S on 2");  // rummying onto Player 2's run: scores for Player 1
  EXPECT_EQ(s->ViewFor(0).melds[2].laid_by, (std::vector<int>{0, 1, 1, 1}));
  Play(*s, "discard 2C");
  Play(*s, "draw");
  Play(*s, "meld 4D 5D 6D");
  Play(*s, "discard 9C");  // Player 2 goes out
  ASSERT_EQ(s->Sheet().hands.size(), 1u);
  // Player 1: 45 + 15 + 5 - (Q♦ 10 + 7♥ 5 + joker 25) = 25; Player 2: 15 + 15.
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{25, 30}));
}

// What each player has on the table this hand, as it would score now: a card laid off on
// another's meld counts for whoever laid it (the player's own line says it; the plates, sized
// before the hand, do not).
TEST(RummyTest, EachPlayerIsToldWhatTheyHaveOnTheTable) {
  auto s = Match();
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(
      s->SetPosition({C("6S QD 7H JK"), C("4D 5D 6D")}, C("KD"), C("2C 9C"), 0, {On(0, r, "AC AD AH"), On(1, r, "3S 4S 5S")}));
  EXPECT_EQ(Game::OnTableWords(s->ViewFor(1), 0), "45 on the table");
  EXPECT_EQ(Game::OnTableWords(s->ViewFor(1), 1), "15 on the table");
  Play(*s, "draw");
  Play(*s, "layoff 6S on 1");
  EXPECT_EQ(Game::OnTableWords(s->ViewFor(1), 0), "50 on the table");
  EXPECT_EQ(Game::OnTableWords(s->ViewFor(0), 1), "15 on the table");
  EXPECT_EQ(FindGame("rummy")->PlayerStatus(s->ViewFor(1), 0), "4 cards, 0 points");  // the plates' words
}

TEST(RummyTest, GoingOutWithoutADiscard) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("4D 5D"), C("3C 4C 5C")}, C("KD"), C("6D"), 0));
  Play(*s, "draw");
  Play(*s, "meld 4D 5D 6D");
  EXPECT_EQ(s->Sheet().hands.size(), 1u);
  auto m = Match(2, {{"must-discard", 1}});
  ASSERT_FALSE(m->SetPosition({C("4D 5D"), C("3C 4C 5C")}, C("KD"), C("6D"), 0));
  Play(*m, "draw");
  ExpectRefused(*m, "meld 4D 5D 6D", "Keep a card");
}

TEST(RummyTest, EmptyStockPlayGoesOnFromTheTrackUntilSomeonePasses) {
  auto s = Match();
  // Both draw and discard until the stock is gone.
  while (s->ViewFor(0).stock_size > 0) {
    Play(*s, "draw");
    Play(*s, "discard " + s->HandOf(s->CurrentPlayer()).front().ToString());
  }
  ASSERT_EQ(s->Sheet().hands.size(), 0u);
  ExpectRefused(*s, "draw", "stock is empty");
  Play(*s, "pass");  // will not take from the track: the round ends and is scored
  EXPECT_EQ(s->Sheet().hands.size(), 1u);
  // House option: the round ends as soon as the stock is empty (after that turn's discard).
  auto e = Match(2, {{"stock-out-ends", 1}});
  int turns = 0;
  while (e->Sheet().hands.empty()) {
    Play(*e, "draw");
    Play(*e, "discard " + e->HandOf(e->CurrentPlayer()).front().ToString());
    ++turns;
  }
  EXPECT_EQ(turns, 54 - 2 * 8 - 1);  // one turn per stock card
}

// Plays the round of RoundScoringTableCardsMinusHand on `s` (Player 2 goes out).
void ScoringRound(RummyState& s) {
  const Rules& r = s.CurrentRules();
  ASSERT_FALSE(s.SetPosition({C("6S QD 7H JK"), C("4D 5D 6D")}, C("KD"), C("2C 9C"), 0,
                             {On(0, r, "AC AD AH"), On(0, r, "3S 4S 5S"), On(1, r, "7S 8S 9S")}));
  Play(s, "draw");
  Play(s, "layoff 6S on 2");
  Play(s, "discard 2C");
  Play(s, "draw");
  Play(s, "meld 4D 5D 6D");
  Play(s, "discard 9C");
}

TEST(RummyTest, HighestAtOrAboveTheTargetWinsAndATiePlaysOn) {
  // This round scores +25 and +30. Before it A = 485, B = 485: A 510, B 515, B wins.
  auto s = Match();
  s->SetTotals({485, 485});
  ScoringRound(*s);
  EXPECT_TRUE(s->IsTerminal());
  EXPECT_EQ(s->Sheet().winners, std::vector<int>{1});
  // Both on 515: another round.
  auto t = Match();
  t->SetTotals({490, 485});
  ScoringRound(*t);
  EXPECT_FALSE(t->IsTerminal());
  EXPECT_EQ(t->Sheet().totals, (std::vector<int>{515, 515}));
  auto u = Match(2, {{"shared-win", 1}});
  u->SetTotals({490, 485});
  ScoringRound(*u);
  EXPECT_EQ(u->Sheet().winners, (std::vector<int>{0, 1}));
  // The short game ends at 350.
  auto v = Match(2, {{"short-game", 1}});
  v->SetTotals({330, 0});  // 355 after this round
  ScoringRound(*v);
  EXPECT_EQ(v->Sheet().winners, std::vector<int>{0});
}

TEST(RummyTest, FivePlayersUseTwoDecks) {
  auto s = Match(5);
  EXPECT_EQ(s->PackSize(), 108);
  EXPECT_EQ(s->HandOf(0).size(), 8u);
  EXPECT_EQ(Match(2, {{"deal-by-players", 1}})->HandOf(0).size(), 13u);
  EXPECT_EQ(Match(3, {{"deal-by-players", 1}})->HandOf(0).size(), 7u);
}

// Found by rummy soak: with keep-taken, discarding "JK" picked the joker taken from the track
// although the player also held a joker from an exchange, and the match could not go on.
TEST(RummyTest, KeepTakenDiscardsTheCopyNotTakenThisTurn) {
  auto s = Match(2, {{"keep-taken", 1}});
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("KH KS 6C 4C"), C("3C 4D 5D")}, C("KD JK"), {}, 0, {On(1, r, "6D 6S JK")}));
  Play(*s, "take KD");  // with the joker above it
  Play(*s, "meld KH KS KD");
  Play(*s, "exchange 6C on 0");  // the other joker comes to hand
  Play(*s, "discard JK");        // the exchanged one, not the one taken from the track
  EXPECT_EQ(s->HandOf(0).size(), 2u);
}

TEST(RummyTest, TheWholeTrackIsVisible) {
  auto s = TrackPosition();
  EXPECT_EQ(s->ViewFor(1).discard, C("4C 9D KS 2H 7C"));
}

}  // namespace
}  // namespace rummy::track
