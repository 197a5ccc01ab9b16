#include "game/table_state.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <optional>

namespace rummy {

TableState::TableState(uint64_t seed, Options options, int players)
    : State(seed, std::move(options)), players_(players), rng_(seed), hands_(players) {
  MutableSheet().totals.assign(players, 0);
  dealer_ = static_cast<int>(rng_.Below(static_cast<uint64_t>(players)));  // the first dealer is random
}

std::vector<std::span<Card>> TableState::HiddenPlaces(int seat) {
  std::vector<std::span<Card>> places;
  for (int p = 0; p < players_; ++p) {
    if (p != seat) places.emplace_back(hands_[p]);
  }
  places.emplace_back(stock_);
  return places;
}

std::unique_ptr<State> TableState::Determinize(int seat, Rng& rng) const {
  std::unique_ptr<State> copy = Clone();
  auto& t = static_cast<TableState&>(*copy);
  const std::vector<std::span<Card>> places = t.HiddenPlaces(seat);
  std::vector<Card> hidden;
  for (const std::span<Card> place : places) hidden.insert(hidden.end(), place.begin(), place.end());
  std::sort(hidden.begin(), hidden.end());
  Shuffle(hidden.data(), static_cast<int>(hidden.size()), rng);
  size_t next = 0;
  for (const std::span<Card> place : places) {
    for (Card& c : place) c = hidden[next++];
  }
  t.rng_ = Rng(rng.Next());
  return copy;
}

void TableState::DealHand(const Pack& pack, int cards_each) {
  ++hand_number_;
  DealFrom(pack.Shuffled(rng_), cards_each);
}

void TableState::DealFrom(std::vector<Card> deck, int cards_each) {
  stock_turnovers_ = 0;
  for (std::vector<Card>& h : hands_) h.clear();
  melds_.clear();
  discard_.clear();
  taken_.reset();
  // The deck's back is its top.
  std::reverse(deck.begin(), deck.end());
  for (int round = 0; round < cards_each; ++round) {
    for (int k = 1; k <= players_; ++k) {
      hands_[(dealer_ + k) % players_].push_back(deck.back());
      deck.pop_back();
    }
  }
  discard_.push_back(deck.back());
  deck.pop_back();
  stock_ = std::move(deck);
  current_ = (dealer_ + 1) % players_;
  phase_ = Phase::kDraw;
}

std::optional<Error> TableState::SetPosition(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard,
                                             const std::vector<Card>& stock_top, int current,
                                             const std::vector<TableMeld>& table) {
  if (static_cast<int>(hands.size()) != players_) return Error{ErrorCode::kParse, "one hand per player"};
  std::vector<Card> pool = CurrentRules().pack.Cards();
  auto take = [&](Card c) -> std::optional<Card> {
    auto it = std::find_if(pool.begin(), pool.end(), [&](Card p) { return p.face() == c.face(); });
    if (it == pool.end()) return std::nullopt;
    const Card got = *it;
    pool.erase(it);
    return got;
  };
  auto place = [&](std::span<const Card> cards, auto& into) -> std::optional<Error> {
    into.clear();
    for (Card c : cards) {
      std::optional<Card> got = take(c);
      if (!got) return Error{ErrorCode::kNotInPack, "the pack has no more " + CardWord(c) + (c.is_joker() ? "s" : "")};
      into.push_back(*got);
    }
    return std::nullopt;
  };
  std::vector<std::vector<Card>> new_hands(players_);
  std::vector<Card> new_discard, top;
  for (int p = 0; p < players_; ++p) {
    if (auto e = place(hands[p], new_hands[p])) return e;
  }
  if (auto e = place(discard, new_discard)) return e;
  if (auto e = place(stock_top, top)) return e;
  std::vector<TableMeld> new_melds = table;
  for (TableMeld& m : new_melds) {
    if (auto e = place(table.at(&m - new_melds.data()).meld.cards, m.meld.cards)) return e;
  }
  hands_ = new_hands;
  discard_ = new_discard;
  stock_ = pool;
  for (auto it = top.rbegin(); it != top.rend(); ++it) stock_.push_back(*it);
  melds_ = new_melds;
  taken_.reset();
  current_ = current;
  phase_ = Phase::kDraw;
  return std::nullopt;
}

bool TableState::DrawFromStock(int seat) {
  if (stock_.empty()) {
    if (discard_.size() <= 1) return false;
    const Card top = discard_.back();
    // Turned over face down, the pile's bottom card is the new stock's top (our stock's back).
    stock_.assign(discard_.rbegin() + 1, discard_.rend());
    if (turnover_shuffles_) Shuffle(stock_.data(), static_cast<int>(stock_.size()), rng_);
    discard_.assign(1, top);
    ++stock_turnovers_;
  }
  hands_[seat].push_back(stock_.back());
  stock_.pop_back();
  return true;
}

namespace {
void FacesOf(const std::vector<Card>& pool, int16_t* faces) {
  for (size_t i = 0; i < pool.size(); ++i) faces[i] = static_cast<int16_t>(pool[i].face());
}
}  // namespace

int TableState::PickCopy(const std::vector<Card>& pool, const int16_t* faces, Card card, Taken taken,
                         const UsedCards& used) const {
  int pick = -1;
  const int face = card.face();
  for (size_t i = 0; i < pool.size(); ++i) {
    if (faces[i] != face || used[i]) continue;
    if (!taken_) return static_cast<int>(i);  // no card taken this turn: nothing to prefer or avoid
    if (pick < 0) pick = static_cast<int>(i);
    if ((pool[i] == *taken_) == (taken == Taken::kPrefer)) return static_cast<int>(i);
  }
  return pick;
}

Error TableState::NotHeld(const std::vector<Card>& pool, Card card) {
  const long held = std::count_if(pool.begin(), pool.end(), [&](Card h) { return h.face() == card.face(); });
  return Error{ErrorCode::kParse, held == 0 ? "You do not hold " + CardInWords(card) + "."
                                            : "You hold only " + std::to_string(held) + " " + CardWord(card) +
                                                  (card.is_joker() && held > 1 ? "s." : ".")};
}

Result<std::vector<Card>> TableState::FromCards(const std::vector<Card>& pool, const std::vector<Card>& cards,
                                                Taken taken) const {
  RUMMY_CHECK(pool.size() <= UsedCards().size());
  UsedCards used;
  int16_t faces[UsedCards().size()];
  FacesOf(pool, faces);
  std::vector<Card> out;
  out.reserve(cards.size());
  for (Card c : cards) {
    const int i = PickCopy(pool, faces, c, taken, used);
    if (i < 0) return NotHeld(pool, c);
    used[i] = true;
    out.push_back(pool[i]);
  }
  return out;
}

Result<Card> TableState::OneFromCards(const std::vector<Card>& pool, Card card, Taken taken) const {
  RUMMY_CHECK(pool.size() <= UsedCards().size());
  int16_t faces[UsedCards().size()];
  FacesOf(pool, faces);
  const int i = PickCopy(pool, faces, card, taken, UsedCards());
  if (i < 0) return NotHeld(pool, card);
  return pool[i];
}

void TableState::RemoveFromHand(int seat, std::span<const Card> physical) {
  for (Card c : physical) RemoveFromHand(seat, c);
}

void TableState::RemoveFromHand(int seat, Card physical) {
  auto it = std::find(hands_[seat].begin(), hands_[seat].end(), physical);
  RUMMY_CHECK(it != hands_[seat].end());
  hands_[seat].erase(it);
}

std::optional<Error> TableState::CheckPhase(const Move& move) const {
  if (phase_ == Phase::kOver) return Error{ErrorCode::kParse, "The match is over."};
  const bool draw = move.kind == MoveKind::kDrawStock || move.kind == MoveKind::kTakeDiscard;
  if (phase_ == Phase::kDraw && !draw) return Error{ErrorCode::kParse, "Draw a card first: from the stock or the discard pile."};
  if (phase_ == Phase::kPlay && draw) return Error{ErrorCode::kParse, "You have drawn already this turn."};
  return std::nullopt;
}

void TableState::PutOnMeld(int target, const Meld& after, Card card, int layer) {
  TableMeld& t = melds_[target];
  std::map<uint16_t, int> by;
  for (int i = 0; i < t.meld.size(); ++i) by[t.meld.cards[i].code()] = LayerOf(t, i);
  by.emplace(card.code(), layer);
  std::vector<int> layers;
  for (Card c : after.cards) layers.push_back(by.at(c.code()));
  t.laid_by = std::move(layers);
  t.meld = after;
}

void TableState::ExchangeOnTable(int seat, int target, Card natural) {
  const TableMeld& t = melds_[target];
  const WildExchange ex = *ExchangeWild(CurrentRules(), t.meld, natural);
  const int slot = static_cast<int>(std::find(t.meld.cards.begin(), t.meld.cards.end(), ex.wild) - t.meld.cards.begin());
  PutOnMeld(target, ex.meld, natural, LayerOf(t, slot));
  RemoveFromHand(seat, {natural});
  hands_[seat].push_back(ex.wild);
}

std::string TableState::LaidByString() const {
  std::string s;
  for (const TableMeld& t : melds_) {
    s += " [";
    for (int l : t.laid_by) s += std::to_string(l);
    s += "]";
  }
  return s;
}

void TableState::OnTableInto(std::vector<int>& out) const {
  const Rules& rules = CurrentRules();
  out.assign(players_, 0);
  for (const TableMeld& t : melds_) {
    for (int i = 0; i < t.meld.size(); ++i) out[LayerOf(t, i)] += CardTableValue(rules, t.meld, i);
  }
}

std::vector<int> TableState::TableMinusHand() const {
  const Rules& rules = CurrentRules();
  std::vector<int> scores;
  OnTableInto(scores);
  for (int p = 0; p < players_; ++p) {
    for (Card c : hands_[p]) scores[p] -= rules.HandValue(c);
  }
  return scores;
}

std::vector<std::vector<ScorePart>> TableState::TableMinusHandParts() const {
  const Rules& rules = CurrentRules();
  std::vector<int> own(players_, 0), off(players_, 0), left(players_, 0);
  for (const TableMeld& t : melds_) {
    for (int i = 0; i < t.meld.size(); ++i) {
      const int layer = LayerOf(t, i);
      (layer == t.owner ? own : off)[layer] += CardTableValue(rules, t.meld, i);
    }
  }
  for (int p = 0; p < players_; ++p) {
    for (Card c : hands_[p]) left[p] += rules.HandValue(c);
  }
  std::vector<std::vector<ScorePart>> parts(players_);
  for (int p = 0; p < players_; ++p) {
    if (own[p] != 0) parts[p].push_back({"own melds", own[p]});
    if (off[p] != 0) parts[p].push_back({"laid off on others' melds", off[p]});
    if (left[p] != 0) parts[p].push_back({"cards left in hand", -left[p]});
  }
  return parts;
}

void TableState::RecordHand(const std::vector<int>& scores, int out, std::vector<std::vector<ScorePart>> parts) {
  if (out < 0) {
    const auto empty = std::find_if(hands_.begin(), hands_.end(), [](const std::vector<Card>& h) { return h.empty(); });
    out = empty == hands_.end() ? -1 : static_cast<int>(empty - hands_.begin());
  }
  // In these games a hand ends with someone out or with the stock run out.
  last_hand_ = std::make_shared<const HandEnd>(HandEnd{hands_, melds_, out, std::move(parts), out < 0, CurrentRules().wild_rank});
  ScoreSheet& sheet = MutableSheet();
  sheet.hands.push_back(scores);
  for (int p = 0; p < players_; ++p) sheet.totals[p] += scores[p];
}

void TableState::FinishMatch(std::vector<int> winners) {
  MutableSheet().winners = std::move(winners);
  phase_ = Phase::kOver;
  taken_.reset();
}

std::vector<Card> TableState::AllCards() const {
  std::vector<Card> all = stock_;
  all.insert(all.end(), discard_.begin(), discard_.end());
  for (const std::vector<Card>& h : hands_) all.insert(all.end(), h.begin(), h.end());
  for (const TableMeld& m : melds_) all.insert(all.end(), m.meld.cards.begin(), m.meld.cards.end());
  return all;
}

std::string PhaseName(bool over, bool draw) { return over ? "over" : draw ? "draw" : "play"; }

uint64_t TableState::NewSheetRevision() {
  static std::atomic<uint64_t> next{1};  // 0 is a new view's: no state's sheet
  return next.fetch_add(1, std::memory_order_relaxed);
}

void TableState::BaseViewInto(int seat, TableView& v) const {
  // One view object serves every move of a bot (and every game: tests/game/conformance_test.cc):
  // each field is set here, or emptied for the game's ViewInto to fill, its storage kept. A field
  // added to TableView is set or emptied here too.
  v.on_table.clear();
  v.opened.clear();
  v.opened_this_turn = false;
  v.status.clear();
  v.asked = false;
  v.turn = -1;
  v.game = GameName();
  v.seat = seat;
  v.players = players_;
  v.current = CurrentPlayer();
  v.phase = PhaseName(phase_ == Phase::kOver, phase_ == Phase::kDraw);
  v.hand_number = hand_number_;
  v.dealer = dealer_;
  v.hand = hands_[seat];
  v.hand_sizes.clear();
  for (const std::vector<Card>& h : hands_) v.hand_sizes.push_back(static_cast<int>(h.size()));
  v.stock_size = static_cast<int>(stock_.size());
  v.discard.clear();
  if (!discard_.empty()) v.discard.push_back(discard_.back());
  v.discard_size = static_cast<int>(discard_.size());
  v.melds = melds_;
  v.last_hand = last_hand_;
  // The sheet changes once a hand: copied when its revision is not the view's, row by row into the
  // rows the view already has (a whole copy would make every row afresh, a heap block each).
  if (v.sheet_revision != sheet_revision_) {
    v.sheet_revision = sheet_revision_;
    v.sheet.lowest_wins = sheet_.lowest_wins;
    v.sheet.hands.resize(sheet_.hands.size());
    for (size_t i = 0; i < sheet_.hands.size(); ++i) v.sheet.hands[i] = sheet_.hands[i];
    v.sheet.totals = sheet_.totals;
    v.sheet.winners = sheet_.winners;
  }
  v.taken = taken_;
  v.options = SharedOptions();
}

std::string TableState::BaseString() const {
  std::string s = GameName() + " hand " + std::to_string(hand_number_) + " dealer " + std::to_string(dealer_) + " current " +
                  std::to_string(current_) + " phase " + PhaseName(phase_ == Phase::kOver, phase_ == Phase::kDraw) + "\n";
  s += "stock: " + CardsToString(stock_) + "\n";
  s += "discard: " + CardsToString(discard_) + "\n";
  for (int p = 0; p < players_; ++p) s += "hand " + std::to_string(p) + ": " + CardsToString(hands_[p]) + "\n";
  for (const TableMeld& m : melds_) {
    s += "meld of " + std::to_string(m.owner) + ": " + CardsToString(m.meld.cards) + " kind " +
         std::to_string(static_cast<int>(m.meld.kind)) + " low " + std::to_string(m.meld.low) + " rank " +
         std::to_string(m.meld.rank) + "\n";
  }
  s += "turnovers: " + std::to_string(stock_turnovers_) + "\n";
  s += "taken: " + (taken_ ? taken_->ToString() + "/" + std::to_string(taken_->code()) : std::string("-")) + "\n";
  s += "sheet:";
  for (const std::vector<int>& h : sheet_.hands) {
    s += " [";
    for (int x : h) s += " " + std::to_string(x);
    s += " ]";
  }
  s += " totals:";
  for (int x : sheet_.totals) s += " " + std::to_string(x);
  s += " winners:";
  for (int x : sheet_.winners) s += " " + std::to_string(x);
  // Physical identity of every card in hands (deck ids), so equality checks are exact.
  s += "\nids:";
  for (const std::vector<Card>& h : hands_) {
    for (Card c : h) s += " " + std::to_string(c.code());
    s += " |";
  }
  for (Card c : stock_) s += " " + std::to_string(c.code());
  s += " |";
  for (Card c : discard_) s += " " + std::to_string(c.code());
  for (const TableMeld& m : melds_) {
    s += " |";
    for (Card c : m.meld.cards) s += " " + std::to_string(c.code());
  }
  s += "\n";
  return s;
}

}  // namespace rummy
