#include "games/rummy.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "cards/pack.h"
#include "games/rummy/rummy_view.h"
#include "mirror.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

// How many track cards lie after card `i`: they come with it.
int After(const TableView& v, int i) { return static_cast<int>(v.discard.size()) - 1 - i; }

// "Take 10♦ and 3 more" (a button), "Take the joker" (the top card).
std::string TakeWords(const TableView& v, int i) {
  const Card c = v.discard[i];
  const int more = After(v, i);
  return std::string("Take ") + (c.is_joker() ? "the " : "") + CardWord(c) +
         (more > 0 ? " and " + std::to_string(more) + " more" : "");
}

}  // namespace

layout::CentreInput RummyPanel::Centre(const TableView& v) const {
  layout::CentreInput c;
  c.stock = true;
  c.track_cards = std::max<int>(1, static_cast<int>(v.discard.size()));  // an empty track keeps its place
  return c;
}

void RummyPanel::HookFields(const TableView& v, nlohmann::json& j) const {
  j["trick"] = 0;
  j["calling"] = v.Part<track::RummyView>().calling;
  j["picked"] = Picked(v);
}

void RummyPanel::TrackLabel(const layout::Layout& L, bool taking, int hidden) {
  // On the line under the piles, beside the stock's count (under the track's scroll bar when it
  // scrolls): what the fanned cards are and, on the player's draw, how to take from them; first,
  // how many older cards a long track has scrolled out of view at its left (a playtester found
  // them only by chance: the thin scroll bar was the one sign).
  if (!L.pile_counts_below) return;
  // A space's width short of the centre's edge: words up to it ran on into the message column's as
  // one sentence (playtest at 844x390).
  const float room = L.centre.Right() - L.track_view.x - ImGui::GetFontSize(), least = 0.8f;
  const float y = L.stock.Bottom() + 2 + (L.track_scrolls ? ImGui::GetStyle().ScrollbarSize + 2 : 0);  // under its scroll bar
  // The longest words that fit (at the smallest text), else the shortest.
  const std::string more = hidden > 0 ? "\u25c0 " + std::to_string(hidden) + " more" : "";
  const std::string dot = more.empty() ? "" : more + " \u00b7 ";
  std::vector<std::string> words;
  if (taking) words.push_back(dot + "The track: tap a card to pick it and all after it");
  words.push_back(dot + "The track");
  if (!more.empty()) words.push_back(more);
  std::string text = words.back();
  for (const std::string& w : words) {
    if (ImGui::CalcTextSize(w.c_str()).x * least <= room) {
      text = w;
      break;
    }
  }
  const float width = ImGui::CalcTextSize(text.c_str()).x;
  const float font = ImGui::GetFontSize() * std::max(least, std::min(1.0f, room / width));
  ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), font, ImVec2(L.track_view.x + 2, y), kPileLabel, text.c_str());
  const ImVec2 a(L.track_view.x, y), b(L.track_view.x + width * font / ImGui::GetFontSize(), y + font);
  Hook().Rect("track-label", a, b);
  if (hidden > 0) Hook().Rect("track-more", a, b);
}

std::string RummyPanel::DrawHelp() const {
  return "Tap the stock to draw from it.\nTap the track's last card to take it; tap an older card to pick it with every card "
         "after it, then tap it again to take them. The card you tap must be played this turn, even the last one.";
}

int RummyPanel::Picked(const TableView& v) const {
  return picked_ >= 0 && v.phase == "draw" && v.discard == picked_from_ ? picked_ : -1;
}

std::string RummyPanel::Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                                bool my_move) const {
  const int i = my_move ? Picked(v) : -1;
  if (i < 0) return GamePanel::Verdict(t, v, rules, sel, my_move);
  const int more = After(v, i);
  return CardInWords(v.discard[i]) + " comes with the " + (more == 1 ? "card" : std::to_string(more) + " cards") +
         " after it and must be played this turn. Tap it again to take " + (more == 1 ? "both." : "them all.");
}

void RummyPanel::TapTrack(TableControls& t, const TableView& v, int i, bool confirm) {
  if (v.phase != "draw") {
    // After the draw the track is the discard pile: a tap there discards the selected card, as a
    // drop does (a playtest was told "You have drawn already this turn.").
    const std::vector<Card> sel = t.Selection();
    if (sel.size() == 1)
      DiscardCard(t, v, sel[0]);
    else
      t.Say("Select the one card to discard, then tap the track.");
    return;
  }
  const Move take = Move::Of(MoveKind::kTakeDiscard, v.discard[i], 0);
  if (std::optional<Error> e = t.Check(take)) {
    picked_ = -1;
    t.Say(e->Message());
    return;
  }
  const int more = After(v, i);
  if (more == 0 || confirm || Picked(v) == i) {
    picked_ = -1;
    t.Submit(take);
    return;
  }
  picked_ = i;  // the verdict line says what a second tap takes
  picked_from_ = v.discard;
  t.Say("");  // an earlier refusal is about another card
}

void RummyPanel::DrawPile(TableControls& t, const TableView& v, const layout::Layout& L, bool my_move) {
  // The track, fanned so every card shows; tap one to take it with every card after it. Too long for
  // its width, it scrolls sideways on its own, opened at its newest cards.
  const layout::Rect& view = L.track_view;
  const int n = static_cast<int>(v.discard.size());
  ImVec2 origin(view.x, view.y);
  if (L.track_scrolls) {
    ImGui::SetCursorScreenPos(origin);
    ImGui::BeginChild("track", ImVec2(view.w, view.h + ImGui::GetStyle().ScrollbarSize), false,
                      ImGuiWindowFlags_HorizontalScrollbar);
    const layout::Rect all = L.track.Bounds();
    // Room after the newest card for what is left of the view's width past whole strips, so that
    // opened at its newest cards the view begins at a card's edge (a playtester saw half a card).
    const float step = L.track.step, spare = step > 0 ? std::fmod(view.w - L.track.card_w, step) : 0;
    ImGui::Dummy(ImVec2(all.Right() - view.x + spare, 1));
    Hook().Rect("track-view", ImVec2(view.x, view.y), ImVec2(view.Right(), view.y + view.h));
    if (n != shown_) ImGui::SetScrollX(ImGui::GetScrollMaxX() + all.w);  // the newest cards in view
    origin = ImVec2(ImGui::GetWindowPos().x - ImGui::GetScrollX(), ImGui::GetWindowPos().y);
  }
  shown_ = n;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  auto at = [&](const layout::Rect& r) { return ImVec2(origin.x + r.x - view.x, origin.y + r.y - view.y); };
  int hit = -1, hidden = 0;  // hidden: older cards scrolled out of view at the left
  bool spoken = false;       // a mirror control was activated: it names what it takes, so it needs no second tap
  const int picked = my_move ? Picked(v) : -1;
  for (int i = 0; i < n && i < static_cast<int>(L.track.cards.size()); ++i) {
    ImVec2 p = at(L.track.cards[i]);
    const bool lifted = picked >= 0 && i >= picked;
    if (lifted && !L.track_scrolls) p.y -= L.track.card_w * 0.08f;  // a scrolling track's view would clip the lift
    const unsigned covered = i + 1 < static_cast<int>(L.track.cards.size())
                                 ? CoveredMark(L.track.cards[i].x, L.track.card_w, L.track.cards[i + 1].x)
                                 : kMarkNone;
    DrawCardFace(dl, t.fonts(), p, L.track.card_w, v.discard[i], t.style(), (lifted ? kMarkSelected : kMarkNone) | covered);
    const layout::Rect& h = L.track.hits[i];
    ImVec2 a = at(h), b(a.x + h.w, a.y + h.h);
    if (L.track_scrolls) a.x = std::max(a.x, view.x), b.x = std::min(b.x, view.Right());  // the part in view
    const bool shown = b.x - a.x >= h.w * 0.5f;  // a sliver at the view's edge is scrolled to first
    if (!shown && at(h).x < view.x) ++hidden;
    const std::string id = "track:" + std::to_string(i);
    if (shown) Hook().Rect(id, a, b);
    // A tap, not a press: a swipe along a scrolling track scrolls it and takes nothing.
    if (shown && my_move && TapReleased() && ImGui::IsMouseHoveringRect(a, b) && ImGui::IsWindowHovered()) { hit = i; }
    if (TheMirror().Tap(id, my_move && t.HasLegal(MoveKind::kTakeDiscard), TakeWords(v, i))) {
      hit = i;
      spoken = true;
    }
  }
  // The top of the track: where discards land (and where a dragged card is discarded).
  const ImVec2 top = at(L.track.cards[std::max(0, std::min(n, static_cast<int>(L.track.cards.size())) - 1)]);
  const ImVec2 top_end(top.x + L.track.card_w, top.y + L.track.card_h);
  if (n == 0) {
    Hook().Rect("track-empty", top, top_end);
    // An empty track still takes a discard by a tap (its oldest card taken, the track is empty).
    if (EmptyPileTapped(top, top_end, my_move && v.phase != "draw")) hit = 0;
  }
  if (L.track_scrolls) ImGui::EndChild();
  TrackLabel(L, my_move && t.HasLegal(MoveKind::kTakeDiscard), hidden);
  t.SetDiscardSpot(top, top_end);
  if (hit >= 0) {
    // A take names only the card, and the engine takes its newest copy (two decks, two jokers):
    // the tap picks that one, so what is lifted is what comes into the hand.
    hit = LastOfFace(v.discard, v.discard[hit]);
    TapTrack(t, v, hit, spoken);
  }
}

void RummyPanel::DrawChoices(TableControls& t, const TableView& v, Slots& f) {
  const int i = Picked(v);
  StockButton(t, f, i < 0);
  if (i >= 0 && f.Button(TakeWords(v, i).c_str(), "button:take", Place::kSecond, true)) { TapTrack(t, v, i, true); }
  if (t.HasLegal(MoveKind::kPass) && f.Button("End the round", "button:pass", Place::kSecond))
    t.Submit(Move::Of(MoveKind::kPass));
}

bool RummyPanel::DrawClaims(TableControls& t, const TableView&, Slots& f) {
  return CallButton(t, f, MoveKind::kRummy, "Rummy!", "button:rummy");
}

}  // namespace rummy::web
