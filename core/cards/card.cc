#include "cards/card.h"

#include <cctype>

namespace rummy {

namespace {
constexpr const char* kSuitLetters[kNumSuits] = {"C", "D", "H", "S", "R"};
constexpr const char* kSuitGlyphs[kNumSuits] = {"\u2663", "\u2666", "\u2665", "\u2660", "\u2605"};
constexpr const char* kSuitNames[kNumSuits] = {"clubs", "diamonds", "hearts", "spades", "stars"};
constexpr const char kRankLetters[] = "?A23456789TJQK";

// Suit from the rest of a token: one ASCII letter or one UTF-8 glyph.
int ParseSuit(std::string_view s) {
  if (s.size() == 1) {
    switch (std::toupper(static_cast<unsigned char>(s[0]))) {
      case 'C': return 0;
      case 'D': return 1;
      case 'H': return 2;
      case 'S': return 3;
      case 'R': return 4;
    }
    return -1;
  }
  for (int i = 0; i < kNumSuits; ++i) {
    if (s == kSuitGlyphs[i]) return i;
  }
  // Also the white suit glyphs U+2661, U+2662, U+2664, U+2667.
  if (s == "\u2667") return 0;
  if (s == "\u2662") return 1;
  if (s == "\u2661") return 2;
  if (s == "\u2664") return 3;
  return -1;
}

bool IsSeparator(char c) { return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r'; }
}  // namespace

std::string SuitLetter(Suit suit) { return kSuitLetters[static_cast<int>(suit)]; }
std::string SuitGlyph(Suit suit) { return kSuitGlyphs[static_cast<int>(suit)]; }
std::string SuitName(Suit suit) { return kSuitNames[static_cast<int>(suit)]; }

const char* RankPlural(int rank) {
  static constexpr const char* kPlurals[] = {"aces",   "twos",  "threes", "fours", "fives",  "sixes", "sevens",
                                             "eights", "nines", "tens",   "jacks", "queens", "kings"};
  return rank >= 1 && rank <= 13 ? kPlurals[rank - 1] : "?";
}

std::string RankText(int rank) {
  if (rank == 10) return "10";
  if (rank < 1 || rank > 13) return "?";
  return std::string(1, kRankLetters[rank]);
}

std::string FaceText(int face) {
  std::string out;
  AppendFaceText(out, face);
  return out;
}

void AppendFaceText(std::string& out, int face) {
  if (face == kJokerFace) {
    out += "JK";
  } else {
    out += kRankLetters[face % 13 + 1];
    out += kSuitLetters[face / 13][0];
  }
}

std::string Card::ToString() const { return FaceText(face()); }

std::string Card::Pretty() const {
  if (is_joker()) return "Joker";
  return RankText(rank()) + SuitGlyph(suit());
}

Result<Card> ParseCard(std::string_view token) {
  auto bad = [&](const char* why) { return Error{ErrorCode::kParse, "'" + std::string(token) + "' is not a card: " + why}; };
  if (token.empty()) return bad("it is empty");
  std::string upper;
  for (char c : token) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (upper == "JK" || upper == "JOKER" || upper == "*") return Card::Joker();
  int rank = 0;
  std::string_view rest;
  if (upper.size() >= 2 && upper[0] == '1' && upper[1] == '0') {
    rank = 10;
    rest = token.substr(2);
  } else {
    const char r = upper[0];
    for (int i = 1; i <= 13; ++i) {
      if (kRankLetters[i] == r) rank = i;
    }
    if (r == '1') return bad("write a ten as T or 10");
    rest = token.substr(1);
  }
  if (rank == 0) return bad("the rank must be A, 2-9, T (or 10), J, Q or K");
  if (rest.empty()) return bad("the suit is missing (C, D, H, S or R for stars)");
  const int suit = ParseSuit(rest);
  if (suit < 0) return bad("the suit must be C, D, H, S or R (stars)");
  return Card::Natural(static_cast<Suit>(suit), rank);
}

Result<std::vector<Card>> ParseCards(std::string_view text) {
  std::vector<Card> cards;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && IsSeparator(text[i])) ++i;
    size_t j = i;
    while (j < text.size() && !IsSeparator(text[j])) ++j;
    if (j > i) {
      Result<Card> c = ParseCard(text.substr(i, j - i));
      if (!c) return c.error();
      cards.push_back(*c);
    }
    i = j;
  }
  return cards;
}

namespace {

// The cards' names, `name` each, a space apart.
std::string Joined(std::span<const Card> cards, std::string (*name)(Card)) {
  std::string out;
  for (Card c : cards) {
    if (!out.empty()) out += ' ';
    out += name(c);
  }
  return out;
}

}  // namespace

std::string CardsToString(std::span<const Card> cards) {
  std::string out;
  out.reserve(cards.size() * 3);
  for (Card c : cards) {
    if (!out.empty()) out += ' ';
    AppendFaceText(out, c.face());
  }
  return out;
}

std::string CardsPretty(std::span<const Card> cards) {
  return Joined(cards, [](Card c) { return c.Pretty(); });
}

std::string CardInWords(Card card) { return card.is_joker() ? "a joker" : card.Pretty(); }

std::string CardWord(Card card) { return card.is_joker() ? "joker" : card.Pretty(); }

std::string CardOpeningASentence(Card card) { return card.is_joker() ? "A joker" : card.Pretty(); }

std::string CardsInWords(std::span<const Card> cards) { return Joined(cards, CardWord); }

}  // namespace rummy
