#include "util/small_vector.h"

#include <gtest/gtest.h>

#include <span>
#include <string>
#include <vector>

#include "cards/card.h"

namespace rummy {
namespace {

// Strings long enough to live on the heap themselves, so a lost, doubled or stale element shows
// under ASan; three fit inside the vector.
using Strings = SmallVector<std::string, 3>;

std::string Word(int i) { return "a string long enough to need its own heap block, number " + std::to_string(i); }

Strings MakeStrings(int n) {
  Strings s;
  for (int i = 0; i < n; ++i) s.push_back(Word(i));
  return s;
}

std::vector<std::string> Words(std::initializer_list<int> numbers) {
  std::vector<std::string> out;
  for (int i : numbers) out.push_back(Word(i));
  return out;
}

#ifndef __EMSCRIPTEN__
bool IsInline(const Strings& s) {
  const char* self = reinterpret_cast<const char*>(&s);
  const char* data = reinterpret_cast<const char*>(s.data());
  return data >= self && data < self + sizeof(s);
}
#endif

#ifndef __EMSCRIPTEN__  // the web build's SmallVector is a std::vector (core/util/small_vector.h)
TEST(SmallVectorTest, KeepsElementsInsideUpToItsCapacityThenMovesThemToTheHeap) {
  Strings s = MakeStrings(3);
  EXPECT_TRUE(IsInline(s));
  EXPECT_EQ(s.capacity(), 3u);
  s.push_back(Word(3));
  EXPECT_FALSE(IsInline(s));
  EXPECT_GE(s.capacity(), 4u);
  for (int i = 4; i < 40; ++i) s.push_back(Word(i));
  ASSERT_EQ(s.size(), 40u);
  for (int i = 0; i < 40; ++i) EXPECT_EQ(s[i], Word(i));
  EXPECT_EQ(s.front(), Word(0));
  EXPECT_EQ(s.back(), Word(39));
}
#endif

TEST(SmallVectorTest, PushingItsOwnElementWhileGrowingCopiesTheElementFirst) {
  Strings s = MakeStrings(3);
  s.push_back(s[0]);
  s.emplace_back(s[1]);
  EXPECT_EQ(s, Words({0, 1, 2, 0, 1}));
  s.resize(8, s[2]);
  EXPECT_EQ(s, Words({0, 1, 2, 0, 1, 2, 2, 2}));
}

TEST(SmallVectorTest, CopiesAndMovesInsideAndOnTheHeapEitherWay) {
  for (int from : {0, 2, 3, 9}) {
    for (int to : {0, 2, 3, 9}) {
      Strings source = MakeStrings(from);
      Strings target = MakeStrings(to);
      target = source;
      EXPECT_EQ(target, source) << from << " onto " << to;
      Strings moved_into = MakeStrings(to);
      moved_into = std::move(target);
      EXPECT_EQ(moved_into, source) << from << " moved onto " << to;
      EXPECT_TRUE(target.empty());  // NOLINT(bugprone-use-after-move): a moved-from vector is empty
      target.push_back(Word(7));    // and still usable
      EXPECT_EQ(target, Words({7}));
      Strings constructed(std::move(moved_into));
      EXPECT_EQ(constructed, source);
      Strings copied(constructed);
      EXPECT_EQ(copied, source);
      copied = copied;  // NOLINT: self-assignment changes nothing
      EXPECT_EQ(copied, source);
    }
  }
}

TEST(SmallVectorTest, InsertsAndErasesInTheMiddle) {
  Strings s = MakeStrings(2);
  s.insert(s.begin() + 1, Word(5));
  EXPECT_EQ(s, Words({0, 5, 1}));
  s.insert(s.begin() + 1, Word(6));  // past the inline capacity
  EXPECT_EQ(s, Words({0, 6, 5, 1}));
  std::vector<std::string> more = Words({7, 8});
  auto at = s.insert(s.begin() + 2, more.begin(), more.end());
  EXPECT_EQ(*at, Word(7));
  EXPECT_EQ(s, Words({0, 6, 7, 8, 5, 1}));
#ifndef __EMSCRIPTEN__
  s.insert(s.begin(), s.begin() + 4, s.end());  // a range of its own
#else                                           // the web build's std::vector does not allow a range of its own: a copy of it
  const std::vector<std::string> own(s.begin() + 4, s.end());
  s.insert(s.begin(), own.begin(), own.end());
#endif
  EXPECT_EQ(s, Words({5, 1, 0, 6, 7, 8, 5, 1}));
  auto next = s.erase(s.begin() + 2);
  EXPECT_EQ(*next, Word(6));
  EXPECT_EQ(s, Words({5, 1, 6, 7, 8, 5, 1}));
  next = s.erase(s.begin() + 1, s.begin() + 5);
  EXPECT_EQ(*next, Word(5));
  EXPECT_EQ(s, Words({5, 5, 1}));
  s.erase(s.begin(), s.end());
  EXPECT_TRUE(s.empty());
}

TEST(SmallVectorTest, ResizesAndClears) {
  Strings s = MakeStrings(2);
  s.resize(5);
  EXPECT_EQ(s.size(), 5u);
  EXPECT_EQ(s[4], "");
  s.resize(1);
  EXPECT_EQ(s, Words({0}));
  s.pop_back();
  EXPECT_TRUE(s.empty());
  s = MakeStrings(6);
  s.clear();
  EXPECT_TRUE(s.empty());
  s.reserve(20);
  EXPECT_GE(s.capacity(), 20u);
}

TEST(SmallVectorTest, AppendsGeneratedElementsInOrderInsideAndPastItsCapacity) {
  Strings s = MakeStrings(1);
  int next = 1;
  s.append_generated(2, [&] { return Word(next++); });  // fills the inside exactly
  EXPECT_EQ(s, Words({0, 1, 2}));
  s.append_generated(0, [&] { return Word(next++); });
  EXPECT_EQ(next, 3);
  s.append_generated(4, [&] { return Word(next++); });  // moves to the heap first
  EXPECT_EQ(s, Words({0, 1, 2, 3, 4, 5, 6}));
#ifndef __EMSCRIPTEN__
  EXPECT_FALSE(IsInline(s));
#endif
}

TEST(SmallVectorTest, ComparesElementByElement) {
  EXPECT_EQ(MakeStrings(5), MakeStrings(5));
  EXPECT_NE(MakeStrings(5), MakeStrings(4));
  Strings other = MakeStrings(5);
  other[2] = Word(9);
  EXPECT_NE(MakeStrings(5), other);
  EXPECT_EQ(MakeStrings(4), Words({0, 1, 2, 3}));
  EXPECT_NE(MakeStrings(4), Words({0, 1, 2}));
}

TEST(SmallVectorTest, CardListsReadAsSpansAndBuildFromVectors) {
  std::vector<Card> hand = *ParseCards("7H 8H 9H TH JH QH KH AH 2C 3C 4C 5C 6C 7C");
  SmallCards cards = hand;
  EXPECT_EQ(cards, hand);
  EXPECT_EQ(CardsToString(cards), CardsToString(hand));
  SmallCards few{hand[0], hand[1]};
  std::span<const Card> view = few;
  EXPECT_EQ(view.size(), 2u);
  EXPECT_EQ(few.ToVector(), std::vector<Card>(hand.begin(), hand.begin() + 2));
  EXPECT_EQ(SmallCards(hand.begin(), hand.begin() + 3), (SmallCards{hand[0], hand[1], hand[2]}));
}

}  // namespace
}  // namespace rummy
