#include "melds/rules.h"

#include <sstream>

namespace rummy {

int Rules::LongestRun() const {
  int span = pack.max_rank - pack.min_rank + 1;
  if (max_run > 0 && max_run < span) span = max_run;
  return span;
}

int Rules::LargestSet() const {
  int n = max_set;
  if (set_suits_distinct && (n == 0 || n > pack.num_suits)) n = pack.num_suits;
  return n;
}

std::optional<Error> Rules::Validate() const {
  auto bad = [](std::string why) { return Error{ErrorCode::kBadRules, why}; };
  if (pack.num_suits < 1 || pack.num_suits > kNumSuits) return bad("a pack has 1 to 5 suits");
  if (pack.decks < 1 || pack.decks > kMaxDecks) return bad("a game uses 1 to " + std::to_string(kMaxDecks) + " decks");
  if (pack.jokers_per_deck < 0 || pack.jokers_per_deck > 3) return bad("a deck has 0 to 3 jokers");
  if (pack.min_rank < 1 || pack.max_rank > 13 || pack.min_rank > pack.max_rank) return bad("bad rank range");
  if (min_set < 2 || min_run < 2) return bad("melds need at least 2 cards");
  if (max_set != 0 && max_set < min_set) return bad("maximum set size below the minimum");
  if (max_run != 0 && max_run < min_run) return bad("maximum run length below the minimum");
  if (wild_rank != 0 && (wild_rank < pack.min_rank || wild_rank > pack.max_rank)) return bad("wild rank not in pack");
  return std::nullopt;
}

namespace {

// 2-9 = 5, 10-K = 10, ace as given (Kentucky 20, Rummy 15).
std::array<int, 14> FlatValues(int ace) {
  std::array<int, 14> v{};
  v[1] = ace;
  for (int r = 2; r <= 9; ++r) v[r] = 5;
  for (int r = 10; r <= 13; ++r) v[r] = 10;
  return v;
}

// Face value 2-10, courts 10, ace as given (gin: 1; Kaluki: 15).
std::array<int, 14> PipValues(int ace, int court) {
  std::array<int, 14> v{};
  v[1] = ace;
  for (int r = 2; r <= 10; ++r) v[r] = r;
  for (int r = 11; r <= 13; ++r) v[r] = court;
  return v;
}

Rules Gin() {
  Rules r;
  r.name = "gin";
  r.pack = Pack{4, 1, 13, 1, 0};
  r.ace = AcePolicy::kLowOnly;
  r.max_set = 4;
  r.hand_value = r.table_value = PipValues(1, 10);
  return r;
}

Rules FiveCrowns(int cards) {
  Rules r;
  r.name = "five-crowns:" + std::to_string(cards);
  r.pack = Pack{5, 3, 13, 2, 3};
  r.wild_rank = cards;
  r.ace = AcePolicy::kLowOnly;  // there are no aces; runs stay within 3..K
  r.naturals = NaturalsPolicy::kAny;
  for (int k = 3; k <= 13; ++k) r.hand_value[k] = k;
  r.joker_hand_value = 50;
  r.wild_rank_hand_value = 20;
  r.table_value = r.hand_value;
  return r;
}

Rules Kaluki() {
  Rules r;
  r.name = "kaluki";
  r.pack = Pack{4, 1, 13, 2, 2};
  r.ace = AcePolicy::kLowOrHigh;
  r.hand_value = r.table_value = PipValues(15, 10);
  r.joker_hand_value = 25;
  r.joker_table_as_represented = true;
  return r;
}

Rules TrackRummy() {
  Rules r;
  r.name = "rummy";
  r.pack = Pack{4, 1, 13, 1, 2};
  r.ace = AcePolicy::kLowOrHigh;
  r.max_set = 4;
  r.set_suits_distinct = true;
  r.hand_value = r.table_value = FlatValues(15);
  r.joker_hand_value = 25;
  r.joker_table_as_represented = true;
  return r;
}

Rules Kentucky() {
  Rules r;
  r.name = "kentucky";
  r.pack = Pack{4, 1, 13, 2, 2};
  r.ace = AcePolicy::kLowOrHigh;
  r.hand_value = r.table_value = FlatValues(20);
  r.joker_hand_value = 50;
  r.joker_table_value = 50;
  r.joker_table_as_represented = false;
  return r;
}

Rules ThreeKings() {
  Rules r;
  r.name = "three-kings";
  r.pack = Pack{4, 1, 13, 1, 0};
  r.jokers_wild = false;
  r.ace = AcePolicy::kLowOnly;
  r.min_set = r.max_set = 3;
  r.min_run = r.max_run = 3;
  r.hand_value = r.table_value = PipValues(1, 10);
  return r;
}

struct Option {
  const char* game;
  const char* name;
  const char* what;
  void (*apply)(Rules&);
};

const Option kOptions[] = {
    {"kentucky", "three-decks", "play with 3 decks (6 jokers)", [](Rules& r) { r.pack.decks = 3; }},
    {"kentucky", "deuces-wild", "2s are wild as well as jokers (K7)", [](Rules& r) { r.wild_rank = 2; r.wild_rank_hand_value = 5; }},
    {"kentucky", "distinct-suits", "sets need different suits (K12)", [](Rules& r) { r.set_suits_distinct = true; }},
    {"kentucky", "naturals-majority", "naturals must outnumber wilds (K9)", [](Rules& r) { r.naturals = NaturalsPolicy::kMoreThanWilds; }},
    {"kentucky", "aces-high", "aces rank only above the king: Q-K-A, never A-2-3 (K11)", [](Rules& r) { r.ace = AcePolicy::kHighOnly; }},
    {"kentucky", "joker-as-card", "a melded joker scores as the card it represents (K8)", [](Rules& r) { r.joker_table_as_represented = true; }},
    {"rummy", "two-decks", "two decks, for 5-8 players (R1)", [](Rules& r) { r.pack.decks = 2; }},
    {"rummy", "duplicate-suits", "two-deck sets may repeat a suit (R10)", [](Rules& r) { r.set_suits_distinct = false; }},
    {"rummy", "naturals-majority", "naturals must outnumber jokers (R11)", [](Rules& r) { r.naturals = NaturalsPolicy::kMoreThanWilds; }},
    {"rummy", "low-ace-one", "an ace in A-2-3 scores 1 (R9)", [](Rules& r) { r.low_ace_table_value = 1; }},
    {"five-crowns", "need-natural", "every meld needs a natural card (F4)", [](Rules& r) { r.naturals = NaturalsPolicy::kAtLeastOne; }},
    {"five-crowns", "four-decks", "two games combined, 232 cards, for 8-14 players (F1)", [](Rules& r) { r.pack.decks = 4; }},
    {"kaluki", "distinct-suits", "sets need different suits, at most 4 (KA5)", [](Rules& r) { r.set_suits_distinct = true; r.max_set = 4; }},
    {"kaluki", "naturals-majority", "naturals must outnumber jokers (KA6)", [](Rules& r) { r.naturals = NaturalsPolicy::kMoreThanWilds; }},
    {"kaluki", "low-ace-one", "an ace in A-2-3 counts 1 toward the opening (KA3)", [](Rules& r) { r.low_ace_table_value = 1; }},
    {"kaluki", "joker-fifteen", "a joker left in hand counts 15 (KA4)", [](Rules& r) { r.joker_hand_value = 15; }},
    {"kaluki", "joker-fifty", "a joker left in hand counts 50 (KA4)", [](Rules& r) { r.joker_hand_value = 50; }},
    {"three-kings", "no-ace-melds", "aces cannot be melded (T2)", [](Rules& r) { r.aces_meldable = false; }},
};

std::string BaseName(std::string_view base) {
  const size_t colon = base.find(':');
  return std::string(base.substr(0, colon));
}

}  // namespace

Result<Rules> MakeRules(std::string_view spec) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    const size_t plus = spec.find('+', start);
    parts.emplace_back(spec.substr(start, plus == std::string_view::npos ? std::string_view::npos : plus - start));
    if (plus == std::string_view::npos) break;
    start = plus + 1;
  }
  const std::string& base = parts[0];
  const std::string game = BaseName(base);
  Rules rules;
  if (base == "gin") {
    rules = Gin();
  } else if (game == "five-crowns") {
    int cards = 3;
    if (base.size() > game.size()) {
      const std::string n = base.substr(game.size() + 1);
      cards = 0;
      for (char c : n) {
        if (c < '0' || c > '9' || cards >= 100) {  // not a number, or far too big: stop reading
          cards = -1;
          break;
        }
        cards = cards * 10 + (c - '0');
      }
      if (n.empty() || cards < 3 || cards > 13) {
        return Error{ErrorCode::kBadRules, "five-crowns:N needs N = cards dealt, 3 to 13 (got '" + n + "')"};
      }
    }
    rules = FiveCrowns(cards);
  } else if (base == "kaluki") {
    rules = Kaluki();
  } else if (base == "rummy") {
    rules = TrackRummy();
  } else if (base == "kentucky") {
    rules = Kentucky();
  } else if (base == "three-kings") {
    rules = ThreeKings();
  } else {
    return Error{ErrorCode::kBadRules, "unknown rules '" + base + "'; expected " + RulesPresetHelp()};
  }
  for (size_t i = 1; i < parts.size(); ++i) {
    bool found = false;
    for (const Option& o : kOptions) {
      if (game == o.game && parts[i] == o.name) {
        o.apply(rules);
        rules.name += "+" + parts[i];
        found = true;
      }
    }
    if (!found) return Error{ErrorCode::kBadRules, "'" + parts[i] + "' is not a house option of " + game};
  }
  if (std::optional<Error> e = rules.Validate()) return *e;
  return rules;
}

std::string RulesPresetHelp() {
  std::ostringstream out;
  out << "gin | five-crowns:N (N = 3..13) | kaluki | rummy | kentucky | three-kings; house options as +name:";
  for (const Option& o : kOptions) out << " " << o.game << "+" << o.name;
  return out.str();
}

}  // namespace rummy
