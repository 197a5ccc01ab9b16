#include "match/archive.h"

#include "game/save.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace rummy {

namespace {

using Json = nlohmann::ordered_json;

Error Unreadable(const std::string& why) { return Error{ErrorCode::kParse, why}; }

Json SheetJson(const ScoreSheet& s) {
  Json j;
  j["lowest_wins"] = s.lowest_wins;
  j["hands"] = s.hands;
  j["totals"] = s.totals;
  j["winners"] = s.winners;
  return j;
}

bool IntList(const nlohmann::json& j) {
  return j.is_array() && std::all_of(j.begin(), j.end(), [](const nlohmann::json& x) { return x.is_number_integer(); });
}

// The schema check every record shares.
std::optional<Error> CheckSchema(const nlohmann::json& j) {
  if (j.is_discarded() || !j.is_object()) return Unreadable("it is not valid JSON");
  if (!j.contains("schema") || !j["schema"].is_number_integer()) return Unreadable("it has no schema version");
  if (j["schema"].get<int>() > kRecordSchema) return Unreadable("it was written by a newer version of the game");
  return std::nullopt;
}

bool StartsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

SheetRecord SheetOf(const Match& match, int64_t now_ms) {
  SheetRecord r;
  r.game = match.state().GameName();
  r.finished_ms = now_ms;
  r.seats = match.seats();
  r.seed = match.state().seed();
  r.sheet = match.state().Sheet();
  r.finished = match.state().IsTerminal();
  if (!r.finished) r.hands = FindGame(r.game)->Hands(match.state().options());
  // Named by the match itself, not the clock: filing the same finished match again (the page
  // hidden on its summary, a second tab) writes the same record, never a second one.
  r.id = r.game + "-" + std::to_string(r.seed) + "-" + StateCheck(match.state());
  return r;
}

std::string SheetKey(const SheetRecord& r) { return kSheetPrefix + r.id; }

std::string LeftAt(const SheetRecord& r) {
  if (r.finished) return "";
  const size_t done = r.sheet.hands.size();
  const std::string of = r.hands > 0 ? " of " + std::to_string(r.hands) : "";
  return done == 0 ? "in hand 1" + of : "after hand " + std::to_string(done) + of;
}

std::string SheetToJson(const SheetRecord& r) {
  Json j;
  j["schema"] = kRecordSchema;
  j["id"] = r.id;
  j["game"] = r.game;
  j["finished_ms"] = r.finished_ms;
  Json seats = Json::array();
  for (const Seat& s : r.seats) seats.push_back({{"name", s.name}, {"level", s.level}});
  j["seats"] = seats;
  j["seed"] = std::to_string(r.seed);
  j["sheet"] = SheetJson(r.sheet);
  if (!r.finished) j["unfinished"] = {{"hands", r.hands}};
  return j.dump();
}

Result<SheetRecord> SheetFromJson(std::string_view text) {
  const nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (std::optional<Error> e = CheckSchema(j)) return *e;
  SheetRecord r;
  if (!j.contains("id") || !j["id"].is_string() || !j.contains("game") || !j["game"].is_string() ||
      !FindGame(j["game"].get<std::string>())) {
    return Unreadable("it names no game we know");
  }
  r.id = j["id"].get<std::string>();
  r.game = j["game"].get<std::string>();
  if (!j.contains("finished_ms") || !j["finished_ms"].is_number_integer()) return Unreadable("it has no date");
  r.finished_ms = j["finished_ms"].get<int64_t>();
  if (!j.contains("seats") || !j["seats"].is_array() || j["seats"].empty()) return Unreadable("it has no players");
  for (const nlohmann::json& s : j["seats"]) {
    if (!s.is_object() || !s.contains("name") || !s["name"].is_string() || !s.contains("level") || !s["level"].is_string()) {
      return Unreadable("a player has no name");
    }
    r.seats.push_back({s["name"].get<std::string>(), s["level"].get<std::string>()});
  }
  if (j.contains("seed") && j["seed"].is_string()) r.seed = std::strtoull(j["seed"].get<std::string>().c_str(), nullptr, 10);
  if (!j.contains("sheet") || !j["sheet"].is_object()) return Unreadable("it has no score sheet");
  const nlohmann::json& s = j["sheet"];
  const size_t n = r.seats.size();
  if (!s.contains("totals") || !IntList(s["totals"]) || s["totals"].size() != n || !s.contains("hands") ||
      !s["hands"].is_array() || !s.contains("winners") || !IntList(s["winners"])) {
    return Unreadable("its score sheet is damaged");
  }
  r.sheet.lowest_wins = s.value("lowest_wins", false);
  r.sheet.totals = s["totals"].get<std::vector<int>>();
  for (const nlohmann::json& h : s["hands"]) {
    if (!IntList(h) || h.size() != n) return Unreadable("a row of its score sheet is damaged");
    r.sheet.hands.push_back(h.get<std::vector<int>>());
  }
  r.sheet.winners = s["winners"].get<std::vector<int>>();
  for (int w : r.sheet.winners) {
    if (w < 0 || w >= static_cast<int>(n)) return Unreadable("its winner is not one of its players");
  }
  if (j.contains("unfinished")) {
    const nlohmann::json& u = j["unfinished"];
    if (!u.is_object() || !u.contains("hands") || !u["hands"].is_number_integer() || u["hands"].get<int>() < 0) {
      return Unreadable("its unfinished match is damaged");
    }
    r.finished = false;
    r.hands = u["hands"].get<int>();
  }
  return r;
}

std::string CurrentToJson(const Match& match, int64_t now_ms) {
  Json j;
  j["schema"] = kRecordSchema;
  j["saved_at"] = now_ms;
  j["match"] = Json::parse(match.Save());
  return j.dump();
}

Result<CurrentRecord> CurrentFromJson(std::string_view text) {
  const nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (std::optional<Error> e = CheckSchema(j)) return *e;
  if (!j.contains("saved_at") || !j["saved_at"].is_number_integer() || !j.contains("match") || !j["match"].is_object()) {
    return Unreadable("the unfinished game in it is damaged");
  }
  return CurrentRecord{j["saved_at"].get<int64_t>(), j["match"].dump()};
}

Archive ReadArchive(const Records& records) {
  Archive a;
  for (const auto& [key, text] : records) {
    if (!StartsWith(key, kSheetPrefix)) continue;
    Result<SheetRecord> r = SheetFromJson(text);
    if (r) {
      a.sheets.push_back(*r);
    } else {
      a.problems.push_back("A saved score sheet could not be read (" + r.error().Message() + "); it was set aside.");
      a.damaged.push_back(key);
    }
  }
  std::sort(a.sheets.begin(), a.sheets.end(),
            [](const SheetRecord& x, const SheetRecord& y) { return x.finished_ms > y.finished_ms; });
  return a;
}

std::map<std::string, GameStats> Statistics(const std::vector<SheetRecord>& sheets) {
  std::map<std::string, GameStats> stats;
  std::map<std::string, long long> sums;
  std::map<std::string, int> counted;
  for (const SheetRecord& r : sheets) {
    GameStats& g = stats[r.game];
    g.lowest_wins = r.sheet.lowest_wins;
    if (!r.finished) {
      ++g.unfinished;
      continue;
    }
    ++g.played;
    bool won = false;
    for (size_t s = 0; s < r.seats.size(); ++s) {
      if (!r.seats[s].human()) continue;
      const int total = r.sheet.totals[s];
      if (counted[r.game]++ == 0 || (g.lowest_wins ? total < g.best : total > g.best)) g.best = total;
      sums[r.game] += total;
      won = won || std::find(r.sheet.winners.begin(), r.sheet.winners.end(), static_cast<int>(s)) != r.sheet.winners.end();
    }
    g.won += won ? 1 : 0;
  }
  for (auto& [game, g] : stats) {
    if (counted[game] > 0) g.average = static_cast<double>(sums[game]) / counted[game];
  }
  return stats;
}

std::string ExportRecords(const Records& records, int64_t now_ms) {
  Json j;
  j["format"] = "rummy-parlor-export";
  j["schema"] = kRecordSchema;
  j["exported_ms"] = now_ms;
  Json recs = Json::object();
  for (const auto& [key, text] : records) {
    if (!StartsWith(key, kKeyPrefix) || StartsWith(key, kCorruptPrefix)) continue;
    recs[key] = text;
  }
  j["records"] = recs;
  return j.dump(1);
}

Result<ImportPlan> PlanImport(std::string_view file, const Records& existing) {
  const nlohmann::json j = nlohmann::json::parse(file.begin(), file.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object() || j.value("format", "") != "rummy-parlor-export") {
    return Unreadable("That file is not a Rummy Parlor export: nothing was imported.");
  }
  if (std::optional<Error> e = CheckSchema(j)) return Unreadable("That file cannot be imported: " + e->Message() + ".");
  if (!j.contains("records") || !j["records"].is_object()) return Unreadable("That file holds no records: nothing was imported.");
  ImportPlan plan;
  for (const auto& [key, value] : j["records"].items()) {
    if (!value.is_string()) {
      plan.problems.push_back("A record in the file is damaged and was skipped.");
      continue;
    }
    const std::string text = value.get<std::string>();
    if (StartsWith(key, kSheetPrefix)) {
      Result<SheetRecord> r = SheetFromJson(text);
      if (!r) {
        plan.problems.push_back("A score sheet in the file could not be read (" + r.error().Message() + ") and was skipped.");
      } else if (existing.count(SheetKey(*r))) {
        ++plan.sheets_known;
      } else {
        plan.writes[SheetKey(*r)] = text;
        ++plan.sheets_added;
      }
    } else if (key == kCurrentKey) {
      Result<CurrentRecord> theirs = CurrentFromJson(text);
      if (!theirs || !Match::Load(theirs->match)) {
        plan.problems.push_back("The unfinished game in the file could not be read and was skipped.");
        continue;
      }
      const auto ours = existing.find(kCurrentKey);
      Result<CurrentRecord> mine =
          ours == existing.end() ? Result<CurrentRecord>(Unreadable("none")) : CurrentFromJson(ours->second);
      if (!mine || theirs->saved_at > mine->saved_at) {
        plan.writes[kCurrentKey] = text;
        plan.current_replaced = true;
      }
    }
  }
  return plan;
}

std::string ImportPlan::Summary() const {
  std::string s = "Imported " + std::to_string(sheets_added) + (sheets_added == 1 ? " score sheet" : " score sheets");
  if (sheets_known) s += " (" + std::to_string(sheets_known) + " already here)";
  if (current_replaced) s += " and the unfinished game";
  s += ".";
  if (!problems.empty()) {
    // Appended piece by piece: GCC 12 at -O2 warns (-Wrestrict, a known false positive) on the
    // chained operator+ here.
    s += ' ';
    s += std::to_string(problems.size());
    s += problems.size() == 1 ? " record was skipped: " : " records were skipped: ";
    s += problems[0];
  }
  return s;
}

}  // namespace rummy
