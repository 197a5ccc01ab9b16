#include "game/move.h"
#include "registry/registry.h"

#include <gtest/gtest.h>

namespace rummy {
namespace {

std::string RoundTrip(const std::string& text) {
  const Rules r = *MakeRules(text.rfind("down", 0) == 0 ? "five-crowns:3" : "kaluki");
  Result<Move> m = ParseMove(text);
  EXPECT_TRUE(m.ok()) << text << ": " << (m.ok() ? "" : m.error().Message());
  return m.ok() ? MoveToString(*m, r) : "";
}

TEST(MoveTest, TextFormsReadBackAsTheSameMove) {
  for (const char* t :
       {"draw", "take", "discard 7H", "meld 7C 7D 7H", "meld 7C 7D 7H, 5S 6S JK(7S)", "layoff 7H on 3", "layoff JK on 0 low",
        "layoff JK on 1 high", "exchange 8C on 2 meld TH JH QH KH JK(AH)", "down 5C 5R 3H(5) discard KD", "down discard KD",
        "kentucky 9C on 3", "rummy 9C on 3", "rummy JK on 1 low", "mayi", "pass", "take 7C"}) {
    EXPECT_EQ(RoundTrip(t), t);
  }
}

TEST(MoveTest, WildAnnotationsPinTheReading) {
  Result<Move> m = ParseMove("meld JK(4H) 5H 6H");
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->melds[0].hint.kind, MeldKind::kRun);
  EXPECT_EQ(m->melds[0].hint.low, 4);
  Result<Move> s = ParseMove("meld 7C 7D JK(7)");
  EXPECT_EQ(s->melds[0].hint.kind, MeldKind::kSet);
  EXPECT_EQ(s->melds[0].hint.rank, 7);
  Result<Move> hi = ParseMove("meld QH KH JK(AH)");
  EXPECT_EQ(hi->melds[0].hint.low, 12);
}

TEST(MoveTest, MalformedMovesAreClearErrors) {
  for (const char* bad : {"", "fly", "discard", "discard 7H 8H", "discard 7X", "layoff 7H", "layoff 7H on x", "down 7H 8H 9H",
                          "meld", "meld 7H,", "meld JK(ZZ) 5H 6H", "layoff JK on 1 middle"}) {
    Result<Move> m = ParseMove(bad);
    EXPECT_FALSE(m.ok()) << "'" << bad << "' parsed";
    if (!m.ok()) { EXPECT_FALSE(m.error().Message().empty()); }
  }
  EXPECT_NE(ParseMove("fly").error().Message().find("starts with draw"), std::string::npos);
}

// Found by fuzz_parse: "play" read its cards from the text after the first space or tab, not
// from its own words, so a move split by newlines parsed the wrong cards or none.
TEST(MoveTest, PlayReadsItsCardsFromItsOwnWords) {
  Result<Move> m = ParseMove("\nplay\nKS");
  ASSERT_TRUE(m.ok()) << m.error().Message();
  EXPECT_EQ(CardsToString(m->melds[0].cards), "KS");
  Result<Move> three = ParseMove("play\t7H\n8H 9H");
  ASSERT_TRUE(three.ok());
  EXPECT_EQ(CardsToString(three->melds[0].cards), "7H 8H 9H");
  EXPECT_FALSE(ParseMove("\nplay\n\x01l").ok());
}

}  // namespace
}  // namespace rummy
