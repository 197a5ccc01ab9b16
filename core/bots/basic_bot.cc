#include "bots/basic_bot.h"
#include "bots/easy_bot.h"
#include "bots/strong_bot.h"

#include <algorithm>
#include <array>
#include <climits>
#include <span>

#include "games/kentucky/kentucky.h"
#include "solver/meld_search.h"

namespace rummy {

namespace {

// Opening potential of a hand: the value of its best single meld if one more joker arrived.
int OpeningPotential(const Rules& rules, std::vector<Card> hand) {
  hand.push_back(Card::Joker(3, kMaxDecks - 1));  // a stand-in joker no real hand holds
  int best = 0;
  ForEachMeld(rules, hand, [&](const Meld& m) { best = std::max(best, MeldTableValue(rules, m)); });
  return best;
}

}  // namespace

// Bots that all take each other's discards can pass the same cards round for ever while the
// stock never moves (seen in Five Crowns, where nothing else ends a hand): now and then a
// useful discard is left for the stock.
bool BreakCycle(Rng& rng) { return rng.Below(8) == 0; }

bool TakenIsBarred(const TableView& view) {
  return view.taken.has_value() && OptionOr(*view.options, "upcard-rule", 1) != 0;
}

namespace {

// The house rules that bar discards, looked up once for a whole hand.
struct DiscardRules {
  bool upcard;      // the card just taken may not go
  bool keep_taken;  // Rummy: no card taken from the track this turn (unless every card was)
};

DiscardRules DiscardRulesOf(const TableView& view) {
  return {TakenIsBarred(view), OptionOr(*view.options, "keep-taken", 0) != 0 && !view.taken_cards.empty()};
}

bool Barred(const TableView& view, const DiscardRules& rules, Card c) {
  if (rules.upcard && c == *view.taken) return true;
  if (!rules.keep_taken) return false;
  auto taken = [&](Card x) { return std::find(view.taken_cards.begin(), view.taken_cards.end(), x) != view.taken_cards.end(); };
  if (std::all_of(view.hand.begin(), view.hand.end(), taken)) return false;
  // The engine discards a copy of the named face that was not taken, when there is one.
  for (Card x : view.hand) {
    if (x.face() == c.face() && !taken(x)) return false;
  }
  return true;
}

}  // namespace

bool DiscardBarred(const TableView& view, Card c) { return Barred(view, DiscardRulesOf(view), c); }

std::vector<size_t> AllowedDiscards(const TableView& view) {
  const DiscardRules rules = DiscardRulesOf(view);
  std::vector<size_t> out;
  out.reserve(view.hand.size());
  for (size_t i = 0; i < view.hand.size(); ++i) {
    if (!Barred(view, rules, view.hand[i])) out.push_back(i);
  }
  return out;
}

// The card of the hand (other than the one just taken) whose discard gives the lowest key;
// `key(card, rest)` returns a tuple-like array compared lexicographically.
template <typename Key>
Card PickDiscard(const TableView& view, Key key) {
  Card pick = view.hand[0];
  bool have = false;
  decltype(key(pick, view.hand)) best{};
  for (size_t i = 0; i < view.hand.size(); ++i) {
    const Card c = view.hand[i];
    if (DiscardBarred(view, c)) continue;
    std::vector<Card> rest = view.hand;
    rest.erase(rest.begin() + static_cast<long>(i));
    const auto k = key(c, rest);
    if (!have || k < best) {
      best = k;
      pick = c;
      have = true;
    }
  }
  return pick;
}

namespace {

struct DiscardChoice {
  size_t index;  // into the hand
  int deadwood;  // left by the discard
};

// The discard that leaves the lowest deadwood among the cards that may go: not a wild card while
// another will do, the most valuable among equals, the first in the hand among identical values.
// going_out_first: before all that, the first card of the hand (a wild one too) whose discard
// leaves no deadwood at all.
DiscardChoice ChooseDiscard(const TableView& view, const Rules& rules, bool going_out_first) {
  Solver& solver = SharedSolver(rules);
  const std::vector<Card>& hand = view.hand;
  std::vector<size_t> allowed = AllowedDiscards(view);
  if (allowed.empty()) return {0, solver.DeadwoodAfterEachDiscard(hand)[0]};
  auto is_wild = [&](size_t i) { return rules.IsWild(hand[i]); };
  // The least over every natural card (allowed or not): one search.
  const bool any_natural = !std::all_of(allowed.begin(), allowed.end(), is_wild);
  const int least = any_natural ? solver.LeastAfterNaturalDiscard(hand) : Solver::kNoDiscard;
  if (going_out_first && least == 0) {
    const int out = solver.FirstLeaving(hand, allowed, 0);
    if (out >= 0) return {static_cast<size_t>(out), 0};
  }
  // The wild cards (in hand order), then the natural ones.
  // (Emscripten 3.1.6's libc++ has no span from two iterators: a count it is.)
  const size_t wild_count = static_cast<size_t>(std::partition(allowed.begin(), allowed.end(), is_wild) - allowed.begin());
  const std::span<size_t> wilds = std::span<size_t>(allowed).first(wild_count);
  const std::span<size_t> naturals = std::span<size_t>(allowed).subspan(wild_count);
  std::sort(wilds.begin(), wilds.end());
  if (going_out_first && least != 0) {
    // No natural discard leaves nothing unless the least is 0, so only wild ones are asked then.
    const int out = solver.FirstLeaving(hand, wilds, 0);
    if (out >= 0) return {static_cast<size_t>(out), 0};
  }
  if (!naturals.empty()) {
    // The most valuable allowed natural card that reaches the least (first in hand order).
    std::sort(naturals.begin(), naturals.end(), [&](size_t a, size_t b) {
      const int va = rules.HandValue(hand[a]), vb = rules.HandValue(hand[b]);
      return va != vb ? va > vb : a < b;
    });
    const int i = solver.FirstLeaving(hand, naturals, least);
    if (i >= 0) return {static_cast<size_t>(i), least};
  }
  // Only wild cards may go, or the least is reached only by a card that may not: every value.
  const std::span<size_t> pool = naturals.empty() ? wilds : naturals;
  const std::vector<int> after = solver.DeadwoodAfterEachDiscard(hand);
  auto key = [&](size_t i) { return std::array<int, 2>{after[i], -rules.HandValue(hand[i])}; };
  size_t best = pool[0];
  for (size_t i : pool) {
    if (key(i) < key(best)) best = i;
  }
  return {best, after[best]};
}

}  // namespace

Card BasicBot::BestDiscard(const TableView& view, const Rules& rules) {
  return view.hand[ChooseDiscard(view, rules, /*going_out_first=*/false).index];
}

Move BasicBot::FiveCrowns(const TableView& view, const Rules& rules, Rng& rng) {
  Solver& solver = SharedSolver(rules);
  if (view.phase == "draw") {
    if (view.discard.empty()) return Move::Draw();
    const Card top = view.discard.back();
    if (rules.IsWild(top)) return Move::Take();
    return solver.TakeLowersDeadwood(view.hand, top) && !BreakCycle(rng) ? Move::Take() : Move::Draw();
  }
  // Going out beats everything: any discard (a wild one too) that leaves no deadwood.
  const DiscardChoice choice = ChooseDiscard(view, rules, /*going_out_first=*/true);
  const size_t pick = choice.index;
  const Card discard = view.hand[pick];
  const bool final_turn = view.out_player >= 0;
  const bool may_go_out = !(OptionOr(*view.options, "first-turn-out", 1) == 0 && view.turns_taken[view.seat] == 0);
  if (!final_turn && !(choice.deadwood == 0 && may_go_out)) return Move::Discard(discard);
  std::vector<Card> rest = view.hand;
  rest.erase(rest.begin() + static_cast<long>(pick));
  const Arrangement a = solver.Arrange(rest);
  if (!a.melds.empty()) {
    Move m = Move::Of(MoveKind::kLayDown, discard);
    for (const Meld& meld : a.melds) m.melds.push_back(SpecOf(meld));
    return m;
  }
  return Move::Discard(discard);
}

Move BasicBot::Kaluki(const TableView& view, const Rules& rules, Rng& rng) {
  Solver& solver = SharedSolver(rules);
  const bool opened = view.opened[view.seat];
  auto option = [&](std::string_view name) { return OptionOr(*view.options, name, 0); };
  // A hand left after a meld or lay-off must still let the turn end.
  auto leaves_turn_open = [&](const std::vector<Card>& after, std::optional<Card> taken) {
    if (after.empty()) return !option("must-discard");
    return !(after.size() == 1 && taken && after[0] == *taken);  // it may not be discarded
  };
  if (view.phase == "draw") {
    if (view.discard.empty()) return Move::Draw();
    const Card top = view.discard.back();
    std::vector<Card> with = view.hand;
    with.push_back(top);
    if (!opened) {
      std::optional<Opening> o = FindOpening(solver, with, 51, top);
      if (o && leaves_turn_open(Without(with, o->meld.cards), top)) return Move::Take();
      if (option("combined-opening")) {
        if (std::optional<std::vector<Meld>> c = FindCombinedOpening(rules, with, 51, top)) {
          std::vector<Card> used;
          for (const Meld& m : *c) used.insert(used.end(), m.cards.begin(), m.cards.end());
          if (leaves_turn_open(Without(with, used), top)) return Move::Take();
        }
      }
      return Move::Draw();
    }
    return solver.TakeLowersDeadwood(view.hand, top) && !BreakCycle(rng) ? Move::Take() : Move::Draw();
  }
  if (!opened) {
    if (std::optional<Opening> o = FindOpening(solver, view.hand, 51, view.taken)) {
      if (leaves_turn_open(Without(view.hand, o->meld.cards), view.taken)) {
        return Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(o->meld)});
      }
    }
    if (option("combined-opening")) {
      if (std::optional<std::vector<Meld>> c = FindCombinedOpening(rules, view.hand, 51, view.taken)) {
        Move m = Move::Of(MoveKind::kMeld);
        std::vector<Card> used;
        for (const Meld& x : *c) {
          m.melds.push_back(SpecOf(x));
          used.insert(used.end(), x.cards.begin(), x.cards.end());
        }
        if (leaves_turn_open(Without(view.hand, used), view.taken)) return m;
      }
    }
    // Keep what builds toward 51: discard the card whose loss keeps the best opening in reach,
    // the least valuable among equals (never a joker while another card will do).
    return Move::Discard(PickDiscard(view, [&](Card c, const std::vector<Card>& rest) {
      return std::array<int, 2>{-OpeningPotential(rules, rest), rules.IsWild(c) ? 1000 : rules.HandValue(c)};
    }));
  }
  // Open: meld what the solver melds (keeping a card to discard unless all of it goes down).
  const Arrangement a = solver.Arrange(view.hand);
  for (const Meld& m : a.melds) {
    if (leaves_turn_open(Without(view.hand, m.cards), view.taken)) {
      return Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(m)});
    }
  }
  if (option("layoff-next-turn") && view.opened_this_turn) return Move::Discard(BestDiscard(view, rules));
  const std::vector<Meld> table = MeldsOf(view.melds);
  for (Card c : a.deadwood) {
    if (!leaves_turn_open(Without(view.hand, {c}), view.taken)) continue;
    const std::vector<LayOffTarget> t = LayOffTargets(rules, table, c);
    if (!t.empty()) return Move::Of(MoveKind::kLayOff, c, t[0].meld, t[0].end);
  }
  return Move::Discard(BestDiscard(view, rules));
}

namespace {

// This hand's contract, worked out from the house options once per match and hand rather than
// every move (a match's options are one shared object, so its address names them).
const Contract& ContractFor(const TableView& view) {
  thread_local std::shared_ptr<const Options> options;  // held, so the address is not reused
  thread_local int hand = 0;
  thread_local Contract contract;
  if (options != view.options || hand != view.hand_number) {
    options = view.options;
    hand = view.hand_number;
    contract = kentucky::ContractOf(*options, hand);
  }
  return contract;
}

}  // namespace

Move BasicBot::Kentucky(const TableView& view, const Rules& rules) {
  Solver& solver = SharedSolver(rules);
  const Contract& contract = ContractFor(view);
  const bool down = view.opened[view.seat];
  const std::vector<Meld> table = MeldsOf(view.melds);
  auto option = [&](std::string_view name) { return OptionIn(*view.options, name); };
  // Where `c` may be laid off, wild limits included.
  auto targets = [&](Card c) {
    std::vector<LayOffTarget> ok;
    for (const LayOffTarget& t : LayOffTargets(rules, table, c)) {
      Result<Meld> after = LayOff(rules, table[t.meld], c, t.end);
      if (after && !kentucky::CheckWildLimits(rules, *view.options, contract, view.melds, *after, t.meld)) ok.push_back(t);
    }
    return ok;
  };
  // A hand left after a meld or lay-off must keep a card that may be discarded.
  auto keeps_discard = [&](const std::vector<Card>& after) {
    if (after.empty()) return option("out-without-discard") != 0;
    return !(after.size() == 1 && TakenIsBarred(view) && after[0] == *view.taken);
  };
  auto completes_meld = [&](Card c) { return solver.AddLowersDeadwood(view.hand, c); };
  if (view.phase == "claim") {
    const Card d = view.discard.back();
    if (down && view.hand.size() >= 2 && !option("no-kentucky-call")) {
      const std::vector<LayOffTarget> t = targets(d);
      if (!t.empty()) return Move::Of(MoveKind::kKentucky, d, t[0].meld, t[0].end);
    }
    const int limit = option("may-i-limit");
    const bool may = (limit == 0 || view.may_i[view.seat] < limit) && !(option("may-i-not-down") && down) &&
                     (view.stock_size >= option("penalty-cards") + 1 || option("may-i-short-stock"));
    // Enough cards for the contract and a discard, plus a little room: more would only cost.
    const bool room = static_cast<int>(view.hand.size()) < kentucky::ContractCards(contract) + 3;
    if (!down && may && room && completes_meld(d)) return Move::Of(MoveKind::kMayI);
    return Move::Of(MoveKind::kPass);
  }
  if (view.phase == "draw") {
    if (view.discard.empty() || view.discard_dead) return Move::Draw();
    const Card top = view.discard.back();
    if (down) return targets(top).empty() ? Move::Draw() : Move::Take();
    return solver.TakeLowersDeadwood(view.hand, top) ? Move::Take() : Move::Draw();
  }
  if (!down) {
    if (std::optional<ContractLay> lay = FindContract(rules, view.hand, contract, 1)) {
      std::vector<Card> used;
      for (const Meld& m : lay->melds) used.insert(used.end(), m.cards.begin(), m.cards.end());
      if (keeps_discard(Without(view.hand, used))) {
        Move m = Move::Of(MoveKind::kMeld);
        for (const Meld& meld : lay->melds) m.melds.push_back(SpecOf(meld));
        return m;
      }
    }
    return Move::Discard(BestDiscard(view, rules));
  }
  const bool no_layoff_yet = option("exact-lengths") && view.opened_this_turn;
  for (Card c : view.hand) {
    if (no_layoff_yet || !keeps_discard(Without(view.hand, {c}))) continue;
    const std::vector<LayOffTarget> t = targets(c);
    if (!t.empty()) return Move::Of(MoveKind::kLayOff, c, t[0].meld, t[0].end);
  }
  // Down: nothing more can be melded, so shed the most valuable card.
  return Move::Discard(PickDiscard(view, [&](Card c, const std::vector<Card>&) { return -rules.HandValue(c); }));
}

Move BasicBot::Choose(const TableView& view, const Rules& rules, Rng& rng) {
  if (view.game == "kaluki") return Kaluki(view, rules, rng);
  if (view.game == "kentucky") return Kentucky(view, rules);
  if (view.game == "rummy") return Rummy(view, rules, rng);
  if (view.game == "three-kings") return ThreeKings(view, rules);
  return FiveCrowns(view, rules, rng);
}

std::unique_ptr<Bot> MakeBot(const std::string& level, const std::string& game, SearchBudget budget) {
  const bool known =
      game == "five-crowns" || game == "kaluki" || game == "kentucky" || game == "rummy" || game == "three-kings";
  if (known && level == "basic") return std::make_unique<BasicBot>();
  if (known && level == "easy") return std::make_unique<EasyBot>();
  if (known && level == "strong") return std::make_unique<StrongBot>(budget);
  return nullptr;
}

Move PlayBotMove(Bot& bot, State& state, Rng& rng, std::string* refusal) {
  const int seat = state.CurrentPlayer();
  state.ViewInto(seat, bot.view_);
  const Move m = bot.ChooseWithSamples(bot.view_, state.CurrentRules(), rng, Sampler(state, seat));
  const std::optional<Error> e = state.Apply(m);
  if (!e) return m;
  if (refusal) *refusal = MoveToString(m, state.CurrentRules()) + ": " + e->Message();
  const Move fallback = state.LegalMoves().front();
  RUMMY_CHECK(!state.Apply(fallback).has_value());
  return fallback;
}

}  // namespace rummy
