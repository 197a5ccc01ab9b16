// Moves in plain words for logs, hints and the table ("draws from the stock", "lays 5♦ on Ben's
// diamond run", "goes down with 7♣ 7♥ 7♠ and Q♦ Q♥ Q♠"), shared by the terminal and the web
// table. Cards are named by glyph and table melds by owner and kind, never by notation or number.
#pragma once

#include <string>
#include <vector>

#include "game/state.h"

namespace rummy {

// Seat names for sentences: `names[seat]`, or "Player N" where `names` is empty or too short.
// A seat named "You" is spoken to ("your diamond run").
std::string SeatName(const std::vector<std::string>& names, int seat);

// A table meld by owner and kind, as `viewer` hears it: "Ben's diamond run", "your aces",
// "Ada's sevens", "their wild set" (the owner is `mover`, the one the sentence is about). When
// another meld of the same owner has the same name, its cards follow ("Ben's diamond run 3♦ 4♦
// 5♦"). `viewer` is the seat spoken to as "you" (-1: nobody).
std::string MeldName(const std::vector<TableMeld>& melds, int index, const std::vector<std::string>& names, int viewer,
                     int mover = -1);

// What `m` does, as a verb phrase: "draws from the stock" (or "draw from the stock" when `you`:
// the mover is spoken to). `before` is the mover's view before the move (it names the discard
// that was taken or claimed and the melds the move touched); `names` are the seat names.
std::string DescribeMove(const Move& m, const Rules& rules, const TableView& before, const std::vector<std::string>& names,
                         bool you);

// How a hand ended, to follow "Hand 2 is over": ": Ben went out", ": you went out" (a seat named
// "You"), ": the stock ran out", or nothing (no hand, or a trick game's hand).
std::string HowHandEnded(const HandEnd* end, const std::vector<std::string>& names);
// The same as a sentence of its own: "Ben went out.", "You went out.", "The stock ran out.", or "".
std::string HandEndedSentence(const HandEnd* end, const std::vector<std::string>& names);

// `m` in a few words, told of the mover, for a seat's plate where the whole phrase does not fit:
// "draws a card", "takes 7♥", "discards 7♥", "goes down", "lays off 7♥", "calls May I for 7♥", "goes
// out". The card a player took or gave up is kept; which melds, and where a card went, the table
// shows (and DescribeMove says in the log).
std::string BriefMove(const Move& m, const TableView& before);

// A player's score parts for a hand in words: "tricks won (+3), the last trick (+1), prediction
// with an ace failed (-10)".
std::string ScorePartsText(const std::vector<ScorePart>& parts);

// A card as a person says it, for screen readers: "7 of hearts", "ace of spades", "joker",
// "king of stars, wild" (a card of the wild rank under `rules`; a joker is always wild).
std::string SpokenName(Card card, const Rules& rules);

// `text` with every card glyph spoken ("Ben discards 7♥" -> "Ben discards 7 of hearts"; "7♣ 7♥"
// -> "7 of clubs, 7 of hearts"; "K★" -> "king of stars"); everything else unchanged.
std::string SpokenText(const std::string& text);

// "Ada's turn: draw from the stock or take 7♥." style sentence ending, with a full stop.
std::string Sentence(std::string s);

// The verb as told of one other person: "wins", "goes", "passes", "reaches".
std::string ThirdPerson(const std::string& verb);

// `who` and the verb agreeing with it: "You win", "Ada wins", "You and Ben win" (several names
// joined by "and"), "Ada passes".
std::string SubjectVerb(const std::string& who, const std::string& verb);

// Who won the match: "Ada wins the match.", "You win the match.", "Ada and Ben share the win."
// ("Ada, Ben and Cleo share the win.").
std::string WinnersSentence(const std::vector<std::string>& winners);

}  // namespace rummy
