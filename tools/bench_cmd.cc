// rummy bench solver: fixed-seed random hands per preset and a set of dense worst cases;
// prints microseconds per hand (p50, p99, max) and a checksum of the answers for each public
// question of the solver in a table of its own, so that no slow path hides behind a fast one,
// and a native and a wasm run of the same bench can be compared line by line (--baseline).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include "commands.h"
#include "registry/registry.h"
#include "solver/solver.h"

namespace rummy::tools {

namespace {

// The timer around each solve: std::chrono's steady clock natively. Under node that clock goes
// through clock_gettime to process.hrtime(), which builds an array on every read (0.07 to 0.2 us
// for two reads); performance.now() is the same monotonic clock at 0.04 to 0.05 us, so less of
// every time below is the clock's.
#ifdef __EMSCRIPTEN__
EM_JS(double, NowMs, (), { return performance.now(); });
using Stamp = double;
Stamp Now() { return NowMs(); }
double Us(Stamp from, Stamp to) { return (to - from) * 1000.0; }
#else
using Stamp = std::chrono::steady_clock::time_point;
Stamp Now() { return std::chrono::steady_clock::now(); }
double Us(Stamp from, Stamp to) { return std::chrono::duration<double, std::micro>(to - from).count(); }
#endif

struct Case {
  std::string name;
  std::string rules;
  std::vector<std::vector<Card>> hands;
  int repeat = 1;  // dense hands are timed several times each for stable numbers
};

struct Stats {
  double p50 = 0, p99 = 0, max = 0, mean = 0;
  long long checksum = 0;
  long long nodes = 0;
};

std::vector<std::vector<Card>> RandomHands(const Rules& rules, int size, int count, uint64_t seed) {
  Rng rng(seed);
  std::vector<std::vector<Card>> hands;
  for (int i = 0; i < count; ++i) {
    std::vector<Card> deck = rules.pack.Shuffled(rng);
    hands.emplace_back(deck.begin(), deck.begin() + size);
  }
  return hands;
}

// The solver's public questions, each answered as a number for the checksum.
struct Question {
  const char* name;
  long long (*ask)(Solver&, const std::vector<Card>&);
};
const Question kQuestions[] = {
    {"MinDeadwood", [](Solver& s, const std::vector<Card>& h) -> long long { return s.MinDeadwood(h); }},
    {"MinDeadwoodAfterDiscard", [](Solver& s, const std::vector<Card>& h) -> long long { return s.MinDeadwoodAfterDiscard(h); }},
    {"BestDiscard",
     [](Solver& s, const std::vector<Card>& h) -> long long {
       const Solver::Discard d = s.BestDiscard(h);
       return d.arrangement.deadwood_value * 1000LL + d.discard.code();
     }},
    {"CanGoOut", [](Solver& s, const std::vector<Card>& h) -> long long { return s.CanGoOut(h) ? 1 : 0; }},
    {"DeadwoodAfterEachDiscard",
     [](Solver& s, const std::vector<Card>& h) -> long long {
       long long sum = 0;
       for (int v : s.DeadwoodAfterEachDiscard(h)) sum += v;
       return sum;
     }},
    {"Arrange",
     [](Solver& s, const std::vector<Card>& h) -> long long {
       const Arrangement a = s.Arrange(h);
       return a.deadwood_value * 100LL + static_cast<long long>(a.melds.size());
     }},
};

Stats Run(const Case& c, const Question& q) {
  const Rules rules = *MakeRules(c.rules);
  Solver solver(rules);
  std::vector<double> us;
  Stats st;
  // Warm-up (and the JIT's tier-up under node) on the first hands.
  for (int round = 0; round < 3; ++round) {
    for (size_t i = 0; i < std::min<size_t>(c.hands.size(), 2000); ++i) q.ask(solver, c.hands[i]);
  }
  for (const std::vector<Card>& hand : c.hands) {
    for (int k = 0; k < c.repeat; ++k) {
      solver.Forget();  // a cold solve: no sub-hand known from the hand before
      const Stamp t0 = Now();
      const long long v = q.ask(solver, hand);
      const Stamp t1 = Now();
      us.push_back(Us(t0, t1));
      if (k == 0) {
        st.checksum += v;
        st.nodes += static_cast<long long>(solver.nodes());
      }
    }
  }
  std::sort(us.begin(), us.end());
  auto pct = [&](double p) { return us[std::min(us.size() - 1, static_cast<size_t>(p * static_cast<double>(us.size())))]; };
  st.p50 = pct(0.50);
  st.p99 = pct(0.99);
  st.max = us.back();
  double sum = 0;
  for (double x : us) sum += x;
  st.mean = sum / static_cast<double>(us.size());
  return st;
}

// The median time of an empty timed stretch (two clock reads), best of three rounds: part of every
// time the bench prints, and under node two to six times what it is natively, so it weighs on the
// ratio of the solves of a tenth of a microsecond.
double ClockCost() {
  double best = 1e9;
  for (int round = 0; round < 3; ++round) {  // the first round warms the clock's code up
    std::vector<double> us(20000);
    for (double& x : us) {
      const Stamp t0 = Now();
      const Stamp t1 = Now();
      x = Us(t0, t1);
    }
    std::sort(us.begin(), us.end());
    best = std::min(best, us[us.size() / 2]);
  }
  return best;
}

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t m = v.size() / 2;
  return v.size() % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2;
}

// Every preset's bench cases (RulesPresets: gin, then each game's), the random hands first.
std::vector<Case> Cases(int n, uint64_t seed) {
  std::vector<Case> cases;
  for (const bool dense : {false, true}) {
    for (const RulesPreset* preset : RulesPresets()) {
      for (const SolverBenchCase& b : preset->bench) {
        if ((b.cards == 0) != dense) continue;
        const Rules rules = *MakeRules(b.spec);
        if (!dense) {
          cases.push_back({b.name, b.spec, RandomHands(rules, b.cards, n, seed + b.seed.value_or(BenchSeed(b.name))), 1});
          continue;
        }
        Result<std::vector<Card>> hand = rules.pack.Parse(b.hand);
        RUMMY_CHECK(hand.ok());
        cases.push_back({b.name, b.spec, {*hand}, 2000});
      }
    }
  }
  return cases;
}

}  // namespace

int BenchCommand(const Args& args) {
  if (!args.empty() && (args[0] == "strong" || args[0] == "expert"))
    return BenchStrong(Args(args.begin() + 1, args.end()), args[0]);
  if (args.empty() || args[0] != "solver") {
    std::fprintf(stderr,
                 "usage: rummy bench solver [--hands N] [--seed S] [--question NAME] [--json FILE] [--baseline FILE]\n"
                 "       rummy bench strong|expert [--positions N] [--seed S] [--playouts N] [--ms M]\n");
    return 2;
  }
  const Args rest(args.begin() + 1, args.end());
  const std::string bad = UnknownOption(rest, {"--hands", "--seed", "--question", "--json", "--baseline"}, {});
  if (!bad.empty()) {
    std::fprintf(stderr, "rummy bench: unknown option '%s'\n", bad.c_str());
    return 2;
  }
  const std::string only = Option(rest, "--question");
  std::vector<const Question*> questions;
  for (const Question& q : kQuestions) {
    if (only.empty() || only == q.name) questions.push_back(&q);
  }
  if (questions.empty()) {
    std::string names;
    for (const Question& q : kQuestions) names += std::string(names.empty() ? "" : ", ") + q.name;
    std::fprintf(stderr, "rummy bench: no question '%s'; the questions are %s\n", only.c_str(), names.c_str());
    return 2;
  }
  const int n = std::max(100, std::atoi(Option(rest, "--hands", "20000").c_str()));
  const uint64_t seed = std::strtoull(Option(rest, "--seed", "20261122").c_str(), nullptr, 10);
  nlohmann::json baseline;
  const std::string baseline_path = Option(rest, "--baseline");
  if (!baseline_path.empty()) {
    std::ifstream in(baseline_path);
    baseline = nlohmann::json::parse(in, nullptr, false);
    if (baseline.is_discarded()) {
      std::fprintf(stderr, "rummy bench: cannot read baseline %s\n", baseline_path.c_str());
      return 2;
    }
  }
#ifdef __EMSCRIPTEN__
  const char* platform = "wasm";
#else
  const char* platform = "native";
#endif
  std::printf("solver bench (%s): %d random hands per preset, seed %llu; dense hands x2000; cold solves\n", platform, n,
              static_cast<unsigned long long>(seed));
  const double clock_cost = ClockCost();
  std::printf("reading the clock twice: %.3f us (p50), included in every time below\n", clock_cost);
  nlohmann::json out = nlohmann::json::object();
  out["clock"] = {{"p50", clock_cost}};
  bool checksums_match = true;
  std::vector<double> ratios;  // each case's p50 over the baseline's
  const std::vector<Case> cases = Cases(n, seed);
  for (const Question* q : questions) {
    std::printf("\n%s\n", q->name);
    std::printf("%-22s %9s %9s %9s %9s %11s %14s%s\n", "case", "mean us", "p50 us", "p99 us", "max us", "nodes/hand", "checksum",
                baseline.is_object() ? "  p50 ratio vs baseline" : "");
    for (const Case& c : cases) {
      const Stats st = Run(c, *q);
      const double nodes = static_cast<double>(st.nodes) / static_cast<double>(c.hands.size());
      std::printf("%-22s %9.3f %9.3f %9.3f %9.2f %11.1f %14lld", c.name.c_str(), st.mean, st.p50, st.p99, st.max, nodes,
                  st.checksum);
      // MinDeadwood keeps the keys of the benches before the other questions were timed.
      const std::string key = q == &kQuestions[0] ? c.name : std::string(q->name) + " " + c.name;
      if (baseline.is_object() && baseline.contains(key)) {
        const double base = baseline[key]["p50"].get<double>();
        std::printf("  %.2f", base > 0 ? st.p50 / base : 0.0);
        if (base > 0) ratios.push_back(st.p50 / base);
        if (baseline[key]["checksum"].get<long long>() != st.checksum) {
          std::printf("  CHECKSUM DIFFERS");
          checksums_match = false;
        }
      }
      std::printf("\n");
      std::fflush(stdout);
      out[key] = {{"mean", st.mean}, {"p50", st.p50}, {"p99", st.p99}, {"max", st.max}, {"checksum", st.checksum}};
    }
  }
  if (!ratios.empty()) { std::printf("\nmedian of the %zu p50 ratios: %.2f\n", ratios.size(), Median(ratios)); }
  const std::string json_path = Option(rest, "--json");
  if (!json_path.empty()) std::ofstream(json_path) << out.dump(2) << "\n";
  return checksums_match ? 0 : 1;
}

}  // namespace rummy::tools
