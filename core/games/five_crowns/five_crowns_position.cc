// Five Crowns' own fields in a position (docs/POSITIONS.md): who went out and the final turns
// left, the scores of this hand so far, and the turns each player has had.
#include "game/position.h"
#include "games/five_crowns/five_crowns.h"

namespace rummy::five_crowns {

std::optional<Error> FiveCrownsState::PreparePosition(PositionReader& in) {
  if (hand_number_ > kHands) {
    in.Fail("Five Crowns has " + std::to_string(kHands) + " hands: 'hand_number' must be from 1 to " + std::to_string(kHands));
    return in.problem();
  }
  const int dealer = dealer_, turn = current_;
  JumpToHand(hand_number_);  // this hand's wild rank (its deal is replaced by the position's cards)
  dealer_ = dealer;
  current_ = turn;
  return std::nullopt;
}

void FiveCrownsState::WriteGameFields(PositionWriter& out) const {
  out.Put("wild_rank", RankText(rules_.wild_rank));
  out.Put("out", out_player_ >= 0 ? nlohmann::ordered_json(out_player_) : nlohmann::ordered_json());
  out.Put("final_turns_left", final_turns_left_);
  out.Put("hand_scores", hand_scores_);
  out.Put("turns_taken", turns_taken_);
}

std::optional<Error> FiveCrownsState::ReadGameFields(PositionReader& in) {
  if (in.Has("wild_rank") && in.Text("wild_rank") != RankText(rules_.wild_rank)) {
    in.Fail("in hand " + std::to_string(hand_number_) + " the wild rank is " + RankText(rules_.wild_rank) +
            " (it follows from 'hand_number')");
  }
  out_player_ = in.Seat("out", true);
  final_turns_left_ = in.IntOr("final_turns_left", 0, 0, players_ - 1);
  hand_scores_ = in.PerSeatOr("hand_scores", -1, -1, 100000);
  turns_taken_ = in.PerSeatOr("turns_taken", 0, 0, 100000);
  if (!in.ok() || phase_ == Phase::kOver) return in.problem();
  const size_t dealt = static_cast<size_t>(hand_number_ + 2);
  const std::string hand = "in hand " + std::to_string(hand_number_) + " ";
  if (out_player_ < 0) {
    if (final_turns_left_ != 0) in.Fail("'final_turns_left' counts the turns after someone went out: set 'out' or make it 0");
    for (int p = 0; p < players_; ++p) {
      const size_t want = dealt + (p == current_ && phase_ == Phase::kPlay ? 1 : 0);
      if (hands_[p].size() != want) {
        in.Fail(hand + SeatName(p) + " must hold " + std::to_string(want) + " cards, not " + std::to_string(hands_[p].size()));
      }
      if (hand_scores_[p] != -1) in.Fail("'hand_scores' are given once someone has gone out: use -1 (not scored yet)");
    }
    return in.problem();
  }
  // Someone went out: everyone else has one final turn, from the player after them round the table.
  if (final_turns_left_ < 1) in.Fail("after " + SeatName(out_player_) + " went out, 'final_turns_left' must be 1 or more");
  if (!hands_[out_player_].empty() || hand_scores_[out_player_] != 0) {
    in.Fail(SeatName(out_player_) + " went out: their hand is empty and their 'hand_scores' is 0");
  }
  if (in.ok() && (current_ + players_ - out_player_) % players_ != players_ - final_turns_left_) {
    in.Fail("with " + std::to_string(final_turns_left_) + " final turns left after " + SeatName(out_player_) +
            " went out, it is " + SeatName((out_player_ + players_ - final_turns_left_) % players_) + "'s turn");
  }
  if (!Option("final-turn-draw") && phase_ == Phase::kDraw) {
    in.Fail("in this game final turns start without a draw: the phase is \"play\"");
  }
  for (int k = 1; in.ok() && k < players_; ++k) {
    const int p = (out_player_ + k) % players_;
    const bool done = k < players_ - final_turns_left_;
    const size_t limit = dealt + (p == current_ && phase_ == Phase::kPlay && Option("final-turn-draw") ? 1 : 0);
    if (done != (hand_scores_[p] >= 0)) {
      in.Fail(SeatName(p) +
              (done ? " has had a final turn, so has a score in 'hand_scores'" : " has a final turn to come: 'hand_scores' -1"));
    } else if (done && hands_[p].size() > dealt) {
      in.Fail(hand + SeatName(p) + " holds " + std::to_string(hands_[p].size()) + " cards after a final turn, more than the " +
              std::to_string(dealt) + " dealt");
    } else if (!done && hands_[p].size() != limit) {
      in.Fail(hand + SeatName(p) + " must hold " + std::to_string(limit) + " cards, not " + std::to_string(hands_[p].size()));
    }
  }
  return in.problem();
}

}  // namespace rummy::five_crowns
