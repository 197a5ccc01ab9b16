#include "match/archive.h"

#include <gtest/gtest.h>

namespace rummy {
namespace {

Match Finished(uint64_t seed) {
  Match m = std::move(Match::New("five-crowns", NameSeats({"human", "basic"}), {}, seed)).value();
  // The person's seat is played by a basic bot here; the records do not care who chose the moves.
  std::unique_ptr<Bot> bot = MakeBot("basic", "five-crowns");
  Rng rng(seed);
  while (!m.state().IsTerminal()) {
    if (m.BotToMove())
      m.StepBot();
    else
      EXPECT_FALSE(m.Play(bot->Choose(m.state().ViewFor(m.ToMove()), m.state().CurrentRules(), rng)).has_value());
  }
  return m;
}

TEST(ArchiveTest, AScoreSheetRecordReadsBackAsWritten) {
  const SheetRecord r = SheetOf(Finished(3), 1700000000000);
  Result<SheetRecord> back = SheetFromJson(SheetToJson(r));
  ASSERT_TRUE(back.ok()) << back.error().Message();
  EXPECT_EQ(*back, r);
  EXPECT_EQ(back->sheet.hands.size(), 11u);
  EXPECT_EQ(SheetKey(r).rfind("rummy-parlor:v1:sheet:five-crowns-3-", 0), 0u) << SheetKey(r);
}

TEST(ArchiveTest, TheSameFinishedMatchFiledTwiceIsOneRecord) {
  // Filed again later (the page hidden on the summary screen, another tab): the same key, so
  // the second write replaces the first instead of adding a copy. Other matches keep theirs.
  const Match m = Finished(3);
  EXPECT_EQ(SheetKey(SheetOf(m, 1000)), SheetKey(SheetOf(m, 9000)));
  EXPECT_NE(SheetKey(SheetOf(m, 1000)), SheetKey(SheetOf(Finished(4), 1000)));
}

TEST(ArchiveTest, ADamagedRecordIsReportedAndSetAsideWhileTheOthersLoad) {
  Records recs;
  const SheetRecord a = SheetOf(Finished(1), 1000), b = SheetOf(Finished(2), 2000);
  recs[SheetKey(a)] = SheetToJson(a);
  recs[SheetKey(b)] = SheetToJson(b);
  recs["rummy-parlor:v1:sheet:broken"] = "{\"schema\":1,\"id\":\"x\",\"game\":\"five-crowns\"";  // cut short
  recs["rummy-parlor:v1:sheet:future"] = "{\"schema\":99}";
  const Archive ar = ReadArchive(recs);
  ASSERT_EQ(ar.sheets.size(), 2u);
  EXPECT_EQ(ar.sheets[0], b);  // newest first
  ASSERT_EQ(ar.problems.size(), 2u);
  EXPECT_EQ(ar.problems[0], "A saved score sheet could not be read (it is not valid JSON); it was set aside.");
  EXPECT_EQ(ar.problems[1],
            "A saved score sheet could not be read (it was written by a newer version of the game); it was set aside.");
  EXPECT_EQ(ar.damaged, (std::vector<std::string>{"rummy-parlor:v1:sheet:broken", "rummy-parlor:v1:sheet:future"}));
}

TEST(ArchiveTest, StatisticsCountPlayedWonAverageAndBestForThePerson) {
  SheetRecord won, lost;
  won.game = lost.game = "five-crowns";
  won.seats = lost.seats = NameSeats({"human", "basic"});
  won.sheet.lowest_wins = lost.sheet.lowest_wins = true;
  won.sheet.totals = {40, 90};
  won.sheet.winners = {0};
  lost.sheet.totals = {120, 60};
  lost.sheet.winners = {1};
  const std::map<std::string, GameStats> s = Statistics({won, lost});
  const GameStats& g = s.at("five-crowns");
  EXPECT_EQ(g.played, 2);
  EXPECT_EQ(g.won, 1);
  EXPECT_DOUBLE_EQ(g.average, 80.0);
  EXPECT_EQ(g.best, 40);  // lowest wins in Five Crowns
}

TEST(ArchiveTest, TheUnfinishedGameRecordKeepsTheMatchAndWhenItWasSaved) {
  Match m = std::move(Match::New("kaluki", NameSeats({"human", "basic"}), {}, 9)).value();
  while (m.BotToMove()) m.StepBot();
  ASSERT_FALSE(m.Play(Move::Draw()).has_value());
  Result<CurrentRecord> c = CurrentFromJson(CurrentToJson(m, 5555));
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->saved_at, 5555);
  EXPECT_EQ(Match::Load(c->match)->state().ToString(), m.state().ToString());
}

TEST(ArchiveTest, ExportThenImportIntoEmptyStorageRestoresEveryRecord) {
  Records recs;
  const SheetRecord a = SheetOf(Finished(4), 1000);
  recs[SheetKey(a)] = SheetToJson(a);
  Match m = std::move(Match::New("rummy", NameSeats({"human", "basic"}), {}, 9)).value();
  recs[kCurrentKey] = CurrentToJson(m, 3000);
  recs["other-app:key"] = "not ours";
  const std::string file = ExportRecords(recs, 4000);
  Result<ImportPlan> plan = PlanImport(file, {});
  ASSERT_TRUE(plan.ok()) << plan.error().Message();
  Records expected = recs;
  expected.erase("other-app:key");
  EXPECT_EQ(plan->writes, expected);
  EXPECT_EQ(plan->Summary(), "Imported 1 score sheet and the unfinished game.");
}

TEST(ArchiveTest, ImportMergesWithoutOverwritingNewerData) {
  Records mine, theirs;
  const SheetRecord shared = SheetOf(Finished(5), 1000), extra = SheetOf(Finished(6), 2000);
  mine[SheetKey(shared)] = theirs[SheetKey(shared)] = SheetToJson(shared);
  theirs[SheetKey(extra)] = SheetToJson(extra);
  Match m = std::move(Match::New("kaluki", NameSeats({"human", "basic"}), {}, 1)).value();
  mine[kCurrentKey] = CurrentToJson(m, 9000);  // ours is newer
  theirs[kCurrentKey] = CurrentToJson(m, 8000);
  theirs["rummy-parlor:v1:sheet:bad"] = "]";
  Result<ImportPlan> plan = PlanImport(ExportRecords(theirs, 1), mine);
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan->writes.size(), 1u);
  EXPECT_TRUE(plan->writes.count(SheetKey(extra)));
  EXPECT_FALSE(plan->current_replaced);
  EXPECT_EQ(plan->sheets_known, 1);
  ASSERT_EQ(plan->problems.size(), 1u);
  EXPECT_EQ(plan->Summary(),
            "Imported 1 score sheet (1 already here). 1 record was skipped: A score sheet in the file could not be read "
            "(it is not valid JSON) and was skipped.");
}

TEST(ArchiveTest, AFileThatIsNotAnExportImportsNothingAndSaysSo) {
  Result<ImportPlan> plan = PlanImport("{\"hello\":1}", {});
  ASSERT_FALSE(plan.ok());
  EXPECT_EQ(plan.error().Message(), "That file is not a Rummy Parlor export: nothing was imported.");
  EXPECT_FALSE(PlanImport("\x01\x02", {}).ok());
}

}  // namespace
}  // namespace rummy
