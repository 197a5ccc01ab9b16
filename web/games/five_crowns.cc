#include "games/five_crowns.h"

#include <algorithm>

#include "games/five_crowns/five_crowns_view.h"
#include "match/describe.h"
#include "match/hint.h"

namespace rummy::web {

std::string FiveCrownsPanel::Verdict(const TableControls& t, const TableView& v, const Rules& rules, const std::vector<Card>& sel,
                                     bool my_move) const {
  if (my_move && t.Staged().empty() && sel.size() >= 3 && sel.size() == v.hand.size()) {
    if (const std::optional<SelectedGoOut>& out = t.SelectionGoOut(v, sel))
      return MeldsWords(out->melds) + ", discarding " + CardsPretty({out->discard}) + ": tap Go out.";
  }
  return GamePanel::Verdict(t, v, rules, sel, my_move);
}

std::string FiveCrownsPanel::MeldHelp() const {
  return "To go out, select the card to discard and tap Go out: the rest of your hand goes down in melds. To lay them down your "
         "way, select each meld's cards and tap Group as a meld first.\nOn a final turn the button reads Lay down and discard: "
         "it lays down the melds you can make and discards the selected card; Discard lays grouped melds down too.";
}

void FiveCrownsPanel::DiscardCard(TableControls& t, const TableView& v, Card card) {
  if (v.Part<five_crowns::FiveCrownsView>().out_player < 0 || t.Staged().empty()) return GamePanel::DiscardCard(t, v, card);
  // A playtest grouped two melds on its final turn, tapped Discard, and had both counted against it.
  if (t.Refused(Move::Discard(card))) return GamePanel::DiscardCard(t, v, card);  // the engine says why
  const Move m = Settled(t, MoveKind::kLayDown, t.Staged(), card);
  if (const std::optional<Error> e = t.Check(m)) {
    // The engine's words may be a phrase ("8♦ 3♠ 7♠: not all one rank …"): a sentence of their own.
    t.Say(Sentence(e->Message()) +
          " Your grouped cards would stay in your hand and count against you: tap a group that is not a "
          "meld to put its cards back, then discard again.");
  } else if (t.Submit(m)) {
    t.ClearStaged();
  }
}

bool FiveCrownsPanel::DrawMeldChoice(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) {
  const bool final_turn = v.Part<five_crowns::FiveCrownsView>().out_player >= 0;
  // The move the button makes: the staged melds, or with none staged the melds "Arrange for me"
  // finds in the rest of the hand, down with the selected card discarded; or, with none staged,
  // the selected cards as melds with the one card left unselected discarded (or, the whole hand
  // selected, the card whose leaving lets the others meld, as the hint names it).
  std::optional<Move> m;
  std::vector<std::vector<Card>> groups = t.Staged();
  if (sel.size() == 1) {
    if (groups.empty()) {
      std::vector<Card> rest = v.hand;
      if (auto at = std::find(rest.begin(), rest.end(), sel[0]); at != rest.end()) rest.erase(at);
      for (const Meld& meld : ArrangeForPlayer(v, t.rules(), rest).arrangement.melds) groups.push_back(meld.cards.ToVector());
    }
    // Nothing to lay down: the discard is the move (a final turn's "Lay down and discard" was gold
    // over Discard with no meld in the hand, a playtester saw).
    if (!groups.empty()) m = Settled(t, MoveKind::kLayDown, groups, sel[0]);
  } else if (groups.empty() && sel.size() >= 3) {
    if (const std::optional<SelectedGoOut>& out = t.SelectionGoOut(v, sel)) {
      for (const Meld& meld : out->melds) groups.push_back(meld.cards.ToVector());
      m = Settled(t, MoveKind::kLayDown, groups, out->discard);
    }
  }
  const bool main = m && !t.Refused(*m);
  if (!f.Button(final_turn ? "Lay down and discard" : "Go out", "button:go-out", Place::kFirst, main)) return main;
  if (sel.size() >= 3 && !m && t.Staged().empty())
    t.Say(
        "Those cards do not all fit melds. Select the cards of your melds and leave only the card to discard "
        "unselected, or select just the card to discard.");
  else if (sel.size() != 1 && !m)
    t.Say(final_turn ? "Select the one card to discard." : "Select the one card to discard as you go out.");
  else if (!m)
    t.Say(final_turn ? "The other cards make no meld: discard the card instead."
                     : "The other cards make no meld yet: discard instead, or select cards and group them as melds.");
  else
    t.Submit(*m);
  return main;
}

}  // namespace rummy::web
