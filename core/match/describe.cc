#include "match/describe.h"

#include <algorithm>
#include <cctype>

#include "cards/pack.h"

namespace rummy {

namespace {

std::string TopDiscard(const TableView& v) { return v.discard.empty() ? "the discard" : CardInWords(v.discard.back()); }

// "7♣ 7♥ 7♠", "7♣ 7♥ 7♠ and Q♦ Q♥ Q♠", "A, B and C".
std::string MeldsInWords(const std::vector<MeldSpec>& melds) {
  std::string out;
  for (size_t i = 0; i < melds.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == melds.size() ? " and " : ", ") + CardsInWords(melds[i].cards);
  }
  return out;
}

int CardsIn(const std::vector<MeldSpec>& melds) {
  int n = 0;
  for (const MeldSpec& s : melds) n += static_cast<int>(s.cards.size());
  return n;
}

std::string KindName(const Meld& m) {
  if (m.kind == MeldKind::kSet) return m.rank == 0 ? "wild set" : RankPlural(m.rank);
  std::string suit = SuitName(m.suit);
  suit.pop_back();  // "diamonds" -> "diamond"
  return suit + " run";
}

std::string Possessive(const std::vector<std::string>& names, int seat, int viewer, int mover) {
  const std::string name = SeatName(names, seat);
  if (seat == viewer || name == "You") return "your";
  return seat == mover ? "their" : name + "'s";
}

// The wild in table meld `t` that `natural` would free (an exchange): "the joker", or "the 7♥"
// where a wild rank is exchanged.
std::string FreedWild(const Rules& rules, const TableView& before, const Move& m) {
  if (m.target < 0 || m.target >= static_cast<int>(before.melds.size())) return "the joker";
  const Meld& meld = before.melds[m.target].meld;
  for (int i = 0; i < meld.size(); ++i) {
    if (rules.IsWild(meld.cards[i]) && meld.Represents(rules, i) == m.card.face() && !meld.cards[i].is_joker()) {
      return "the " + meld.cards[i].Pretty();
    }
  }
  return "the joker";
}

}  // namespace

std::string SeatName(const std::vector<std::string>& names, int seat) {
  if (seat >= 0 && seat < static_cast<int>(names.size())) return names[seat];
  return "Player " + std::to_string(seat + 1);
}

std::string MeldName(const std::vector<TableMeld>& melds, int index, const std::vector<std::string>& names, int viewer,
                     int mover) {
  if (index < 0 || index >= static_cast<int>(melds.size())) return "a meld that is not on the table";
  const TableMeld& t = melds[index];
  const std::string kind = KindName(t.meld);
  bool twin = false;
  for (size_t i = 0; i < melds.size(); ++i) {
    twin |= static_cast<int>(i) != index && melds[i].owner == t.owner && KindName(melds[i].meld) == kind;
  }
  return Possessive(names, t.owner, viewer, mover) + " " + kind + (twin ? " " + CardsInWords(t.meld.cards) : "");
}

namespace {

// The cards that come with a track card taken (Rummy: a take with a target names a track card,
// the newest copy of its face, and every card after it comes too): 0 for the newest card. A
// playtester read only "Ben takes 10♠ from the track" and saw their own discard vanish.
int CardsAfter(const Move& m, const TableView& before) {
  const int i = m.target < 0 ? -1 : LastOfFace(before.discard, m.card);
  return i < 0 ? 0 : static_cast<int>(before.discard.size()) - 1 - i;
}

}  // namespace

std::string DescribeMove(const Move& m, const Rules& rules, const TableView& before, const std::vector<std::string>& names,
                         bool you) {
  // The verb for the mover: "lay" spoken to, "lays" told of.
  auto verb = [you](const std::string& base) { return you ? base : ThirdPerson(base); };
  const int viewer = you ? before.seat : -1;
  const std::string on_meld = MeldName(before.melds, m.target, names, viewer, before.seat);
  // Whether the move empties the mover's hand (Three Kings' tricks aside).
  const Game* game = FindGame(before.game);
  const bool out = game != nullptr && game->EmptyHandGoesOut() && !before.hand.empty();
  const int hand = static_cast<int>(before.hand.size());
  auto going_out = [&](int cards) { return out && cards >= hand ? " and " + verb("go") + " out" : std::string(); };
  std::string end;
  if (m.end == End::kLow) end = " at its low end";
  if (m.end == End::kHigh) end = " at its high end";
  switch (m.kind) {
    case MoveKind::kDrawStock: return verb("draw") + " from the stock";
    case MoveKind::kTakeDiscard:
      if (m.target >= 0) {  // Rummy: a card taken from the track with all above it
        const int more = CardsAfter(m, before);
        const std::string with = more == 0   ? ""
                                 : more == 1 ? " and the card after it"
                                             : " and the " + std::to_string(more) + " cards after it";
        return verb("take") + " " + CardInWords(m.card) + with + " from the track";
      }
      return verb("take") + " " + TopDiscard(before) + " from the discard pile";
    case MoveKind::kDiscard: return verb("discard") + " " + CardInWords(m.card) + going_out(1);
    case MoveKind::kMeld: {
      const bool opening =
          before.seat >= 0 && before.seat < static_cast<int>(before.opened.size()) && !before.opened[before.seat];
      // "lay down", "go down with" (Kentucky), "open with" (Kaluki's first meld): the game's words.
      const std::string phrase = game != nullptr ? game->MeldPhrase(opening) : "lay down";
      const size_t space = phrase.find(' ');
      return verb(phrase.substr(0, space)) + phrase.substr(space) + " " + MeldsInWords(m.melds) + going_out(CardsIn(m.melds));
    }
    case MoveKind::kLayDown:
      if (m.melds.empty()) return verb("discard") + " " + CardInWords(m.card) + " and " + verb("lay") + " nothing down";
      if (game == nullptr || game->LayDownGoesOut(before)) {
        return verb("go") + " out with " + MeldsInWords(m.melds) + ", discarding " + CardInWords(m.card);
      }
      return verb("lay") + " down " + MeldsInWords(m.melds) + " and " + verb("discard") + " " + CardInWords(m.card);
    case MoveKind::kLayOff: return verb("lay") + " " + CardInWords(m.card) + " on " + on_meld + end + going_out(1);
    case MoveKind::kExchange:
      return verb("swap") + " " + CardInWords(m.card) + " for " + FreedWild(rules, before, m) + " in " + on_meld +
             (m.melds.empty() ? "" : " and " + verb("lay") + " down " + MeldsInWords(m.melds)) + going_out(CardsIn(m.melds));
    case MoveKind::kPlay:
      return verb(game == nullptr || game->PlayLeads(before) ? "lead" : "play") + " " +
             (m.melds.empty() ? "" : CardsInWords(m.melds[0].cards));
    case MoveKind::kPredict:
      return verb("predict") + (m.target == 1 ? " taking the last trick with an ace" : " taking the last trick");
    case MoveKind::kWidow:
      return verb("take") + " the widow card and " + verb("lay") + " " + CardInWords(m.card) + " out of play";
    case MoveKind::kPass:
      if (before.asked) return verb("let") + " " + TopDiscard(before) + " go";
      if (game != nullptr && game->PassEndsRound()) return verb("end") + " the round";
      return verb("keep") + " the hand";
    case MoveKind::kMayI: return verb("call") + " May I: " + TopDiscard(before) + " and a penalty card";
    case MoveKind::kKentucky:
      return verb("call") + " Kentucky and " + verb("lay") + " " + CardInWords(m.card) + " on " + on_meld + end;
    case MoveKind::kRummy:
      return verb("call") + " Rummy! and " + verb("lay") + " " + CardInWords(m.card) + " on " + on_meld + end;
  }
  return "?";
}

std::string BriefMove(const Move& m, const TableView& before) {
  const Game* game = FindGame(before.game);
  const int hand = static_cast<int>(before.hand.size());
  // Whether the move empties the mover's hand (Three Kings' tricks aside): then that is the news.
  const bool out = game != nullptr && game->EmptyHandGoesOut() && hand > 0;
  auto goes_out = [&](int cards) { return out && cards >= hand; };
  switch (m.kind) {
    case MoveKind::kDrawStock: return "draws a card";
    case MoveKind::kTakeDiscard:
      if (m.target < 0) return "takes " + TopDiscard(before);
      if (const int more = CardsAfter(m, before); more > 0) {
        return "takes " + CardInWords(m.card) + " and " + std::to_string(more) + " more";
      }
      return "takes " + CardInWords(m.card);
    case MoveKind::kDiscard: return goes_out(1) ? "goes out" : "discards " + CardInWords(m.card);
    case MoveKind::kMeld: {
      if (goes_out(CardsIn(m.melds))) return "goes out";
      const bool opening =
          before.seat >= 0 && before.seat < static_cast<int>(before.opened.size()) && !before.opened[before.seat];
      // The game's words without the melds: "goes down", "opens", "lays down".
      std::string phrase = game != nullptr ? game->MeldPhrase(opening) : "lay down";
      if (phrase.size() > 5 && phrase.compare(phrase.size() - 5, 5, " with") == 0) phrase.resize(phrase.size() - 5);
      const size_t space = std::min(phrase.find(' '), phrase.size());
      const std::string verb = phrase.substr(0, space);
      return ThirdPerson(verb) + phrase.substr(space);
    }
    case MoveKind::kLayDown:
      if (m.melds.empty()) return "discards " + CardInWords(m.card);
      return game == nullptr || game->LayDownGoesOut(before) ? "goes out" : "lays down";
    case MoveKind::kLayOff: return goes_out(1) ? "goes out" : "lays off " + CardInWords(m.card);
    case MoveKind::kExchange: return goes_out(CardsIn(m.melds)) ? "goes out" : "swaps in " + CardInWords(m.card);
    case MoveKind::kPlay: {
      const std::string verb = game == nullptr || game->PlayLeads(before) ? "leads " : "plays ";
      if (m.melds.empty()) return verb.substr(0, verb.size() - 1);
      const std::vector<Card>& cards = m.melds[0].cards;
      return verb + (cards.size() == 1 ? CardInWords(cards[0]) : std::to_string(cards.size()) + " cards");
    }
    case MoveKind::kPredict: return m.target == 1 ? "predicts the last trick with an ace" : "predicts the last trick";
    case MoveKind::kWidow: return "takes the widow card";
    case MoveKind::kPass:
      if (before.asked) return "lets " + TopDiscard(before) + " go";
      if (game != nullptr && game->PassEndsRound()) return "ends the round";
      return "keeps the hand";
    case MoveKind::kMayI: return "calls May I for " + TopDiscard(before);
    case MoveKind::kKentucky: return "calls Kentucky";
    case MoveKind::kRummy: return "calls Rummy!";
  }
  return "?";
}

namespace {

// "ace", "7", "king": a rank as said before "of hearts".
std::string SpokenRank(int rank) {
  switch (rank) {
    case kAce: return "ace";
    case kJack: return "jack";
    case kQueen: return "queen";
    case kKing: return "king";
    default: return std::to_string(rank);
  }
}

// The card written at `at` of `text` by Card::Pretty or CardWord ("7♥", "10♦", "K★", "Joker",
// "joker"): its length, and the card (deck 0) in `*card`; 0 when none starts there.
size_t PrettyCardAt(const std::string& text, size_t at, Card* card) {
  static const std::string kRanks[] = {"10", "A", "2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K"};
  if (at > 0 && std::isalnum(static_cast<unsigned char>(text[at - 1]))) return 0;
  if ((text.compare(at, 5, "Joker") == 0 || text.compare(at, 5, "joker") == 0) &&
      (at + 5 == text.size() || !std::isalnum(static_cast<unsigned char>(text[at + 5])))) {
    *card = Card::Joker();
    return 5;
  }
  for (const std::string& r : kRanks) {
    if (text.compare(at, r.size(), r) != 0) continue;
    for (int s = 0; s < kNumSuits; ++s) {
      const std::string glyph = SuitGlyph(static_cast<Suit>(s));
      if (text.compare(at + r.size(), glyph.size(), glyph) != 0) continue;
      Result<Card> c = ParseCard(r + SuitLetter(static_cast<Suit>(s)));
      if (!c) return 0;
      *card = c.value();
      return r.size() + glyph.size();
    }
  }
  return 0;
}

}  // namespace

std::string SpokenName(Card card, const Rules& rules) {
  if (card.is_joker()) return "joker";
  const std::string name = SpokenRank(card.rank()) + " of " + SuitName(card.suit());
  return rules.IsWild(card) ? name + ", wild" : name;
}

std::string SpokenText(const std::string& text) {
  std::string out;
  Card card;
  bool after_card = false;  // the last thing written was a card: a following card is a list
  for (size_t i = 0; i < text.size();) {
    const size_t n = PrettyCardAt(text, i, &card);
    if (n > 0) {
      if (after_card) out.back() = ',', out += ' ';
      out += card.is_joker() ? "joker" : SpokenRank(card.rank()) + " of " + SuitName(card.suit());
      i += n;
      after_card = i < text.size() && text[i] == ' ';
      if (after_card) out += ' ', ++i;
      continue;
    }
    after_card = false;
    out += text[i++];
  }
  return out;
}

std::string HowHandEnded(const HandEnd* end, const std::vector<std::string>& names) {
  if (!end) return "";
  if (end->out >= 0) {
    const std::string who = SeatName(names, end->out);
    return ": " + (who == "You" ? std::string("you") : who) + " went out";
  }
  return end->stock_out ? ": the stock ran out" : "";
}

std::string HandEndedSentence(const HandEnd* end, const std::vector<std::string>& names) {
  std::string how = HowHandEnded(end, names);
  if (how.empty()) return how;
  how = how.substr(2);
  how[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(how[0])));
  return how + ".";
}

std::string ScorePartsText(const std::vector<ScorePart>& parts) {
  std::string out;
  for (const ScorePart& p : parts) {
    out += (out.empty() ? "" : ", ") + p.what + " (" + (p.points > 0 ? "+" : "") + std::to_string(p.points) + ")";
  }
  return out;
}

std::string Sentence(std::string s) {
  if (!s.empty() && s.back() != '.') s += '.';
  return s;
}

std::string WinnersSentence(const std::vector<std::string>& winners) {
  std::string names;
  for (size_t i = 0; i < winners.size(); ++i) names += (i == 0 ? "" : i + 1 == winners.size() ? " and " : ", ") + winners[i];
  return winners.size() > 1 ? names + " share the win." : SubjectVerb(names, "win") + " the match.";
}

std::string ThirdPerson(const std::string& verb) {
  const bool es = verb == "go" || verb == "pass" || verb.ends_with("sh") || verb.ends_with("ch");
  return verb + (es ? "es" : "s");
}

std::string SubjectVerb(const std::string& who, const std::string& verb) {
  if (who == "You" || who.find(" and ") != std::string::npos) return who + " " + verb;
  return who + " " + ThirdPerson(verb);
}

}  // namespace rummy
