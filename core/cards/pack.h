// What a game's pack holds: which suits and ranks, how many identical decks, how many jokers.
#pragma once

#include <array>
#include <string_view>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"

namespace rummy {

struct Pack {
  int num_suits = 4;    // 4 (C D H S) or 5 (plus stars)
  int min_rank = kAce;  // lowest rank present (3 in Five Crowns)
  int max_rank = kKing;
  int decks = 1;            // identical decks shuffled together
  int jokers_per_deck = 0;  // 0..3

  bool Contains(Card c) const;
  bool HasFace(int face) const;
  // How many cards of this face the whole pack holds (0 if none).
  int Copies(int face) const;
  int Size() const;
  // Every card of the pack in a fixed order (deck, suit, rank, then jokers).
  std::vector<Card> Cards() const;
  // The pack in a random order drawn from rng.
  std::vector<Card> Shuffled(Rng& rng) const;

  // Turns parsed cards (deck id 0) into distinct physical cards of this pack: the k-th
  // occurrence of a face gets deck/joker number k. Errors name the token that the pack
  // cannot hold (a wrong suit or rank, or more copies than the pack has).
  Result<std::vector<Card>> Assign(const std::vector<Card>& parsed) const;
  // ParseCards + Assign.
  Result<std::vector<Card>> Parse(std::string_view text) const;
};

// Counts of each face in a collection of cards.
using FaceCounts = std::array<uint8_t, kNumFaces>;
FaceCounts CountFaces(const std::vector<Card>& cards);
// The index of the last card of `cards` with the face of `c` (two decks hold two of a face, and
// Rummy's track gives up its newest copy), or -1 when none has it.
int LastOfFace(const std::vector<Card>& cards, Card c);

}  // namespace rummy
