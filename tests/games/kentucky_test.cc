// Kentucky (RULES.md §1): the test scenarios of 1.C, the claim window and the house options.
#include "games/kentucky/kentucky.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "match/describe.h"
#include "match/hint.h"
#include "registry/registry.h"
#include "testing/game_helpers.h"

namespace rummy::kentucky {
namespace {

using testing::AllBut;
using testing::C;
using testing::ExpectRefused;
using testing::Play;

std::unique_ptr<KentuckyState> Match(int players = 3, Options options = {}) {
  return testing::NewMatch<KentuckyState>("kentucky", players, options, 7);
}

TableMeld On(int owner, const Rules& r, const std::string& cards) {
  return TableMeld{owner, *CheckMeld(r, *r.pack.Parse(cards)), {}};
}

bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The cards of `seat`'s scoring area (what they laid, wherever), as everyone's view shows it.
int Area(const KentuckyState& s, int seat) { return s.ViewFor((seat + 1) % s.NumPlayers()).on_table[seat]; }

// Plays on (claims let go, draws from the stock, the last card of the hand discarded) until `done`.
template <typename Done>
void Advance(KentuckyState& s, Done done) {
  while (!s.IsTerminal() && !done()) {
    const int p = s.CurrentPlayer();
    const std::string phase = s.ViewFor(p).phase;
    Play(s, phase == "claim" ? "pass" : phase == "draw" ? "draw" : "discard " + s.HandOf(p).back().ToString());
  }
}

// --- 1.A basics -------------------------------------------------------------------------------

TEST(KentuckyTest, DecksFollowPlayerCountAndContractList) {
  EXPECT_EQ(Match(3)->PackSize(), 108);
  EXPECT_EQ(Match(5)->PackSize(), 108);
  EXPECT_EQ(Match(6)->PackSize(), 162);
  EXPECT_EQ(Match(4, {{"difficult", 1}})->PackSize(), 108);
  EXPECT_EQ(Match(5, {{"difficult", 1}})->PackSize(), 162);
  EXPECT_FALSE(FindGame("kentucky")->NewMatch(2, {}, 1).ok());
  EXPECT_FALSE(FindGame("kentucky")->NewMatch(7, {}, 1).ok());
  EXPECT_EQ(Match(2, {{"two-players", 1}})->PackSize(), 108);  // K3
}

TEST(KentuckyTest, ElevenCardsAreDealtAndTheUpcardStartsTheDiscardPile) {
  auto s = Match(4);
  for (int p = 0; p < 4; ++p) EXPECT_EQ(s->HandOf(p).size(), 11u);
  const TableView v = s->ViewFor(0);
  EXPECT_EQ(v.discard_size, 1);
  EXPECT_EQ(v.stock_size, 108 - 44 - 1);
  EXPECT_EQ(v.current, (v.dealer + 1) % 4);
  EXPECT_EQ(v.Part<KentuckyView>().contract, "2 sets of 3, no wild cards in melds");
}

TEST(KentuckyTest, ContractListsMatchTheTable) {
  const char* typical[] = {"2 sets of 3, no wild cards in melds",
                           "a set of 3 + a run of 4, no wild cards in melds",
                           "2 runs of 4, at most 1 wild in each",
                           "3 sets of 3, no wild cards in melds",
                           "2 sets of 3 + a run of 5, at most 2 wilds in all",
                           "a set of 3 + a run of 7, at most 1 wild in all",
                           "3 runs of 4, at most 1 wild in each",
                           "a set of 3 + a run of 10, at most 3 wilds in all",
                           "2 sets of 3 + a run of 5, at most 2 wilds in all",
                           "3 runs of 5, at most 2 wilds in each"};
  const int cards[] = {6, 7, 8, 9, 11, 10, 12, 13, 11, 15};
  for (int h = 1; h <= kHands; ++h) {
    EXPECT_EQ(BaseContract(false, h).ToString(), typical[h - 1]) << h;
    EXPECT_EQ(ContractCards(BaseContract(false, h)), cards[h - 1]) << h;
  }
  EXPECT_EQ(BaseContract(true, 1).ToString(), "3 sets of 3, no wild cards in melds");
  EXPECT_EQ(BaseContract(true, 4).ToString(), "4 sets of 3, no wild cards in melds");
  EXPECT_EQ(BaseContract(true, 9).ToString(), "3 sets of 3 + a run of 5, at most 3 wilds in all");
  EXPECT_EQ(BaseContract(true, 6).ToString(), BaseContract(false, 6).ToString());
}

TEST(KentuckyTest, DrawComesFirst) {
  auto s = Match();
  ExpectRefused(*s, "discard " + s->HandOf(s->CurrentPlayer())[0].ToString(), "Draw a card first");
}

// --- 1.C scenarios ----------------------------------------------------------------------------

// 1.C.1: Alpha 30 before; area Q Q Q (30) + 8 9 10 J (30); hand JK A 5 8 10 2 (95) -> -35, total -5.
TEST(KentuckyTest, SeedScoringExampleMinus35ToMinus5) {
  auto s = Match();
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("JK AC 5D 8H TD 2C"), C("5C"), C("4D 4S 9H")}, C("9S"), C("KS"), 1,
                              {On(0, r, "QC QD QH"), On(0, r, "8S 9S TS JS"), On(1, r, "KC KD KH")}));
  s->SetHand(2, {true, true, false});
  s->SetTotals({30, 0, 0});
  Play(*s, "draw");
  Play(*s, "layoff KS on 2");
  Play(*s, "discard 5C");  // Beta goes out
  ASSERT_EQ(s->Sheet().hands.size(), 1u);
  EXPECT_EQ(s->Sheet().hands[0][0], -35);
  EXPECT_EQ(s->Sheet().totals[0], -5);
  EXPECT_EQ(s->Sheet().hands[0][1], 40);
  EXPECT_EQ(s->Sheet().hands[0][2], -5 - 5 - 5);
  EXPECT_EQ(s->ViewFor(0).hand_number, 3);  // the next hand is dealt
}

// 1.C.2: the seed's Alpha/Beta/Charlie lay-off example in hand 2.
TEST(KentuckyTest, SeedLayOffExampleAlphaBetaCharlie) {
  auto s = Match();
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("4C 9D KD"), C("6H KS 9C"), C("2H 5H")}, C("9S"), C("2H 8D 7H 7H"), 2,
                              {On(0, r, "2C 2D 2S"), On(0, r, "TC JC QC KC"), On(1, r, "3C 3D 3S"), On(1, r, "3H 4H 5H 6H"),
                               On(2, r, "AC AD AS"), On(2, r, "8H 9H TH JH")}));
  s->SetHand(2, {true, true, true});
  // Charlie draws 2♥: it fits the low end of Beta's run and Alpha's set of 2s, nothing else.
  Play(*s, "draw");
  std::vector<int> targets;
  for (const Move& m : s->LegalMoves()) {
    if (m.kind == MoveKind::kLayOff && m.card.face() == C("2H")[0].face()) targets.push_back(m.target);
  }
  EXPECT_EQ(targets, (std::vector<int>{0, 3}));
  Play(*s, "layoff 2H on 3");
  EXPECT_EQ(s->ViewFor(2).melds[3].meld.ToString(r), "2H 3H 4H 5H 6H");
  EXPECT_EQ(s->ViewFor(2).melds[3].laid_by, (std::vector<int>{2, 1, 1, 1, 1}));
  EXPECT_EQ(Area(*s, 2), 60 + 30 + 5);
  EXPECT_EQ(Game::OnTableWords(s->ViewFor(0), 2), "95 on the table");
  // The second 2♥ no longer fits Beta's run, but does fit Alpha's 2s.
  ExpectRefused(*s, "layoff 2H on 3", "does not continue the run");
  EXPECT_FALSE(s->Check(*ParseMove("layoff 2H on 0")).has_value());
  Play(*s, "discard 2H");
  // Alpha: Beta is asked about 2♥ and lets it go; Alpha draws 8♦ and discards it.
  Play(*s, "draw");
  EXPECT_EQ(s->CurrentPlayer(), 1);
  EXPECT_EQ(s->ViewFor(1).phase, "claim");
  Play(*s, "pass");
  Play(*s, "discard 8D");
  // Beta: Charlie lets 8♦ go; Beta draws 7♥, which fits her own run's top...
  Play(*s, "draw");
  Play(*s, "pass");
  EXPECT_FALSE(s->Check(*ParseMove("layoff 7H on 3")).has_value());
  // ...but she lays 7♥ then 6♥ on the low end of Charlie's run.
  Play(*s, "layoff 7H on 5");
  Play(*s, "layoff 6H on 5");
  EXPECT_EQ(s->ViewFor(1).melds[5].meld.ToString(r), "6H 7H 8H 9H TH JH");
  EXPECT_EQ(s->ViewFor(1).melds[5].laid_by, (std::vector<int>{1, 1, 2, 2, 2, 2}));
  Play(*s, "discard 9C");
  // Charlie: Alpha lets 9♣ go; Charlie draws the other 7♥, which cannot join his run any more.
  Play(*s, "draw");
  Play(*s, "pass");
  ExpectRefused(*s, "layoff 7H on 5", "does not continue the run");
  Play(*s, "layoff 5H on 5");  // 5♥-J♥, +5 for Charlie
  Play(*s, "discard 7H");      // out
  ASSERT_EQ(s->Sheet().hands.size(), 1u);
  EXPECT_EQ(s->Sheet().hands[0][2], 100);
  EXPECT_EQ(s->Sheet().hands[0][1], 35);
}

// 1.C.3
TEST(KentuckyTest, Hand3TwoRunsOfFourAtMostOneWildEach) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("5S JK 7S 8S 9D TD JD QD 3C JK QC"), C("4D"), C("4S")}, C("9S"), C("KC AC 2C"), 0));
  s->SetHand(3, {false, false, false});
  Play(*s, "draw");
  ExpectRefused(*s, "meld 5S JK JK 8S, 9D TD JD QD", "at most 1 wild card");
  ExpectRefused(*s, "meld 5S JK(6S) 7S 8S, QC KC AC 2C", "");  // wrap: no run
  Play(*s, "meld 5S JK(6S) 7S 8S, 9D TD JD QD");
  EXPECT_TRUE(s->IsDown(0));
}

// Playtest: in hand 3 (2 runs of 4) 10♦-K♦ and 7♥-Q♥ selected with nothing grouped were read as three
// melds, 7♥ 8♥ 9♥ and 10♥ J♥ Q♥ two runs of 3 (as few points left as one run of 6), so Go down was
// refused. Selected cards that meet the contract are read as the contract.
TEST(KentuckyTest, SelectedCardsThatMeetTheContractAreReadAsTheContract) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("8D TD JD QD KD 7H 8H 9H TH JH QH JS QS"), C("4D"), C("4S")}, C("9S"), C("2C 3C"), 0));
  s->SetHand(3, {false, false, false});
  Play(*s, "draw");
  const Rules& r = s->CurrentRules();
  const std::vector<Card> sel = C("TD JD QD KD 7H 8H 9H TH JH QH");
  const std::optional<std::vector<Meld>> melds = MeldsOfSelection(s->ViewFor(0), r, sel);
  ASSERT_TRUE(melds.has_value());
  ASSERT_EQ(melds->size(), 2u);
  Move down = Move::Of(MoveKind::kMeld);
  for (const Meld& m : *melds) down.melds.push_back(SpecOf(m));
  const std::optional<Error> refused = s->Check(down);
  EXPECT_FALSE(refused) << refused->Message();
  // Cards that are not the contract are still read as melds: two runs of 3 are two melds.
  const std::optional<std::vector<Meld>> short_runs = MeldsOfSelection(s->ViewFor(0), r, C("7H 8H 9H JD QD KD"));
  ASSERT_TRUE(short_runs.has_value());
  EXPECT_EQ(short_runs->size(), 2u);
}

// Once down a player only lays off (RULES.md 1.A): the game says new melds cannot be started, as
// the engine refuses them, so the hand's help does not suggest selecting cards for a meld.
TEST(KentuckyTest, OnceDownAPlayerMayStartNoNewMelds) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("QC 3D 6D QD TH TS 9D"), C("4D"), C("4S")}, C("9S"), C("2C 3C"), 0));
  s->SetHand(1, {false, false, false});
  Play(*s, "draw");
  const Game& game = *FindGame("kentucky");
  EXPECT_TRUE(game.MayStartMelds(s->ViewFor(0)));
  EXPECT_TRUE(game.ContractOfCards(s->ViewFor(0), s->CurrentRules(), C("TH TS TD QC QD QS")).has_value());
  s->SetHand(1, {true, false, false});
  EXPECT_FALSE(game.MayStartMelds(s->ViewFor(0)));
  EXPECT_TRUE(game.MayStartMelds(s->ViewFor(1)));
  ExpectRefused(*s, "meld QC QD QH", "You are down already");
  EXPECT_FALSE(game.ContractOfCards(s->ViewFor(0), s->CurrentRules(), C("TH TS TD QC QD QS")).has_value());
}

// A plate is sized for a player's words at their longest this hand: down, with every May I the
// house rules allow, before any of it has happened.
TEST(KentuckyTest, TheLongestStatusIsDownWithEveryMayI) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("QC 3D 6D QD TH TS 9D"), C("4D"), C("4S")}, C("9S"), C("2C 3C"), 0));
  s->SetHand(1, {false, false, false});
  const Game& game = *FindGame("kentucky");
  const TableView v = s->ViewFor(0);
  EXPECT_EQ(game.PlayerStatus(v, 1), "1 card, 0 points");
  EXPECT_EQ(game.LongestStatus(v, 1), "1 card, 0 points, down, 3 May I calls used");
  // With no limit on May I calls: two digits' worth, so the plate does not grow with each call.
  auto unlimited = Match(3, {{"may-i-limit", 0}});
  EXPECT_EQ(game.LongestStatus(unlimited->ViewFor(0), 1), "11 cards, 0 points, down, 10 May I calls used");
}

// 1.C.4
TEST(KentuckyTest, Hand1NoWildsAtGoDownNorAfter) {
  auto s = Match();
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("7C 7H JK 9S 9D 9H 7S 4C"), C("4D"), C("4S")}, C("9C"), C("KC"), 0, {On(1, r, "QC QD QH")}));
  s->SetHand(1, {false, true, false});
  Play(*s, "draw");
  ExpectRefused(*s, "meld 7C 7H JK, 9S 9D 9H", "No wild cards may be melded this hand: no meld may hold a joker.");
  Play(*s, "meld 7C 7H 7S, 9S 9D 9H");
  ExpectRefused(*s, "layoff JK on 0", "No wild cards may be melded this hand: a joker can only be discarded.");
  ExpectRefused(*s, "layoff JK on 1", "No wild cards may be melded this hand: a joker can only be discarded.");
  Play(*s, "discard JK");  // a joker can only be discarded
}

// 1.C.5
TEST(KentuckyTest, Hand6OneWildInAllTheContract) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("KS KH JK 3D 4D 5D 6D 7D 8D 9D JK"), C("4C"), C("4S")}, C("9C"), C("2C"), 0));
  s->SetHand(6, {false, false, false});
  Play(*s, "draw");
  ExpectRefused(*s, "meld KS KH JK, 3D 4D JK(5D) 6D 7D 8D 9D", "at most 1 wild card in all");
  Play(*s, "meld KS KH JK, 3D 4D 5D 6D 7D 8D 9D");
}

TEST(KentuckyTest, AGoDownThatIsNotTheContractSaysWhatItsMeldsMake) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("KS KH KD 3D 4D 5D 6D 8C 9C 2H 7S"), C("4C"), C("4S")}, C("9S"), C("2C"), 0));
  s->SetHand(1, {false, false, false});  // two sets of 3
  Play(*s, "draw");
  ExpectRefused(*s, "meld KS KH KD", "2 sets of 3 (no wild cards in melds); your melds make 1 set.");
}

// 1.C.6: contract 7 needs 12 cards plus one to discard.
TEST(KentuckyTest, GoDownNeedsACardToDiscardUntilAMayIAddsTwo) {
  auto s = Match();
  const std::string runs = "4C 5C 6C 7C 4D 5D 6D 7D 4H 5H 6H";
  ASSERT_FALSE(s->SetPosition({C(runs), C("2S 3S 9S"), C("AS AH 8C")}, C("9C"), C("7H KD QD JD TD"), 0));
  s->SetHand(7, {false, false, false});
  Play(*s, "draw");  // 7♥: twelve cards, exactly three runs of 4
  ExpectRefused(*s, "meld 4C 5C 6C 7C, 4D 5D 6D 7D, 4H 5H 6H 7H", "Keep a card to discard");
  Play(*s, "discard 7H");
  Play(*s, "draw");  // seat 1: seat 2 is asked about 7♥ and lets it go
  // Another move first is refused, to the one asked, with no claim named they may not make.
  ExpectRefused(*s, "draw", "First answer about 7♥: claim it or let it go.");
  Play(*s, "pass");
  Play(*s, "discard 9S");
  Play(*s, "draw");  // seat 2 declines 9♠; seat 0 calls May I: 9♠ and a penalty card
  EXPECT_EQ(s->CurrentPlayer(), 0);
  Play(*s, "mayi");
  EXPECT_EQ(s->HandOf(0).size(), 13u);
  Play(*s, "discard 8C");
  Play(*s, "draw");  // seat 0 declines 8♣; seat 1 is asked and lets it go
  Play(*s, "pass");
  EXPECT_EQ(s->HandOf(0).size(), 14u);
  ExpectRefused(*s, "meld 4C 5C 6C 7C, 4D 5D 6D 7D, 4H 5H 6H", "run in this contract needs at least 4");
}

// 1.C.6 continued: with 14 cards the three runs go down and two cards stay.
TEST(KentuckyTest, GoDownWithTwelveOfFourteenCards) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("4C 5C 6C 7C 4D 5D 6D 7D 4H 5H 6H 7H 9S"), C("2S 3S"), C("AS AH")}, C("9C"), C("KD"), 0));
  s->SetHand(7, {false, false, false});
  Play(*s, "draw");
  Play(*s, "meld 4C 5C 6C 7C, 4D 5D 6D 7D, 4H 5H 6H 7H");
  EXPECT_EQ(s->HandOf(0).size(), 2u);
}

// 1.C.7
TEST(KentuckyTest, MayIPriorityNextPlayerThenSeatOrderAndAtMostThree) {
  auto s = Match(4);
  ASSERT_FALSE(
      s->SetPosition({C("8D 2C 3C 4C 5C 6C"), C("9H 9S"), C("KH KS"), C("QH QS")}, C("9C"), C("TD TS TH JD JS JH AD AS AH"), 0));
  s->SetHand(1, {false, false, false, false});
  Play(*s, "draw");  // P1 draws 10♦
  Play(*s, "discard 8D");
  // P4 and P3 both want 8♦: through the real-time window, P4 calls first.
  ClaimWindow w(*s);
  ASSERT_FALSE(w.Call(3, Move::Of(MoveKind::kMayI)));
  ASSERT_FALSE(w.Call(2, Move::Of(MoveKind::kMayI)));
  ASSERT_FALSE(w.Call(1, Move::Draw()));  // P2 declines
  EXPECT_EQ(w.Close(*s), 2);              // P3 is first in seat order after P2
  EXPECT_EQ(s->MayICalls(2), 1);
  EXPECT_EQ(CardsToString(s->HandOf(2)), "KH KS 8D TS");  // the discard and the top stock card
  EXPECT_EQ(s->CurrentPlayer(), 1);                       // P2 has drawn and plays on
  EXPECT_EQ(s->HandOf(1).size(), 3u);
  EXPECT_EQ(s->ViewFor(0).phase, "play");
  // Two more May I's for P3, then a fourth is refused.
  for (int round = 0; round < 3; ++round) {  // P1's discards: P3 calls May I on two more
    Advance(*s, [&] { return s->CurrentPlayer() == 0 && s->ViewFor(0).phase == "play"; });
    Play(*s, "discard " + s->HandOf(0).front().ToString());
    Play(*s, "draw");  // P2 declines
    if (round < 2) {
      ASSERT_EQ(s->ViewFor(2).phase, "claim");
      ASSERT_EQ(s->CurrentPlayer(), 2);
      Play(*s, "mayi");
    }
  }
  EXPECT_EQ(s->MayICalls(2), 3);
  EXPECT_TRUE(Has(s->CheckClaim(2, Move::Of(MoveKind::kMayI))->Message(), "used all your May I calls"));
  EXPECT_NE(s->CurrentPlayer(), 2);  // not asked: nothing left to claim with
}

// The draw turn's line names the card the player may take: the discard, or after a May I (with
// the take-exposed option) the card the claim exposed; without the option the turn's draw comes
// from the stock at once.
TEST(KentuckyTest, TheDrawTurnNamesTheDiscardThePlayerMayTake) {
  auto claimed = [](Options options) {
    auto s = Match(4, options);
    EXPECT_FALSE(s->SetPosition({C("8D 2C 3C 4C 5C 6C"), C("9H 9S"), C("KH KS"), C("QH QS")}, C("9C"),
                                C("TD TS TH JD JS JH AD AS AH"), 0));
    s->SetHand(1, {false, false, false, false});
    EXPECT_EQ(s->ViewFor(0).status, "Player 1: take 9♣ or draw from the stock.");
    Play(*s, "draw");
    Play(*s, "discard 8D");
    Play(*s, "draw");  // Player 2 lets 8♦ go
    EXPECT_EQ(s->ViewFor(2).phase, "claim");
    Play(*s, "mayi");  // Player 3 claims it: 9♣ is on top again
    EXPECT_EQ(s->CurrentPlayer(), 1);
    return s->ViewFor(1);
  };
  const TableView exposed = claimed({{"take-exposed", 1}});
  EXPECT_EQ(exposed.phase, "draw");
  EXPECT_EQ(exposed.status, "Player 2: take 9♣ or draw from the stock.");
  const TableView drawn = claimed({});
  EXPECT_EQ(drawn.phase, "play");
  EXPECT_EQ(drawn.status, "Player 2: go down with 2 sets of 3 (no wild cards in melds), or discard.");
}

// 1.C.8
TEST(KentuckyTest, TheClaimPromptNamesOnlyTheClaimsThePlayerMayMake) {
  auto asked = [](bool dana_down, const std::string& discard) {
    auto s = Match(4);
    const Rules& r = s->CurrentRules();
    EXPECT_FALSE(s->SetPosition({C("2C 3D 4H"), C("9C 5S 6S"), C("7D 8D"), C("AH 2H 3S")}, C("KD"), C("QS"), 1,
                                {On(0, r, "TC JC QC KC"), On(3, r, "5H 5D 5C")}));
    s->SetHand(2, {true, false, false, dana_down});
    Play(*s, "draw");
    Play(*s, "discard " + discard);
    Play(*s, "draw");  // Charlie declines
    EXPECT_EQ(s->CurrentPlayer(), 3);
    return s->ViewFor(3).status;
  };
  EXPECT_EQ(asked(true, "9C"),
            "Player 4: claim 9♣ with May I (and a penalty card) or Kentucky (laying it off at once), or let it go.");
  EXPECT_EQ(asked(false, "9C"), "Player 4: claim 9♣ with May I (and a penalty card), or let it go.");
  EXPECT_EQ(asked(true, "6S"), "Player 4: claim 6♠ with May I (and a penalty card), or let it go.");  // 6♠ fits no meld
}

// The table sizes its status slot for the longest claim prompt the engine can show (a playtest
// read a smudge for a clipped one): down to one card, May I alone, about a joker.
TEST(KentuckyTest, TheLongestStatusLineIsTheOneCardClaimPromptAboutAJoker) {
  EXPECT_EQ(FindGame("kentucky")->LongestStatusLine("Ada"),
            "Ada: claim a joker with May I (and a penalty card), or let it go (Kentucky needs at least 2 cards in hand).");
  EXPECT_EQ(ClaimStatus("Ada", C("9C")[0], true, true, false),
            "Ada: claim 9♣ with May I (and a penalty card) or Kentucky (laying it off at once), or let it go.");
  for (const char* other : {"rummy", "kaluki", "five-crowns", "three-kings"})
    EXPECT_EQ(FindGame(other)->LongestStatusLine("Ada"), "");
}

// 1.C.8's table: Alpha's run 10♣-K♣, Bob discards 9♣, Charlie declines it and draws; Dana is asked.
std::unique_ptr<KentuckyState> KentuckyCallPosition(bool dana_down, const std::string& dana_hand) {
  auto s = Match(4);
  const Rules& r = s->CurrentRules();
  EXPECT_FALSE(s->SetPosition({C("2C 3D 4H"), C("9C 5S 6S"), C("7D 8D"), C(dana_hand)}, C("KD"), C("QS"), 1,
                              {On(0, r, "TC JC QC KC"), On(3, r, "5H 5D 5C")}));
  s->SetHand(2, {true, false, false, dana_down});
  Play(*s, "draw");
  Play(*s, "discard 9C");
  Play(*s, "draw");  // Charlie declines
  return s;
}

TEST(KentuckyTest, KentuckyCallLaysTheDiscardOffAtOnce) {
  auto make = KentuckyCallPosition;
  auto s = make(true, "AH 2H 3S");
  ASSERT_EQ(s->CurrentPlayer(), 3);
  EXPECT_TRUE(s->ViewFor(3).asked);  // asked about Bob's discard during Charlie's turn
  Play(*s, "kentucky 9C on 0");
  EXPECT_EQ(s->ViewFor(3).melds[0].meld.ToString(s->CurrentRules()), "9C TC JC QC KC");
  EXPECT_EQ(s->ViewFor(3).melds[0].laid_by, (std::vector<int>{3, 0, 0, 0, 0}));
  EXPECT_EQ(s->HandOf(3).size(), 3u);  // no penalty card, no discard
  EXPECT_EQ(s->MayICalls(3), 0);
  EXPECT_EQ(s->CurrentPlayer(), 2);   // Charlie has drawn
  EXPECT_FALSE(s->ViewFor(2).asked);  // and takes an ordinary turn
  EXPECT_EQ(s->HandOf(2).size(), 3u);

  auto not_down = make(false, "AH 2H 3S");
  ASSERT_EQ(not_down->CurrentPlayer(), 3);
  ExpectRefused(*not_down, "kentucky 9C on 0", "Only a player who is down");
  Play(*not_down, "mayi");  // May I is still possible

  auto one_card = make(true, "AH");
  ASSERT_TRUE(Has(one_card->CheckClaim(3, *ParseMove("kentucky 9C on 0"))->Message(), "at least 2 cards"));
}

// Playtest: a player down with joker-7♥-…-Q♥ (the joker for 6♥) was offered only May I on 5♥ and found
// 5♥ went on the run on their own turn. The claim and the turn's lay-off share one check; the
// player held one card, and a Kentucky call needs two (RULES.md 1.A, 1.C.8): the prompt says so.
TEST(KentuckyTest, AKentuckyCallGoesBelowARunsLowJokerAndNeedsTwoCardsInHand) {
  auto asked = [](const std::string& hand) {
    auto s = Match();
    const Rules& r = s->CurrentRules();
    const Meld hearts = *CheckMeld(r, C("JK 7H 8H 9H TH JH QH"), MeldHint{MeldKind::kRun, 6, std::nullopt});
    EXPECT_FALSE(s->SetPosition({C(hand), C("5H 9C 3S"), C("7C 8C")}, C("9S"), C("2C 3C 4C"), 1,
                                {TableMeld{0, hearts, {}}, On(0, r, "9D TD JD QD KD")}));
    s->SetHand(3, {true, false, false});
    Play(*s, "draw");
    Play(*s, "discard 5H");
    Play(*s, "draw");  // Cleo declines
    EXPECT_EQ(s->CurrentPlayer(), 0);
    return s;
  };
  auto two = asked("JS 7D");
  EXPECT_EQ(two->ViewFor(0).status,
            "Player 1: claim 5♥ with May I (and a penalty card) or Kentucky (laying it off at once), or let it go.");
  Play(*two, "kentucky 5H on 0");
  EXPECT_EQ(two->ViewFor(0).melds[0].meld.ToString(two->CurrentRules()), "5H JK(6H) 7H 8H 9H TH JH QH");

  auto one = asked("JS");
  EXPECT_EQ(one->ViewFor(0).status,
            "Player 1: claim 5♥ with May I (and a penalty card), or let it go (Kentucky needs at least 2 cards in hand).");
  ExpectRefused(*one, "kentucky 5H on 0", "at least 2 cards");
}

// RULES.md 1.C.8: the called card goes from the discard pile straight onto the meld, never
// through the caller's hand: Dana keeps exactly the three cards she held.
TEST(KentuckyTest, KentuckyCallerKeepsHerCards) {
  auto s = KentuckyCallPosition(true, "AH 2H 3S");
  const std::vector<Card> before = s->HandOf(3);
  ASSERT_EQ(s->CurrentPlayer(), 3);
  Play(*s, "kentucky 9C on 0");
  EXPECT_EQ(s->HandOf(3), before);
  EXPECT_EQ(s->ViewFor(3).melds[0].meld.cards.front().ToString(), "9C");
}

// RULES.md K28 (deuces-wild option): a 2 in a set of 2s stands for itself and is natural, so a set
// made only of 2s may be laid in a no-wild hand; a 2 standing for another card is still wild.
TEST(KentuckyTest, DeucesWildSetOfTwosIsNaturalInANoWildHand) {
  auto s = Match(3, {{"deuces-wild", 1}});
  ASSERT_FALSE(s->SetPosition({C("2C 2D 2H 7C 7H 7S 2S 9D"), C("4D"), C("4S")}, C("9C"), C("KC"), 0));
  s->SetHand(1, {false, false, false});
  Play(*s, "draw");
  // 2♠ would stand for a 7
  ExpectRefused(*s, "meld 7C 7H 2S, 2C 2D 2H", "No wild cards may be melded this hand: no meld may hold a wild card.");
  Play(*s, "meld 2C 2D 2H, 7C 7H 7S");
  Play(*s, "layoff 2S on 0");  // a fourth 2 on the set of 2s is natural too
  EXPECT_EQ(s->ViewFor(0).melds[0].meld.size(), 4);
}

// 1.C.9
TEST(KentuckyTest, DeclinedDiscardIsDeadOnceTheNextPlayerDraws) {
  auto s = Match(4);
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(
      s->SetPosition({C("2C 3D 4H"), C("9C 5S 6S"), C("7D 8D"), C("AH 2H 3S")}, C("KD"), C("QS"), 1, {On(0, r, "TC JC QC KC")}));
  s->SetHand(2, {true, false, false, true});
  Play(*s, "draw");
  Play(*s, "discard 9C");
  Play(*s, "draw");
  Play(*s, "pass");  // Dana
  Play(*s, "pass");  // Alpha
  EXPECT_EQ(s->CurrentPlayer(), 2);
  EXPECT_TRUE(s->ViewFor(2).Part<KentuckyView>().discard_dead);
  // Said in plain words.
  EXPECT_EQ(s->CheckClaim(3, *ParseMove("kentucky 9C on 0"))->Message(), "Nobody may take 9♣ now: the next player has drawn.");
  ExpectRefused(*s, "kentucky 9C on 0", "Nobody may take 9♣ now");
  ClaimWindow late(*s);
  EXPECT_TRUE(late.Call(3, Move::Of(MoveKind::kMayI)).has_value());
}

// 1.C.10
TEST(KentuckyTest, UpcardRuleTheCardJustTakenCannotBeDiscarded) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("2C 3D 4H"), C("9C"), C("7D")}, C("4S"), {}, 0));
  Play(*s, "take");
  ExpectRefused(*s, "discard 4S", "discard another card");
  Play(*s, "discard 2C");
  auto free = Match(3, {{"upcard-rule", 0}});
  ASSERT_FALSE(free->SetPosition({C("2C 3D 4H"), C("9C"), C("7D")}, C("4S"), {}, 0));
  Play(*free, "take");
  Play(*free, "discard 4S");  // K25 house option
}

// 1.C.11
TEST(KentuckyTest, StockExhaustionEndsTheHandAfterThatTurn) {
  auto s = Match();
  const Rules& r = s->CurrentRules();
  // Everything else of the pack lies on the discard pile: the stock holds exactly 4♣.
  std::vector<Card> rest = AllBut(*s, C("5C 6C 9H KD 7D 8D KH QS QS 4C 7C 8C 9C"));
  ASSERT_FALSE(s->SetPosition({C("5C 6C 9H KD"), C("7D 8D KH"), C("QS QS")}, rest, C("4C"), 0, {On(1, r, "7C 8C 9C")}));
  s->SetHand(2, {true, true, false});
  EXPECT_EQ(s->ViewFor(0).stock_size, 1);
  Play(*s, "draw");
  Play(*s, "layoff 6C on 0");
  Play(*s, "layoff 5C on 0");
  Play(*s, "layoff 4C on 0");
  Play(*s, "discard 9H");  // the stock is gone: the hand ends, nobody went out
  ASSERT_EQ(s->Sheet().hands.size(), 1u);
  EXPECT_EQ(s->Sheet().hands[0], (std::vector<int>{15 - 10, 15 - 5 - 5 - 10, -20}));
  // And the hand's summary says so.
  const std::shared_ptr<const HandEnd> end = s->ViewFor(0).last_hand;
  ASSERT_TRUE(end);
  EXPECT_EQ(end->out, -1);
  EXPECT_EQ(HandEndedSentence(end.get(), {"You", "Ben", "Cleo"}), "The stock ran out.");
}

// 1.C.12
TEST(KentuckyTest, AcesLowOrHighNeverBothNorAroundTheCorner) {
  const Rules r = *MakeRules("kentucky");
  EXPECT_TRUE(CheckMeld(r, C("JS QS KS AS")).ok());
  EXPECT_TRUE(CheckMeld(r, C("AS 2S 3S 4S")).ok());
  EXPECT_FALSE(CheckMeld(r, C("QS KS AS 2S")).ok());
  EXPECT_TRUE(LayOff(r, *CheckMeld(r, C("2S 3S 4S 5S")), C("AS")[0]).ok());
  EXPECT_FALSE(LayOff(r, *CheckMeld(r, C("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")), C("AS")[0]).ok());
}

TEST(KentuckyTest, AcesHighOptionRefusesAceTwoThree) {
  auto s = Match(3, {{"aces-high", 1}});
  const Rules& r = s->CurrentRules();
  EXPECT_TRUE(CheckMeld(r, C("JS QS KS AS")).ok());
  EXPECT_FALSE(CheckMeld(r, C("AS 2S 3S 4S")).ok());
  EXPECT_FALSE(LayOff(r, *CheckMeld(r, C("2S 3S 4S 5S")), C("AS")[0]).ok());
  EXPECT_FALSE(LayOff(r, *CheckMeld(r, C("2S 3S 4S 5S")), C("JK")[0], End::kLow).ok());  // no room below the 2
  EXPECT_TRUE(LayOff(r, *CheckMeld(r, C("JS QS KS")), C("AS")[0]).ok());
}

// --- the claim window -------------------------------------------------------------------------

// Five players; P0 discards 9♣ on a table run T♣-K♣. P2 (down) can call Kentucky, P3 and P4 May I.
std::unique_ptr<KentuckyState> ClaimPosition(Options options = {}) {
  auto s = Match(5, options);
  const Rules& r = s->CurrentRules();
  EXPECT_FALSE(s->SetPosition({C("9C 2D 3D"), C("4H 5H"), C("6S 7S 8S"), C("AD AH"), C("KD KH")}, C("KS"), C("QD JD TD"), 0,
                              {On(0, r, "TC JC QC KC")}));
  s->SetHand(2, {true, false, true, false, false});
  Play(*s, "draw");
  Play(*s, "discard 9C");
  return s;
}

TEST(KentuckyTest, SimultaneousClaimsResolveTheSameInAnyArrivalOrder) {
  const std::vector<std::pair<int, Move>> calls = {
      {1, Move::Draw()}, {2, *ParseMove("kentucky 9C on 0")}, {3, Move::Of(MoveKind::kMayI)}, {4, Move::Of(MoveKind::kMayI)}};
  std::vector<int> order = {0, 1, 2, 3};
  std::string first;
  int permutations = 0;
  do {
    auto s = ClaimPosition();
    ClaimWindow w(*s);
    for (int i : order) ASSERT_FALSE(w.Call(calls[i].first, calls[i].second));
    EXPECT_EQ(w.Close(*s), 2);
    if (first.empty()) first = s->ToString();
    EXPECT_EQ(s->ToString(), first);
    ++permutations;
  } while (std::next_permutation(order.begin(), order.end()));
  EXPECT_EQ(permutations, 24);
  EXPECT_TRUE(Has(first, "laid-by [20000]"));
  // The next player's take beats every claim, whenever it arrives.
  for (int take_at = 0; take_at < 3; ++take_at) {
    auto s = ClaimPosition();
    ClaimWindow w(*s);
    int n = 0;
    for (int seat : {4, 3, 2}) {
      if (n++ == take_at) { ASSERT_FALSE(w.Call(1, Move::Take())); }
      ASSERT_FALSE(w.Call(seat, seat == 2 ? *ParseMove("kentucky 9C on 0") : Move::Of(MoveKind::kMayI)));
    }
    EXPECT_EQ(w.Close(*s), 1);
    EXPECT_EQ(s->HandOf(1).size(), 3u);
  }
}

TEST(KentuckyTest, FirstComeOptionGivesTheCardToTheFirstCall) {
  auto s = ClaimPosition({{"first-come", 1}});
  ClaimWindow w(*s);
  ASSERT_FALSE(w.Call(4, Move::Of(MoveKind::kMayI)));
  ASSERT_FALSE(w.Call(2, *ParseMove("kentucky 9C on 0")));
  ASSERT_FALSE(w.Call(1, Move::Take()));
  EXPECT_EQ(w.Close(*s), 4);
  EXPECT_EQ(s->MayICalls(4), 1);
  EXPECT_EQ(s->HandOf(1).size(), 3u);  // the next player drew from the stock
}

TEST(KentuckyTest, ClaimWindowRefusesCallsThePlayerMayNotMake) {
  auto s = ClaimPosition();
  ClaimWindow w(*s);
  EXPECT_TRUE(Has(w.Call(3, *ParseMove("kentucky 9C on 0"))->Message(), "Only a player who is down"));
  EXPECT_TRUE(Has(w.Call(0, Move::Of(MoveKind::kMayI))->Message(), "your own discard"));
  EXPECT_TRUE(Has(w.Call(1, Move::Of(MoveKind::kMayI))->Message(), "your turn"));
  EXPECT_TRUE(Has(w.Call(2, *ParseMove("kentucky 8C on 0"))->Message(), "The discard is"));
  EXPECT_EQ(w.Close(*s), -1);  // no call recorded: everyone lets it go
  EXPECT_EQ(s->CurrentPlayer(), 1);
  EXPECT_TRUE(s->ViewFor(1).Part<KentuckyView>().discard_dead);
}

// --- house options ----------------------------------------------------------------------------

TEST(KentuckyTest, DealOptionEnoughCardsForTheContract) {
  auto s = Match(3, {{"deal", 1}});
  for (int h = 1; h <= kHands; ++h) {
    ASSERT_EQ(s->ViewFor(0).hand_number, h);
    const int want = std::max(11, ContractCards(BaseContract(false, h)));
    for (int p = 0; p < 3; ++p) EXPECT_EQ(static_cast<int>(s->HandOf(p).size()), want) << h;
    // Finish the hand: everyone draws and discards until the stock is gone.
    Advance(*s, [&] { return s->ViewFor(0).hand_number != h; });
  }
  EXPECT_TRUE(s->IsTerminal());
  EXPECT_EQ(s->Sheet().hands.size(), 10u);
  auto bicycle = Match(3, {{"deal", 2}});
  EXPECT_EQ(bicycle->HandOf(0).size(), 10u);
}

TEST(KentuckyTest, TenHandsThenHighestTotalWinsAndTiesShare) {
  auto s = Match();
  Advance(*s, [] { return false; });
  EXPECT_EQ(s->Sheet().hands.size(), 10u);
  const std::vector<int>& t = s->Sheet().totals;
  const int best = *std::max_element(t.begin(), t.end());
  for (int w : s->Sheet().winners) EXPECT_EQ(t[w], best);
}

TEST(KentuckyTest, TieOptionPlaysOneExtraHandWithTheLastContract) {
  // Hand 10: seat 0 lays Q♠ on its Q♣ Q♦ Q♥ and goes out (+40); seat 1 keeps 5♦ (-5).
  auto plain = Match();
  const Rules& r = plain->CurrentRules();
  ASSERT_FALSE(plain->SetPosition({C("5C"), C("5D"), C("5H")}, C("KS"), C("QS"), 0, {On(0, r, "QC QD QH")}));
  plain->SetHand(10, {true, true, true});
  plain->SetTotals({100, 105, 40});
  Play(*plain, "draw");
  Play(*plain, "layoff QS on 0");
  Play(*plain, "discard 5C");  // +40 - 0 = 40 vs seat 1: 0 - 5
  ASSERT_TRUE(plain->IsTerminal());
  EXPECT_EQ(plain->Sheet().winners, (std::vector<int>{0}));

  auto tie = Match(3, {{"tie-extra-hand", 1}});
  ASSERT_FALSE(tie->SetPosition({C("5C"), C("5D"), C("5H")}, C("KS"), C("QS"), 0, {On(0, r, "QC QD QH")}));
  tie->SetHand(10, {true, true, true});
  tie->SetTotals({60, 105, 40});  // 60 + 40 = 100 and 105 - 5 = 100
  Play(*tie, "draw");
  Play(*tie, "layoff QS on 0");
  Play(*tie, "discard 5C");
  EXPECT_FALSE(tie->IsTerminal());  // tied at 100: one extra hand
  EXPECT_EQ(tie->ViewFor(0).hand_number, 11);
  EXPECT_EQ(tie->ViewFor(0).Part<KentuckyView>().contract, "3 runs of 5, at most 2 wilds in each");
}

TEST(KentuckyTest, PenaltyCardsOptionAndShortStock) {
  auto two = ClaimPosition({{"penalty-cards", 2}});
  Play(*two, "draw");
  Play(*two, "mayi");  // P2
  EXPECT_EQ(two->HandOf(2).size(), 3u + 1 + 2);
  auto none = ClaimPosition({{"penalty-cards", 0}});
  Play(*none, "draw");
  Play(*none, "mayi");
  EXPECT_EQ(none->HandOf(2).size(), 4u);
}

TEST(KentuckyTest, MayINeedsTwoStockCardsUnlessShortStockOption) {
  for (int option : {0, 1}) {
    auto s = Match(3, {{"may-i-short-stock", option}});
    const std::vector<Card> rest = AllBut(*s, C("2C 3C 9H 7D 8D QS QH 4C 5C"));
    ASSERT_FALSE(s->SetPosition({C("2C 3C 9H"), C("7D 8D"), C("QS QH")}, rest, C("4C 5C"), 0));
    Play(*s, "draw");
    Play(*s, "discard 9H");  // one card left in the stock
    std::optional<Error> e = s->CheckClaim(2, Move::Of(MoveKind::kMayI));
    if (option == 0) {
      ASSERT_TRUE(e.has_value());
      EXPECT_TRUE(Has(e->Message(), "too low"));
      Play(*s, "draw");  // nobody can claim, so nobody is asked: seat 1 draws at once
      EXPECT_EQ(s->CurrentPlayer(), 1);
      EXPECT_EQ(s->ViewFor(1).phase, "play");
    } else {
      EXPECT_FALSE(e.has_value());
      Play(*s, "draw");
      Play(*s, "mayi");  // 9♥ without a penalty card: seat 1 still draws the last card
      EXPECT_EQ(s->HandOf(2).size(), 3u);
      EXPECT_EQ(s->HandOf(1).size(), 3u);
    }
  }
}

TEST(KentuckyTest, NoKentuckyCallOptionMakesEveryClaimAMayI) {
  auto s = ClaimPosition({{"no-kentucky-call", 1}});
  Play(*s, "draw");
  ExpectRefused(*s, "kentucky 9C on 0", "every claim is a May I");
}

TEST(KentuckyTest, MayINotDownOption) {
  auto s = ClaimPosition({{"may-i-not-down", 1}});
  EXPECT_TRUE(Has(s->CheckClaim(2, Move::Of(MoveKind::kMayI))->Message(), "not down"));
  EXPECT_FALSE(s->CheckClaim(3, Move::Of(MoveKind::kMayI)).has_value());
}

TEST(KentuckyTest, TakeExposedOptionLetsTheNextPlayerTakeTheCardBelow) {
  for (int option : {0, 1}) {
    auto s = ClaimPosition({{"take-exposed", option}});
    Play(*s, "draw");
    Play(*s, "mayi");  // P2 takes 9♣; K♠ is exposed
    if (option == 0) {
      EXPECT_EQ(s->ViewFor(1).phase, "play");  // drew from the stock at once
      EXPECT_TRUE(s->ViewFor(1).Part<KentuckyView>().discard_dead);
    } else {
      EXPECT_EQ(s->ViewFor(1).phase, "draw");
      Play(*s, "take");
      EXPECT_EQ(s->HandOf(1).back().face(), C("KS")[0].face());
    }
  }
}

TEST(KentuckyTest, OutWithoutDiscardOption) {
  for (int option : {0, 1}) {
    auto s = Match(3, {{"out-without-discard", option}});
    const Rules& r = s->CurrentRules();
    ASSERT_FALSE(s->SetPosition({C("QS"), C("5D 6D"), C("5H")}, C("KS"), C("QD"), 0, {On(0, r, "QC QD QH")}));
    s->SetHand(2, {true, false, false});
    Play(*s, "draw");
    Play(*s, "layoff QS on 0");
    if (option == 0) {
      ExpectRefused(*s, "layoff QD on 0", "Keep a card to discard");
    } else {
      Play(*s, "layoff QD on 0");
      EXPECT_EQ(s->Sheet().hands.size(), 1u);
    }
  }
}

TEST(KentuckyTest, BigContractNoDiscardOption) {
  auto s = Match(3, {{"big-no-discard", 1}});
  ASSERT_FALSE(s->SetPosition({C("4C 5C 6C 7C 4D 5D 6D 7D 4H 5H 6H"), C("2S 3S 9S"), C("AS AH 8C")}, C("9C"), C("7H"), 0));
  s->SetHand(7, {false, false, false});
  Play(*s, "draw");
  Play(*s, "meld 4C 5C 6C 7C, 4D 5D 6D 7D, 4H 5H 6H 7H");  // every card: out
  EXPECT_EQ(s->Sheet().hands.size(), 1u);
  EXPECT_EQ(s->Sheet().hands[0][0], 12 * 5);
}

TEST(KentuckyTest, ReshuffleOptionTurnsTheDiscardsIntoANewStock) {
  auto s = Match(3, {{"reshuffle", 1}});
  const std::vector<Card> rest = AllBut(*s, C("2C 3C 9H 7D 8D QS QH 4C"));
  ASSERT_FALSE(s->SetPosition({C("2C 3C 9H"), C("7D 8D"), C("QS QH")}, rest, C("4C"), 0));
  Play(*s, "draw");
  Play(*s, "discard 9H");
  EXPECT_EQ(s->Sheet().hands.size(), 0u);  // the hand goes on
  Play(*s, "draw");
  EXPECT_GT(s->ViewFor(1).stock_size, 50);
}

TEST(KentuckyTest, SameSuitRunsOption) {
  const std::string hand = "4H 5H 6H 7H 8H 9H TH JH 2C 3C 4S";
  for (int option : {0, 1, 2}) {
    auto s = Match(3, {{"same-suit-runs", option}});
    ASSERT_FALSE(s->SetPosition({C(hand), C("2S"), C("3S")}, C("9C"), C("KD"), 0));
    s->SetHand(3, {false, false, false});
    Play(*s, "draw");
    if (option == 0) {
      Play(*s, "meld 4H 5H 6H 7H, 8H 9H TH JH");  // K27: two runs end to end
    } else {
      ExpectRefused(*s, "meld 4H 5H 6H 7H, 8H 9H TH JH", "");
    }
  }
}

TEST(KentuckyTest, ExactLengthsOptionAndLayOffsFromTheNextTurn) {
  auto s = Match(3, {{"exact-lengths", 1}});
  ASSERT_FALSE(s->SetPosition({C("7C 7D 7H 7S 9S 9D 9H 2C"), C("2S 4D"), C("3S 4C")}, C("9C"), C("KD"), 0));
  s->SetHand(1, {false, false, false});
  Play(*s, "draw");
  ExpectRefused(*s, "meld 7C 7D 7H 7S, 9S 9D 9H", "exactly their required length");
  Play(*s, "meld 7C 7D 7H, 9S 9D 9H");
  ExpectRefused(*s, "layoff 7S on 0", "the turn after going down");
}

TEST(KentuckyTest, WildLimitOptions) {
  // limits-lapse: after going down, a joker may be laid off even in a no-wild hand.
  auto lapse = Match(3, {{"limits-lapse", 1}});
  const Rules& r = lapse->CurrentRules();
  ASSERT_FALSE(lapse->SetPosition({C("JK 4C 5C"), C("2S"), C("3S")}, C("9C"), C("KD"), 0, {On(0, r, "QC QD QH")}));
  lapse->SetHand(1, {true, false, false});
  Play(*lapse, "draw");
  Play(*lapse, "layoff JK on 0");
  // wilds-each: hand 6's "1 wild" limits each meld, so two jokers in two melds are fine.
  auto each = Match(3, {{"wilds-each", 1}});
  ASSERT_FALSE(each->SetPosition({C("KS KH JK 3D 4D 5D 6D 7D 8D 9D JK"), C("4C"), C("4S")}, C("9C"), C("2C"), 0));
  each->SetHand(6, {false, false, false});
  Play(*each, "draw");
  Play(*each, "meld KS KH JK, 3D 4D JK(5D) 6D 7D 8D 9D");
  // exact-wilds: hand 3 needs exactly one wild in each run.
  auto exact = Match(3, {{"exact-wilds", 1}});
  ASSERT_FALSE(exact->SetPosition({C("5S 6S 7S 8S 9D TD JD QD 3C JK QC"), C("4D"), C("4S")}, C("9S"), C("KC"), 0));
  exact->SetHand(3, {false, false, false});
  Play(*exact, "draw");
  ExpectRefused(*exact, "meld 5S 6S 7S 8S, 9D TD JD QD", "exactly 1 wild card");
}

TEST(KentuckyTest, DeucesWildAndJokerExchangeOptions) {
  auto s = Match(3, {{"deuces-wild", 1}, {"joker-exchange", 1}});
  const Rules& r = s->CurrentRules();
  ASSERT_FALSE(s->SetPosition({C("6H 2C 9D"), C("2S"), C("3S")}, C("9C"), C("KD"), 0, {On(1, r, "5H JK 7H 8H")}));
  s->SetHand(3, {false, true, false});
  Play(*s, "draw");
  Play(*s, "exchange 6H on 0");  // the joker comes to hand; the natural scores for who laid the joker
  EXPECT_EQ(s->ViewFor(0).melds[0].laid_by, (std::vector<int>{1, 1, 1, 1}));
  const std::vector<Card> hand = s->HandOf(0);
  EXPECT_TRUE(std::any_of(hand.begin(), hand.end(), [](Card c) { return c.is_joker(); }));
  EXPECT_TRUE(r.IsWild(C("2C")[0]));
  auto plain = Match();
  ASSERT_FALSE(
      plain->SetPosition({C("6H 2C 9D"), C("2S"), C("3S")}, C("9C"), C("KD"), 0, {On(1, plain->CurrentRules(), "5H JK 7H 8H")}));
  Play(*plain, "draw");
  ExpectRefused(*plain, "exchange 6H on 0", "cannot be exchanged");
}

TEST(KentuckyTest, JokerAsCardOptionScoresTheRepresentedCard) {
  for (int option : {0, 1}) {
    auto s = Match(3, {{"joker-as-card", option}});
    const Rules& r = s->CurrentRules();
    const Meld m = *CheckMeld(r, C("5H JK 7H 8H"), MeldHint{MeldKind::kRun, 5, std::nullopt});
    EXPECT_EQ(MeldTableValue(r, m), option ? 20 : 65);
  }
}

TEST(KentuckyTest, LegalMovesAreAllAcceptedAndGoDownIsOffered) {
  auto s = Match();
  ASSERT_FALSE(s->SetPosition({C("7C 7H 7S 9S 9D 9H 2C 4D"), C("2S"), C("3S")}, C("9C"), C("KD"), 0));
  s->SetHand(1, {false, false, false});
  Play(*s, "draw");
  const std::vector<Move> moves = s->LegalMoves();
  EXPECT_TRUE(std::any_of(moves.begin(), moves.end(), [](const Move& m) { return m.kind == MoveKind::kMeld; }));
  for (const Move& m : moves) EXPECT_FALSE(s->Check(m).has_value()) << MoveToString(m, s->CurrentRules());
}

}  // namespace
}  // namespace rummy::kentucky
