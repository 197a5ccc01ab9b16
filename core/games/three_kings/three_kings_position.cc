// Three Kings' own fields in a position (docs/POSITIONS.md): the phase of the hand, the trick on
// the table, the cards out of play, trick points, predictions, and the records the tie rule of
// the set reads. The widow card is the position's discard pile; Three Kings has no table melds.
#include "game/position.h"
#include "games/three_kings/three_kings.h"

namespace rummy::three_kings {

namespace {
using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;
}  // namespace

std::string ThreeKingsState::PositionPhase() const {
  if (phase_ == Phase::kOver) return "over";
  if (step_ == Step::kWidowDiscard) return "widow-discard";
  if (step_ == Step::kExchange) return "exchange";
  return trick_.empty() ? "lead" : "follow";
}

std::optional<Error> ThreeKingsState::ReadPositionPhase(PositionReader& in, const std::string& phase) {
  phase_ = phase == "over" ? Phase::kOver : Phase::kPlay;
  step_ = phase == "widow-discard" ? Step::kWidowDiscard : phase == "exchange" ? Step::kExchange : Step::kPlay;
  if (phase != "over" && phase != "widow-discard" && phase != "exchange" && phase != "lead" && phase != "follow") {
    in.Fail("'phase' in Three Kings must be \"widow-discard\", \"exchange\", \"lead\", \"follow\" or \"over\", not \"" + phase +
            "\"");
  }
  return in.problem();
}

void ThreeKingsState::WriteGameFields(PositionWriter& out) const {
  out.Put("stage", stage_);
  out.Put("leader", leader_);
  out.Put("last_trick_winner", last_trick_winner_ >= 0 ? OrderedJson(last_trick_winner_) : OrderedJson());
  OrderedJson trick = OrderedJson::array();
  for (const auto& [seat, cards] : trick_) trick.push_back({{"seat", seat}, {"cards", PositionWriter::Cards(cards)}});
  out.Put("trick", trick);
  std::vector<Card> out_of_play = gone_;
  if (laid_out_at_ >= 0) out_of_play.erase(out_of_play.begin() + laid_out_at_);
  out.Put("out_of_play", PositionWriter::Cards(out_of_play));
  // Face up (RULES.md 3.A): just the card.
  out.Put("laid_out", laid_out_at_ >= 0 ? OrderedJson(gone_[laid_out_at_].ToString()) : OrderedJson());
  OrderedJson played = OrderedJson::array();
  for (const std::vector<Card>& p : played_) played.push_back(PositionWriter::Cards(p));
  out.Put("played", played);
  out.Put("points", points_);
  out.Put("pending", pending_);
  out.Put("hand_points", hand_points_);
  out.Put("played_in_phase_2", PositionWriter::Flags(played_in_stage2_));
  out.Put("prediction", prediction_seat_ >= 0
                            ? OrderedJson{{"seat", prediction_seat_}, {"kind", prediction_kind_ == 1 ? "ace" : "last"}}
                            : OrderedJson());
  out.Put("trick_winners", trick_winners_);
  OrderedJson reached = OrderedJson::array();
  for (int p = 0; p < 3; ++p) {
    reached.push_back(crossed_trick_[p] < 0 ? OrderedJson()
                                            : OrderedJson{{"trick", crossed_trick_[p]},
                                                          {"order", crossed_order_[p]},
                                                          {"by_prediction", static_cast<bool>(crossed_by_prediction_[p])}});
  }
  out.Put("reached_15", reached);
}

std::optional<Error> ThreeKingsState::ReadGameFields(PositionReader& in) {
  const std::string phase = in.Text("phase");
  if (!melds_.empty()) in.Fail("Three Kings has no melds on the table: 'melds' must be empty");
  if (discard_.size() > 1) in.Fail("the discard pile holds the widow card alone (at most one card)");
  leader_ = in.Seat("leader");
  last_trick_winner_ = in.Seat("last_trick_winner", true);
  // The trick: who played what, in order from the leader.
  trick_.clear();
  const Json& trick = in.At("trick");
  if (in.ok() && !trick.is_null() && (!trick.is_array() || trick.size() > 2))
    in.Fail("'trick' must list at most two plays (a third ends the trick)");
  for (size_t i = 0; in.ok() && i < trick.size(); ++i) {
    const Json& t = trick[i];
    const int seat = (leader_ + static_cast<int>(i)) % 3;
    if (PositionReader::IntIn(t, "seat", -1) != seat) {
      in.Fail("play " + std::to_string(i + 1) + " of 'trick' must be {\"seat\": " + std::to_string(seat) +
              ", \"cards\": [...]} (from the leader round the table)");
      break;
    }
    trick_.push_back({seat, in.TakeCards(t.contains("cards") ? t["cards"] : Json(), SeatName(seat) + "'s play to the trick")});
  }
  std::vector<Card> gone = in.TakeCards(in.Has("out_of_play") ? in.At("out_of_play") : Json::array(), "'out_of_play'");
  laid_out_at_ = -1;
  const Json& laid = in.At("laid_out");
  if (in.ok() && !laid.is_null()) {
    Json one = Json::array();
    one.push_back(laid);
    const std::vector<Card> c = in.TakeCards(one, "'laid_out'");
    if (!c.empty()) {
      laid_out_at_ = static_cast<int>(gone.size());
      gone.push_back(c[0]);
    }
  }
  gone_ = gone;
  // What each seat has played this hand: cards out of play or in the trick.
  std::vector<Card> seen = gone_;
  if (laid_out_at_ >= 0) seen.erase(seen.begin() + laid_out_at_);
  for (const auto& [seat, cards] : trick_) seen.insert(seen.end(), cards.begin(), cards.end());
  played_.assign(3, {});
  const Json& played = in.At("played");
  if (in.ok() && !played.is_null() && (!played.is_array() || played.size() != 3))
    in.Fail("'played' must hold one list of cards per player");
  for (size_t p = 0; in.ok() && p < played.size(); ++p) {
    played_[p] = in.FindCards(played[p], seen, SeatName(static_cast<int>(p)) + "'s 'played' (cards out of play or in the trick)");
    for (Card c : played_[p]) seen.erase(std::find(seen.begin(), seen.end(), c));
  }
  points_ = in.PerSeatOr("points", 0, -1000, 1000);
  pending_ = in.PerSeatOr("pending", 0, -1000, 0);
  hand_points_ = in.PerSeatOr("hand_points", 0, -1000, 1000);
  played_in_stage2_ = in.FlagsOr("played_in_phase_2", false);
  prediction_seat_ = -1;
  prediction_kind_ = 0;
  const Json& prediction = in.At("prediction");
  if (in.ok() && !prediction.is_null()) {
    const Json kind = prediction.is_object() ? prediction.value("kind", Json()) : Json();
    const int seat = PositionReader::IntIn(prediction, "seat", -1);
    if (seat < 0 || seat > 2 || (kind != "last" && kind != "ace")) {
      in.Fail("'prediction' must be {\"seat\": 0-2, \"kind\": \"last\" or \"ace\"} or null");
    } else {
      prediction_seat_ = seat;
      prediction_kind_ = kind == "ace" ? 1 : 0;
    }
  }
  trick_winners_.clear();
  const Json& winners = in.At("trick_winners");
  if (in.ok() && !winners.is_null() && !winners.is_array())
    in.Fail("'trick_winners' must list the seat that won each trick of this hand");
  for (size_t i = 0; in.ok() && i < winners.size(); ++i) {
    if (!winners[i].is_number_integer() || winners[i].get<long long>() < 0 || winners[i].get<long long>() > 2) {
      in.Fail("'trick_winners' must hold seats from 0 to 2");
    } else {
      trick_winners_.push_back(winners[i].get<int>());
    }
  }
  tricks_this_hand_ = static_cast<int>(trick_winners_.size());
  crossed_trick_.assign(3, -1);
  crossed_order_.assign(3, 0);
  crossed_by_prediction_.assign(3, false);
  const Json& reached = in.At("reached_15");
  if (in.ok() && !reached.is_null() && (!reached.is_array() || reached.size() != 3))
    in.Fail("'reached_15' must hold one entry per player");
  for (size_t p = 0; in.ok() && p < reached.size(); ++p) {
    const Json& r = reached[p];
    if (r.is_null()) continue;
    const int t = PositionReader::IntIn(r, "trick", 0), order = PositionReader::IntIn(r, "order", -1);
    if (t < 1 || t > tricks_this_hand_ || order < 0 || order > 2 || !r.value("by_prediction", Json(false)).is_boolean()) {
      in.Fail("'reached_15' of " + SeatName(static_cast<int>(p)) +
              " must be null or {\"trick\": a trick of this hand, \"order\": 0-2, \"by_prediction\": true or false}");
      break;
    }
    crossed_trick_[p] = t;
    crossed_order_[p] = order;
    crossed_by_prediction_[p] = r.value("by_prediction", false);
  }
  stage_ = stock_.empty() ? 2 : 1;
  if (in.ok() && in.IntOr("stage", stage_, 1, 2) != stage_) {
    in.Fail("the stage follows from the stock: " +
            std::string(stock_.empty() ? "with the stock gone it is 2" : "while the stock lasts it is 1"));
  }
  if (!in.ok() || phase_ == Phase::kOver) return in.problem();
  // Whose move, and how many cards each holds.
  std::vector<size_t> held(3);
  for (int p = 0; p < 3; ++p) held[p] = hands_[p].size();
  for (const auto& [seat, cards] : trick_) held[seat] += cards.size();
  const bool leading = phase == "lead" || phase == "exchange" || phase == "widow-discard";
  if (leading != trick_.empty())
    in.Fail(leading ? "a trick is being played: the phase is \"follow\"" : "no card is in the trick: the phase is \"lead\"");
  else if (current_ != (leader_ + static_cast<int>(trick_.size())) % 3) {
    in.Fail("it is " + SeatName((leader_ + static_cast<int>(trick_.size())) % 3) +
            "'s turn: the leader plays first, then round the table");
  } else if (!trick_.empty() && trick_[0].second.size() != 1 && (trick_[0].second.size() != 3 || !IsMeld(trick_[0].second))) {
    in.Fail("a trick is led with one card or a meld of three");
  } else if (std::any_of(trick_.begin(), trick_.end(),
                         [&](const auto& t) { return t.second.size() != trick_[0].second.size(); })) {
    in.Fail("every play to a trick has as many cards as the lead");
  } else if (step_ == Step::kWidowDiscard) {
    if (stage_ != 1 || !discard_.empty() || !trick_winners_.empty() || held[leader_] != kHandSize + 1 ||
        held[(leader_ + 1) % 3] != kHandSize || held[(leader_ + 2) % 3] != kHandSize) {
      in.Fail("the widow discard opens a hand: the leader holds 10 cards, the others 9, and there is no widow card yet");
    }
  } else if (held[0] != held[1] || held[1] != held[2] || held[0] > kHandSize || (stage_ == 1 && held[0] != kHandSize)) {
    in.Fail("the players hold the same number of cards (counting their cards in the trick): 9 while the stock lasts, then fewer");
  } else if (step_ == Step::kExchange &&
             (stage_ != 2 || discard_.empty() ||
              std::find(played_in_stage2_.begin(), played_in_stage2_.end(), true) != played_in_stage2_.end())) {
    in.Fail("the widow exchange comes when phase 2 begins, with a widow card to take");
  } else if (prediction_seat_ >= 0 && stage_ != 2) {
    in.Fail("predictions are made in phase 2");
  } else if (held[0] == 0) {
    in.Fail("the hand is over when the cards are gone: give the players cards");
  }
  return in.problem();
}

}  // namespace rummy::three_kings
