#include "games/kentucky.h"

#include "games/kentucky/kentucky_view.h"
#include "match/hint.h"
#include "melds/meld.h"

namespace rummy::web {

Move KentuckyPanel::DiscardTap(TableControls& t, const TableView& v) const {
  // A player asked about the discard claims it with May I by tapping it.
  return v.asked && t.HasLegal(MoveKind::kMayI) ? Move::Of(MoveKind::kMayI) : GamePanel::DiscardTap(t, v);
}

bool KentuckyPanel::DrawClaims(TableControls& t, const TableView& v, Slots& f) {
  // The button names the card it claims: a playtester let one card go by the clock, and the same
  // button in the same place then claimed the next discard, which they had not looked at.
  if (t.HasLegal(MoveKind::kMayI) && !v.discard.empty() &&
      f.Button((CardButton("May I take", v.discard.back()) + "?").c_str(), "button:mayi", Place::kThird))
    t.Submit(Move::Of(MoveKind::kMayI));
  return CallButton(t, f, MoveKind::kKentucky, "Kentucky!", "button:kentucky");
}

double KentuckyPanel::ClaimSeconds(TableControls& t, const TableView& v) {
  // A prompt whose only answer is a May I (a penalty card with the discard) came after almost every
  // discard and held play 12 s each time (playtest): it waits less. A Kentucky call, a card laid off
  // for free, is worth the full time.
  return t.HasLegal(MoveKind::kKentucky) ? GamePanel::ClaimSeconds(t, v) : 6.0;
}

std::string KentuckyPanel::MeldHelp() const {
  return "To go down, select your contract's cards and tap Go down; or select each meld's cards, tap Group as a meld, then Go "
         "down (a grouped meld sits at the left of your hand: tap it to put its cards back).\nOnce down, lay cards off: select "
         "one and tap the meld, or drag the card onto it.\nTo claim a discard out of turn, tap May I when it is offered; once "
         "down, Kentucky! lays it "
         "off at once on a meld it fits.";
}

bool KentuckyPanel::DrawMeldChoice(TableControls& t, const TableView& v, const std::vector<Card>& sel, Slots& f) {
  if (!FindGame(v.game)->MayStartMelds(v)) return false;  // down: one goes down once a hand
  if (!t.Staged().empty() || sel.size() < 3)
    return MeldButton(t, sel, f, "Go down", "Put your contract together: select cards and group them, then go down.");
  // Nothing grouped: the selected cards split into melds as the player may make them this hand
  // (the engine's split; the contract's own lay of these cards when the split does not make it),
  // else the selection as one meld, which the engine takes or refuses saying why.
  std::optional<Move> m;
  if (const std::optional<std::vector<Meld>>& melds = t.SelectionMelds(v, sel)) {
    std::vector<std::vector<Card>> groups;
    for (const Meld& meld : *melds) groups.push_back(meld.cards.ToVector());
    m = Settled(t, MoveKind::kMeld, groups, std::nullopt);
  }
  if (!m || t.Refused(*m)) {
    if (std::optional<Move> legal = LegalWithCards(t, MoveKind::kMeld, sel)) m = legal;
  }
  if (!m && !MeldReadings(t.rules(), sel).empty()) m = Settled(t, MoveKind::kMeld, {sel}, std::nullopt);
  const bool main = m && !t.Refused(*m);
  if (!f.Button("Go down", "button:meld", Place::kFirst, main)) return main;
  if (!m)
    t.Say("Those cards do not all fit melds. The contract is " + v.Part<kentucky::KentuckyView>().contract +
          ": select just its cards, or group each meld with Group, then go down.");
  else
    t.Submit(*m);
  return main;
}

}  // namespace rummy::web
