// The table's part of the test hook (test_hook.h): what the browser tests read about a match in
// play, besides the rectangles. The field names are the tests' contract; keep them.
#include <nlohmann/json.hpp>

#include "table.h"

namespace rummy::web {

std::string Table::StateJson() const {
  const TableView v = match_.state().ViewFor(viewer_);
  nlohmann::json j;
  j["screen"] = curtain_ ? "curtain" : summary_ ? "summary" : "table";
  j["game"] = v.game;
  j["viewer"] = viewer_;
  j["names"] = Names();
  j["to_move"] = match_.ToMove();
  j["my_move"] = match_.ToMove() == viewer_ && match_.HumanToMove();
  j["turn"] = v.turn;
  j["calling"] = v.calling;
  j["asked"] = v.asked;
  j["flights"] = flights_.size();
  j["pace"] = pace_;
  j["phase"] = v.phase;
  j["hand_number"] = v.hand_number;
  j["hands_done"] = match_.state().Sheet().hands.size();
  j["over"] = match_.state().IsTerminal();
  j["winners"] = match_.state().Sheet().winners;
  j["totals"] = match_.state().Sheet().totals;
  std::vector<std::string> hand, selected, discard, melds;
  for (size_t i = 0; i < hand_.cards().size(); ++i) {
    if (hand_.IsStaged(hand_.cards()[i])) continue;
    hand.push_back(hand_.cards()[i].ToString());
    if (hand_.IsSelected(i)) selected.push_back(hand_.cards()[i].ToString());
  }
  for (Card c : v.discard) discard.push_back(c.ToString());
  for (const TableMeld& t : v.melds) melds.push_back(CardsToString(t.meld.cards));
  if (curtain_) hand.clear(), selected.clear();  // the hand is hidden from whoever holds the device
  j["hand"] = hand;
  j["selected"] = selected;
  j["verdict"] = panel_->Verdict(*this, v, rules(), hand_.Selected(), match_.ToMove() == viewer_ && match_.HumanToMove());
  j["moves"] = match_.state().History().size();
  j["staged"] = hand_.staged().size();
  j["discard"] = discard;
  j["stock"] = v.stock_size;
  j["melds"] = melds;
  j["trick"] = v.trick.size();
  j["status"] = Named(v.status);
  j["message"] = message_;
  j["hint"] = hint_;
  j["four_colour"] = style_->four_colour;
  std::vector<std::string> log;
  for (size_t i = match_.log().size() > 6 ? match_.log().size() - 6 : 0; i < match_.log().size(); ++i)
    log.push_back(match_.log()[i].text);
  j["log"] = log;
  j["save"] = match_.Save();
  const std::string s = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return s.substr(1, s.size() - 2);
}

}  // namespace rummy::web
