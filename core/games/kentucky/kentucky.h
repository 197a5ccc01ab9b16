// Kentucky (RULES.md §1): contract rummy over ten hands, with "May I" and "Kentucky" claims.
//
// 3-6 players, two or three 54-card decks (jokers wild). Every hand has a contract (typical or
// difficult list); a player goes down once with exactly its melds, within its wild limits, and
// from then on may lay off on any meld on the table; each card scores for whoever laid it
// (2-9 = 5, 10-K = 10, A = 20, joker 50), the cards left in hand count against. Every turn is
// draw, play, discard. After a discard the next player may take it; if not, the others may
// claim it in seat order: "Kentucky" (a player who is down lays it off at once) or "May I"
// (take it with a penalty card from the stock, at most 3 times a hand). Once the next player
// has drawn, the card is dead. A hand ends when someone discards their last card or at the end
// of the turn that took the last stock card. After ten hands the highest total wins.
//
// House options (RULES.md 1.B), default first:
//   difficult            0: typical contract list | 1: the more difficult list (K26)
//   deal                 0: 11 cards every hand (K1) | 1: max(11, the contract's cards) | 2: 10 cards
//                        in hands 1-4, 12 later (Bicycle)
//   big-no-discard       0: going down always keeps a card to discard (K2) | 1: a contract of 12+
//                        cards may be laid with every card, which goes out
//   two-players          0: 3-6 players (K3) | 1: 2 players may play (two decks)
//   exact-wilds          0: wild limits are maxima (K5) | 1: the contract has exactly that many wilds
//   wilds-each           0: a bare "k wild" limits the whole contract (K5) | 1: it limits each meld
//   limits-lapse         0: wild limits hold all hand (K6) | 1: they are checked at go-down only
//   deuces-wild          0: only jokers are wild (K7) | 1: 2s are wild too; a 2 standing for itself (a set
//                        of 2s) is natural, so it counts against no wild limit (K28)
//   joker-as-card        0: a melded joker scores 50 (K8) | 1: it scores as the card it stands for
//   naturals-majority    0: one natural card per meld (K9) | 1: naturals outnumber wilds
//   joker-exchange       0: table jokers stay (K10) | 1: on your turn, the natural card a joker
//                        stands for may replace it, the joker going to your hand
//   distinct-suits       0: sets may repeat a suit (K12) | 1: sets need different suits
//   exact-lengths        0: contract melds may be longer, lay-offs from the go-down turn (K13) |
//                        1: melds of exactly the contract's lengths, lay-offs from the next turn
//   penalty-cards        1: May I takes one penalty card (K14) | 0 | 2
//   first-come           0: the next player, then seat order, wins a claim (K15) | 1: the first
//                        call wins (real-time play, see ClaimWindow)
//   may-i-limit          3: May I's per player per hand (K16) | 1, 2 | 0 = unlimited
//   may-i-not-down       0: players who are down may call May I (K17) | 1: only players not down
//   no-kentucky-call     0: the Kentucky call exists (K18) | 1: "Kentucky" is just May I
//   may-i-short-stock    0: May I needs the penalty card plus one in the stock (K19) | 1: allowed with
//                        fewer penalty cards when the stock is short
//   take-exposed         0: after a claim, the card below is dead (K20) | 1: the next player may take it
//   out-without-discard  0: the last card must be discarded (K21) | 1: melding the last card goes out
//   reshuffle            0: the hand ends when the stock is gone (K22) | 1: the discards are shuffled
//                        into a new stock (the hand ends after the third time, a reasoned safeguard)
//   tie-extra-hand       0: tied winners share (K24) | 1: one extra hand with the last contract
//   upcard-rule          1: the card taken from the discard pile cannot be discarded (K25) | 0
//   same-suit-runs       0: a contract may hold two runs of one suit (K27) | 1: it may not | 2: only
//                        with at least two ranks between them
// Not offered: K11's 14-card A-K-A run (the §0 convention that one run never holds an ace at both
// ends, so at most 13 cards, is shared by every game's meld model and solver).
#pragma once

#include <optional>

#include "game/table_state.h"
#include "games/kentucky/kentucky_view.h"
#include "solver/meld_search.h"

namespace rummy::kentucky {

inline constexpr int kHands = 10;
inline constexpr int kMaxStockTurnovers = 3;

// The contract of hand `hand` (1-10) of the typical or difficult list, before house options.
const Contract& BaseContract(bool difficult, int hand);
// How many cards the contract's melds hold at least.
int ContractCards(const Contract& contract);
// The contract of hand `hand_number` under these (completed) house options.
Contract ContractOf(const Options& options, int hand_number);
// Why table meld `target` of `table` may not become `after` (a lay-off) under the contract's
// wild limits (RULES.md 1.A "Wild limits after going down"); nullopt if it may. Public, so
// that a bot can ask from its view what the state will answer.
std::optional<Error> CheckWildLimits(const Rules& rules, const Options& options, const Contract& contract,
                                     const std::vector<TableMeld>& table, const Meld& after, int target);

// The rule set of a match with these (completed) options (kentucky_game.cc).
Rules RulesFor(const Options& options, int players);

// The claim round's status line for `name`, asked about `discard`: the claims the engine would
// take now (`may_i`, `kentucky`) and, for a player down to one card whose discard fits a meld
// (`fits`), why Kentucky is not among them.
std::string ClaimStatus(const std::string& name, Card discard, bool may_i, bool kentucky, bool fits);

class KentuckyGame : public Game {
 public:
  std::string Name() const override { return "kentucky"; }
  std::string Title() const override { return "Kentucky"; }
  int MinPlayers() const override { return 3; }  // 2 with the two-players option
  int MaxPlayers() const override { return 6; }
  std::vector<OptionInfo> OptionList() const override;
  std::vector<OptionGroup> OptionGroups() const override;
  std::string Blurb() const override;  // kentucky_game.cc
  std::string Goal(const Options& options) const override;
  std::string RulesText() const override;
  std::string CardValuesWords(const Rules& r) const override;
  std::string LongestStatusLine(const std::string& name) const override;  // a claim prompt
  const RulesPreset& Preset() const override;
  std::string Headline(const TableView& view) const override;
  std::string PlayerStatus(const TableView& view, int p) const override;
  bool TopDiscardDead(const TableView& view) const override { return view.Part<KentuckyView>().discard_dead; }
  std::vector<std::string> TableLines(const TableView& view, const std::vector<std::string>& names) const override;
  std::string OpenedWord() const override { return "down"; }
  std::string MeldPhrase(bool) const override { return "go down with"; }
  std::optional<WildLimit> WildLimitOf(const TableView& view) const override;
  bool MayStartMelds(const TableView& view) const override;
  std::optional<std::vector<Meld>> ContractOfCards(const TableView& view, const Rules& rules,
                                                   const std::vector<Card>& cards) const override;
  int Hands(const Options& options) const override;

 protected:
  void LongestView(TableView& most, int p) const override;  // down, every May I
  std::unique_ptr<State> Create(int players, const Options& options, uint64_t seed) const override;
  std::optional<Error> CheckSetup(int players, const Options& options) const override;
};

class KentuckyState : public TableState {
 public:
  KentuckyState(int players, const Options& options, uint64_t seed);
  std::string GameName() const override { return "kentucky"; }
  int CurrentPlayer() const override;
  const Rules& CurrentRules() const override { return rules_; }
  std::vector<Move> LegalMoves() const override;
  std::optional<Error> Check(const Move& move) const override;
  void ViewInto(int seat, TableView& v) const override;
  std::unique_ptr<State> Clone() const override { return std::make_unique<KentuckyState>(*this); }
  std::string ToString() const override;
  int PackSize() const override { return rules_.pack.Size(); }

  const Contract& CurrentContract() const { return contract_; }
  // Whose turn it is (while claims are asked, CurrentPlayer is the player being asked).
  int Turn() const { return current_; }
  // The discard just made is open: the next player has not drawn yet.
  bool ClaimOpen() const { return window_ || claiming_; }
  // Why `seat` may not make this claim ("pass", "mayi", "kentucky <card> on <meld>") on the
  // open discard now; nullopt if it may. The next player is not a claimant: they take or draw.
  std::optional<Error> CheckClaim(int seat, const Move& move) const;
  bool IsDown(int seat) const { return down_[seat]; }
  int MayICalls(int seat) const { return may_i_[seat]; }
  // Tests and puzzles: after SetPosition, mark who is down and the hand number (contract).
  void SetHand(int hand_number, const std::vector<bool>& down);
  // Tests: the discard on top was just made by the player before the current one (claims open).
  void OpenClaims() {
    window_ = true;
    dead_ = false;
  }

 protected:
  void DoApply(const Move& move) override;
  // Positions (kentucky_position.cc).
  void WriteGameFields(PositionWriter& out) const override;
  std::optional<Error> ReadGameFields(PositionReader& in) override;
  std::optional<Error> PreparePosition(PositionReader& in) override;
  bool LayersScored() const override { return true; }

 private:
  struct GoDown {
    std::vector<Meld> melds;
    size_t used = 0;
  };
  Result<GoDown> CheckGoDown(const std::vector<MeldSpec>& specs) const;
  // Table meld `target` with `card` laid off by `seat`, or why not (including the wild limits).
  Result<Meld> CheckLayOffOn(int seat, Card card, int target, End end) const;
  // Refuses leaving `left` in hand after a meld or lay-off: a hand cannot end without a
  // discard, and the card kept must be one that may be discarded.
  std::optional<Error> CheckKept(const std::vector<Card>& left, bool may_empty) const;
  std::optional<Error> CheckPlay(const Move& move) const;
  bool CanClaim(int seat) const;
  int NextClaimant(int after) const;  // -1 when the claim round is over
  void EndClaims(bool claimed);
  void DrawForTurn();
  void Deal();
  int CardsDealt(int hand) const;  // in hand `hand` (its contract set)
  void EndHand();
  int Discarder() const { return (current_ + players_ - 1) % players_; }
  int Allowed(int seat) const;  // May I calls left, -1 unlimited
  int PenaltyCards() const;

  Rules rules_;
  Contract contract_;
  std::string contract_text_;      // contract_.ToString(), set with it (every view shows it)
  std::string contract_sentence_;  // contract_.InSentence(), for the status line and refusals
  std::vector<bool> down_;
  std::vector<int> may_i_;
  bool window_ = false;    // the top discard was just made and the next player has not drawn
  bool claiming_ = false;  // the claim round runs; claimant_ is being asked
  int claimant_ = -1;
  bool dead_ = false;  // the top discard may be neither taken nor claimed
  bool went_down_now_ = false;
  bool extra_hand_ = false;
};

// Claims as they arrive in real time ("first click wins, ties resolved by seat order",
// RULES.md 1.A): while a discard is open, calls come in any order; Close applies them to the
// state exactly as the sequential procedure would (the next player's take first, then the
// claim round in seat order from the next player's left), so the result does not depend on
// the order of arrival. With the first-come house option the earliest call wins instead.
class ClaimWindow {
 public:
  explicit ClaimWindow(const KentuckyState& state) : state_(&state) {}
  // A call: the next player's "take" or "draw", anyone else's "mayi", "kentucky ..." or "pass".
  // A refused call is not recorded; a player's later call replaces an earlier one.
  std::optional<Error> Call(int seat, const Move& move);
  // Resolves the window on `state` (the state it was opened on, unchanged since) and returns
  // who got the discard, -1 if nobody did.
  int Close(KentuckyState& state);

 private:
  struct Entry {
    int seat;
    Move move;
    int order;
  };
  const KentuckyState* state_;
  std::vector<Entry> calls_;
  int arrivals_ = 0;
};

}  // namespace rummy::kentucky
