#include "games/kaluki/kaluki.h"

#include <algorithm>

#include "solver/meld_search.h"

namespace rummy::kaluki {

namespace {
Error Refuse(const std::string& why) { return Error{ErrorCode::kParse, why}; }

bool Contains(const std::vector<Meld>& melds, Card c) {
  for (const Meld& m : melds) {
    if (std::find(m.cards.begin(), m.cards.end(), c) != m.cards.end()) return true;
  }
  return false;
}
}  // namespace

std::vector<OptionInfo> KalukiGame::OptionList() const {
  return {
      {"long-game", "Play to 500 instead of 250", 0, 0, 1},
      {"combined-opening", "The opening may be several melds laid together worth 51", 0, 0, 1},
      {"distinct-suits", "Sets need cards of different suits (at most 4)", 0, 0, 1},
      {"naturals-majority", "Natural cards must outnumber jokers in every meld", 0, 0, 1},
      {"low-ace-one", "An ace at the bottom of a run (A-2-3) counts 1 toward the opening", 0, 0, 1},
      {"joker-value", "Points a joker left in hand costs", 25, 15, 50},
      {"keep-joker", "An exchanged joker may be kept in hand, from anyone's meld", 0, 0, 1},
      {"layoff-next-turn", "Lay-offs start on the turn after the opening", 0, 0, 1},
      {"upcard-rule", "A card taken from the discard pile cannot be discarded in the same turn", 1, 0, 1},
      {"must-discard", "Going out needs a final discard", 0, 0, 1},
      {"kaluki-bonus", "Going out in one turn with no earlier meld doubles the win", 0, 0, 1},
      {"stock-out", "When the stock runs out: 0 shuffle the discards, 1 turn them over, 2 the round is void", 0, 0, 2},
      // Added in 2026-11: earlier builds voided a round after three reshuffles and let 5-6 play.
      {"stock-out-limit", "A round is void (nobody scores) when the stock runs out after three reshuffles", 0, 0, 1, 1},
      {"five-six-players", "Five or six may play (13 cards each for five, 11 for six)", 0, 0, 1, 1},
  };
}

std::optional<Error> KalukiGame::CheckSetup(int players, const Options& options) const {
  if ((players == 5 || players == 6) && OptionIn(options, "five-six-players")) return std::nullopt;
  if (std::optional<Error> e = Game::CheckSetup(players, options)) {
    return Error{ErrorCode::kBadRules, e->Message() + " (5 or 6 when the house rule for five or six players is on)"};
  }
  return std::nullopt;
}

std::unique_ptr<State> KalukiGame::Create(int players, const Options& options, uint64_t seed) const {
  return std::make_unique<KalukiState>(players, options, seed);
}

KalukiState::KalukiState(int players, const Options& options, uint64_t seed) : TableState(seed, options, players) {
  rules_ = RulesFor(this->options());
  turnover_shuffles_ = Option("stock-out") == 0;
  StartRound();
}

bool KalukiState::VoidsRound() const {
  return stock_.empty() && (Option("stock-out") == 2 || (Option("stock-out-limit") && stock_turnovers_ >= kMaxStockTurnovers));
}

void KalukiState::StartRound() {
  opened_.assign(players_, false);
  opened_this_turn_ = false;
  DealHand(rules_.pack, CardsDealt());
}

Result<std::vector<Meld>> KalukiState::ResolveMelds(const std::vector<Card>& hand, const std::vector<MeldSpec>& specs) const {
  std::vector<Card> left = hand;
  std::vector<Meld> out;
  for (const MeldSpec& s : specs) {
    Result<std::vector<Card>> cards = FromCards(left, s.cards, Taken::kPrefer);
    if (!cards) return cards.error();
    for (Card c : *cards) left.erase(std::find(left.begin(), left.end(), c));
    Result<Meld> m = CheckMeld(rules_, *cards, s.hint);
    if (!m) return m.error();
    out.push_back(*m);
  }
  return out;
}

std::optional<Error> KalukiState::CheckOpening(const std::vector<Meld>& melds) const {
  const bool combined = Option("combined-opening");
  if (melds.size() != 1 && !combined) {
    return Refuse("Open with one meld worth 51 or more; once it is down you may add more melds.");
  }
  int value = 0;
  for (const Meld& m : melds) value += MeldTableValue(rules_, m);
  if (value < kOpeningValue) {
    return Refuse((melds.size() == 1 ? melds[0].Pretty(rules_) + " is" : std::string("Those melds are")) + " worth " +
                  std::to_string(value) + ": an opening must be worth 51 or more.");
  }
  if (taken_ && !Contains(melds, *taken_)) {
    return Refuse("You took " + CardInWords(*taken_) + " from the discard pile: your opening meld must use it.");
  }
  return std::nullopt;
}

std::optional<Error> KalukiState::CheckHandAfter(const std::vector<Card>& after) const {
  if (after.empty() && Option("must-discard")) return Refuse("Keep a card: in this game you go out with a discard.");
  if (after.size() == 1 && taken_ && after[0] == *taken_ && Option("upcard-rule")) {
    return Refuse("That would leave you only " + CardInWords(*taken_) +
                  ", which you took from the discard pile and may not discard: keep another card.");
  }
  return std::nullopt;
}

Result<KalukiState::ExchangePlan> KalukiState::PlanExchange(const Move& move) const {
  if (move.target < 0 || move.target >= static_cast<int>(melds_.size())) return Refuse("There is no such meld on the table.");
  const TableMeld& tm = melds_[move.target];
  if (tm.owner == current_ && !Option("keep-joker")) return Refuse("Exchange jokers only in other players' melds.");
  Result<std::vector<Card>> natural = FromHand(current_, {move.card});
  if (!natural) return natural.error();
  Result<WildExchange> ex = ExchangeWild(rules_, tm.meld, (*natural)[0]);
  if (!ex) return ex.error();
  ExchangePlan plan{ex->meld, ex->wild, (*natural)[0], {}};
  std::vector<Card> hand = hands_[current_];
  hand.erase(std::find(hand.begin(), hand.end(), plan.natural));
  // First in the hand, so that the first joker the new meld names is the freed one (RULES.md
  // 5.A: it must go into the new meld), whatever jokers the hand holds besides.
  hand.insert(hand.begin(), plan.freed);
  if (move.melds.empty()) {
    if (!opened_[current_]) {
      return Refuse(
          "Before you open, a freed joker must go at once into your opening meld, worth 51 or more with cards of "
          "your hand.");
    }
    if (!Option("keep-joker")) return Refuse("The freed joker must go at once into a new meld with cards of your hand.");
    if (std::optional<Error> e = CheckHandAfter(hand)) return *e;
    return plan;
  }
  Result<std::vector<Meld>> melds = ResolveMelds(hand, move.melds);
  if (!melds) return melds.error();
  if (!Contains(*melds, plan.freed)) return Refuse("The freed joker must be in the new meld.");
  std::vector<Card> after = hand;
  for (const Meld& m : *melds) after = Without(after, m.cards);
  if (!opened_[current_]) {
    if (std::optional<Error> e = CheckOpening(*melds)) return *e;
  }
  if (std::optional<Error> e = CheckHandAfter(after)) return *e;
  plan.new_melds = *melds;
  return plan;
}

std::optional<Error> KalukiState::Check(const Move& move) const {
  if (std::optional<Error> e = CheckPhase(move)) return e;
  const int me = current_;
  const std::vector<Card>& hand = hands_[me];
  switch (move.kind) {
    case MoveKind::kDrawStock:
      if (VoidsRound()) return std::nullopt;
      if (!CanDrawFromStock()) return Refuse("There is no card left to draw: take the top discard.");
      return std::nullopt;
    case MoveKind::kTakeDiscard: {
      if (discard_.empty()) return Refuse("The discard pile is empty.");
      if (opened_[me]) return std::nullopt;
      std::vector<Card> with = hand;
      with.push_back(discard_.back());
      const bool can_open = Option("combined-opening")
                                ? FindCombinedOpening(rules_, with, kOpeningValue, discard_.back()).has_value()
                                : FindOpening(SharedSolver(rules_), with, kOpeningValue, discard_.back()).has_value();
      if (!can_open) {
        return Refuse("Before opening you may take " + CardInWords(discard_.back()) +
                      " only to use it at once in an opening meld worth 51 or more, and you cannot make one.");
      }
      return std::nullopt;
    }
    case MoveKind::kDiscard: {
      Result<std::vector<Card>> c = FromHand(me, {move.card});
      if (!c) return c.error();
      if (taken_ && !opened_[me]) {
        return Refuse("You took " + CardInWords(*taken_) + " from the discard pile: open with a meld that uses it first.");
      }
      if (taken_ && (*c)[0] == *taken_ && Option("upcard-rule")) {
        return Refuse("You took " + CardInWords(*taken_) + " from the discard pile: discard another card.");
      }
      return std::nullopt;
    }
    case MoveKind::kMeld: {
      if (move.melds.empty()) return Refuse("Say which cards to meld.");
      Result<std::vector<Meld>> melds = ResolveMelds(hand, move.melds);
      if (!melds) return melds.error();
      std::vector<Card> after = hand;
      for (const Meld& m : *melds) after = Without(after, m.cards);
      if (!opened_[me]) {
        if (std::optional<Error> e = CheckOpening(*melds)) return e;
      }
      return CheckHandAfter(after);
    }
    case MoveKind::kLayOff: {
      if (!opened_[me]) return Refuse("Lay-offs come after your opening meld.");
      if (opened_this_turn_ && Option("layoff-next-turn")) return Refuse("In this game lay-offs start on your next turn.");
      if (move.target < 0 || move.target >= static_cast<int>(melds_.size())) return Refuse("There is no such meld on the table.");
      // Of two identical cards, the one just taken from the discard pile is laid off first.
      Result<std::vector<Card>> c = FromHand(me, {move.card}, Taken::kPrefer);
      if (!c) return c.error();
      Result<Meld> m = LayOff(rules_, melds_[move.target].meld, (*c)[0], move.end);
      if (!m) return m.error();
      return CheckHandAfter(Without(hand, *c));
    }
    case MoveKind::kExchange: {
      Result<ExchangePlan> plan = PlanExchange(move);
      if (!plan) return plan.error();
      return std::nullopt;
    }
    case MoveKind::kLayDown: return Refuse("In Kaluki, meld and discard are separate moves.");
    default: break;
  }
  return Refuse("That move is not part of Kaluki.");
}

void KalukiState::DoApply(const Move& move) {
  const int me = current_;
  std::vector<Card>& hand = hands_[me];
  auto add_melds = [&](const std::vector<Meld>& melds) {
    for (const Meld& m : melds) {
      RemoveFromHand(me, m.cards);
      melds_.push_back(TableMeld{me, m, {}});
    }
    if (!melds.empty() && !opened_[me]) {
      opened_[me] = true;
      opened_this_turn_ = true;
    }
  };
  switch (move.kind) {
    case MoveKind::kDrawStock:
      if (VoidsRound()) {
        RecordHand(std::vector<int>(players_, 0));  // a void round: a row of zeros on the sheet
        NextRound();
        return;
      }
      RUMMY_CHECK(DrawFromStock(me));
      phase_ = Phase::kPlay;
      return;
    case MoveKind::kTakeDiscard: TakeDiscard(); return;
    case MoveKind::kDiscard: {
      const Card c = (*FromHand(me, {move.card}))[0];
      RemoveFromHand(me, {c});
      discard_.push_back(c);
      if (hand.empty()) {
        EndRound(me);
      } else {
        EndTurn();
        opened_this_turn_ = false;
      }
      return;
    }
    case MoveKind::kMeld: add_melds(*ResolveMelds(hand, move.melds)); break;
    case MoveKind::kLayOff: {
      const Card c = (*FromHand(me, {move.card}, Taken::kPrefer))[0];
      melds_[move.target].meld = *LayOff(rules_, melds_[move.target].meld, c, move.end);
      RemoveFromHand(me, {c});
      break;
    }
    case MoveKind::kExchange: {
      ExchangePlan plan = *PlanExchange(move);
      RemoveFromHand(me, {plan.natural});
      melds_[move.target].meld = plan.target_after;
      hand.push_back(plan.freed);
      add_melds(plan.new_melds);
      break;
    }
    default: RUMMY_CHECK(false);  // Check refuses every other kind
  }
  if (hand.empty()) EndRound(me);
}

void KalukiState::EndRound(int winner) {
  int won = 0;
  for (int p = 0; p < players_; ++p) {
    if (p == winner) continue;
    for (Card c : hands_[p]) won += rules_.HandValue(c);
  }
  // The summary says where the win comes from (a playtester added up the others' cards to see
  // it): the cards' points, and where the win is doubled, the same again.
  std::vector<std::vector<ScorePart>> parts;
  if (won != 0) {
    parts.resize(players_);
    parts[winner] = {{"cards left in the other hands", won}};
    if (Option("kaluki-bonus") && opened_this_turn_) {
      parts[winner].push_back({"doubled for going out in one turn with no earlier meld", won});
      won *= 2;
    }
  }
  std::vector<int> scores(players_, 0);
  scores[winner] = won;
  RecordHand(scores, winner, std::move(parts));
  if (Sheet().totals[winner] >= Target()) {
    FinishMatch({winner});
    return;
  }
  NextRound();
}

void KalukiState::NextRound() {
  dealer_ = (dealer_ + 1) % players_;
  StartRound();
}

std::vector<Move> KalukiState::LegalMoves() const {
  std::vector<Move> moves;
  if (phase_ == Phase::kOver) return moves;
  auto add = [&](const Move& m) {
    if (!Check(m) && std::find(moves.begin(), moves.end(), m) == moves.end()) moves.push_back(m);
  };
  if (phase_ == Phase::kDraw) {
    add(Move::Draw());
    add(Move::Take());
    return moves;
  }
  const int me = current_;
  const std::vector<Card>& hand = hands_[me];
  Solver& solver = SharedSolver(rules_);
  if (!opened_[me]) {
    std::optional<Opening> o = FindOpening(solver, hand, kOpeningValue, taken_);
    if (o) add(Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(o->meld)}));
    if (Option("combined-opening")) {
      if (std::optional<std::vector<Meld>> c = FindCombinedOpening(rules_, hand, kOpeningValue, taken_)) {
        Move m = Move::Of(MoveKind::kMeld);
        for (const Meld& x : *c) m.melds.push_back(SpecOf(x));
        add(m);
      }
    }
  } else {
    ForEachMeld(rules_, hand, [&](const Meld& m) { add(Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(m)})); });
    const std::vector<Meld> table = MeldsOf(melds_);
    for (Card c : hand) {
      for (const LayOffTarget& t : LayOffTargets(rules_, table, c)) add(Move::Of(MoveKind::kLayOff, c, t.meld, t.end));
    }
  }
  // Joker exchanges: for each table wild a natural in hand can free, meld it at once (best meld).
  for (int t = 0; t < static_cast<int>(melds_.size()); ++t) {
    for (Card c : hand) {
      if (rules_.IsWild(c)) continue;
      Result<WildExchange> ex = ExchangeWild(rules_, melds_[t].meld, c);
      if (!ex) continue;
      std::vector<Card> after = hand;
      after.erase(std::find(after.begin(), after.end(), c));
      after.push_back(ex->wild);
      const int least = opened_[me] ? 0 : kOpeningValue;
      std::optional<Opening> o = FindOpening(solver, after, least, ex->wild);
      if (o) add(Move::Of(MoveKind::kExchange, c, t, End::kAuto, {SpecOf(o->meld)}));
      // And the best new meld whose only wild card is the freed joker (the hand's own wilds kept).
      std::vector<Card> naturals;
      for (Card x : after) {
        if (x == ex->wild || !rules_.IsWild(x)) naturals.push_back(x);
      }
      if (naturals.size() == after.size()) continue;
      o = FindOpening(solver, naturals, least, ex->wild);
      if (o) add(Move::Of(MoveKind::kExchange, c, t, End::kAuto, {SpecOf(o->meld)}));
    }
  }
  std::vector<int> seen;
  for (Card c : hand) {
    if (std::find(seen.begin(), seen.end(), c.face()) != seen.end()) continue;
    seen.push_back(c.face());
    add(Move::Discard(c));
  }
  return moves;
}

void KalukiState::ViewInto(int seat, TableView& v) const {
  BaseViewInto(seat, v);
  v.part = ViewPart();  // Kaluki has no part of its own
  v.opened = opened_;
  v.opened_this_turn = opened_this_turn_;
  const std::string who = PlayerName(current_);
  if (phase_ == Phase::kOver) {
    v.status = "The match is over.";
  } else if (phase_ == Phase::kDraw) {
    v.status = who + ": draw from the stock" +
               (opened_[current_] ? " or the discard pile." : " (or take the discard for your opening meld).");
  } else {
    v.status = who + (opened_[current_] ? ": meld, lay off or exchange jokers, then discard."
                                        : ": open with a meld worth 51, or discard.");
  }
}

std::string KalukiState::ToString() const {
  std::string s = BaseString() + "rules " + rules_.name + " opened";
  for (bool o : opened_) s += o ? " 1" : " 0";
  s += opened_this_turn_ ? " this-turn\n" : "\n";
  return s;
}

}  // namespace rummy::kaluki
