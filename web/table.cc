#include "table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <tuple>
#include <nlohmann/json.hpp>

#include <SDL_scancode.h>

#include "imgui.h"
#include "games/three_kings/three_kings.h"
#include "match/describe.h"
#include "match/hint.h"
#include "platform.h"
#include "rules_text.h"
#include "solver/solver.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

constexpr double kClaimSeconds = 8.0;

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

bool Melding(const std::string& game) { return game != "three-kings"; }

}  // namespace

Table::Table(Match match, CardStyle* style, Storage* storage)
    : match_(std::move(match)), style_(style), storage_(storage) {
  hands_seen_ = match_.state().Sheet().hands.size();
  const int sole = match_.SoleHuman();
  viewer_ = sole >= 0 ? sole : std::max(0, match_.HumanToMove() ? match_.ToMove() : 0);
  curtain_ = sole < 0 && match_.HumanToMove();
  if (TestMode()) pace_ = 0;
  reduced_motion_ = PrefersReducedMotion();
  next_bot_ = ImGui::GetTime() + pace_;
  SyncHand(View());
}

std::string Table::Named(std::string text) const {
  // Engine sentences say "Player 2 holds"; a lone person reads "You hold".
  for (const auto& [third, second] : {std::pair<const char*, const char*>{"Player %d takes", "You take"},
                                      {"Player %d holds", "You hold"}}) {
    const int you = match_.SoleHuman();
    if (you < 0) break;
    char key[32];
    std::snprintf(key, sizeof key, third, you + 1);
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key)) text.replace(at, std::strlen(key), second);
  }
  for (int p = match_.state().NumPlayers() - 1; p >= 0; --p) {
    const std::string key = "Player " + std::to_string(p + 1);
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
      text.replace(at, key.size(), Name(p));
    }
  }
  return text;
}

const std::vector<Move>& Table::Legal() {
  const size_t at = match_.state().History().size();
  if (at != legal_at_) {
    legal_ = match_.state().IsTerminal() ? std::vector<Move>{} : match_.state().LegalMoves();
    legal_at_ = at;
  }
  return legal_;
}

bool Table::HasLegal(MoveKind kind) {
  for (const Move& m : Legal()) {
    if (m.kind == kind) return true;
  }
  return false;
}

bool Table::WantsFrames() const {
  if (relayout_ || !flights_.empty()) return true;
  if (summary_ || curtain_ || match_.state().IsTerminal()) return false;
  return match_.BotToMove() || claim_deadline_ > 0;
}

void Table::Save() {
  // A finished match is stored as its score sheet, under a key made from the match, so saving
  // it again (say when the page is hidden on the summary screen) rewrites the same record.
  if (saving_stopped_) return;
  if (!storage_->SaveMatch(match_)) message_ = storage_->problem();
}

void Table::AfterMove() {
  ++moves_;
  Save();
  if (match_.state().Sheet().hands.size() != hands_seen_) {
    hands_seen_ = match_.state().Sheet().hands.size();
    summary_ = true;
    staged_.clear();
  }
  const int sole = match_.SoleHuman();
  if (sole < 0 && match_.HumanToMove() && match_.ToMove() != viewer_) {
    viewer_ = match_.ToMove();
    curtain_ = true;
  }
  hint_.clear();
  claim_deadline_ = 0;
  SyncHand(View());
}

void Table::AdvanceBots() {
  if (summary_ || curtain_) return;
  const double now = ImGui::GetTime();
  int steps = 0;
  while (match_.BotToMove() && !summary_ && now >= next_bot_ && steps < 400) {
    const int seat = match_.ToMove();
    const TableView before = match_.state().ViewFor(viewer_);
    const Move m = match_.StepBot();
    Animate(seat, m, before);
    AfterMove();
    ++steps;
    if (pace_ > 0) next_bot_ = now + pace_;
  }
  if (!match_.BotToMove()) next_bot_ = now + pace_;
}

void Table::SyncHand(const TableView& v) {
  // Keep the player's own order: drop cards that left the hand, add new ones at the right.
  std::vector<Card> order;
  std::vector<bool> sel;
  std::vector<int> group;
  for (size_t i = 0; i < order_.size(); ++i) {
    if (std::find(v.hand.begin(), v.hand.end(), order_[i]) != v.hand.end()) {
      order.push_back(order_[i]);
      sel.push_back(selected_[i]);
      group.push_back(group_[i]);
    }
  }
  const bool dealt = order.empty() && v.hand.size() > 1;  // nothing kept: a new hand was dealt
  for (Card c : v.hand) {
    if (std::find(order.begin(), order.end(), c) == order.end()) {
      order.push_back(c);
      sel.push_back(false);
      group.push_back(-1);
    }
  }
  order_ = order;
  selected_ = sel;
  group_ = group;
  if (dealt) SortHand(false);  // a new hand arrives sorted by suit; later cards go to the right
  // Staged melds keep only cards still in hand.
  for (auto& g : staged_) {
    g.erase(std::remove_if(g.begin(), g.end(), [&](Card c) { return std::find(order_.begin(), order_.end(), c) == order_.end(); }),
            g.end());
  }
  staged_.erase(std::remove_if(staged_.begin(), staged_.end(), [](const auto& g) { return g.empty(); }), staged_.end());
  focus_ = std::clamp(focus_, 0, std::max(0, static_cast<int>(order_.size()) - 1));
}

std::vector<Card> Table::Selected() const {
  std::vector<Card> s;
  for (size_t i = 0; i < order_.size(); ++i) {
    if (selected_[i]) s.push_back(order_[i]);
  }
  return s;
}

void Table::ClearSelection() { selected_.assign(order_.size(), false); }

bool Table::Submit(const Move& m) {
  const int seat = match_.ToMove();
  const TableView before = match_.state().ViewFor(viewer_);
  if (std::optional<Error> e = match_.Play(m)) {
    message_ = Named(e->Message());
    Announce(message_);
    return false;
  }
  message_.clear();
  ClearSelection();
  Animate(seat, m, before);
  AfterMove();
  Announce(match_.log().empty() ? "" : match_.log().back().text);
  next_bot_ = ImGui::GetTime() + pace_;
  return true;
}

std::optional<Move> Table::LegalLike(MoveKind kind, const std::vector<std::vector<Card>>& groups, std::optional<Card> discard) {
  for (const Move& m : Legal()) {
    if (m.kind != kind || m.melds.size() != groups.size()) continue;
    if (discard && m.card.face() != discard->face()) continue;
    bool all = true;
    for (size_t i = 0; i < groups.size() && all; ++i) all = SameFaces(m.melds[i].cards, groups[i]);
    if (all) return m;
  }
  return std::nullopt;
}

std::string Table::SelectionVerdict() const {
  const std::vector<Card> sel = Selected();
  const std::string& game = match_.state().GameName();
  if (sel.empty()) return "";
  const Rules& rules = match_.state().CurrentRules();
  if (game == "three-kings") {
    // The engine judges the play (a meld to lead, what the lead asks for); this only words it.
    const Move play = Move::Of(MoveKind::kPlay, Card(), -1, End::kAuto, {MeldSpec{sel, {}}});
    if (match_.ToMove() == viewer_) {
      if (std::optional<Error> e = match_.state().Check(play)) return e->Message();
    }
    if (sel.size() == 1) return CardsPretty(sel) + ": one card to play.";
    if (sel.size() != 3) return "Play one card or three.";
    return CardsPretty(sel) + (three_kings::MeldLevel(rules, sel, false) > 0 ? ": a meld, played together." : ": three cards, not a meld.");
  }
  if (sel.size() == 1) {
    // Offer only what the engine would accept now: no lay-off before going down or while drawing.
    const State& s = match_.state();
    const bool mine = match_.ToMove() == viewer_;
    bool lay = false;
    for (int t = 0; mine && !lay && t < static_cast<int>(s.ViewFor(viewer_).melds.size()); ++t) {
      for (End end : {End::kAuto, End::kLow, End::kHigh}) lay |= !s.Check(Move::Of(MoveKind::kLayOff, sel[0], t, end));
    }
    const bool discard = mine && !s.Check(Move::Discard(sel[0]));
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

void Table::ArrangeHand() {
  const HandArrangement arranged = ArrangeForPlayer(View(), match_.state().CurrentRules(), order_);
  const Arrangement& a = arranged.arrangement;
  std::vector<Card> order;
  std::vector<int> group;
  for (size_t m = 0; m < a.melds.size(); ++m) {
    for (Card c : a.melds[m].cards) {
      order.push_back(c);
      group.push_back(static_cast<int>(m));
    }
  }
  for (Card c : a.deadwood) {
    order.push_back(c);
    group.push_back(-1);
  }
  order_ = order;
  group_ = group;
  ClearSelection();
  hint_ = arranged.text;
}

void Table::SortHand(bool by_rank) {
  const Rules& rules = match_.state().CurrentRules();
  auto key = [&](Card c) {
    const int wild = rules.IsWild(c) ? 1 : 0;
    const int rank = c.is_joker() ? 99 : c.rank();
    const int suit = static_cast<int>(c.suit());
    return by_rank ? wild * 10000 + rank * 10 + suit : wild * 10000 + suit * 100 + rank;
  };
  std::vector<size_t> idx(order_.size());
  for (size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return key(order_[a]) < key(order_[b]); });
  std::vector<Card> o;
  std::vector<bool> s;
  for (size_t i : idx) {
    o.push_back(order_[i]);
    s.push_back(selected_[i]);
  }
  order_ = o;
  selected_ = s;
  group_.assign(order_.size(), -1);
}

void Table::Hint() {
  // The strong player's move with its reason; seeded by the position so asking twice agrees.
  Rng rng(match_.state().History().size() + 17);
  hint_ = "Hint: " + HintFor(match_.state(), rng, kTableBudget, match_.Names()).text;
}

void Table::OnMeldClicked(int meld) {
  const std::vector<Card> sel = Selected();
  const TableView view = View();
  const bool asked = view.asked && !view.discard.empty();
  if (sel.size() != 1 && !asked) {
    message_ = "Select one card of your hand, then tap the meld to lay it off on it.";
    return;
  }
  // Kentucky's claim, Rummy's call: lay the discard off at once on the meld tapped.
  if (asked) {
    for (MoveKind kind : {MoveKind::kKentucky, MoveKind::kRummy}) {
      if (HasLegal(kind)) {
        Submit(Move::Of(kind, view.discard.back(), meld));
        return;
      }
    }
    message_ = "It is not your turn: you may only claim " + view.discard.back().Pretty() + " or let it go.";
    return;
  }
  Move m = Move::Of(MoveKind::kLayOff, sel[0], meld);
  if (match_.state().Check(m)) {
    // A wild card at an open-ended run, or a joker to exchange: take the engine's own reading.
    for (const Move& l : Legal()) {
      if ((l.kind == MoveKind::kLayOff || l.kind == MoveKind::kExchange) && l.target == meld && l.card.face() == sel[0].face()) {
        m = l;
        break;
      }
    }
  }
  Submit(m);
}

void Table::Animate(int seat, const Move& m, const TableView& before) {
  if (pace_ <= 0 || reduced_motion_ || seat < 0 || seat >= static_cast<int>(player_pos_.size())) return;
  const ImVec2 discard = discard_rect_[0];
  const ImVec2 player = seat == viewer_ ? hand_end_ : player_pos_[seat];
  Flight f;
  f.start = ImGui::GetTime();
  f.seconds = std::min(0.35, pace_ * 0.8);
  switch (m.kind) {
    case MoveKind::kDrawStock:
      f.face_up = false;
      f.from = stock_pos_;
      f.to = player;
      break;
    case MoveKind::kTakeDiscard:
    case MoveKind::kMayI:
      if (before.discard.empty()) return;
      f.card = m.target >= 0 ? m.card : before.discard.back();
      f.from = discard;
      f.to = player;
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
      f.to = trick_pos_;
      break;
    default:
      return;
  }
  flights_.push_back(f);
}

void Table::DrawFlights(const Fonts& fonts) {
  const double now = ImGui::GetTime();
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  for (auto it = flights_.begin(); it != flights_.end();) {
    const float t = static_cast<float>((now - it->start) / it->seconds);
    if (t >= 1.0f) {
      it = flights_.erase(it);
      continue;
    }
    const float e = 1.0f - (1.0f - t) * (1.0f - t);  // ease out
    const ImVec2 at(it->from.x + (it->to.x - it->from.x) * e, it->from.y + (it->to.y - it->from.y) * e);
    if (it->face_up) DrawCardFace(dl, fonts, at, pile_w_, it->card, *style_);
    else DrawCardBack(dl, at, pile_w_);
    ++it;
  }
}

void Table::DrawHeader(const Fonts& fonts, const TableView& v, TableExit* exit) {
  const Game* g = FindGame(v.game);
  ImGui::PushFont(fonts.title);
  ImGui::TextUnformatted(g->Title().c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  const std::string line = g->Headline(v);
  ImGui::AlignTextToFramePadding();
  ImGui::TextWrapped("%s", line.c_str());
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8, 4));
  Flow f;
  if (f.Button("Scores", "button:sheet", sheet_)) sheet_ = !sheet_;
  if (f.Button("Rules", "button:rules", rules_)) rules_ = !rules_;
  if (f.Button("Hint", "button:hint")) Hint();
  const char* pace = pace_ == 0 ? "Pace: instant" : pace_ < 0.5f ? "Pace: fast" : pace_ < 1.0f ? "Pace: normal" : "Pace: slow";
  if (f.Button(pace, "button:pace")) pace_ = pace_ == 0 ? 1.2f : pace_ > 1.0f ? 0.7f : pace_ > 0.5f ? 0.3f : 0.0f;
  f.Checkbox("4 colours", &style_->four_colour, "check:four-colour");
  if (f.Button("Leave", "button:leave")) *exit = TableExit::kLobby;
  ImGui::PopStyleVar();
}

void Table::DrawPlayers(const TableView& v) {
  const Game* game = FindGame(v.game);
  const int mover = v.turn >= 0 ? v.turn : v.current;
  for (int p = 0; p < v.players; ++p) {
    std::string s = (p == mover ? "\u25b6 " : "   ") + Name(p);
    const std::string& level = match_.seats()[p].level;
    if (level != "human") s += " (" + level + ")";
    s += ": " + game->PlayerStatus(v, p);
    ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(p));
    ImGui::TextWrapped("%s", s.c_str());
    ImGui::PopStyleColor();
    Hook().Rect("player:" + std::to_string(p));
    player_pos_.resize(v.players);
    player_pos_[p] = ImGui::GetItemRectMin();
  }
}

void Table::DrawPiles(const Fonts& fonts, const TableView& v, bool my_move) {
  discard_rect_[0] = discard_rect_[1] = ImVec2(0, 0);
  pile_w_ = std::clamp(ImGui::GetContentRegionAvail().x / 9.0f, 44.0f, 70.0f);
  stock_pos_ = ImGui::GetCursorScreenPos();
  trick_pos_ = ImVec2(stock_pos_.x, stock_pos_.y + 18);
  const float w = std::clamp(ImGui::GetContentRegionAvail().x / 9.0f, 44.0f, 70.0f);
  const float h = w * kCardAspect;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (v.game == "three-kings") {
    if (v.stock_size > 0 || !v.discard.empty()) {
      ImGui::TextDisabled("Stock %d%s%s", v.stock_size, v.discard.empty() ? "" : " \u00b7 widow card ",
                          v.discard.empty() ? "" : v.discard.back().Pretty().c_str());
    }
    // The trick: who played what, in order.
    ImGui::TextUnformatted(v.trick.empty() ? "No cards in the trick yet." : "The trick:");
    float x = ImGui::GetCursorScreenPos().x;
    const float y = ImGui::GetCursorScreenPos().y;
    for (const auto& [who, cards] : v.trick) {
      CardRow row{cards, {}, {}};
      DrawCardRow(fonts, *style_, row, ImVec2(x, y + 18), w, w * 0.6f, "trick:" + std::to_string(who) + ":", false);
      dl->AddText(ImVec2(x, y), SeatColour(who), Name(who).c_str());
      x += w * 0.6f * static_cast<float>(cards.size() - 1) + w + 18;
    }
    ImGui::Dummy(ImVec2(1, v.trick.empty() ? 4 : h + 22));
    return;
  }
  DrawCardBack(dl, p, w);
  Hook().Rect("stock", p, ImVec2(p.x + w, p.y + h));
  const ImU32 label_colour = IM_COL32(240, 240, 220, 255);
  dl->AddText(ImVec2(p.x + 2, p.y + h + 2), label_colour, std::to_string(v.stock_size).c_str());
  const bool hover_stock = ImGui::IsMouseHoveringRect(p, ImVec2(p.x + w, p.y + h));
  if (my_move && hover_stock && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsWindowHovered()) {
    Submit(Move::Draw());
    return;
  }
  const float dx = p.x + w + 24;
  if (v.game == "rummy") {
    // The track, fanned so every card shows; tap one to take it with all above it.
    const float avail = ImGui::GetContentRegionAvail().x - (w + 24);
    const int n = static_cast<int>(v.discard.size());
    const float step = n > 1 ? std::min(w * 0.55f, (avail - w) / static_cast<float>(n - 1)) : w;
    CardRow row{v.discard, {}, {}};
    const int hit = DrawCardRow(fonts, *style_, row, ImVec2(dx, p.y), w, std::max(step, 14.0f), "track:", my_move);
    // The top of the track: where discards land (and where a dragged card is discarded).
    const float top_x = dx + std::max(step, 14.0f) * static_cast<float>(std::max(0, n - 1));
    discard_rect_[0] = ImVec2(top_x, p.y);
    discard_rect_[1] = ImVec2(top_x + w, p.y + h);
    if (n == 0) dl->AddRect(ImVec2(dx, p.y), ImVec2(dx + w, p.y + h), IM_COL32(255, 255, 255, 90), 6.0f);
    ImGui::Dummy(ImVec2(1, h + ImGui::GetTextLineHeight() + 4));
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", n ? "Stock, and the track: tap a track card to take it with all above it." : "Stock, and the track (empty).");
    ImGui::PopTextWrapPos();
    if (hit >= 0) Submit(Move::Of(MoveKind::kTakeDiscard, v.discard[hit], 0));
    return;
  } else if (!v.discard.empty()) {
    CardRow row{{v.discard.back()}, {v.discard_dead ? static_cast<unsigned>(kMarkDim) : static_cast<unsigned>(kMarkNone)}, {}};
    const int hit = DrawCardRow(fonts, *style_, row, ImVec2(dx, p.y), w, w, "", my_move);
    Hook().Rect("discard", ImVec2(dx, p.y), ImVec2(dx + w, p.y + h));
    discard_rect_[0] = ImVec2(dx, p.y);
    discard_rect_[1] = ImVec2(dx + w, p.y + h);
    std::string label = std::to_string(v.discard_size) + (v.discard_dead ? " (dead)" : "");
    dl->AddText(ImVec2(dx + 2, p.y + h + 2), label_colour, label.c_str());
    if (hit == 0) {
      // Kentucky: a player asked about the discard claims it with May I by tapping it.
      Submit(v.asked && HasLegal(MoveKind::kMayI) ? Move::Of(MoveKind::kMayI) : Move::Take());
    }
  } else {
    dl->AddRect(ImVec2(dx, p.y), ImVec2(dx + w, p.y + h), IM_COL32(255, 255, 255, 90), 6.0f);
    Hook().Rect("discard", ImVec2(dx, p.y), ImVec2(dx + w, p.y + h));
    dl->AddText(ImVec2(dx + 2, p.y + h + 2), label_colour, "0");
  }
  ImGui::Dummy(ImVec2(1, h + 22));
}

void Table::DrawMelds(const Fonts& fonts, const TableView& v, bool my_move) {
  meld_rects_.clear();
  if (v.melds.empty()) return;
  const float w = std::clamp(ImGui::GetContentRegionAvail().x / 16.0f, 34.0f, 50.0f);
  const float step = w * 0.5f;
  const float h = w * kCardAspect;
  const Rules& rules = match_.state().CurrentRules();
  for (int owner = 0; owner < v.players; ++owner) {
    bool any = false;
    for (const TableMeld& t : v.melds) any = any || t.owner == owner;
    if (!any) continue;
    ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(owner));
    ImGui::TextUnformatted((Name(owner) + (Name(owner) == "You" ? "r melds" : "'s melds")).c_str());
    ImGui::PopStyleColor();
    const float avail = ImGui::GetContentRegionAvail().x;
    ImVec2 p = ImGui::GetCursorScreenPos();
    const float x0 = p.x;
    float row_h = h + 6;
    for (size_t i = 0; i < v.melds.size(); ++i) {
      const TableMeld& t = v.melds[i];
      if (t.owner != owner) continue;
      const float mw = step * static_cast<float>(t.meld.cards.size() - 1) + w;
      if (p.x > x0 && p.x + mw > x0 + avail) {
        p = ImVec2(x0, p.y + row_h);
      }
      CardRow row;
      row.cards = t.meld.cards;
      for (size_t k = 0; k < t.meld.cards.size(); ++k) {
        const bool wild = rules.IsWild(t.meld.cards[k]) && !t.meld.cards[k].is_joker();
        row.marks.push_back(wild ? kMarkWild : kMarkNone);
        const int layer = t.laid_by.empty() ? t.owner : t.laid_by[k];
        row.tags.push_back(layer != t.owner ? SeatColour(layer) : 0);
      }
      DrawCardRow(fonts, *style_, row, p, w, step, "", false);
      const ImVec2 a = p, b(p.x + mw, p.y + h);
      Hook().Rect("meld:" + std::to_string(i), a, b);
      meld_rects_.push_back({static_cast<int>(i), a, b});
      if (my_move && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsMouseHoveringRect(a, b) && ImGui::IsWindowHovered()) {
        OnMeldClicked(static_cast<int>(i));
      }
      p.x += mw + 14;
    }
    ImGui::SetCursorScreenPos(ImVec2(x0, p.y + row_h));
    ImGui::Dummy(ImVec2(1, 1));
  }
  if (v.game == "rummy" || v.game == "kentucky") {
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("A coloured dot marks a card laid off by another player: it scores for them.");
    ImGui::PopTextWrapPos();
  }
}

void Table::DrawStaged(const Fonts& fonts) {
  if (staged_.empty()) return;
  ImGui::TextUnformatted("Melds you are putting together (tap one to take it back):");
  const float w = 44.0f, step = 24.0f;
  ImVec2 p = ImGui::GetCursorScreenPos();
  const float x0 = p.x, avail = ImGui::GetContentRegionAvail().x;
  int remove = -1;
  for (size_t i = 0; i < staged_.size(); ++i) {
    const float mw = step * static_cast<float>(staged_[i].size() - 1) + w;
    if (p.x > x0 && p.x + mw > x0 + avail) p = ImVec2(x0, p.y + w * kCardAspect + 6);
    CardRow row{staged_[i], {}, {}};
    DrawCardRow(fonts, *style_, row, p, w, step, "", false);
    const ImVec2 b(p.x + mw, p.y + w * kCardAspect);
    Hook().Rect("staged:" + std::to_string(i), p, b);
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsMouseHoveringRect(p, b) && ImGui::IsWindowHovered()) {
      remove = static_cast<int>(i);
    }
    p.x += mw + 12;
  }
  ImGui::SetCursorScreenPos(ImVec2(x0, p.y + w * kCardAspect + 6));
  ImGui::Dummy(ImVec2(1, 1));
  if (remove >= 0) staged_.erase(staged_.begin() + remove);
}

void Table::DrawActions(const TableView& v, bool my_move) {
  std::string status = Named(v.status);
  if (status.rfind("You: ", 0) == 0) status = "Your move: " + status.substr(5);
  ImGui::TextWrapped("%s", status.c_str());
  Hook().Rect("status");
  // One line that is always there, so the buttons below never move under a finger: the engine's
  // refusal, else the hint, else what the selected cards make.
  std::string verdict = SelectionVerdict();
  if (verdict.empty() && my_move && HasLegal(MoveKind::kPredict)) verdict = three_kings::PredictionWarning(v, 1);
  if (!message_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kErrorText);
    ImGui::TextWrapped("%s", message_.c_str());
    ImGui::PopStyleColor();
    Hook().Rect("message");
  } else if (!hint_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kGoldText);
    ImGui::TextWrapped("%s", hint_.c_str());
    ImGui::PopStyleColor();
    Hook().Rect("hint");
  } else if (!verdict.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::TextWrapped("%s", verdict.c_str());
    ImGui::PopStyleColor();
  } else {
    ImGui::TextUnformatted(" ");
  }
  const std::vector<Card> sel = Selected();
  Flow f;
  if (my_move) {
    const std::string& game = v.game;
    const bool claim = v.asked;  // asked about another player's discard
    if (claim) {
      if (!TestMode() && claim_deadline_ == 0) claim_deadline_ = ImGui::GetTime() + kClaimSeconds;
      if (claim_deadline_ > 0) {
        const double left = claim_deadline_ - ImGui::GetTime();
        ImGui::TextColored(kGoldText, "%s is up for grabs: %d s", v.discard.back().Pretty().c_str(), static_cast<int>(std::ceil(std::max(0.0, left))));
        if (left <= 0) {
          Submit(Move::Of(MoveKind::kPass));
          return;
        }
      }
      if (HasLegal(MoveKind::kMayI) && f.Button("May I?", "button:mayi", true)) Submit(Move::Of(MoveKind::kMayI));
      for (const auto& [kind, label, id] : {std::tuple{MoveKind::kKentucky, "Kentucky!", "button:kentucky"},
                                            std::tuple{MoveKind::kRummy, "Rummy!", "button:rummy"}}) {
        if (!HasLegal(kind) || !f.Button(label, id, true)) continue;
        for (const Move& m : Legal()) {
          if (m.kind == kind) {
            Submit(m);  // the first meld it fits; tapping a meld chooses another
            return;
          }
        }
      }
      if (f.Button("Let it go", "button:pass")) Submit(Move::Of(MoveKind::kPass));
      return;
    }
    if (v.phase == "draw" && game != "three-kings") {
      if (HasLegal(MoveKind::kDrawStock) && f.Button("Draw from the stock", "button:draw", true)) Submit(Move::Draw());
      if (game != "rummy" && HasLegal(MoveKind::kTakeDiscard) && !v.discard.empty() &&
          f.Button(("Take " + v.discard.back().Pretty()).c_str(), "button:take")) {
        Submit(Move::Take());
      }
      if (game == "rummy" && HasLegal(MoveKind::kPass) && f.Button("End the round", "button:pass")) Submit(Move::Of(MoveKind::kPass));
    }
    if (game == "three-kings") {
      if (v.phase == "widow-discard" && f.Button("Discard as the widow card", "button:discard", sel.size() == 1)) {
        if (sel.size() != 1) message_ = "Select the one card to lay face up as the widow card.";
        else Submit(Move::Discard(sel[0]));
      }
      if (HasLegal(MoveKind::kPlay) && f.Button(sel.size() == 3 ? "Play the meld" : "Play", "button:play", true)) {
        Move m = Move::Of(MoveKind::kPlay);
        m.melds.push_back({sel, {}});
        if (sel.empty()) message_ = "Select one card, or three for a meld, then play.";
        else Submit(m);
      }
      if (HasLegal(MoveKind::kWidow) && f.Button("Take the widow card, lay out the selected", "button:widow")) {
        if (sel.size() != 1) message_ = "Select the one card to lay out of play.";
        else Submit(Move::Of(MoveKind::kWidow, sel[0]));
      }
      if (HasLegal(MoveKind::kPass) && f.Button("Keep my hand", "button:pass")) Submit(Move::Of(MoveKind::kPass));
      if (HasLegal(MoveKind::kPredict)) {
        if (f.Button("Predict the last trick", "button:predict")) Submit(Move::Of(MoveKind::kPredict, Card(), 0));
        const bool no_ace = !three_kings::PredictionWarning(v, 1).empty();
        if (f.Button(no_ace ? "Predict it with an ace (you hold none)" : "Predict it with an ace", "button:predict-ace")) {
          Submit(Move::Of(MoveKind::kPredict, Card(), 1));
        }
      }
    }
    if (v.phase == "play" && Melding(game)) {
      if (sel.size() >= 2 && f.Button("Group as a meld", "button:group")) {
        staged_.push_back(sel);
        ClearSelection();
      }
      if (game == "five-crowns") {
        const char* label = v.out_player >= 0 ? "Lay down and discard" : "Go out";
        if (f.Button(label, "button:go-out", !staged_.empty())) {
          if (sel.size() != 1) {
            message_ = "Select the one card to discard as you go out.";
          } else {
            Move m = Move::Of(MoveKind::kLayDown, sel[0]);
            for (const auto& g : staged_) m.melds.push_back({g, {}});
            if (match_.state().Check(m)) {
              if (std::optional<Move> l = LegalLike(MoveKind::kLayDown, staged_, sel[0])) m = *l;
              else if (staged_.empty()) {
                for (const Move& x : Legal()) {
                  if (x.kind == MoveKind::kLayDown && x.card.face() == sel[0].face()) { m = x; break; }
                }
              }
            }
            Submit(m);
          }
        }
      } else {
        const char* label = game == "kentucky" ? "Go down" : "Meld";
        if (f.Button(label, "button:meld", !staged_.empty())) {
          std::vector<std::vector<Card>> groups = staged_;
          if (sel.size() >= 3) groups.push_back(sel);
          if (groups.empty()) {
            message_ = game == "kentucky" ? "Put your contract together: select cards and group them, then go down."
                                          : "Select the cards of a meld first.";
          } else {
            Move m = Move::Of(MoveKind::kMeld);
            for (const auto& g : groups) m.melds.push_back({g, {}});
            if (match_.state().Check(m)) {
              if (std::optional<Move> l = LegalLike(MoveKind::kMeld, groups, std::nullopt)) m = *l;
            }
            if (Submit(m)) staged_.clear();
          }
        }
      }
      if (HasLegal(MoveKind::kDiscard) || v.game != "five-crowns") {
        if (f.Button(sel.size() == 1 ? ("Discard " + sel[0].Pretty()).c_str() : "Discard", "button:discard", sel.size() == 1)) {
          if (sel.size() != 1) message_ = "Select the one card to discard.";
          else Submit(Move::Discard(sel[0]));
        }
      }
    }
  }
  Flow tools;
  if (match_.CanUndo() && match_.ToMove() == viewer_ && tools.Button("Undo", "button:undo")) {
    if (std::optional<Error> e = match_.Undo()) message_ = e->Message();
    else AfterMove();
  }
  if (tools.Button("Sort by suit", "button:sort-suit")) SortHand(false);
  if (tools.Button("Sort by rank", "button:sort-rank")) SortHand(true);
  if (Melding(v.game) && tools.Button("Arrange for me", "button:arrange")) ArrangeHand();
}

void Table::DropCard(int i, ImVec2 at, const std::vector<ImVec2>& pos, const std::vector<int>& shown, float w) {
  auto inside = [&](const ImVec2& a, const ImVec2& b) { return at.x >= a.x && at.x <= b.x && at.y >= a.y && at.y <= b.y; };
  for (const auto& [meld, a, b] : meld_rects_) {
    if (!inside(a, b)) continue;
    ClearSelection();
    selected_[i] = true;
    OnMeldClicked(meld);
    return;
  }
  if (discard_rect_[1].x > discard_rect_[0].x && inside(discard_rect_[0], discard_rect_[1])) {
    if (!Submit(Move::Discard(order_[i]))) {
      ClearSelection();
      selected_[i] = true;
    }
    return;
  }
  // Within the hand: the card goes before the first other card that lies after the drop point
  // (rows top to bottom, then left to right).
  const float h = w * kCardAspect;
  auto before_drop = [&](size_t k) {
    if (pos[k].y + h < at.y) return true;  // a row above
    return pos[k].y <= at.y + h && pos[k].x + w / 2 < at.x;
  };
  int insert_before = -1;  // an index into order_, or -1: after the last shown card
  for (size_t k = 0; k < shown.size(); ++k) {
    if (shown[k] == i || before_drop(k)) continue;
    insert_before = shown[k];
    break;
  }
  const Card c = order_[i];
  const bool sel = selected_[i];
  const Card anchor = insert_before >= 0 ? order_[insert_before] : order_[shown.back()];
  if (insert_before < 0 && anchor == c) return;  // the last card dropped at the end: no change
  order_.erase(order_.begin() + i);
  selected_.erase(selected_.begin() + i);
  const auto at_anchor = std::find(order_.begin(), order_.end(), anchor);
  const long dest = (at_anchor - order_.begin()) + (insert_before >= 0 ? 0 : 1);
  order_.insert(order_.begin() + std::min<long>(dest, static_cast<long>(order_.size())), c);
  selected_.insert(selected_.begin() + std::min<long>(dest, static_cast<long>(selected_.size())), sel);
  group_.assign(order_.size(), -1);
}

void Table::DrawHand(const Fonts& fonts) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  std::vector<int> shown;
  for (size_t i = 0; i < order_.size(); ++i) {
    bool staged = false;
    for (const auto& g : staged_) staged = staged || std::find(g.begin(), g.end(), order_[i]) != g.end();
    if (!staged) shown.push_back(static_cast<int>(i));
  }
  const int n = static_cast<int>(shown.size());
  if (n == 0) {
    ImGui::TextDisabled("No cards in your hand.");
    return;
  }
  int rows = 1, per_row = n;
  float w = 0;
  while (true) {
    per_row = (n + rows - 1) / rows;
    w = std::min(100.0f, width / (0.62f * static_cast<float>(per_row - 1) + 1.0f));
    if (w >= 52.0f || rows >= 3) break;
    ++rows;
  }
  const float step = per_row > 1 ? std::clamp((width - w) / static_cast<float>(per_row - 1), w * 0.62f, w * 1.06f) : w;
  const float h = w * kCardAspect;
  const float lift = std::max(8.0f, h * 0.12f);
  std::vector<ImVec2> pos(n);
  for (int k = 0; k < n; ++k) {
    const int row = k / per_row, col = k % per_row;
    pos[k] = ImVec2(origin.x + col * step, origin.y + lift + row * (h + 10.0f) - (selected_[shown[k]] ? lift : 0.0f));
  }
  ImGui::InvisibleButton("hand", ImVec2(width, lift + rows * (h + 10.0f)));
  // A tap selects a card; a drag moves it within the hand, onto a meld (lay it off) or onto the
  // discard pile (discard it). Touch arrives as the same mouse events.
  const ImGuiIO& io = ImGui::GetIO();
  auto card_at = [&](ImVec2 m) {
    for (int k = n - 1; k >= 0; --k) {
      if (m.x >= pos[k].x && m.x <= pos[k].x + w && m.y >= pos[k].y && m.y <= pos[k].y + h) return k;
    }
    return -1;
  };
  if (ImGui::IsItemActivated()) {
    press_ = card_at(io.MousePos);
    dragging_ = false;
  }
  if (ImGui::IsItemActive() && press_ >= 0 && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 8.0f)) dragging_ = true;
  if (ImGui::IsItemDeactivated() && press_ >= 0 && press_ < n) {
    const int i = shown[press_];
    if (!dragging_) {
      selected_[i] = !selected_[i];
      focus_ = press_;
      message_.clear();
      Announce(std::string(selected_[i] ? "Selected " : "Unselected ") + order_[i].Pretty());
    } else {
      DropCard(i, io.MousePos, pos, shown, w);
    }
    press_ = -1;
    dragging_ = false;
    return;  // the hand changed: drawn afresh next frame
  }
  const Rules& rules = match_.state().CurrentRules();
  for (int k = 0; k < n; ++k) {
    const int i = shown[k];
    unsigned marks = kMarkNone;
    if (selected_[i]) marks |= kMarkSelected;
    if (rules.IsWild(order_[i]) && !order_[i].is_joker()) marks |= kMarkWild;
    DrawCardFace(dl, fonts, pos[k], w, order_[i], *style_, marks);
    const bool last_in_row = k == n - 1 || (k + 1) % per_row == 0;
    const float visible = last_in_row ? w : std::min(w, pos[k + 1].x - pos[k].x);
    Hook().Rect("card:" + std::to_string(k), pos[k], ImVec2(pos[k].x + visible, pos[k].y + h));
  }
  hand_end_ = pos[n - 1];
  if (dragging_ && press_ >= 0 && press_ < n) {
    ImDrawList* top = ImGui::GetForegroundDrawList();
    DrawCardFace(top, fonts, ImVec2(io.MousePos.x - w / 2, io.MousePos.y - h / 2), w, order_[shown[press_]], *style_, kMarkSelected);
  }
  if (keyboard_ && focus_ < n) {
    dl->AddRect(ImVec2(pos[focus_].x - 3, pos[focus_].y - 3), ImVec2(pos[focus_].x + w + 3, pos[focus_].y + h + 3),
                IM_COL32(255, 255, 255, 200), 6.0f, 0, 2.0f);
  }
}

void Table::DrawLog(bool column) {
  const std::vector<LogEntry>& log = match_.log();
  if (log.empty()) return;
  if (column) {
    Section("What happened");
  } else {
    ImGui::SetNextItemOpen(log_open_, ImGuiCond_Always);
    log_open_ = ImGui::CollapsingHeader("What happened");
    Hook().Rect("header:log");
    if (!log_open_) return;
  }
  const size_t shown = column ? 24 : 8;
  const size_t from = log.size() > shown ? log.size() - shown : 0;
  for (size_t i = from; i < log.size(); ++i) {
    const LogEntry& e = log[i];
    if (e.seat >= 0) {
      ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(e.seat));
      ImGui::TextWrapped("%s", e.text.c_str());
      ImGui::PopStyleColor();
    } else {
      ImGui::TextColored(kGoldText, "%s", e.text.c_str());
    }
  }
}

void Table::DrawSheet() {
  const ScoreSheet& sheet = match_.state().Sheet();
  const int n = match_.state().NumPlayers();
  const bool tricks = match_.state().GameName() == "three-kings";
  ImGui::TextDisabled("%s", tricks ? "Trick points per hand; the total row counts game points." :
                                   sheet.lowest_wins ? "Lowest total wins." : "Highest total wins.");
  if (ImGui::BeginTable("sheet", n + 1, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchSame)) {
    ImGui::TableSetupColumn("Hand");
    for (int p = 0; p < n; ++p) ImGui::TableSetupColumn(Name(p).c_str());
    ImGui::TableHeadersRow();
    for (size_t h = 0; h < sheet.hands.size(); ++h) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%zu", h + 1);
      for (int v : sheet.hands[h]) {
        ImGui::TableNextColumn();
        ImGui::Text("%d", v);
      }
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(kGoldText, "Total");
    for (int v : sheet.totals) {
      ImGui::TableNextColumn();
      ImGui::TextColored(kGoldText, "%d", v);
    }
    ImGui::EndTable();
  }
  Hook().Rect("sheet");
}

void Table::DrawSummary(const Fonts& fonts, TableExit* exit) {
  const State& s = match_.state();
  const TableView v = s.ViewFor(viewer_);
  const ScoreSheet& sheet = s.Sheet();
  ImGui::PushFont(fonts.title);
  if (s.IsTerminal()) {
    std::string names;
    for (size_t i = 0; i < sheet.winners.size(); ++i) names += (i ? " and " : "") + Name(sheet.winners[i]);
    const bool you = sheet.winners.size() == 1 && Name(sheet.winners[0]) == "You";
    ImGui::TextWrapped("%s", you ? "You win the match!" : (names + (sheet.winners.size() > 1 ? " share the win." : " wins the match.")).c_str());
  } else {
    ImGui::Text("Hand %zu is over", sheet.hands.size());
  }
  ImGui::PopFont();
  Hook().Rect("summary");
  const std::vector<int>& last = sheet.hands.back();
  static const HandEnd kNothingShown;
  const HandEnd& ended = v.last_hand ? *v.last_hand : kNothingShown;
  const float w = 40.0f, step = 22.0f;
  for (int p = 0; p < s.NumPlayers(); ++p) {
    ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(p));
    ImGui::Text("%s: %+d this hand, %d in all%s", Name(p).c_str(), last[p], sheet.totals[p], ended.out == p ? ", went out" : "");
    ImGui::PopStyleColor();
    if (p < static_cast<int>(ended.parts.size()) && !ended.parts[p].empty()) {
      ImGui::TextWrapped("%s", ScorePartsText(ended.parts[p]).c_str());
    }
    // What they had on the table and what they were left holding.
    ImVec2 pos = ImGui::GetCursorScreenPos();
    const float x0 = pos.x, avail = ImGui::GetContentRegionAvail().x;
    bool drew = false;
    for (const TableMeld& t : ended.melds) {
      if (t.owner != p) continue;
      const float mw = step * static_cast<float>(t.meld.cards.size() - 1) + w;
      if (pos.x > x0 && pos.x + mw > x0 + avail) pos = ImVec2(x0, pos.y + w * kCardAspect + 4);
      DrawCardRow(fonts, *style_, CardRow{t.meld.cards, {}, {}}, pos, w, step, "", false);
      pos.x += mw + 10;
      drew = true;
    }
    // A labelled row of cards: what they laid off on others' melds (it scores for them), what
    // they were left holding (dimmed).
    auto labelled = [&](const char* label, float label_w, const std::vector<Card>& cards, unsigned mark) {
      if (cards.empty()) return;
      const float mw = step * static_cast<float>(cards.size() - 1) + w + label_w;
      if (pos.x > x0 && pos.x + mw > x0 + avail) pos = ImVec2(x0, pos.y + w * kCardAspect + 4);
      ImGui::GetWindowDrawList()->AddText(ImVec2(pos.x, pos.y), IM_COL32(255, 190, 170, 255), label);
      DrawCardRow(fonts, *style_, CardRow{cards, std::vector<unsigned>(cards.size(), mark), {}}, ImVec2(pos.x + label_w, pos.y), w,
                  step, "", false);
      pos.x += mw + 10;
      drew = true;
    };
    labelled("laid off:", 62, LaidOffBy(ended, p), kMarkNone);
    if (p < static_cast<int>(ended.hands.size())) labelled("left:", 36, ended.hands[p], kMarkDim);
    if (drew) {
      ImGui::SetCursorScreenPos(ImVec2(x0, pos.y + w * kCardAspect + 6));
      ImGui::Dummy(ImVec2(1, 1));
    }
  }
  ImGui::Spacing();
  DrawSheet();
  ImGui::Spacing();
  if (s.IsTerminal()) {
    if (HookButton("New game", "button:new-game", true)) *exit = TableExit::kLobby;
  } else if (HookButton("Next hand", "button:next-hand", true)) {
    summary_ = false;
    next_bot_ = ImGui::GetTime() + pace_;
  }
}

void Table::DrawCurtain(const Fonts& fonts) {
  ImGui::PushFont(fonts.title);
  ImGui::TextWrapped("Pass the device to %s", Name(viewer_).c_str());
  ImGui::PopFont();
  ImGui::TextWrapped("Your hand is hidden so the others cannot see it.");
  Hook().Rect("curtain");
  if (HookButton(("I am " + Name(viewer_) + ": show my hand").c_str(), "button:show-hand", true)) curtain_ = false;
}

void Table::HandleKeys(bool my_move) {
  if (ImGui::GetIO().WantTextInput || order_.empty()) return;
  const int n = static_cast<int>(order_.size());
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow))) focus_ = std::max(0, focus_ - 1), keyboard_ = true;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow))) focus_ = std::min(n - 1, focus_ + 1), keyboard_ = true;
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) keyboard_ = false;  // the focus ring is for keyboard play
  if (ImGui::IsKeyPressed(SDL_SCANCODE_SPACE) && focus_ < n) selected_[focus_] = !selected_[focus_];
  if (ImGui::IsKeyPressed(SDL_SCANCODE_A)) ArrangeHand();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_S)) SortHand(false);
  if (ImGui::IsKeyPressed(SDL_SCANCODE_R)) SortHand(true);
  if (!my_move) return;
  if (ImGui::IsKeyPressed(SDL_SCANCODE_D)) Submit(Move::Draw());
  if (ImGui::IsKeyPressed(SDL_SCANCODE_T)) Submit(Move::Take());
  const std::vector<Card> sel = Selected();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_X) && sel.size() == 1) Submit(Move::Discard(sel[0]));
  if (ImGui::IsKeyPressed(SDL_SCANCODE_G) && sel.size() >= 2) {
    staged_.push_back(sel);
    ClearSelection();
  }
  if (ImGui::IsKeyPressed(SDL_SCANCODE_U) && match_.CanUndo() && !match_.Undo()) AfterMove();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_H)) Hint();
  // 1-9: lay the selected card off on that meld (melds are numbered in the order drawn).
  for (int k = 0; k < 9; ++k) {
    if (ImGui::IsKeyPressed(SDL_SCANCODE_1 + k) && k < static_cast<int>(View().melds.size())) OnMeldClicked(k);
  }
}

TableExit Table::Frame(const Fonts& fonts) {
  TableExit exit = TableExit::kStay;
  relayout_ = false;  // set again below when the table's bottom changes height
  AdvanceBots();
  if (curtain_ || summary_) flights_.clear();  // nothing flies over those screens
  if (curtain_) {
    DrawCurtain(fonts);
    return exit;
  }
  if (summary_) {
    DrawSummary(fonts, &exit);
    return exit;
  }
  // The view is built once a frame, and again only when a move was made while drawing (a tap
  // on a pile or a meld), so what is drawn after it shows the move.
  TableView v = View();
  uint64_t seen = moves_;
  auto fresh = [&]() -> const TableView& {
    if (moves_ != seen) {
      v = View();
      seen = moves_;
    }
    return v;
  };
  SyncHand(v);
  const bool my_move = match_.ToMove() == viewer_ && match_.HumanToMove();
  HandleKeys(my_move);
  DrawHeader(fonts, v, &exit);
  if (rules_) {
    DrawRulesText(v.game);
    if (HookButton("Back to the table", "button:close-rules", true)) rules_ = false;
    return exit;
  }
  // The board scrolls; the actions and the hand stay at the bottom of the screen, where a thumb
  // reaches them. The bottom's height is measured each frame and used for the next one.
  const float avail = ImGui::GetContentRegionAvail().y;
  const float board_h = std::max(avail * 0.3f, avail - bottom_h_);
  ImGui::BeginChild("board", ImVec2(0, board_h), false);
  if (sheet_) {
    DrawSheet();
    ImGui::Spacing();
  }
  // Wide screens: the log has its own column on the right; narrow ones stack it below.
  const bool wide = ImGui::GetContentRegionAvail().x >= 960.0f;
  if (wide) ImGui::BeginChild("play", ImVec2(ImGui::GetContentRegionAvail().x - 340.0f, 0), false);
  DrawPlayers(v);
  ImGui::Spacing();
  DrawPiles(fonts, v, my_move);
  DrawMelds(fonts, fresh(), my_move);
  if (wide) {
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("side", ImVec2(0, 0), false);
    DrawLog(true);
    ImGui::EndChild();
  } else {
    ImGui::Spacing();
    DrawLog(false);
  }
  ImGui::EndChild();
  const float top = ImGui::GetCursorPosY();
  DrawActions(fresh(), my_move && match_.ToMove() == viewer_);
  DrawStaged(fonts);
  DrawHand(fonts);
  DrawFlights(fonts);
  const float bottom = ImGui::GetCursorPosY() - top + ImGui::GetStyle().ItemSpacing.y;
  relayout_ = std::fabs(bottom - bottom_h_) > 0.5f;  // draw once more with the new split
  bottom_h_ = bottom;
  return exit;
}

std::string Table::StateJson() const {
  const TableView v = match_.state().ViewFor(viewer_);
  nlohmann::json j;
  j["screen"] = curtain_ ? "curtain" : summary_ ? "summary" : "table";
  j["game"] = v.game;
  j["viewer"] = viewer_;
  j["to_move"] = match_.ToMove();
  j["my_move"] = match_.ToMove() == viewer_ && match_.HumanToMove();
  j["turn"] = v.turn;
  j["calling"] = v.calling;
  j["asked"] = v.asked;
  j["flights"] = flights_.size();
  j["pace"] = pace_;
  j["phase"] = v.phase;
  j["hand_number"] = v.hand_number;
  j["hands_done"] = match_.state().Sheet().hands.size();
  j["over"] = match_.state().IsTerminal();
  j["winners"] = match_.state().Sheet().winners;
  j["totals"] = match_.state().Sheet().totals;
  std::vector<std::string> hand, selected, discard, melds;
  for (size_t i = 0; i < order_.size(); ++i) {
    bool staged = false;
    for (const auto& g : staged_) staged = staged || std::find(g.begin(), g.end(), order_[i]) != g.end();
    if (staged) continue;
    hand.push_back(order_[i].ToString());
    if (selected_[i]) selected.push_back(order_[i].ToString());
  }
  for (Card c : v.discard) discard.push_back(c.ToString());
  for (const TableMeld& t : v.melds) melds.push_back(CardsToString(t.meld.cards));
  if (curtain_) hand.clear(), selected.clear();  // the hand is hidden from whoever holds the device
  j["hand"] = hand;
  j["selected"] = selected;
  j["verdict"] = SelectionVerdict();
  j["moves"] = match_.state().History().size();
  j["staged"] = staged_.size();
  j["discard"] = discard;
  j["stock"] = v.stock_size;
  j["melds"] = melds;
  j["trick"] = v.trick.size();
  j["status"] = Named(v.status);
  j["message"] = message_;
  j["hint"] = hint_;
  j["four_colour"] = style_->four_colour;
  std::vector<std::string> log;
  for (size_t i = match_.log().size() > 6 ? match_.log().size() - 6 : 0; i < match_.log().size(); ++i) log.push_back(match_.log()[i].text);
  j["log"] = log;
  j["save"] = match_.Save();
  const std::string s = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return s.substr(1, s.size() - 2);
}

}  // namespace rummy::web
