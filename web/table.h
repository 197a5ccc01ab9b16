// The card table: a match in play. It draws what the viewing seat may see (the engine's
// ViewFor), turns taps and clicks into moves that the engine checks (a refusal is shown where it
// happened and changes nothing), paces the computer players, and shows the end-of-hand summary,
// the score sheet and the winner. It never decides a rule itself.
#pragma once

#include <optional>
#include <tuple>
#include <string>
#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "imgui.h"
#include "match/match.h"
#include "storage.h"

namespace rummy::web {

enum class TableExit { kStay, kLobby };

class Table {
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
  std::string StateJson() const;
  const Match& match() const { return match_; }
  // Seconds between computer moves: 0 (instant) .. 1.5.
  void SetPace(float seconds) { pace_ = seconds; }
  float pace() const { return pace_; }

 private:
  TableView View() const { return match_.state().ViewFor(viewer_); }
  const std::vector<Move>& Legal();
  bool HasLegal(MoveKind kind);
  void AdvanceBots();
  void AfterMove();
  void SyncHand(const TableView& v);
  std::vector<Card> Selected() const;
  void ClearSelection();
  // Submits a person's move; a refusal is kept in message_ and changes nothing.
  bool Submit(const Move& m);
  // A move whose cards match `faces` from the legal list (settles what a wild card stands for).
  std::optional<Move> LegalLike(MoveKind kind, const std::vector<std::vector<Card>>& groups, std::optional<Card> discard);
  std::string Name(int seat) const { return match_.seats()[seat].name; }
  std::string Named(std::string text) const;  // "Player 2" in engine sentences → the seat's name

  void DrawHeader(const Fonts& fonts, const TableView& v, TableExit* exit);
  void DrawPlayers(const TableView& v);
  void DrawPiles(const Fonts& fonts, const TableView& v, bool my_move);
  void DrawMelds(const Fonts& fonts, const TableView& v, bool my_move);
  void DrawActions(const TableView& v, bool my_move);
  void DrawStaged(const Fonts& fonts);
  void DrawHand(const Fonts& fonts);
  // A hand card (index into order_) dragged and let go at `at`: onto a meld, the discard pile,
  // or elsewhere in the hand (pos/shown: the hand as laid out).
  void DropCard(int i, ImVec2 at, const std::vector<ImVec2>& pos, const std::vector<int>& shown, float w);
  void DrawLog(bool column);
  void DrawSummary(const Fonts& fonts, TableExit* exit);
  void DrawSheet();
  void DrawCurtain(const Fonts& fonts);
  void ArrangeHand();
  void SortHand(bool by_rank);
  void Hint();
  std::string SelectionVerdict() const;
  void OnMeldClicked(int meld);
  void HandleKeys(bool my_move);
  // A short flight of the card a move took or gave (none under prefers-reduced-motion, or when
  // computer players move instantly); drawn on top of everything.
  void Animate(int seat, const Move& m, const TableView& before);
  void DrawFlights(const Fonts& fonts);

  Match match_;
  CardStyle* style_;
  Storage* storage_;
  int viewer_ = 0;
  uint64_t moves_ = 0;  // moves made (and undone) at this table, to tell when the view is stale
  bool curtain_ = false;          // pass and play: the hand is hidden until its owner taps
  std::vector<Card> order_;       // the viewer's hand in display order
  std::vector<bool> selected_;
  std::vector<int> group_;        // arrangement group per card (-1 none)
  std::vector<std::vector<Card>> staged_;  // melds being built, still in hand
  std::string message_;           // the engine's last refusal, shown near the actions
  std::string hint_;
  float pace_ = 0.7f;
  double next_bot_ = 0;
  double claim_deadline_ = 0;     // Kentucky: when the claim prompt lets the card go by itself
  bool summary_ = false, sheet_ = false, rules_ = false, log_open_ = true;
  size_t hands_seen_ = 0;
  int focus_ = 0;
  bool keyboard_ = false;  // the player is using the keys: show the focus ring
  float bottom_h_ = 260.0f;        // height of the actions and the hand in the last frame
  bool relayout_ = false;         // the bottom's height changed: draw once more with the new split
  bool saving_stopped_ = false;   // another tab saves this game (StopSaving)
  int press_ = -1;                // the hand card under the pointer when it went down
  bool dragging_ = false;
  std::vector<std::tuple<int, ImVec2, ImVec2>> meld_rects_;  // this frame's table melds
  ImVec2 discard_rect_[2];
  struct Flight {
    Card card;
    bool face_up = true;
    ImVec2 from, to;
    double start = 0, seconds = 0;
  };
  std::vector<Flight> flights_;
  bool reduced_motion_ = false;
  float pile_w_ = 60.0f;
  ImVec2 stock_pos_, trick_pos_, hand_end_;
  std::vector<ImVec2> player_pos_;
  std::vector<Move> legal_;
  size_t legal_at_ = static_cast<size_t>(-1);
};

}  // namespace rummy::web
