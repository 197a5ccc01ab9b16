#include "bots/basic_bot.h"
#include "bots/easy_bot.h"
#include "bots/strong_bot.h"

#include <algorithm>
#include <array>
#include <climits>
#include <span>

#include "solver/solver.h"

namespace rummy {


// Bots that all take each other's discards can pass the same cards round for ever while the
// stock never moves (seen in Five Crowns, where nothing else ends a hand): now and then a
// useful discard is left for the stock.
bool BreakCycle(Rng& rng) { return rng.Below(8) == 0; }

bool TakenIsBarred(const TableView& view) { return view.taken.has_value() && OptionOr(*view.options, "upcard-rule", 1) != 0; }

namespace {

// The house rules that bar discards, looked up once for a whole hand.
struct DiscardRules {
  bool upcard;                    // the card just taken may not go
  const std::vector<Card>* kept;  // cards kept this turn (unless every card in hand is one), or nullptr
};

DiscardRules DiscardRulesOf(const TableView& view) {
  const GamePlayer* player = FindPlayer(view.game);
  const std::vector<Card>* kept = player != nullptr && player->kept_cards ? player->kept_cards(view) : nullptr;
  return {TakenIsBarred(view), kept != nullptr && !kept->empty() ? kept : nullptr};
}

// Inline: asked for every card of the hand at every discard, and mostly answered by its first tests.
[[gnu::always_inline]] inline bool Barred(const TableView& view, const DiscardRules& rules, Card c) {
  if (rules.upcard && c == *view.taken) return true;
  if (!rules.kept) return false;
  auto taken = [&](Card x) { return std::find(rules.kept->begin(), rules.kept->end(), x) != rules.kept->end(); };
  if (std::all_of(view.hand.begin(), view.hand.end(), taken)) return false;
  // The engine discards a copy of the named face that was not taken, when there is one.
  for (Card x : view.hand) {
    if (x.face() == c.face() && !taken(x)) return false;
  }
  return true;
}

}  // namespace

bool DiscardBarred(const TableView& view, Card c) { return Barred(view, DiscardRulesOf(view), c); }

SmallVector<size_t, 16> AllowedDiscards(const TableView& view) {
  const DiscardRules rules = DiscardRulesOf(view);
  SmallVector<size_t, 16> out;
  for (size_t i = 0; i < view.hand.size(); ++i) {
    if (!Barred(view, rules, view.hand[i])) out.push_back(i);
  }
  return out;
}

// The discard that leaves the lowest deadwood among the cards that may go: not a wild card while
// another will do, the most valuable among equals, the first in the hand among identical values.
// going_out_first: before all that, the first card of the hand (a wild one too) whose discard
// leaves no deadwood at all.
DiscardChoice ChooseDiscard(const TableView& view, const Rules& rules, Solver& solver, bool going_out_first) {
  const std::vector<Card>& hand = view.hand;
  SmallVector<size_t, 16> allowed = AllowedDiscards(view);
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
  const std::span<size_t> wilds = std::span<size_t>(allowed.data(), allowed.size()).first(wild_count);
  const std::span<size_t> naturals = std::span<size_t>(allowed.data(), allowed.size()).subspan(wild_count);
  std::sort(wilds.begin(), wilds.end());
  // No natural discard leaves nothing unless the least is 0, so only wild ones are asked then;
  // and not even those where a wild may take a melded natural card's place (a wild discard that
  // left nothing would leave a natural one that does too).
  if (going_out_first && least != 0 && !(least != Solver::kNoDiscard && solver.WildTakesNaturalsPlace())) {
    const int out = solver.FirstLeaving(hand, wilds, 0);
    if (out >= 0) return {static_cast<size_t>(out), 0};
  }
  if (!naturals.empty()) {
    // The most valuable allowed natural card that reaches the least (first in hand order): each
    // card's place in that order as one number, value (high first) then index, sorted.
    SmallVector<uint64_t, 16> order(naturals.size(), 0);
    for (size_t k = 0; k < naturals.size(); ++k) {
      order[k] = static_cast<uint64_t>(1000 - rules.HandValue(hand[naturals[k]])) << 32 | naturals[k];
    }
    std::sort(order.begin(), order.end());
    for (size_t k = 0; k < naturals.size(); ++k) naturals[k] = static_cast<size_t>(order[k] & 0xFFFFFFFFu);
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


Card BestDiscard(const TableView& view, const Rules& rules) {
  return view.hand[ChooseDiscard(view, rules, SharedSolver(rules), /*going_out_first=*/false).index];
}

Move BasicBot::Choose(const TableView& view, const Rules& rules, Rng& rng) {
  if (!player_ || game_ != view.game) {
    game_ = view.game;
    player_ = FindPlayer(game_);
    // MakeBot makes bots only for games with a player: a view of any other game is an engine bug.
    RUMMY_CHECK(player_ != nullptr);
  }
  return player_->basic(view, rules, rng);
}

const std::vector<std::string>& BotLevels() {
  static const std::vector<std::string> levels = {"easy", "basic", "strong", "expert"};
  return levels;
}

SearchBudget TableBudget(const std::string& level) { return level == "expert" ? kExpertTableBudget : kTableBudget; }
bool Searches(const std::string& level) { return level == "strong" || level == "expert"; }

Result<std::unique_ptr<Bot>> NewBot(const std::string& level, const std::string& game, std::optional<SearchBudget> budget) {
  const Game* g = FindGame(game);
  if (!g) return Error{ErrorCode::kBadRules, "'" + game + "' is not a game"};
  if (FindPlayer(game)) {
    if (level == "basic") return std::unique_ptr<Bot>(std::make_unique<BasicBot>());
    if (level == "easy") return std::unique_ptr<Bot>(std::make_unique<EasyBot>());
    if (level == "strong") return std::unique_ptr<Bot>(std::make_unique<StrongBot>(budget.value_or(SearchBudget{})));
    if (level == "expert") {
      return std::unique_ptr<Bot>(std::make_unique<StrongBot>(budget.value_or(kExpertBudget), kExpertShape));
    }
  }
  return Error{ErrorCode::kBadRules, g->Title() + " has no '" + level + "' computer player"};
}

std::unique_ptr<Bot> MakeBot(const std::string& level, const std::string& game, std::optional<SearchBudget> budget) {
  Result<std::unique_ptr<Bot>> bot = NewBot(level, game, budget);
  if (!bot) return nullptr;
  return std::move(bot).value();
}

Move PlayBotMove(Bot& bot, State& state, Rng& rng, std::string* refusal) {
  const int seat = state.CurrentPlayer();
  state.ViewInto(seat, bot.view_);
  // Not const: returned by moving (a lay-down's melds are heap blocks).
  Move m = bot.ChooseWithSamples(bot.view_, state.CurrentRules(), rng, Sampler(state, seat));
  const std::optional<Error> e = state.Apply(m);
  if (!e) return m;
  if (refusal) *refusal = MoveToString(m, state.CurrentRules()) + ": " + e->Message();
  Move fallback = state.LegalMoves().front();
  RUMMY_CHECK(!state.Apply(fallback).has_value());
  return fallback;
}

}  // namespace rummy
