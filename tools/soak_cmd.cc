// rummy soak: plays random matches of every game (random player counts and house-option
// combinations, progress-making random moves and the basic bots where a game has them) and checks
// the engine's invariants after every move; save -> load every 200 moves and at the end.
//   rummy soak [--moves N] [--seed S] [--game NAME] [--cap M]
// A match still running after M moves (default 200000) is stopped and counted: the rules let some
// rounds go on for ever (Kaluki reshuffles the discards every time the stock runs out, RULES.md
// KA10), so the soak, not the rules, bounds players who never go out.
// Prints a progress line every million moves, then per-game figures; on the first broken invariant prints how to replay it and
// exits 1.
#include <chrono>
#include <cstdio>
#include <map>

#include "bots/bot.h"
#include "commands.h"
#include "game/invariants.h"
#include "game/save.h"

namespace rummy::tools {

int SoakCommand(const Args& args) {
  const std::string bad = UnknownOption(args, {"--moves", "--seed", "--game", "--cap"}, {});
  if (!bad.empty()) {
    std::fprintf(stderr, "rummy soak: unknown option '%s'\n", bad.c_str());
    return 2;
  }
  const long long target = std::atoll(Option(args, "--moves", "1000000").c_str());
  const uint64_t seed = std::strtoull(Option(args, "--seed", "1").c_str(), nullptr, 10);
  const std::string only = Option(args, "--game");
  const long long cap = std::atoll(Option(args, "--cap", "200000").c_str());
  std::vector<const Game*> games;
  for (const Game* g : Games()) {
    if (only.empty() || g->Name() == only) games.push_back(g);
  }
  if (games.empty()) {
    std::fprintf(stderr, "rummy soak: unknown game '%s'\n", only.c_str());
    return 2;
  }
  struct Tally {
    long long matches = 0, moves = 0, bot_moves = 0, option_sets = 0, capped = 0;
  };
  std::map<std::string, Tally> tally;
  Rng rng(seed);
  long long total = 0;
  const auto start = std::chrono::steady_clock::now();
  for (long long round = 0; total < target; ++round) {
    const Game* game = games[round % games.size()];
    Options options;
    for (const OptionInfo& o : game->OptionList()) {
      if (rng.Below(2)) options[o.name] = o.min + static_cast<int>(rng.Below(o.max - o.min + 1));
    }
    // As many players as these options allow (Kaluki's five or six only with its house rule).
    const int most = game->MaxPlayersWith(options);
    const int players = game->MinPlayers() + static_cast<int>(rng.Below(most - game->MinPlayers() + 1));
    const uint64_t match_seed = rng.Next();
    Result<std::unique_ptr<State>> made = game->NewMatch(players, options, match_seed);
    if (!made) {
      std::printf("BROKEN: %s refused a valid set of options for %d players: %s\n", game->Name().c_str(), players,
                  made.error().Message().c_str());
      return 1;
    }
    std::unique_ptr<State> s = std::move(made).value();
    std::unique_ptr<Bot> bot = MakeBot("basic", game->Name());
    const std::vector<uint16_t> pack = CardCodes(s->AllCards());
    Tally& t = tally[game->Name()];
    ++t.matches;
    t.option_sets += options.empty() ? 0 : 1;
    long long moves = 0;
    auto fail = [&](const std::string& what) {
      std::printf("BROKEN after %lld moves of %s (%d players, seed %llu, options:", moves, game->Name().c_str(), players,
                  static_cast<unsigned long long>(match_seed));
      for (const auto& [k, v] : options) std::printf(" %s=%d", k.c_str(), v);
      std::printf("):\n%s\nsave: %s\n", what.c_str(), SaveMatch(*s).c_str());
      return 1;
    };
    while (!s->IsTerminal()) {
      if (moves >= cap) {
        ++t.capped;
        if (std::optional<std::string> broken = CheckInvariants(*s, pack, rng, true)) return fail(*broken);
        break;
      }
      const std::vector<Move> legal = s->LegalMoves();
      if (legal.empty()) return fail("no legal move in a running match:\n" + s->ToString());
      if (bot && rng.Below(2)) {
        std::string refusal;
        PlayBotMove(*bot, *s, rng, &refusal);
        if (!refusal.empty()) return fail("the basic bot proposed a refused move: " + refusal);
        ++t.bot_moves;
      } else if (std::optional<Error> e = s->Apply(ProgressMove(*s, legal, rng))) {
        return fail("a listed legal move was refused: " + e->Message());
      }
      ++moves;
      if (std::optional<std::string> broken = CheckInvariants(*s, pack, rng, moves % 200 == 0 || s->IsTerminal())) {
        return fail(*broken);
      }
    }
    if (s->IsTerminal() && s->Sheet().winners.empty()) return fail("a finished match has no winner");
    t.moves += moves;
    const long long before = total;
    total += moves;
    if (total / 1000000 != before / 1000000) {
      const double so_far = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::printf("  ... %lld moves, %.0f s, 0 invariant failures so far\n", total, so_far);
      std::fflush(stdout);
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("soak: %lld moves in %.1f s (%.0f moves/s), seed %llu, invariants checked after every move\n", total, seconds,
              static_cast<double>(total) / seconds, static_cast<unsigned long long>(seed));
  std::printf("%-12s %9s %12s %12s %14s %13s\n", "game", "matches", "moves", "bot moves", "house options", "stopped at cap");
  for (const auto& [name, t] : tally) {
    std::printf("%-12s %9lld %12lld %12lld %14lld %13lld\n", name.c_str(), t.matches, t.moves, t.bot_moves, t.option_sets,
                t.capped);
  }
  std::printf("0 invariant failures\n");
  return 0;
}

}  // namespace rummy::tools
