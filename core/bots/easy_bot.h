// The easy level: the basic bot with a person's slips. About one decision in four it makes a
// mistake of the kind beginners make: it ignores a discard it could use, throws away a random
// card instead of its worst one, holds back a meld, a lay-off or going out for a turn, or lets a
// claimable discard go. Every move it makes is still one the rules allow.
#pragma once

#include "bots/basic_bot.h"

namespace rummy {

class EasyBot : public Bot {
 public:
  std::string Level() const override { return "easy"; }
  Move Choose(const TableView& view, const Rules& rules, Rng& rng) override;

 private:
  BasicBot basic_;
};

}  // namespace rummy
