// The viewer's hand on the table: the cards in the player's own order, which are selected, the
// melds being put together (staged, still in hand), sorting and "arrange for me", and the hand
// drawn across the bottom of the screen, where a tap selects a card and a drag moves it.
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "game/state.h"
#include "imgui.h"
#include "layout.h"
#include "melds/rules.h"

namespace rummy::web {

class Hand {
 public:
  // Keeps the player's own order: drops cards that left the hand; a new hand arrives sorted by
  // suit. A card that comes in goes to its place while the hand is kept sorted (by suit, by rank:
  // the last sort asked for), else, once the player has moved cards by hand or "Arrange for me"
  // grouped them, at the right. Either way it stands raised until the hand next changes (IsFresh).
  void Sync(const std::vector<Card>& cards, const Rules& rules);
  const std::vector<Card>& cards() const { return order_; }
  bool IsSelected(size_t i) const { return selected_[i]; }
  // The card or cards that just came into the hand (drawn, taken, bought): drawn raised, with a
  // light edge, until the hand next changes (a meld, a lay-off, a discard) or a new hand is dealt.
  bool IsFresh(Card c) const;
  bool IsStaged(Card c) const;
  // The cards a hint names, marked with a doubled gold edge (not lifted): each is matched to a
  // card of the hand, the very card where it is there, else one of the same face.
  void MarkHinted(const std::vector<Card>& cards);
  bool IsHinted(Card c) const { return std::find(hinted_.begin(), hinted_.end(), c) != hinted_.end(); }
  std::vector<Card> Selected() const;
  void ClearSelection();
  // Only card `i` (of cards()) selected.
  void SelectOnly(int i);

  // Melds being put together, still in hand.
  const std::vector<std::vector<Card>>& staged() const { return staged_; }
  void Stage(std::vector<Card> cards);  // and clears the selection
  void ClearStaged() { staged_.clear(); }
  // A new hand was dealt: nothing of the last one is kept, so the next Sync sorts the new cards
  // and marks none of them fresh. (Sync alone cannot tell a deal that brings back some of the
  // very cards left in the last hand, as two packs often do, from cards drawn.)
  void Dealt() {
    order_.clear();
    selected_.clear();
    group_.clear();
    staged_.clear();
  }

  void Sort(bool by_rank, const Rules& rules);
  // The solver's arrangement: melds first, then the rest; returns what it found in words.
  std::string Arrange(const TableView& view, const Rules& rules);

  // The keys that work on the hand: arrows move the focus, Space selects. False when the keys are
  // not for the hand (typing, or no cards).
  bool Keys();

  // The hand's groups for the layout's fan, left to right: the staged melds, then the melds
  // "Arrange for me" found (the cards left over follow as the last group).
  std::vector<int> Groups() const;
  // A drag let go at a point outside the hand's own business: card `i` (of cards()) dropped at
  // `at`; returns true if the table took it (a lay-off, a discard).
  using DropOut = std::function<bool(int i, ImVec2 at)>;
  // Draws the hand as the layout's fan `L` (laid out for Groups(): the staged melds first, a
  // tap on one takes it back); returns true when a tap selected or unselected a card.
  bool Draw(const Fonts& fonts, const CardStyle& style, const Rules& rules, const layout::Hand& L, const DropOut& drop);
  // Where the last card of the hand was drawn (cards fly to and from there).
  ImVec2 end() const { return end_; }
  // Where the first card just drawn (IsFresh) was drawn, else end().
  ImVec2 fresh_at() const { return fresh_at_; }

 private:
  // Card `i` dropped at `at` within the hand (pos/shown: the hand as laid out).
  void Reorder(int i, ImVec2 at, const std::vector<ImVec2>& pos, const std::vector<int>& shown, float w);

  std::vector<Card> order_;  // the viewer's hand in display order
  std::vector<bool> selected_;
  std::vector<int> group_;                 // arrangement group per card (-1 none)
  std::vector<std::vector<Card>> staged_;  // melds being built, still in hand
  std::vector<Card> fresh_;                // just came into the hand (IsFresh)
  std::vector<Card> hinted_;               // named by the hint (MarkHinted)
  enum class Kept { kSuit, kRank, kOwn };  // how new cards find their place (Sync)
  Kept kept_ = Kept::kSuit;
  int focus_ = 0;
  bool keyboard_ = false;  // the player is using the keys: show the focus ring
  int press_ = -1;         // the hand card under the pointer when it went down
  bool dragging_ = false;
  ImVec2 end_, fresh_at_;
};

}  // namespace rummy::web
