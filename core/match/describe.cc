#include "match/describe.h"

namespace rummy {

namespace {
std::string TopDiscard(const TableView& v) { return v.discard.empty() ? "the discard" : v.discard.back().Pretty(); }
}  // namespace

std::string DescribeMove(const Move& m, const Rules& rules, const TableView& before, bool you) {
  const char* s = you ? "" : "s";
  switch (m.kind) {
    case MoveKind::kDrawStock: return std::string("draw") + s + " from the stock";
    case MoveKind::kTakeDiscard:
      if (m.target >= 0) {  // Rummy: a card taken from the track with all above it
        return std::string("take") + s + " " + m.card.Pretty() + " from the track";
      }
      return std::string("take") + s + " " + TopDiscard(before) + " from the discard pile";
    case MoveKind::kDiscard: return std::string("discard") + s + " " + m.card.Pretty();
    case MoveKind::kMeld:
    case MoveKind::kLayDown:
    case MoveKind::kLayOff:
    case MoveKind::kExchange: return std::string(you ? "play " : "plays ") + MoveToString(m, rules);
    case MoveKind::kPlay: return std::string("play") + s + " " + (m.melds.empty() ? "" : CardsPretty(m.melds[0].cards));
    case MoveKind::kPredict:
      return std::string("predict") + s + (m.target == 1 ? " taking the last trick with an ace" : " taking the last trick");
    case MoveKind::kWidow: return std::string("take") + s + " the widow card and lay" + s + " out " + m.card.Pretty();
    case MoveKind::kPass:
      if (before.asked || before.calling) return std::string("let") + s + " " + TopDiscard(before) + " go";
      if (FindGame(before.game)->PassEndsRound()) return std::string("end") + s + " the round";
      return std::string("keep") + s + " the hand";
    case MoveKind::kMayI: return std::string(you ? "call" : "calls") + " May I: " + TopDiscard(before) + " and a penalty card";
    case MoveKind::kKentucky: return std::string(you ? "call" : "calls") + " Kentucky: " + MoveToString(m, rules);
    case MoveKind::kRummy:
      return std::string(you ? "call" : "calls") + " Rummy! and lay" + s + " " + m.card.Pretty() + " off on meld " +
             std::to_string(m.target);
  }
  return "?";
}

std::string Sentence(std::string s) {
  if (!s.empty() && s.back() != '.') s += '.';
  return s;
}

}  // namespace rummy
