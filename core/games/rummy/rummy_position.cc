// Rummy's own fields in a position (docs/POSITIONS.md): what was taken from the track this
// turn, and the "Rummy!" call being asked (house rule R15).
#include <algorithm>

#include "game/position.h"
#include "games/rummy/rummy.h"

namespace rummy::track {

void RummyState::WriteGameFields(PositionWriter& out) const {
  out.Put("taken_from_track", PositionWriter::Cards(taken_cards_));
  out.Put("must_use", PositionWriter::CardOrNull(must_use_));
  out.Put("asked", calling_ ? nlohmann::ordered_json(caller_) : nlohmann::ordered_json());
}

std::optional<Error> RummyState::ReadGameFields(PositionReader& in) {
  const std::string who = SeatName(current_);
  taken_cards_ = in.FindCards(in.Has("taken_from_track") ? in.At("taken_from_track") : nlohmann::json::array(),
                              HandAndTable(current_), who + "'s 'taken_from_track'");
  std::vector<Card> unused;  // taken this turn and still in hand
  for (Card c : taken_cards_) {
    if (std::find(hands_[current_].begin(), hands_[current_].end(), c) != hands_[current_].end()) unused.push_back(c);
  }
  must_use_ = in.FindCardOrNull("must_use", unused, "'must_use' (a card of 'taken_from_track' still in hand)");
  caller_ = in.Seat("asked", true);
  calling_ = caller_ >= 0;
  if (!in.ok()) return in.problem();
  if (phase_ != Phase::kPlay && (!taken_cards_.empty() || must_use_)) {
    in.Fail("cards are taken from the track during a turn: 'taken_from_track' and 'must_use' must be empty before the draw");
  }
  if (!taken_cards_.empty() && !taken_) in.Fail("'taken' must name the track card taken this turn");
  for (Card c : taken_cards_) {  // the same copy as the one taken with the others
    if (taken_ && c.face() == taken_->face()) taken_ = c;
  }
  RequireCardInEveryHand(in);
  discarder_ = calling_ ? (current_ + players_ - 1) % players_ : -1;
  if (calling_) {
    if (!Option("call-rummy"))
      in.Fail("'asked' is for the call-rummy house rule, which is off");
    else if (phase_ != Phase::kDraw || discard_.empty())
      in.Fail("\"Rummy!\" is asked about a discard just made, before the next draw");
    else if (caller_ == discarder_)
      in.Fail("'asked' cannot be the player who discarded (" + SeatName(discarder_) + ")");
    else if (!Playable(discard_.back()))
      in.Fail(discard_.back().Pretty() + " fits no meld on the table, so nobody is asked to call it");
  }
  // A joker stands for a card that is not on the table (RULES.md 2.A).
  const FaceCounts on_table = OnTable();
  for (int f = 0; in.ok() && f < kNumFaces; ++f) {
    if (f != kJokerFace && on_table[f] > rules_.pack.Copies(f)) {
      in.Fail("the table holds " + FaceText(f) + " more often than the pack does: a joker may not stand for a card on the table");
    }
  }
  return in.problem();
}

}  // namespace rummy::track
