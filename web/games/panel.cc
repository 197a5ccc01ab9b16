#include "games/panel.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "match/hint.h"
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

// `items` in a sentence: "a", then ", " between them and `last` before the last one.
std::string Listed(const std::vector<std::string>& items, const char* last) {
  std::string out;
  for (size_t k = 0; k < items.size(); ++k) out += (k == 0 ? "" : k + 1 == items.size() ? last : ", ") + items[k];
  return out;
}

// Whether the engine would take card `c` laid off on meld `m` now, at either end.
bool LaysOff(const TableControls& t, Card c, int m) {
  for (End end : {End::kAuto, End::kLow, End::kHigh}) {
    if (!t.Refused(Move::Of(MoveKind::kLayOff, c, m, end))) return true;
  }
  return false;
}

}  // namespace

std::string GamePanel::CardButton(const char* verb, Card c) {
  return std::string(verb) + (c.is_joker() ? " the " : " ") + CardWord(c);
}

const ImU32 GamePanel::kPileLabel = IM_COL32(240, 240, 220, 255);

const char* const GamePanel::kSelectHelp =
    "Tap a card of your hand to select it, and tap it again to let it go; drag a card to move it within your hand. A card just "
    "drawn or taken stands raised, with a blue edge. The buttons under the table offer only what you may do now, and the gold "
    "one is the move that fits what you have selected.";
const char* const GamePanel::kMenuHelp =
    "Menu holds the scores, these rules, a hint, sorting your hand and Arrange for me, which puts your melds together.";

std::string GamePanel::HowToPlay() const {
  return std::string(kSelectHelp) + "\n" + DrawHelp() + "\n" + MeldHelp() + "\n" + DiscardHelp() + "\n" + kMenuHelp;
}

std::string GamePanel::DiscardHelp() const {
  return "To discard, select the card and tap the discard pile, or drag the card onto it.";
}

std::string GamePanel::DrawHelp() const { return "Tap the stock to draw from it, or the discard pile to take its top card."; }

std::string GamePanel::MeldButtonHelp(const char* button) {
  return std::string("To lay melds down, select a meld's cards and tap ") + button +
         "; for several at once, select each meld's cards and tap Group as a meld, then " + button +
         " (a grouped meld sits at the left of your hand: tap it to put its cards back).";
}

std::string GamePanel::MeldHelp() const {
  return MeldButtonHelp("Meld") + "\nTo lay a card off, select it and tap the meld, or drag the card onto the meld.";
}

std::string GamePanel::SheetNote(const ScoreSheet&) const { return ""; }

layout::CentreInput GamePanel::Centre(const TableView&) const {
  layout::CentreInput c;
  c.stock = c.discard = true;
  return c;
}

void GamePanel::PileLabel(const layout::Layout& L, const layout::Rect& r, const std::string& words, const std::string& fallback,
                          const char* hook) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float room = L.pile_counts_below ? r.w + 2 : r.w - 8;
  const std::string& text = !fallback.empty() && ImGui::CalcTextSize(words.c_str()).x * 0.7f > room ? fallback : words;
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  if (L.pile_counts_below) {
    // A line as wide as the pile (and a little of the gap after it, clear of the melds beyond it,
    // where "17 · dead" touched them): a longer label is drawn smaller.
    const float scale = std::max(0.7f, std::min(1.0f, room / size.x));
    const ImVec2 at(r.x + 2, r.Bottom() + 2);
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize() * scale, at, kPileLabel, text.c_str());
    if (hook) Hook().Rect(hook, at, ImVec2(at.x + size.x * scale, at.y + size.y * scale));
    return;
  }
  // On the card, on a dark band at its foot (smaller, down to 70%, where the card is narrow).
  const float scale = std::max(0.7f, std::min(1.0f, room / size.x));
  const ImVec2 fit(size.x * scale, size.y * scale);
  const ImVec2 at(r.x + (r.w - fit.x) / 2, r.Bottom() - fit.y - 4);
  dl->AddRectFilled(ImVec2(at.x - 3, at.y - 1), ImVec2(at.x + fit.x + 3, at.y + fit.y + 1), IM_COL32(0, 0, 0, 170), 4.0f);
  dl->AddText(ImGui::GetFont(), ImGui::GetFontSize() * scale, at, kPileLabel, text.c_str());
}

void GamePanel::DrawCentre(TableControls& t, const TableView& v, const layout::Layout& L, bool my_move) {
  const layout::Rect& s = L.stock;
  const ImVec2 p(s.x, s.y), end(s.Right(), s.Bottom());
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (v.stock_size > 0)
    DrawCardBack(dl, p, s.w);
  else
    dl->AddRect(p, end, IM_COL32(255, 255, 255, 90), 6.0f);
  Hook().Rect("stock", p, end);
  PileLabel(L, s, std::to_string(v.stock_size) + " left", std::to_string(v.stock_size));
  const bool draw =
      my_move &&
      ((ImGui::IsMouseHoveringRect(p, end) && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsWindowHovered()) ||
       TheMirror().Tap("stock", true));
  // The pile is drawn even on the frame of a draw, so nothing moves under the pointer.
  DrawPile(t, v, L, my_move && !draw);
  if (draw) t.Submit(Move::Draw());
}

void GamePanel::DrawPile(TableControls& t, const TableView& v, const layout::Layout& L, bool my_move) {
  const layout::Rect& r = L.discard;
  const ImVec2 at(r.x, r.y), end(r.Right(), r.Bottom());
  Hook().Rect("discard", at, end);
  t.SetDiscardSpot(at, end);
  bool hit = false;
  if (v.discard.empty()) {
    // An empty pile still takes a discard by a tap (a playtest tapped it with a card selected).
    hit = EmptyPileTapped(at, end, my_move);
    PileLabel(L, r, "0 cards", "0", "discard-label");
  } else {
    const bool dead = FindGame(v.game)->TopDiscardDead(v);  // shown greyed
    CardRow row{{v.discard.back()}, {dead ? static_cast<unsigned>(kMarkDim) : static_cast<unsigned>(kMarkNone)}, {}};
    hit = DrawCardRow(t.fonts(), t.style(), row, at, r.w, r.w, "", my_move) == 0;
    // The count says what it counts ("13 cards", as the stock's "43 left"), down to the bare
    // number where the pile is too narrow for the words.
    const std::string n = std::to_string(v.discard_size);
    PileLabel(L, r, n + (v.discard_size == 1 ? " card" : " cards"), n, "discard-label");
    if (dead) DeadWords(r);
  }
  if (hit || TheMirror().Tap("discard", my_move)) {
    const Move m = DiscardTap(t, v);
    const std::vector<Card> sel = t.Selection();
    if (m.kind == MoveKind::kDiscard) {
      DiscardCard(t, v, m.card);
    } else if (const std::optional<Error> e = t.Check(m); e && v.phase == "draw" && sel.size() == 1) {
      // Before the draw, with a card selected: the take's refusal, and how to discard it (a
      // Kaluki playtester who meant to discard was told only why the pile's card stays).
      t.Say(e->Message() + " To " + CardButton("discard", sel[0]) + ", draw a card first.");
    } else {
      t.Submit(m);
    }
  }
}

void GamePanel::DeadWords(const layout::Rect& r) {
  // In plain words (a playtester read "dead", once beside the count, as jargon), in two lines on a
  // dark band across the greyed card's middle, clear of its corner index and of the count (under
  // the pile, or on a band at the card's foot): the words did not fit beside the count on a phone.
  const char* lines[] = {"nobody may", "take it"};
  const float wide = std::max(ImGui::CalcTextSize(lines[0]).x, ImGui::CalcTextSize(lines[1]).x);
  const float scale = std::clamp((r.w - 8) / wide, 0.55f, 0.85f), line = ImGui::GetFontSize() * scale;
  const float top = r.y + r.h * 0.4f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(ImVec2(r.x + 1, top - 2), ImVec2(r.Right() - 1, top + 2 * line + 2), IM_COL32(0, 0, 0, 170), 3.0f);
  for (int i = 0; i < 2; ++i) {
    const float w = ImGui::CalcTextSize(lines[i]).x * scale;
    dl->AddText(ImGui::GetFont(), line, ImVec2(r.x + (r.w - w) / 2, top + i * line), kPileLabel, lines[i]);
  }
  Hook().Rect("discard-nobody", ImVec2(r.x + 1, top - 2), ImVec2(r.Right() - 1, top + 2 * line + 2));
}

bool GamePanel::EmptyPileTapped(ImVec2 at, ImVec2 end, bool my_move) {
  ImGui::GetWindowDrawList()->AddRect(at, end, IM_COL32(255, 255, 255, 90), 6.0f);
  return my_move && TapReleased() && ImGui::IsMouseHoveringRect(at, end) && ImGui::IsWindowHovered();
}

void GamePanel::DiscardCard(TableControls& t, const TableView&, Card card) { t.Submit(Move::Discard(card)); }

Move GamePanel::DiscardTap(TableControls& t, const TableView&) const {
  // After the draw, a tap on the pile with one card selected discards it, as dropping the card
  // there does (a playtest tapped it and was told "You have drawn already this turn."); else the
  // tap takes the top card.
  const std::vector<Card> sel = t.Selection();
  if (sel.size() == 1 && t.Refused(Move::Take()) && !t.Refused(Move::Discard(sel[0]))) return Move::Discard(sel[0]);
  return Move::Take();
}

std::string GamePanel::Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                               bool my_move) const {
  if (sel.empty()) {
    // Grouped cards (pale gold in the hand) with nothing selected: what they are and how to undo it.
    if (t.Staged().empty()) return "";
    std::string groups;
    for (const std::vector<Card>& g : t.Staged()) groups += (groups.empty() ? "" : " and ") + CardsPretty(g);
    return "Grouped as " + std::string(t.Staged().size() == 1 ? "a meld: " : "melds: ") + groups +
           ". Tap a group to put its cards back.";
  }
  if (sel.size() == 1) {
    // Offer only what the engine would accept now: no lay-off before going down or while drawing.
    // A tap on a meld lays the card off there, else swaps it for the meld's joker (the natural
    // card a table joker stands for, Table::OnMeldClicked): each meld is judged that way.
    // (Kaluki's exchange carries the new meld the freed joker goes into: the engine lists those.)
    bool lay = false, swap = false, swap_melds = false;
    for (int m = 0; my_move && !(lay && swap) && m < static_cast<int>(v.melds.size()); ++m) {
      const bool here = LaysOff(t, sel[0], m);
      lay = lay || here;
      if (here) continue;
      for (const Move& l : t.Legal()) {
        if (l.kind == MoveKind::kExchange && l.target == m && l.card.face() == sel[0].face() && !l.melds.empty())
          swap = swap_melds = true;
      }
      swap = swap || !t.Refused(Move::Of(MoveKind::kExchange, sel[0], m));
    }
    const std::optional<Error> refused = t.Check(Move::Discard(sel[0]));
    const bool discard = my_move && !refused;
    std::vector<std::string> can;
    if (swap_melds)
      can.push_back(
          "tap the joker's meld to swap it for the joker, which goes at once into a new meld (with the cards you "
          "grouped for it, if they make one)");
    else if (swap)
      can.push_back("tap the joker's meld to swap it for the joker");
    if (lay) can.push_back(swap ? "a meld it fits to lay it off" : "tap a meld to lay it off");
    // More cards for a meld only where the game lets this player start one now (not once down in
    // Kentucky) and there are more cards to select; the last card's discard ends the hand (a
    // playtester was told to select more cards with none left).
    const Game& game = *FindGame(v.game);
    const bool last = v.hand.size() == 1;
    const bool meld = !lay && !swap && !last && game.MayStartMelds(v);
    if (discard)
      can.push_back(last && game.EmptyHandGoesOut() ? "discard it to go out"
                    : meld                          ? "discard it, or select more cards for a meld"
                                                    : "discard it");
    // Nothing: the engine says why not on the player's turn ("Draw a card first: ..."), a bare
    // card name ("J♣.") said nothing.
    if (can.empty()) return CardsPretty(sel) + (my_move ? ". " + refused->Message() : " is selected.");
    return CardsPretty(sel) + ": " + Listed(can, ", or ") + ".";
  }
  if (!FindGame(v.game)->MayStartMelds(v)) {
    // Down in Kentucky: no new melds, and a tap on a meld lays off one selected card, so the
    // verdict names the selected cards that fit a meld (none, on another's turn or before the draw).
    std::vector<Card> fits;
    for (Card c : sel) {
      for (int m = 0; my_move && v.phase == "play" && m < static_cast<int>(v.melds.size()); ++m) {
        if (LaysOff(t, c, m)) {
          fits.push_back(c);
          break;
        }
      }
    }
    const std::string words = CardsPretty(sel) + ": once down, you only lay off, one card at a time";
    if (!fits.empty()) {
      std::vector<std::string> which;  // "7♥ or the joker": never a capitalised "Joker" mid-sentence
      for (Card c : fits) which.push_back(c.is_joker() ? "the joker" : CardWord(c));
      return words + "; select " + Listed(which, " or ") + " alone and tap a meld it fits.";
    }
    return words + (my_move && v.phase == "play" ? "; none of these fits a meld." : ".");
  }
  if (sel.size() < 3) return CardsPretty(sel) + ": a meld takes three cards or more.";
  std::vector<Meld> readings = MeldReadings(rules, sel);
  if (!readings.empty()) {
    const bool set = std::any_of(readings.begin(), readings.end(), [](const Meld& m) { return m.kind == MeldKind::kSet; });
    const bool run = std::any_of(readings.begin(), readings.end(), [](const Meld& m) { return m.kind == MeldKind::kRun; });
    if (set && run) return CardsPretty(sel) + ": a set or a run (the wild card can make either).";
    // One reading: its cards as the meld lays them ("9♦ Joker Joker Q♦ K♦ A♦", not the order they
    // were selected in: "A♦ 9♦ Q♦ K♦ Joker Joker" read as no run; playtest).
    const std::string cards = readings.size() == 1 ? CardsPretty(readings[0].cards) : CardsPretty(sel);
    return cards + (set                   ? ": a set."
                    : readings.size() > 1 ? ": a run (the wild card can go in more than one place)."
                                          : ": a run.");
  }
  // Several melds selected together, nothing grouped: the buttons split them as the engine does.
  if (const std::optional<std::vector<Meld>>& melds = t.SelectionMelds(v, sel); melds && melds->size() >= 2) {
    return std::to_string(melds->size()) + " melds: " + MeldsWords(*melds) + ".";
  }
  Result<Meld> m = CheckMeld(rules, sel);
  return m.ok() ? CardsPretty(sel) + ": a meld." : m.error().Message() + ".";
}

bool GamePanel::DrawClaims(TableControls&, const TableView&, Slots&) { return false; }

double GamePanel::ClaimSeconds(TableControls&, const TableView&) { return 12.0; }

bool GamePanel::CallButton(TableControls& t, Slots& f, MoveKind kind, const char* label, const std::string& id) {
  if (!t.HasLegal(kind) || !f.Button(label, id, Place::kSecond, true)) return false;
  for (const Move& m : t.Legal()) {
    if (m.kind == kind) {
      t.Submit(m);  // the first meld it fits; tapping a meld chooses another
      return true;
    }
  }
  return false;
}

void GamePanel::DrawTurn(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) {
  if (v.phase == "draw") DrawChoices(t, v, f);
  if (v.phase != "play") return;
  if (sel.size() >= 2 && FindGame(v.game)->MayStartMelds(v) && f.Button("Group as a meld", "button:group", Place::kThird))
    t.Stage(sel);
  const bool laying = DrawMeldChoice(t, v, sel, f);
  if (OffersDiscard(t)) {
    // The main action is laying melds down when the engine would take them; else, with nothing
    // staged, discarding the one card, when the engine would take that (not while a card taken
    // from Rummy's track still has to go down).
    // A card that could be laid off or swapped for a table joker is not urged onto the pile (a
    // playtester saw a gold "Discard 3♦" beside a meld 3♦ fitted): the line above the buttons
    // offers each.
    bool fits = false;
    for (int m = 0; sel.size() == 1 && !fits && m < static_cast<int>(v.melds.size()); ++m) {
      fits = LaysOff(t, sel[0], m) || !t.Refused(Move::Of(MoveKind::kExchange, sel[0], m));
    }
    const bool main = sel.size() == 1 && t.Staged().empty() && !laying && !fits && !t.Refused(Move::Discard(sel[0]));
    if (f.Button(sel.size() == 1 ? CardButton("Discard", sel[0]).c_str() : "Discard", "button:discard", Place::kSecond, main)) {
      if (sel.size() != 1)
        t.Say("Select the one card to discard.");
      else
        DiscardCard(t, v, sel[0]);
    }
  }
}

void GamePanel::StockButton(TableControls& t, Slots& f, bool main) {
  if (t.HasLegal(MoveKind::kDrawStock) && f.Button("Draw from the stock", "button:draw", Place::kFirst, main))
    t.Submit(Move::Draw());
}

void GamePanel::DrawChoices(TableControls& t, const TableView& v, Slots& f) {
  StockButton(t, f);
  if (t.HasLegal(MoveKind::kTakeDiscard) && !v.discard.empty() &&
      f.Button(CardButton("Take", v.discard.back()).c_str(), "button:take", Place::kSecond)) {
    t.Submit(Move::Take());
  }
}

bool GamePanel::DrawMeldChoice(TableControls& t, const TableView&, const std::vector<Card>& sel, Slots& f) {
  return MeldButton(t, sel, f, "Meld", "Select the cards of a meld first.");
}

bool GamePanel::OffersDiscard(TableControls&) const { return true; }

bool GamePanel::MeldButton(TableControls& t, const std::vector<Card>& sel, Slots& f, const char* label,
                           const char* nothing_staged) {
  std::vector<std::vector<Card>> groups = t.Staged();
  if (sel.size() >= 3) groups.push_back(sel);
  const std::optional<Move> m =
      groups.empty() ? std::nullopt : std::optional<Move>(Settled(t, MoveKind::kMeld, groups, std::nullopt));
  const bool main = m && !t.Refused(*m);
  if (!f.Button(label, "button:meld", Place::kFirst, main)) return main;
  if (!m)
    t.Say(sel.empty() ? nothing_staged : "A meld takes three cards or more.");
  else if (t.Submit(*m))
    t.ClearStaged();
  return main;
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

std::string GamePanel::MeldsWords(const std::vector<Meld>& melds) {
  std::string words;
  for (const Meld& meld : melds) words += (words.empty() ? "" : " and ") + CardsPretty(meld.cards);
  return words;
}

std::optional<Move> GamePanel::LegalWithCards(TableControls& t, MoveKind kind, const std::vector<Card>& cards) {
  for (const Move& m : t.Legal()) {
    if (m.kind != kind) continue;
    std::vector<Card> all;
    for (const MeldSpec& s : m.melds) all.insert(all.end(), s.cards.begin(), s.cards.end());
    if (SameFaces(all, cards)) return m;
  }
  return std::nullopt;
}

Move GamePanel::Settled(TableControls& t, MoveKind kind, const std::vector<std::vector<Card>>& groups,
                        std::optional<Card> discard) {
  Move m = discard ? Move::Of(kind, *discard) : Move::Of(kind);
  for (const auto& g : groups) m.melds.push_back({g, {}});
  if (!t.Refused(m)) return m;
  if (std::optional<Move> l = LegalLike(t, kind, groups, discard)) return *l;
  Move read = m;
  bool changed = false;
  for (MeldSpec& spec : read.melds) {
    const std::vector<Meld> readings = MeldReadings(t.rules(), spec.cards);
    if (readings.size() > 1) {
      spec = SpecOf(readings[0]);
      changed = true;
    }
  }
  // Read so even when the engine refuses it: then its reason is the real one (a card left over),
  // not which card a wild stands for, which the player has no way to say.
  return changed ? read : m;
}

void GamePanel::HookFields(const TableView&, nlohmann::json& j) const {
  j["trick"] = 0;
  j["calling"] = false;
}

}  // namespace rummy::web
