#include "bots/strong_bot.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <numeric>

#include "solver/solver.h"

namespace rummy {

namespace {

constexpr int kMaxCandidates = 16;
constexpr int kMaxDiscards = 5;  // the discards leaving the least deadwood; the rest are rarely right
constexpr int kMaxPlayoutMoves = 4000;

// The moves worth comparing: the basic player's first, then single-step choices (draws, the
// discards that leave the least deadwood, claims, trick plays), then melds and lay-offs, each
// once. Fewer candidates leave more playouts for each.
std::vector<Move> Candidates(const Move& basic, const State& sample, const TableView& view) {
  const Rules& rules = sample.CurrentRules();
  std::vector<Move> legal = sample.LegalMoves();
  // Draw-and-discard games: the discards go last, best first by the deadwood they leave, and
  // only the first few stay. (Three Kings' widow discard is no deadwood question.)
  const auto discards = std::stable_partition(legal.begin(), legal.end(), [](const Move& m) { return m.kind != MoveKind::kDiscard; });
  if (view.game != "three-kings" && legal.end() - discards > kMaxDiscards) {
    const std::vector<int> after = SharedSolver(rules).DeadwoodAfterEachDiscard(view.hand);
    auto left = [&](const Move& m) {
      const auto it = std::find_if(view.hand.begin(), view.hand.end(), [&](Card c) { return c.face() == m.card.face(); });
      return it == view.hand.end() ? INT_MAX : after[it - view.hand.begin()];
    };
    std::stable_sort(discards, legal.end(), [&](const Move& a, const Move& b) { return left(a) < left(b); });
    legal.erase(discards + kMaxDiscards, legal.end());
  }
  std::vector<Move> out = {basic};
  std::vector<std::string> seen = {MoveToString(basic, rules)};
  for (int pass = 0; pass < 2; ++pass) {
    for (const Move& m : legal) {
      const bool simple = m.kind != MoveKind::kMeld && m.kind != MoveKind::kLayDown && m.kind != MoveKind::kLayOff &&
                          m.kind != MoveKind::kExchange;
      if (simple != (pass == 0) || static_cast<int>(out.size()) >= kMaxCandidates) continue;
      std::string text = MoveToString(m, rules);
      if (std::find(seen.begin(), seen.end(), text) != seen.end()) continue;
      seen.push_back(std::move(text));
      out.push_back(m);
    }
  }
  return out;
}

}  // namespace

double PlayOutHand(State& state, int seat, Rng& rng, int horizon,
                   std::optional<std::chrono::steady_clock::time_point> deadline) {
  const size_t hands_before = state.Sheet().hands.size();
  const int limit = horizon > 0 ? horizon : kMaxPlayoutMoves;
  BasicBot basic;
  int moves = 0;
  for (; moves < limit && !state.IsTerminal() && state.Sheet().hands.size() == hands_before; ++moves) {
    if (deadline && std::chrono::steady_clock::now() >= *deadline) return std::nan("");
    const int p = state.CurrentPlayer();
    const Move m = basic.Choose(state.ViewFor(p), state.CurrentRules(), rng);
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
  if (budget_.max_ms > 0) {
    deadline = Clock::now() + std::chrono::microseconds(static_cast<long long>(budget_.max_ms * 1000));
  }
  auto out_of_time = [&] { return deadline && Clock::now() >= *deadline; };
  Decision d;
  d.move = basic_.Choose(view, rules, rng);
  // Five Crowns and Three Kings hands are short: play them out. The longer hands of Kaluki,
  // Kentucky and Rummy are cut after a dozen turns each and judged by the deadwood left.
  const int horizon = view.game == "five-crowns" || view.game == "three-kings" ? 0 : 24 * view.players;
  const std::vector<Move> candidates = Candidates(d.move, *sampler.Sample(rng), view);
  if (candidates.size() < 2) return d;
  std::vector<double> sum(candidates.size(), 0);
  std::vector<int> count(candidates.size(), 0);
  std::vector<int> alive(candidates.size());
  std::iota(alive.begin(), alive.end(), 0);
  const int rounds = std::max(1, static_cast<int>(std::ceil(std::log2(static_cast<double>(candidates.size())))));
  const int per_round = std::max(1, budget_.playouts / rounds);
  auto mean = [&](int i) { return count[i] ? sum[i] / count[i] : -1e18; };
  bool stop = false;
  for (int round = 0; round < rounds && alive.size() > 1 && !stop; ++round) {
    const int deals = std::max(1, per_round / static_cast<int>(alive.size()));
    for (int k = 0; k < deals && !stop; ++k) {
      const std::unique_ptr<State> deal = sampler.Sample(rng);
      const uint64_t stream = rng.Next();
      for (int i : alive) {
        std::unique_ptr<State> s = deal->Clone();
        if (s->Apply(candidates[i])) continue;  // not legal in this deal (cannot happen: the hand is the same)
        Rng r(stream);
        const double v = PlayOutHand(*s, view.seat, r, horizon, deadline);
        if (std::isnan(v)) {  // out of time mid-playout: it does not count
          stop = true;
          break;
        }
        sum[i] += v;
        ++count[i];
        ++d.playouts;
        if ((stop = out_of_time())) break;
      }
    }
    // Keep the better half (the basic move wins ties: it comes first and the sort is stable).
    std::stable_sort(alive.begin(), alive.end(), [&](int a, int b) { return mean(a) > mean(b); });
    if (!stop) alive.resize((alive.size() + 1) / 2);
  }
  // The last round's survivors by their average, then the rest by theirs.
  std::vector<int> order = alive;
  std::vector<int> dropped;
  for (int i = 0; i < static_cast<int>(candidates.size()); ++i) {
    if (std::find(alive.begin(), alive.end(), i) == alive.end()) dropped.push_back(i);
  }
  std::stable_sort(dropped.begin(), dropped.end(), [&](int a, int b) { return mean(a) > mean(b); });
  order.insert(order.end(), dropped.begin(), dropped.end());
  for (int i : order) {
    if (count[i]) d.ranked.push_back({candidates[i], mean(i), count[i]});
  }
  if (!d.ranked.empty()) d.move = d.ranked.front().move;
  return d;
}

}  // namespace rummy
