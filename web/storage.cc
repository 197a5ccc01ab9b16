#include "storage.h"

#include <nlohmann/json.hpp>

#include "platform.h"

namespace rummy::web {

Records Storage::All() const {
  Records r;
  for (const std::string& k : StorageKeys(kKeyPrefix)) r[k] = StorageGet(k);
  return r;
}

bool Storage::Write(const std::string& key, const std::string& text) {
  if (StorageSet(key, text)) {
    problem_.clear();
    return true;
  }
  problem_ = "This browser's storage is full or switched off: the game goes on, but it is not being saved.";
  return false;
}

void Storage::Remove(const std::string& key) { StorageRemove(key); }

void Storage::SetAside(const std::string& key) {
  const std::string text = StorageGet(key);
  if (!text.empty()) StorageSet(kCorruptPrefix + key.substr(std::string(kKeyPrefix).size()), text);
  StorageRemove(key);
}

bool Storage::SaveMatch(const Match& match) {
  if (!match.state().IsTerminal()) return Write(kCurrentKey, CurrentToJson(match, NowMs()));
  const SheetRecord r = SheetOf(match, NowMs());
  // Already filed (the key comes from the match): keep the record as first written, with the
  // time the match really ended.
  const bool ok = !StorageGet(SheetKey(r)).empty() || Write(SheetKey(r), SheetToJson(r));
  if (ok) Remove(kCurrentKey);
  return ok;
}

bool Storage::FileUnfinished() {
  if (!HasCurrent()) return true;
  Result<CurrentRecord> c = CurrentFromJson(StorageGet(kCurrentKey));
  Result<Match> m = c ? Match::Load(c->match) : Result<Match>(c.error());
  if (!m) {
    SetAside(kCurrentKey);  // kept aside as it was, never deleted
    return true;
  }
  const SheetRecord r = SheetOf(*m, NowMs());
  return Write(SheetKey(r), SheetToJson(r));
}

bool Storage::HasCurrent() const { return !StorageGet(kCurrentKey).empty(); }

Result<Match> Storage::LoadCurrent() {
  const std::string text = StorageGet(kCurrentKey);
  Result<CurrentRecord> c = CurrentFromJson(text);
  if (!c) {
    SetAside(kCurrentKey);
    return Error{ErrorCode::kParse, "The unfinished game could not be read (" + c.error().Message() + "); it was set aside."};
  }
  Result<Match> m = Match::Load(c->match);
  if (!m) {
    SetAside(kCurrentKey);
    return Error{ErrorCode::kParse, m.error().Message() + " It was set aside."};
  }
  return m;
}

Archive Storage::ReadAll() {
  Archive a = ReadArchive(All());
  for (const std::string& k : a.damaged) SetAside(k);
  return a;
}

std::string Storage::Import(const std::string& file) {
  Result<ImportPlan> plan = PlanImport(file, All());
  if (!plan) return plan.error().Message();
  for (const auto& [k, v] : plan->writes) {
    if (!Write(k, v)) return problem_;
  }
  return plan->Summary();
}

Settings Storage::LoadSettings() const {
  Settings s;
  const nlohmann::json j = nlohmann::json::parse(StorageGet(kSettingsKey), nullptr, false);
  if (!j.is_object()) return s;
  auto flag = [&](const char* name, bool* v) {
    if (j.contains(name) && j[name].is_boolean()) *v = j[name].get<bool>();
  };
  flag("sound", &s.sound);
  flag("four_colour", &s.four_colour);
  flag("large", &s.large);
  flag("contrast", &s.contrast);
  return s;
}

void Storage::SaveSettings(const Settings& s) {
  const nlohmann::json j = {{"sound", s.sound}, {"four_colour", s.four_colour}, {"large", s.large}, {"contrast", s.contrast}};
  StorageSet(kSettingsKey, j.dump());  // a setting that cannot be kept still applies for this visit
}

LobbyChoices Storage::LoadLobby() const { return LobbyChoicesFromJson(StorageGet(kLobbyKey)); }

void Storage::SaveLobby(const LobbyChoices& c) {
  StorageSet(kLobbyKey, LobbyChoicesToJson(c));  // choices that cannot be kept still apply for this visit
}

std::string Storage::Export() const { return ExportRecords(All(), NowMs()); }

}  // namespace rummy::web
