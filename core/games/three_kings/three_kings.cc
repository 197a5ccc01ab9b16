#include "games/three_kings/three_kings.h"

#include <algorithm>

namespace rummy::three_kings {

namespace {
Error Refuse(const std::string& why) { return Error{ErrorCode::kParse, why}; }

// Clubs > spades > hearts > diamonds, for J-Q-K against J-Q-K.
int SuitOrder(Suit s) {
  switch (s) {
    case Suit::kClubs: return 4;
    case Suit::kSpades: return 3;
    case Suit::kHearts: return 2;
    default: return 1;
  }
}

bool IsJqk(const Rules& rules, const std::vector<Card>& cards) {
  std::vector<Meld> r = MeldReadings(rules, cards);
  return !r.empty() && r[0].kind == MeldKind::kRun && r[0].low == kJack;
}

bool IsSet(const Rules& rules, const std::vector<Card>& cards) {
  std::vector<Meld> r = MeldReadings(rules, cards);
  return !r.empty() && r[0].kind == MeldKind::kSet;
}
}  // namespace

int MeldLevel(const Rules& rules, const std::vector<Card>& cards, bool jqk_level_12) {
  if (cards.size() != 3) return 0;
  const std::vector<Meld> readings = MeldReadings(rules, cards);
  if (readings.empty()) return 0;
  const Meld& m = readings[0];
  if (m.kind == MeldKind::kSet) return m.rank;
  if (m.low == kJack) return jqk_level_12 ? 12 : 13;
  return m.low + 1;  // the middle card
}

bool MeldBeats(const Rules& rules, const Options& options, const std::vector<Card>& a, const std::vector<Card>& b) {
  const bool jqk12 = OptionOr(options, "jqk-level-12", 0) != 0;
  const int la = MeldLevel(rules, a, jqk12), lb = MeldLevel(rules, b, jqk12);
  if (la != lb) return la > lb;
  if (IsJqk(rules, a) && IsJqk(rules, b)) return SuitOrder(a[0].suit()) > SuitOrder(b[0].suit());
  if (OptionOr(options, "set-beats-sequence", 0) != 0) return IsSet(rules, a) && !IsSet(rules, b);
  return false;
}

std::vector<OptionInfo> ThreeKingsGame::OptionList() const {
  return {
      {"open-form", "Played cards stay face up in front of their players", 0, 0, 1},
      {"no-ace-melds", "Aces cannot be melded (no A-A-A, no A-2-3)", 0, 0, 1},
      {"jqk-level-12", "J-Q-K ranks with Q-Q-Q instead of K-K-K", 0, 0, 1},
      {"set-beats-sequence", "At equal level a set beats a sequence", 0, 0, 1},
      {"ace-lead-six", "A winning ace led to the last trick scores 6 instead of 5", 0, 0, 1},
      {"prediction-penalty", "A failed prediction costs: 0 now and at the next set, 1 only at the next set, 2 only now", 0, 0, 2},
      {"prediction-replaces-ace", "For the predictor, the prediction replaces the ace-lead rule", 0, 0, 1},
  };
}

std::unique_ptr<State> ThreeKingsGame::Create(int players, const Options& options, uint64_t seed) const {
  (void)players;
  return std::make_unique<ThreeKingsState>(options, seed);
}

ThreeKingsState::ThreeKingsState(const Options& options, uint64_t seed) : TableState(seed, options, 3) {
  rules_ = RulesFor(this->options());
  points_.assign(3, 0);
  pending_.assign(3, 0);
  StartHand();
}

void ThreeKingsState::StartHand() {
  ++hand_number_;
  std::vector<Card> deck = rules_.pack.Shuffled(rng_);
  size_t next = 0;
  for (std::vector<Card>& h : hands_) h.clear();
  for (int packet = 0; packet < 3; ++packet) {
    for (int k = 1; k <= 3; ++k) {
      for (int i = 0; i < 3; ++i) hands_[(dealer_ + k) % 3].push_back(deck[next++]);
    }
  }
  discard_.clear();
  trick_.clear();
  played_.assign(3, {});
  gone_.clear();
  laid_out_at_ = -1;
  hand_points_.assign(3, 0);
  parts_.assign(3, {});
  played_in_stage2_.assign(3, false);
  prediction_seat_ = -1;
  prediction_kind_ = 0;
  tricks_this_hand_ = 0;
  crossed_trick_.assign(3, -1);
  crossed_order_.assign(3, 0);
  crossed_by_prediction_.assign(3, false);
  trick_winners_.clear();
  stage_ = 1;
  phase_ = Phase::kPlay;
  if (last_trick_winner_ < 0) {
    discard_.push_back(deck[next++]);  // the widow card, face up
    leader_ = (dealer_ + 1) % 3;
    step_ = Step::kPlay;
  } else {
    hands_[last_trick_winner_].push_back(deck[next++]);  // ten cards: one goes to the widow
    leader_ = last_trick_winner_;
    step_ = Step::kWidowDiscard;
  }
  // The stock's top is its back.
  stock_.assign(deck.rbegin(), deck.rend() - static_cast<long>(next));
  current_ = leader_;
}

std::optional<Error> ThreeKingsState::SetTrickPosition(const std::vector<std::vector<Card>>& hands,
                                                       const std::vector<Card>& stock, std::optional<Card> widow, int leader,
                                                       bool exchange_first) {
  std::vector<Card> pool = rules_.pack.Cards();
  auto take = [&](Card c) -> bool {
    auto it = std::find(pool.begin(), pool.end(), Card::Natural(c.suit(), c.rank()));
    if (c.is_joker() || it == pool.end()) return false;
    pool.erase(it);
    return true;
  };
  std::vector<Card> all;
  for (const std::vector<Card>& h : hands) all.insert(all.end(), h.begin(), h.end());
  all.insert(all.end(), stock.begin(), stock.end());
  if (widow) all.push_back(*widow);
  for (Card c : all) {
    if (!take(c)) return Error{ErrorCode::kNotInPack, c.Pretty() + " is placed twice or is not in the pack"};
  }
  hands_ = hands;
  stock_.assign(stock.rbegin(), stock.rend());
  discard_.clear();
  if (widow) discard_.push_back(*widow);
  gone_ = pool;
  laid_out_at_ = -1;
  trick_.clear();
  played_.assign(3, {});
  played_in_stage2_.assign(3, false);
  stage_ = stock.empty() ? 2 : 1;
  leader_ = current_ = leader;
  step_ = exchange_first ? Step::kExchange : Step::kPlay;
  return std::nullopt;
}

bool ThreeKingsState::CanPredict() const {
  return stage_ == 2 && step_ == Step::kPlay && prediction_seat_ < 0 && !played_in_stage2_[current_];
}

int ThreeKingsState::TrickWinner() const {
  int best = 0;
  if (trick_[0].second.size() == 1) {
    const Suit led = trick_[0].second[0].suit();
    for (int i = 1; i < static_cast<int>(trick_.size()); ++i) {
      const Card c = trick_[i].second[0];
      if (c.suit() == led && c.rank() > trick_[best].second[0].rank()) best = i;
    }
    return best;
  }
  for (int i = 1; i < static_cast<int>(trick_.size()); ++i) {
    if (IsMeld(trick_[i].second) && MeldBeats(rules_, options(), trick_[i].second, trick_[best].second)) best = i;
  }
  return best;
}

std::optional<Error> ThreeKingsState::Check(const Move& move) const {
  if (phase_ == Phase::kOver) return Refuse("The match is over.");
  const std::vector<Card>& hand = hands_[current_];
  switch (step_) {
    case Step::kWidowDiscard: {
      if (move.kind != MoveKind::kDiscard) {
        return Refuse("You hold 10 cards: discard one face up; it becomes the widow card.");
      }
      Result<std::vector<Card>> c = FromHand(current_, {move.card});
      if (!c) return c.error();
      return std::nullopt;
    }
    case Step::kExchange: {
      if (move.kind == MoveKind::kPass) return std::nullopt;
      if (move.kind != MoveKind::kWidow) {
        return Refuse("You won the last trick of phase 1: take the widow card and lay one card out of play, or keep your hand.");
      }
      Result<std::vector<Card>> c = FromHand(current_, {move.card});
      if (!c) return c.error();
      return std::nullopt;
    }
    case Step::kPlay: break;
  }
  if (move.kind == MoveKind::kPredict) {
    if (!CanPredict()) {
      if (stage_ != 2) return Refuse("Predictions are made in phase 2, when the stock is gone.");
      if (prediction_seat_ >= 0) return Refuse("Only one prediction is allowed a hand, and it has been made.");
      return Refuse("Predict only before your first card of phase 2.");
    }
    return std::nullopt;
  }
  if (move.kind != MoveKind::kPlay || move.melds.empty())
    return Refuse("In Three Kings you play cards to the trick: one card, or a meld of three.");
  const std::vector<Card>& named = move.melds[0].cards;
  Result<std::vector<Card>> cards = FromHand(current_, named);
  if (!cards) return cards.error();
  if (trick_.empty()) {
    if (cards->size() == 1) return std::nullopt;
    if (cards->size() != 3) return Refuse("Lead one card or a meld of three.");
    if (!IsMeld(*cards)) {
      return Refuse(CardsPretty(*cards) + " is not a meld: lead one card, or three of a rank, or three in sequence in one suit.");
    }
    return std::nullopt;
  }
  const size_t want = trick_[0].second.size();
  if (cards->size() != want) {
    return Refuse(want == 1 ? "One card was led: play one card." : "A meld was led: play three cards.");
  }
  if (want == 1 && stage_ == 2) {
    const Suit led = trick_[0].second[0].suit();
    const bool can_follow = std::any_of(hand.begin(), hand.end(), [&](Card c) { return c.suit() == led; });
    if (can_follow && (*cards)[0].suit() != led) {
      return Refuse("Follow suit: in phase 2 you must play a " + SuitName(led).substr(0, SuitName(led).size() - 1) +
                    " when you have one.");
    }
  }
  return std::nullopt;
}

std::string PredictionWarning(const TableView& view, int kind) {
  if (kind != 1) return "";
  const bool ace = std::any_of(view.hand.begin(), view.hand.end(), [](Card c) { return c.rank() == kAce; });
  // Said of the prediction that is offered, not of a button never seen (playtest).
  return ace ? "" : "No ace in hand, so no prediction with an ace.";
}

std::string PredictionStakes(const TableView& view, bool with_ace) {
  const int penalty = view.options ? OptionIn(*view.options, "prediction-penalty") : 0;
  const char* lost = penalty == 1   ? "the next set starts 5 points behind"
                     : penalty == 2 ? "-5"
                                    : "-5, and the next set starts 5 points behind";
  return std::string("A prediction of the last trick: +5 if you take it; if not, ") + lost + "." +
         (with_ace ? " With an ace, twice as much." : "");
}

void ThreeKingsState::Note(int seat, const std::string& what, int points) {
  std::vector<ScorePart>& parts = parts_[seat];
  const auto it = std::find_if(parts.begin(), parts.end(), [&](const ScorePart& p) { return p.what == what; });
  if (it != parts.end()) {
    it->points += points;
    return;
  }
  // Every player's parts in one order, whatever came first in the hand (one player's summary read
  // "melds played, tricks won" under another's "tricks won, melds played"; playtest): tricks, melds,
  // the last trick, then a prediction.
  auto rank = [](const std::string& w) {
    return w == "tricks won" ? 0 : w == "melds played" ? 1 : w.rfind("prediction", 0) == 0 ? 3 : 2;
  };
  const auto at = std::find_if(parts.begin(), parts.end(), [&](const ScorePart& p) { return rank(p.what) > rank(what); });
  parts.insert(at, {what, points});
}

void ThreeKingsState::Award(int seat, int points, int trick_index, int order) {
  if (points == 0) return;
  const bool below = points_[seat] < kSetPoints;
  points_[seat] += points;
  hand_points_[seat] += points;
  if (below && points_[seat] >= kSetPoints && crossed_trick_[seat] < 0) {
    crossed_trick_[seat] = trick_index;
    crossed_order_[seat] = order;
  }
}

void ThreeKingsState::DoApply(const Move& move) {
  switch (move.kind) {
    case MoveKind::kDiscard: {  // the tenth card becomes the widow
      const Card c = (*FromHand(current_, {move.card}))[0];
      RemoveFromHand(current_, {c});
      discard_.assign(1, c);
      step_ = Step::kPlay;
      current_ = leader_;
      return;
    }
    case MoveKind::kWidow: {
      const Card c = (*FromHand(current_, {move.card}))[0];
      RemoveFromHand(current_, {c});
      hands_[current_].push_back(discard_.back());
      discard_.clear();
      laid_out_at_ = static_cast<int>(gone_.size());  // face up (RULES.md 3.A): every seat sees it
      gone_.push_back(c);
      step_ = Step::kPlay;
      return;
    }
    case MoveKind::kPass: step_ = Step::kPlay; return;
    case MoveKind::kPredict:
      prediction_seat_ = current_;
      prediction_kind_ = move.target == 1 ? 1 : 0;
      return;
    default: break;
  }
  const std::vector<Card> cards = *FromHand(current_, move.melds[0].cards);
  RemoveFromHand(current_, cards);
  trick_.push_back({current_, cards});
  played_[current_].insert(played_[current_].end(), cards.begin(), cards.end());
  if (stage_ == 2) played_in_stage2_[current_] = true;
  if (trick_.size() == 3) {
    FinishTrick();
  } else {
    current_ = (current_ + 1) % 3;
  }
}

void ThreeKingsState::FinishTrick() {
  const int w = TrickWinner();
  const int winner = trick_[w].first;
  const int t = ++tricks_this_hand_;
  const bool last = stage_ == 2 && hands_[winner].empty();
  const bool meld_trick = trick_[0].second.size() == 3;
  const int leader = trick_[0].first;
  const bool ace_led = last && !meld_trick && trick_[0].second[0].rank() == kAce;
  const bool predictor_skips_ace = Option("prediction-replaces-ace") && prediction_seat_ == leader;
  std::vector<int> gain(3, 0);
  for (int i = 0; i < 3; ++i) {
    if (meld_trick && IsMeld(trick_[i].second)) {
      gain[trick_[i].first] += 1;
      Note(trick_[i].first, "melds played", 1);
    }
  }
  int win_points = last ? 2 : 1;
  if (ace_led && !predictor_skips_ace) {
    if (winner == leader) {
      win_points = Option("ace-lead-six") ? 6 : 5;
    } else {
      gain[leader] -= 5;
      Note(leader, "an ace led to the last trick that lost", -5);
    }
  }
  gain[winner] += win_points;
  if (win_points > 2) {
    Note(winner, "the last trick, won with a led ace", win_points);
  } else {
    Note(winner, "tricks won", 1);
    if (last) Note(winner, "the last trick", 1);
  }
  for (int i = 0; i < 3; ++i) Award(trick_[i].first, gain[trick_[i].first], t, i);
  if (last && prediction_seat_ >= 0) {
    const int p = prediction_seat_;
    const int stake = prediction_kind_ == 1 ? 10 : 5;
    const bool won = winner == p && (prediction_kind_ == 0 || (ace_led && leader == p));
    const std::string what = prediction_kind_ == 1 ? "prediction with an ace" : "prediction";
    if (won) {
      const bool below = points_[p] < kSetPoints;
      Award(p, stake, t, 0);
      Note(p, what + " came true", stake);
      crossed_by_prediction_[p] = below && points_[p] >= kSetPoints;
    } else {
      if (Option("prediction-penalty") != 1) Award(p, -stake, t, 0);
      if (Option("prediction-penalty") != 2) pending_[p] -= stake;
      const int now = Option("prediction-penalty") != 1 ? -stake : 0;
      // "as well" where the points are lost now too (the part's own number): a playtester could
      // not tell now from later.
      const std::string behind = "the next set starts " + std::to_string(stake) + " points behind";
      const std::string lost = std::to_string(stake) + " points lost now";
      Note(p,
           what + " failed" +
               (Option("prediction-penalty") == 2 ? ""
                : now != 0                        ? ": " + lost + ", and " + behind + " as well"
                                                  : ", and " + behind),
           now);
    }
  }
  for (const auto& [seat, cards] : trick_) gone_.insert(gone_.end(), cards.begin(), cards.end());
  trick_winners_.push_back(winner);
  trick_.clear();
  leader_ = current_ = winner;
  if (stage_ == 1) {
    // Refill from the stock, winner first and clockwise, one card at a time.
    const int needed = 3 * (kHandSize - static_cast<int>(hands_[winner].size()));
    const int deal = std::min<int>(needed, static_cast<int>(stock_.size()));
    for (int i = 0; i < deal; ++i) {
      hands_[(winner + i) % 3].push_back(stock_.back());
      stock_.pop_back();
    }
    if (stock_.empty()) {
      stage_ = 2;
      step_ = discard_.empty() ? Step::kPlay : Step::kExchange;
    }
    return;
  }
  if (last) EndHand();
}

void ThreeKingsState::EndHand() {
  last_trick_winner_ = trick_winners_.back();
  MutableSheet().hands.push_back(hand_points_);
  last_hand_ = std::make_shared<const HandEnd>(HandEnd{hands_, {}, -1, parts_});
  const int best = *std::max_element(points_.begin(), points_.end());
  if (best >= kSetPoints) {
    std::vector<int> tied;
    for (int p = 0; p < 3; ++p) {
      if (points_[p] == best) tied.push_back(p);
    }
    int winner = tied[0];
    if (tied.size() > 1) {
      auto in_tied = [&](int p) { return std::find(tied.begin(), tied.end(), p) != tied.end(); };
      const auto by_prediction = std::find_if(tied.begin(), tied.end(), [&](int p) { return crossed_by_prediction_[p]; });
      if (by_prediction != tied.end()) {
        winner = *by_prediction;  // 1. crossed 15 through a successful prediction
      } else if (in_tied(last_trick_winner_)) {
        winner = last_trick_winner_;  // 2. won the last trick
      } else {
        // 3. first to reach 15; in the same trick, its winner, else who played earlier in it.
        winner = *std::min_element(tied.begin(), tied.end(), [&](int a, int b) {
          const int ta = crossed_trick_[a] < 0 ? 1 << 20 : crossed_trick_[a];
          const int tb = crossed_trick_[b] < 0 ? 1 << 20 : crossed_trick_[b];
          if (ta != tb) return ta < tb;
          const int tw = trick_winners_[ta - 1];
          if ((a == tw) != (b == tw)) return a == tw;
          return crossed_order_[a] < crossed_order_[b];
        });
      }
    }
    MutableSheet().totals[winner] += 1;
    points_ = pending_;
    pending_.assign(3, 0);
    if (Sheet().totals[winner] >= kGamePointsToWin) {
      MutableSheet().winners = {winner};
      phase_ = Phase::kOver;
      return;
    }
  }
  dealer_ = (dealer_ + 1) % 3;
  StartHand();
}

std::vector<Move> ThreeKingsState::LegalMoves() const {
  std::vector<Move> moves;
  if (phase_ == Phase::kOver) return moves;
  const std::vector<Card>& hand = hands_[current_];
  auto play = [&](std::vector<Card> cards) {
    Move m = Move::Of(MoveKind::kPlay);
    m.melds.push_back(MeldSpec{std::move(cards), {}});
    if (!Check(m)) moves.push_back(m);
  };
  switch (step_) {
    case Step::kWidowDiscard:
      for (Card c : hand) moves.push_back(Move::Discard(c));
      return moves;
    case Step::kExchange:
      moves.push_back(Move::Of(MoveKind::kPass));
      for (Card c : hand) moves.push_back(Move::Of(MoveKind::kWidow, c));
      return moves;
    case Step::kPlay: break;
  }
  if (CanPredict()) {
    moves.push_back(Move::Of(MoveKind::kPredict, Card(), 0));
    moves.push_back(Move::Of(MoveKind::kPredict, Card(), 1));
  }
  const bool lead = trick_.empty();
  if (lead || trick_[0].second.size() == 1) {
    for (Card c : hand) play({c});
  }
  if (lead || trick_[0].second.size() == 3) {
    const int n = static_cast<int>(hand.size());
    for (int a = 0; a < n; ++a) {
      for (int b = a + 1; b < n; ++b) {
        for (int c = b + 1; c < n; ++c) play({hand[a], hand[b], hand[c]});
      }
    }
  }
  return moves;
}

void ThreeKingsState::ViewInto(int seat, TableView& v) const {
  BaseViewInto(seat, v);
  ThreeKingsView& own = v.FillPart<ThreeKingsView>();
  own.trick = trick_;
  if (Option("open-form"))
    own.played = played_;
  else
    own.played.clear();
  own.points = points_;
  own.pending = pending_;
  own.prediction_seat = prediction_seat_;
  own.prediction_kind = prediction_kind_;
  own.stage = stage_;
  own.trick_winner = trick_winners_.empty() ? last_trick_winner_ : trick_winners_.back();
  own.laid_out = laid_out_at_ >= 0 ? std::optional<Card>(gone_[laid_out_at_]) : std::nullopt;
  const std::string who = PlayerName(current_);
  if (phase_ == Phase::kOver) {
    v.phase = "over";
    v.status = "The match is over.";
  } else if (step_ == Step::kWidowDiscard) {
    v.phase = "widow-discard";
    v.status = who + " holds 10 cards: discard one face up as the widow card.";
  } else if (step_ == Step::kExchange) {
    v.phase = "exchange";
    v.status = who + " may take the widow card and lay another card out of play, or keep the hand as it is.";
  } else {
    v.phase = trick_.empty() ? "lead" : "follow";
    v.status =
        who + (trick_.empty()                 ? ": lead one card or a meld of three."
               : trick_[0].second.size() == 1 ? (stage_ == 2 ? ": play one card, following suit if you can." : ": play one card.")
                                              : ": play three cards.");
  }
}

std::vector<Card> ThreeKingsState::AllCards() const {
  std::vector<Card> all = TableState::AllCards();
  for (const auto& [seat, cards] : trick_) all.insert(all.end(), cards.begin(), cards.end());
  all.insert(all.end(), gone_.begin(), gone_.end());
  return all;
}

std::string ThreeKingsState::ToString() const {
  std::string s = BaseString();
  s += "stage " + std::to_string(stage_) + " step " + std::to_string(static_cast<int>(step_)) + " leader " +
       std::to_string(leader_) + " last " + std::to_string(last_trick_winner_) + " trick";
  for (const auto& [seat, cards] : trick_) s += " " + std::to_string(seat) + ":" + CardsToString(cards);
  s += "\npoints";
  for (int x : points_) s += " " + std::to_string(x);
  s += " pending";
  for (int x : pending_) s += " " + std::to_string(x);
  s += " prediction " + std::to_string(prediction_seat_) + "/" + std::to_string(prediction_kind_) + " gone " +
       CardsToString(gone_) + "\n";
  return s;
}

}  // namespace rummy::three_kings
