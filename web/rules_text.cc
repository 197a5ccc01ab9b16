#include "rules_text.h"

#include <sstream>

#include "imgui.h"
#include "widgets.h"

namespace rummy::web {

namespace {

const char* kKentucky = R"(## Kentucky
3 to 6 players, two decks with their jokers (three decks for 6 players). Only jokers are wild. 10 hands; in each hand everybody tries to lay down that hand's contract. Highest total after hand 10 wins.

## A turn
Draw the top card of the stock or the top discard. Then you may go down: lay out exactly the melds of the contract in one go (each meld may be longer than its minimum). Once you are down you may lay off cards on any meld on the table, yours or anybody's; you may not start new melds. Every turn ends with a discard. Discarding your last card takes you out and ends the hand.

## Contracts (typical list)
1: two sets of 3, no jokers. 2: a set of 3 and a run of 4, no jokers. 3: two runs of 4, at most one joker each. 4: three sets of 3, no jokers. 5: two sets of 3 and a run of 5, at most two jokers in all. 6: a set of 3 and a run of 7, at most one joker. 7: three runs of 4, at most one joker each. 8: a set of 3 and a run of 10, at most three jokers. 9: two sets of 3 and a run of 5, at most two jokers. 10: three runs of 5, at most two jokers each. The joker limits hold for the whole hand, lay-offs included.

## May I and Kentucky
When a card is discarded, the next player may take it as their draw. If they do not, the others are asked in seat order. "Kentucky!": a player who is down lays the card off at once, out of turn. "May I?": any player (at most three times a hand) takes the card plus a penalty card from the stock. Once the next player has drawn, the card is dead.

## Scoring
2-9 are worth 5, 10-K 10, aces 20, jokers 50. After each hand you score the cards you put on the table, including the ones you laid off on other players' melds (a dot of your colour marks them), minus the cards left in your hand.)";

const char* kRummy = R"(## Rummy
2 to 4 players with one deck and two jokers (5 to 8 players: two decks). 8 cards each. First to 500 points wins (350 in the short game).

## The track
Discards are laid out overlapping so every card shows: the track. On your turn draw the top card of the stock, or take any card of the track together with every card above it. The card you pick must be used at once in this turn, in a new meld or laid off on any meld on the table. The other cards go into your hand.

## Melds
Sets: 3 or 4 cards of one rank, different suits. Runs: 3 or more cards in a suit; the ace is low (A-2-3) or high (Q-K-A), never both. A joker stands for one card that is not on the table yet; a player who holds that natural card may swap it for the joker. Each meld needs at least one natural card.

## A turn
Draw, then meld and lay off as you like (laying off on another player's meld is called rummying: the card scores for you), then discard one card. The round ends as soon as a player has no cards, with or without a discard. When the stock is empty, play goes on while players take from the track; a player who will not or cannot ends the round.

## Scoring
2-9 score 5, 10-K 10, aces 15, a joker what it stands for. You score every card you put on the table and lose the cards left in your hand (a joker in hand costs 25).)";

const char* kThreeKings = R"(## Three Kings
Exactly 3 players, one deck without jokers. Kings are high and aces low. 9 cards each; a face-up widow card lies under the stock.

## Tricks
The leader plays one card or a meld of three: a set of one rank, or three in a row of one suit (A-2-3 up to J-Q-K). The others play the same number of cards. A single card is won by the highest card of the suit led. A meld trick is won by the highest meld: a set counts its rank, a run its middle card, and J-Q-K counts like K-K-K. An equal meld does not beat the earlier one.

## Phase 1 and phase 2
While the stock lasts, nobody has to follow suit and the hands are filled back to 9 after each trick, winner first. When the stock is gone, the winner of the last trick may take the widow card and lay another card out of play; from then on a single card must be followed in suit when you can. Play until the hands are empty.

## Trick points
+1 for winning a trick, +1 for every meld played (win or lose), +1 more for the last trick. An ace led to the last trick scores 5 if it wins and costs 5 if it loses. At your first card of phase 2 you may predict taking the last trick (+5, failure -5 now and -5 at the start of the next set) or taking it with a led ace (+10 / -10).

## Winning
When a hand ends with somebody on 15 trick points or more, the highest gets a game point and a new set begins. First to 3 game points wins.)";

const char* kFiveCrowns = R"(## Five Crowns
2 to 7 players, two five-suit decks (stars, hearts, clubs, spades, diamonds; 3 to K) with 6 jokers. 11 hands: 3 cards in the first, 4 in the second, up to 13 in the last. Lowest total wins.

## Wild cards
Jokers are always wild, and so is the rank equal to the number of cards dealt: 3s in the first hand, 4s in the second, ... jacks, queens and finally kings.

## A turn
Draw the top card of the stock or the discard pile, then discard. If all your cards but one make books (3 or more of a rank) and runs (3 or more in a row of one suit), you may go out: lay them all down and discard the last card. A card taken from the discard pile may not be discarded in the same turn.

## Last turns
When someone goes out, everyone else has one final turn: draw, lay down the books and runs you can, and discard. The cards left in your hand count against you: face value, J 11, Q 12, K 13, wild rank 20, jokers 50.)";

const char* kKaluki = R"(## Kaluki
2 to 4 players, two decks and four jokers (108 cards). 15 cards each. Jokers are wild. First to 250 points wins, and only the player who goes out scores.

## Opening
Your first meld must be a single set or run worth 51 or more (2-10 face value, J Q K 10, aces 15, a joker what it stands for). Before you open you draw only from the stock, unless the top discard goes straight into your opening meld. In the turn you open you may add more melds and lay off.

## Melds
Sets: 3 or more cards of one rank. Runs: 3 or more in a suit, ace low or high. Each meld needs a natural card.

## A turn
Draw, then (once open) meld, lay off on anybody's melds and exchange jokers: put the natural card a joker stands for in its place in an opponent's meld and use the freed joker in a new meld at once. Then discard, unless your hand is already empty.

## Scoring
The player who goes out scores all the cards left in the other hands: 2-10 face value, J Q K 10, aces 15, jokers 25.)";

const char* kKeys = R"(## Keys at the table
Left and right arrows choose a card, Space selects it, Enter does the highlighted action (draw, discard, play, next hand...). D draws from the stock, T takes the discard, X discards the selected card, G groups the selected cards into a meld, 1 to 9 lay the selected card off on the first to ninth meld laid down this hand (or tap the meld), U undoes, H gives a hint, S and R sort by suit or rank, A arranges the hand.)";

}  // namespace

const char* RulesText(const std::string& game) {
  if (game == "kentucky") return kKentucky;
  if (game == "rummy") return kRummy;
  if (game == "three-kings") return kThreeKings;
  if (game == "five-crowns") return kFiveCrowns;
  if (game == "kaluki") return kKaluki;
  return "";
}

void DrawRulesText(const std::string& game) {
  std::istringstream in(std::string(RulesText(game)) + "\n\n" + kKeys);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    if (line.rfind("## ", 0) == 0) {
      Section(line.substr(3).c_str());
    } else {
      ImGui::TextWrapped("%s", line.c_str());
    }
  }
}

}  // namespace rummy::web
