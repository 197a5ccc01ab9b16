// Every line a player reads is a plain sentence: cards by glyph, table melds by owner and kind,
// no move notation ("layoff 2D on 0", "meld AD AD AS", "JK(9R)"), no meld numbers and no jargon
// ("deadwood", "playouts"). Whole matches of every game are played by computer players and every
// log line, prompt, hint and refusal met on the way is read.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>
#include <set>

#include "match/describe.h"
#include "match/hint.h"
#include "match/match.h"
#include "testing/oracle.h"

namespace rummy {
namespace {

bool Alnum(const std::string& s, size_t i) { return i < s.size() && std::isalnum(static_cast<unsigned char>(s[i])); }
bool Digit(const std::string& s, size_t i) { return i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); }

// What in `line` is notation or jargon; empty when it reads as plain words. (A scan by hand:
// std::regex is too slow in a debug build for the thousands of lines read.)
std::vector<std::string> NotationIn(const std::string& line) {
  std::vector<std::string> found;
  const std::string& s = line;
  for (size_t i = 0; i + 1 < s.size(); ++i) {
    const bool starts = i == 0 || !Alnum(s, i - 1);
    if (starts && std::strchr("23456789TJQKA", s[i]) && std::strchr("CDHSR", s[i + 1]) && !Alnum(s, i + 2)) {
      found.push_back("a card code (" + s.substr(i, 2) + ")");
    }
    if (starts && s.compare(i, 2, "JK") == 0 && !Alnum(s, i + 2)) found.push_back("a joker code");
    if (s.compare(i, 4, " on ") == 0 && Digit(s, i + 4)) {
      size_t j = i + 4;
      while (Digit(s, j)) ++j;
      if (j == s.size() || std::strchr(" .,;:)", s[j])) found.push_back("a meld number");
    }
    if (starts && s.compare(i, 5, "meld ") == 0 && (Digit(s, i + 5) || (i + 5 < s.size() && s[i + 5] == '#'))) {
      found.push_back("a meld number");
    }
    if (starts && s.compare(i, 6, "layoff") == 0 && !Alnum(s, i + 6)) found.push_back("the notation verb 'layoff'");
    if (s[i] == '<' && std::isalpha(static_cast<unsigned char>(s[i + 1]))) found.push_back("a notation template");
    // A joker is "a joker" in a sentence (or "joker" in a list of cards), capitalised only where a
    // sentence starts.
    if (s.compare(i, 5, "Joker") == 0 && i >= 2 && s[i - 1] == ' ' && !std::strchr(".!?", s[i - 2]))
      found.push_back("a capitalised Joker mid-sentence");
    if (Digit(s, i) && s[i + 1] == '.' && Digit(s, i + 2) && s.compare(i + 3, 7, " points") == 0)
      found.push_back("a points lead");
  }
  std::string lower = s;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* jargon : {"deadwood", "playout", "simulated"}) {
    if (lower.find(jargon) != std::string::npos) found.push_back(std::string("jargon (") + jargon + ")");
  }
  return found;
}

TEST(WordsTest, TheNotationFinderCatchesTheOldFormsAndPassesPlainSentences) {
  for (const char* old : {"Ada plays layoff 2D on 0.", "Ada plays meld AD AD AS, QD QH QS.", "Cleo plays exchange 5S on 1.",
                          "You play down 7R 8R JK(9R) TR discard 3H.", "Play layoff 5D on 4: it leaves 12 points of deadwood.",
                          "it came out best in 20 simulated playouts of this hand, 48.3 points ahead",
                          "The joker goes to your hand: write 'exchange <card> on <meld>'.", "Ada takes Joker from the track.",
                          "Ben lays down 7♥ 8♥ Joker."}) {
    EXPECT_FALSE(NotationIn(old).empty()) << old;
  }
  for (const char* plain : {"You lay A♥ on Ada's aces.", "Lay 5♦ on Ben's diamond run: it takes 5 points out of your hand.",
                            "Ben goes down with 7♣ 7♥ 7♠ and Q♦ Q♥ Q♠.", "Cleo discards 4♠ and goes out.",
                            "Cleo swaps 5♠ for the joker in Ada's spade run.", "Ada leads 7♥ 8♥ 9♥.", "Hand 3 is over.",
                            "Ada takes a joker from the track. Jokers are wild.", "Joker: discard it."}) {
    EXPECT_TRUE(NotationIn(plain).empty()) << plain << ": " << NotationIn(plain)[0];
  }
}

using testing::Hand;
using testing::Preset;

// A view of seat 0 ("You") with Ben's (seat 1) melds on the table, as `texts` read in order.
TableView TableWith(const Rules& rules, const std::vector<std::pair<int, std::string>>& melds, const std::string& hand) {
  TableView v;
  v.game = "rummy";
  v.seat = 0;
  v.players = 3;
  v.hand = testing::Hand(rules, hand);
  for (const auto& [owner, text] : melds) v.melds.push_back(TableMeld{owner, *CheckMeld(rules, testing::Hand(rules, text)), {}});
  return v;
}

const std::vector<std::string> kNames = {"You", "Ben", "Cleo"};

TEST(WordsTest, TheVerbAgreesWithYouWithANameAndWithSeveralNames) {
  // A playtest read "You wins the trick" and "You wins the match".
  EXPECT_EQ(SubjectVerb("You", "win"), "You win");
  EXPECT_EQ(SubjectVerb("Ada", "win"), "Ada wins");
  EXPECT_EQ(SubjectVerb("You and Ben", "win"), "You and Ben win");
  EXPECT_EQ(SubjectVerb("Ben", "pass"), "Ben passes");
  EXPECT_EQ(SubjectVerb("Cleo", "go"), "Cleo goes");
  EXPECT_EQ(WinnersSentence({"You"}), "You win the match.");
  EXPECT_EQ(WinnersSentence({"Ada"}), "Ada wins the match.");
  EXPECT_EQ(WinnersSentence({"Ada", "Ben", "Cleo"}), "Ada, Ben and Cleo share the win.");
}

TEST(WordsTest, AHandsSummarySaysWhatItsNumbersCount) {
  // A playtest read Three Kings' "+16 this hand, 1 in all" as one kind of points: they are trick
  // points and game points.
  EXPECT_EQ(FindGame("three-kings")->HandScoreWords(16, 1), "16 trick points this hand, 1 game point in all");
  EXPECT_EQ(FindGame("three-kings")->HandScoreWords(1, 0), "1 trick point this hand, 0 game points in all");
  EXPECT_EQ(FindGame("rummy")->HandScoreWords(-5, 31), "-5 points this hand, 31 in all");
}

TEST(WordsTest, AHandsSummarySaysWhatTheCardsCounted) {
  // A playtester could not tell where a Rummy hand's points came from. Each game's words, with the
  // house options that change a value, and the hand's own wild rank.
  const std::string table = "Cards on the table score for whoever laid them, and cards left in hand count against their holder: ";
  const std::string crowns =
      "Cards left in hand count against their holder: 3 to king their face value (jack 11, queen 12, king 13), but this hand's ";
  const std::string kaluki =
      "Whoever goes out scores the cards left in the other hands: 2 to 10 count their face value, jack to king 10, aces 15, ";
  struct Case {
    const char* game;
    std::optional<std::string_view> argument;
    std::vector<std::string> house;
    std::string words;
  };
  const Case cases[] = {
      {"kentucky", std::nullopt, {}, table + "2 to 9 count 5, 10 to king 10, aces 20, jokers 50."},
      {"kentucky",
       std::nullopt,
       {"joker-as-card"},
       table + "2 to 9 count 5, 10 to king 10, aces 20, a joker counts as the card it stands for on the table, 50 in hand."},
      {"kentucky",
       std::nullopt,
       {"deuces-wild", "joker-as-card"},
       table + "2 to 9 count 5, 10 to king 10, aces 20, a joker or a wild 2 counts as the card it stands for on the table, a "
               "joker in hand 50."},
      {"rummy",
       std::nullopt,
       {},
       table + "2 to 9 count 5, 10 to king 10, aces 15, a joker counts as the card it stands for on the table, 25 in hand."},
      {"rummy",
       std::nullopt,
       {"low-ace-one"},
       table + "2 to 9 count 5, 10 to king 10, aces 15 (1 at the low end of a run), a joker counts as the card it stands for on "
               "the table, 25 "
               "in hand."},
      {"five-crowns", "7", {}, crowns + "wild sevens 20 and jokers 50."},
      {"five-crowns", "11", {}, crowns + "wild jacks 20 and jokers 50."},
      {"five-crowns", "13", {}, crowns + "wild kings 20 and jokers 50."},
      {"kaluki", std::nullopt, {}, kaluki + "jokers 25."},
      {"kaluki", std::nullopt, {"joker-fifty"}, kaluki + "jokers 50."},
      {"three-kings", std::nullopt, {}, ""},  // trick points, not card values
  };
  for (const Case& c : cases) {
    const Game* g = FindGame(c.game);
    EXPECT_EQ(g->CardValuesWords(g->Preset().MakeOrDie(c.argument, c.house)), c.words) << c.game;
  }
}

TEST(WordsTest, AHandsEndSaysWhoWentOutOrThatTheStockRanOut) {
  const std::vector<std::string> names = {"You", "Ben"};
  HandEnd end;
  EXPECT_EQ(HandEndedSentence(&end, names), "");  // a trick game's hand: nothing to add
  EXPECT_EQ(HandEndedSentence(nullptr, names), "");
  end.stock_out = true;
  EXPECT_EQ(HandEndedSentence(&end, names), "The stock ran out.");
  EXPECT_EQ(HowHandEnded(&end, names), ": the stock ran out");
  end = HandEnd{};
  end.out = 1;
  EXPECT_EQ(HandEndedSentence(&end, names), "Ben went out.");
  end.out = 0;
  EXPECT_EQ(HandEndedSentence(&end, names), "You went out.");
  EXPECT_EQ(HowHandEnded(&end, names), ": you went out");
}

TEST(WordsTest, ALayOffNamesTheCardByGlyphAndTheMeldByOwnerAndKind) {
  const Rules rules = Preset("rummy");
  const TableView v = TableWith(rules, {{1, "2D 3D 4D"}, {0, "AC AH AS"}, {1, "9S TS JS"}}, "5D AD 9H KC");
  const Move five = Move::Of(MoveKind::kLayOff, *ParseCard("5D"), 0);
  EXPECT_EQ(DescribeMove(five, rules, v, kNames, true), "lay 5♦ on Ben's diamond run");
  EXPECT_EQ(DescribeMove(Move::Of(MoveKind::kLayOff, *ParseCard("AD"), 1), rules, v, kNames, true), "lay A♦ on your aces");
  // Told of another player: the mover's own meld is "their", yours stays "your".
  TableView ben = v;
  ben.seat = 1;
  EXPECT_EQ(DescribeMove(five, rules, ben, kNames, false), "lays 5♦ on their diamond run");
  EXPECT_EQ(DescribeMove(Move::Of(MoveKind::kLayOff, *ParseCard("AD"), 1), rules, ben, kNames, false), "lays A♦ on your aces");
}

// Taking an older track card brings every card after it: the log and the plate say so.
TEST(WordsTest, ATakeFromTheTrackSaysTheCardsThatCameWithIt) {
  const Rules rules = Preset("rummy");
  TableView v = TableWith(rules, {}, "5D 2C");
  v.seat = 1;
  v.discard = Hand(rules, "4D TD AD JS 5C TS");
  auto take = [&](const char* card) { return Move::Of(MoveKind::kTakeDiscard, *ParseCard(card), 0); };
  EXPECT_EQ(DescribeMove(take("JS"), rules, v, kNames, false), "takes J♠ and the 2 cards after it from the track");
  EXPECT_EQ(DescribeMove(take("5C"), rules, v, kNames, true), "take 5♣ and the card after it from the track");
  EXPECT_EQ(DescribeMove(take("TS"), rules, v, kNames, false), "takes 10♠ from the track");
  EXPECT_EQ(BriefMove(take("TD"), v), "takes 10♦ and 4 more");
  EXPECT_EQ(BriefMove(take("TS"), v), "takes 10♠");
  // Two decks: a face twice on the track. The engine takes the newest copy, and so do the words.
  v.discard = Hand(Preset("kaluki"), "4D TS AD JS TS 5C");  // two decks
  EXPECT_EQ(DescribeMove(take("TS"), rules, v, kNames, false), "takes 10♠ and the card after it from the track");
  EXPECT_EQ(BriefMove(take("TS"), v), "takes 10♠ and 1 more");
}

TEST(WordsTest, TwoMeldsOfOneOwnerAndKindAreToldApartByTheirCards) {
  const Rules rules = Preset("rummy");
  const TableView v = TableWith(rules, {{1, "3D 4D 5D"}, {1, "9D TD JD"}}, "QD 2C");
  EXPECT_EQ(MeldName(v.melds, 1, kNames, 0), "Ben's diamond run 9♦ 10♦ J♦");
}

TEST(WordsTest, MeldsGoingDownAndGoingOutAreSentences) {
  const Rules rules = Preset("rummy");
  TableView v = TableWith(rules, {}, "7C 7H 7S QD QH QS 2C");
  Result<Move> down = ParseMove("meld 7C 7H 7S, QD QH QS");
  ASSERT_TRUE(down.ok());
  EXPECT_EQ(DescribeMove(*down, rules, v, kNames, false), "lays down 7♣ 7♥ 7♠ and Q♦ Q♥ Q♠");
  v.game = "kentucky";
  EXPECT_EQ(DescribeMove(*down, rules, v, kNames, false), "goes down with 7♣ 7♥ 7♠ and Q♦ Q♥ Q♠");
  v.hand = Hand(rules, "4S");
  EXPECT_EQ(DescribeMove(Move::Discard(*ParseCard("4S")), rules, v, kNames, false), "discards 4♠ and goes out");
}

// A seat's plate says the move in a few words: the card taken or given up, not the melds.
TEST(WordsTest, APlateSaysAMoveInAFewWordsKeepingTheCardTakenOrGivenUp) {
  const Rules rules = Preset("kentucky");
  TableView v = TableWith(rules, {{1, "2D 3D 4D"}}, "7C 7H 7S QD QH QS 5D");
  v.game = "kentucky";
  v.seat = 1;
  v.discard = Hand(rules, "9H");
  EXPECT_EQ(BriefMove(Move::Of(MoveKind::kDrawStock), v), "draws a card");
  EXPECT_EQ(BriefMove(Move::Take(), v), "takes 9♥");
  EXPECT_EQ(BriefMove(Move::Discard(*ParseCard("5D")), v), "discards 5♦");
  Result<Move> down = ParseMove("meld 7C 7H 7S, QD QH QS");
  ASSERT_TRUE(down.ok());
  EXPECT_EQ(BriefMove(*down, v), "goes down");
  EXPECT_EQ(BriefMove(Move::Of(MoveKind::kLayOff, *ParseCard("5D"), 0), v), "lays off 5♦");
  EXPECT_EQ(BriefMove(Move::Of(MoveKind::kMayI), v), "calls May I for 9♥");
  EXPECT_EQ(BriefMove(Move::Of(MoveKind::kKentucky, *ParseCard("5D"), 0), v), "calls Kentucky");
  v.game = "rummy";
  EXPECT_EQ(BriefMove(*down, v), "lays down");
  v.hand = Hand(rules, "4S");
  EXPECT_EQ(BriefMove(Move::Discard(*ParseCard("4S")), v), "goes out");
}

TEST(WordsTest, AJokerExchangeSaysWhatIsSwappedInWhoseMeld) {
  const Rules rules = Preset("rummy");
  const TableView v = TableWith(rules, {{2, "4S JK 6S"}}, "5S 9H");
  Result<Move> swap = ParseMove("exchange 5S on 0");
  ASSERT_TRUE(swap.ok());
  EXPECT_EQ(DescribeMove(*swap, rules, v, kNames, false), "swaps 5♠ for the joker in Cleo's spade run");
}

// Moves that are refused in most positions, for the refusals a player may read.
std::vector<Move> Probes(const State& s) {
  const std::vector<Card> hand = s.HandOf(s.CurrentPlayer());
  const TableView v = s.ViewFor(s.CurrentPlayer());
  std::vector<Move> probes = {Move::Draw(), Move::Take(), Move::Of(MoveKind::kMayI), Move::Of(MoveKind::kPass),
                              Move::Of(MoveKind::kPredict, Card(), 1)};
  if (hand.empty()) return probes;
  const int melds = static_cast<int>(v.melds.size());
  for (size_t i = 0; i < hand.size() && i < 3; ++i) {
    probes.push_back(Move::Discard(hand[i]));
    for (int t = 0; t < melds; ++t) probes.push_back(Move::Of(MoveKind::kLayOff, hand[i], t));
  }
  probes.push_back(Move::Of(MoveKind::kLayOff, hand[0], melds));  // no such meld
  probes.push_back(Move::Of(MoveKind::kExchange, hand[0], 0));
  probes.push_back(Move::Of(MoveKind::kKentucky, hand[0], 0));
  probes.push_back(Move::Of(MoveKind::kWidow, hand[0]));
  if (hand.size() >= 3) {
    const std::vector<Card> three(hand.begin(), hand.begin() + 3);
    probes.push_back(Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {MeldSpec{three, {}}}));
    probes.push_back(Move::Of(MoveKind::kExchange, hand[0], 0, End::kAuto, {MeldSpec{three, {}}}));
    probes.push_back(Move::Of(MoveKind::kLayDown, hand[3 % hand.size()], -1, End::kAuto, {MeldSpec{three, {}}}));
    probes.push_back(Move::Of(MoveKind::kPlay, Card(), -1, End::kAuto, {MeldSpec{{hand[0], hand[1]}, {}}}));
    probes.push_back(Move::Of(MoveKind::kPlay, Card(), -1, End::kAuto, {MeldSpec{three, {}}}));
  }
  return probes;
}

struct Reading {
  std::string where;  // "log", "prompt", "hint", "refusal"
  std::string text;
};

// One whole match of `game` between computer players, with every sentence met on the way.
std::vector<Reading> PlayAndRead(const std::string& game, int players, uint64_t seed) {
  std::vector<std::string> levels = {"basic", "easy", "basic", "easy"};
  levels.resize(players);
  Result<Match> made = Match::New(game, NameSeats(levels), {}, seed);
  EXPECT_TRUE(made.ok());
  Match& m = made.value();
  std::vector<Reading> read;
  std::set<std::string> refusals;
  Rng hint_rng(seed);
  int hints = 0;
  for (int step = 0; m.BotToMove() && step < 6000; ++step) {
    const State& s = m.state();
    read.push_back({"prompt", s.ViewFor(s.CurrentPlayer()).status});
    for (const Move& probe : Probes(s)) {
      if (std::optional<Error> e = s.Check(probe)) refusals.insert(e->Message());
    }
    if (step % 61 == 0 && ++hints <= 6) read.push_back({"hint", HintFor(s, hint_rng, SearchBudget{6, 0}, m.Names()).text});
    m.StepBot();
  }
  EXPECT_TRUE(m.state().IsTerminal()) << game;
  for (const LogEntry& e : m.log()) {
    read.push_back({"log", e.text});
    if (e.seat >= 0) read.push_back({"plate", e.brief});
  }
  for (const std::string& r : refusals) read.push_back({"refusal", r});
  return read;
}

TEST(WordsTest, WholeMatchesOfEveryGameSpeakInPlainWords) {
  for (const Game* game : Games()) {
    for (uint64_t seed : {3u, 8u}) {
      const int players = std::clamp(4, game->MinPlayers(), game->MaxPlayers());
      const std::vector<Reading> read = PlayAndRead(game->Name(), players, seed);
      std::set<std::string> kinds;
      int bad = 0;
      std::set<std::string> seen;  // a prompt repeats often; each line is read once
      for (const Reading& r : read) {
        kinds.insert(r.where);
        if (!seen.insert(r.text).second) continue;
        const std::vector<std::string> found = NotationIn(r.text);
        if (!found.empty() && ++bad <= 5)
          ADD_FAILURE() << game->Name() << " seed " << seed << ", " << r.where << " has " << found[0] << ": " << r.text;
      }
      EXPECT_EQ(bad, 0) << game->Name() << " seed " << seed << ": lines with notation";
      EXPECT_EQ(kinds, (std::set<std::string>{"hint", "log", "plate", "prompt", "refusal"})) << game->Name();
    }
  }
}

}  // namespace
}  // namespace rummy
