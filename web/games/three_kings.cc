#include "games/three_kings.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "games/three_kings/three_kings.h"
#include "match/describe.h"
#include "test_hook.h"

namespace rummy::web {

ThreeKingsPanel::WidowSpot ThreeKingsPanel::WidowSpotOf(const TableView& v) {
  if (!v.discard.empty()) return {v.discard.back(), "Widow"};
  const std::optional<Card>& laid_out = v.Part<three_kings::ThreeKingsView>().laid_out;
  return {laid_out, laid_out ? "Out of play" : "Widow"};
}

const std::vector<std::pair<int, std::vector<Card>>>& ThreeKingsPanel::Shown(const TableView& v) const {
  return held_until_ > ImGui::GetTime() ? held_trick_ : v.Part<three_kings::ThreeKingsView>().trick;
}

layout::CentreInput ThreeKingsPanel::Centre(const TableView& v) const {
  layout::CentreInput c;
  c.stock = true;
  c.widow = true;
  for (int p = 0; p < v.players; ++p) c.trick_seats.push_back(p);
  c.trick_cards = 1;
  for (const auto& play : Shown(v)) c.trick_cards = std::max(c.trick_cards, static_cast<int>(play.second.size()));
  return c;
}

void ThreeKingsPanel::DrawCentre(TableControls& t, const TableView& v, const layout::Layout& L, bool) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  auto outline = [&](const layout::Rect& r) {
    dl->AddRect(ImVec2(r.x, r.y), ImVec2(r.Right(), r.Bottom()), IM_COL32(255, 255, 255, 90), 6.0f);
  };
  const layout::Rect& s = L.stock;
  if (v.stock_size > 0)
    DrawCardBack(dl, ImVec2(s.x, s.y), s.w);
  else
    outline(s);
  Hook().Rect("stock", ImVec2(s.x, s.y), ImVec2(s.Right(), s.Bottom()));
  PileLabel(L, s, std::to_string(v.stock_size) + " left", std::to_string(v.stock_size));  // as every game's stock
  // The widow card; after the exchange, in its place the card laid out of play, face up for all
  // to see (a playtester looked for the card they had laid out and found the place empty).
  const layout::Rect& w = L.widow;
  const WidowSpot spot = WidowSpotOf(v);
  if (spot.card)
    DrawCardFace(dl, t.fonts(), ImVec2(w.x, w.y), w.w, *spot.card, t.style());
  else
    outline(w);
  Hook().Rect("widow", ImVec2(w.x, w.y), ImVec2(w.Right(), w.Bottom()));
  PileLabel(L, w, spot.label);
  // The trick: each player's card (or meld) in front of them, their name on the place; the
  // leader's place says "led" (the places keep the seats' order, so the order of play is not seen:
  // a playtester could not tell whose card the others had to follow).
  const int leader = Leader(v);
  // A word on a dark tag in the seat's colour, clipped to the place.
  auto tag = [&](const layout::Rect& b, ImVec2 at, const char* text, int seat) {
    const ImVec2 size = ImGui::CalcTextSize(text);
    const ImVec2 lo(at.x - 2, at.y - 1), hi(at.x + std::min(size.x, b.w - 6) + 2, at.y + size.y + 1);
    dl->AddRectFilled(lo, hi, IM_COL32(0, 0, 0, 150), 3.0f);
    dl->PushClipRect(ImVec2(b.x, b.y), ImVec2(b.Right(), b.Bottom()), true);
    dl->AddText(at, SeatColour(seat), text);
    dl->PopClipRect();
    return std::pair{lo, hi};
  };
  for (const layout::TrickSlot& slot : L.trick) {
    const std::vector<Card>* cards = nullptr;
    for (const auto& [who, played] : Shown(v)) {
      if (who == slot.seat) cards = &played;
    }
    const layout::Rect b = slot.fan.Bounds();
    if (!cards) {
      outline(slot.fan.cards.empty() ? b : slot.fan.cards[0]);
    } else {
      for (size_t i = 0; i < cards->size() && i < slot.fan.cards.size(); ++i) {
        const layout::Rect& r = slot.fan.cards[i];
        DrawCardFace(dl, t.fonts(), ImVec2(r.x, r.y), r.w, (*cards)[i], t.style());
        const layout::Rect& h = slot.fan.hits[i];
        Hook().Rect("trick:" + std::to_string(slot.seat) + ":" + std::to_string(i), ImVec2(h.x, h.y),
                    ImVec2(h.Right(), h.Bottom()));
      }
    }
    if (cards && slot.seat == leader) {
      // At the top right of the place, where no card of a fan shows its index.
      const auto [lo, hi] = tag(b, ImVec2(b.Right() - ImGui::CalcTextSize("led").x - 5, b.y + 4), "led", slot.seat);
      Hook().Rect("trick-led", lo, hi);
    }
    const std::string name = t.Name(slot.seat);
    // At the foot of the place: the corner index stays readable.
    tag(b, ImVec2(b.x + 3, b.Bottom() - ImGui::CalcTextSize(name.c_str()).y - 4), name.c_str(), slot.seat);
  }
}

std::string ThreeKingsPanel::Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                                     bool my_move) const {
  // Before any card is selected, while a prediction may be made: what it stakes.
  if (sel.empty()) {
    if (!my_move || t.Refused(Move::Of(MoveKind::kPredict, Card(), 0))) return "";
    const std::string warning = t.Refused(Move::Of(MoveKind::kPredict, Card(), 1)) ? "" : three_kings::PredictionWarning(v, 1);
    // With no ace, the stakes of the prediction offered, then why none with an ace (the warning
    // alone left a player without the stakes).
    return warning.empty() ? three_kings::PredictionStakes(v) : three_kings::PredictionStakes(v, false) + " " + warning;
  }
  // The engine judges the play (a meld to lead, what the lead asks for); this only words it.
  const Move play = Move::Of(MoveKind::kPlay, Card(), -1, End::kAuto, {MeldSpec{sel, {}}});
  if (my_move) {
    if (std::optional<Error> e = t.Check(play)) return e->Message();
  }
  if (sel.size() == 1) return CardsPretty(sel) + ": one card to play.";
  if (sel.size() != 3) return "Play one card or three.";
  return CardsPretty(sel) +
         (three_kings::MeldLevel(rules, sel, false) > 0 ? ": a meld, played together." : ": three cards, not a meld.");
}

void ThreeKingsPanel::DrawTurn(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) {
  if (v.phase == "widow-discard" && f.Button("Discard to the widow", "button:discard", Place::kSecond, sel.size() == 1)) {
    if (sel.size() != 1)
      t.Say("Select the one card to lay face up as the widow card.");
    else
      t.Submit(Move::Discard(sel[0]));
  }
  Move m = Move::Of(MoveKind::kPlay);
  m.melds.push_back({sel, {}});
  // The main action only when the selection may be played (the verdict says why not).
  const bool playable = !sel.empty() && !t.Refused(m);
  // Three cards that make no meld follow a meld lead as three cards: the button says so (it said
  // "Play the meld" under "three cards, not a meld", a playtester saw).
  const char* play = sel.size() != 3                                     ? "Play"
                     : three_kings::MeldLevel(t.rules(), sel, false) > 0 ? "Play the meld"
                                                                         : "Play the three cards";
  if (t.HasLegal(MoveKind::kPlay) && f.Button(play, "button:play", Place::kFirst, playable)) {
    if (sel.empty())
      t.Say("Select one card, or three for a meld, then play.");
    else
      t.Submit(m);
  }
  // With one card selected to lay out, taking the widow card is the move that fits the selection.
  if (t.HasLegal(MoveKind::kWidow) && f.Button("Take the widow card", "button:widow", Place::kFirst, sel.size() == 1)) {
    if (sel.size() != 1)
      t.Say("Select the one card to lay out of play.");
    else
      t.Submit(Move::Of(MoveKind::kWidow, sel[0]));
  }
  if (t.HasLegal(MoveKind::kPass) && f.Button("Keep my hand", "button:pass", Place::kSecond)) t.Submit(Move::Of(MoveKind::kPass));
  if (t.HasLegal(MoveKind::kPredict)) {
    if (f.Button("Predict the last trick", "button:predict", Place::kThird)) t.Submit(Move::Of(MoveKind::kPredict, Card(), 0));
    // Legal without an ace, but then sure to fail (RULES.md 3.A: it needs a single ace led to the
    // last trick): not offered; the verdict line says why (PredictionWarning).
    if (three_kings::PredictionWarning(v, 1).empty() && f.Button("Predict with an ace", "button:predict-ace", Place::kFourth))
      t.Submit(Move::Of(MoveKind::kPredict, Card(), 1));
  }
}

std::string ThreeKingsPanel::HowToPlay() const {
  return std::string(kSelectHelp) +
         "\nTo play to a trick, select one card and tap Play, or the three cards of a meld and tap Play the meld (to "
         "follow a meld, any three cards: Play the three cards).\nWhen the "
         "stock is gone and you won "
         "the last trick, select the card to lay out of play and tap Take the widow card, or tap Keep my hand.\nBefore your "
         "first card of phase 2 you may bet that you will win the last trick: tap Predict the last trick, or Predict with an "
         "ace when you hold one.\n"
         "Menu holds the scores, these rules, a hint and sorting your hand.";
}

std::string ThreeKingsPanel::SheetNote(const ScoreSheet&) const {
  return "Trick points per hand. A set is a series of hands that ends when someone has 15 trick points: whoever has "
         "the most then wins a game point. This set: the trick points so far of the set under way (with any points a failed "
         "prediction carried into it). The last row counts game points.";
}

std::optional<SheetRow> ThreeKingsPanel::RunningRow(const TableView& v) const {
  // Only while a set is under way and someone has scored in it: the engine starts the next set as
  // soon as one ends, so at the summary of the hand that ended a set, and after the match, the
  // points are the next set's (zeros, or a failed prediction's 5 behind), not the set just won.
  const std::vector<int>& points = v.Part<three_kings::ThreeKingsView>().points;
  if (v.phase == "over" || std::none_of(points.begin(), points.end(), [](int p) { return p > 0; })) return std::nullopt;
  return SheetRow{"This set", points};
}

std::vector<std::string> ThreeKingsPanel::CentreWords(const TableControls& t, const TableView& v) const {
  const three_kings::ThreeKingsView& own = v.Part<three_kings::ThreeKingsView>();
  std::vector<std::string> lines;
  for (const auto& [who, cards] : own.trick) {
    lines.push_back("Trick: " + t.Name(who) + (lines.empty() ? " led " : " played ") + CardsInWords(cards));
  }
  if (own.laid_out) lines.push_back("Laid out by the widow exchange: " + CardInWords(*own.laid_out));
  return lines;
}

void ThreeKingsPanel::HookFields(const TableView& v, nlohmann::json& j) const {
  j["trick"] = v.Part<three_kings::ThreeKingsView>().trick.size();
  j["trick_leader"] = Leader(v);  // the place that says "led"
  const WidowSpot spot = WidowSpotOf(v);
  j["widow_spot"] = spot.label + (spot.card ? ": " + spot.card->ToString() : std::string());
  j["calling"] = false;
  j["trick_caption"] = HeldUntil() > ImGui::GetTime() ? held_caption_ : "";  // the finished trick's line
}

void ThreeKingsPanel::AfterMove(const TableControls& t, int seat, const Move& m, const TableView& before, const TableView& after,
                                float pace) {
  if (m.kind != MoveKind::kPlay || m.melds.empty()) return;
  const three_kings::ThreeKingsView &was = before.Part<three_kings::ThreeKingsView>(),
                                    &now = after.Part<three_kings::ThreeKingsView>();
  if (!now.trick.empty() || was.trick.empty()) return;  // the trick goes on
  held_trick_ = was.trick;
  held_trick_.push_back({seat, m.melds[0].cards});
  // The winner as the engine names them (each meld played scores too: whose points rose last was
  // not always the winner, a playtest read "Ben wins the trick" for a trick the person won), and
  // what the trick gave them while the set goes on.
  const int w = now.trick_winner;
  held_caption_.clear();
  // The trick that ends a hand (the match's last hand too, whose number does not change).
  const bool ends_hand = after.sheet.hands.size() != before.sheet.hands.size();
  if (w >= 0) {
    // A hand's last trick may end the set, which starts the points again: no gain is told then.
    const bool same_set = !ends_hand && after.hand_number == before.hand_number && w < static_cast<int>(was.points.size()) &&
                          w < static_cast<int>(now.points.size());
    const int gain = same_set ? now.points[w] - was.points[w] : 0;
    held_caption_ = SubjectVerb(t.Name(w), "win") + " the trick" + (gain > 0 ? " (+" + std::to_string(gain) + ")" : "");
  }
  // The hand's last trick: the summary shows at once and covers it (playtest), so it says it.
  if (ends_hand) {
    ended_hand_ = after.sheet.hands.size();
    ended_trick_ = "The last trick: ";
    for (size_t i = 0; i < held_trick_.size(); ++i) {
      const auto& [who, cards] = held_trick_[i];
      std::string name = t.Name(who);
      if (i > 0 && name == "You") name = "you";
      ended_trick_ += (i == 0                        ? ""
                       : i + 1 == held_trick_.size() ? " and "
                                                     : ", ") +
                      name + (i == 0 ? " led " : " played ") + CardsInWords(cards);
    }
    ended_trick_ += w >= 0 ? ". " + t.Name(w) + " won it." : ".";
  }
  if (pace <= 0) return;  // no moment to hold it at the instant pace
  held_until_ = ImGui::GetTime() + std::max(1.2, 2.0 * pace);
}

}  // namespace rummy::web
