// The table's frame: the layout computed from this frame's view, then everything drawn at its
// rectangles: the header and its menu, the seats, the centre, the melds, the status line, the
// message slot, the buttons and the hand.
#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "imgui.h"
#include "mirror.h"
#include "platform.h"
#include "rules_text.h"
#include "table.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

// Button slots: the most buttons a turn shows at once; Undo takes the last one when it is free.
constexpr int kSlots = 5, kNarrowSlots = 4;
// The labels the slots are sized for (a longer one is broken over two lines).
constexpr const char* kSlotLabels[] = {"Draw from the stock", "Lay down and discard", "Predict the last trick"};

ImVec2 Min(const layout::Rect& r) { return ImVec2(r.x, r.y); }

// Text wrapped inside `r`, clipped to it.
void TextIn(const layout::Rect& r, const std::string& text, const ImVec4& colour) {
  ImGui::PushClipRect(Min(r), ImVec2(r.Right(), r.Bottom()), true);
  ImGui::SetCursorScreenPos(Min(r));
  ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + r.w);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  ImGui::PopClipRect();
}

// A line of text in its place on the screen (the status line).
struct Placed {
  const layout::Rect& rect;
  const std::string& text;
  ImVec4 colour;
};

// The message slot's text: wrapped inside `r` when it fits there; else (a long hint or refusal)
// on a panel that grows up from the slot over the table, drawn over everything while it shows,
// so the whole sentence can be read and nothing under a finger moves. `top`: how high it may go.
// The status line it would cover (a playtest lost "Your move: ..." under every hint) is written
// again at the panel's top, in its own colour, above the sentence.
void MessageIn(const layout::Rect& r, const std::string& text, const ImVec4& colour, float top, const Placed& status) {
  const float needed = ImGui::CalcTextSize(text.c_str(), nullptr, false, r.w).y;
  if (needed <= r.h + 1) {
    TextIn(r, text, colour);
    return;
  }
  // While the menu is open the panel would cover it (it is drawn over everything): the sentence
  // keeps to its slot until the menu closes.
  if (ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) {
    ImGui::PushClipRect(ImVec2(r.x, r.y), ImVec2(r.Right(), r.Bottom()), true);
    TextIn(r, text, colour);
    ImGui::PopClipRect();
    return;
  }
  constexpr float kPad = 6;
  float y = std::max(top, r.Bottom() - needed - 2 * kPad);
  // Only where the panel still holds the whole sentence below it (else the sentence comes first).
  const float again = ImGui::CalcTextSize(status.text.c_str(), nullptr, false, r.w).y + kPad;
  const bool covers = status.rect.Bottom() > y && status.rect.y < r.y && !status.text.empty() && y - again >= top;
  const float status_h = covers ? again : 0;
  y -= status_h;
  // Written again, the status line is covered whole: half a line of it stood out above the panel
  // (playtest, a Three Kings hint at 844x390).
  if (covers) y = std::max(top, std::min(y, status.rect.y - kPad));
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  dl->AddRectFilled(ImVec2(r.x - kPad, y), ImVec2(r.Right() + kPad, r.Bottom() + kPad), IM_COL32(8, 40, 24, 255), 6.0f);
  dl->AddRect(ImVec2(r.x - kPad, y), ImVec2(r.Right() + kPad, r.Bottom() + kPad), ImGui::ColorConvertFloat4ToU32(colour), 6.0f);
  dl->PushClipRect(ImVec2(r.x - kPad, y), ImVec2(r.Right() + kPad, r.Bottom() + kPad), true);
  if (covers) {
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(r.x, y + kPad), ImGui::ColorConvertFloat4ToU32(status.colour),
                status.text.c_str(), nullptr, r.w);
    Hook().Rect("status-over", ImVec2(r.x, y + kPad), ImVec2(r.Right(), y + status_h));
  }
  dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(r.x, y + kPad + status_h), ImGui::ColorConvertFloat4ToU32(colour),
              text.c_str(), nullptr, r.w);
  dl->PopClipRect();
}

}  // namespace

layout::Input Table::LayoutInput(const TableView& v) {
  const ImGuiIO& io = ImGui::GetIO();
  layout::Input in;
  in.width = io.DisplaySize.x;
  in.height = io.DisplaySize.y;
  in.touch = CoarsePointer();
  in.viewer = viewer_;
  // Room is kept for the most cards the viewer's hand holds: one more than now while a draw is
  // still to come, and not one more once the viewer has drawn (that card is the one more), so
  // the hand's room, and with it the status line and the buttons, never change within a turn.
  // The room shrinks only between the viewer's turns and only by 3 cards or more (a meld laid
  // down, a new hand), never for the one card a turn or a trick takes and gives back.
  const int mover = v.turn >= 0 ? v.turn : v.current;
  // The longest words are worked out again only after a move or a change of text size (each is
  // a copy of the view).
  const std::pair<uint64_t, float> at{moves_, ImGui::GetFontSize()};
  const bool again = at != most_at_ || static_cast<int>(badges_.size()) != v.players;
  most_at_ = at;
  badges_.resize(v.players);
  for (int p = 0; p < v.players; ++p) {
    Badges& b = badges_[p];
    b.words = BadgeWords(v, p, false);
    b.widths.clear();
    for (const std::string& word : b.words) b.widths.push_back(ImGui::CalcTextSize(word.c_str()).x);
    // The plate is sized for its badges at their longest this hand (LongestStatus), so it keeps
    // its size and place from turn to turn (a playtest saw plates shrink and move).
    if (again) {
      b.most.clear();
      for (const std::string& word : BadgeWords(v, p, true)) b.most.push_back(ImGui::CalcTextSize(word.c_str()).x);
    }
    in.seats.push_back(layout::SeatInput{v.hand_sizes[p], 1, b.most});
  }
  if (viewer_ < v.players) {
    // Room for the card a turn draws (not in a game without melds: Three Kings draws none).
    const bool draws = panel_->Melding() && !(mover == viewer_ && v.phase == "play");
    const int need = v.hand_sizes[viewer_] + (draws ? 1 : 0);
    // A game without melds (Three Kings) keeps the room all match: its hand only shrinks a trick
    // at a time, and a room that shrank every third trick moved the buttons (playtest).
    const bool shrink = panel_->Melding() && mover != viewer_ && need <= capacity_ - 3;
    capacity_ = shrink ? need : std::max(capacity_, need);
  }
  in.centre = panel_->Centre(v);  // a finished trick held in view included
  in.melds = MeldOwners(v, &meld_order_);
  if (const MeldNote* note = panel_->MeldsNote(); note && AnyLaidOffByOthers(v.melds)) {
    in.meld_note_width = ImGui::CalcTextSize(note->full).x;
    in.meld_brief_width = ImGui::CalcTextSize(note->brief).x;
  }
  if (!longest_status_.empty()) in.longest_status_width = ImGui::CalcTextSize(longest_status_.c_str()).x;
  in.hand_cards = static_cast<int>(hand_.cards().size());
  in.hand_capacity = capacity_;
  in.staged = hand_.Groups();  // staged melds and arranged melds: each fanned as a group
  const bool narrow = in.width < 600;
  in.buttons = narrow ? kNarrowSlots : kSlots;
  float label = 0;
  for (const char* l : kSlotLabels) label = std::max(label, ImGui::CalcTextSize(l).x);
  // Narrow screens: two slots side by side (labels over two lines); a phone on its side: two
  // slots in a column a third of the width at most.
  const bool short_screen = in.width > in.height && in.height < 560;
  if (short_screen) label = std::min(label, in.width * 0.16f - 28);
  if (narrow) label = std::min(label, (in.width - 24) / 2 - 28);
  in.button_label_width = std::max(label, 40.0f);
  in.line_height = ImGui::GetTextLineHeight() + 2;
  in.space_width = ImGui::CalcTextSize(" ").x;
  in.scrollbar_width = ImGui::GetStyle().ScrollbarSize + 2;
  in.log = true;
  in.card_scale = style_->Scale();
  return in;
}

void Table::DrawHeader(const Fonts& fonts, const TableView& v, TableExit* exit) {
  const Game* g = FindGame(v.game);
  const layout::Rect& t = layout_.title;
  const std::string title = g->Title(), line = g->Headline(v);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::PushClipRect(Min(t), ImVec2(t.Right(), t.Bottom()), true);
  // The title in the large font when the line fits, else everything in the body font.
  const float big = fonts.title->FontSize * ImGui::GetIO().FontGlobalScale;
  const float body = ImGui::GetFontSize();
  const float title_w = ImGui::CalcTextSize(title.c_str()).x * big / body;
  const bool roomy = title_w + 12 + ImGui::CalcTextSize(line.c_str()).x <= t.w;
  if (roomy) {
    dl->AddText(fonts.title, big, ImVec2(t.x, t.CentreY() - big / 2), ImGui::GetColorU32(ImGuiCol_Text), title.c_str());
    dl->AddText(ImVec2(t.x + title_w + 12, t.CentreY() - body / 2), ImGui::GetColorU32(ImGuiCol_Text), line.c_str());
  } else {
    // A narrow screen: the title and the line in the body font, over two lines when need be.
    const std::string all = title + " \u00b7 " + line;
    const float h = ImGui::CalcTextSize(all.c_str(), nullptr, false, t.w).y;
    dl->AddText(nullptr, 0.0f, ImVec2(t.x, t.CentreY() - h / 2), ImGui::GetColorU32(ImGuiCol_Text), all.c_str(), nullptr, t.w);
  }
  ImGui::PopClipRect();
  Hook().Rect("title", Min(t), ImVec2(t.Right(), t.Bottom()));
  const layout::Rect& m = layout_.menu;
  ImGui::SetCursorScreenPos(Min(m));
  if (HookButton("Menu", "button:menu", false, ImVec2(m.w, m.h))) ImGui::OpenPopup("menu");
  DrawMenu(v, exit);
}

void Table::DrawMenu(const TableView& v, TableExit* exit) {
  (void)v;
  // The menu's items: drawn in the popup while it is open; while it is closed they are still
  // offered to the screen-reader mirror under the same ids, and act the same when activated there.
  struct Item {
    std::string label;
    const char* id;
    bool close;   // the menu closes after it
    int checked;  // a setting's state (-1: an action)
    std::function<void()> act;
  };
  const char* pace = pace_ == 0 ? "Pace: instant" : pace_ < 0.5f ? "Pace: fast" : pace_ < 1.0f ? "Pace: normal" : "Pace: slow";
  auto setting = [](const char* name, bool on) { return std::string(name) + (on ? ": on" : ": off"); };
  std::vector<Item> items = {
      {sheet_ ? "Hide the scores" : "Scores", "button:sheet", true, -1, [this] { sheet_ = !sheet_; }},
      {"How to play", "button:rules", true, -1,
       [this] {
         rules_ = !rules_;
         rules_top_ = true;  // opened at its top, not where it was last left (another game's rules)
       }},
      {"Hint", "button:hint", true, -1, [this] { Hint(); }},
  };
  if (!layout_.log_docked) items.push_back({"What happened", "button:log", true, -1, [this] { log_sheet_ = true; }});
  items.push_back({"Sort by suit", "button:sort-suit", true, -1, [this] { hand_.Sort(false, rules()); }});
  items.push_back({"Sort by rank", "button:sort-rank", true, -1, [this] { hand_.Sort(true, rules()); }});
  if (panel_->Melding()) items.push_back({"Arrange for me", "button:arrange", true, -1, [this] { Arrange(); }});
  items.push_back({pace, "button:pace", false, -1, [this] {
                     pace_ = pace_ == 0 ? 1.2f : pace_ > 1.0f ? 0.7f : pace_ > 0.5f ? 0.3f : 0.0f;
                   }});
  items.push_back({setting("4 colours", style_->four_colour), "check:four-colour", false, style_->four_colour ? 1 : 0,
                   [this] { style_->four_colour = !style_->four_colour; }});
  items.push_back({setting("Sound", sound::Enabled()), "button:sound", false, sound::Enabled() ? 1 : 0,
                   [] { sound::SetEnabled(!sound::Enabled()); }});
  items.push_back({setting("Larger cards and text", style_->large), "check:large", false, style_->large ? 1 : 0,
                   [this] { style_->large = !style_->large; }});
  items.push_back({setting("High contrast", style_->high_contrast), "check:contrast", false, style_->high_contrast ? 1 : 0,
                   [this] { style_->high_contrast = !style_->high_contrast; }});
  items.push_back({"Leave the table", "button:leave", true, -1, [exit] { *exit = TableExit::kLobby; }});

  // One column under the Menu button, or as many side by side as keep every item on the screen
  // (a phone on its side has room for five).
  const layout::Rect& m = layout_.menu;
  const ImGuiStyle& st = ImGui::GetStyle();
  // Each item as wide as the longest label (the larger text cut "Larger cards and text: on"). The
  // columns that the screen's width holds; past that (the larger text on a phone on its side) the
  // menu stops at the foot of the screen and scrolls, from its buttons too (DragToScroll).
  float label_w = 0;
  for (const Item& it : items) label_w = std::max(label_w, ImGui::CalcTextSize(it.label.c_str()).x);
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const float item_h = std::max(32.0f, ButtonHeight());  // a touch target tall on a touch screen
  const float item_w = std::min(std::max(240 - 2 * st.WindowPadding.x, label_w + 2 * st.FramePadding.x + 8),
                                screen.x - 8 - 2 * st.WindowPadding.x - st.ScrollbarSize);
  const float top = m.Bottom() + 4, room = screen.y - top - 2 * st.WindowPadding.y - 4;
  const int n = static_cast<int>(items.size());
  const int fit = std::max(1, static_cast<int>((room + st.ItemSpacing.y) / (item_h + st.ItemSpacing.y)));
  const int across = std::max(1, static_cast<int>((screen.x - 8 - 2 * st.WindowPadding.x - st.ScrollbarSize + st.ItemSpacing.x) /
                                                  (item_w + st.ItemSpacing.x)));
  const int cols = std::min((n + fit - 1) / fit, across), rows = (n + cols - 1) / cols;
  const float w = cols * item_w + (cols - 1) * st.ItemSpacing.x + 2 * st.WindowPadding.x + (rows > fit ? st.ScrollbarSize : 0);
  ImGui::SetNextWindowPos(ImVec2(std::max(4.0f, m.Right() - w), top));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, std::max(2 * item_h, screen.y - top - 4)));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  if (!ImGui::BeginPopup("menu", ImGuiWindowFlags_NoMove)) {
    for (const Item& it : items) {
      // Settings are checkboxes named without their state; actions are buttons.
      const std::string name = it.checked < 0 ? it.label : it.label.substr(0, it.label.rfind(':'));
      TheMirror().Control(it.id, name, it.checked < 0 ? MirrorRole::kButton : MirrorRole::kCheckbox, it.checked);
      if (TheMirror().Take(it.id)) it.act();
    }
    return;
  }
  for (int i = 0; i < n; ++i) {
    const Item& it = items[i];
    const int col = i / rows, row = i % rows;
    ImGui::SetCursorPos(
        ImVec2(st.WindowPadding.x + col * (item_w + st.ItemSpacing.x), st.WindowPadding.y + row * (item_h + st.ItemSpacing.y)));
    if (!HookButton(it.label.c_str(), it.id, false, ImVec2(item_w, item_h))) continue;
    if (it.close) ImGui::CloseCurrentPopup();
    it.act();
  }
  ImGui::EndPopup();
}

void Table::DrawCentre(const TableView& v, bool my_move) {
  const layout::Layout& L = layout_;
  spots_.discard[0] = spots_.discard[1] = ImVec2(0, 0);
  spots_.pile_w = L.table_card_w;
  spots_.stock = Min(L.stock);
  spots_.trick = L.trick.empty() ? spots_.stock : Min(L.trick[L.trick.size() / 2].fan.Bounds());
  if (panel_->HeldUntil() > ImGui::GetTime()) {  // a finished trick held in view
    panel_->DrawCentre(*this, v, L, false);
    if (!L.trick_caption.Empty()) TextIn(L.trick_caption, panel_->HeldCaption(), kGoldText);
    return;
  }
  panel_->DrawCentre(*this, v, L, my_move);
}

void Table::DrawMelds(const Fonts& fonts, const TableView& v, bool my_move) {
  meld_news_.Update(v, pace_ > 0, ImGui::GetTime());
  const int tapped = DrawMeldArea(fonts, *style_, rules(), v, Names(), layout_.melds, meld_order_, panel_->MeldsNote(), my_move,
                                  meld_news_, &meld_rects_);
  if (tapped >= 0 && moves_ == frame_moves_) OnMeldClicked(tapped);  // one move per tap
}

std::string Table::ClaimCountdown(const TableView& v) {
  if (!v.asked || v.discard.empty()) return "";
  if (claim_seconds_ == 0) claim_seconds_ = panel_->ClaimSeconds(*this, v);
  if (TestMode()) return "";
  if (Covered()) return "";  // the clock starts again when the table shows (AdvanceBots)
  if (claim_deadline_ == 0) claim_deadline_ = ImGui::GetTime() + claim_seconds_;
  const double left = claim_deadline_ - ImGui::GetTime();
  if (left <= 0) {
    Submit(Move::Of(MoveKind::kPass));
    return "";
  }
  return CardOpeningASentence(v.discard.back()) + " is up for grabs: " + std::to_string(static_cast<int>(std::ceil(left))) + " s";
}

void Table::DrawDock(const TableView& v, bool my_move) {
  const layout::Layout& L = layout_;
  std::string status = Named(v.status);
  if (status.rfind("You: ", 0) == 0) status = "Your move: " + status.substr(5);
  // The viewer's own turn reads in the turn's colour, as the mover's plate is marked in it.
  const Placed line{L.status, status,
                    my_move ? ImGui::ColorConvertU32ToFloat4(TurnColour()) : ImGui::GetStyle().Colors[ImGuiCol_Text]};
  TextIn(L.status, status, line.colour);
  Hook().Rect("status", Min(L.status), ImVec2(L.status.Right(), L.status.Bottom()));
  // The sentence's own extent, uncut (TextIn clips it to its slot): the layout tests check it fits.
  Hook().Rect("status-words", Min(L.status),
              ImVec2(L.status.Right(), L.status.y + ImGui::CalcTextSize(status.c_str(), nullptr, false, L.status.w).y));
  // The two-line slot that is always there, so nothing moves under a finger: the engine's
  // refusal, else the hint, else who won the trick just finished, else a claim's countdown,
  // else what the selected cards make, else a quiet line (QuietLine).
  const uint64_t before = moves_;
  const std::string countdown = my_move ? ClaimCountdown(v) : "";
  if (moves_ != before) {  // the countdown ran out: the card was let go
    DrawYou(v, 0);
    return;
  }
  const std::string verdict = panel_->Verdict(*this, v, rules(), hand_.Selected(), my_move);
  const char* quiet_id = "";
  const std::string quiet = QuietLine(v, &quiet_id);
  const bool trick = panel_->HeldUntil() > ImGui::GetTime() && L.trick_caption.Empty();
  const ImVec2 a = Min(L.message), b(L.message.Right(), L.message.Bottom());
  const float top = L.header.Bottom();
  if (!message_.empty()) {
    MessageIn(L.message, message_, kErrorText, top, line);
    Hook().Rect("message", a, b);
  } else if (!hint_.empty()) {
    MessageIn(L.message, hint_.text, kGoldText, top, line);
    Hook().Rect("hint", a, b);
  } else if (trick || !countdown.empty()) {
    TextIn(L.message, trick ? panel_->HeldCaption() : countdown, kGoldText);
  } else if (!verdict.empty()) {
    MessageIn(L.message, verdict, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled], top, line);
    Hook().Rect("verdict", a, b);
  } else if (!quiet.empty()) {
    // In the slot only: a panel over the table would stay up all hand.
    TextIn(L.message, quiet, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    Hook().Rect(quiet_id, a, b);
  }
  Slots f(L.buttons, &slot_memory_, moves_);
  if (my_move && v.asked) {  // asked about another player's discard
    DrawClaim(v, f);
  } else if (my_move) {
    panel_->DrawTurn(*this, v, hand_.Selected(), f);
  }
  if (match_.CanUndo() && match_.ToMove() == viewer_ && moves_ == frame_moves_ && f.Last("Undo", "button:undo")) {
    if (std::optional<Error> e = match_.Undo())
      Say(e->Message());
    else
      AfterMove();
  }
  // Once chosen, "Let all go this hand" stays in view, ticked, for the rest of the hand (in a
  // slot the turn's own buttons left free, after Undo's: on a narrow screen's busiest turns there
  // is none), so the player sees why nobody asks and can change their mind.
  if (auto_pass_[viewer_] == v.hand_number && !(my_move && v.asked)) {  // asked: DrawClaim's
    bool on = true;
    if (f.Checkbox("Let all go this hand", &on, "check:auto-pass", Place::kFourth) && !on) auto_pass_[viewer_] = 0;
  }
  DrawYou(v, f.UsedBottom());  // after the buttons: it may wrap over the slots they left free
}

std::string Table::QuietLine(const TableView& v, const char** id) const {
  // "Let all go this hand" gave up a Kentucky call, a free lay-off, without a word (playtest).
  if (const char* calls = panel_->CallWords(); calls && auto_pass_[viewer_] == v.hand_number) {
    if (id) *id = "letting-all-go";
    // Short enough for the slot at 390x844 (a quiet line never grows a panel over the table); the
    // ticked box beside it says how to take it back.
    return std::string("You let every discard go this hand: no ") + calls + " calls.";
  }
  // No room for the dots' note under the melds (layout::MeldArea::note_in_message: set only while a
  // meld carries a dot, Input::meld_note_width, laid out this frame).
  if (const MeldNote* note = panel_->MeldsNote(); note && layout_.melds.note_in_message) {
    if (id) *id = "melds-note";
    return note->brief;
  }
  return "";
}

void Table::DrawClaim(const TableView& v, Slots& f) {
  if (auto_pass_[viewer_] == v.hand_number) {
    Submit(Move::Of(MoveKind::kPass));
    return;
  }
  if (panel_->DrawClaims(*this, v, f)) return;
  if (f.Button("Let it go", "button:pass", Place::kFirst)) Submit(Move::Of(MoveKind::kPass));
  // A prompt after every discard is tiring: a player may let every discard go for the rest of the hand.
  bool rest = false;
  if (f.Checkbox("Let all go this hand", &rest, "check:auto-pass", Place::kFourth) && rest) {
    auto_pass_[viewer_] = v.hand_number;
    Submit(Move::Of(MoveKind::kPass));
  }
}

void Table::DrawHand(const Fonts& fonts) {
  // The cards the hint names stand marked while its sentence shows (a refusal said since hides it).
  hand_.MarkHinted(message_.empty() ? hint_.cards : std::vector<Card>{});
  hand_.Draw(fonts, *style_, rules(), layout_.hand, [this](int i, ImVec2 at) { return DropCard(i, at); });
  spots_.hand_end = hand_.end();
  spots_.hand_fresh = hand_.fresh_at();
}

bool Table::BeginSheet(const char* id, const layout::Rect& r) {
  // A little wider than its rectangle (inside the screen): the cards' soft shadows reach past the
  // table's edge and showed as a faint line beside the sheet.
  const float wide = 6.0f, x0 = std::max(0.0f, r.x - wide), x1 = std::min(ImGui::GetIO().DisplaySize.x, r.Right() + wide);
  ImGui::SetNextWindowPos(ImVec2(x0, r.y));
  ImGui::SetNextWindowSize(ImVec2(x1 - x0, r.h));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, kFeltDark);
  ImGui::Begin(id, nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushTextWrapPos(0);
  const bool close = HookButton("Close", std::string("button:close-") + id, true);
  return !close;
}

void Table::EndSheet() {
  ImGui::PopTextWrapPos();
  ImGui::End();
  ImGui::PopStyleColor();
}

TableExit Table::Frame(const Fonts& fonts) {
  TableExit exit = TableExit::kStay;
  fonts_ = &fonts;
  AdvanceBots();
  frame_moves_ = moves_;
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
  hand_.Sync(v.hand, rules());
  const bool my_move = match_.ToMove() == viewer_ && match_.HumanToMove();
  HandleKeys(my_move);
  if (layout::Input in = LayoutInput(v); !(in == layout_input_)) {
    layout_ = layout::Compute(in);
    layout_input_ = std::move(in);
  }
  DrawHeader(fonts, v, &exit);
  if (rules_) {
    // "Back to the table" stays above the scrolling text, always in reach.
    ImGui::SetCursorScreenPos(ImVec2(layout_.header.x, layout_.header.Bottom() + 8));
    if (HookButton("Back to the table", "button:close-rules", true)) rules_ = false;
    const float top = ImGui::GetCursorScreenPos().y + 4;
    ImGui::SetCursorScreenPos(ImVec2(layout_.header.x, top));
    ImGui::BeginChild("rules", ImVec2(layout_.header.w, ImGui::GetIO().DisplaySize.y - top - 8));
    if (rules_top_) ImGui::SetScrollY(0), rules_top_ = false;
    ImGui::PushTextWrapPos(0);
    DrawRulesText(v.game);
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    return exit;
  }
  DrawSeats(fresh());
  DrawCentre(fresh(), my_move);
  DrawMelds(fonts, fresh(), my_move);
  // A refusal or a hint is about the cards that were selected: once the selection changes, the
  // slot shows what the new selection makes instead.
  if (hand_.Selected() != last_selection_) {
    message_.clear();
    hint_.clear();
    last_selection_ = hand_.Selected();
  }
  DrawDock(fresh(), my_move && match_.ToMove() == viewer_);
  DrawHand(fonts);
  if (layout_.log_docked) DrawLog(layout_.log);
  if (log_sheet_ && !layout_.log_docked) {
    if (BeginSheet("log", layout_.log)) {
      DrawLog(layout::Rect{layout_.log.x + 8, ImGui::GetCursorScreenPos().y, layout_.log.w - 16,
                           layout_.log.Bottom() - ImGui::GetCursorScreenPos().y - 8});
    } else {
      log_sheet_ = false;
    }
    EndSheet();
  }
  if (sheet_) {
    if (BeginSheet("sheet", layout_.table)) {
      DrawSheet(fresh());
    } else {
      sheet_ = false;
    }
    EndSheet();
  }
  flights_.DealIfNew(spots_, fresh(), viewer_, pace_, match_.state().History().empty());
  flights_.Draw(fonts, *style_, spots_);
  return exit;
}

}  // namespace rummy::web
