// The card table: a match in play. It draws what the viewing seat may see (the engine's
// ViewFor) at the rectangles of the table's layout (layout.*, computed every frame from the
// screen, the seats and what is on the table), turns taps and clicks into moves that the engine
// checks (a refusal is shown where it happened and changes nothing), paces the computer players,
// and shows the end-of-hand summary, the score sheet and the winner. It never decides a rule
// itself. What differs between games is the game's panel (web/games/); the hand is hand.*, card
// animations flights.*. table.cc: moves; table_frame.cc: the frame, header, menu and dock;
// table_seats.cc: the seats and the log.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "card_painter.h"
#include "flights.h"
#include "fonts.h"
#include "games/panel.h"
#include "hand.h"
#include "imgui.h"
#include "layout.h"
#include "match/match.h"
#include "meld_area.h"
#include "slots.h"
#include "sound.h"
#include "storage.h"
#include "thinker.h"

namespace rummy::web {

enum class TableExit { kStay, kLobby };

class Table final : private TableControls {
 public:
  Table(Match match, CardStyle* style, Storage* storage);
  // Saves the match now (the page is being hidden).
  void Save();
  // Another tab saves this game now: from here on nothing is written (see App::OtherTabSaved).
  void StopSaving() { saving_stopped_ = true; }
  bool SavingStopped() const { return saving_stopped_; }
  TableExit Frame(const Fonts& fonts);
  // True while something will happen without input (a computer player's move is due, a claim
  // countdown runs): the render loop keeps drawing.
  bool WantsFrames() const;
  // The test hook's fields for this screen (table_hook.cc).
  std::string StateJson() const;
  // The screen's words for the screen-reader mirror (mirror.h; table_hook.cc).
  void MirrorText() const;
  const Match& match() const { return match_; }
  // Seconds between computer moves: 0 (instant) .. 1.5 in the menu (a test may set more). The
  // next computer move then comes no sooner than the new pace from now.
  void SetPace(float seconds) {
    pace_ = seconds;
    next_bot_ = std::max(next_bot_, ImGui::GetTime() + pace_);
  }
  float pace() const { return pace_; }

 private:
  // TableControls, for the game's panel:
  const Fonts& fonts() const override { return *fonts_; }
  const CardStyle& style() const override { return *style_; }
  std::string Name(int seat) const override { return match_.seats()[seat].name; }
  const std::vector<Move>& Legal() const override;
  const std::optional<std::vector<Meld>>& SelectionMelds(const TableView& v, const std::vector<Card>& sel) const override;
  const std::optional<SelectedGoOut>& SelectionGoOut(const TableView& v, const std::vector<Card>& sel) const override;
  bool HasLegal(MoveKind kind) override;
  std::optional<Error> Check(const Move& m) const override { return match_.state().Check(m); }
  // Submits a person's move; a refusal is kept in message_ and changes nothing.
  bool Submit(const Move& m) override;
  void Say(std::string sentence) override { message_ = std::move(sentence); }
  const std::vector<std::vector<Card>>& Staged() const override { return hand_.staged(); }
  void Stage(std::vector<Card> cards) override { hand_.Stage(std::move(cards)); }
  void ClearStaged() override { hand_.ClearStaged(); }
  void SetDiscardSpot(ImVec2 min, ImVec2 max) override { spots_.discard[0] = min, spots_.discard[1] = max; }
  std::vector<Card> Selection() const override { return hand_.Selected(); }

  TableView View() const { return match_.state().ViewFor(viewer_); }
  // The line over the score sheet: how the match is won (the game's Goal), how to read it.
  std::string SheetWords() const;
  const Rules& rules() const override { return match_.state().CurrentRules(); }
  void AdvanceBots();
  void AfterMove();
  std::string Named(std::string text) const;  // "Player 2" in engine sentences → the seat's name
  std::vector<std::string> Names() const;
  // Several people share the device: hands are hidden behind a curtain between them.
  bool PassAndPlay() const;

  // The layout's input for this frame.
  layout::Input LayoutInput(const TableView& v);
  void DrawHeader(const Fonts& fonts, const TableView& v, TableExit* exit);
  // The menu's items (Scores, Rules, Hint, Pace, 4 colours, sorting, the log, Leave).
  void DrawMenu(const TableView& v, TableExit* exit);
  // Each other player's plate around the table (table_seats.cc).
  // Whether `p`'s turn waits on another player's answer about the discard (a claim): they draw next.
  static bool DrawsNext(const TableView& v, int p);
  void DrawSeats(const TableView& v);
  // `levels`: every plate shows its computer player's level (DrawSeats: all fit, else none).
  void DrawPlate(const TableView& v, const layout::SeatBox& s, int mover, bool levels);
  // A plate's name line: the turn's marker, the name, and a computer player's level.
  std::string PlateName(int p, bool turn, bool level) const;
  // The width a plate's name line may take (a short plate's count of cards follows it).
  float NameRoom(const TableView& v, const layout::SeatBox& s) const;
  // The viewer's own line over the hand: their name and the engine's words about them (score);
  // `buttons_bottom`: the foot of the lowest button this frame (0: none), which it may wrap up to.
  void DrawYou(const TableView& v, float buttons_bottom);
  std::string YouWords(const TableView& v) const;  // "85 points, down, 60 on the table"
  // The engine's words about player `p` without the card count (the plate shows it as cards),
  // word by word, as the plate wraps them; `longest`: at their longest this hand (LongestStatus).
  std::vector<std::string> BadgeWords(const TableView& v, int p, bool longest) const;
  // The centre: the panel's piles and trick (a finished trick held in view), and its caption.
  void DrawCentre(const TableView& v, bool my_move);
  void DrawMelds(const Fonts& fonts, const TableView& v, bool my_move);
  // The status line, the two-line message slot and the buttons in their fixed slots.
  void DrawDock(const TableView& v, bool my_move);
  // The claim prompt (asked about another player's discard): the game's answers, "Let it go".
  void DrawClaim(const TableView& v, Slots& f);
  // The countdown of a claim prompt in words, or "" (and lets the card go when it runs out).
  std::string ClaimCountdown(const TableView& v);
  // The message slot's quiet line when it has nothing else to say, kept to the slot: that the
  // player lets every discard go this hand and gives up the game's calls (first: it changes what
  // the table asks them), else what the dots on the melds mean when there is no room for that
  // under them (layout::MeldArea::note_in_message); else "". `id` gets the hook's name for it.
  std::string QuietLine(const TableView& v, const char** id = nullptr) const;
  void DrawHand(const Fonts& fonts);
  // A hand card dragged and let go at `at` over a meld (lay it off) or the discard pile (discard
  // it); false when it landed elsewhere.
  bool DropCard(int i, ImVec2 at);
  // The log in `r`, pinned to its newest line, a marker where each hand begins.
  void DrawLog(const layout::Rect& r);
  // A sheet over the table (the score sheet, the log on a narrow screen) with a Close button.
  bool BeginSheet(const char* id, const layout::Rect& r);
  void EndSheet();
  void DrawSummary(const Fonts& fonts, TableExit* exit);
  // The score sheet, with the game's running row read from `v`, the frame's view.
  void DrawSheet(const TableView& v);
  void DrawCurtain(const Fonts& fonts);
  void Hint();
  // The hint asked for, once the thinker has it: its sentence, its cards marked in the hand.
  void ShowHintIfReady();
  static constexpr const char* kThinkingOfHint = "Thinking about a hint\u2026";
  // "Arrange for me": the hand in melds, and what was found in words as the hint.
  void Arrange();
  void OnMeldClicked(int meld);
  void HandleKeys(bool my_move);
  void Animate(int seat, const Move& m, const TableView& before) {
    panel_->AfterMove(*this, seat, m, before, View(), pace_);
    flights_.Add(spots_, seat, viewer_, m, before, pace_);
    sound::AfterMove(match_, viewer_, seat, m, before);
  }

  Match match_;
  std::unique_ptr<GamePanel> panel_;  // the game's part of the table
  // The game's longest status line (Game::LongestStatusLine) for a name as long as the lobby takes:
  // the layout sizes the status slot for it. Asked once.
  std::string longest_status_;
  CardStyle* style_;
  Storage* storage_;
  const Fonts* fonts_ = nullptr;  // this frame's
  int viewer_ = 0;
  uint64_t moves_ = 0;    // moves made (and undone) at this table, to tell when the view is stale
  bool curtain_ = false;  // pass and play: the hand is hidden until its owner taps
  Hand hand_;
  std::string message_;               // the engine's last refusal, shown near the actions
  std::vector<Card> last_selection_;  // the selection in the last frame: a change makes message_ and hint_ stale
  uint64_t frame_moves_ = 0;          // moves_ when this frame began: a tap makes at most one move
  TableHint hint_;                    // a hint (or "Arrange for me"'s words): shown while nothing newer is said
  float pace_ = 0.7f;
  double next_bot_ = 0;
  double claim_deadline_ = 0;  // a claim prompt: when it lets the card go by itself
  double claim_seconds_ = 0;   // and how long it waits (the game's panel says), 0 with no prompt
  bool summary_top_ = false;   // the summary is to open scrolled to its top
  bool summary_ = false, sheet_ = false, rules_ = false, log_sheet_ = false;
  // The scores, the log or How to play drawn over the table: the computer players and a claim's
  // clock wait.
  bool Covered() const { return sheet_ || rules_ || (log_sheet_ && !layout_.log_docked); }
  bool rules_top_ = false;  // the rules were just opened: scrolled to their top
  size_t hands_seen_ = 0;
  std::vector<int> auto_pass_;  // per seat: the hand in which it lets every discard go (0: none)
  layout::Layout layout_;       // this frame's
  layout::Input layout_input_;  // what layout_ was computed from: computed again only when it changes
  // Each seat's badges this frame, in words and as each word's width (LayoutInput makes room for
  // them on the plates, DrawPlate writes them there).
  struct Badges {
    std::vector<std::string> words;
    std::vector<float> widths;
    std::vector<float> most;  // the widths at their longest this hand (LongestStatus)
  };
  std::vector<Badges> badges_;
  std::pair<uint64_t, float> most_at_{~0ULL, 0};  // the moves and font size `most` was measured at
  int capacity_ = 0;                              // the cards the viewer's hand keeps room for (LayoutInput)
  std::vector<std::string> plate_names_;          // each plate's name line as drawn (for the test hook)
  std::vector<int> meld_order_;                   // TableView::melds index of each meld in the layout's order
  size_t log_seen_ = 0;                           // log lines when last drawn: a new one scrolls the log to its end
  bool saving_stopped_ = false;                   // another tab saves this game (StopSaving)
  std::vector<MeldSpot> meld_rects_;              // this frame's table melds
  MeldNews meld_news_;                            // new melds and lay-offs glow a moment
  TableSpots spots_;
  SlotMemory slot_memory_;  // which action button sat in which slot, for this position
  Flights flights_;
  mutable std::vector<Move> legal_;  // the legal moves, kept until the next move
  mutable size_t legal_at_ = static_cast<size_t>(-1);
  // What the selection makes (SelectionMelds, SelectionGoOut), for the position `at` and the
  // selected cards `sel`; each answer is worked out when first asked.
  struct SelectionReading {
    size_t at = static_cast<size_t>(-1);
    std::vector<Card> sel;
    std::optional<std::optional<std::vector<Meld>>> melds;
    std::optional<std::optional<SelectedGoOut>> go_out;
  };
  mutable SelectionReading reading_;
  SelectionReading& ReadingOf(const std::vector<Card>& sel) const;
  TableThinker thinker_;  // the computer players' decisions and the hint, worked out in the worker
};

}  // namespace rummy::web
