#include "bots/basic_bot.h"

#include "game/table_state.h"

#include <gtest/gtest.h>

namespace rummy {
namespace {

// Parameter: "game:level".
class BasicBotTest : public ::testing::TestWithParam<const char*> {
 protected:
  std::string GameName() const { const std::string p = GetParam(); return p.substr(0, p.find(':')); }
  std::string LevelName() const { const std::string p = GetParam(); return p.substr(p.find(':') + 1); }
};

TEST_P(BasicBotTest, OnlySubmitsLegalMovesAndFinishesMatches) {
  const Game* game = FindGame(GameName());
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const int players = game->MinPlayers() + static_cast<int>(seed % (std::min(game->MaxPlayers(), game->MinPlayers() + 2) - game->MinPlayers() + 1));
    std::unique_ptr<State> s = std::move(game->NewMatch(players, {}, seed)).value();
    std::unique_ptr<Bot> bot = MakeBot(LevelName(), GameName());
    ASSERT_NE(bot, nullptr);
    Rng rng(seed);
    int moves = 0;
    while (!s->IsTerminal()) {
      ASSERT_LT(++moves, 50000);
      std::string refusal;
      const Move m = BotMove(*bot, *s, rng, &refusal);
      ASSERT_TRUE(refusal.empty()) << refusal << "\n" << s->ToString();
      ASSERT_FALSE(s->Apply(m).has_value());
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

INSTANTIATE_TEST_SUITE_P(Games, BasicBotTest,
                         ::testing::Values("five-crowns:basic", "kaluki:basic", "kentucky:basic", "five-crowns:easy",
                                           "kaluki:easy", "kentucky:easy", "rummy:basic", "rummy:easy",
                                           "three-kings:basic", "three-kings:easy"),
                         [](const ::testing::TestParamInfo<const char*>& p) {
                           std::string name;
                           for (char c : std::string(p.param)) name += (c == '-' || c == ':') ? '_' : c;
                           return name;
                         });

}  // namespace
}  // namespace rummy
