#include "games/panel.h"

#include <algorithm>

#include "melds/meld.h"
#include "mirror.h"
#include "test_hook.h"

namespace rummy::web {

namespace {

bool SameFaces(std::vector<Card> a, std::vector<Card> b) {
  if (a.size() != b.size()) return false;
  auto by_face = [](Card x, Card y) { return x.face() < y.face(); };
  std::sort(a.begin(), a.end(), by_face);
  std::sort(b.begin(), b.end(), by_face);
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].face() != b[i].face()) return false;
  }
  return true;
}

}  // namespace

const ImU32 GamePanel::kPileLabel = IM_COL32(240, 240, 220, 255);
const char* const GamePanel::kLaidOffNote = "A coloured dot marks a card laid off by another player: it scores for them.";

std::string GamePanel::SheetNote(const ScoreSheet& sheet) const {
  return sheet.lowest_wins ? "Lowest total wins." : "Highest total wins.";
}

void GamePanel::DrawCentre(TableControls& t, const TableView& v, float w, bool my_move) {
  const float h = w * kCardAspect;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  DrawCardBack(dl, p, w);
  Hook().Rect("stock", p, ImVec2(p.x + w, p.y + h));
  dl->AddText(ImVec2(p.x + 2, p.y + h + 2), kPileLabel, std::to_string(v.stock_size).c_str());
  const bool hover_stock = ImGui::IsMouseHoveringRect(p, ImVec2(p.x + w, p.y + h));
  const bool draw = my_move && ((hover_stock && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsWindowHovered()) ||
                                TheMirror().Tap("stock", true));
  // The pile is laid out even on the frame of a draw, so nothing below moves under the pointer.
  DrawPile(t, v, ImVec2(p.x + w + 24, p.y), w, my_move && !draw);
  if (draw) t.Submit(Move::Draw());
}

void GamePanel::DrawPile(TableControls& t, const TableView& v, ImVec2 at, float w, bool my_move) {
  const float h = w * kCardAspect;
  const ImVec2 end(at.x + w, at.y + h);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (!v.discard.empty()) {
    const bool dead = DiscardDead(v);
    CardRow row{{v.discard.back()}, {dead ? static_cast<unsigned>(kMarkDim) : static_cast<unsigned>(kMarkNone)}, {}};
    const int hit = DrawCardRow(t.fonts(), t.style(), row, at, w, w, "", my_move);
    Hook().Rect("discard", at, end);
    t.SetDiscardSpot(at, end);
    std::string label = std::to_string(v.discard_size) + (dead ? " (dead)" : "");
    dl->AddText(ImVec2(at.x + 2, at.y + h + 2), kPileLabel, label.c_str());
    if (hit == 0 || TheMirror().Tap("discard", my_move)) t.Submit(DiscardTap(t, v));
  } else {
    dl->AddRect(at, end, IM_COL32(255, 255, 255, 90), 6.0f);
    Hook().Rect("discard", at, end);
    t.SetDiscardSpot(at, end);
    dl->AddText(ImVec2(at.x + 2, at.y + h + 2), kPileLabel, "0");
  }
  ImGui::Dummy(ImVec2(1, h + 22));
}

bool GamePanel::DiscardDead(const TableView&) const { return false; }

Move GamePanel::DiscardTap(TableControls&, const TableView&) const { return Move::Take(); }

std::string GamePanel::Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                               bool my_move) const {
  if (sel.empty()) return "";
  if (sel.size() == 1) {
    // Offer only what the engine would accept now: no lay-off before going down or while drawing.
    bool lay = false;
    for (int m = 0; my_move && !lay && m < static_cast<int>(v.melds.size()); ++m) {
      for (End end : {End::kAuto, End::kLow, End::kHigh}) lay |= !t.Refused(Move::Of(MoveKind::kLayOff, sel[0], m, end));
    }
    const bool discard = my_move && !t.Refused(Move::Discard(sel[0]));
    return CardsPretty(sel) + (lay && discard ? ": tap a meld to lay it off, or discard it."
                               : lay          ? ": tap a meld to lay it off."
                               : discard      ? ": discard it, or select more cards for a meld."
                                              : ".");
  }
  if (sel.size() < 3) return CardsPretty(sel) + ".";
  std::vector<Meld> readings = MeldReadings(rules, sel);
  if (!readings.empty()) {
    return CardsPretty(sel) + ": a " + (readings[0].kind == MeldKind::kRun ? "run" : "set") +
           (readings.size() > 1 ? " (the wild card can stand for more than one card)." : ".");
  }
  Result<Meld> m = CheckMeld(rules, sel);
  return m.ok() ? CardsPretty(sel) + ": a meld." : m.error().Message() + ".";
}

bool GamePanel::DrawClaims(TableControls&, Flow&) { return false; }

bool GamePanel::CallButton(TableControls& t, Flow& f, MoveKind kind, const char* label, const std::string& id) {
  if (!t.HasLegal(kind) || !f.Button(label, id, true)) return false;
  for (const Move& m : t.Legal()) {
    if (m.kind == kind) {
      t.Submit(m);  // the first meld it fits; tapping a meld chooses another
      return true;
    }
  }
  return false;
}

void GamePanel::DrawTurn(TableControls& t, const TableView& v, const std::vector<Card>& sel, Flow& f) {
  if (v.phase == "draw") DrawChoices(t, v, f);
  if (v.phase != "play") return;
  if (sel.size() >= 2 && f.Button("Group as a meld", "button:group")) t.Stage(sel);
  DrawMeldChoice(t, v, sel, f);
  if (OffersDiscard(t)) {
    // The main action while melds are staged is laying them down; else discarding the one card.
    const bool main = sel.size() == 1 && t.Staged().empty();
    if (f.Button(sel.size() == 1 ? ("Discard " + sel[0].Pretty()).c_str() : "Discard", "button:discard", main)) {
      if (sel.size() != 1)
        t.Say("Select the one card to discard.");
      else
        t.Submit(Move::Discard(sel[0]));
    }
  }
}

void GamePanel::StockButton(TableControls& t, Flow& f) {
  if (t.HasLegal(MoveKind::kDrawStock) && f.Button("Draw from the stock", "button:draw", true)) t.Submit(Move::Draw());
}

void GamePanel::DrawChoices(TableControls& t, const TableView& v, Flow& f) {
  StockButton(t, f);
  if (t.HasLegal(MoveKind::kTakeDiscard) && !v.discard.empty() &&
      f.Button(("Take " + v.discard.back().Pretty()).c_str(), "button:take")) {
    t.Submit(Move::Take());
  }
}

void GamePanel::DrawMeldChoice(TableControls& t, const TableView&, const std::vector<Card>& sel, Flow& f) {
  MeldButton(t, sel, f, "Meld", "Select the cards of a meld first.");
}

bool GamePanel::OffersDiscard(TableControls&) const { return true; }

void GamePanel::MeldButton(TableControls& t, const std::vector<Card>& sel, Flow& f, const char* label,
                           const char* nothing_staged) {
  if (!f.Button(label, "button:meld", !t.Staged().empty())) return;
  std::vector<std::vector<Card>> groups = t.Staged();
  if (sel.size() >= 3) groups.push_back(sel);
  if (groups.empty()) {
    t.Say(nothing_staged);
    return;
  }
  Move m = Move::Of(MoveKind::kMeld);
  for (const auto& g : groups) m.melds.push_back({g, {}});
  if (t.Refused(m)) {
    if (std::optional<Move> l = LegalLike(t, MoveKind::kMeld, groups, std::nullopt)) m = *l;
  }
  if (t.Submit(m)) t.ClearStaged();
}

std::optional<Move> GamePanel::LegalLike(TableControls& t, MoveKind kind, const std::vector<std::vector<Card>>& groups,
                                         std::optional<Card> discard) {
  for (const Move& m : t.Legal()) {
    if (m.kind != kind || m.melds.size() != groups.size()) continue;
    if (discard && m.card.face() != discard->face()) continue;
    bool all = true;
    for (size_t i = 0; i < groups.size() && all; ++i) all = SameFaces(m.melds[i].cards, groups[i]);
    if (all) return m;
  }
  return std::nullopt;
}

}  // namespace rummy::web
