#include "games/kentucky/kentucky.h"

#include <algorithm>

namespace rummy::kentucky {

namespace {

Error Refuse(const std::string& why) { return Error{ErrorCode::kParse, why}; }

Contract Make(int sets, int runs, int run_size, int max_wilds, bool each) {
  Contract c;
  for (int i = 0; i < sets; ++i) c.parts.push_back({MeldKind::kSet, 3});
  for (int i = 0; i < runs; ++i) c.parts.push_back({MeldKind::kRun, run_size});
  c.max_wilds = max_wilds;
  c.wilds_per_meld = each;
  return c;
}

std::string Plural(int n, const std::string& word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

// The refusal of a wild card in a hand whose contract allows none, going down or `laying_off`. The
// wild card is a joker unless a house option makes another rank wild too.
std::string NoWilds(const Rules& rules, bool laying_off) {
  const std::string card = rules.wild_rank == 0 ? "joker" : "wild card";
  return "No wild cards may be melded this hand: " +
         (laying_off ? "a " + card + " can only be discarded." : "no meld may hold a " + card + ".");
}

bool IsClaim(MoveKind k) { return k == MoveKind::kPass || k == MoveKind::kMayI || k == MoveKind::kKentucky; }

}  // namespace

const Contract& BaseContract(bool difficult, int hand) {
  // A vector built in a lambda: with Debian's GCC 12, a function-local static array of
  // Contracts brace-initialised from these calls came out wrong (every element after the
  // first equal to the last; see docs/TOOLCHAIN.md).
  static const std::vector<Contract> lists = [] {
    std::vector<Contract> all = {Make(2, 0, 0, 0, false), Make(1, 1, 4, 0, false),  Make(0, 2, 4, 1, true),
                                 Make(3, 0, 0, 0, false), Make(2, 1, 5, 2, false),  Make(1, 1, 7, 1, false),
                                 Make(0, 3, 4, 1, true),  Make(1, 1, 10, 3, false), Make(2, 1, 5, 2, false),
                                 Make(0, 3, 5, 2, true)};
    std::vector<Contract> hard = all;  // the difficult list differs in hands 1, 4 and 9
    hard[0] = Make(3, 0, 0, 0, false);
    hard[3] = Make(4, 0, 0, 0, false);
    hard[8] = Make(3, 1, 5, 3, false);
    all.insert(all.end(), hard.begin(), hard.end());
    return all;
  }();
  return lists[(difficult ? kHands : 0) + std::clamp(hand, 1, kHands) - 1];
}

int ContractCards(const Contract& contract) {
  int n = 0;
  for (const ContractPart& p : contract.parts) n += p.min_size;
  return n;
}

Contract ContractOf(const Options& options, int hand_number) {
  Contract c = BaseContract(OptionIn(options, "difficult") != 0, std::min(hand_number, kHands));
  if (OptionIn(options, "wilds-each")) c.wilds_per_meld = true;
  c.exact_wilds = OptionIn(options, "exact-wilds") != 0;
  c.exact_lengths = OptionIn(options, "exact-lengths") != 0;
  c.same_suit_runs = OptionIn(options, "same-suit-runs");
  return c;
}

std::optional<Error> CheckWildLimits(const Rules& rules, const Options& options, const Contract& contract,
                                     const std::vector<TableMeld>& table, const Meld& after, int target) {
  if (OptionIn(options, "limits-lapse") || contract.max_wilds < 0) return std::nullopt;
  const int k = contract.max_wilds;
  int wilds = ContractWilds(rules, after);
  if (!contract.wilds_per_meld) {
    for (int t = 0; t < static_cast<int>(table.size()); ++t) {
      if (t != target && table[t].owner == table[target].owner) wilds += ContractWilds(rules, table[t].meld);
    }
  }
  if (wilds <= k) return std::nullopt;
  if (k == 0) return Refuse(NoWilds(rules, true));
  return Refuse(contract.wilds_per_meld
                    ? "This hand a meld may hold at most " + Plural(k, "wild card") + "."
                    : "This hand a player's contract melds may hold at most " + Plural(k, "wild card") + " in all.");
}

std::vector<OptionInfo> KentuckyGame::OptionList() const {
  return {
      {"difficult", "Play the more difficult contract list", 0, 0, 1},
      {"deal", "Cards dealt: 0 = 11 every hand, 1 = enough for the contract, 2 = 10 in hands 1-4 and 12 later", 0, 0, 2},
      {"big-no-discard", "A contract of 12 or more cards may be laid with every card, going out", 0, 0, 1},
      {"two-players", "Allow two players", 0, 0, 1},
      {"exact-wilds", "A contract's wild limit is exact, not a maximum", 0, 0, 1},
      {"wilds-each", "Every wild limit applies to each meld", 0, 0, 1},
      {"limits-lapse", "Wild limits are checked only when going down", 0, 0, 1},
      {"deuces-wild", "2s are wild as well as jokers", 0, 0, 1},
      {"joker-as-card", "A melded joker scores as the card it stands for, not 50", 0, 0, 1},
      {"naturals-majority", "Natural cards must outnumber wild cards in every meld", 0, 0, 1},
      {"joker-exchange", "On your turn, replace a table joker by the card it stands for and take the joker", 0, 0, 1},
      {"distinct-suits", "Sets need different suits", 0, 0, 1},
      {"aces-high", "Aces rank only above the king in runs (Q-K-A, never A-2-3)", 0, 0, 1},
      {"exact-lengths", "Contract melds have exactly the contract's lengths; lay-offs start the next turn", 0, 0, 1},
      {"penalty-cards", "Penalty cards taken with a May I", 1, 0, 2},
      {"first-come", "The first claim called wins, even over the next player", 0, 0, 1},
      {"may-i-limit", "May I calls per player per hand (0 = unlimited)", 3, 0, 3},
      {"may-i-not-down", "Only players who are not down may call May I", 0, 0, 1},
      {"no-kentucky-call", "No Kentucky call: a claim is always a May I", 0, 0, 1},
      {"may-i-short-stock", "May I with fewer penalty cards when the stock is short", 0, 0, 1},
      {"take-exposed", "After a claim, the next player may take the card below it", 0, 0, 1},
      {"out-without-discard", "Melding or laying off the last card goes out", 0, 0, 1},
      {"reshuffle", "When the stock runs out, shuffle the discards into a new stock", 0, 0, 1},
      {"tie-extra-hand", "A tie for the win plays one extra hand with the last contract", 0, 0, 1},
      {"upcard-rule", "The card taken from the discard pile cannot be discarded that turn", 1, 0, 1},
      {"same-suit-runs", "Two runs of one suit in a contract: 0 = allowed, 1 = not allowed, 2 = two ranks apart", 0, 0, 2},
  };
}

std::unique_ptr<State> KentuckyGame::Create(int players, const Options& options, uint64_t seed) const {
  return std::make_unique<KentuckyState>(players, options, seed);
}

std::optional<Error> KentuckyGame::CheckSetup(int players, const Options& options) const {
  if (players == 2 && OptionIn(options, "two-players")) return std::nullopt;
  if (std::optional<Error> e = Game::CheckSetup(players, options)) {
    return Error{ErrorCode::kBadRules, e->Message() + " (2 with the two-players option)"};
  }
  return std::nullopt;
}

KentuckyState::KentuckyState(int players, const Options& options, uint64_t seed) : TableState(seed, options, players) {
  rules_ = RulesFor(this->options(), players);
  Deal();
}

void KentuckyState::Deal() {
  const int next = std::min(hand_number_ + 1, kHands);
  contract_ = ContractOf(options(), next);
  contract_text_ = contract_.ToString();
  contract_sentence_ = contract_.InSentence();
  const int cards = CardsDealt(next);
  down_.assign(players_, false);
  may_i_.assign(players_, 0);
  window_ = claiming_ = dead_ = went_down_now_ = false;
  claimant_ = -1;
  turnover_shuffles_ = true;
  DealHand(rules_.pack, cards);
}

int KentuckyState::CardsDealt(int hand) const {
  if (Option("deal") == 1) return std::max(11, ContractCards(contract_));
  if (Option("deal") == 2) return hand <= 4 ? 10 : 12;
  return 11;
}

void KentuckyState::SetHand(int hand_number, const std::vector<bool>& down) {
  hand_number_ = hand_number;
  contract_ = ContractOf(options(), hand_number);
  contract_text_ = contract_.ToString();
  contract_sentence_ = contract_.InSentence();
  down_ = down;
  may_i_.assign(players_, 0);
  window_ = claiming_ = dead_ = went_down_now_ = false;
}

int KentuckyState::CurrentPlayer() const {
  if (phase_ == Phase::kOver) return -1;
  return claiming_ ? claimant_ : current_;
}

int KentuckyState::Allowed(int seat) const {
  const int limit = Option("may-i-limit");
  return limit == 0 ? -1 : limit - may_i_[seat];
}

int KentuckyState::PenaltyCards() const {
  const int want = Option("penalty-cards");
  const int stock = static_cast<int>(stock_.size());
  // The next player must still be able to draw.
  if (stock >= want + 1) return want;
  return Option("may-i-short-stock") ? std::max(0, stock - 1) : -1;
}


Result<Meld> KentuckyState::CheckLayOffOn(int seat, Card card, int target, End end) const {
  if (!down_[seat]) return Refuse("Go down with the contract before laying off.");
  if (target < 0 || target >= static_cast<int>(melds_.size())) return Refuse("There is no such meld on the table.");
  Result<Meld> m = LayOff(rules_, melds_[target].meld, card, end);
  if (!m) return m.error();
  if (std::optional<Error> e = CheckWildLimits(rules_, options(), contract_, melds_, *m, target)) return *e;
  return m;
}

std::optional<Error> KentuckyState::CheckKept(const std::vector<Card>& left, bool may_empty) const {
  if (left.empty()) {
    if (may_empty || Option("out-without-discard")) return std::nullopt;
    return Refuse("Keep a card to discard: a hand cannot end without a discard.");
  }
  if (Option("upcard-rule") && taken_ && left.size() == 1 && left[0] == *taken_) {
    return Refuse("Keep a card you may discard: " + CardInWords(*taken_) + " was just taken from the discard pile.");
  }
  return std::nullopt;
}

Result<KentuckyState::GoDown> KentuckyState::CheckGoDown(const std::vector<MeldSpec>& specs) const {
  if (down_[current_]) return Refuse("You are down already: lay off instead (no new melds after going down).");
  std::vector<Card> left = hands_[current_];
  GoDown out;
  int sets = 0, runs = 0, wilds = 0;
  int want_sets = 0, want_runs = 0, run_size = 0;
  for (const ContractPart& p : contract_.parts) {
    if (p.kind == MeldKind::kSet) {
      ++want_sets;
    } else {
      ++want_runs;
      run_size = p.min_size;
    }
  }
  const int k = contract_.max_wilds;
  for (const MeldSpec& s : specs) {
    Result<std::vector<Card>> cards = FromCards(left, s.cards, Taken::kPrefer);
    if (!cards) return cards.error();
    Result<Meld> m = CheckMeld(rules_, *cards, s.hint);
    if (!m) return m.error();
    const int need = m->kind == MeldKind::kSet ? 3 : run_size;
    if (m->kind == MeldKind::kRun && want_runs == 0) return Refuse("This hand's contract has no runs: " + contract_text_ + ".");
    if (m->size() < need) {
      return Refuse("A run in this contract needs at least " + std::to_string(need) + " cards; " + m->Pretty(rules_) + " has " +
                    std::to_string(m->size()) + ".");
    }
    if (contract_.exact_lengths && m->size() != need) {
      return Refuse("In this game contract melds have exactly their required length: " + m->Pretty(rules_) + " has " +
                    std::to_string(m->size()) + " cards, not " + std::to_string(need) + ".");
    }
    const int w = ContractWilds(rules_, *m);
    if (k >= 0 && contract_.wilds_per_meld && (w > k || (contract_.exact_wilds && w != k))) {
      return Refuse(k == 0
                        ? NoWilds(rules_, false)
                        : "Each meld of this contract may hold " + std::string(contract_.exact_wilds ? "exactly " : "at most ") +
                              Plural(k, "wild card") + "; " + m->Pretty(rules_) + " has " + std::to_string(w) + ".");
    }
    wilds += w;
    (m->kind == MeldKind::kSet ? sets : runs) += 1;
    for (Card c : *cards) left.erase(std::find(left.begin(), left.end(), c));
    out.melds.push_back(*m);
  }
  if (sets != want_sets || runs != want_runs) {
    const std::string made = sets + runs == 0 ? "no meld is grouped"
                                              : "your melds make " + (sets ? Plural(sets, "set") : "") +
                                                    (sets && runs ? " and " : "") + (runs ? Plural(runs, "run") : "");
    return Refuse("Go down with exactly this hand's contract, " + contract_sentence_ + "; " + made + ".");
  }
  if (k >= 0 && !contract_.wilds_per_meld && (wilds > k || (contract_.exact_wilds && wilds != k))) {
    return Refuse(k == 0 ? NoWilds(rules_, false)
                         : "This contract may hold " + std::string(contract_.exact_wilds ? "exactly " : "at most ") +
                               Plural(k, "wild card") + " in all; you used " + std::to_string(wilds) + ".");
  }
  for (size_t i = 0; i < out.melds.size(); ++i) {
    for (size_t j = i + 1; j < out.melds.size(); ++j) {
      if (!RunsClash(contract_, out.melds[i], out.melds[j])) continue;
      return Refuse(contract_.same_suit_runs == 1
                        ? "In this game a contract may not hold two runs of the same suit."
                        : "Two runs of the same suit need at least two ranks between them in this game.");
    }
  }
  const bool big = Option("big-no-discard") && ContractCards(contract_) >= 12;
  if (std::optional<Error> e = CheckKept(left, big)) return *e;
  out.used = hands_[current_].size() - left.size();
  return out;
}

bool KentuckyState::CanClaim(int seat) const {
  if (!CheckClaim(seat, Move::Of(MoveKind::kMayI))) return true;
  if (discard_.empty()) return false;
  const Card d = discard_.back();
  for (const LayOffTarget& t : LayOffTargets(rules_, MeldsOf(melds_), d)) {
    if (!CheckClaim(seat, Move::Of(MoveKind::kKentucky, d, t.meld, t.end))) return true;
  }
  return false;
}

std::optional<Error> KentuckyState::CheckClaim(int seat, const Move& move) const {
  if (!window_ && !claiming_) {
    return Refuse(dead_ && !discard_.empty()
                      ? "Nobody may take " + CardInWords(discard_.back()) + " now: the next player has drawn."
                      : "There is no discard to claim now.");
  }
  if (seat == current_) return Refuse("It is your turn: take the discard or draw from the stock.");
  if (seat == Discarder()) return Refuse("You cannot claim your own discard.");
  const Card d = discard_.back();
  switch (move.kind) {
    case MoveKind::kPass: return std::nullopt;
    case MoveKind::kMayI:
      if (Allowed(seat) == 0) return Refuse("You have used all your May I calls this hand.");
      if (Option("may-i-not-down") && down_[seat]) return Refuse("In this game only players who are not down may call May I.");
      if (PenaltyCards() < 0) return Refuse("The stock is too low for May I: the next player must be able to draw.");
      return std::nullopt;
    case MoveKind::kKentucky: {
      if (Option("no-kentucky-call")) return Refuse("In this game every claim is a May I.");
      if (!down_[seat]) return Refuse("Only a player who is down may call Kentucky.");
      if (hands_[seat].size() < 2) return Refuse("A Kentucky call needs at least 2 cards in hand.");
      if (move.card.face() != d.face())
        return Refuse("The discard is " + CardInWords(d) + ", not " + CardInWords(move.card) + ".");
      Result<Meld> m = CheckLayOffOn(seat, d, move.target, move.end);
      if (!m) return m.error();
      return std::nullopt;
    }
    default: return Refuse("Claim the discard or let it go.");
  }
}

std::optional<Error> KentuckyState::Check(const Move& move) const {
  if (phase_ == Phase::kOver) return Refuse("The match is over.");
  if (claiming_) {
    // The claimant is the one to move: spoken to, offered no claim by name (the status line says
    // which they may make; "You is asked about 10♥: call May I, Kentucky or pass" named one a
    // playtester could not make, and a "pass" no button says).
    if (!IsClaim(move.kind)) return Refuse("First answer about " + CardInWords(discard_.back()) + ": claim it or let it go.");
    return CheckClaim(claimant_, move);
  }
  if (IsClaim(move.kind)) {
    if (phase_ == Phase::kDraw && window_) return Refuse("It is your turn: take the discard or draw from the stock.");
    if (move.kind == MoveKind::kPass) return Refuse("Pass is not a move here: play on, then discard.");
    return CheckClaim(current_, move);
  }
  if (std::optional<Error> e = CheckPhase(move)) return e;
  if (phase_ == Phase::kDraw) {
    if (move.kind == MoveKind::kTakeDiscard) {
      if (discard_.empty()) return Refuse("The discard pile is empty.");
      if (dead_) return Refuse("Nobody may take " + CardInWords(discard_.back()) + " now: draw from the stock.");
      return std::nullopt;
    }
    if (!CanDrawFromStock()) return Refuse("The stock is empty.");
    return std::nullopt;
  }
  return CheckPlay(move);
}

std::optional<Error> KentuckyState::CheckPlay(const Move& move) const {
  const int me = current_;
  const std::vector<Card>& hand = hands_[me];
  switch (move.kind) {
    case MoveKind::kMeld: {
      if (move.melds.empty()) return Refuse("Say which cards to meld.");
      Result<GoDown> g = CheckGoDown(move.melds);
      if (!g) return g.error();
      return std::nullopt;
    }
    case MoveKind::kLayOff: {
      if (contract_.exact_lengths && went_down_now_) return Refuse("In this game lay-offs start on the turn after going down.");
      Result<std::vector<Card>> c = FromHand(me, {move.card}, Taken::kPrefer);
      if (!c) return c.error();
      Result<Meld> m = CheckLayOffOn(me, (*c)[0], move.target, move.end);
      if (!m) return m.error();
      return CheckKept(Without(hand, *c), false);
    }
    case MoveKind::kExchange: {
      if (!Option("joker-exchange")) return Refuse("Jokers on the table cannot be exchanged in this game.");
      if (move.target < 0 || move.target >= static_cast<int>(melds_.size())) return Refuse("There is no such meld on the table.");
      if (!move.melds.empty()) return Refuse("The joker goes to your hand: swap your card for it without laying a new meld.");
      Result<std::vector<Card>> c = FromHand(me, {move.card});
      if (!c) return c.error();
      Result<WildExchange> ex = ExchangeWild(rules_, melds_[move.target].meld, (*c)[0]);
      if (!ex) return ex.error();
      return std::nullopt;
    }
    case MoveKind::kDiscard: {
      Result<std::vector<Card>> c = FromHand(me, {move.card});
      if (!c) return c.error();
      if (Option("upcard-rule") && taken_ && (*c)[0] == *taken_) {
        return Refuse("You took " + CardInWords(*taken_) + " from the discard pile this turn: discard another card.");
      }
      return std::nullopt;
    }
    default: return Refuse("That move is not part of Kentucky.");
  }
}

int KentuckyState::NextClaimant(int after) const {
  for (int s = (after + 1) % players_; s != Discarder(); s = (s + 1) % players_) {
    if (s != current_ && CanClaim(s)) return s;
  }
  return -1;
}

void KentuckyState::DrawForTurn() {
  DrawFromStock(current_);
  phase_ = Phase::kPlay;
  dead_ = true;  // the card on top (the one declined, or the one a claim exposed) is dead
}

void KentuckyState::EndClaims(bool claimed) {
  claiming_ = false;
  claimant_ = -1;
  if (claimed && Option("take-exposed") && !discard_.empty()) {
    dead_ = false;  // the next player chooses again: the exposed card or the stock
    return;
  }
  DrawForTurn();
}

void KentuckyState::DoApply(const Move& move) {
  const int me = CurrentPlayer();
  switch (move.kind) {
    case MoveKind::kDrawStock: {
      const int first = window_ ? NextClaimant(current_) : -1;
      if (first >= 0) {  // the next player declined: the claim round runs, then they draw
        claiming_ = true;
        claimant_ = first;
        return;
      }
      window_ = false;
      DrawForTurn();
      return;
    }
    case MoveKind::kTakeDiscard:
      window_ = false;
      TakeDiscard();
      return;
    case MoveKind::kPass: {
      const int next = NextClaimant(me);
      if (next >= 0) {
        claimant_ = next;
        return;
      }
      window_ = false;
      EndClaims(false);
      return;
    }
    case MoveKind::kMayI: {
      const int penalty = PenaltyCards();
      hands_[me].push_back(discard_.back());
      discard_.pop_back();
      for (int i = 0; i < penalty; ++i) DrawFromStock(me);
      ++may_i_[me];
      window_ = false;
      EndClaims(true);
      return;
    }
    case MoveKind::kKentucky: {
      const Card d = discard_.back();
      const Meld after = *CheckLayOffOn(me, d, move.target, move.end);
      discard_.pop_back();
      PutOnMeld(move.target, after, d, me);
      window_ = false;
      EndClaims(true);
      return;
    }
    case MoveKind::kMeld: {
      const GoDown g = *CheckGoDown(move.melds);
      for (const Meld& m : g.melds) {
        RemoveFromHand(me, m.cards);
        melds_.push_back(TableMeld{me, m, std::vector<int>(m.cards.size(), me)});
      }
      down_[me] = true;
      went_down_now_ = true;
      break;
    }
    case MoveKind::kLayOff: {
      const Card c = (*FromHand(me, {move.card}, Taken::kPrefer))[0];
      PutOnMeld(move.target, *CheckLayOffOn(me, c, move.target, move.end), c, me);
      RemoveFromHand(me, {c});
      break;
    }
    case MoveKind::kExchange: ExchangeOnTable(me, move.target, (*FromHand(me, {move.card}))[0]); break;
    case MoveKind::kDiscard: {
      const Card c = (*FromHand(me, {move.card}))[0];
      RemoveFromHand(me, {c});
      discard_.push_back(c);
      const bool stock_done =
          stock_.empty() && !(Option("reshuffle") && stock_turnovers_ < kMaxStockTurnovers && discard_.size() > 1);
      if (hands_[me].empty() || stock_done) {
        EndHand();
        return;
      }
      EndTurn();
      went_down_now_ = false;
      window_ = true;
      dead_ = false;
      return;
    }
    default: RUMMY_CHECK(false);
  }
  if (hands_[me].empty()) EndHand();  // out without a discard (house options)
}

void KentuckyState::EndHand() {
  RecordHand(TableMinusHand(), -1, TableMinusHandParts());
  window_ = claiming_ = dead_ = went_down_now_ = false;
  const int best = *std::max_element(Sheet().totals.begin(), Sheet().totals.end());
  std::vector<int> top;
  for (int p = 0; p < players_; ++p) {
    if (Sheet().totals[p] == best) top.push_back(p);
  }
  if (hand_number_ >= kHands) {
    if (top.size() == 1 || !Option("tie-extra-hand") || extra_hand_) {
      FinishMatch(top);
      return;
    }
    extra_hand_ = true;
  }
  dealer_ = (dealer_ + 1) % players_;
  Deal();
}

std::vector<Move> KentuckyState::LegalMoves() const {
  std::vector<Move> moves;
  if (phase_ == Phase::kOver) return moves;
  auto add = [&](const Move& m) {
    if (!Check(m) && std::find(moves.begin(), moves.end(), m) == moves.end()) moves.push_back(m);
  };
  if (claiming_) {
    add(Move::Of(MoveKind::kPass));
    add(Move::Of(MoveKind::kMayI));
    const Card d = discard_.back();
    for (const LayOffTarget& t : LayOffTargets(rules_, MeldsOf(melds_), d)) add(Move::Of(MoveKind::kKentucky, d, t.meld, t.end));
    return moves;
  }
  if (phase_ == Phase::kDraw) {
    add(Move::Take());
    add(Move::Draw());
    return moves;
  }
  // Moves name cards by face: one copy of each face is enough.
  std::vector<Card> hand;
  for (Card c : hands_[current_]) {
    if (std::none_of(hand.begin(), hand.end(), [&](Card h) { return h.face() == c.face(); })) hand.push_back(c);
  }
  if (!down_[current_]) {
    const bool may_empty = Option("out-without-discard") || (Option("big-no-discard") && ContractCards(contract_) >= 12);
    if (std::optional<ContractLay> lay = FindContract(rules_, hands_[current_], contract_, may_empty ? 0 : 1)) {
      Move m = Move::Of(MoveKind::kMeld);
      for (const Meld& meld : lay->melds) m.melds.push_back(SpecOf(meld));
      add(m);
    }
  } else {
    const std::vector<Meld> table = MeldsOf(melds_);
    for (Card c : hand) {
      for (const LayOffTarget& t : LayOffTargets(rules_, table, c)) add(Move::Of(MoveKind::kLayOff, c, t.meld, t.end));
    }
  }
  if (Option("joker-exchange")) {
    for (Card c : hand) {
      for (int t = 0; t < static_cast<int>(melds_.size()); ++t) add(Move::Of(MoveKind::kExchange, c, t));
    }
  }
  for (Card c : hand) add(Move::Discard(c));
  return moves;
}

void KentuckyState::ViewInto(int seat, TableView& v) const {
  BaseViewInto(seat, v);
  v.current = CurrentPlayer();
  v.turn = phase_ == Phase::kOver ? -1 : current_;
  v.asked = claiming_ && phase_ != Phase::kOver;
  v.opened = down_;
  OnTableInto(v.on_table);
  KentuckyView& own = v.FillPart<KentuckyView>();
  own.contract = contract_text_;
  own.may_i = may_i_;
  own.discard_dead = dead_;
  v.opened_this_turn = went_down_now_;
  if (claiming_) v.phase = "claim";
  const std::string who = PlayerName(current_);
  if (phase_ == Phase::kOver) {
    v.status = "The match is over.";
  } else if (claiming_) {
    // Only the claims the engine would accept now.
    const Card d = discard_.back();
    const bool may_i = !CheckClaim(claimant_, Move::Of(MoveKind::kMayI)).has_value();
    bool kentucky = false;
    for (int t = 0; t < static_cast<int>(melds_.size()) && !kentucky && down_[claimant_]; ++t) {
      for (End end : {End::kAuto, End::kLow, End::kHigh})
        kentucky |= !CheckClaim(claimant_, Move::Of(MoveKind::kKentucky, d, t, end));
    }
    // Down with one card, a discard that fits a meld: Kentucky needs two cards in hand (RULES.md
    // 1.A); say so, or the player looks for the call (playtest).
    bool fits = false;
    const bool one_card = down_[claimant_] && hands_[claimant_].size() < 2 && !Option("no-kentucky-call");
    for (int t = 0; t < static_cast<int>(melds_.size()) && one_card && !fits; ++t) {
      for (End end : {End::kAuto, End::kLow, End::kHigh}) fits |= CheckLayOffOn(claimant_, d, t, end).ok();
    }
    v.status = ClaimStatus(PlayerName(claimant_), d, may_i, kentucky, fits);
  } else if (phase_ == Phase::kDraw) {
    // The card on top is never dead here: dead_ is set only with the turn's draw made (a position
    // with it on a draw turn is refused).
    v.status = discard_.empty() ? who + ": draw from the stock."
                                : who + ": take " + CardInWords(discard_.back()) + " or draw from the stock.";
  } else if (!down_[current_]) {
    v.status = who + ": go down with " + contract_sentence_ + ", or discard.";
  } else {
    v.status = who + ": lay off on any meld, then discard.";
  }
}

std::string KentuckyState::ToString() const {
  // The check value of saves hashes this text: the contract in the words saves have always used.
  std::string s = BaseString() + "rules " + rules_.name + " contract " + contract_.ToString(true) + " down";
  for (bool d : down_) s += d ? " 1" : " 0";
  s += " may-i";
  for (int n : may_i_) s += " " + std::to_string(n);
  s += " window " + std::to_string(window_) + " claiming " + std::to_string(claiming_) + " claimant " +
       std::to_string(claimant_) + " dead " + std::to_string(dead_) + " went-down " + std::to_string(went_down_now_) + " extra " +
       std::to_string(extra_hand_) + " laid-by";
  s += LaidByString();
  return s + "\n";
}

std::optional<Error> ClaimWindow::Call(int seat, const Move& move) {
  const KentuckyState& s = *state_;
  if (!s.ClaimOpen()) return Refuse("There is no discard to claim now.");
  if (seat == s.Turn()) {
    if (move.kind != MoveKind::kTakeDiscard && move.kind != MoveKind::kDrawStock) {
      return Refuse("It is your turn: take the discard or draw from the stock.");
    }
  } else if (std::optional<Error> e = s.CheckClaim(seat, move)) {
    return e;
  }
  calls_.erase(std::remove_if(calls_.begin(), calls_.end(), [&](const Entry& e) { return e.seat == seat; }), calls_.end());
  calls_.push_back(Entry{seat, move, arrivals_++});
  return std::nullopt;
}

int ClaimWindow::Close(KentuckyState& state) {
  const int turn = state.Turn();
  const bool first_come = OptionIn(state.options(), "first-come") != 0;
  const Entry* take = nullptr;
  const Entry* winner = nullptr;
  auto seat_rank = [&](int seat) { return (seat - turn + state.NumPlayers()) % state.NumPlayers(); };
  for (const Entry& e : calls_) {
    if (e.seat == turn) {
      if (e.move.kind == MoveKind::kTakeDiscard) take = &e;
      continue;
    }
    if (e.move.kind == MoveKind::kPass) continue;
    const bool better = !winner || (first_come ? e.order < winner->order : seat_rank(e.seat) < seat_rank(winner->seat));
    if (better) winner = &e;
  }
  if (take && (!first_come || !winner || take->order < winner->order)) {
    state.Apply(Move::Take());
    return turn;
  }
  state.Apply(Move::Draw());
  int got = -1;
  while (state.ClaimOpen() && state.CurrentPlayer() != turn) {
    const int asked = state.CurrentPlayer();
    if (winner && asked == winner->seat && !state.Apply(winner->move)) {
      got = asked;
      break;
    }
    state.Apply(Move::Of(MoveKind::kPass));
  }
  return got;
}

std::string ClaimStatus(const std::string& name, Card discard, bool may_i, bool kentucky, bool fits) {
  const std::string card = CardInWords(discard);
  if (!may_i && !kentucky)
    return name + ": let " + card + " go (" + (fits ? "Kentucky needs at least 2 cards in hand" : "no claim is possible now") +
           ").";
  const std::string claims = may_i && kentucky ? "with May I (and a penalty card) or Kentucky (laying it off at once)"
                             : may_i           ? "with May I (and a penalty card)"
                                               : "with Kentucky (laying it off at once)";
  return name + ": claim " + card + " " + claims + ", or let it go" + (fits ? " (Kentucky needs at least 2 cards in hand)" : "") +
         ".";
}

}  // namespace rummy::kentucky
