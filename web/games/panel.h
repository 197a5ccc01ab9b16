// A game's part of the card table. The table (web/table.*) draws what every game shares (the
// header, the players, the melds, the hand, the claim prompt's countdown, the tools) and asks the
// game's panel for the rest: the words about a hand and a player, the centre of the table (stock
// and discard pile, Rummy's track, Three Kings' trick), the buttons of a turn, what the selected
// cards make, and how to read the score sheet. A panel decides no rule: its buttons become moves
// that the engine checks, through the table (TableControls).
//
// The base class is the draw, meld, lay off and discard table that most games share; each game's
// panel (web/games/<game>.*) changes only what differs. The panel for a game is chosen once per
// table from the game's id, through the registry (web/games/registry.cc).
#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "game/state.h"
#include "imgui.h"
#include "layout.h"
#include "match/hint.h"
#include "score_sheet.h"
#include "slots.h"
#include "widgets.h"

namespace rummy::web {

struct MeldNote;  // meld_area.h

// What a panel may ask of the table it sits in.
class TableControls {
 public:
  virtual const Fonts& fonts() const = 0;
  virtual const CardStyle& style() const = 0;
  virtual std::string Name(int seat) const = 0;
  virtual const Rules& rules() const = 0;
  virtual const std::vector<Move>& Legal() const = 0;
  virtual bool HasLegal(MoveKind kind) = 0;
  // The engine's refusal of `m` as it stands, if it would refuse it (a wild card's meaning may
  // still be open).
  virtual std::optional<Error> Check(const Move& m) const = 0;
  bool Refused(const Move& m) const { return Check(m).has_value(); }
  // A person's move; a refusal is shown near the actions and changes nothing.
  virtual bool Submit(const Move& m) = 0;
  // A sentence for the player in the info line (why a button did nothing).
  virtual void Say(std::string sentence) = 0;
  // The melds being put together in the hand, and grouping the selected cards as one more.
  virtual const std::vector<std::vector<Card>>& Staged() const = 0;
  virtual void Stage(std::vector<Card> cards) = 0;
  virtual void ClearStaged() = 0;
  // The selected cards read as melds (MeldsOfSelection) and as a way to go out
  // (GoOutFromSelection), worked out once for each selection and position, not every frame: the
  // verdict and the buttons ask both each frame, and each may arrange the hand up to 14 times.
  virtual const std::optional<std::vector<Meld>>& SelectionMelds(const TableView& v, const std::vector<Card>& sel) const = 0;
  virtual const std::optional<SelectedGoOut>& SelectionGoOut(const TableView& v, const std::vector<Card>& sel) const = 0;
  // Where discards land this frame (a dragged card dropped there is discarded; flights aim there).
  virtual void SetDiscardSpot(ImVec2 min, ImVec2 max) = 0;
  // The cards of the hand the player has selected.
  virtual std::vector<Card> Selection() const = 0;

 protected:
  ~TableControls() = default;
};

class GamePanel {
 public:
  virtual ~GamePanel() = default;

  // What the centre of the table holds (a stock, a discard pile or Rummy's fanned track, a
  // trick, a widow card), for the layout to make room for it.
  virtual layout::CentreInput Centre(const TableView& v) const;
  // The centre drawn into the layout's rectangles (L.stock, L.discard, L.track, L.trick, ...).
  virtual void DrawCentre(TableControls& t, const TableView& v, const layout::Layout& L, bool my_move);
  // A line for players under the melds (meld_area.h), or nullptr.
  virtual const MeldNote* MeldsNote() const { return nullptr; }
  // Whether players put melds together in hand (group, meld, "arrange for me").
  virtual bool Melding() const { return true; }
  // What the selected cards make, in words ("" when nothing is selected); `my_move` when the
  // viewer is to move, so the engine is asked what it would accept (t.Refused).
  virtual std::string Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                              bool my_move) const;
  // The calls a player gives up by letting every discard go ("May I or Kentucky!"), or nullptr.
  virtual const char* CallWords() const { return nullptr; }
  // The answers to a claim prompt (the table adds "Let it go"); true once a move was made.
  virtual bool DrawClaims(TableControls& t, const TableView& v, Slots& f);
  // How long a claim prompt waits for the person before it lets the card go (its countdown shows
  // it): 8 s ran out on a playtester still reading the prompt and their hand, so 12.
  virtual double ClaimSeconds(TableControls& t, const TableView& v);
  // The buttons of the player's own turn.
  virtual void DrawTurn(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f);
  // Discards `card` (the Discard button, a tap on the pile, a drop there, the X key): a game may
  // make it another move or say why not (Five Crowns' final turn with melds grouped).
  virtual void DiscardCard(TableControls& t, const TableView& v, Card card);
  // How to read the score sheet, after the game's Goal above it ("" when the goal says enough).
  virtual std::string SheetNote(const ScoreSheet& sheet) const;
  // A row of the score sheet above its last, for points counted toward something under way
  // (Three Kings: the set's trick points), or nothing.
  virtual std::optional<SheetRow> RunningRow(const TableView& /*v*/) const { return std::nullopt; }
  // The score sheet's last row, under the hands: what its numbers are (a string that lives as
  // long as the program).
  virtual const char* TotalLabel() const { return "Total"; }
  // How to play this game by touch or mouse, for the rules screen: short paragraphs, one a line.
  virtual std::string HowToPlay() const;
  // The centre's words for the screen-reader mirror beyond the stock and the pile (a trick).
  virtual std::vector<std::string> CentreWords(const TableControls& /*t*/, const TableView& /*v*/) const { return {}; }
  // The test hook's fields of the game's own part (test_hook.h): "trick" (how many players have
  // played to the trick) and "calling" (asked to call Rummy); every panel writes both (Rummy's also
  // "picked": the track card a first tap picked, or -1).
  virtual void HookFields(const TableView& v, nlohmann::json& j) const;
  // After each move at the table, with the viewer's views before and after it (`pace`: seconds
  // between computer moves): a panel may hold something in view a moment (a finished trick).
  virtual void AfterMove(const TableControls& /*t*/, int /*seat*/, const Move& /*m*/, const TableView& /*before*/,
                         const TableView& /*after*/, float /*pace*/) {}
  // Until when (ImGui time) that stays in view (the computer players wait for it), and its words
  // (who won the trick); 0 and "" when nothing is held.
  virtual double HeldUntil() const { return 0; }
  // A sentence for the summary of hand `hand` after how it ended (Three Kings: its last trick,
  // which the summary came too soon to see), or "".
  virtual std::string SummaryLine(size_t /*hand*/) const { return ""; }
  virtual std::string HeldCaption() const { return ""; }

 protected:
  // The discard pile at L.discard (its top card), or Rummy's track at L.track.
  virtual void DrawPile(TableControls& t, const TableView& v, const layout::Layout& L, bool my_move);
  // An empty pile's outline at [at, end]; true when a tap is released on it (not a swipe): an
  // empty discard pile or track still takes a discard by a tap.
  static bool EmptyPileTapped(ImVec2 at, ImVec2 end, bool my_move);
  // A pile's count under the pile `r`, or at the card's foot when the layout has no line under
  // the piles.
  // `text` under the pile (or at its foot); where even 70% of it is wider than the pile,
  // `fallback` instead when given (the bare count).
  // `hook`: the test hook's id for the label's extent, when it is wanted.
  // "nobody may take it" across the top discard of `r` that nobody may take any more (Kentucky).
  static void DeadWords(const layout::Rect& r);
  static void PileLabel(const layout::Layout& L, const layout::Rect& r, const std::string& text, const std::string& fallback = "",
                        const char* hook = nullptr);
  // The move a tap on the top discard makes.
  virtual Move DiscardTap(TableControls& t, const TableView& v) const;
  // Draw-phase buttons.
  virtual void DrawChoices(TableControls& t, const TableView& v, Slots& f);
  // The button that lays the staged melds down; true when it is the main action (the engine
  // would take what it lays down now).
  virtual bool DrawMeldChoice(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f);
  // Whether the Discard button is offered.
  virtual bool OffersDiscard(TableControls& t) const;

  // HowToPlay's sentences on taking a card and on laying melds down and off.
  virtual std::string DrawHelp() const;
  virtual std::string MeldHelp() const;
  virtual std::string DiscardHelp() const;
  // "select a meld's cards and tap <button>", with grouping several.
  static std::string MeldButtonHelp(const char* button);
  // A button naming one card: "Take 7♥", "Discard the joker" (never a capitalised "Joker").
  static std::string CardButton(const char* verb, Card c);
  // Selecting cards, the buttons; the menu.
  static const char* const kSelectHelp;
  static const char* const kMenuHelp;

  // Pieces the panels share.
  // "Draw from the stock", when the player may; the main action unless another choice was begun.
  static void StockButton(TableControls& t, Slots& f, bool main = true);
  // A call out of turn (Kentucky!, Rummy!) on the first meld it fits; true once made.
  static bool CallButton(TableControls& t, Slots& f, MoveKind kind, const char* label, const std::string& id);
  // A button laying down the staged melds (and the selection when it is a meld of 3 or more),
  // the main action only when the engine would take them.
  static bool MeldButton(TableControls& t, const std::vector<Card>& sel, Slots& f, const char* label, const char* nothing_staged);
  // The legal move of `kind` whose melds have the faces of `groups` (and discards `discard`):
  // settles what a wild card stands for.
  static std::optional<Move> LegalLike(TableControls& t, MoveKind kind, const std::vector<std::vector<Card>>& groups,
                                       std::optional<Card> discard);
  // Melds in words: "J♦ J♥ J★ and 5♠ 6♠ 7♠".
  static std::string MeldsWords(const std::vector<Meld>& melds);
  // The legal move of `kind` whose melds together have the faces of `cards` (the selected cards
  // of a hint's lay, with nothing grouped).
  static std::optional<Move> LegalWithCards(TableControls& t, MoveKind kind, const std::vector<Card>& cards);
  // The move of `kind` laying `groups` down (discarding `discard`), with what each wild card
  // stands for settled: as the engine reads the groups, else as a legal move has them, else, for
  // a group that can be read more than one way, its first reading (the player grouped those
  // cards; any reading lays them down). The engine may still refuse it: Submit says why.
  static Move Settled(TableControls& t, MoveKind kind, const std::vector<std::vector<Card>>& groups, std::optional<Card> discard);
  static const ImU32 kPileLabel;
};

// The panel for the game with this id (checked: every registered game has one).
std::unique_ptr<GamePanel> PanelFor(const std::string& game);

}  // namespace rummy::web
