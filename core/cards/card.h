// One physical card. Several identical decks can be in play (Five Crowns, Kentucky, Kaluki),
// so every card carries its deck id: two 7♥ from two decks are rule-identical (same Face())
// but distinct cards.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "util/error.h"
#include "util/small_vector.h"

namespace rummy {

// Suit order is the order hands are sorted in. kStars exists only in the Five Crowns pack.
enum class Suit : uint8_t { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3, kStars = 4 };
inline constexpr int kNumSuits = 5;

// Ranks 1 (ace) .. 13 (king). An ace played above the king is position 14 in runs; the
// card itself is always rank 1.
inline constexpr int kAce = 1, kJack = 11, kQueen = 12, kKing = 13;

// Number of distinct faces: 5 suits x 13 ranks, then one face shared by every joker.
inline constexpr int kJokerFace = kNumSuits * 13;
inline constexpr int kNumFaces = kJokerFace + 1;
inline constexpr int kMaxDecks = 4;  // Five Crowns for 8-14 players: two games combined

// Packed layout of Card::code:  code = deck * kCodesPerDeck + slot
//   slot 0..64 : natural card, slot = suit * 13 + (rank - 1)
//   slot 65..67: joker number 0..2 of that deck
class Card {
 public:
  static constexpr int kCodesPerDeck = 68;
  static constexpr int kNumCodes = kCodesPerDeck * kMaxDecks;

  constexpr Card() = default;
  static constexpr Card Natural(Suit suit, int rank, int deck = 0) {
    return Card(static_cast<uint16_t>(deck * kCodesPerDeck + static_cast<int>(suit) * 13 + rank - 1));
  }
  static constexpr Card Joker(int index = 0, int deck = 0) {
    return Card(static_cast<uint16_t>(deck * kCodesPerDeck + kJokerFace + index));
  }
  static constexpr Card FromCode(uint16_t code) { return Card(code); }

  constexpr uint16_t code() const { return code_; }
  constexpr int deck() const { return code_ / kCodesPerDeck; }
  constexpr int slot() const { return code_ % kCodesPerDeck; }
  constexpr bool is_joker() const { return slot() >= kJokerFace; }
  // 0 for a joker.
  constexpr int rank() const { return is_joker() ? 0 : slot() % 13 + 1; }
  constexpr Suit suit() const { return static_cast<Suit>(is_joker() ? 0 : slot() / 13); }
  // Rule identity: equal for identical cards of different decks and for all jokers.
  constexpr int face() const { return is_joker() ? kJokerFace : slot(); }

  // "7H", "TD", "AS", "KR" (stars), "JK".
  std::string ToString() const;
  // "7♥", "10♦", "A♠", "K★", "Joker".
  std::string Pretty() const;

  friend constexpr bool operator==(Card a, Card b) { return a.code_ == b.code_; }
  friend constexpr bool operator<(Card a, Card b) { return a.code_ < b.code_; }

 private:
  constexpr explicit Card(uint16_t code) : code_(code) {}
  uint16_t code_ = 0;  // four decks of 68 codes do not fit in a byte
};

// A short list of cards held without a heap block: a meld's cards, an arrangement's deadwood.
// Twelve cards fit inside (the size of a 12-card list is that of 16 bytes of pointer and counts
// and 24 of cards); a longer list (a Kentucky run of 14, a Kaluki hand that melds nothing)
// moves to the heap.
using SmallCards = SmallVector<Card, 12>;

std::string SuitLetter(Suit suit);  // "C" "D" "H" "S" "R"
std::string SuitGlyph(Suit suit);   // "♣" "♦" "♥" "♠" "★"
std::string SuitName(Suit suit);    // "clubs" ... "stars"
std::string RankText(int rank);     // "A" "2".."10" "J" "Q" "K"
const char* RankPlural(int rank);   // "aces", "twos" .. "kings" (1..13)
std::string FaceText(int face);     // "7H"-style text of a face index
// FaceText added to the end of `out` (no string of its own: a move's text names many cards).
void AppendFaceText(std::string& out, int face);

// Parses one token: rank A 2-9 T J Q K (or 10) followed by a suit letter C D H S R (R = stars)
// or a suit glyph; "JK" (or "Joker") is a joker. Case-insensitive. The deck id is 0.
Result<Card> ParseCard(std::string_view token);

// Parses cards separated by spaces or commas; deck ids stay 0.
Result<std::vector<Card>> ParseCards(std::string_view text);

std::string CardsToString(std::span<const Card> cards);  // "7H 8H JK"
std::string CardsPretty(std::span<const Card> cards);    // "7♥ 8♥ Joker"
// The same of cards named in braces: CardsPretty({card}).
inline std::string CardsToString(std::initializer_list<Card> cards) {
  return CardsToString(std::span<const Card>(cards.begin(), cards.size()));
}
inline std::string CardsPretty(std::initializer_list<Card> cards) {
  return CardsPretty(std::span<const Card>(cards.begin(), cards.size()));
}

// Cards as a sentence names them: a joker is "a joker", never a capitalised "Joker" mid-sentence.
std::string CardInWords(Card card);                     // "7♥", "a joker"
std::string CardWord(Card card);                        // "7♥", "joker" (after "the other", in a list)
std::string CardOpeningASentence(Card card);            // "7♥", "A joker"
std::string CardsInWords(std::span<const Card> cards);  // "7♥ 8♥ joker"
inline std::string CardsInWords(std::initializer_list<Card> cards) {
  return CardsInWords(std::span<const Card>(cards.begin(), cards.size()));
}

}  // namespace rummy
