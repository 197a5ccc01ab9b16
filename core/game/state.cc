#include "game/state.h"

namespace rummy {

std::vector<Meld> MeldsOf(const std::vector<TableMeld>& table) {
  std::vector<Meld> out;
  out.reserve(table.size());
  for (const TableMeld& t : table) out.push_back(t.meld);
  return out;
}

std::vector<Card> LaidOffBy(const HandEnd& end, int seat) {
  std::vector<Card> out;
  for (const TableMeld& t : end.melds) {
    for (size_t i = 0; i < t.laid_by.size(); ++i) {
      if (t.owner != seat && t.laid_by[i] == seat) out.push_back(t.meld.cards[i]);
    }
  }
  return out;
}

std::optional<Error> State::Apply(const Move& move) {
  if (std::optional<Error> e = Check(move)) return e;
  std::string text = MoveToString(move, CurrentRules(), CheckedMelds());
  DoApply(move);
  history_.push_back(std::move(text));
  return std::nullopt;
}

Result<Options> Game::Complete(const Options& options) const {
  Options out;
  const std::vector<OptionInfo> list = OptionList();
  for (const auto& [name, value] : options) {
    const OptionInfo* info = nullptr;
    for (const OptionInfo& o : list) {
      if (o.name == name) info = &o;
    }
    if (!info) return Error{ErrorCode::kBadRules, "'" + name + "' is not an option of " + Title()};
    if (value < info->min || value > info->max) {
      return Error{ErrorCode::kBadRules,
                   "option '" + name + "' must be between " + std::to_string(info->min) + " and " + std::to_string(info->max)};
    }
    out[name] = value;
  }
  for (const OptionInfo& o : list) out.emplace(o.name, o.default_value);
  return out;
}

std::string Game::GoalOfPoints(int points) {
  return "The game ends when someone reaches " + std::to_string(points) + " points; the highest total wins.";
}

std::string Game::HandScoreWords(int this_hand, int in_all) const {
  return std::to_string(this_hand) + (this_hand == 1 || this_hand == -1 ? " point" : " points") + " this hand, " +
         std::to_string(in_all) + " in all";
}

std::string Game::GoalOfHands(int hands, bool lowest_wins) {
  return std::to_string(hands) + " hands; the " + (lowest_wins ? "lowest" : "highest") + " total wins.";
}

std::string Game::TableMinusHandWords(const std::string& values) {
  return "Cards on the table score for whoever laid them, and cards left in hand count against their holder: " + values + ".";
}

std::string Game::Headline(const TableView& v) const {
  const int hands = Hands(*v.options);
  return "Hand " + std::to_string(v.hand_number) + (hands > 0 ? " of " + std::to_string(hands) : "");
}

std::string Game::PlayerStatus(const TableView& v, int p) const {
  std::string s = std::to_string(v.hand_sizes[p]) + (v.hand_sizes[p] == 1 ? " card" : " cards");
  s += ", " + std::to_string(v.sheet.totals[p]) + " points";
  if (!v.opened.empty() && v.opened[p]) s += ", " + OpenedWord();
  return s;
}

std::string Game::OnTableWords(const TableView& v, int p) {
  if (p < 0 || p >= static_cast<int>(v.on_table.size()) || v.on_table[p] <= 0) return "";
  return std::to_string(v.on_table[p]) + " on the table";
}

std::string Game::LongestStatus(const TableView& v, int p) const {
  TableView most = v;
  LongestView(most, p);
  return PlayerStatus(most, p);
}

void Game::LongestView(TableView& most, int p) const {
  if (p < static_cast<int>(most.opened.size())) most.opened[p] = true;
}

std::optional<Error> Game::CheckSetup(int players, const Options& /*options*/) const {
  if (players < MinPlayers() || players > MaxPlayers()) {
    return Error{ErrorCode::kBadRules,
                 Title() + " is for " + std::to_string(MinPlayers()) + " to " + std::to_string(MaxPlayers()) + " players"};
  }
  return std::nullopt;
}

Result<std::unique_ptr<State>> Game::NewMatch(int players, const Options& options, uint64_t seed) const {
  Result<Options> full = Complete(options);
  if (!full) return full.error();
  if (std::optional<Error> e = CheckSetup(players, *full)) return *e;
  return Create(players, *full, seed);
}

}  // namespace rummy
