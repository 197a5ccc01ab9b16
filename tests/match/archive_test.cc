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

// A two-player Five Crowns record (you in seat 0) with these totals and winners.
SheetRecord FiveCrownsSheet(std::vector<int> totals, std::vector<int> winners) {
  SheetRecord r;
  r.game = "five-crowns";
  r.seats = NameSeats({"human", "basic"});
  r.sheet.lowest_wins = true;
  r.sheet.totals = std::move(totals);
  r.sheet.winners = std::move(winners);
  return r;
}

TEST(ArchiveTest, StatisticsCountPlayedWonAverageAndBestForThePerson) {
  const SheetRecord won = FiveCrownsSheet({40, 90}, {0}), lost = FiveCrownsSheet({120, 60}, {1});
  const std::map<std::string, GameStats> s = Statistics({won, lost});
  const GameStats& g = s.at("five-crowns");
  EXPECT_EQ(g.played, 2);
  EXPECT_EQ(g.won, 1);
  EXPECT_DOUBLE_EQ(g.average, 80.0);
  EXPECT_EQ(g.best, 40);  // lowest wins in Five Crowns
}

TEST(ArchiveTest, AMatchLeftUnfinishedIsFiledWithItsScoresSoFarAndNoWinner) {
  // Kentucky plays 10 hands; two are played here (the bots play every seat), then it is left.
  Match m = std::move(Match::New("kentucky", NameSeats({"human", "basic", "basic"}), {}, 5)).value();
  std::unique_ptr<Bot> bot = MakeBot("basic", "kentucky");
  Rng rng(5);
  SheetRecord r = SheetOf(m, 1000);
  EXPECT_FALSE(r.finished);
  EXPECT_EQ(LeftAt(r), "in hand 1 of 10");
  while (m.state().Sheet().hands.size() < 2) {
    if (m.BotToMove())
      m.StepBot();
    else
      ASSERT_FALSE(m.Play(bot->Choose(m.state().ViewFor(m.ToMove()), m.state().CurrentRules(), rng)).has_value());
  }
  r = SheetOf(m, 2000);
  EXPECT_FALSE(r.finished);
  EXPECT_EQ(r.hands, 10);
  EXPECT_TRUE(r.sheet.winners.empty());
  EXPECT_EQ(r.sheet.totals, m.state().Sheet().totals);
  EXPECT_EQ(LeftAt(r), "after hand 2 of 10");
  Result<SheetRecord> back = SheetFromJson(SheetToJson(r));
  ASSERT_TRUE(back.ok()) << back.error().Message();
  EXPECT_EQ(*back, r);
  // A finished match's record says nothing of it (records written before it existed read the same).
  const SheetRecord f = SheetOf(Finished(3), 3000);
  EXPECT_TRUE(f.finished);
  EXPECT_EQ(LeftAt(f), "");
  EXPECT_EQ(SheetToJson(f).find("unfinished"), std::string::npos);
  // Played to a target score: no "of".
  SheetRecord target = r;
  target.hands = 0;
  EXPECT_EQ(LeftAt(target), "after hand 2");
  // A damaged mark is a damaged record.
  std::string bad = SheetToJson(r);
  bad.replace(bad.find("\"hands\":10"), 10, "\"hands\":\"x\"");
  EXPECT_FALSE(SheetFromJson(bad).ok());
}

TEST(ArchiveTest, StatisticsLeaveOutMatchesLeftUnfinished) {
  const SheetRecord won = FiveCrownsSheet({40, 90}, {0});
  SheetRecord left = FiveCrownsSheet({5, 70}, {});
  left.finished = false;
  const GameStats g = Statistics({won, left}).at("five-crowns");
  EXPECT_EQ(g.played, 1);
  EXPECT_EQ(g.unfinished, 1);
  EXPECT_DOUBLE_EQ(g.average, 40.0);
  EXPECT_EQ(g.best, 40);
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
