// Cards as a person says them, for the screen-reader mirror of the web table (web/mirror.*):
// every card by name, a wild card marked, and the log's glyphs turned into words.
#include <gtest/gtest.h>

#include "match/describe.h"
#include "registry/registry.h"

namespace rummy {
namespace {

TEST(SpokenTest, NamesCardsAsAPersonSaysThem) {
  const Rules rules = *MakeRules("kaluki");
  EXPECT_EQ(SpokenName(Card::Natural(Suit::kHearts, 7), rules), "7 of hearts");
  EXPECT_EQ(SpokenName(Card::Natural(Suit::kSpades, kAce), rules), "ace of spades");
  EXPECT_EQ(SpokenName(Card::Natural(Suit::kDiamonds, 10), rules), "10 of diamonds");
  EXPECT_EQ(SpokenName(Card::Natural(Suit::kClubs, kQueen), rules), "queen of clubs");
  EXPECT_EQ(SpokenName(Card::Joker(), rules), "joker");
}

TEST(SpokenTest, MarksTheWildRank) {
  const Rules rules = *MakeRules("five-crowns:13");  // 13 cards dealt: kings are wild
  EXPECT_EQ(SpokenName(Card::Natural(Suit::kStars, kKing), rules), "king of stars, wild");
  EXPECT_EQ(SpokenName(Card::Natural(Suit::kStars, kJack), rules), "jack of stars");
  EXPECT_EQ(SpokenName(Card::Joker(), rules), "joker");  // always wild: nothing to add
}

TEST(SpokenTest, SpeaksTheGlyphsOfASentence) {
  EXPECT_EQ(SpokenText("Ben discards 7♥"), "Ben discards 7 of hearts");
  EXPECT_EQ(SpokenText("Ada takes K★ from the discard pile."), "Ada takes king of stars from the discard pile.");
  EXPECT_EQ(SpokenText("Ben goes down with 7♣ 7♥ Joker and Q♦ Q♥ Q♠"),
            "Ben goes down with 7 of clubs, 7 of hearts, joker and queen of diamonds, queen of hearts, queen of spades");
  EXPECT_EQ(SpokenText("You lay 10♦ on Ben's diamond run"), "You lay 10 of diamonds on Ben's diamond run");
  EXPECT_EQ(SpokenText("A♠: discard it."), "ace of spades: discard it.");
  EXPECT_EQ(SpokenText("Hand 3 of 10: A set and a run"), "Hand 3 of 10: A set and a run");  // no glyph, no change
}

}  // namespace
}  // namespace rummy
