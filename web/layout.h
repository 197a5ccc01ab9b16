// The card table's layout as a pure function: from the viewport, the seats and what is on the
// table to a rectangle for everything the table draws. Plain C++20 (no ImGui, SDL or
// Emscripten) so it is unit-tested natively over a matrix of screens and seat counts
// (tests/web/layout_test.cc). All sizes are CSS pixels, y grows downwards.
//
// The input names no game: a game's panel fills it (a stock or not, a fanned track, a trick,
// a widow card, melds by owner). web/table_frame.cc computes it every frame and draws at it;
// see docs/ARCHITECTURE.md.
#pragma once

#include <string>
#include <vector>

namespace rummy::web::layout {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float Right() const { return x + w; }
  float Bottom() const { return y + h; }
  float CentreX() const { return x + w / 2; }
  float CentreY() const { return y + h / 2; }
  bool Empty() const { return w <= 0 || h <= 0; }
  // True when the two share an area (touching edges do not overlap).
  bool Overlaps(const Rect& o) const;
  // True when `o` lies inside this rectangle (edges may touch).
  bool Contains(const Rect& o) const;
  bool operator==(const Rect&) const = default;
};

// A card is 5:7 (height = width * kCardAspect), as web/card_painter draws it.
inline constexpr float kCardAspect = 1.4f;
// The corner index (the rank glyph) is this fraction of the card's height, as DrawCardFace
// draws it; a card is never laid out smaller than kMinIndexPx of index.
inline constexpr float kIndexFraction = 0.22f;
inline constexpr float kMinIndexPx = 12;
// The width of a card's corner (rank and suit) as a fraction of its width: the least part of a
// fanned card left showing, so every card of a fan stays readable.
inline constexpr float kCornerFraction = 0.36f;
// Touch targets are at least this big on touch screens (both sides).
inline constexpr float kTouchTarget = 44;

// The smallest card height: the index readable and, on touch screens, the card as wide as a
// touch target.
float MinCardHeight(bool touch);
// The smallest meld card: a meld is tapped or dropped on as a whole, never card by card (its box
// stays a touch target), so on a crowded table meld cards may be smaller than hand cards, down to
// a readable index, and more melds are in view before their region scrolls.
float MinMeldCardHeight();
// The least step between fanned cards: the corner showing and, on touch screens, a target.
float MinStep(float card_w, bool touch);
inline float IndexPx(float card_h) { return card_h * kIndexFraction; }
// The dot marking a card laid off by another player, for `card` fanned `step` from the next one:
// in the card's left strip under its corner index, the part the next card never covers, so each
// card of a fanned meld shows its own dot.
Rect LaidOffDot(const Rect& card, float step);
// The gold band of the "WILD" tag down a wild card's left edge, its letters inside it 2 px from
// the left and 1 px from the top (web/card_painter draws both), below the corner index and below
// where LaidOffDot puts a dot: a joker laid off by another player shows both (a playtest saw the
// dot over the tag's W).
inline constexpr float kWildLetter = 0.10f;  // a letter's size, of the card's height
Rect WildTag(const Rect& card);

struct SeatInput {
  int hand_cards = 0;  // shown as a fan of card backs and the count
  int badges = 0;      // down / opened, May I used, predicted, ...
  // The badges in words, as each word's width in px (with its comma): the plate is made tall
  // enough for them wrapped on its width, so they are never cut short.
  std::vector<float> badge_words;
  friend bool operator==(const SeatInput&, const SeatInput&) = default;
};

// Words of these widths wrapped greedily into lines `width` wide, `space` apart (a word wider
// than a line has one to itself); returns the lines, and each word's line in `line_of`.
int WrapWords(const std::vector<float>& words, float width, float space, std::vector<int>* line_of = nullptr);

struct CentreInput {
  bool stock = false;
  bool discard = false;          // a pile showing its top card
  int track_cards = 0;           // a fanned face-up discard track: every card readable and tappable
  bool widow = false;            // one face-down or face-up card beside the piles
  std::vector<int> trick_seats;  // seats with a place in the trick (up to 3)
  int trick_cards = 0;           // cards each of them plays: 1, or 3 (a meld)
  friend bool operator==(const CentreInput&, const CentreInput&) = default;
};

struct MeldOwnerInput {
  int seat = 0;
  std::vector<int> melds;  // cards in each meld
  friend bool operator==(const MeldOwnerInput&, const MeldOwnerInput&) = default;
};

struct Input {
  float width = 0, height = 0;  // the viewport
  bool touch = false;
  int viewer = 0;                // the seat at the bottom (clamped into the seats)
  std::vector<SeatInput> seats;  // 2..14, in play order (seat i + 1 plays after seat i)
  CentreInput centre;
  std::vector<MeldOwnerInput> melds;  // melds on the table grouped by owner, in this order
  int hand_cards = 0;                 // the viewer's hand, staged melds included
  int hand_capacity = 0;              // the most the hand holds this game (room is kept for it)
  std::vector<int> staged;            // staged melds' sizes: drawn first, each as a group
  int buttons = 0;                    // action buttons
  float button_label_width = 0;       // the widest label
  float line_height = 20;             // one line of body text
  float space_width = 5;              // a space between words
  float scrollbar_width = 14;         // a scrolling region's scroll bar, kept clear of its content
  float meld_note_width = 0;          // a note under the melds (what a lay-off dot means) on one line; 0: none
  float meld_brief_width = 0;         // the note's brief form on one line, kept in view when the melds scroll
  float longest_status_width = 0;     // the game's longest status sentence on one line; 0: none given
  bool log = true;
  float card_scale = 1;  // the larger-cards setting: table cards may grow this much past their usual cap
  // Equal inputs give equal layouts (Compute is a pure function): the table lays out again only
  // when its input changed.
  friend bool operator==(const Input&, const Input&) = default;
};

enum class Edge { kLeft, kTop, kRight };
// Opponents' plates, largest first: the layout picks the largest that fits.
enum class Plate {
  kFull,     // name, a fan of card backs with the count, badges, the last move in words
  kCompact,  // name and count on one line, badges below
  kMini,     // name and count only
};

struct SeatBox {
  int seat = 0;
  Edge edge = Edge::kTop;
  Rect box;                                     // the whole plate
  Rect name;                                    // name (and level, turn marker); in kCompact and kMini also the count
  Rect fan;                                     // card backs and count (kFull only)
  Rect badges;                                  // empty in kMini; as many lines as the badges take
  Rect last_move;                               // their last move in words (kFull only)
  float back_w = 0, back_h = 0, back_step = 0;  // the fan's card backs (kFull only)
};

// Cards laid out in overlapping rows. `cards` are the whole cards in drawing order (each
// covers the one before); `hits` are the parts left showing, which never overlap: a tap there
// means that card.
struct Fan {
  float card_w = 0, card_h = 0;
  float step = 0;   // horizontal distance between neighbours within a group
  float pitch = 0;  // vertical distance between rows
  int rows = 0;
  std::vector<Rect> cards;
  std::vector<Rect> hits;
  Rect Bounds() const;
};

struct TrickSlot {
  int seat = 0;
  Fan fan;  // one card, or a 3-card meld fanned so each card is readable
};

struct MeldBox {
  int owner = 0;
  Rect box;  // the meld's cards (a tap or drop target), in content coordinates: y as if not scrolled
};

// One region for every meld on the table, grouped by owner. When the melds do not fit even at
// the smallest readable card, the region scrolls as one piece (and nothing else scrolls).
struct MeldArea {
  Rect view;                 // the visible region
  float content_height = 0;  // scrolling when it exceeds view.h
  bool scrolls = false;
  // Melds broken into rows of their own though they would fit one row of the whole region: a
  // run of four shown two over two reads as two melds, so a layout without any is preferred.
  int broken = 0;
  float note_y = 0;  // the note's top under the melds (Input::meld_note_width), content coordinates
  // Melds that scroll: the brief note (Input::meld_brief_width) under the region, outside it, so
  // that it shows whole wherever the melds are scrolled (at the region's foot it was cut in half).
  Rect brief;  // screen coordinates; empty: none
  // No room for the note under the melds, whole or in brief: the message slot says it.
  bool note_in_message = false;
  float card_w = 0, card_h = 0, step = 0;
  std::vector<Rect> labels;  // each owner's label line (owners with melds, in input order), content coordinates
  std::vector<MeldBox> melds;
};

struct Hand {
  Rect area;       // reserved for the hand at its capacity, room to lift selected cards included
  float lift = 0;  // a selected card is drawn this much higher
  Fan fan;
};

struct Named {
  std::string name;
  Rect rect;
};

struct Layout {
  Rect header, title, menu;  // one compact line; the menu opens Scores, Rules, Hint, ...
  Rect table;                // where the seats sit around the centre
  Rect centre;               // piles, trick and melds
  Plate plate = Plate::kFull;
  std::vector<SeatBox> seats;                // the opponents in play order after the viewer, clockwise
  float table_card_w = 0, table_card_h = 0;  // piles and trick
  Rect stock, discard, widow;
  bool pile_counts_below = true;  // a line under the piles for their counts; else drawn on them
  Fan track;                      // a fanned discard track, in its own coordinates when it scrolls
  Rect track_view;                // the track's visible part
  bool track_scrolls = false;     // too many cards for the width: the track alone scrolls sideways
  std::vector<TrickSlot> trick;
  Rect trick_caption;  // under the trick: who won it, while a finished trick stays in view
                       // (empty on a crowded screen: the message slot says it)
  MeldArea melds;
  Rect you;                   // the viewer's own line over the hand: their words (score, down), as a plate's
  float you_top = 0;          // how high it may wrap, over button slots the turn leaves free
  Rect status;                // the status line
  Rect message;               // a fixed two-line slot for the verdict, hint or refusal
  std::vector<Rect> buttons;  // fixed slots, in the given order
  Hand hand;
  // False only on a screen too small for any arrangement: then the smallest plates stand in rows
  // along the top and the centre gets what is left (the tests keep every supported screen out).
  bool fits = true;
  Rect log;  // docked beside the table, or (log_docked false) a sheet opened from the menu
  bool log_docked = false;

  // The top-level regions that must not overlap each other (the undocked log is a sheet drawn
  // over the table and is left out), each with the test hook's kind of name.
  std::vector<Named> Regions() const;
  // Everything tapped or dropped on: each needs kTouchTarget on both sides on touch screens.
  std::vector<Named> Targets() const;
};

Layout Compute(const Input& in);

}  // namespace rummy::web::layout
