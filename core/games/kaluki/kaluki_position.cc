// Kaluki's own fields in a position (docs/POSITIONS.md): who has opened, and whether the player
// to move opened during this turn.
#include "game/position.h"
#include "games/kaluki/kaluki.h"

namespace rummy::kaluki {

void KalukiState::WriteGameFields(PositionWriter& out) const {
  out.Put("opened", PositionWriter::Flags(opened_));
  out.Put("opened_this_turn", opened_this_turn_);
}

std::optional<Error> KalukiState::ReadGameFields(PositionReader& in) {
  opened_ = in.Flags("opened");
  opened_this_turn_ = in.BoolOr("opened_this_turn", false);
  if (!in.ok()) return in.problem();
  for (const TableMeld& t : melds_) {
    if (!opened_[t.owner]) in.Fail(SeatName(t.owner) + " has melds on the table, so must have opened");
  }
  if (opened_this_turn_ && (phase_ != Phase::kPlay || !opened_[current_])) {
    in.Fail("'opened_this_turn' is for the player to move, after the draw, who has opened");
  }
  RequireCardInEveryHand(in);
  for (int p = 0; p < players_; ++p) {  // the deal, and one card more after the draw
    const size_t most = static_cast<size_t>(CardsDealt()) + (p == current_ && phase_ == Phase::kPlay ? 1 : 0);
    if (hands_[p].size() > most) {
      in.Fail(SeatName(p) + " holds " + std::to_string(hands_[p].size()) + " cards; a Kaluki hand holds at most " +
              std::to_string(most) + " here");
    }
  }
  return in.problem();
}

}  // namespace rummy::kaluki
