// What a player keeps between visits, as records the host stores under string keys (the web
// build: localStorage). Every record is one JSON document with a schema version. This file
// decides what the records mean; the host only moves strings.
//
//   rummy-parlor:v1:current        the unfinished match: {"schema":1,"saved_at":ms,"match":{Match::Save}}
//   rummy-parlor:v1:sheet:<id>     a finished match's score sheet (one key each, so one damaged
//                                  record never hides the others; the id comes from the match, so
//                                  filing it twice writes one record)
//   rummy-parlor:v1:corrupt:<key>  a record that could not be read, kept aside rather than deleted
//
// Export writes every record into one file; import checks the whole file first, then merges:
// sheets it does not have are added, and its unfinished game replaces ours only when it is newer.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "game/state.h"
#include "match/match.h"

namespace rummy {

inline constexpr int kRecordSchema = 1;
inline constexpr const char* kKeyPrefix = "rummy-parlor:v1:";
inline constexpr const char* kCurrentKey = "rummy-parlor:v1:current";
inline constexpr const char* kSheetPrefix = "rummy-parlor:v1:sheet:";
inline constexpr const char* kCorruptPrefix = "rummy-parlor:v1:corrupt:";

using Records = std::map<std::string, std::string>;  // key -> stored text

// A finished match, or one the player left unfinished when they started another (its scores so
// far, no winner).
struct SheetRecord {
  std::string id;           // the match's own: game, seed and the check value of its final state
  std::string game;         // "five-crowns"
  int64_t finished_ms = 0;  // when it ended (ms since 1970)
  std::vector<Seat> seats;
  uint64_t seed = 0;
  ScoreSheet sheet;
  bool finished = true;  // false: left unfinished ("unfinished" in the record; older records are finished)
  int hands = 0;         // an unfinished match: the hands it was to have (0: played to a target score)
  friend bool operator==(const SheetRecord&, const SheetRecord&) = default;
};

// The match's record: finished when its state is terminal, else left unfinished (its scores so far).
SheetRecord SheetOf(const Match& match, int64_t now_ms);
// How far an unfinished match got, in words: "after hand 2 of 10", "in hand 1 of 10", "after
// hand 3" (played to a target score); "" for a finished one.
std::string LeftAt(const SheetRecord& r);
std::string SheetToJson(const SheetRecord& r);
Result<SheetRecord> SheetFromJson(std::string_view text);
std::string SheetKey(const SheetRecord& r);

// The unfinished match as stored, with when it was saved.
std::string CurrentToJson(const Match& match, int64_t now_ms);
struct CurrentRecord {
  int64_t saved_at = 0;
  std::string match;  // Match::Save text
};
Result<CurrentRecord> CurrentFromJson(std::string_view text);

// Everything readable among `records`, newest sheet first, and a sentence per record that could
// not be read (those keys are listed in `damaged`).
struct Archive {
  std::vector<SheetRecord> sheets;
  std::vector<std::string> problems;
  std::vector<std::string> damaged;
};
Archive ReadArchive(const Records& records);

// Per game: matches played, won by the person playing ("You", or any person's seat when people
// shared the device), their average and best final total; matches left unfinished count only in
// `unfinished`.
struct GameStats {
  int played = 0, won = 0;
  int unfinished = 0;
  double average = 0;
  int best = 0;
  bool lowest_wins = false;
};
std::map<std::string, GameStats> Statistics(const std::vector<SheetRecord>& sheets);

// One file holding every record of ours.
std::string ExportRecords(const Records& records, int64_t now_ms);
// Checks an exported file and works out what to write: sheets not already here, and the
// unfinished game if it is newer than ours. Nothing is written when the file is unreadable.
struct ImportPlan {
  Records writes;
  int sheets_added = 0, sheets_known = 0;
  bool current_replaced = false;
  std::vector<std::string> problems;  // records of the file that were skipped, and why
  std::string Summary() const;
};
Result<ImportPlan> PlanImport(std::string_view file, const Records& existing);

}  // namespace rummy
