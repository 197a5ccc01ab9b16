#include "games/rummy/rummy.h"

#include <algorithm>
#include <map>

#include "cards/pack.h"
#include "solver/meld_search.h"

namespace rummy::track {

namespace {
Error Refuse(const std::string& why) { return Error{ErrorCode::kParse, why}; }

// The first lay-off of a chain from `hand` that extends the run `run` (table meld `index`) up to
// `card`, which is then laid off too, keeping `keep` cards; nullopt if there is none.
std::optional<Move> LayOffChain(const Rules& rules, const std::vector<Card>& hand, const Meld& run, int index, Card card,
                                size_t keep, FaceCounts on_table) {
  if (run.kind != MeldKind::kRun || rules.IsWild(card) || card.suit() != run.suit) return std::nullopt;
  for (int pos : {card.rank(), card.rank() == kAce ? 14 : 0}) {
    if (pos == 0 || (pos >= run.low && pos <= run.high())) continue;
    const End end = pos < run.low ? End::kLow : End::kHigh;
    Meld m = run;
    FaceCounts seen = on_table;
    std::vector<Card> left = hand;
    left.erase(std::find(left.begin(), left.end(), card));
    std::optional<Move> first;
    bool broken = false;
    for (int p = end == End::kLow ? run.low - 1 : run.high() + 1; p != pos && !broken; p += end == End::kLow ? -1 : 1) {
      // The card for position p: the natural one if held (and free to play), else a wild.
      const int face = static_cast<int>(run.suit) * 13 + PositionRank(p) - 1;
      auto it = std::find_if(left.begin(), left.end(), [&](Card c) { return !rules.IsWild(c) && c.face() == face; });
      if (it == left.end() || !FreeToPlay(rules, *it, seen)) {
        it = std::find_if(left.begin(), left.end(), [&](Card c) { return rules.IsWild(c); });
      }
      Result<Meld> next =
          it == left.end() ? Result<Meld>(Error{ErrorCode::kCannotLayOff, ""}) : LayOff(rules, m, *it, end, &seen);
      if (!next || left.size() - 1 < keep) {
        broken = true;
        break;
      }
      if (!first) first = Move::Of(MoveKind::kLayOff, *it, index, end);
      seen[face] = static_cast<uint8_t>(seen[face] + 1);
      m = *next;
      left.erase(it);
    }
    if (broken || !first || !FreeToPlay(rules, card, seen) || !LayOff(rules, m, card, end, &seen)) continue;
    return first;
  }
  return std::nullopt;
}

// PlayTowards without exchanges: a new meld, a lay-off, or a chain of lay-offs.
std::optional<Move> PlayTowardsFrom(const Rules& rules, const std::vector<Card>& hand, const std::vector<Meld>& table, Card card,
                                    size_t keep, bool new_meld_only, const FaceCounts& on_table) {
  if (std::optional<Meld> m = MeldWith(rules, hand, card, on_table, keep)) {
    return Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(*m)});
  }
  if (new_meld_only || hand.size() - 1 < keep || !FreeToPlay(rules, card, on_table)) return std::nullopt;
  const std::vector<LayOffTarget> t = LayOffTargets(rules, table, card, &on_table);
  if (!t.empty()) return Move::Of(MoveKind::kLayOff, card, t[0].meld, t[0].end);
  for (int i = 0; i < static_cast<int>(table.size()); ++i) {
    if (std::optional<Move> first = LayOffChain(rules, hand, table[i], i, card, keep, on_table)) return first;
  }
  return std::nullopt;
}
}  // namespace

std::optional<Meld> MeldWith(const Rules& rules, const std::vector<Card>& hand, Card card, const FaceCounts& on_table,
                             size_t keep) {
  std::optional<Meld> best;
  int best_value = -1;
  ForEachMeld(rules, hand, [&](const Meld& m) {
    if (hand.size() - m.cards.size() < keep) return;
    // By face: with two decks the search may hold the other copy; moves name faces, and the
    // engine uses the copy that was taken.
    if (std::none_of(m.cards.begin(), m.cards.end(), [&](Card c) { return c.face() == card.face(); })) return;
    if (!std::all_of(m.cards.begin(), m.cards.end(), [&](Card c) { return FreeToPlay(rules, c, on_table); })) return;
    std::vector<Meld> readings = MeldReadings(rules, m.cards, &on_table);
    if (readings.empty()) return;
    const int v = MeldTableValue(rules, readings[0]);
    if (v > best_value) {
      best_value = v;
      best = readings[0];
    }
  });
  return best;
}

std::optional<Move> PlayTowards(const Rules& rules, const std::vector<Card>& hand, const std::vector<Meld>& table, Card card,
                                size_t keep, bool new_meld_only) {
  const FaceCounts on_table = RepresentedFaces(rules, table);
  if (std::optional<Move> m = PlayTowardsFrom(rules, hand, table, card, keep, new_meld_only, on_table)) return m;
  if (new_meld_only && !rules.IsWild(card) && !FreeToPlay(rules, card, on_table)) return std::nullopt;
  for (int t = 0; t < static_cast<int>(table.size()); ++t) {
    if (!new_meld_only && !rules.IsWild(card) && ExchangeWild(rules, table[t], card)) {
      return Move::Of(MoveKind::kExchange, card, t);  // the card itself takes the joker's place
    }
  }
  // One exchange first: the joker it frees may be what the card needs.
  for (int t = 0; t < static_cast<int>(table.size()); ++t) {
    for (Card y : hand) {
      if (rules.IsWild(y) || y.face() == card.face()) continue;
      Result<WildExchange> ex = ExchangeWild(rules, table[t], y);
      if (!ex) continue;
      std::vector<Card> after = hand;
      after.erase(std::find(after.begin(), after.end(), y));
      after.push_back(ex->wild);
      std::vector<Meld> table_after = table;
      table_after[t] = ex->meld;
      // (In a set the natural now shows its own face: what jokers may stand for changes.)
      const FaceCounts on_table_after = RepresentedFaces(rules, table_after);
      if (PlayTowardsFrom(rules, after, table_after, card, keep, new_meld_only, on_table_after)) {
        return Move::Of(MoveKind::kExchange, y, t);
      }
    }
  }
  return std::nullopt;
}

std::vector<OptionInfo> RummyGame::OptionList() const {
  return {
      {"short-game", "Play to 350 instead of 500", 0, 0, 1},
      {"deal-by-players", "Deal 13 cards to two players and 7 to more, instead of 8", 0, 0, 1},
      {"top-card-free", "The top track card taken alone need not be used at once", 0, 0, 1},
      {"new-meld-only", "A card taken from the track must go into a new meld (not a lay-off)", 0, 0, 1},
      {"must-discard", "A round ends only with a discard", 0, 0, 1},
      {"stock-out-ends", "The round ends as soon as the stock is empty", 0, 0, 1},
      {"low-ace-one", "An ace in A-2-3 scores 1", 0, 0, 1},
      {"duplicate-suits", "With two decks, sets may repeat a suit", 0, 0, 1},
      {"naturals-majority", "Natural cards must outnumber jokers in every meld", 0, 0, 1},
      {"shared-win", "Players tied for the top share the win instead of playing on", 0, 0, 1},
      {"keep-taken", "No card taken from the track this turn may be discarded", 0, 0, 1},
      {"forced-exchange", "A player holding the card a table joker stands for must exchange it before discarding", 0, 0, 1},
      {"call-rummy", "Others may call \"Rummy!\" on a discard that fits a table meld and lay it off themselves", 0, 0, 1},
  };
}

std::unique_ptr<State> RummyGame::Create(int players, const Options& options, uint64_t seed) const {
  return std::make_unique<RummyState>(players, options, seed);
}

RummyState::RummyState(int players, const Options& options, uint64_t seed) : TableState(seed, options, players) {
  rules_ = RulesFor(this->options(), players);
  const int cards = Option("deal-by-players") ? (players == 2 ? 13 : 7) : 8;
  DealHand(rules_.pack, cards);
}

int RummyState::CurrentPlayer() const { return calling_ && phase_ != Phase::kOver ? caller_ : TableState::CurrentPlayer(); }

bool RummyState::Playable(Card c) const {
  const FaceCounts on_table = OnTable();
  return !CheckNaturalsFree({c}, on_table) && !LayOffTargets(rules_, MeldsOf(melds_), c, &on_table).empty();
}

int RummyState::NextCaller(int from) const {
  const int p = (from + 1) % players_;
  return p == discarder_ ? -1 : p;  // -1: everybody else has been asked
}

FaceCounts RummyState::OnTable() const { return RepresentedFaces(rules_, MeldsOf(melds_)); }

std::optional<Error> RummyState::CheckNaturalsFree(const std::vector<Card>& cards, const FaceCounts& on_table) const {
  for (Card c : cards) {
    if (!FreeToPlay(rules_, c, on_table)) {
      return Refuse(c.Pretty() + " is on the table as a joker: exchange it for that joker instead.");
    }
  }
  return std::nullopt;
}

std::optional<Error> RummyState::CheckHandAfter(size_t left) const {
  if (left == 0 && Option("must-discard")) return Refuse("Keep a card: in this game you go out with a discard.");
  return std::nullopt;
}

std::optional<Error> RummyState::CheckStillUsable(const std::vector<Card>& hand, const std::vector<Meld>& table) const {
  if (!must_use_ || std::find(hand.begin(), hand.end(), *must_use_) == hand.end()) return std::nullopt;
  if (PlayTowards(rules_, hand, table, *must_use_, Keep(), Option("new-meld-only"))) return std::nullopt;
  return Refuse("That would leave you no way to put " + CardInWords(*must_use_) +
                ", which you took from the track, on the table this turn.");
}

Result<std::vector<Meld>> RummyState::ResolveMelds(const std::vector<MeldSpec>& specs) const {
  std::vector<Card> left = hands_[current_];
  FaceCounts on_table = OnTable();
  std::vector<Meld> out;
  for (const MeldSpec& s : specs) {
    Result<std::vector<Card>> cards = FromCards(left, s.cards, Taken::kPrefer);
    if (!cards) return cards.error();
    if (std::optional<Error> e = CheckNaturalsFree(*cards, on_table)) return *e;
    Result<Meld> m = CheckMeld(rules_, *cards, s.hint, &on_table);
    if (!m) return m.error();
    for (Card c : *cards) left.erase(std::find(left.begin(), left.end(), c));
    const FaceCounts added = RepresentedFaces(rules_, {*m});
    for (int f = 0; f < kNumFaces; ++f) on_table[f] = static_cast<uint8_t>(on_table[f] + added[f]);
    out.push_back(*m);
  }
  return out;
}

Result<Card> RummyState::DiscardCopy(Card named) const {
  const std::vector<Card>& hand = hands_[current_];
  for (Card c : hand) {
    if (c.face() == named.face() && std::find(taken_cards_.begin(), taken_cards_.end(), c) == taken_cards_.end()) return c;
  }
  Result<std::vector<Card>> c = FromHand(current_, {named});
  if (!c) return c.error();
  return (*c)[0];
}

int RummyState::TrackIndex(const Move& move) const {
  if (discard_.empty()) return -1;
  if (move.target < 0) return static_cast<int>(discard_.size()) - 1;  // "take": the top card
  return LastOfFace(discard_, move.card);
}

std::optional<Error> RummyState::Check(const Move& move) const {
  if (phase_ == Phase::kOver) return Refuse("The match is over.");
  const int me = current_;
  const std::vector<Card>& hand = hands_[me];
  if (calling_) {
    const Card d = discard_.back();
    if (move.kind == MoveKind::kPass) return std::nullopt;
    if (move.kind != MoveKind::kRummy) {
      return Refuse("First answer about " + CardInWords(d) + ": call Rummy! to lay it off, or let it go.");
    }
    if (move.card.face() != d.face()) return Refuse("Only the discard, " + CardInWords(d) + ", can be called.");
    if (move.target < 0 || move.target >= static_cast<int>(melds_.size())) return Refuse("There is no such meld on the table.");
    const FaceCounts on_table = OnTable();
    Result<Meld> m = LayOff(rules_, melds_[move.target].meld, d, move.end, &on_table);
    if (!m) return m.error();
    return std::nullopt;
  }
  if (move.kind == MoveKind::kRummy) return Refuse("\"Rummy!\" is called only on another player's discard, when asked.");
  if (phase_ == Phase::kDraw) {
    switch (move.kind) {
      case MoveKind::kDrawStock:
        if (stock_.empty()) return Refuse("The stock is empty: take from the track, or pass to end the round.");
        return std::nullopt;
      case MoveKind::kTakeDiscard: {
        const int i = TrackIndex(move);
        if (i < 0) return Refuse(move.card.Pretty() + " is not on the track.");
        const Card x = discard_[i];
        if (Option("top-card-free") && i == static_cast<int>(discard_.size()) - 1) return std::nullopt;
        std::vector<Card> with = hand;
        with.insert(with.end(), discard_.begin() + i, discard_.end());
        if (!PlayTowards(rules_, with, MeldsOf(melds_), x, Keep(), Option("new-meld-only"))) {
          // Two lines on a phone: four grew the message over the melds (playtest).
          return Refuse("You could not use " + CardInWords(x) + " this turn: a track card must go into " +
                        (Option("new-meld-only") ? "a new meld." : "a meld or a lay-off."));
        }
        return std::nullopt;
      }
      case MoveKind::kPass:
        if (!stock_.empty()) return Refuse("Draw from the stock or take from the track.");
        return std::nullopt;  // with the stock gone, not taking from the track ends the round
      default: return Refuse("Draw a card first: from the stock or the track.");
    }
  }
  switch (move.kind) {
    case MoveKind::kDrawStock:
    case MoveKind::kTakeDiscard:
    case MoveKind::kPass: return Refuse("You have drawn already this turn.");
    case MoveKind::kMeld: {
      if (move.melds.empty()) return Refuse("Say which cards to meld.");
      Result<std::vector<Meld>> melds = ResolveMelds(move.melds);
      if (!melds) return melds.error();
      std::vector<Card> used;
      for (const Meld& m : *melds) used.insert(used.end(), m.cards.begin(), m.cards.end());
      if (std::optional<Error> e = CheckHandAfter(hand.size() - used.size())) return e;
      std::vector<Meld> table = MeldsOf(melds_);
      table.insert(table.end(), melds->begin(), melds->end());
      return CheckStillUsable(Without(hand, used), table);
    }
    case MoveKind::kLayOff: {
      if (move.target < 0 || move.target >= static_cast<int>(melds_.size())) return Refuse("There is no such meld on the table.");
      Result<std::vector<Card>> c = FromHand(me, {move.card}, Taken::kPrefer);
      if (!c) return c.error();
      if (must_use_ && (*c)[0] == *must_use_ && Option("new-meld-only")) {
        return Refuse("You took " + CardInWords(*must_use_) + " from the track: in this game it must go into a new meld.");
      }
      const FaceCounts on_table = OnTable();
      if (std::optional<Error> e = CheckNaturalsFree(*c, on_table)) return e;
      Result<Meld> m = LayOff(rules_, melds_[move.target].meld, (*c)[0], move.end, &on_table);
      if (!m) return m.error();
      if (std::optional<Error> e = CheckHandAfter(hand.size() - 1)) return e;
      if (!must_use_) return std::nullopt;
      std::vector<Meld> table = MeldsOf(melds_);
      table[move.target] = *m;
      return CheckStillUsable(Without(hand, *c), table);
    }
    case MoveKind::kExchange: {
      if (move.target < 0 || move.target >= static_cast<int>(melds_.size())) return Refuse("There is no such meld on the table.");
      if (!move.melds.empty())
        return Refuse("In Rummy the joker goes to your hand: swap your card for it without laying a new meld.");
      Result<std::vector<Card>> c = FromHand(me, {move.card}, ExchangeCopy());
      if (!c) return c.error();
      Result<WildExchange> ex = ExchangeWild(rules_, melds_[move.target].meld, (*c)[0]);
      if (!ex) return ex.error();
      if (!must_use_) return std::nullopt;
      if ((*c)[0] == *must_use_ && Option("new-meld-only")) {
        return Refuse("You took " + CardInWords(*must_use_) + " from the track: in this game it must go into a new meld.");
      }
      std::vector<Card> after = Without(hand, *c);
      after.push_back(ex->wild);
      std::vector<Meld> table = MeldsOf(melds_);
      table[move.target] = ex->meld;
      return CheckStillUsable(after, table);
    }
    case MoveKind::kDiscard: {
      if (must_use_) {
        return Refuse("You took " + CardInWords(*must_use_) + " from the track: it must be on the table (in a meld" +
                      (Option("new-meld-only") ? "" : " or a lay-off") + ") before your turn ends.");
      }
      Result<Card> c = DiscardCopy(move.card);
      if (!c) return c.error();
      if (Option("forced-exchange")) {
        for (Card x : hand) {
          for (const TableMeld& t : melds_) {
            if (!rules_.IsWild(x) && ExchangeWild(rules_, t.meld, x)) {
              return Refuse("You hold " + CardInWords(x) +
                            ", which a joker on the table stands for: exchange it for that joker first.");
            }
          }
        }
      }
      auto taken_now = [&](Card x) { return std::find(taken_cards_.begin(), taken_cards_.end(), x) != taken_cards_.end(); };
      // (When every card left was taken this turn, one of them has to go.)
      if (Option("keep-taken") && taken_now(*c) && !std::all_of(hand.begin(), hand.end(), taken_now)) {
        return Refuse("In this game no card taken from the track this turn may be discarded.");
      }
      return std::nullopt;
    }
    default: return Refuse("That move is not part of Rummy.");
  }
}

void RummyState::DoApply(const Move& move) {
  if (calling_) {
    if (move.kind == MoveKind::kRummy) {
      const Card d = discard_.back();
      discard_.pop_back();
      const FaceCounts on_table = OnTable();
      PutOnMeld(move.target, *LayOff(rules_, melds_[move.target].meld, d, move.end, &on_table), d, caller_);
      calling_ = false;
    } else {
      caller_ = NextCaller(caller_);
      calling_ = caller_ >= 0;
    }
    return;
  }
  const int me = current_;
  switch (move.kind) {
    case MoveKind::kDrawStock:
      hands_[me].push_back(stock_.back());
      stock_.pop_back();
      phase_ = Phase::kPlay;
      return;
    case MoveKind::kTakeDiscard: {
      const int i = TrackIndex(move);
      const Card x = discard_[i];
      taken_cards_.assign(discard_.begin() + i, discard_.end());
      hands_[me].insert(hands_[me].end(), taken_cards_.begin(), taken_cards_.end());
      discard_.erase(discard_.begin() + i, discard_.end());
      taken_ = x;
      const bool free_top = Option("top-card-free") && taken_cards_.size() == 1;
      if (!free_top) must_use_ = x;
      phase_ = Phase::kPlay;
      return;
    }
    case MoveKind::kPass: EndRound(); return;
    case MoveKind::kMeld: {
      const std::vector<Meld> melds = *ResolveMelds(move.melds);  // a copy: the Result is a temporary
      for (const Meld& m : melds) {
        RemoveFromHand(me, m.cards);
        melds_.push_back(TableMeld{me, m, std::vector<int>(m.cards.size(), me)});
        if (must_use_ && std::find(m.cards.begin(), m.cards.end(), *must_use_) != m.cards.end()) must_use_.reset();
      }
      break;
    }
    case MoveKind::kLayOff: {
      const Card c = (*FromHand(me, {move.card}, Taken::kPrefer))[0];
      const FaceCounts on_table = OnTable();
      PutOnMeld(move.target, *LayOff(rules_, melds_[move.target].meld, c, move.end, &on_table), c, me);
      RemoveFromHand(me, {c});
      if (must_use_ && c == *must_use_) must_use_.reset();
      break;
    }
    case MoveKind::kExchange: {
      const Card c = (*FromHand(me, {move.card}, ExchangeCopy()))[0];
      ExchangeOnTable(me, move.target, c);
      if (must_use_ && c == *must_use_) must_use_.reset();  // it took the joker's place on the table
      break;
    }
    case MoveKind::kDiscard: {
      const Card c = *DiscardCopy(move.card);
      RemoveFromHand(me, {c});
      discard_.push_back(c);
      AfterTurn();
      return;
    }
    default: RUMMY_CHECK(false);
  }
  if (hands_[me].empty()) EndRound();
}

void RummyState::AfterTurn() {
  if (hands_[current_].empty() || (Option("stock-out-ends") && stock_.empty())) {
    EndRound();
    return;
  }
  discarder_ = current_;
  EndTurn();
  must_use_.reset();
  taken_cards_.clear();
  // House rule R15: a discard that fits a table meld may be called, the next player asked first.
  if (Option("call-rummy") && !discard_.empty() && Playable(discard_.back())) {
    calling_ = true;
    caller_ = current_;
  }
}

void RummyState::EndRound() {
  calling_ = false;
  RecordHand(TableMinusHand(), -1, TableMinusHandParts());
  must_use_.reset();
  taken_cards_.clear();
  const int best = *std::max_element(Sheet().totals.begin(), Sheet().totals.end());
  if (best >= Target()) {
    std::vector<int> top;
    for (int p = 0; p < players_; ++p) {
      if (Sheet().totals[p] == best) top.push_back(p);
    }
    if (top.size() == 1 || Option("shared-win")) {
      FinishMatch(top);
      return;
    }
  }
  dealer_ = (dealer_ + 1) % players_;
  DealHand(rules_.pack, static_cast<int>(Option("deal-by-players") ? (players_ == 2 ? 13 : 7) : 8));
}

std::vector<Move> RummyState::LegalMoves() const {
  std::vector<Move> moves;
  if (phase_ == Phase::kOver) return moves;
  auto add = [&](const Move& m) {
    if (!Check(m) && std::find(moves.begin(), moves.end(), m) == moves.end()) moves.push_back(m);
  };
  if (calling_) {
    add(Move::Of(MoveKind::kPass));
    const FaceCounts on_table = OnTable();
    for (const LayOffTarget& t : LayOffTargets(rules_, MeldsOf(melds_), discard_.back(), &on_table)) {
      add(Move::Of(MoveKind::kRummy, discard_.back(), t.meld, t.end));
    }
    return moves;
  }
  const std::vector<Card>& hand = hands_[current_];
  if (phase_ == Phase::kDraw) {
    add(Move::Draw());
    for (Card c : discard_) add(Move::Of(MoveKind::kTakeDiscard, c, 0));
    add(Move::Of(MoveKind::kPass));
    return moves;
  }
  ForEachMeld(rules_, hand, [&](const Meld& m) { add(Move::Of(MoveKind::kMeld, Card(), -1, End::kAuto, {SpecOf(m)})); });
  const std::vector<Meld> table = MeldsOf(melds_);
  const FaceCounts on_table = OnTable();
  for (Card c : hand) {
    for (const LayOffTarget& t : LayOffTargets(rules_, table, c, &on_table)) add(Move::Of(MoveKind::kLayOff, c, t.meld, t.end));
    for (int t = 0; t < static_cast<int>(melds_.size()); ++t) add(Move::Of(MoveKind::kExchange, c, t));
    add(Move::Discard(c));
  }
  return moves;
}

void RummyState::ViewInto(int seat, TableView& v) const {
  BaseViewInto(seat, v);
  v.discard = discard_;  // the whole track is face up
  OnTableInto(v.on_table);
  v.taken = must_use_;
  RummyView& own = v.FillPart<RummyView>();
  own.taken_cards = taken_cards_;
  own.calling = calling_ && phase_ != Phase::kOver;
  v.turn = phase_ == Phase::kOver ? -1 : current_;
  v.asked = own.calling;
  const std::string who = PlayerName(current_);
  if (phase_ == Phase::kOver) {
    v.status = "The match is over.";
  } else if (calling_) {
    v.status =
        PlayerName(caller_) + ": call Rummy on " + CardInWords(discard_.back()) + " (lay it off on a meld at once) or let it go.";
  } else if (phase_ == Phase::kDraw) {
    v.status = stock_.empty() ? who + ": take from the track and use that card, or pass to end the round."
                              : who + ": draw from the stock, or take a track card with all after it, then play it.";
  } else if (must_use_) {
    v.status = who + ": put " + CardInWords(*must_use_) + " on the table this turn, then discard.";
  } else {
    v.status = who + ": meld, lay off or exchange a joker, then discard.";
  }
}

std::string RummyState::ToString() const {
  std::string s = BaseString() + "rules " + rules_.name + " must-use " +
                  (must_use_ ? must_use_->ToString() + "/" + std::to_string(must_use_->code()) : std::string("-")) + " taken " +
                  CardsToString(taken_cards_) + " laid-by";
  // Only under the house rule that has them, so that the check value of every save made before
  // the rule existed stays the same (saved games keep loading).
  if (Option("call-rummy"))
    s += " calling " + std::to_string(calling_ ? caller_ : -1) + " discarder " + std::to_string(discarder_);
  s += LaidByString();
  return s + "\n";
}

}  // namespace rummy::track
