#include "card_painter.h"

#include <algorithm>
#include <string>

#include "layout.h"

namespace rummy::web {

namespace {
const ImU32 kFace = IM_COL32(253, 252, 246, 255);
const ImU32 kGroupedFace = IM_COL32(255, 236, 170, 255);
const ImU32 kEdge = IM_COL32(120, 120, 120, 255);
const ImU32 kGold = IM_COL32(232, 178, 26, 255);
const ImU32 kJoker = IM_COL32(106, 27, 154, 255);

void Text(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 col, const std::string& s) {
  dl->AddText(font, size, pos, col, s.c_str());
}

ImVec2 Measure(ImFont* font, float size, const std::string& s) { return font->CalcTextSizeA(size, 1e9f, 0.0f, s.c_str()); }
}  // namespace

ImU32 SuitColour(Suit suit, const CardStyle& style) {
  if (style.high_contrast) {  // pure, dark colours: the strongest contrast on a white face
    switch (suit) {
      case Suit::kSpades: return IM_COL32(0, 0, 0, 255);
      case Suit::kHearts: return IM_COL32(190, 0, 0, 255);
      case Suit::kDiamonds: return style.four_colour ? IM_COL32(0, 0, 190, 255) : IM_COL32(190, 0, 0, 255);
      case Suit::kClubs: return style.four_colour ? IM_COL32(0, 100, 0, 255) : IM_COL32(0, 0, 0, 255);
      case Suit::kStars: return IM_COL32(140, 75, 0, 255);  // dark amber: the joker's is purple
    }
  }
  if (style.four_colour) {
    switch (suit) {
      case Suit::kSpades: return IM_COL32(20, 20, 20, 255);
      case Suit::kHearts: return IM_COL32(200, 16, 46, 255);
      case Suit::kDiamonds: return IM_COL32(21, 101, 192, 255);
      case Suit::kClubs: return IM_COL32(46, 125, 50, 255);
      case Suit::kStars: return IM_COL32(160, 98, 10, 255);
    }
  }
  switch (suit) {
    case Suit::kHearts:
    case Suit::kDiamonds: return IM_COL32(200, 16, 46, 255);
    // Amber, as with four colours, not the indigo it was: at phone size a star card's corner and a
    // joker's star (or a joker standing for a star card), both purple, read alike, and a blue
    // still read as a shade of the joker's purple (playtests, Five Crowns).
    case Suit::kStars: return IM_COL32(160, 98, 10, 255);
    default: return IM_COL32(20, 20, 20, 255);
  }
}

StandsFor StandsForIn(const Meld& meld, int i, const Rules& rules) {
  if (!meld.cards[i].is_joker()) return {};
  const int face = meld.Represents(rules, i);
  if (face >= 0) return {face % 13 + 1, face / 13};
  return {meld.rank, -1};  // a set's joker: its rank (none for a set of wilds only)
}

int ShowOrder(Card c, bool by_rank, bool wild) {
  const int rank = c.is_joker() ? 99 : c.rank();
  const int suit = static_cast<int>(c.suit());
  return (wild ? 10000 : 0) + (by_rank ? rank * 10 + suit : suit * 100 + rank);
}

void DrawCardFace(ImDrawList* dl, const Fonts& fonts, ImVec2 p, float w, Card card, const CardStyle& style, unsigned marks,
                  StandsFor as) {
  const float h = w * kCardAspect;
  const float r = w * 0.08f;
  const ImVec2 q(p.x + w, p.y + h);
  DrawCardShadow(dl, p, w);
  const ImU32 face = style.high_contrast ? IM_COL32(255, 255, 255, 255) : (marks & kMarkGrouped) ? kGroupedFace : kFace;
  dl->AddRectFilled(p, q, face, r);
  const bool selected = marks & (kMarkSelected | kMarkHinted);
  const ImU32 gold = style.high_contrast ? IM_COL32(255, 214, 0, 255) : kGold;
  if (style.high_contrast)
    dl->AddRect(p, q, selected ? gold : IM_COL32(0, 0, 0, 255), r, 0, selected ? 4.0f : 2.0f);
  else
    dl->AddRect(p, q, selected ? gold : kEdge, r, 0, selected ? 3.0f : 1.0f);
  // A hinted card is not lifted, and its edge is doubled: a second gold ring just outside the
  // card, on the table (a playtester took a single gold edge for a card they had selected; inside,
  // a ring ran through the corner index, and high contrast's yellow hardly showed on the face).
  if (marks & kMarkHinted) dl->AddRect(ImVec2(p.x - 4, p.y - 4), ImVec2(q.x + 4, q.y + 4), gold, r + 4, 0, 2.0f);
  if ((marks & kMarkNew) && !selected) {
    const ImU32 edge = style.high_contrast ? IM_COL32(0, 90, 255, 255) : IM_COL32(90, 190, 255, 255);
    dl->AddRect(p, q, edge, r, 0, style.high_contrast ? 4.0f : 3.0f);
  }

  ImFont* f = fonts.card;
  // The corner index: the rank, the suit glyph under it.
  auto index = [&](ImU32 col, const std::string& rank, const std::string& suit) {
    const float rs = h * 0.22f, ss = h * 0.18f;
    if (rank == "10") {
      // Set close (the 0 tucked into the 1's side space) and, where still too wide, smaller: the
      // whole of it before the next card of a meld's fan (a playtester read "10J").
      const float room = w * (layout::kCornerFraction - 0.07f), one = Measure(f, rs, "1").x, tuck = rs * 0.15f;
      const float k = std::min(1.0f, room / (one + Measure(f, rs, "0").x - tuck));
      Text(dl, f, rs * k, ImVec2(p.x + w * 0.04f, p.y + h * 0.03f), col, "1");
      Text(dl, f, rs * k, ImVec2(p.x + w * 0.04f + (one - tuck) * k, p.y + h * 0.03f), col, "0");
    } else {
      Text(dl, f, rs, ImVec2(p.x + w * 0.07f, p.y + h * 0.03f), col, rank);
    }
    Text(dl, f, ss, ImVec2(p.x + w * 0.08f, p.y + h * 0.03f + rs * 0.95f), col, suit);
  };
  if (card.is_joker()) {
    if (as.rank > 0) {
      // In a meld: the card it stands for as its corner index, in the joker's colour, so the meld
      // reads as its cards ("10♦ J♦ Q♦ K♦"), and the WILD tag below (a set's joker shows its rank
      // alone). A small star there was read as the stars suit of Five Crowns (a playtest took a
      // joker for 8★).
      index(kJoker, RankText(as.rank), as.suit >= 0 ? SuitGlyph(static_cast<Suit>(as.suit)) : "");
      marks |= kMarkWild;
    } else {
      const float s = h * 0.16f;
      const std::string word = "JOKER";
      for (int i = 0; i < 5; ++i) {
        Text(dl, f, s, ImVec2(p.x + w * 0.07f, p.y + h * 0.05f + i * s * 0.92f), kJoker, word.substr(i, 1));
      }
    }
    const std::string star = "\u2605";
    const float big = h * 0.5f;
    const ImVec2 sz = Measure(f, big, star);
    Text(dl, f, big, ImVec2(p.x + (w - sz.x) * 0.62f, p.y + (h - sz.y) * 0.5f), kJoker, star);
  } else {
    const ImU32 col = SuitColour(card.suit(), style);
    const std::string rank = RankText(card.rank());
    const std::string suit = SuitGlyph(card.suit());
    const float rs = h * 0.22f;
    index(col, rank, suit);
    const float big = h * 0.46f;
    const ImVec2 sz = Measure(f, big, suit);
    Text(dl, f, big, ImVec2(p.x + (w - sz.x) * 0.5f + w * 0.08f, p.y + (h - sz.y) * 0.55f), col, suit);
    if (!(marks & kMarkCovered)) {
      const ImVec2 rsz = Measure(f, rs * 0.8f, rank);
      Text(dl, f, rs * 0.8f, ImVec2(q.x - rsz.x - w * 0.07f, q.y - rsz.y - h * 0.03f), col, rank);
    }
  }
  if (marks & kMarkWild) {
    // Its letters one under another down the left edge, under the index: the strip of a card
    // that still shows where cards overlap (written across, it showed as "WIL" in a meld).
    const std::string tag = "WILD";
    const layout::Rect band = layout::WildTag(layout::Rect{p.x, p.y, w, h});
    const float s = h * layout::kWildLetter, step = s * 0.9f;
    dl->AddRectFilled(ImVec2(band.x, band.y), ImVec2(band.Right(), band.Bottom()), kGold, 2.0f);
    for (int i = 0; i < 4; ++i) {
      const std::string letter = tag.substr(i, 1);
      Text(dl, f, s, ImVec2(band.x + 2 + (s - Measure(f, s, letter).x) * 0.5f, band.y + 1 + i * step), IM_COL32(60, 40, 0, 255),
           letter);
    }
  }
  if (marks & kMarkDim) dl->AddRectFilled(p, q, IM_COL32(40, 40, 40, 90), r);
}

void DrawCardShadow(ImDrawList* dl, ImVec2 p, float w) {
  // Three soft layers, offset down and right as if lit from above the table.
  const float h = w * kCardAspect, r = w * 0.08f;
  const ImVec2 off(w * 0.025f + 0.5f, w * 0.045f + 1.0f);
  const float spread[] = {w * 0.06f, w * 0.03f, 0.0f};
  const int alpha[] = {16, 28, 50};
  for (int i = 0; i < 3; ++i) {
    const float s = spread[i];
    dl->AddRectFilled(ImVec2(p.x + off.x - s, p.y + off.y - s), ImVec2(p.x + w + off.x + s, p.y + h + off.y + s),
                      IM_COL32(0, 0, 0, alpha[i]), r + s);
  }
}

void DrawCardBack(ImDrawList* dl, ImVec2 p, float w, const CardStyle& style) {
  const float h = w * kCardAspect;
  const float r = w * 0.08f;
  const ImVec2 q(p.x + w, p.y + h);
  DrawCardShadow(dl, p, w);
  dl->AddRectFilled(p, q, IM_COL32(250, 250, 250, 255), r);
  if (style.high_contrast) dl->AddRect(p, q, IM_COL32(0, 0, 0, 255), r, 0, 2.0f);
  const float m = w * 0.07f;
  const ImVec2 a(p.x + m, p.y + m), b(q.x - m, q.y - m);
  dl->AddRectFilled(a, b, IM_COL32(28, 62, 130, 255), r * 0.6f);
  // A lattice of diagonal lines, clipped to the inner panel.
  dl->PushClipRect(a, b, true);
  const ImU32 line = IM_COL32(80, 120, 200, 255);
  const float step = w * 0.12f;
  for (float x = a.x - (b.y - a.y); x < b.x; x += step) {
    dl->AddLine(ImVec2(x, a.y), ImVec2(x + (b.y - a.y), b.y), line, 1.0f);
    dl->AddLine(ImVec2(x + (b.y - a.y), a.y), ImVec2(x, b.y), line, 1.0f);
  }
  dl->PopClipRect();
  dl->AddRect(a, b, IM_COL32(232, 178, 26, 255), r * 0.6f, 0, 1.5f);
}

}  // namespace rummy::web
