#include "game/position.h"

#include <algorithm>
#include <cstdio>

#include "game/table_state.h"

namespace rummy {

namespace {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

Error Unloadable(const std::string& why) { return Error{ErrorCode::kParse, "This position cannot be loaded: " + why + "."}; }

std::string Quoted(std::string_view key) { return "'" + std::string(key) + "'"; }

// "7♥, 8♥ and 2 more"
std::string FewCards(const std::vector<Card>& cards) {
  std::string out;
  const size_t shown = std::min<size_t>(cards.size(), 5);
  for (size_t i = 0; i < shown; ++i) out += (i ? ", " : "") + cards[i].Pretty();
  if (cards.size() > shown) out += " and " + std::to_string(cards.size() - shown) + " more";
  return out;
}

std::string Hex(const std::array<uint64_t, 4>& words) {
  std::string out;
  char buf[17];
  for (uint64_t w : words) {
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(w));
    out += buf;
  }
  return out;
}

std::optional<std::array<uint64_t, 4>> FromHex(const std::string& text) {
  if (text.size() != 64 || text.find_first_not_of("0123456789abcdef") != std::string::npos) return std::nullopt;
  std::array<uint64_t, 4> words{};
  for (int i = 0; i < 4; ++i) words[i] = std::strtoull(text.substr(i * 16, 16).c_str(), nullptr, 16);
  if (words == std::array<uint64_t, 4>{}) return std::nullopt;  // the one state the generator cannot leave
  return words;
}

}  // namespace

std::string SeatName(int seat) { return "Player " + std::to_string(seat + 1); }

// ---- writer and reader ----

OrderedJson PositionWriter::Cards(const std::vector<Card>& cards) {
  OrderedJson out = OrderedJson::array();
  for (Card c : cards) out.push_back(c.ToString());
  return out;
}

OrderedJson PositionWriter::CardOrNull(std::optional<Card> card) { return card ? OrderedJson(card->ToString()) : OrderedJson(); }

OrderedJson PositionWriter::Flags(const std::vector<bool>& flags) {
  OrderedJson out = OrderedJson::array();
  for (bool f : flags) out.push_back(f);
  return out;
}

PositionReader::PositionReader(const Json& position, std::vector<Card> pack, int players)
    : position_(position), pool_(std::move(pack)), players_(players) {}

void PositionReader::Fail(const std::string& why) {
  if (!problem_) problem_ = Unloadable(why);
}

bool PositionReader::Has(std::string_view key) const {
  return position_.contains(key) && !position_.at(std::string(key)).is_null();
}

const Json& PositionReader::At(std::string_view key) const {
  static const Json null;
  const auto it = position_.find(key);
  return it == position_.end() ? null : *it;
}

int PositionReader::Int(std::string_view key, int min, int max) {
  if (!ok()) return min;
  const Json& v = At(key);
  if (v.is_null()) {
    Fail("it has no " + Quoted(key));
    return min;
  }
  if (!v.is_number_integer() || v.get<long long>() < min || v.get<long long>() > max) {
    Fail(Quoted(key) + " must be a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return min;
  }
  return v.get<int>();
}

int PositionReader::IntOr(std::string_view key, int absent, int min, int max) { return Has(key) ? Int(key, min, max) : absent; }

bool PositionReader::Bool(std::string_view key) {
  if (!ok()) return false;
  const Json& v = At(key);
  if (!v.is_boolean()) {
    Fail(Quoted(key) + " must be true or false");
    return false;
  }
  return v.get<bool>();
}

bool PositionReader::BoolOr(std::string_view key, bool absent) { return Has(key) ? Bool(key) : absent; }

std::string PositionReader::Text(std::string_view key) {
  if (!ok()) return "";
  const Json& v = At(key);
  if (!v.is_string()) {
    Fail(Quoted(key) + " must be text");
    return "";
  }
  return v.get<std::string>();
}

int PositionReader::Seat(std::string_view key, bool none_ok) {
  if (none_ok && !Has(key)) return -1;
  return Int(key, 0, players_ - 1);
}

template <typename T, typename Valid>
std::vector<T> PositionReader::PerSeatOf(std::string_view key, T fallback, Valid valid, const std::string& what) {
  std::vector<T> out(players_, fallback);
  if (!ok()) return out;
  const Json& v = At(key);
  if (!v.is_array() || static_cast<int>(v.size()) != players_) {
    Fail(Quoted(key) + " must list " + what + " for each player (" + std::to_string(players_) + ")");
    return out;
  }
  for (int p = 0; p < players_; ++p) {
    if (!valid(v[p])) {
      Fail(Quoted(key) + " for " + SeatName(p) + " must be " + what);
      return out;
    }
    out[p] = v[p].get<T>();
  }
  return out;
}

std::vector<int> PositionReader::PerSeat(std::string_view key, int min, int max) {
  return PerSeatOf<int>(
      key, min, [&](const Json& x) { return x.is_number_integer() && x.get<long long>() >= min && x.get<long long>() <= max; },
      "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
}

std::vector<int> PositionReader::PerSeatOr(std::string_view key, int absent, int min, int max) {
  return Has(key) ? PerSeat(key, min, max) : std::vector<int>(players_, absent);
}

std::vector<bool> PositionReader::Flags(std::string_view key) {
  return PerSeatOf<bool>(
      key, false, [](const Json& x) { return x.is_boolean(); }, "true or false");
}

std::vector<bool> PositionReader::FlagsOr(std::string_view key, bool absent) {
  return Has(key) ? Flags(key) : std::vector<bool>(players_, absent);
}

int PositionReader::IntIn(const Json& object, std::string_view key, int absent) {
  if (!object.is_object()) return absent;
  const auto it = object.find(key);
  if (it == object.end() || !it->is_number_integer() || it->get<long long>() < -1000000 || it->get<long long>() > 1000000)
    return absent;
  return it->get<int>();
}

std::optional<Card> PositionReader::ParseOne(const Json& text, const std::string& where) {
  if (!ok()) return std::nullopt;
  if (!text.is_string()) {
    Fail(where + " must hold card names such as \"7H\" or \"JK\"");
    return std::nullopt;
  }
  Result<Card> c = ParseCard(text.get<std::string>());
  if (!c) {
    Fail(where + ": " + c.error().Message());
    return std::nullopt;
  }
  return *c;
}

std::vector<Card> PositionReader::TakeCards(const Json& list, const std::string& where) {
  std::vector<Card> out;
  if (!ok()) return out;
  if (!list.is_array()) {
    Fail(where + " must be a list of cards");
    return out;
  }
  for (const Json& text : list) {
    const std::optional<Card> face = ParseOne(text, where);
    if (!face) return out;
    const auto it = std::find_if(pool_.begin(), pool_.end(), [&](Card p) { return p.face() == face->face(); });
    if (it == pool_.end()) {
      Fail(where + " has " + face->Pretty() + ", but every " + face->Pretty() +
           " of the pack is placed already (each card must be in exactly one place)");
      return out;
    }
    out.push_back(*it);
    pool_.erase(it);
  }
  return out;
}

std::optional<Card> PositionReader::TakeCardOrNull(std::string_view key, const std::string& where) {
  if (!Has(key)) return std::nullopt;
  Json one = Json::array();
  one.push_back(At(key));
  const std::vector<Card> got = TakeCards(one, where);
  if (got.empty()) return std::nullopt;
  return got[0];
}

std::vector<Card> PositionReader::FindCards(const Json& list, const std::vector<Card>& pool, const std::string& where) {
  std::vector<Card> out;
  if (!ok()) return out;
  if (!list.is_array()) {
    Fail(where + " must be a list of cards");
    return out;
  }
  std::vector<Card> left = pool;
  for (const Json& text : list) {
    const std::optional<Card> face = ParseOne(text, where);
    if (!face) return out;
    const auto it = std::find_if(left.begin(), left.end(), [&](Card p) { return p.face() == face->face(); });
    if (it == left.end()) {
      Fail(where + " names " + face->Pretty() + ", which is not there to name");
      return out;
    }
    out.push_back(*it);
    left.erase(it);
  }
  return out;
}

std::optional<Card> PositionReader::FindCardOrNull(std::string_view key, const std::vector<Card>& pool,
                                                   const std::string& where) {
  if (!Has(key)) return std::nullopt;
  Json one = Json::array();
  one.push_back(At(key));
  const std::vector<Card> got = FindCards(one, pool, where);
  if (got.empty()) return std::nullopt;
  return got[0];
}

// ---- the part every game shares (TableState) ----

std::string TableState::PositionPhase() const { return PhaseName(phase_ == Phase::kOver, phase_ == Phase::kDraw); }

std::optional<Error> TableState::ReadPositionPhase(PositionReader& in, const std::string& phase) {
  if (phase == "draw")
    phase_ = Phase::kDraw;
  else if (phase == "play")
    phase_ = Phase::kPlay;
  else if (phase == "over")
    phase_ = Phase::kOver;
  else
    in.Fail("'phase' must be \"draw\", \"play\" or \"over\", not \"" + phase + "\"");
  return in.problem();
}

std::vector<Card> TableState::HandAndTable(int seat) const {
  std::vector<Card> cards = hands_[seat];
  for (const TableMeld& t : melds_) cards.insert(cards.end(), t.meld.cards.begin(), t.meld.cards.end());
  return cards;
}

void TableState::RequireCardInEveryHand(PositionReader& in) const {
  if (phase_ == Phase::kOver) return;
  for (int p = 0; p < players_; ++p) {
    if (hands_[p].empty()) in.Fail(SeatName(p) + "'s hand is empty, which ends the hand: give every player a card");
  }
}

void TableState::WritePosition(PositionWriter& out) const {
  if (rng_.Words() != Rng(seed()).Words()) out.Put("shuffle", Hex(rng_.Words()));
  out.Put("hand_number", hand_number_);
  out.Put("dealer", dealer_);
  out.Put("turn", current_);
  out.Put("phase", PositionPhase());
  OrderedJson hands = OrderedJson::array();
  for (const std::vector<Card>& h : hands_) hands.push_back(PositionWriter::Cards(h));
  out.Put("hands", hands);
  out.Put("stock", PositionWriter::Cards(std::vector<Card>(stock_.rbegin(), stock_.rend())));
  out.Put("discard", PositionWriter::Cards(discard_));
  OrderedJson melds = OrderedJson::array();
  const Rules& rules = CurrentRules();
  for (const TableMeld& t : melds_) {
    OrderedJson m;
    m["owner"] = t.owner;
    OrderedJson cards = OrderedJson::array();
    const std::string text = t.meld.ToString(rules);
    for (size_t start = 0; start < text.size();) {
      size_t end = text.find(' ', start);
      if (end == std::string::npos) end = text.size();
      cards.push_back(text.substr(start, end - start));
      start = end + 1;
    }
    m["cards"] = cards;
    if (!t.laid_by.empty()) m["laid_by"] = t.laid_by;
    melds.push_back(m);
  }
  out.Put("melds", melds);
  out.Put("taken", PositionWriter::CardOrNull(taken_));
  out.Put("stock_turnovers", stock_turnovers_);
  out.Put("totals", sheet_.totals);
  out.Put("scores", sheet_.hands);
  out.Put("winners", sheet_.winners);
  WriteGameFields(out);
}

std::optional<Error> TableState::ReadPosition(PositionReader& in) {
  std::optional<std::array<uint64_t, 4>> shuffle;
  if (in.Has("shuffle")) {
    shuffle = FromHex(in.Text("shuffle"));
    if (!shuffle) in.Fail("'shuffle' must be the 64 hexadecimal digits an export writes (or be left out)");
  }
  hand_number_ = in.Int("hand_number", 1, 1000);
  dealer_ = in.Seat("dealer");
  current_ = in.Seat("turn");
  if (!in.ok()) return in.problem();
  if (std::optional<Error> e = PreparePosition(in)) return e;
  // The generator of the later deals: as the position left it, or fresh from the seed.
  rng_ = Rng(seed());
  if (shuffle) rng_.SetWords(*shuffle);
  if (std::optional<Error> e = ReadPositionPhase(in, in.Text("phase"))) return e;
  const Json& hands = in.At("hands");
  if (!hands.is_array() || static_cast<int>(hands.size()) != players_) {
    in.Fail("'hands' must hold one list of cards per player (" + std::to_string(players_) + ")");
    return in.problem();
  }
  for (int p = 0; p < players_; ++p) hands_[p] = in.TakeCards(hands[p], SeatName(p) + "'s hand");
  const std::vector<Card> stock = in.TakeField("stock", "the stock");
  stock_.assign(stock.rbegin(), stock.rend());
  discard_ = in.TakeField("discard", "the discard pile");
  melds_.clear();
  const Json& melds = in.At("melds");
  if (!melds.is_array()) in.Fail("'melds' must be a list (empty when nothing is on the table)");
  for (size_t i = 0; in.ok() && i < melds.size(); ++i) {
    const std::string where = "meld " + std::to_string(i);
    const Json& m = melds[i];
    if (!m.is_object() || !m.contains("owner") || !m.contains("cards") || !m["cards"].is_array()) {
      in.Fail(where + " must have an 'owner' and a list of 'cards'");
      break;
    }
    if (!m["owner"].is_number_integer() || m["owner"].get<long long>() < 0 || m["owner"].get<long long>() >= players_) {
      in.Fail("the owner of " + where + " must be a seat from 0 to " + std::to_string(players_ - 1));
      break;
    }
    // The cards as a move names them ("7C 7D JK(7)"): the brackets settle what each wild stands for.
    std::string text = "meld";
    for (const Json& c : m["cards"]) {
      if (!c.is_string() || c.get<std::string>().find_first_of(" ,\t\r\n") != std::string::npos) {
        in.Fail(where + " must hold card names such as \"7H\" or \"JK(7H)\"");
        return in.problem();
      }
      text += " " + c.get<std::string>();
    }
    Result<Move> parsed = ParseMove(text);
    if (!parsed || parsed->melds.size() != 1) {
      in.Fail(where + ": " + (parsed ? std::string("it is not one meld") : parsed.error().Message()));
      break;
    }
    const MeldSpec& spec = parsed->melds[0];
    Json faces = Json::array();
    for (Card c : spec.cards) faces.push_back(c.ToString());
    const std::vector<Card> cards = in.TakeCards(faces, where);
    if (!in.ok()) break;
    Result<Meld> meld = CheckMeld(CurrentRules(), cards, spec.hint);
    if (!meld) {
      in.Fail(where + " (" + CardsPretty(cards) + ") is not a meld in this game: " + meld.error().Message());
      break;
    }
    TableMeld t{m["owner"].get<int>(), *meld, {}};
    if (m.contains("laid_by")) {
      if (!LayersScored()) {
        in.Fail(where + " has 'laid_by', but in this game a meld's cards all count for its owner: leave it out");
        break;
      }
      const Json& by = m["laid_by"];
      if (!by.is_array() || by.size() != cards.size() || !std::all_of(by.begin(), by.end(), [&](const Json& s) {
            return s.is_number_integer() && s.get<long long>() >= 0 && s.get<long long>() < players_;
          })) {
        in.Fail("'laid_by' of " + where + " must give a seat for each of its " + std::to_string(cards.size()) + " cards");
        break;
      }
      for (Card c : meld->cards) {
        const size_t k = static_cast<size_t>(std::find(cards.begin(), cards.end(), c) - cards.begin());
        t.laid_by.push_back(by[k].get<int>());
      }
    } else if (LayersScored()) {
      t.laid_by.assign(cards.size(), t.owner);
    }
    melds_.push_back(std::move(t));
  }
  if (!in.ok()) return in.problem();
  // The card taken from the discard pile this turn: in the hand, or played since onto the table.
  taken_ = in.FindCardOrNull("taken", HandAndTable(current_), "'taken' (a card " + SeatName(current_) + " took this turn)");
  if (taken_ && phase_ != Phase::kPlay) in.Fail("'taken' is a card taken this turn: it must be null before the draw");
  stock_turnovers_ = in.IntOr("stock_turnovers", 0, 0, 1000);
  ScoreSheet& sheet = MutableSheet();
  sheet.totals = in.PerSeat("totals", -1000000, 1000000);
  sheet.hands.clear();
  const Json& scores = in.At("scores");
  if (!scores.is_null() && !scores.is_array()) in.Fail("'scores' must list each finished hand's scores");
  for (size_t h = 0; in.ok() && h < scores.size(); ++h) {
    const Json& row = scores[h];
    if (!row.is_array() || static_cast<int>(row.size()) != players_ || !std::all_of(row.begin(), row.end(), [](const Json& x) {
          return x.is_number_integer() && x.get<long long>() >= -1000000 && x.get<long long>() <= 1000000;
        })) {
      in.Fail("'scores' row " + std::to_string(h + 1) + " must hold one whole number per player");
      break;
    }
    sheet.hands.push_back(row.get<std::vector<int>>());
  }
  sheet.winners.clear();
  const Json& winners = in.At("winners");
  if (!winners.is_null() && !winners.is_array()) in.Fail("'winners' must be a list of seats");
  for (size_t w = 0; in.ok() && w < winners.size(); ++w) {
    if (!winners[w].is_number_integer() || winners[w].get<long long>() < 0 || winners[w].get<long long>() >= players_) {
      in.Fail("'winners' must hold seats from 0 to " + std::to_string(players_ - 1));
      break;
    }
    sheet.winners.push_back(winners[w].get<int>());
  }
  if (!in.ok()) return in.problem();
  if ((phase_ == Phase::kOver) != !sheet_.winners.empty()) {
    in.Fail(phase_ == Phase::kOver ? "the match is over, so 'winners' must name who won"
                                   : "'winners' is only for a match that is over (phase \"over\")");
    return in.problem();
  }
  if (std::optional<Error> e = ReadGameFields(in)) return e;
  if (!in.Left().empty()) {
    in.Fail(std::to_string(in.Left().size()) + " card" + (in.Left().size() == 1 ? " of the pack is" : "s of the pack are") +
            " in no place (" + FewCards(in.Left()) + "); every card must be in a hand, the stock, the discard pile, a meld" +
            " or another place the game has");
  }
  return in.problem();
}

// ---- export and load ----

OrderedJson PositionJson(const State& state) {
  OrderedJson j;
  j["format"] = "rummy-position";
  j["version"] = kPositionVersion;
  j["game"] = state.GameName();
  OrderedJson options = OrderedJson::object();
  const Game* game = FindGame(state.GameName());
  for (const OptionInfo& o : game->OptionList()) {
    const int v = OptionOr(state.options(), o.name, o.default_value);
    if (v != o.default_value) options[o.name] = v;  // the defaults go without saying
  }
  j["options"] = options;
  j["players"] = state.NumPlayers();
  j["seed"] = std::to_string(state.seed());
  PositionWriter out(j);
  state.WritePosition(out);
  return j;
}

std::string ExportPosition(const State& state) {
  // One field a line; lists of lists or objects (hands, melds, the trick) one item a line.
  const OrderedJson j = PositionJson(state);
  std::string out = "{\n";
  bool first = true;
  for (const auto& [key, value] : j.items()) {
    out += std::string(first ? "" : ",\n") + "  " + OrderedJson(key).dump() + ": ";
    first = false;
    const bool nested = value.is_array() && !value.empty() && (value[0].is_array() || value[0].is_object());
    if (!nested) {
      out += value.dump();
      continue;
    }
    out += "[\n";
    for (size_t i = 0; i < value.size(); ++i) out += "    " + value[i].dump() + (i + 1 < value.size() ? ",\n" : "\n");
    out += "  ]";
  }
  return out + "\n}\n";
}

Result<std::unique_ptr<State>> LoadPosition(std::string_view text) {
  const Json j = Json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) return Unloadable("it is not valid JSON");
  return LoadPositionJson(j);
}

namespace {

// One load: the position checked and a fresh state filled.
Result<std::unique_ptr<State>> LoadOnce(const Json& j) {
  if (!j.is_object()) return Unloadable("it is not a JSON object");
  if (j.value("format", Json()) != "rummy-position")
    return Unloadable("it is not a Rummy Parlor position ('format' must be \"rummy-position\")");
  if (!j.contains("version") || !j["version"].is_number_integer()) return Unloadable("it has no 'version'");
  const long long version = j["version"].get<long long>();
  if (version > kPositionVersion) {
    return Unloadable("it was made by a newer version of Rummy Parlor (position version " + std::to_string(version) + ")");
  }
  if (version < 1) return Unloadable("its 'version' must be 1");
  if (!j.contains("game") || !j["game"].is_string()) return Unloadable("it does not say which game it is ('game')");
  const Game* game = FindGame(j["game"].get<std::string>());
  if (!game) {
    return Unloadable("'" + j["game"].get<std::string>() +
                      "' is not a game this version knows (kentucky, rummy, three-kings, five-crowns, kaluki)");
  }
  Options options;
  if (j.contains("options")) {
    if (!j["options"].is_object()) return Unloadable("'options' must be an object of house options and numbers");
    for (const auto& [k, v] : j["options"].items()) {
      if (!v.is_number_integer() || v.get<long long>() < -1000000 || v.get<long long>() > 1000000) {
        return Unloadable("option '" + k + "' must be a whole number");
      }
      options[k] = v.get<int>();
    }
  }
  if (!j.contains("players") || !j["players"].is_number_integer() || j["players"].get<long long>() < 1 ||
      j["players"].get<long long>() > 64) {
    return Unloadable("'players' must say how many play");
  }
  uint64_t seed = 1;
  if (j.contains("seed")) {
    const Json& s = j["seed"];
    const std::string text = s.is_string()            ? s.get<std::string>()
                             : s.is_number_unsigned() ? std::to_string(s.get<uint64_t>())
                                                      : "";
    if (text.empty() || text.size() > 20 || text.find_first_not_of("0123456789") != std::string::npos ||
        (text.size() == 20 && text > "18446744073709551615")) {
      return Unloadable("'seed' must be a deal number (digits)");
    }
    seed = std::strtoull(text.c_str(), nullptr, 10);
  }
  Result<std::unique_ptr<State>> made = game->NewMatch(j["players"].get<int>(), options, seed);
  if (!made) return Unloadable(made.error().Message());
  std::unique_ptr<State> state = std::move(made).value();
  const Rules& rules = state->CurrentRules();
  PositionReader in(j, rules.pack.Cards(), state->NumPlayers());
  if (std::optional<Error> e = state->ReadPosition(in)) return *e;
  // A position someone can play on: the player asked to move has a move.
  if (!state->IsTerminal() && state->LegalMoves().empty()) {
    return Unloadable(SeatName(state->CurrentPlayer()) + " is to move but has no legal move");
  }
  return state;
}

}  // namespace

Result<std::unique_ptr<State>> LoadPositionJson(const Json& j) {
  Result<std::unique_ptr<State>> first = LoadOnce(j);
  if (!first) return first;
  // Loaded again from its own export, so that the copies each card name takes depend on the
  // position alone, not on how its lists were ordered: a save that starts there replays exactly.
  const std::string canonical = PositionJson(**first).dump();
  Result<std::unique_ptr<State>> state = LoadOnce(Json::parse(canonical));
  RUMMY_CHECK(state.ok() && PositionJson(**state).dump() == canonical);
  state.value()->SetStartPosition(canonical);
  return state;
}

std::unique_ptr<State> StartOf(const State& state) {
  Result<std::unique_ptr<State>> start =
      state.StartPosition().empty() ? FindGame(state.GameName())->NewMatch(state.NumPlayers(), state.options(), state.seed())
                                    : LoadPosition(state.StartPosition());
  RUMMY_CHECK(start.ok());
  return std::move(start).value();
}

}  // namespace rummy
