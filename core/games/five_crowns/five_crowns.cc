#include "games/five_crowns/five_crowns.h"

#include <algorithm>
#include <span>

#include "solver/solver.h"

namespace rummy::five_crowns {

std::vector<OptionInfo> FiveCrownsGame::OptionList() const {
  return {
      {"upcard-rule", "A card taken from the discard pile cannot be discarded in the same turn", 1, 0, 1},
      {"all-wild-melds", "Books and runs may be made of wild cards only", 1, 0, 1},
      {"first-turn-out", "A player may go out on their first turn of a hand", 1, 0, 1},
      {"final-turn-draw", "Final turns after someone goes out start with a draw", 1, 0, 1},
      {"forced-out", "A player who can go out must go out", 0, 0, 1},
      {"tie-break", "Equal lowest totals: the lower score in the last hand wins", 0, 0, 1},
      {"second-stock-out", "The hand ends when the stock runs out a second time", 0, 0, 1},
  };
}

std::unique_ptr<State> FiveCrownsGame::Create(int players, const Options& options, uint64_t seed) const {
  return std::make_unique<FiveCrownsState>(players, options, seed);
}

FiveCrownsState::FiveCrownsState(int players, const Options& options, uint64_t seed) : TableState(seed, options, players) {
  MutableSheet().lowest_wins = true;
  StartHand();
}

void FiveCrownsState::StartHand() {
  const int cards = hand_number_ + 3;  // hand_number_ is incremented by DealHand
  rules_ = RulesFor(this->options(), cards, players_);
  out_player_ = -1;
  final_turns_left_ = 0;
  hand_scores_.assign(players_, -1);  // -1: not scored yet this hand
  turns_taken_.assign(players_, 0);
  DealHand(rules_.pack, cards);
}

void FiveCrownsState::JumpToHand(int hand) {
  RUMMY_CHECK(hand >= 1 && hand <= kHands);
  hand_number_ = hand - 1;
  StartHand();
}

bool FiveCrownsState::CanGoOutNow() const {
  if (FinalTurn() || phase_ != Phase::kPlay) return false;
  if (!Option("first-turn-out") && turns_taken_[current_] == 0) return false;
  const std::vector<Card>& hand = hands_[current_];
  Solver& solver = SharedSolver(rules_);
  for (size_t i = 0; i < hand.size(); ++i) {
    if (taken_ && hand[i] == *taken_ && Option("upcard-rule")) continue;
    std::vector<Card> rest = hand;
    rest.erase(rest.begin() + static_cast<long>(i));
    if (solver.MinDeadwood(rest) == 0) return true;
  }
  return false;
}

Result<FiveCrownsState::LayDown> FiveCrownsState::ResolveLayDown(const std::vector<MeldSpec>& melds, Card card) const {
  LayDown out;
  if (melds.empty()) {  // a plain discard: only the card to find
    Result<Card> discard = OneFromCards(hands_[current_], card, Taken::kAvoid);
    if (!discard) return discard.error();
    out.discard = *discard;
    return out;
  }
  std::vector<Card> named;
  named.reserve(hands_[current_].size());
  for (const MeldSpec& s : melds) named.insert(named.end(), s.cards.begin(), s.cards.end());
  Result<std::vector<Card>> found = FromHand(current_, named, Taken::kPrefer);
  if (!found) return found.error();
  const std::vector<Card>& physical = *found;
  out.left = hands_[current_];
  for (Card c : physical) out.left.erase(std::find(out.left.begin(), out.left.end(), c));
  Result<Card> discard = OneFromCards(out.left, card, Taken::kAvoid);
  if (!discard) return discard.error();
  out.discard = *discard;
  out.left.erase(std::find(out.left.begin(), out.left.end(), out.discard));
  size_t k = 0;
  out.melds.reserve(melds.size());
  for (const MeldSpec& s : melds) {
    const std::span<const Card> cards = std::span<const Card>(physical).subspan(k, s.cards.size());
    k += s.cards.size();
    Result<Meld> m = CheckMeld(rules_, cards, s.hint);
    if (!m) return m.error();
    out.melds.push_back(std::move(*m));
  }
  return out;
}

const std::vector<Meld>* FiveCrownsState::CheckedMelds() const { return checked_ ? &checked_->melds : nullptr; }

const std::vector<MeldSpec>& FiveCrownsState::LaidDown(const Move& move) {
  static const std::vector<MeldSpec> none;
  return move.kind == MoveKind::kLayDown ? move.melds : none;
}

std::optional<Error> FiveCrownsState::Check(const Move& move) const {
  checked_.reset();
  // A move no turn of this game holds is refused as such, before "Draw a card first" (which would
  // suggest it could come after the draw).
  static constexpr MoveKind kTurn[] = {MoveKind::kDrawStock, MoveKind::kTakeDiscard, MoveKind::kDiscard, MoveKind::kLayDown};
  if (std::find(std::begin(kTurn), std::end(kTurn), move.kind) == std::end(kTurn)) return TurnError();
  if (std::optional<Error> e = CheckPhase(move)) return e;
  switch (move.kind) {
    case MoveKind::kDrawStock:
      if (stock_.empty() && stock_turnovers_ >= 1 && Option("second-stock-out")) return std::nullopt;  // ends the hand
      if (!CanDrawFromStock()) return Error{ErrorCode::kParse, "The stock and the discard pile are empty: take the top discard."};
      return std::nullopt;
    case MoveKind::kTakeDiscard:
      if (discard_.empty()) return Error{ErrorCode::kParse, "The discard pile is empty."};
      return std::nullopt;
    case MoveKind::kDiscard:
    case MoveKind::kLayDown: {
      Result<LayDown> ld = ResolveLayDown(LaidDown(move), move.card);
      if (!ld) return ld.error();
      if (std::optional<Error> e = CheckLayDown(*ld)) return e;
      checked_ = std::move(*ld);
      return std::nullopt;
    }
    default: return TurnError();
  }
}

Error FiveCrownsState::TurnError() { return Error{ErrorCode::kParse, "In Five Crowns a turn is: draw, then discard or go out."}; }

std::optional<Error> FiveCrownsState::CheckLayDown(const LayDown& ld) const {
  if (taken_ && ld.discard == *taken_ && Option("upcard-rule")) {
    return Error{ErrorCode::kParse, "You took " + CardInWords(*taken_) + " from the discard pile: discard another card."};
  }
  if (FinalTurn()) return std::nullopt;  // a final turn may lay down any melds of its own hand
  if (ld.melds.empty()) {
    if (Option("forced-out") && CanGoOutNow()) {
      return Error{ErrorCode::kParse, "You can go out, and in this game you must: lay down your melds."};
    }
    return std::nullopt;
  }
  if (!ld.left.empty()) {
    return Error{ErrorCode::kParse, "Melds go down only when you go out: every card but the discard must be in a meld (" +
                                        CardsInWords(ld.left) + " left)."};
  }
  if (!Option("first-turn-out") && turns_taken_[current_] == 0) {
    return Error{ErrorCode::kParse, "In this game nobody goes out on their first turn of a hand."};
  }
  return std::nullopt;
}

void FiveCrownsState::DoApply(const Move& move) {
  switch (move.kind) {
    case MoveKind::kDrawStock:
      if (stock_.empty() && stock_turnovers_ >= 1 && Option("second-stock-out")) {
        // The stock ran out again: the hand ends; whoever has not scored yet scores their cards.
        for (int p = 0; p < players_; ++p) {
          if (hand_scores_[p] >= 0) continue;
          int v = 0;
          for (Card c : hands_[p]) v += rules_.HandValue(c);
          hand_scores_[p] = v;
        }
        EndHand();
        return;
      }
      RUMMY_CHECK(DrawFromStock(current_));
      phase_ = Phase::kPlay;
      return;
    case MoveKind::kTakeDiscard: TakeDiscard(); return;
    default: break;
  }
  // Apply has just checked this move: its resolution is at hand.
  LayDown ld = checked_ ? std::move(*checked_) : *ResolveLayDown(LaidDown(move), move.card);
  checked_.reset();
  for (const Meld& m : ld.melds) {
    RemoveFromHand(current_, m.cards);
    melds_.push_back(TableMeld{current_, m, {}});
  }
  RemoveFromHand(current_, {ld.discard});
  discard_.push_back(ld.discard);
  ++turns_taken_[current_];
  const int player = current_;
  if (FinalTurn()) {
    int score = 0;
    for (Card c : hands_[player]) score += rules_.HandValue(c);
    hand_scores_[player] = score;
    if (--final_turns_left_ == 0) {
      EndHand();
      return;
    }
  } else if (hands_[player].empty()) {
    out_player_ = player;
    hand_scores_[player] = 0;
    final_turns_left_ = players_ - 1;
  }
  EndTurn();
  if (FinalTurn() && !Option("final-turn-draw")) phase_ = Phase::kPlay;
}

void FiveCrownsState::EndHand() {
  RecordHand(hand_scores_, out_player_);
  if (hand_number_ == kHands) {
    std::vector<int> winners;
    const int best = *std::min_element(Sheet().totals.begin(), Sheet().totals.end());
    for (int p = 0; p < players_; ++p) {
      if (Sheet().totals[p] == best) winners.push_back(p);
    }
    if (winners.size() > 1 && Option("tie-break")) {
      const std::vector<int>& last = Sheet().hands.back();
      int low = last[winners[0]];
      for (int p : winners) low = std::min(low, last[p]);
      std::erase_if(winners, [&](int p) { return last[p] != low; });
    }
    FinishMatch(winners);
    return;
  }
  dealer_ = (dealer_ + 1) % players_;
  StartHand();
}

std::vector<Move> FiveCrownsState::LegalMoves() const {
  std::vector<Move> moves;
  if (phase_ == Phase::kOver) return moves;
  if (phase_ == Phase::kDraw) {
    if (CanDrawFromStock()) moves.push_back(Move::Draw());
    if (!discard_.empty()) moves.push_back(Move::Take());
    return moves;
  }
  const std::vector<Card>& hand = hands_[current_];
  std::vector<int> seen;
  for (Card c : hand) {
    if (std::find(seen.begin(), seen.end(), c.face()) != seen.end()) continue;
    seen.push_back(c.face());
    const Move m = Move::Discard(c);
    if (!Check(m)) moves.push_back(m);
  }
  // The best lay-down: the discard leaving the least in hand, with its melds.
  Solver& solver = SharedSolver(rules_);
  int best = -1;
  Move lay;
  for (Card c : hand) {
    if (taken_ && c == *taken_ && Option("upcard-rule")) continue;
    std::vector<Card> rest = hand;
    rest.erase(std::find(rest.begin(), rest.end(), c));
    const Arrangement a = solver.Arrange(rest);
    if (a.melds.empty() || (!FinalTurn() && a.deadwood_value > 0)) continue;
    if (best < 0 || a.deadwood_value < best) {
      best = a.deadwood_value;
      lay = Move::Of(MoveKind::kLayDown, c);
      for (const Meld& m : a.melds) lay.melds.push_back(SpecOf(m));
    }
  }
  if (best >= 0 && !Check(lay)) moves.push_back(lay);
  return moves;
}

void FiveCrownsState::ViewInto(int seat, TableView& v) const {
  BaseViewInto(seat, v);
  FiveCrownsView& own = v.FillPart<FiveCrownsView>();
  own.wild_rank = rules_.wild_rank;
  own.out_player = out_player_;
  own.turns_taken = turns_taken_;
  // Appended in place: the view's string keeps its storage from one move to the next.
  if (phase_ == Phase::kOver) {
    v.status = "The match is over.";
  } else if (FinalTurn()) {
    // Who went out is said on every final turn: a hand can end this way before a player's first
    // turn, and the status is where they look.
    v.status.clear();
    AppendPlayerName(v.status, out_player_);
    v.status += " went out. ";
    AppendPlayerName(v.status, current_);
    v.status += phase_ == Phase::kDraw ? " takes a final turn: draw from the stock or the discard pile."
                                       : " takes a final turn: lay down what you can and discard.";
  } else {
    v.status.clear();
    AppendPlayerName(v.status, current_);
    v.status += phase_ == Phase::kDraw ? ": draw from the stock or the discard pile." : ": discard, or go out.";
  }
}

std::string FiveCrownsState::ToString() const {
  std::string s = BaseString();
  s += "wild " + std::to_string(rules_.wild_rank) + " out " + std::to_string(out_player_) + " final " +
       std::to_string(final_turns_left_) + " scores";
  for (int x : hand_scores_) s += " " + std::to_string(x);
  s += " turns";
  for (int x : turns_taken_) s += " " + std::to_string(x);
  return s + "\n";
}

}  // namespace rummy::five_crowns
