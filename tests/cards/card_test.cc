#include "cards/card.h"

#include <gtest/gtest.h>

namespace rummy {
namespace {

TEST(CardTest, ParsesRankAndSuitCaseInsensitively) {
  Result<Card> c = ParseCard("7h");
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->rank(), 7);
  EXPECT_EQ(c->suit(), Suit::kHearts);
  EXPECT_EQ(ParseCard("qS")->ToString(), "QS");
}

TEST(CardTest, ParsesTenAsTOr10) {
  EXPECT_EQ(ParseCard("TD")->rank(), 10);
  EXPECT_EQ(ParseCard("10d")->rank(), 10);
  EXPECT_EQ(ParseCard("10D")->ToString(), "TD");
}

TEST(CardTest, ParsesJokerAndStars) {
  EXPECT_TRUE(ParseCard("JK")->is_joker());
  EXPECT_TRUE(ParseCard("jk")->is_joker());
  EXPECT_EQ(ParseCard("KR")->suit(), Suit::kStars);
}

TEST(CardTest, ParsesSuitGlyphs) {
  EXPECT_EQ(ParseCard("7\u2665")->suit(), Suit::kHearts);
  EXPECT_EQ(ParseCard("Q\u2605")->suit(), Suit::kStars);
}

TEST(CardTest, MalformedTokenIsAnErrorNamingTheToken) {
  for (const char* bad : {"", "7", "7X", "1H", "ZS", "7HH", "11C"}) {
    Result<Card> c = ParseCard(bad);
    ASSERT_FALSE(c.ok()) << bad;
    EXPECT_EQ(c.error().code, ErrorCode::kParse);
    EXPECT_NE(c.error().Message().find(std::string("'") + bad + "'"), std::string::npos) << c.error().Message();
  }
}

TEST(CardTest, ParseCardsStopsAtTheFirstBadToken) {
  Result<std::vector<Card>> cards = ParseCards("5H, 6H 7Q 8H");
  ASSERT_FALSE(cards.ok());
  EXPECT_NE(cards.error().Message().find("'7Q'"), std::string::npos);
}

TEST(CardTest, PrintsRoundTrip) {
  Result<std::vector<Card>> cards = ParseCards("AS 2C TD JH QS KR JK");
  ASSERT_TRUE(cards.ok());
  EXPECT_EQ(CardsToString(*cards), "AS 2C TD JH QS KR JK");
  EXPECT_EQ(CardsPretty(*cards), "A\u2660 2\u2663 10\u2666 J\u2665 Q\u2660 K\u2605 Joker");
}

TEST(CardTest, DeckIdKeepsIdenticalCardsDistinct) {
  const Card a = Card::Natural(Suit::kHearts, 7, 0), b = Card::Natural(Suit::kHearts, 7, 1);
  EXPECT_NE(a, b);
  EXPECT_EQ(a.face(), b.face());
  EXPECT_EQ(b.deck(), 1);
  EXPECT_EQ(Card::Joker(1, 2).face(), kJokerFace);
  EXPECT_EQ(Card::Joker(1, 2).deck(), 2);
}

TEST(CardTest, AJokerIsNamedInWordsWhereverItStandsInASentence) {
  const Card seven = Card::Natural(Suit::kHearts, 7), joker = Card::Joker(1);
  EXPECT_EQ(CardInWords(joker), "a joker");
  EXPECT_EQ(CardWord(joker), "joker");
  EXPECT_EQ(CardOpeningASentence(joker), "A joker");
  EXPECT_EQ(CardOpeningASentence(seven), "7\u2665");
  EXPECT_EQ(CardsInWords({seven, joker}), "7\u2665 joker");
}

}  // namespace
}  // namespace rummy
