// rummy sim: computer players against each other over many matches.
//   rummy sim --game GAME --seats easy,basic,basic [--games N] [--seed S] [--option name=value]...
//             [--csv FILE] [--playouts N] [--expert-playouts N] [--paired] [--threads N]
// --playouts: the strong player's playouts per decision (default 96); --expert-playouts: the
// expert's (default kExpertBudget's). No clock: a match depends on its seed alone.
// --hands N: each match ends after its first N hands (or sooner, when the match does), won by the
// best total then, so the game's own scoring decides shorter matches.
// --paired: each deal is played once in every rotation of the seats (match i is dealt from seed
// S + i / players), so every level plays every seat's cards of it.
// --threads: matches played side by side on N threads (native builds); every match depends on its
// seed alone, so the results and the CSV are the same with any number of threads.
// Match i is dealt from seed S + i and the seat list is rotated by i, so every level sits in
// every seat equally often. Per level: seat-matches played, wins (a shared win counts 1/k of a
// win), the win rate with a 95% confidence interval (Wilson score interval), the average final
// total; with two levels, the first's average total minus the second's per match (turned round
// where the lowest total wins, so positive is better for the first) with a 95% interval over the
// deals (a deal's rotations averaged together with --paired); then matches per second. --csv
// writes one row per player and match.
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include "bots/bot.h"
#include "bots/strong_bot.h"
#include "commands.h"
#include "registry/registry.h"

namespace rummy::tools {

namespace {

constexpr long long kMaxMoves = 200000;  // per match; real matches take a few thousand

struct LevelStats {
  int seats = 0;        // seat-matches played
  double wins = 0;      // shared wins count 1/k
  long long total = 0;  // sum of final totals
};

// Match i seats levels[(p + i) % players] in seat p: every level sits in every seat equally often.
const std::string& LevelAt(const std::vector<std::string>& levels, long i, int p) {
  return levels[(static_cast<size_t>(p) + static_cast<size_t>(i)) % levels.size()];
}

// One match as played: each seat's final total and share of the win.
struct MatchResult {
  std::vector<int> total;
  std::vector<double> share;
  bool lowest_wins = false;
  long long moves = 0, refusals = 0;
  std::string first_refusal;
  bool stuck = false;  // did not end within kMaxMoves: a bot bug
};

// The deal of match i: seed + i, or with --paired the same deal for `players` matches in a row.
uint64_t MatchSeed(uint64_t seed, long i, int players, bool paired) {
  return seed + static_cast<uint64_t>(paired ? i / players : i);
}

// Match i of a run: dealt from MatchSeed, the seat list rotated by i.
MatchResult PlayMatch(const Game& game, const std::vector<std::string>& levels, const Options& options, uint64_t seed, long i,
                      bool paired, size_t hands, const SearchBudget& strong, const SearchBudget& expert) {
  const int players = static_cast<int>(levels.size());
  const uint64_t match_seed = MatchSeed(seed, i, players, paired);
  std::unique_ptr<State> s = std::move(game.NewMatch(players, options, match_seed)).value();
  MatchResult r;
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < players; ++p) {
    const std::string& level = LevelAt(levels, i, p);
    bots.push_back(MakeBot(level, game.Name(), level == "expert" ? expert : strong));
  }
  Rng rng(match_seed ^ 0x51D51D51DULL);
  while (!s->IsTerminal() && (hands == 0 || s->Sheet().hands.size() < hands)) {
    if (r.moves >= kMaxMoves) {
      r.stuck = true;
      return r;
    }
    std::string refusal;
    PlayBotMove(*bots[s->CurrentPlayer()], *s, rng, &refusal);
    if (!refusal.empty() && r.refusals++ == 0) r.first_refusal = refusal;
    ++r.moves;
  }
  const ScoreSheet& sheet = s->Sheet();
  r.lowest_wins = sheet.lowest_wins;
  std::vector<int> winners = sheet.winners;
  if (!s->IsTerminal()) {  // cut after `hands` hands: the best total wins
    const auto best = sheet.lowest_wins ? std::min_element(sheet.totals.begin(), sheet.totals.end())
                                        : std::max_element(sheet.totals.begin(), sheet.totals.end());
    for (int p = 0; p < players; ++p) {
      if (sheet.totals[p] == *best) winners.push_back(p);
    }
  }
  for (int p = 0; p < players; ++p) {
    const bool won = std::find(winners.begin(), winners.end(), p) != winners.end();
    r.total.push_back(sheet.totals[p]);
    r.share.push_back(won ? 1.0 / static_cast<double>(winners.size()) : 0.0);
  }
  return r;
}

// Wilson score interval for `wins` successes in `n` trials at 95%.
std::pair<double, double> Wilson(double wins, int n) {
  if (n == 0) return {0, 0};
  const double z = 1.959964, p = wins / n, z2n = z * z / n;
  const double centre = (p + z2n / 2) / (1 + z2n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
  return {centre - half, centre + half};
}

// Level a's average total minus level b's in each match (turned round where the lowest wins),
// averaged over each deal's matches; its mean over the deals and a 95% normal interval.
struct Difference {
  double mean = 0, lo = 0, hi = 0;
  long deals = 0;
};
Difference PointsDifference(const std::vector<MatchResult>& results, const std::vector<std::string>& levels, const std::string& a,
                            const std::string& b, int per_deal) {
  const int players = static_cast<int>(levels.size());
  std::vector<double> deal_means;
  for (size_t first = 0; first + static_cast<size_t>(per_deal) <= results.size(); first += static_cast<size_t>(per_deal)) {
    double sum = 0;
    for (size_t i = first; i < first + static_cast<size_t>(per_deal); ++i) {
      double ta = 0, tb = 0;
      int na = 0, nb = 0;
      for (int p = 0; p < players; ++p) {
        const std::string& level = LevelAt(levels, static_cast<long>(i), p);
        if (level == a) ta += results[i].total[p], ++na;
        if (level == b) tb += results[i].total[p], ++nb;
      }
      const double d = ta / na - tb / nb;
      sum += results[i].lowest_wins ? -d : d;
    }
    deal_means.push_back(sum / per_deal);
  }
  Difference out;
  out.deals = static_cast<long>(deal_means.size());
  if (deal_means.empty()) return out;
  for (double x : deal_means) out.mean += x;
  out.mean /= static_cast<double>(deal_means.size());
  double var = 0;
  for (double x : deal_means) var += (x - out.mean) * (x - out.mean);
  const double se = deal_means.size() > 1 ? std::sqrt(var / static_cast<double>(deal_means.size() - 1) / deal_means.size()) : 0;
  out.lo = out.mean - 1.959964 * se;
  out.hi = out.mean + 1.959964 * se;
  return out;
}

}  // namespace

int SimCommand(const Args& args) {
  Args rest;
  Options options;
  if (!TakeGameOptions(args, "sim", &rest, &options)) return 2;
  const std::string bad = UnknownOption(
      rest, {"--game", "--seats", "--games", "--seed", "--csv", "--playouts", "--expert-playouts", "--hands", "--threads"},
      {"--paired"});
  if (!bad.empty()) {
    std::fprintf(stderr, "rummy sim: unknown option '%s'\n", bad.c_str());
    return 2;
  }
  const std::string game_name = Option(rest, "--game", FirstChoice().Name());
  const Game* game = FindGame(game_name);
  if (!game) {
    std::fprintf(stderr, "rummy sim: unknown game '%s' (%s)\n", game_name.c_str(), GameNames().c_str());
    return 2;
  }
  std::vector<std::string> levels;
  {
    std::stringstream ss(Option(rest, "--seats", "basic,basic,basic,basic"));
    std::string level;
    while (std::getline(ss, level, ',')) levels.push_back(level);
  }
  const int players = static_cast<int>(levels.size());
  for (const std::string& level : levels) {
    if (!MakeBot(level, game_name)) {
      std::fprintf(stderr, "rummy sim: %s has no '%s' computer player\n", game->Title().c_str(), level.c_str());
      return 2;
    }
  }
  const long games = std::strtol(Option(rest, "--games", "100").c_str(), nullptr, 10);
  const uint64_t seed = std::strtoull(Option(rest, "--seed", "1").c_str(), nullptr, 10);
  if (games < 1) {
    std::fprintf(stderr, "rummy sim: --games needs a positive number\n");
    return 2;
  }
  std::ofstream csv;
  const std::string csv_path = Option(rest, "--csv");
  if (!csv_path.empty()) {
    csv.open(csv_path);
    if (!csv) {
      std::fprintf(stderr, "rummy sim: cannot write %s\n", csv_path.c_str());
      return 2;
    }
    csv << "match,seed,seat,level,total,win\n";
  }
  SearchBudget budget, expert_budget = kExpertBudget;
  budget.playouts = std::atoi(Option(rest, "--playouts", std::to_string(budget.playouts)).c_str());
  expert_budget.playouts = std::atoi(Option(rest, "--expert-playouts", std::to_string(expert_budget.playouts)).c_str());
  if (budget.playouts < 1 || expert_budget.playouts < 1) {
    std::fprintf(stderr, "rummy sim: %s needs a positive number\n", budget.playouts < 1 ? "--playouts" : "--expert-playouts");
    return 2;
  }
  const bool paired = Flag(rest, "--paired");
  const int hands = std::atoi(Option(rest, "--hands", "0").c_str());
  if (hands < 0) {
    std::fprintf(stderr, "rummy sim: --hands needs a positive number\n");
    return 2;
  }
  const int threads = std::atoi(Option(rest, "--threads", "1").c_str());
  if (threads < 1 || threads > 256) {
    std::fprintf(stderr, "rummy sim: --threads needs a number from 1 to 256\n");
    return 2;
  }
#ifdef __EMSCRIPTEN__
  if (threads > 1) {
    std::fprintf(stderr, "rummy sim: this build runs on one thread\n");
    return 2;
  }
#endif
  {
    Result<std::unique_ptr<State>> made = game->NewMatch(players, options, seed);
    if (!made) {
      std::fprintf(stderr, "rummy sim: %s\n", made.error().Message().c_str());
      return 2;
    }
  }
  std::vector<MatchResult> results(static_cast<size_t>(games));
  const auto start = std::chrono::steady_clock::now();
  std::atomic<long> next{0};
  auto work = [&] {
    for (long i = next++; i < games; i = next++)
      results[i] = PlayMatch(*game, levels, options, seed, i, paired, static_cast<size_t>(hands), budget, expert_budget);
  };
  if (threads == 1) {
    work();
  } else {
    std::vector<std::thread> pool;
    for (int k = 0; k < threads; ++k) pool.emplace_back(work);
    for (std::thread& th : pool) th.join();
  }
  std::map<std::string, LevelStats> stats;
  long long moves = 0, refusals = 0;
  std::string first_refusal;
  for (long i = 0; i < games; ++i) {
    const MatchResult& r = results[i];
    if (r.stuck) {
      std::printf("match %ld (seed %llu) did not end after %lld moves: a bot bug\n", i,
                  static_cast<unsigned long long>(MatchSeed(seed, i, players, paired)), kMaxMoves);
      return 1;
    }
    moves += r.moves;
    if (r.refusals > 0 && refusals == 0) first_refusal = r.first_refusal;
    refusals += r.refusals;
    for (int p = 0; p < players; ++p) {
      const std::string& level = LevelAt(levels, i, p);
      LevelStats& st = stats[level];
      ++st.seats;
      st.wins += r.share[p];
      st.total += r.total[p];
      if (csv)
        csv << i << ',' << MatchSeed(seed, i, players, paired) << ',' << p << ',' << level << ',' << r.total[p] << ','
            << r.share[p] << '\n';
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s, %d players (%s), %ld matches from seed %llu\n", game->Title().c_str(), players,
              Option(rest, "--seats", "basic,basic,basic,basic").c_str(), games, static_cast<unsigned long long>(seed));
  std::printf("%-8s %8s %10s %9s %20s %12s\n", "level", "seats", "wins", "win rate", "95% interval", "avg total");
  for (const auto& [level, st] : stats) {
    const auto [lo, hi] = Wilson(st.wins, st.seats);
    std::printf("%-8s %8d %10.1f %8.1f%% %9.1f%% - %5.1f%% %12.1f\n", level.c_str(), st.seats, st.wins,
                100.0 * st.wins / st.seats, 100.0 * lo, 100.0 * hi, static_cast<double>(st.total) / st.seats);
  }
  std::printf("an even share is %.1f%% per seat\n", 100.0 / players);
  if (stats.size() == 2) {
    const std::string& a = levels[0];
    const std::string& b = stats.begin()->first == a ? std::next(stats.begin())->first : stats.begin()->first;
    const Difference d = PointsDifference(results, levels, a, b, paired ? players : 1);
    std::printf("%s minus %s, points per match (positive: better for %s): %+.1f (95%%: %+.1f to %+.1f) over %ld deals%s\n",
                a.c_str(), b.c_str(), a.c_str(), d.mean, d.lo, d.hi, d.deals, paired ? " in every seat" : "");
  }
  if (threads == 1) {
    std::printf("%.1f s, %.1f matches/s, %.0f moves/s (one core)\n", seconds, games / seconds, moves / seconds);
  } else {
    std::printf("%.1f s, %.1f matches/s, %.0f moves/s (%d threads)\n", seconds, games / seconds, moves / seconds, threads);
  }
  if (refusals > 0) {
    std::printf("%lld bot moves were refused (a bot bug), the first: %s\n", refusals, first_refusal.c_str());
    return 1;
  }
  return 0;
}

}  // namespace rummy::tools
