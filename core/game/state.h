// The engine shape every game follows (OpenSpiel's Game/State split, with structured moves
// and readable refusals). A State is a whole match: its hands follow one another, the score
// sheet accumulates, and IsTerminal() says when a winner is known.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/rng.h"
#include "game/move.h"
#include "util/error.h"

namespace rummy {

class PositionWriter;  // game/position.h
class PositionReader;

struct TableMeld {
  int owner = 0;  // who laid it down
  Meld meld;
  std::vector<int> laid_by;  // Rummy, Kentucky: per card, who laid it (scores it); empty: the owner
  friend bool operator==(const TableMeld&, const TableMeld&) = default;
};

// The melds of the table without who laid them.
std::vector<Meld> MeldsOf(const std::vector<TableMeld>& table);

struct ScoreSheet {
  bool lowest_wins = false;
  std::vector<std::vector<int>> hands;  // per finished hand, one score per player
  std::vector<int> totals;
  std::vector<int> winners;  // set when the match is over (ties share the win)
  friend bool operator==(const ScoreSheet&, const ScoreSheet&) = default;
};

using Options = std::map<std::string, int, std::less<>>;  // looked up by string_view too, without a copy

// A house option's value, looked up without building a string (map::at would build one for
// every look-up): the game must have the option (Game::Complete fills in every default).
inline int OptionIn(const Options& options, std::string_view name) {
  const auto it = options.find(name);
  RUMMY_CHECK(it != options.end());
  return it->second;
}
// The same for an option a game may not have: `absent` when it has not.
inline int OptionOr(const Options& options, std::string_view name, int absent) {
  const auto it = options.find(name);
  return it == options.end() ? absent : it->second;
}

// One part of a player's score for a hand, in words: {"last trick", 1}, {"prediction with an ace", -10}.
struct ScorePart {
  std::string what;
  int points = 0;
  friend bool operator==(const ScorePart&, const ScorePart&) = default;
};

// How a finished hand ended: what each player was left holding, and the table.
struct HandEnd {
  std::vector<std::vector<Card>> hands;
  std::vector<TableMeld> melds;
  int out = -1;  // who went out (emptied their hand); -1: nobody (the stock ran out, a void round)
  // How each player's points of the hand came about (Three Kings; Rummy and Kentucky: the table
  // minus the hand in parts; Kaluki: a doubled win); they add up to the hand's row.
  std::vector<std::vector<ScorePart>> parts;
  bool stock_out = false;  // nobody went out because the stock ran out (the draw-and-discard games)
  int wild_rank = 0;       // the hand's wild rank (Rules::wild_rank: Five Crowns'), 0 for none
};

// The cards `seat` laid off on other players' melds in the hand that ended (Rummy, Kentucky:
// they score for `seat`), in table order.
std::vector<Card> LaidOffBy(const HandEnd& end, int seat);

// A game's own part of a view: what only that game's table has (Five Crowns' wild rank, Three
// Kings' trick, Kentucky's contract). Each game declares its part in its folder
// (core/games/<g>/<g>_view.h) as `struct XView : GameViewOf<XView>`, with operator==; its
// ViewInto fills it through TableView::FillPart, and code that knows the game (the game itself,
// its computer player, its web panel) reads it with TableView::Part. Shared code reads only the
// common part of TableView; this layer names no game.
class GameView {
 public:
  virtual ~GameView() = default;
  virtual std::unique_ptr<GameView> Clone() const = 0;
  virtual bool Equals(const GameView& other) const = 0;
  // Which kind of part this is: one address per type (a checked cast costs a comparison).
  virtual const void* Kind() const = 0;

 protected:
  GameView() = default;
  GameView(const GameView&) = default;
  GameView& operator=(const GameView&) = default;
};

template <class T>
class GameViewOf : public GameView {
 public:
  static const void* KindOf() { return &kKind; }
  const void* Kind() const final { return &kKind; }
  std::unique_ptr<GameView> Clone() const final { return std::make_unique<T>(static_cast<const T&>(*this)); }
  bool Equals(const GameView& other) const final {
    return other.Kind() == &kKind && static_cast<const T&>(*this) == static_cast<const T&>(other);
  }
  // The base holds nothing to compare (a part's defaulted operator== compares its base too).
  friend bool operator==(const GameViewOf&, const GameViewOf&) { return true; }

 private:
  static constexpr char kKind = 0;
};

// The game's part held by a view: copied by value (Clone), compared by value (Equals), and
// kept from one ViewInto to the next so that a game refills it in place.
class ViewPart {
 public:
  ViewPart() = default;
  ViewPart(const ViewPart& o) : part_(o.part_ ? o.part_->Clone() : nullptr) {}
  ViewPart& operator=(const ViewPart& o) {
    if (this != &o) part_ = o.part_ ? o.part_->Clone() : nullptr;
    return *this;
  }
  ViewPart(ViewPart&&) noexcept = default;
  ViewPart& operator=(ViewPart&&) noexcept = default;
  friend bool operator==(const ViewPart& a, const ViewPart& b) {
    return a.part_ ? b.part_ && a.part_->Equals(*b.part_) : !b.part_;
  }
  // The part when it is a T, else nullptr.
  template <class T>
  const T* If() const {
    return part_ && part_->Kind() == T::KindOf() ? static_cast<const T*>(part_.get()) : nullptr;
  }
  // The part as a T to fill: the one held when it is a T (its storage reused), else a new one.
  template <class T>
  T& Fill() {
    if (!part_ || part_->Kind() != T::KindOf()) part_ = std::make_unique<T>();
    return static_cast<T&>(*part_);
  }

 private:
  std::unique_ptr<GameView> part_;
};

// What one seat may see: its own hand, the sizes of the others', the public piles, and the
// game's own part (GameView above).
struct TableView {
  std::string game;
  int seat = 0;
  int players = 0;
  int current = -1;     // whose turn; -1 when the match is over
  std::string phase;    // "draw", "play", "over" (and a game's own phases: "claim", "lead", ...)
  int hand_number = 1;  // 1-based
  int dealer = 0;
  std::vector<Card> hand;  // this seat's cards
  std::vector<int> hand_sizes;
  int stock_size = 0;
  std::vector<Card> discard;  // visible discards, top last
  int discard_size = 0;
  std::vector<TableMeld> melds;
  // Games where the table scores for whoever laid each card (Rummy, Kentucky): what each player
  // has laid this hand, as it would score now; empty in the other games.
  std::vector<int> on_table;
  std::vector<bool> opened;       // who has laid their first meld down (Kaluki: opened; Kentucky: down)
  bool opened_this_turn = false;  // the player to move did so during this turn (Kaluki, Kentucky)
  std::optional<Card> taken;      // the card the current player took from the discard pile this turn
  ScoreSheet sheet;
  // Which version of the state's sheet `sheet` holds (TableState copies it only when it changed);
  // compared by operator== with the rest. A view moved from keeps its number but not its sheet:
  // fill a new or a copied view, never one moved from.
  uint64_t sheet_revision = 0;
  std::string status;  // one sentence: whose turn and what they may do
  // The house rules in force (public), shared with the state and its copies: they never
  // change during a match, so a view is filled without copying them.
  std::shared_ptr<const Options> options;
  // `current` is being asked about another player's discard (Kentucky's claim round, Rummy's
  // call) rather than taking a turn: the answers are a claim or a call, or letting it go.
  bool asked = false;
  int turn = -1;  // in the games that ask: whose turn it is (`current` is the player asked); else -1
  // The last finished hand as it ended (public: hands are shown for scoring); null before the
  // first hand ends (in Three Kings every hand ends with empty hands). Shared with the state
  // (it changes once a hand), so a view is filled without copying it.
  std::shared_ptr<const HandEnd> last_hand;
  // The game's own part (checked: the view must be of the game whose part T is).
  template <class T>
  const T& Part() const {
    const T* p = part.If<T>();
    RUMMY_CHECK(p != nullptr);
    return *p;
  }
  // The same, or nullptr when the view is of another game.
  template <class T>
  const T* PartIf() const {
    return part.If<T>();
  }
  // For the game's ViewInto: its part, kept from the last fill when there was one.
  template <class T>
  T& FillPart() {
    return part.Fill<T>();
  }
  ViewPart part;
  friend bool operator==(const TableView&, const TableView&) = default;
};

struct OptionInfo {
  std::string name;
  std::string description;
  int default_value = 0;
  int min = 0, max = 1;
  // For an option added after saves were made: the value that plays as those saves' matches were
  // played (a save without the option replays with it, so nothing a player saved changes).
  std::optional<int> before_it_existed = std::nullopt;
};

class State {
 public:
  virtual ~State() = default;
  virtual std::string GameName() const = 0;
  virtual int NumPlayers() const = 0;
  // Whose move it is; -1 when the match is over.
  virtual int CurrentPlayer() const = 0;
  bool IsTerminal() const { return CurrentPlayer() < 0; }
  // The rules in force now (Five Crowns changes the wild rank every hand).
  virtual const Rules& CurrentRules() const = 0;
  // Every legal draw and discard, and representative melds, lay-offs and lay-downs: all moves
  // a player can make are accepted by Check, but melds with many possible arrangements are
  // listed by their best arrangement only.
  virtual std::vector<Move> LegalMoves() const = 0;
  // Why `move` is not allowed now; nullopt if it is. Never changes the state.
  virtual std::optional<Error> Check(const Move& move) const = 0;
  // Applies a legal move; a refused move returns the reason and changes nothing.
  std::optional<Error> Apply(const Move& move);
  // What `seat` may see. ViewInto fills all of `out` the same way, reusing its storage (a bot
  // asks for a view every move).
  TableView ViewFor(int seat) const {
    TableView v;
    ViewInto(seat, v);
    return v;
  }
  virtual void ViewInto(int seat, TableView& out) const = 0;
  virtual std::unique_ptr<State> Clone() const = 0;
  // A copy that `seat` cannot tell apart from this state (search bots sample these): every card
  // hidden from `seat` (the other hands, the stock) is dealt afresh from
  // `rng` among the same places, each keeping its size, and the shuffles of later hands are
  // reseeded from `rng`. The copy is made from the hidden cards in sorted order, so it depends
  // on what `seat` may know and on `rng`, never on where the hidden cards really are.
  virtual std::unique_ptr<State> Determinize(int seat, Rng& rng) const = 0;
  // Everything, hidden cards included (debugging, equality in tests, the save check).
  virtual std::string ToString() const = 0;
  virtual const ScoreSheet& Sheet() const = 0;
  // Every physical card of the match's pack wherever it is now (conservation checks).
  virtual std::vector<Card> AllCards() const = 0;
  virtual int PackSize() const = 0;
  // The cards in `seat`'s hand: for the engine's host and tests; players and bots see ViewFor.
  virtual std::vector<Card> HandOf(int seat) const = 0;

  // Positions (game/position.h): writes this state's fields; reads a position's fields into a
  // state Game::NewMatch has just made (a refused one is thrown away: nothing is half-loaded).
  virtual void WritePosition(PositionWriter& out) const = 0;
  virtual std::optional<Error> ReadPosition(PositionReader& in) = 0;
  // The position (JSON) the match was loaded from, empty when it was dealt from its seed; the
  // history starts there, so saves do too.
  const std::string& StartPosition() const { return start_ ? *start_ : kNoStart; }
  void SetStartPosition(std::string position) { start_ = std::make_shared<const std::string>(std::move(position)); }

  const std::vector<std::string>& History() const { return history_; }
  uint64_t seed() const { return seed_; }
  const Options& options() const { return *options_; }

 protected:
  State(uint64_t seed, Options options) : seed_(seed), options_(std::make_shared<const Options>(std::move(options))) {}
  const std::shared_ptr<const Options>& SharedOptions() const { return options_; }
  // A house option's value (Game::Complete filled in every option's default).
  int Option(std::string_view name) const { return OptionIn(*options_, name); }
  virtual void DoApply(const Move& move) = 0;
  // The melds of the move the last Check passed, as it resolved them (in the move's order), when
  // a game keeps them: Apply writes the move's text from them rather than checking them again.
  virtual const std::vector<Meld>* CheckedMelds() const { return nullptr; }

 private:
  uint64_t seed_;
  std::shared_ptr<const Options> options_;
  std::vector<std::string> history_;
  std::shared_ptr<const std::string> start_;
  static inline const std::string kNoStart;
};

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string Name() const = 0;   // "five-crowns"
  virtual std::string Title() const = 0;  // "Five Crowns"
  virtual int MinPlayers() const = 0;
  virtual int MaxPlayers() const = 0;
  // The most players these house options allow (Kaluki: 6 with its five-six-players option).
  virtual int MaxPlayersWith(const Options& /*options*/) const { return MaxPlayers(); }
  virtual std::vector<OptionInfo> OptionList() const = 0;
  // The house options in groups for the lobby, in order ("Wild cards" and its options' names);
  // every option in exactly one group. Empty: one list.
  struct OptionGroup {
    std::string title;
    std::vector<std::string> names;
  };
  virtual std::vector<OptionGroup> OptionGroups() const { return {}; }
  // One line on what the game is like (the lobby).
  virtual std::string Blurb() const = 0;
  // The rules written for players: paragraphs separated by blank lines, "## " starts a heading.
  virtual std::string RulesText() const = 0;
  // The game's rule set by name with its house options (`rummy solve --rules`, tests).
  virtual const RulesPreset& Preset() const = 0;
  // How many hands a match has with these options; 0 when it is played to a target score.
  virtual int Hands(const Options& /*options*/) const { return 0; }
  // How a match with these (completed) options is won, one sentence for the score sheet:
  // "The game ends when someone reaches 500 points; the highest total wins."
  virtual std::string Goal(const Options& options) const = 0;
  // The two kinds of Goal: "The game ends when someone reaches 500 points; the highest total
  // wins." and "10 hands; the highest total wins."
  static std::string GoalOfPoints(int points);
  static std::string GoalOfHands(int hands, bool lowest_wins);
  // A player's score for the hand just over and their total, for its summary: "16 points this
  // hand, 31 in all" (Three Kings: "16 trick points this hand, 1 game point in all").
  virtual std::string HandScoreWords(int this_hand, int in_all) const;
  // How the cards counted in the hand just over (`hand_rules`: its rule set, wild rank included),
  // one sentence for its summary; empty when cards have no points (Three Kings' tricks).
  virtual std::string CardValuesWords(const Rules& /*hand_rules*/) const { return ""; }
  // The longest status line the game can show, for a player named `name` (the table sizes its
  // status slot for it: Kentucky's claim prompt); "" when no status is longer than usual.
  virtual std::string LongestStatusLine(const std::string& /*name*/) const { return ""; }
  // CardValuesWords of a game scored table minus hand (TableState::TableMinusHandParts: Kentucky,
  // Rummy): "Cards on the table score for whoever laid them, and cards left in hand count against
  // their holder: " and `values`, with a full stop.
  static std::string TableMinusHandWords(const std::string& values);
  // Every card of the discard pile stays in sight (Rummy's track); else only the top one.
  virtual bool OpenDiscardPile() const { return false; }
  // A pass by the player whose turn it is ends the round (Rummy, once the stock is gone); else a
  // pass answers a question (a claim, a call, the widow card).
  virtual bool PassEndsRound() const { return false; }
  // What a player who has laid their first meld is called ("opened"; Kentucky: "down").
  virtual std::string OpenedWord() const { return "opened"; }
  // The words for laying melds down, before the cards ("lay down"; Kentucky: "go down with";
  // Kaluki's first meld: "open with"); the first word is the verb, said to or of the player.
  virtual std::string MeldPhrase(bool opening) const { return "lay down"; }
  // Whether a play that empties the hand goes out (not in a trick game, where every hand empties).
  virtual bool EmptyHandGoesOut() const { return true; }
  // Whether a lay-down (MoveKind::kLayDown) in the position `before` goes out, rather than laying
  // down what the player can on a final turn after someone else went out.
  virtual bool LayDownGoesOut(const TableView& /*before*/) const { return true; }
  // Whether a play (MoveKind::kPlay) in the position `before` leads a trick, rather than follows.
  virtual bool PlayLeads(const TableView& /*before*/) const { return true; }
  // The seat that won the trick `move` (played in the position `before`) finished, now that
  // `after` stands; -1 when it finished none (every move of a game without tricks). The match log
  // says it ("Ada wins the trick."): the plays alone never said who took a trick.
  virtual int TrickWonBy(const TableView& /*before*/, const Move& /*move*/, const State& /*after*/) const { return -1; }
  // Whether the top discard is dead: it may be neither taken nor claimed.
  virtual bool TopDiscardDead(const TableView& /*view*/) const { return false; }
  // What the game's own part of the table holds, as lines of words for the terminal's table
  // (`names`: each seat's name): a contract, trick points, the trick. Empty by default.
  virtual std::vector<std::string> TableLines(const TableView& /*view*/, const std::vector<std::string>& /*names*/) const {
    return {};
  }
  // How many wild cards this hand's melds may hold ("arrange for me" keeps to it): nullopt for no
  // limit; else the most in all or, with `per_meld`, in each meld (Kentucky's contracts).
  struct WildLimit {
    int most = 0;
    bool per_meld = false;
  };
  virtual std::optional<WildLimit> WildLimitOf(const TableView& /*view*/) const { return std::nullopt; }
  // Whether the player of `view` may still start new melds this hand (Kentucky: not once down,
  // when only lay-offs are left). True by default.
  virtual bool MayStartMelds(const TableView& /*view*/) const { return true; }
  // `cards` laid as this hand's contract, every card in a meld, when the game has a contract the
  // player of `view` may still lay and these cards meet it (Kentucky reads six hearts in a row as
  // one run of a "2 runs of 4" contract, not two runs of 3); nullopt otherwise. Selected cards
  // are read this way first (MeldsOfSelection).
  virtual std::optional<std::vector<Meld>> ContractOfCards(const TableView& /*view*/, const Rules& /*rules*/,
                                                           const std::vector<Card>& /*cards*/) const {
    return std::nullopt;
  }
  // The line above the table, in words: "Hand 3 of 10 · 2 runs of 4" (by default the hand and,
  // with a fixed number of hands, of how many; games add what changes from hand to hand).
  virtual std::string Headline(const TableView& view) const;
  // Player `p` as everyone sees them, in words: "7 cards, 45 points, opened".
  virtual std::string PlayerStatus(const TableView& view, int p) const;
  // The same at its longest this hand: with every word the hand may yet add ("opened" or "down",
  // Kentucky's May I calls, a Three Kings prediction) and two-digit trick points, so a
  // plate sized for it keeps its size from turn to turn. PlayerStatus of a copy of the view that
  // LongestView has filled in.
  std::string LongestStatus(const TableView& view, int p) const;
  // Where the table scores for whoever laid each card (TableView::on_table): "75 on the table",
  // what player `p` has laid this hand; "" when nothing, or in the other games. Apart from
  // PlayerStatus, which sizes the plates: the player's own line and the screen reader say it.
  static std::string OnTableWords(const TableView& view, int p);
  // Options with defaults filled in, or why they are not valid.
  Result<Options> Complete(const Options& options) const;
  Result<std::unique_ptr<State>> NewMatch(int players, const Options& options, uint64_t seed) const;

 protected:
  virtual std::unique_ptr<State> Create(int players, const Options& options, uint64_t seed) const = 0;
  // Makes `most`, a copy of a view, show player `p` at their longest (LongestStatus): here opened;
  // a game adds its own words, calling this first.
  virtual void LongestView(TableView& most, int p) const;
  // Why this player count does not go with these (completed) options; nullopt if it does.
  // By default: MinPlayers() to MaxPlayers() whatever the options.
  virtual std::optional<Error> CheckSetup(int players, const Options& options) const;
};

// Every game, in the lobby's order, and one by name (nullptr if none). The list is assembled
// above the games, in core/registry/registry.cc (one line per game); this layer knows no game.
const std::vector<const Game*>& Games();
const Game* FindGame(std::string_view name);

}  // namespace rummy
