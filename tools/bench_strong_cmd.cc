// rummy bench strong|expert: how long the strong (or expert) player takes to decide, with the
// budget it plays with at the table (TableBudget: its playouts, cut off by the clock; --playouts
// and --ms change them, --ms 0 for no clock). Positions come from matches
// of basic players (fixed seeds), a decision for the player to move every few moves; prints the
// milliseconds per decision (p50, p95, max) and the playouts made, per game. Run it natively
// and under node (wasm) to see the decision time a person waits for in the browser.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "bots/strong_bot.h"
#include "commands.h"

namespace rummy::tools {

int BenchStrong(const Args& args, const std::string& level) {
  const std::string bad = UnknownOption(args, {"--positions", "--seed", "--playouts", "--ms"}, {});
  if (!bad.empty()) {
    std::fprintf(stderr, "rummy bench: unknown option '%s'\n", bad.c_str());
    return 2;
  }
  const int positions = std::max(5, std::atoi(Option(args, "--positions", "60").c_str()));
  const uint64_t seed = std::strtoull(Option(args, "--seed", "20261122").c_str(), nullptr, 10);
#ifdef __EMSCRIPTEN__
  const char* platform = "wasm";
#else
  const char* platform = "native";
#endif
  SearchBudget budget = TableBudget(level);
  budget.playouts = std::max(1, std::atoi(Option(args, "--playouts", std::to_string(budget.playouts)).c_str()));
  budget.max_ms = std::max(0.0, std::atof(Option(args, "--ms", std::to_string(budget.max_ms)).c_str()));
  std::printf("%s player bench (%s): %d decisions per game, budget %d playouts or %.0f ms, seed %llu\n", level.c_str(), platform,
              positions, budget.playouts, budget.max_ms, static_cast<unsigned long long>(seed));
  std::printf("%-12s %9s %9s %9s %14s\n", "game", "p50 ms", "p95 ms", "max ms", "playouts/move");
  for (const Game* game : Games()) {
    const int players = std::max(3, game->MinPlayers());
    std::vector<double> ms;
    long long playouts = 0;
    StrongBot strong(budget, level == "expert" ? kExpertShape : kStrongShape);
    std::unique_ptr<Bot> basic = MakeBot("basic", game->Name());
    for (uint64_t match = 0; static_cast<int>(ms.size()) < positions; ++match) {
      std::unique_ptr<State> s = std::move(game->NewMatch(players, {}, seed + match)).value();
      Rng rng(seed + match);
      for (int move = 0; !s->IsTerminal() && static_cast<int>(ms.size()) < positions; ++move) {
        if (move % 7 == 3) {
          const int me = s->CurrentPlayer();
          const auto t0 = std::chrono::steady_clock::now();
          const StrongBot::Decision d = strong.Decide(s->ViewFor(me), s->CurrentRules(), rng, Sampler(*s, me));
          ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
          playouts += d.playouts;
        }
        PlayBotMove(*basic, *s, rng);
      }
    }
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<size_t>(q * static_cast<double>(ms.size())))]; };
    std::printf("%-12s %9.1f %9.1f %9.1f %14.1f\n", game->Name().c_str(), at(0.5), at(0.95), ms.back(),
                static_cast<double>(playouts) / static_cast<double>(ms.size()));
  }
  return 0;
}

}  // namespace rummy::tools
