// The bot signature (like a chess engine's bench signature): fixed-seed matches of every
// registered game with an easy, a basic and a strong player (a small playout budget), folded
// into one checksum per game. Any change to how a game plays or how a bot chooses changes it.
// The pinned values change only deliberately: when a change to the rules or the bots is meant
// to change play, update them and say why in the commit message.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <string>

#include "bots/bot.h"
#include "game/save.h"
#include "testing/game_helpers.h"

namespace rummy {
namespace {

// The first moves of one match per game (enough for several hands of the short games); debug
// builds play them in a few seconds.
constexpr int kMoves = 90;

std::string Signature(const Game& game) {
  const int players = std::clamp(3, game.MinPlayers(), game.MaxPlayers());
  const std::unique_ptr<State> s =
      testing::BotPlayed(game.Name(), players, {"easy", "basic", "strong"}, kMoves, 20261123, {}, SearchBudget{4, 0});
  // The save's check value covers the whole state: hands, piles, table, score sheet.
  return s ? StateCheck(*s) : "";
}

TEST(BotSignatureTest, FixedSeedMatchesOfEveryGameAndLevelPlayAsPinned) {
  // Changed only deliberately (see the top of this file). Rummy, 2026-11-26: a card may be laid
  // off beside a table joker on its run (the joker's own card no longer counts as on the table).
  const std::map<std::string, std::string> pinned = {
      {"kentucky", "4419fdd649b9bc1e"},    {"rummy", "b2a7b3a09a49c35f"},  {"three-kings", "8cf49d347834468a"},
      {"five-crowns", "59e5248ece7b9c23"}, {"kaluki", "00f21d6575e1a6da"},
  };
  for (const Game* g : Games()) {
    const std::string sig = Signature(*g);
    const auto it = pinned.find(g->Name());
    if (it == pinned.end()) {
      ADD_FAILURE() << g->Name() << " has no pinned signature; pin {\"" << g->Name() << "\", \"" << sig << "\"}";
      continue;
    }
    EXPECT_EQ(sig, it->second) << g->Name() << " plays differently: if that is meant, pin the new value and say why";
  }
}

}  // namespace
}  // namespace rummy
