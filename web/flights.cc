#include "flights.h"

#include <algorithm>

#include "platform.h"
#include "sound.h"

namespace rummy::web {

Flights::Flights() : reduced_motion_(PrefersReducedMotion()) {}

void Flights::Add(const TableSpots& spots, int seat, int viewer, const Move& m, const TableView& before, float pace) {
  if (pace <= 0 || reduced_motion_ || seat < 0 || seat >= static_cast<int>(spots.players.size())) return;
  const ImVec2 discard = spots.discard[0];
  const ImVec2 player = seat == viewer ? spots.hand_end : spots.players[seat];
  Flight f;
  f.start = ImGui::GetTime();
  f.seconds = std::min(0.35, pace * 0.8);
  switch (m.kind) {
    case MoveKind::kDrawStock:
      f.face_up = false;
      f.from = spots.stock;
      f.to = player;
      f.to_fresh = seat == viewer;
      break;
    case MoveKind::kTakeDiscard:
    case MoveKind::kMayI:
      if (before.discard.empty()) return;
      f.card = m.target >= 0 ? m.card : before.discard.back();
      f.from = discard;
      f.to = player;
      f.to_fresh = seat == viewer;
      break;
    case MoveKind::kDiscard:
      f.card = m.card;
      f.from = player;
      f.to = discard;
      break;
    case MoveKind::kPlay:
      if (m.melds.empty() || m.melds[0].cards.empty()) return;
      f.card = m.melds[0].cards[0];
      f.from = player;
      f.to = spots.trick;
      break;
    default: return;
  }
  flights_.push_back(f);
}

void Flights::DealIfNew(const TableSpots& spots, const TableView& v, int viewer, float pace, bool fresh_match) {
  const int players = static_cast<int>(spots.players.size());
  if (v.hand_number == dealt_hand_ || players != v.players || players == 0) return;
  const bool first = dealt_hand_ == 0;
  dealt_hand_ = v.hand_number;
  if (first && !fresh_match) return;
  sound::Play(sound::Cue::kDeal);
  if (pace <= 0 || reduced_motion_) return;
  // Round by round from the dealer's left, at most about two dozen cards in all.
  const int each = std::clamp(24 / players, 1, 5);
  const double start = ImGui::GetTime();
  int k = 0;
  for (int round = 0; round < each; ++round) {
    for (int i = 1; i <= players; ++i) {
      const int seat = (v.dealer + i) % players;
      if (seat < static_cast<int>(v.hand_sizes.size()) && v.hand_sizes[seat] <= round) continue;
      Flight f;
      f.face_up = false;
      f.from = spots.stock;
      f.to = seat == viewer ? spots.hand_end : spots.players[seat];
      f.start = start + 0.045 * k++;
      f.seconds = 0.28;
      flights_.push_back(f);
    }
  }
}

void Flights::Draw(const Fonts& fonts, const CardStyle& style, const TableSpots& spots) {
  const float w = spots.pile_w;
  const double now = ImGui::GetTime();
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  for (auto it = flights_.begin(); it != flights_.end();) {
    const float t = static_cast<float>((now - it->start) / it->seconds);
    if (t >= 1.0f) {
      it = flights_.erase(it);
      continue;
    }
    if (t < 0.0f) {  // a dealt card still waiting its turn
      ++it;
      continue;
    }
    const float e = 1.0f - (1.0f - t) * (1.0f - t);  // ease out
    const ImVec2 to = it->to_fresh ? spots.hand_fresh : it->to;
    const ImVec2 at(it->from.x + (to.x - it->from.x) * e, it->from.y + (to.y - it->from.y) * e);
    if (it->face_up)
      DrawCardFace(dl, fonts, at, w, it->card, style);
    else
      DrawCardBack(dl, at, w, style);
    ++it;
  }
}

}  // namespace rummy::web
