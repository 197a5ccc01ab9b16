#include "cards/pack.h"

namespace rummy {

bool Pack::HasFace(int face) const {
  if (face == kJokerFace) return jokers_per_deck > 0;
  const int suit = face / 13, rank = face % 13 + 1;
  return suit < num_suits && rank >= min_rank && rank <= max_rank;
}

int Pack::Copies(int face) const {
  if (!HasFace(face)) return 0;
  return face == kJokerFace ? decks * jokers_per_deck : decks;
}

bool Pack::Contains(Card c) const {
  if (c.deck() >= decks) return false;
  if (c.is_joker()) return c.slot() - kJokerFace < jokers_per_deck;
  return HasFace(c.face());
}

int Pack::Size() const { return decks * (num_suits * (max_rank - min_rank + 1) + jokers_per_deck); }

std::vector<Card> Pack::Cards() const {
  std::vector<Card> cards;
  cards.reserve(Size());
  for (int d = 0; d < decks; ++d) {
    for (int s = 0; s < num_suits; ++s) {
      for (int r = min_rank; r <= max_rank; ++r) cards.push_back(Card::Natural(static_cast<Suit>(s), r, d));
    }
    for (int j = 0; j < jokers_per_deck; ++j) cards.push_back(Card::Joker(j, d));
  }
  return cards;
}

std::vector<Card> Pack::Shuffled(Rng& rng) const {
  std::vector<Card> cards = Cards();
  Shuffle(cards.data(), static_cast<int>(cards.size()), rng);
  return cards;
}

Result<std::vector<Card>> Pack::Assign(const std::vector<Card>& parsed) const {
  FaceCounts seen{};
  std::vector<Card> out;
  out.reserve(parsed.size());
  for (Card c : parsed) {
    const int face = c.face();
    if (!HasFace(face)) { return Error{ErrorCode::kNotInPack, "'" + c.ToString() + "' is not in this game's pack"}; }
    const int k = seen[face]++;
    if (k >= Copies(face)) {
      return Error{ErrorCode::kNotInPack, "'" + c.ToString() + "' appears " + std::to_string(k + 1) +
                                              " times but the pack has only " + std::to_string(Copies(face))};
    }
    out.push_back(c.is_joker() ? Card::Joker(k % jokers_per_deck, k / jokers_per_deck) : Card::Natural(c.suit(), c.rank(), k));
  }
  return out;
}

Result<std::vector<Card>> Pack::Parse(std::string_view text) const {
  Result<std::vector<Card>> parsed = ParseCards(text);
  if (!parsed) return parsed.error();
  return Assign(*parsed);
}

int LastOfFace(const std::vector<Card>& cards, Card c) {
  for (int i = static_cast<int>(cards.size()) - 1; i >= 0; --i) {
    if (cards[i].face() == c.face()) return i;
  }
  return -1;
}

FaceCounts CountFaces(const std::vector<Card>& cards) {
  FaceCounts counts{};
  for (Card c : cards) ++counts[c.face()];
  return counts;
}

}  // namespace rummy
