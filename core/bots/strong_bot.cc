#include "bots/strong_bot.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <numeric>

#include "solver/solver.h"

namespace rummy {

namespace {

constexpr int kMaxPlayoutMoves = 4000;
// How many standard errors of the paired difference a move must beat the basic move by.
constexpr double kSwitchMargin = 1.0;

// The moves worth comparing: the basic player's first, then single-step choices (draws, the
// discards that leave the least deadwood, claims, trick plays), then melds and lay-offs, each
// once. Fewer candidates leave more playouts for each.
std::vector<Move> Candidates(const Move& basic, const State& sample, const TableView& view, const SearchShape& shape) {
  const int max_discards = shape.max_discards, max_candidates = shape.max_candidates;
  const Rules& rules = sample.CurrentRules();
  std::vector<Move> legal = sample.LegalMoves();
  // Draw-and-discard games: the discards go last, best first by the deadwood they leave, and
  // only the first few stay. (Three Kings' widow discard is no deadwood question.)
  const auto discards =
      std::stable_partition(legal.begin(), legal.end(), [](const Move& m) { return m.kind != MoveKind::kDiscard; });
  if (FindPlayer(view.game)->discards_by_deadwood && legal.end() - discards > max_discards) {
    const std::vector<int> after = SharedSolver(rules).DeadwoodAfterEachDiscard(view.hand);
    auto left = [&](const Move& m) {
      const auto it = std::find_if(view.hand.begin(), view.hand.end(), [&](Card c) { return c.face() == m.card.face(); });
      return it == view.hand.end() ? INT_MAX : after[it - view.hand.begin()];
    };
    std::stable_sort(discards, legal.end(), [&](const Move& a, const Move& b) { return left(a) < left(b); });
    legal.erase(discards + max_discards, legal.end());
  }
  std::vector<Move> out = {basic};
  std::vector<std::string> seen = {MoveToString(basic, rules)};
  for (int pass = 0; pass < 2; ++pass) {
    for (const Move& m : legal) {
      const bool simple = m.kind != MoveKind::kMeld && m.kind != MoveKind::kLayDown && m.kind != MoveKind::kLayOff &&
                          m.kind != MoveKind::kExchange;
      if (simple != (pass == 0) || static_cast<int>(out.size()) >= max_candidates) continue;
      std::string text = MoveToString(m, rules);
      if (std::find(seen.begin(), seen.end(), text) != seen.end()) continue;
      seen.push_back(std::move(text));
      out.push_back(m);
    }
  }
  return out;
}

}  // namespace

double PlayOutHand(State& state, int seat, Rng& rng, int horizon, std::optional<std::chrono::steady_clock::time_point> deadline) {
  const size_t hands_before = state.Sheet().hands.size();
  const int limit = horizon > 0 ? horizon : kMaxPlayoutMoves;
  BasicBot basic;
  TableView view;  // filled anew each move, in the same storage
  int moves = 0;
  for (; moves < limit && !state.IsTerminal() && state.Sheet().hands.size() == hands_before; ++moves) {
    if (deadline && std::chrono::steady_clock::now() >= *deadline) return std::nan("");
    const int p = state.CurrentPlayer();
    state.ViewInto(p, view);
    const Move m = basic.Choose(view, state.CurrentRules(), rng);
    if (state.Apply(m)) state.Apply(state.LegalMoves().front());  // a basic-bot slip must not stop the playout
  }
  const ScoreSheet& sheet = state.Sheet();
  std::vector<double> row(state.NumPlayers(), 0);
  bool lowest_wins = sheet.lowest_wins;
  if (sheet.hands.size() > hands_before) {
    row.assign(sheet.hands[hands_before].begin(), sheet.hands[hands_before].end());
  } else if (moves >= horizon && horizon > 0) {
    // Cut short: what each player would still hold against them, the lowest deadwood of the hand.
    Solver& solver = SharedSolver(state.CurrentRules());
    for (int p = 0; p < state.NumPlayers(); ++p) row[p] = solver.MinDeadwood(state.HandOf(p));
    lowest_wins = true;
  }
  double others = 0;
  for (size_t p = 0; p < row.size(); ++p) {
    if (static_cast<int>(p) != seat) others += row[p];
  }
  others /= static_cast<double>(row.size() - 1);
  const double diff = row[seat] - others;
  return lowest_wins ? -diff : diff;
}

StrongBot::Decision StrongBot::Decide(const TableView& view, const Rules& rules, Rng& rng, const Sampler& sampler) {
  using Clock = std::chrono::steady_clock;
  std::optional<Clock::time_point> deadline;
  if (budget_.max_ms > 0) { deadline = Clock::now() + std::chrono::microseconds(static_cast<long long>(budget_.max_ms * 1000)); }
  auto out_of_time = [&] { return deadline && Clock::now() >= *deadline; };
  Decision d;
  d.move = basic_.Choose(view, rules, rng);
  // Hands are played out to their end and scored as the game scores them; only Rummy's long
  // hands (a deck's worth of turns) are cut after two dozen turns each and judged by deadwood.
  const int horizon = FindPlayer(view.game)->playout_turns_per_player * view.players;
  const std::vector<Move> candidates = Candidates(d.move, *sampler.Sample(rng), view, shape_);
  if (candidates.size() < 2) return d;
  const size_t n = candidates.size();
  std::vector<double> sum(n, 0);
  std::vector<int> count(n, 0);
  // Against the basic move (candidate 0) on the same deals: sums of the differences and of
  // their squares, and how many deals.
  std::vector<double> diff(n, 0), diff_sq(n, 0);
  std::vector<int> pairs(n, 0);
  std::vector<int> alive(n);
  std::iota(alive.begin(), alive.end(), 0);
  const int rounds = std::max(1, static_cast<int>(std::ceil(std::log2(static_cast<double>(n)))));
  const int per_round = std::max(1, budget_.playouts / rounds);
  auto mean = [&](int i) { return count[i] ? sum[i] / count[i] : -1e18; };
  bool stop = false;
  for (int round = 0; round < rounds && alive.size() > 1 && !stop; ++round) {
    const int deals = std::max(1, per_round / static_cast<int>(alive.size()));
    for (int k = 0; k < deals && !stop; ++k) {
      const std::unique_ptr<State> deal = sampler.Sample(rng);
      const uint64_t stream = rng.Next();
      std::vector<double> value(n, std::nan(""));
      for (int i : alive) {
        std::unique_ptr<State> s = deal->Clone();
        if (s->Apply(candidates[i])) continue;  // not legal in this deal (cannot happen: the hand is the same)
        Rng r(stream);
        const double v = PlayOutHand(*s, view.seat, r, horizon, deadline);
        if (std::isnan(v)) {  // out of time mid-playout: it does not count
          stop = true;
          break;
        }
        value[i] = v;
        sum[i] += v;
        ++count[i];
        ++d.playouts;
        if ((stop = out_of_time())) break;
      }
      for (int i : alive) {
        if (i == 0 || std::isnan(value[i]) || std::isnan(value[0])) continue;
        const double x = value[i] - value[0];
        diff[i] += x;
        diff_sq[i] += x * x;
        ++pairs[i];
      }
    }
    // Keep the better half (the basic move wins ties: it comes first and the sort is stable),
    // and the basic move itself, the yardstick of the last comparison.
    std::stable_sort(alive.begin(), alive.end(), [&](int a, int b) { return mean(a) > mean(b); });
    if (!stop) {
      alive.resize((alive.size() + 1) / 2);
      if (std::find(alive.begin(), alive.end(), 0) == alive.end()) alive.push_back(0);
    }
  }
  // The lead over the basic move in standard errors of the paired difference (0 with fewer than
  // two deals to tell).
  auto sure = [&](int i) {
    if (pairs[i] < 2) return 0.0;
    const double m = pairs[i], avg = diff[i] / m;
    const double var = std::max(0.0, (diff_sq[i] - m * avg * avg) / (m - 1));
    return var > 0 ? avg / std::sqrt(var / m) : (avg > 0 ? 1e9 : 0.0);
  };
  // The best by its average replaces the basic move only when it beat it on the same deals
  // clearly: by a paired difference of at least kSwitchMargin standard errors (say, it gained in
  // one deal of five and lost in none). The search is noisy and the basic move is a good default;
  // a move that merely drew luckier deals must not win.
  const int best = *std::max_element(alive.begin(), alive.end(), [&](int a, int b) { return mean(a) < mean(b); });
  const int chosen = best != 0 && sure(best) >= kSwitchMargin - 1e-9 ? best : 0;
  // The move chosen first, then the last round's survivors by their average, then the rest.
  std::vector<bool> survived(n, false);
  for (int i : alive) survived[i] = true;
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if ((a == chosen) != (b == chosen)) return a == chosen;
    if (survived[a] != survived[b]) return static_cast<bool>(survived[a]);
    return mean(a) > mean(b);
  });
  for (int i : order) {
    if (count[i]) d.ranked.push_back({candidates[i], mean(i), count[i], pairs[i] ? diff[i] / pairs[i] : 0.0, sure(i)});
  }
  d.move = candidates[chosen];
  return d;
}

}  // namespace rummy
