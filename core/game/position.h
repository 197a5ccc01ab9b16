// Positions: any situation of a match as versioned JSON (docs/POSITIONS.md), for tests, bug
// reports and players who want to set up a hand directly.
//
//   {"format":"rummy-position","version":1,"game":"rummy","options":{},"players":2,"seed":"7",
//    "hand_number":1,"dealer":0,"turn":1,"phase":"draw","hands":[["7H","8H"],["2C"]],
//    "stock":["KS",...],"discard":["4C","9D"],"melds":[{"owner":0,"cards":["7C","7D","JK(7)"]}],
//    "totals":[0,0], ...each game's own fields}
//
// Loading checks the whole position against the game's pack and rules (every card exactly once,
// the counts the game allows, a legal turn and phase) and names the first problem in a sentence;
// the state is built fresh and handed out only when complete. Export writes the position of any
// state, so export(load(x)) == x. The shared part (hands, piles, melds, totals) is read and
// written by TableState (game/table_state.cc); each game adds its own fields in its folder
// (games/<g>/<g>_position.cc) through State::WritePosition / ReadPosition.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/state.h"

namespace rummy {

inline constexpr int kPositionVersion = 1;

// The position `state` has reached, as indented JSON.
std::string ExportPosition(const State& state);
nlohmann::ordered_json PositionJson(const State& state);
// The state `state` started from, before its history: its start position, or its seed's deal
// (undo replays the history from there).
std::unique_ptr<State> StartOf(const State& state);
// A fresh state at the position `json` describes, or the first problem with it in a sentence.
Result<std::unique_ptr<State>> LoadPosition(std::string_view json);
Result<std::unique_ptr<State>> LoadPositionJson(const nlohmann::json& position);

// Where a game writes its fields: one JSON object, in the order they are put.
class PositionWriter {
 public:
  explicit PositionWriter(nlohmann::ordered_json& out) : out_(out) {}
  void Put(std::string_view key, nlohmann::ordered_json value) { out_[std::string(key)] = std::move(value); }
  static nlohmann::ordered_json Cards(const std::vector<Card>& cards);
  static nlohmann::ordered_json CardOrNull(std::optional<Card> card);
  static nlohmann::ordered_json Flags(const std::vector<bool>& flags);

 private:
  nlohmann::ordered_json& out_;
};

// What a game reads its fields with. The first problem found is kept (later reads return
// defaults and change nothing), so a game reads everything and then returns `problem()`.
// Cards are taken from the pack as they are read: a card the pack has no copy left of is a
// problem, and `Left()` is what no field has placed.
class PositionReader {
 public:
  PositionReader(const nlohmann::json& position, std::vector<Card> pack, int players);

  const std::optional<Error>& problem() const { return problem_; }
  bool ok() const { return !problem_; }
  // Keeps `why` (a sentence without the final stop) unless a problem was found before.
  void Fail(const std::string& why);
  int players() const { return players_; }
  bool Has(std::string_view key) const;
  const nlohmann::json& At(std::string_view key) const;  // null when missing

  int Int(std::string_view key, int min, int max);
  int IntOr(std::string_view key, int absent, int min, int max);
  bool Bool(std::string_view key);
  bool BoolOr(std::string_view key, bool absent);
  std::string Text(std::string_view key);
  // A seat number (0-based), or -1 for null when `none_ok`.
  int Seat(std::string_view key, bool none_ok = false);
  // One integer per seat.
  std::vector<int> PerSeat(std::string_view key, int min, int max);
  std::vector<int> PerSeatOr(std::string_view key, int absent, int min, int max);
  std::vector<bool> Flags(std::string_view key);
  std::vector<bool> FlagsOr(std::string_view key, bool absent);
  // The cards of a list (strings like "7H", "JK"), taken out of the pack; `where` names the
  // place in sentences ("Player 2's hand").
  std::vector<Card> TakeCards(const nlohmann::json& list, const std::string& where);
  std::vector<Card> TakeField(std::string_view key, const std::string& where) { return TakeCards(At(key), where); }
  // One card string ("7H") or null, taken out of the pack.
  std::optional<Card> TakeCardOrNull(std::string_view key, const std::string& where);
  // Cards named by face that must be among `pool` (a hand): the physical copies, each once.
  std::vector<Card> FindCards(const nlohmann::json& list, const std::vector<Card>& pool, const std::string& where);
  std::optional<Card> FindCardOrNull(std::string_view key, const std::vector<Card>& pool, const std::string& where);
  // A whole number field of an object inside the position, `absent` when it is missing or not
  // a whole number from -1000000 to 1000000 (nested fields: Three Kings' trick, prediction).
  static int IntIn(const nlohmann::json& object, std::string_view key, int absent);
  // The pack's cards no field has taken yet.
  const std::vector<Card>& Left() const { return pool_; }

 private:
  std::optional<Card> ParseOne(const nlohmann::json& text, const std::string& where);
  // One value per seat, each passing `valid`; `what` says what each must be.
  template <typename T, typename Valid>
  std::vector<T> PerSeatOf(std::string_view key, T fallback, Valid valid, const std::string& what);
  const nlohmann::json& position_;
  std::vector<Card> pool_;
  int players_;
  std::optional<Error> problem_;
};

// "Player 2" for seat 1 (the names every sentence about a position uses).
std::string SeatName(int seat);

}  // namespace rummy
