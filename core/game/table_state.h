// What the draw-and-discard games share: hands, a face-down stock and a face-up discard pile,
// melds on the table, a dealer who rotates, a seeded shuffle per hand, the score sheet, and
// moves naming cards by face (the player's physical copy is found here).
#pragma once

#include <bitset>
#include <optional>
#include <span>

#include "cards/rng.h"
#include "game/state.h"

namespace rummy {

class TableState : public State {
 public:
  int NumPlayers() const override { return players_; }
  int CurrentPlayer() const override { return phase_ == Phase::kOver ? -1 : current_; }
  const ScoreSheet& Sheet() const override { return sheet_; }
  std::vector<Card> AllCards() const override;
  std::vector<Card> HandOf(int seat) const override { return hands_[seat]; }
  std::unique_ptr<State> Determinize(int seat, Rng& rng) const override;

  // Puts a chosen position on the table (tests, puzzles): these hands, this discard pile (top
  // last), `stock_top` on top of the stock (first = top); every other card of the pack goes
  // under it, so no card is lost or doubled. The player `current` is to draw; table melds are
  // cleared.
  std::optional<Error> SetPosition(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard,
                                   const std::vector<Card>& stock_top, int current, const std::vector<TableMeld>& table = {});
  // Running totals (tests and puzzles: "a player at 230 wins a round worth 25").
  void SetTotals(std::vector<int> totals) { MutableSheet().totals = std::move(totals); }
  // Positions (game/position.cc): the shared fields, then the game's own.
  void WritePosition(PositionWriter& out) const override;
  std::optional<Error> ReadPosition(PositionReader& in) override;

 protected:
  enum class Phase : unsigned char { kDraw, kPlay, kOver };

  // Positions: each game's own part, in its folder (games/<g>/<g>_position.cc). PreparePosition
  // runs once the hand number, dealer and turn are read (a game sets up that hand's rules);
  // ReadGameFields after the shared cards, and checks the whole position.
  virtual std::optional<Error> PreparePosition(PositionReader& /*in*/) { return std::nullopt; }
  virtual void WriteGameFields(PositionWriter& out) const = 0;
  virtual std::optional<Error> ReadGameFields(PositionReader& in) = 0;
  // "phase" in a position: draw, play or over unless a game has its own phases.
  virtual std::string PositionPhase() const;
  virtual std::optional<Error> ReadPositionPhase(PositionReader& in, const std::string& phase);
  // Whether table melds record who laid each card (Rummy, Kentucky score the table that way).
  virtual bool LayersScored() const { return false; }
  // Refuses an empty hand while the match goes on (in most games an empty hand ends the hand).
  void RequireCardInEveryHand(PositionReader& in) const;
  // `seat`'s hand and every card on the table (where a card taken this turn may be now).
  std::vector<Card> HandAndTable(int seat) const;

  TableState(uint64_t seed, Options options, int players);

  // Shuffles `pack` with the match's generator, deals `cards_each` one at a time from the
  // dealer's left, turns the next card up as the discard pile; the player left of the dealer
  // starts.
  void DealHand(const Pack& pack, int cards_each);
  // The same deal from a given order (deck[0] is the top card); tests build exact positions.
  void DealFrom(std::vector<Card> deck, int cards_each);
  // Moves the top stock card to `seat`'s hand; when the stock is empty, the discard pile but
  // its top card becomes a new stock first: shuffled, or (turnover_shuffles_ false) turned over
  // as it lies. False if there is no card to draw.
  bool DrawFromStock(int seat);
  bool CanDrawFromStock() const { return !stock_.empty() || discard_.size() > 1; }
  // The current player takes the top discard (remembered for the upcard rule) and plays on.
  void TakeDiscard() {
    taken_ = discard_.back();
    hands_[current_].push_back(discard_.back());
    discard_.pop_back();
    phase_ = Phase::kPlay;
  }
  // The physical cards of `seat`'s hand that the faces in `cards` name, each used once. Only
  // faces count (a move's text names no deck), so the choice among identical copies is fixed:
  // the first in hand order, except that the card just taken from the discard pile is
  // preferred for melds (where it must be used) and avoided for discards (where it may not be).
  enum class Taken : unsigned char { kAvoid, kPrefer };
  Result<std::vector<Card>> FromHand(int seat, const std::vector<Card>& cards, Taken taken = Taken::kAvoid) const {
    return FromCards(hands_[seat], cards, taken);
  }
  Result<std::vector<Card>> FromCards(const std::vector<Card>& pool, const std::vector<Card>& cards, Taken taken) const;
  // The same for one card.
  Result<Card> OneFromCards(const std::vector<Card>& pool, Card card, Taken taken) const;
  void RemoveFromHand(int seat, std::span<const Card> physical);
  void RemoveFromHand(int seat, Card physical);  // one card (`{c}` picks this: no vector is built)
  // Checks the common preconditions of a move: whose turn and which phase.
  std::optional<Error> CheckPhase(const Move& move) const;
  void EndTurn() {
    current_ = (current_ + 1) % players_;
    phase_ = Phase::kDraw;
    taken_.reset();
  }
  // Games that score the table for whoever laid each card (Rummy, Kentucky):
  // who laid slot `i` of table meld `t`;
  int LayerOf(const TableMeld& t, int i) const { return t.laid_by.empty() ? t.owner : t.laid_by[i]; }
  // table meld `target` becomes `after`, which holds one card more or a card in place of a wild:
  // `card`, laid by `layer`; every other card keeps its layer;
  void PutOnMeld(int target, const Meld& after, Card card, int layer);
  // `seat` puts `natural` in place of the wild it stands for in meld `target` and takes the wild
  // into hand; the natural scores for whoever laid the wild;
  void ExchangeOnTable(int seat, int target, Card natural);
  // " [011] [22]": who laid each card of each table meld (for ToString);
  std::string LaidByString() const;
  // each player's cards on the table (by who laid them), into `out` (its storage kept);
  void OnTableInto(std::vector<int>& out) const;
  // the same minus the cards in hand.
  std::vector<int> TableMinusHand() const;
  // The same in parts, in words for the hand's summary: the cards a player laid in their own
  // melds, those laid off on others' melds, and the cards left in hand (only the parts not 0).
  std::vector<std::vector<ScorePart>> TableMinusHandParts() const;
  // Adds the hand's row to the sheet and keeps how it ended; `out` went out (-1: the one seat
  // whose hand is empty, if any); `parts`: how each row's points came about, when told.
  void RecordHand(const std::vector<int>& scores, int out = -1, std::vector<std::vector<ScorePart>> parts = {});
  void FinishMatch(std::vector<int> winners);
  // Makes `v` a fresh view with the fields every game shares filled in (keeping the storage of
  // the ones it fills); each game's ViewInto adds its own.
  void BaseViewInto(int seat, TableView& v) const;
  // The places whose cards `seat` cannot see: the other players' hands and the stock, plus what
  // a game adds.
  virtual std::vector<std::span<Card>> HiddenPlaces(int seat);
  std::string BaseString() const;
  std::string PlayerName(int seat) const {
    std::string out;
    AppendPlayerName(out, seat);
    return out;
  }
  // PlayerName added to the end of `out` (a view's status is remade every move, in place).
  static void AppendPlayerName(std::string& out, int seat) {
    out += "Player ";
    out += std::to_string(seat + 1);
  }

  int players_;
  int dealer_ = 0;
  int current_ = 0;
  int hand_number_ = 0;  // 1-based once dealt
  Phase phase_ = Phase::kDraw;
  Rng rng_;
  std::vector<std::vector<Card>> hands_;
  std::vector<Card> stock_;    // top = back
  std::vector<Card> discard_;  // top = back
  std::vector<TableMeld> melds_;
  std::optional<Card> taken_;  // the card taken from the discard pile this turn
  // The score sheet, changed only through MutableSheet (read it with Sheet()).
  ScoreSheet& MutableSheet() {
    sheet_revision_ = NewSheetRevision();
    return sheet_;
  }
  // How the last finished hand ended (end-of-hand summaries); null before then.
  std::shared_ptr<const HandEnd> last_hand_;
  bool turnover_shuffles_ = true;
  int stock_turnovers_ = 0;  // this hand

 private:
  // A number no sheet of any state has had yet: a state and its copies share one until either
  // changes its sheet, so a view holding a sheet of that number holds that sheet.
  static uint64_t NewSheetRevision();
  ScoreSheet sheet_;
  uint64_t sheet_revision_ = NewSheetRevision();
  // Which cards of a pool a move has named already (no pool is larger than every card in play).
  using UsedCards = std::bitset<256>;
  // Index in `pool` of the copy of `card`'s face that `taken` picks among those not `used`; -1
  // if there is none. `faces`: the pool's faces (Card::face), worked out once for many cards.
  int PickCopy(const std::vector<Card>& pool, const int16_t* faces, Card card, Taken taken, const UsedCards& used) const;
  // "You do not hold 7♥." / "You hold only 1 7♥."
  static Error NotHeld(const std::vector<Card>& pool, Card card);
};

std::string PhaseName(bool over, bool draw);

}  // namespace rummy
