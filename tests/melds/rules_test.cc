#include "melds/rules.h"
#include "registry/registry.h"
#include "solver/solver.h"

#include <gtest/gtest.h>

namespace rummy {
namespace {

TEST(RulesTest, EveryPresetIsValid) {
  for (const char* spec : {"gin", "five-crowns:3", "five-crowns:13", "kaluki", "rummy", "kentucky", "three-kings"}) {
    Result<Rules> r = MakeRules(spec);
    ASSERT_TRUE(r.ok()) << spec;
    EXPECT_FALSE(r->Validate().has_value()) << spec;
  }
}

TEST(RulesTest, EveryRegisteredGamesPresetIsFoundByItsNameWithEachHouseOption) {
  for (const RulesPreset* p : RulesPresets()) {
    Result<Rules> base = MakeRules(p->name);
    ASSERT_TRUE(base.ok()) << p->name << ": " << base.error().Message();
    for (const RulesOption& o : p->options) {
      Result<Rules> with = MakeRules(p->name + "+" + o.name);
      ASSERT_TRUE(with.ok()) << p->name << "+" << o.name;
      EXPECT_FALSE(with->SameValue(*base)) << p->name << "+" << o.name << " changes nothing";
    }
  }
  EXPECT_NE(MakeRules("canasta").error().Message().find("unknown rules 'canasta'"), std::string::npos);
  EXPECT_EQ(MakeRules("kaluki:3").error().Message().substr(0, 23), "unknown rules 'kaluki:3");
  EXPECT_EQ(MakeRules("kaluki+no-such").error().Message(), "'no-such' is not a house option of kaluki");
}

TEST(RulesTest, TheSolverCacheTellsRuleSetsApartByValueNotByName) {
  Rules a = *MakeRules("kaluki");
  Rules renamed = a;
  renamed.name = "kaluki+joker-25";
  EXPECT_TRUE(a.SameValue(renamed));
  EXPECT_EQ(&SharedSolver(a), &SharedSolver(renamed));
  Rules other = a;
  other.joker_hand_value = 50;  // same name, another value
  EXPECT_FALSE(a.SameValue(other));
  EXPECT_NE(&SharedSolver(a), &SharedSolver(other));
  EXPECT_EQ(SharedSolver(other).rules().joker_hand_value, 50);
}

TEST(RulesTest, RuleSetsDifferingInAnyOneValueAreNotTheSame) {
  const Rules a = *MakeRules("kaluki");
  const std::vector<std::pair<const char*, void (*)(Rules&)>> changes = {
      {"suits", [](Rules& r) { r.pack.num_suits = 5; }},
      {"lowest rank", [](Rules& r) { r.pack.min_rank = 3; }},
      {"highest rank", [](Rules& r) { r.pack.max_rank = 12; }},
      {"decks", [](Rules& r) { r.pack.decks = 3; }},
      {"jokers", [](Rules& r) { r.pack.jokers_per_deck = 3; }},
      {"jokers wild", [](Rules& r) { r.jokers_wild = !r.jokers_wild; }},
      {"wild rank", [](Rules& r) { r.wild_rank = 7; }},
      {"aces", [](Rules& r) { r.ace = AcePolicy::kHighOnly; }},
      {"smallest set", [](Rules& r) { r.min_set = 4; }},
      {"largest set", [](Rules& r) { r.max_set = 8; }},
      {"set suits", [](Rules& r) { r.set_suits_distinct = !r.set_suits_distinct; }},
      {"shortest run", [](Rules& r) { r.min_run = 4; }},
      {"longest run", [](Rules& r) { r.max_run = 7; }},
      {"naturals", [](Rules& r) { r.naturals = NaturalsPolicy::kAny; }},
      {"wilds a meld", [](Rules& r) { r.max_wilds_per_meld = 2; }},
      {"hand values", [](Rules& r) { r.hand_value[9] += 1; }},
      {"joker in hand", [](Rules& r) { r.joker_hand_value += 1; }},
      {"wild rank in hand", [](Rules& r) { r.wild_rank_hand_value += 1; }},
      {"table values", [](Rules& r) { r.table_value[13] += 1; }},
      {"joker on the table", [](Rules& r) { r.joker_table_value += 1; }},
      {"joker as represented", [](Rules& r) { r.joker_table_as_represented = !r.joker_table_as_represented; }},
      {"low ace", [](Rules& r) { r.low_ace_table_value = 7; }},
      {"aces meldable", [](Rules& r) { r.aces_meldable = !r.aces_meldable; }},
  };
  for (const auto& [what, change] : changes) {
    Rules b = a;
    change(b);
    EXPECT_FALSE(a.SameValue(b)) << what;
    EXPECT_FALSE(b.SameValue(a)) << what;
  }
}

TEST(RulesTest, FiveCrownsWildRankIsTheNumberOfCardsDealt) {
  const Rules r = *MakeRules("five-crowns:7");
  EXPECT_EQ(r.wild_rank, 7);
  EXPECT_EQ(r.HandValue(Card::Natural(Suit::kHearts, 7)), 20);
  EXPECT_EQ(r.HandValue(Card::Joker()), 50);
  EXPECT_EQ(r.HandValue(Card::Natural(Suit::kHearts, 12)), 12);
}

TEST(RulesTest, HouseOptionsChangeTheRules) {
  EXPECT_TRUE(MakeRules("kaluki+distinct-suits")->set_suits_distinct);
  EXPECT_EQ(MakeRules("kentucky+three-decks")->pack.decks, 3);
  EXPECT_EQ(MakeRules("kentucky+deuces-wild")->wild_rank, 2);
  EXPECT_EQ(MakeRules("rummy+two-decks")->pack.decks, 2);
  EXPECT_EQ(MakeRules("kaluki+joker-fifteen")->joker_hand_value, 15);
  EXPECT_EQ(MakeRules("rummy+low-ace-one")->low_ace_table_value, 1);
  EXPECT_FALSE(MakeRules("three-kings+no-ace-melds")->aces_meldable);
  EXPECT_EQ(MakeRules("five-crowns:5+need-natural")->naturals, NaturalsPolicy::kAtLeastOne);
}

TEST(RulesTest, UnknownPresetOrOptionIsAClearError) {
  Result<Rules> r = MakeRules("canasta");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().Message().find("canasta"), std::string::npos);
  EXPECT_FALSE(MakeRules("five-crowns:2").ok());
  EXPECT_FALSE(MakeRules("five-crowns:x").ok());
  Result<Rules> o = MakeRules("gin+deuces-wild");
  ASSERT_FALSE(o.ok());
  EXPECT_NE(o.error().Message().find("deuces-wild"), std::string::npos);
}

// Found by fuzz_parse: a junk character followed by many digits overflowed the card count.
TEST(RulesTest, FiveCrownsCountWithJunkThenManyDigitsIsRefusedWithoutOverflow) {
  EXPECT_FALSE(MakeRules("five-crowns:th" + std::string(80, '5')).ok());
  EXPECT_FALSE(MakeRules("five-crowns:" + std::string(80, '9')).ok());
  EXPECT_FALSE(MakeRules("five-crowns:1x5").ok());
}

TEST(RulesTest, CardValuesFollowEachGame) {
  const Rules kentucky = *MakeRules("kentucky");
  EXPECT_EQ(kentucky.hand_value[1], 20);
  EXPECT_EQ(kentucky.hand_value[9], 5);
  EXPECT_EQ(kentucky.hand_value[10], 10);
  EXPECT_EQ(kentucky.joker_hand_value, 50);
  const Rules rummy = *MakeRules("rummy");
  EXPECT_EQ(rummy.hand_value[1], 15);
  EXPECT_EQ(rummy.joker_hand_value, 25);
  const Rules kaluki = *MakeRules("kaluki");
  EXPECT_EQ(kaluki.hand_value[1], 15);
  EXPECT_EQ(kaluki.hand_value[7], 7);
  EXPECT_EQ(kaluki.hand_value[12], 10);
  EXPECT_EQ(kaluki.joker_hand_value, 25);
}

}  // namespace
}  // namespace rummy
