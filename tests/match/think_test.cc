// Thinking away from the host (the web page's worker): a copy of the match rebuilt from its save
// and the bots' stream plays exactly the moves the host's own StepBot plays.
#include <gtest/gtest.h>

#include <algorithm>

#include "match/match.h"

namespace rummy {
namespace {

Match NewBotMatch(const Game& game, uint64_t seed) {
  std::vector<std::string> levels;
  for (int i = 0; i < game.MinPlayers() + 1 && i < game.MaxPlayers(); ++i) levels.push_back(i % 2 ? "easy" : "basic");
  Result<Match> m = Match::New(game.Name(), NameSeats(levels), {}, seed);
  EXPECT_TRUE(m.ok()) << (m.ok() ? "" : m.error().Message());
  return std::move(m).value();
}

TEST(ThinkBotMovesTest, ACopyFromTheSavePlaysTheHostsMovesOneByOne) {
  for (const Game* game : Games()) {
    Match host = NewBotMatch(*game, 11);
    Match away = NewBotMatch(*game, 11);
    for (int step = 0; step < 90 && host.BotToMove(); ++step) {
      Result<std::vector<BotThought>> thought = ThinkBotMoves(away.Save(), away.BotStream(), false);
      ASSERT_TRUE(thought.ok()) << thought.error().Message();
      ASSERT_EQ(thought->size(), 1u);
      const Move played = host.StepBot();
      ASSERT_TRUE(thought->front().move == played) << game->Name() << " move " << step << ": " << thought->front().text;
      Result<Move> read = ParseMove(thought->front().text);  // as the worker's answer carries it
      ASSERT_TRUE(read.ok());
      ASSERT_FALSE(away.PlayThought(*read, thought->front().stream).has_value());
      ASSERT_EQ(away.BotStream(), host.BotStream());
      ASSERT_EQ(away.Save(), host.Save());
    }
    ASSERT_EQ(away.log().size(), host.log().size());
    EXPECT_EQ(away.log().back().text, host.log().back().text);
  }
}

TEST(ThinkBotMovesTest, UntilAPersonPlaysTheBotsOnToTheEndOfTheHand) {
  for (const Game* game : Games()) {
    Match host = NewBotMatch(*game, 3);
    Match away = NewBotMatch(*game, 3);
    Result<std::vector<BotThought>> thought = ThinkBotMoves(away.Save(), away.BotStream(), true);
    ASSERT_TRUE(thought.ok()) << thought.error().Message();
    ASSERT_GT(thought->size(), 1u) << game->Name();
    for (const BotThought& t : *thought) {
      ASSERT_TRUE(t.move == host.StepBot()) << game->Name() << ": " << t.text;
      ASSERT_FALSE(away.PlayThought(t.move, t.stream).has_value());
    }
    EXPECT_EQ(host.state().Sheet().hands.size(), 1u) << game->Name() << ": it stops when the first hand ends";
    EXPECT_EQ(away.Save(), host.Save());
  }
}

TEST(ThinkBotMovesTest, AnAnswerHoldsAtMostOneSearchingPlayersDecision) {
  // Four experts at pace 0 once thought a whole Kentucky hand in one answer (minutes); the worker
  // was then given up for lost. The basic players' moves still come in one batch. (The strong
  // player's table clock makes its moves depend on the machine's speed, so they are not compared
  // with a host's here; ACopyFromTheSavePlaysTheHostsMovesOneByOne does that for the others.)
  for (const Game* game : Games()) {
    std::vector<std::string> levels{"basic", "strong"};
    while (static_cast<int>(levels.size()) < game->MinPlayers()) levels.insert(levels.begin(), "basic");
    Result<Match> away = Match::New(game->Name(), NameSeats(levels), {}, 5);
    ASSERT_TRUE(away.ok()) << away.error().Message();
    Match& a = away.value();
    size_t batched = 0;
    for (int batch = 0; batch < 4 && a.BotToMove(); ++batch) {
      Result<std::vector<BotThought>> thought = ThinkBotMoves(a.Save(), a.BotStream(), true);
      ASSERT_TRUE(thought.ok()) << thought.error().Message();
      for (size_t i = 0; i < thought->size(); ++i) {
        const bool searching = a.seats()[a.ToMove()].level == "strong";
        EXPECT_TRUE(!searching || i + 1 == thought->size()) << game->Name() << ": the strong player's decision ends the answer";
        ASSERT_FALSE(a.PlayThought((*thought)[i].move, (*thought)[i].stream).has_value())
            << game->Name() << ": " << (*thought)[i].text;
      }
      batched = std::max(batched, thought->size());
    }
    EXPECT_GT(batched, 1u) << game->Name() << ": the basic player's moves and the strong player's next come together";
  }
}

TEST(ThinkBotMovesTest, APersonToMoveOrADamagedSaveIsRefusedInWords) {
  Result<Match> m = Match::New("five-crowns", NameSeats({"human", "basic"}), {}, 2);
  ASSERT_TRUE(m.ok());
  ASSERT_TRUE(m->HumanToMove());
  Result<std::vector<BotThought>> person = ThinkBotMoves(m->Save(), m->BotStream(), false);
  ASSERT_FALSE(person.ok());
  EXPECT_EQ(person.error().Message(), "It is not a computer player's move.");
  EXPECT_FALSE(ThinkBotMoves("{not json", m->BotStream(), false).ok());
}

TEST(ThinkBotMovesTest, AThoughtForAnotherPositionIsRefusedAndChangesNothing) {
  Result<Match> m = Match::New("five-crowns", NameSeats({"basic", "basic"}), {}, 2);
  ASSERT_TRUE(m.ok());
  const std::string before = m->Save();
  const Match::Stream stream = m->BotStream();
  Match::Stream other = stream;
  other[0] ^= 1;
  EXPECT_TRUE(m.value().PlayThought(Move::Discard(Card()), other).has_value());
  EXPECT_EQ(m->Save(), before);
  EXPECT_EQ(m->BotStream(), stream);
}

}  // namespace
}  // namespace rummy
