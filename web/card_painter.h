// Draws playing cards with ImGui's draw list: a face (rank and suit glyph in the corners, a
// large pip in the middle, colour by suit; an optional four-colour deck) and a card back.
// Sizes are in CSS pixels; cards keep the 5:7 shape of a real card.
#pragma once

#include "cards/card.h"
#include "fonts.h"
#include "imgui.h"
#include "melds/meld.h"
#include "melds/rules.h"

namespace rummy::web {

struct CardStyle {
  bool four_colour = false;
  bool large = false;          // the "larger cards and text" setting
  bool high_contrast = false;  // pure colours and strong outlines
  // How much larger than usual the table draws its cards (and the UI its text): the table's
  // layout multiplies its card sizes by this.
  float Scale() const { return large ? kLargeScale : 1.0f; }
  static constexpr float kLargeScale = 1.25f;
};

inline constexpr float kCardAspect = 1.4f;  // height / width

enum CardMark : unsigned {
  kMarkNone = 0,
  kMarkSelected = 1,  // lifted, gold border
  kMarkWild = 2,      // a wild card of this hand: "WILD" tag
  kMarkDim = 4,       // greyed (e.g. deadwood in an arrangement view)
  kMarkNew = 8,       // just came into the hand: a light blue edge (under a selection's gold)
  kMarkGrouped = 16,  // grouped as a meld in the hand: a pale gold face
  kMarkHinted = 32,   // named by the hint: a doubled gold edge (a ring outside too), not lifted
  // Its right part under the next card of its row: no index at its foot (a card lifted off it
  // showed that index under itself, as if its own: "10" under a joker; playtest).
  kMarkCovered = 64,
};

// kMarkCovered for a card at `x`, `w` wide, when the next card of its fan starts at `next_x`
// further along inside it.
inline unsigned CoveredMark(float x, float w, float next_x) { return next_x > x && next_x < x + w ? kMarkCovered : kMarkNone; }

// What a joker in a meld on the table stands for, shown as its corner index: a rank, and the
// suit when a run fixes it (a set's joker may be any suit: a small star instead). rank 0: none.
struct StandsFor {
  int rank = 0;
  int suit = -1;
};

// What card `i` of `meld` stands for when it is a joker ({} otherwise).
StandsFor StandsForIn(const Meld& meld, int i, const Rules& rules);

// kMarkWild for a wild card of this hand that is not a joker (a joker says so on its face).
inline unsigned WildMark(const Rules& rules, Card card) { return rules.IsWild(card) && !card.is_joker() ? kMarkWild : kMarkNone; }

// Where a card goes when cards are shown sorted: by suit then rank (or by rank then suit), the
// wild cards last, a joker after every rank.
int ShowOrder(Card card, bool by_rank, bool wild);

ImU32 SuitColour(Suit suit, const CardStyle& style);
void DrawCardFace(ImDrawList* dl, const Fonts& fonts, ImVec2 pos, float width, Card card, const CardStyle& style,
                  unsigned marks = kMarkNone, StandsFor as = {});
void DrawCardBack(ImDrawList* dl, ImVec2 pos, float width, const CardStyle& style = {});
// The soft shadow a card of `width` at `pos` casts on the felt (drawn under each card).
void DrawCardShadow(ImDrawList* dl, ImVec2 pos, float width);

}  // namespace rummy::web
