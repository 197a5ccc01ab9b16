#include "game/invariants.h"

#include <algorithm>

#include "game/save.h"
#include "solver/solver.h"

namespace rummy {

std::vector<uint16_t> CardCodes(const std::vector<Card>& cards) {
  std::vector<uint16_t> out;
  out.reserve(cards.size());
  for (Card c : cards) out.push_back(c.code());
  std::sort(out.begin(), out.end());
  return out;
}

std::optional<std::string> CheckInvariants(const State& s, const std::vector<uint16_t>& pack, Rng& rng, bool check_save) {
  if (CardCodes(s.AllCards()) != pack) return "cards lost or doubled:\n" + s.ToString();
  const std::string text = s.ToString();
  if (s.Clone()->ToString() != text) return "a clone differs from the original";
  for (int seat = 0; seat < s.NumPlayers(); ++seat) {
    const TableView v = s.ViewFor(seat);
    if (CardCodes(v.hand) != CardCodes(s.HandOf(seat))) return "seat " + std::to_string(seat) + "'s view shows another hand";
    if (!FindGame(v.game)->OpenDiscardPile() && v.discard.size() > 1) return "a view shows more than the top discard";
    for (int other = 0; other < s.NumPlayers(); ++other) {
      if (v.hand_sizes[other] != static_cast<int>(s.HandOf(other).size())) return "a view has a wrong hand size";
      if (other == seat) continue;
      for (Card c : s.HandOf(other)) {
        if (std::find(v.hand.begin(), v.hand.end(), c) != v.hand.end() ||
            std::find(v.discard.begin(), v.discard.end(), c) != v.discard.end()) {
          return "seat " + std::to_string(seat) + " can see " + c.ToString() + " in seat " + std::to_string(other) + "'s hand";
        }
      }
    }
  }
  std::unique_ptr<State> probe = s.Clone();
  const Move junk[] = {
      Move::Discard(Card::Natural(static_cast<Suit>(rng.Below(4)), 1 + static_cast<int>(rng.Below(13)))),
      Move::Draw(),
      Move::Take(),
      Move::Of(MoveKind::kLayOff, Card::Joker(), 99),
      *ParseMove("meld 2C 9D KS"),
      *ParseMove("play 2C 9D KS"),
      Move::Of(MoveKind::kPass),
  };
  for (const Move& m : junk) {
    if (!probe->Check(m)) continue;  // legal here: not a refusal test
    if (!probe->Apply(m)) return "Check and Apply disagree on " + MoveToString(m, s.CurrentRules());
    if (probe->ToString() != text) return "a refused move (" + MoveToString(m, s.CurrentRules()) + ") changed the state";
  }
  if (check_save) {
    Result<std::unique_ptr<State>> loaded = LoadMatch(SaveMatch(s));
    if (!loaded) return "a save does not load: " + loaded.error().Message();
    if ((*loaded)->ToString() != text) return "a loaded save differs from the game it saved";
  }
  return std::nullopt;
}

Move ProgressMove(const State& s, const std::vector<Move>& moves, Rng& rng) {
  // Asked about another player's discard (Kentucky, Rummy's call): usually let it go, as players
  // do; calling every time would grow the hands without end.
  const bool claims = std::all_of(moves.begin(), moves.end(), [](const Move& m) {
    return m.kind == MoveKind::kPass || m.kind == MoveKind::kMayI || m.kind == MoveKind::kKentucky || m.kind == MoveKind::kRummy;
  });
  if (claims && moves.size() > 1 && moves[0].kind == MoveKind::kPass && rng.Below(4) != 0) return moves[0];
  std::vector<Move> progress, discards;
  for (const Move& m : moves) (m.kind == MoveKind::kDiscard ? discards : progress).push_back(m);
  const bool draw_step =
      !progress.empty() && (progress[0].kind == MoveKind::kDrawStock || progress[0].kind == MoveKind::kTakeDiscard);
  if (!progress.empty() && !draw_step && rng.Below(10) < 7) return progress[rng.Below(progress.size())];
  if (!discards.empty() && rng.Below(10) < 7) {
    Solver& solver = SharedSolver(s.CurrentRules());
    const std::vector<Card> hand = s.HandOf(s.CurrentPlayer());
    int best = 1 << 30;
    Move pick = discards[0];
    for (const Move& d : discards) {
      std::vector<Card> rest = hand;
      auto it = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == d.card.face(); });
      if (it == rest.end()) continue;
      rest.erase(it);
      const int v = solver.MinDeadwood(rest);
      if (v < best) {
        best = v;
        pick = d;
      }
    }
    return pick;
  }
  return moves[rng.Below(moves.size())];
}

}  // namespace rummy
