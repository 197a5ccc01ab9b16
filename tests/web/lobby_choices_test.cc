#include "lobby_choices.h"

#include <gtest/gtest.h>

#include "match/match.h"

namespace rummy::web {
namespace {

// The usual seats and rules of a game, as the lobby sets them before applying what it kept.
void Usual(const std::string& game, std::vector<std::string>* levels, Options* options) {
  *levels = {"human", "basic"};
  options->clear();
  for (const OptionInfo& o : FindGame(game)->OptionList()) (*options)[o.name] = o.default_value;
}

TEST(LobbyChoicesTest, WhatIsKeptReadsBackAsWritten) {
  LobbyChoices c;
  c.game = "kaluki";
  c.games["kaluki"] = {{"human", "easy", "basic", "basic", "basic"}, {{"five-six-players", 1}}};
  c.games["five-crowns"] = {{"human", "basic", "basic"}, {}};
  c.names = {"Ada", "", "Bob"};
  EXPECT_EQ(LobbyChoicesFromJson(LobbyChoicesToJson(c)), c);
}

TEST(LobbyChoicesTest, ThreePlayersAndAChangedRuleComeBackForTheirGame) {
  LobbyChoices c;
  c.games["kaluki"] = {{"human", "easy", "basic", "basic", "basic"}, {{"five-six-players", 1}}};
  const LobbyChoices back = LobbyChoicesFromJson(LobbyChoicesToJson(c));
  std::vector<std::string> levels;
  Options options;
  Usual("kaluki", &levels, &options);
  ApplyChoices("kaluki", back.games.at("kaluki"), &levels, &options);
  EXPECT_EQ(levels, (std::vector<std::string>{"human", "easy", "basic", "basic", "basic"}));
  EXPECT_EQ(options.at("five-six-players"), 1);
  // Only the changed rule is kept, so a later change to the usual rules reaches the others.
  EXPECT_EQ(ChangedOptions("kaluki", options), (Options{{"five-six-players", 1}}));
}

TEST(LobbyChoicesTest, DamagedOrOldValuesFallBackToTheUsualAndTheRestIsKept) {
  // Not JSON at all, or not an object: the usual everything.
  for (const char* text : {"", "{", "[1,2]", "\"kaluki\"", "null"}) EXPECT_EQ(LobbyChoicesFromJson(text), LobbyChoices{}) << text;
  const LobbyChoices c = LobbyChoicesFromJson(R"({
    "game": "no-such-game",
    "games": {
      "no-such-game": {"levels": ["human", "basic"]},
      "kaluki": {"levels": ["human", "grandmaster"], "options": {"five-six-players": 7, "no-such-rule": 1}},
      "five-crowns": {"levels": ["human", "basic", "basic"], "options": {"five-six-players": "yes"}},
      "rummy": "damaged"
    },
    "names": ["Ada", 3, "A name much longer than any field holds"]})");
  EXPECT_EQ(c.game, "");
  EXPECT_EQ(c.games.count("no-such-game"), 0u);
  EXPECT_EQ(c.games.count("rummy"), 0u);
  EXPECT_TRUE(c.games.at("kaluki").levels.empty()) << "a level the game does not offer: the usual seats";
  EXPECT_TRUE(c.games.at("kaluki").options.empty()) << "a value out of range and an unknown rule are dropped";
  EXPECT_EQ(c.games.at("five-crowns").levels, (std::vector<std::string>{"human", "basic", "basic"})) << "kept";
  EXPECT_EQ(c.names, (std::vector<std::string>{"Ada", "", "A name much longer "}));
}

TEST(LobbyChoicesTest, SeatsThatNoLongerFitTheGameGiveTheUsualSeats) {
  std::vector<std::string> levels;
  Options options;
  // Six seats in Kaluki without the rule for five or six players: too many.
  Usual("kaluki", &levels, &options);
  ApplyChoices("kaluki", {{"human", "basic", "basic", "basic", "basic", "basic"}, {}}, &levels, &options);
  EXPECT_EQ(levels, (std::vector<std::string>{"human", "basic"}));
  // One seat: too few.
  ApplyChoices("kaluki", {{"human"}, {}}, &levels, &options);
  EXPECT_EQ(levels, (std::vector<std::string>{"human", "basic"}));
  // A rule's value out of range is not applied.
  ApplyChoices("kaluki", {{}, {{"five-six-players", 9}}}, &levels, &options);
  EXPECT_EQ(options.at("five-six-players"), 0);
}

}  // namespace
}  // namespace rummy::web
