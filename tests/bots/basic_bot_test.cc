#include "bots/basic_bot.h"

#include "game/save.h"
#include "game/table_state.h"
#include "games/rummy/rummy_view.h"

#include <gtest/gtest.h>

namespace rummy {
namespace {

// Parameter: "game:level", for every registered game at the easy and basic levels.
class BasicBotTest : public ::testing::TestWithParam<std::string> {
 protected:
  std::string GameName() const {
    const std::string p = GetParam();
    return p.substr(0, p.find(':'));
  }
  std::string LevelName() const {
    const std::string p = GetParam();
    return p.substr(p.find(':') + 1);
  }
};

std::vector<std::string> GamesAndLevels() {
  std::vector<std::string> out;
  for (const Game* g : Games()) {
    for (const char* level : {"basic", "easy"}) out.push_back(g->Name() + ":" + level);
  }
  return out;
}

TEST_P(BasicBotTest, OnlySubmitsLegalMovesAndFinishesMatches) {
  const Game* game = FindGame(GameName());
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const int players = game->MinPlayers() +
                        static_cast<int>(seed % (std::min(game->MaxPlayers(), game->MinPlayers() + 2) - game->MinPlayers() + 1));
    std::unique_ptr<State> s = std::move(game->NewMatch(players, {}, seed)).value();
    std::unique_ptr<Bot> bot = MakeBot(LevelName(), GameName());
    ASSERT_NE(bot, nullptr);
    Rng rng(seed);
    int moves = 0;
    while (!s->IsTerminal()) {
      ASSERT_LT(++moves, 50000);
      std::string refusal;
      const std::string before = s->ToString();
      PlayBotMove(*bot, *s, rng, &refusal);
      ASSERT_TRUE(refusal.empty()) << refusal << "\n" << before;
    }
    EXPECT_FALSE(s->Sheet().winners.empty());
  }
}

TEST_P(BasicBotTest, DecisionDoesNotDependOnHiddenCards) {
  // The same deal with the hidden cards (other hands, the stock) shuffled among themselves gives
  // the bot the same view, so it must make the same move, in the draw and in the play phase.
  const Game* game = FindGame(GameName());
  std::unique_ptr<Bot> bot = MakeBot(LevelName(), GameName());
  for (uint64_t seed = 1; seed <= 25; ++seed) {
    std::unique_ptr<State> a = std::move(game->NewMatch(3, {}, seed)).value();
    std::unique_ptr<State> b = a->Clone();
    auto* tb = dynamic_cast<TableState*>(b.get());
    ASSERT_NE(tb, nullptr);
    const int me = a->CurrentPlayer();
    std::vector<Card> hidden;
    for (int p = 0; p < 3; ++p) {
      if (p == me) continue;
      const std::vector<Card> h = a->HandOf(p);
      hidden.insert(hidden.end(), h.begin(), h.end());
    }
    Rng shuffle(seed * 7);
    Shuffle(hidden.data(), static_cast<int>(hidden.size()), shuffle);
    std::vector<std::vector<Card>> hands(3);
    size_t k = 0;
    for (int p = 0; p < 3; ++p) {
      if (p == me) {
        hands[p] = a->HandOf(p);
        continue;
      }
      for (size_t i = 0; i < a->HandOf(p).size(); ++i) hands[p].push_back(hidden[k++]);
    }
    ASSERT_FALSE(tb->SetPosition(hands, a->ViewFor(me).discard, {}, me));
    for (const char* phase : {"draw", "play"}) {
      Rng r1(seed), r2(seed);
      const Move ma = bot->Choose(a->ViewFor(me), a->CurrentRules(), r1);  // the same random stream on both
      const Move mb = bot->Choose(b->ViewFor(me), b->CurrentRules(), r2);
      ASSERT_EQ(MoveToString(ma, a->CurrentRules()), MoveToString(mb, b->CurrentRules())) << phase << " seed " << seed;
      // Into the play phase the same way on both (taking the known top discard).
      if (std::string(phase) == "draw" && (a->Check(Move::Take()) || b->Check(Move::Take()))) break;
      if (std::string(phase) == "draw") {
        ASSERT_FALSE(a->Apply(Move::Take()).has_value());
        ASSERT_FALSE(b->Apply(Move::Take()).has_value());
      }
    }
  }
}

// The Rummy bot's move in a position `rummy soak` found it getting wrong must be one the
// engine accepts, for every random stream.
void ExpectRummyBotsLegal(const char* save) {
  Result<std::unique_ptr<State>> s = LoadMatch(save);
  ASSERT_TRUE(s.ok()) << s.error().Message();
  const State& state = **s;
  for (const char* level : {"basic", "easy"}) {
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      std::unique_ptr<Bot> bot = MakeBot(level, "rummy");
      Rng rng(seed);
      const Move m = bot->Choose(state.ViewFor(state.CurrentPlayer()), state.CurrentRules(), rng);
      const std::optional<Error> e = state.Check(m);
      EXPECT_FALSE(e.has_value()) << level << ": " << MoveToString(m, state.CurrentRules()) << ": " << e->Message();
    }
  }
}

// With the keep-taken house rule the Rummy bot discarded KC, a card it had taken from the track
// that turn (it could not see which cards those were; the view now says).
TEST(BotRegistryTest, AnUnknownGameOrLevelIsRefusedInWords) {
  Result<std::unique_ptr<Bot>> game = NewBot("basic", "canasta");
  ASSERT_FALSE(game.ok());
  EXPECT_EQ(game.error().Message(), "'canasta' is not a game");
  for (const Game* g : Games()) {
    Result<std::unique_ptr<Bot>> level = NewBot("grandmaster", g->Name());
    ASSERT_FALSE(level.ok());
    EXPECT_EQ(level.error().Message(), g->Title() + " has no 'grandmaster' computer player");
    EXPECT_NE(FindPlayer(g->Name()), nullptr) << g->Name() << " has no computer player";
  }
  EXPECT_EQ(MakeBot("basic", "canasta"), nullptr);
}

TEST(BasicBotRegressionTest, RummyBotKeepsTrackCardsTakenThisTurnUnderKeepTaken) {
  const char*
      kSave = R"save({"format":"rummy-parlor-save","version":1,"game":"rummy","players":8,"options":{"deal-by-players":0,"duplicate-suits":0,"keep-taken":1,"low-ace-one":0,"must-discard":0,"naturals-majority":1,"new-meld-only":0,"shared-win":0,"short-game":0,"stock-out-ends":0,"top-card-free":0},"seed":"2421184408586062443","moves":["draw","discard QD","draw","discard AC","take 3H","meld 3C 3D 3H","discard AH","take AH","meld QH KH AH","discard 9S","draw","meld 8D 8H 8S","discard QS","draw","discard AH","draw","meld AC 2C 3C 4C 5C","discard KH","draw","meld 9C 9S JK(9)","meld JK(TH) JH QH","discard 7H","draw","layoff 9D on 4","layoff 3S on 0","layoff JH on 1","discard QC","take QC","meld TC JC QC","discard KD","draw","meld TH TS JK(T)","discard AC","draw","layoff 8C on 2","discard 4H","draw","layoff 6C on 3","discard JC","draw","discard AS","draw","discard JD","draw","layoff 7C on 3","layoff 9C on 6","discard 8D","draw","meld 7H 7S JK(7)","discard AC","take JS","meld JC JH JS JK(J)","discard AD","draw","exchange JD on 1","meld 3C 3H JK(3)","discard KH","draw","meld 8H 9H TH","discard 5S","draw","layoff JK on 3 low","discard QH","draw","exchange 7H on 3","meld 8S JK(9S) TS","meld 4C 4H 4S","discard AC","draw","exchange 3D on 2","meld AH AS JK(A)","layoff 7C on 0","layoff 4D on 5","layoff 6H on 3","discard 8H","take 8H","meld 8C 8D 8H","discard JC","take 5S","meld 5C 5D 5S","layoff AC on 6","layoff 7S on 4","discard TD","draw","layoff 6S on 4","discard AC","draw","meld 3H 3S JK(3)","discard 4D","draw","layoff 8S on 7","discard AH","draw","layoff 5S on 4","discard QH","take AD","meld AC AD AH","discard AD","draw","layoff 3D on 9","discard 9C","draw","discard KD","draw","discard QH","draw","discard QC","draw","layoff JH on 3","discard 6H","take QH","layoff QH on 3","discard KC","draw","discard 2D","draw","layoff KH on 3","discard TD","draw","discard 2H","draw","discard KD","take 2D","meld 2D 2H 2S","discard JC","draw","layoff 2C on 11","discard JD","draw","discard 9D","draw","layoff AS on 10","discard TH","take 9C","meld 9C TC JC QC KC","discard QS","draw","discard QH","draw","discard 9H","draw","discard KC","draw","discard TS","draw","discard QD","draw","discard 3C","take QS","meld QC QD QS","layoff QH on 13"],"check":"0d5e44f418fb2946"})save";
  Result<std::unique_ptr<State>> s = LoadMatch(kSave);
  ASSERT_TRUE(s.ok());
  const std::vector<Card> taken = (*s)->ViewFor((*s)->CurrentPlayer()).Part<track::RummyView>().taken_cards;
  ASSERT_TRUE(std::any_of(taken.begin(), taken.end(), [](Card c) { return c.ToString() == "KC"; }));
  ExpectRummyBotsLegal(kSave);
}

// With two decks the bot took A♦ from the track and then could not find the Q♦ K♦ A♦ it had
// planned: its meld search held the other A♦ of the hand and it compared physical cards.
TEST(BasicBotRegressionTest, RummyBotUsesATakenTrackCardWhicheverDeckItComesFrom) {
  ExpectRummyBotsLegal(
      R"save({"format":"rummy-parlor-save","version":1,"game":"rummy","players":5,"options":{"deal-by-players":1,"duplicate-suits":0,"keep-taken":0,"low-ace-one":0,"must-discard":0,"naturals-majority":0,"new-meld-only":0,"shared-win":0,"short-game":1,"stock-out-ends":1,"top-card-free":1},"seed":"14518177787710418695","moves":["draw","meld 3C 3D 3S","discard AS","draw","discard QD","draw","meld KC KD KS","discard JD","draw","meld JH JK(QH) KH","discard 5C","draw","layoff JK on 2 high","layoff 3H on 0","discard AS","take AS","discard AS","take AS","discard AS","draw","meld 6C 6D 6H","discard JC","take JC","discard JC","take JC","discard TD","take TD","meld TD JD QD","discard 9H","draw","layoff 9D on 4","discard TC","draw","layoff 6S on 3","discard 9C","draw","discard KS","take KS","discard TH","draw","discard 3H","draw","meld 7C 7D 7S","discard AH","take AH","discard AH","take TS","meld TD TH TS","discard 8H","take 8H","meld 6H 7H 8H 9H","discard KS","draw","discard QD","take QD","discard JC","take JC","layoff TC on 1","discard KD","draw","layoff 5H on 2","discard AH","draw","discard KS","draw","meld JH JS JK(J)","discard JH","take JH","discard QD","draw","layoff JC on 3","discard QH","take QH","discard QH","draw","discard 7D","take 7D","discard 8S","draw","discard JH","take 8S","meld 8C 8D 8S","discard JH","draw","discard 5C","take 5C","discard 4C","draw","discard 9D","draw","discard 4S","draw","discard 6H","draw","discard QS","take QS","discard QS","draw","layoff 7H on 0","discard 6D","draw","discard JD","take KD","meld JD QD KD","discard AH","draw","meld 3C 3D 3H","discard 5C","draw","discard 6S","draw","discard 3S","take 3S","layoff 3S on 6","discard 2D","draw","discard KS","draw","layoff 4H on 2","discard 3C","take 3C","discard 9D","draw","layoff 8H on 4","discard 7D","draw","discard 9C","draw","layoff TD on 5","layoff 9D on 5","discard 4C","take 9D","meld 9C 9D 9S","discard 7S","draw","layoff AD on 5","discard 5C","draw","discard 6C","draw","layoff 3H on 2","discard 5D","take 6C","meld 6C 6D 6H","discard QH","take QH","discard QH","draw","layoff 2H on 2","discard 4D","draw","discard AD","take AD","layoff AH on 2","discard AD","take 6S","layoff 6S on 8","meld 4D 5D 6D","discard AD","take AD","layoff 7D on 9","discard AD","take AD","discard AD","take AD","discard 3S","draw","discard 9C","draw","discard JH","draw","discard 4C","draw","discard KC","draw","discard AD","draw","discard KH","draw","discard 2S","take KS","meld KC KH KS","discard AH","draw","layoff KD on 10","discard 3C","draw","discard 9D","take 9D","discard AD","take AD","discard AD","draw","meld 7C 8C JK(9C)","discard KD","take KD","discard AD","draw","layoff 6C on 0","discard 6S","draw","discard TS","take 6S","meld 4S JK(5S) 6S","discard KS","take KS","discard 8C","draw","layoff 5C on 0","discard JS","draw","layoff 7S on 1","discard 7H","draw","layoff 8S on 1","discard KS","draw","discard 2C","draw","layoff TC on 0","layoff 9S on 1","layoff TS on 1","discard JD","draw","discard KD","draw","discard 5D","draw","exchange 5S on 1","meld 2C 2S JK(2)","discard JD","draw","layoff JC on 0","discard TS","draw","discard KS","take KS","discard KS","take KS","layoff 2H on 2","discard KS","take KS","discard KS","draw","discard 8D","take JS","layoff JS on 1","discard JD","draw","discard TH","take TH","discard TH","draw","discard 6H","take 6H","discard 9H","take JH","meld 9H TH JH","discard AD","draw","layoff 4C on 0","discard 9S","take 9S","layoff 3C on 0","discard 4S","draw","layoff JK on 0 low","discard 9D","take 9D","discard 4H","take 4S","meld 4D 4H 4S","discard JD","draw","meld JK(4D) 5D 6D","discard 6H","draw","discard 3H","draw","discard QD","draw","discard QD","take QD","exchange 2C on 0","layoff JK on 1 low","discard KS","draw","exchange 9C on 0","layoff JK on 3 high","discard 9D","draw","discard 7S","draw","layoff QS on 1","discard 6C","draw","layoff 2S on 1","discard 7C","take AD"],"check":"e493464e6484db71"})save");
}

INSTANTIATE_TEST_SUITE_P(Games, BasicBotTest, ::testing::ValuesIn(GamesAndLevels()),
                         [](const ::testing::TestParamInfo<std::string>& p) {
                           std::string name;
                           for (char c : std::string(p.param)) name += (c == '-' || c == ':') ? '_' : c;
                           return name;
                         });

}  // namespace
}  // namespace rummy
