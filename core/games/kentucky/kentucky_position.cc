// Kentucky's own fields in a position (docs/POSITIONS.md): who is down, the May I calls made, and
// the claim window on the discard just made.
#include "game/position.h"
#include "games/kentucky/kentucky.h"

namespace rummy::kentucky {

std::optional<Error> KentuckyState::PreparePosition(PositionReader& in) {
  const int hand = hand_number_;
  if (hand > kHands + 1 || (hand == kHands + 1 && !Option("tie-extra-hand"))) {
    in.Fail("Kentucky has " + std::to_string(kHands) +
            " hands (one more only with the tie-extra-hand house rule): 'hand_number' " + std::to_string(hand) + " is too high");
    return in.problem();
  }
  SetHand(std::min(hand, kHands), std::vector<bool>(players_, false));  // this hand's contract
  hand_number_ = hand;
  return std::nullopt;
}

void KentuckyState::WriteGameFields(PositionWriter& out) const {
  out.Put("contract", contract_text_);
  out.Put("down", PositionWriter::Flags(down_));
  out.Put("may_i", may_i_);
  out.Put("discard_open", window_);
  out.Put("asked", claiming_ ? nlohmann::ordered_json(claimant_) : nlohmann::ordered_json());
  out.Put("discard_dead", dead_);
  out.Put("went_down_this_turn", went_down_now_);
  out.Put("extra_hand", extra_hand_);
}

std::optional<Error> KentuckyState::ReadGameFields(PositionReader& in) {
  // A position written before the contract's words were made plain still loads (ReadsAs).
  if (in.Has("contract") && !contract_.ReadsAs(in.Text("contract"))) {
    in.Fail("hand " + std::to_string(hand_number_) + "'s contract is \"" + contract_text_ + "\", not \"" + in.Text("contract") +
            "\" (the contract follows from 'hand_number' and the options)");
  }
  down_ = in.Flags("down");
  const int limit = Option("may-i-limit");
  may_i_ = in.PerSeatOr("may_i", 0, 0, limit == 0 ? 1000 : limit);
  window_ = in.BoolOr("discard_open", false);
  claimant_ = in.Seat("asked", true);
  claiming_ = claimant_ >= 0;
  dead_ = in.BoolOr("discard_dead", false);
  went_down_now_ = in.BoolOr("went_down_this_turn", false);
  extra_hand_ = in.BoolOr("extra_hand", false);
  if (!in.ok()) return in.problem();
  if (hand_number_ > kHands && !extra_hand_)
    in.Fail("hand " + std::to_string(hand_number_) + " is the extra hand: set 'extra_hand'");
  for (const TableMeld& t : melds_) {
    if (!down_[t.owner]) in.Fail(SeatName(t.owner) + " has melds on the table, so must be down");
  }
  RequireCardInEveryHand(in);
  for (int p = 0; p < players_; ++p) {  // the deal, the draw, and each May I's card with its penalty cards
    const size_t most =
        static_cast<size_t>(CardsDealt(std::min(hand_number_, kHands)) + 1 + may_i_[p] * (1 + Option("penalty-cards")));
    if (hands_[p].size() > most) {
      in.Fail(SeatName(p) + " holds " + std::to_string(hands_[p].size()) + " cards, more than the " + std::to_string(most) +
              " the deal, a draw and " + std::to_string(may_i_[p]) + " May I calls can give");
    }
  }
  if (window_ && (phase_ != Phase::kDraw || discard_.empty())) {
    in.Fail(
        "'discard_open' means a discard was just made and the next player has not drawn: the phase must be \"draw\" with a "
        "discard on the pile");
  }
  if (window_ && dead_) in.Fail("the discard just made is open to claims, so it cannot be dead");
  // A discard goes dead only with the turn's draw made (DrawForTurn): the draw turn's line and
  // its take both rest on that.
  if (dead_ && phase_ == Phase::kDraw) in.Fail("'discard_dead' is for after the turn's draw: the phase must be \"play\"");
  if (went_down_now_ && (phase_ != Phase::kPlay || !down_[current_])) {
    in.Fail("'went_down_this_turn' is for the player to move, after the draw, who is down");
  }
  if (claiming_ && in.ok()) {
    if (!window_)
      in.Fail("'asked' is for the claim round on an open discard: set 'discard_open'");
    else if (claimant_ == current_ || claimant_ == Discarder()) {
      in.Fail("'asked' must be a player other than " + SeatName(current_) + " (to draw) and " + SeatName(Discarder()) +
              " (who discarded)");
    } else if (!CanClaim(claimant_)) {
      in.Fail(SeatName(claimant_) + " cannot claim " + CardInWords(discard_.back()) +
              " (no May I left or allowed, and no Kentucky call)");
    }
  }
  return in.problem();
}

}  // namespace rummy::kentucky
