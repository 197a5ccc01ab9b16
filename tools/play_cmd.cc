// rummy play: a whole match in the terminal, people and computer players at one table.
//   rummy play --game kentucky|rummy|three-kings|five-crowns|kaluki [--seats human,basic,basic] [--seed S]
//              [--option name=value]... [--save FILE] [--load FILE] [--position FILE]
// At the prompt: a move (see "help"), "hint" ("hint expert"), "moves" (every legal move), "sheet", "save FILE", "quit".
// With --save the match is written after every move, so nothing is lost when the window closes.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "bots/bot.h"
#include "commands.h"
#include "game/position.h"
#include "game/save.h"
#include "match/describe.h"
#include "match/hint.h"
#include "registry/registry.h"

namespace rummy::tools {

namespace {

const char* kMoveHelp =
    "Moves:\n"
    "  draw                          take the top card of the stock\n"
    "  take                          take the top card of the discard pile\n"
    "  discard 7H                    discard a card (ranks A 2-9 T J Q K, suits C D H S, R = stars, JK = joker)\n"
    "  take 7C                       Rummy: take 7C from the track with every card above it\n"
    "  meld 7C 7D 7H, 5S 6S JK(7S)   lay down melds (a joker may say what it stands for); Kentucky: go down\n"
    "                                with exactly the hand's contract\n"
    "  layoff 7H on 2                add a card to table meld 2 ('low'/'high' for a joker on a run)\n"
    "  exchange 8C on 2 meld TH JH QH KH JK(AH)\n"
    "                                Kaluki: free meld 2's joker with 8C and meld it at once\n"
    "  down 7C 7D 7H, 9S TS JK discard KD\n"
    "                                Five Crowns: go out (or, on a final turn, lay down) and discard\n"
    "  play 9H | play 7C 8C 9C        Three Kings: lead or follow with one card or a meld of three\n"
    "  predict last | predict ace     Three Kings: before your first card of phase 2\n"
    "  widow 5H | pass                Three Kings: take the widow card and lay 5H out, or keep your hand\n"
    "  mayi | kentucky 9C on 3 | pass Kentucky, when asked about a discard: take it with a penalty card, lay it\n"
    "                                off on meld 3 at once (when you are down), or let it go\n"
    "  pass                          Rummy, when the stock is empty: end the round\n"
    "Other commands: hint (the strong player's move and why), hint expert (the expert's, up to 0.8 s),\n"
    "moves, sheet, save FILE, position FILE (write the position now, docs/POSITIONS.md), help, quit\n";

std::string Name(int seat) { return "Player " + std::to_string(seat + 1); }

void PrintSheet(const State& s) {
  const ScoreSheet& sheet = s.Sheet();
  std::printf("Score sheet (%s wins):\n      ", sheet.lowest_wins ? "lowest" : "highest");
  for (int p = 0; p < s.NumPlayers(); ++p) std::printf("%9s", Name(p).c_str());
  std::printf("\n");
  for (size_t h = 0; h < sheet.hands.size(); ++h) {
    std::printf("  %2zu  ", h + 1);
    for (int v : sheet.hands[h]) std::printf("%9d", v);
    std::printf("\n");
  }
  std::printf("total ");
  for (int v : sheet.totals) std::printf("%9d", v);
  std::printf("\n");
}

void PrintTable(const State& s, int seat) {
  const TableView v = s.ViewFor(seat);
  const Rules& rules = s.CurrentRules();
  const Game* game = FindGame(v.game);
  std::printf("\n== %s: %s (you are %s)\n", game->Title().c_str(), game->Headline(v).c_str(), Name(seat).c_str());
  for (int p = 0; p < v.players; ++p) std::printf("  %s: %s\n", Name(p).c_str(), game->PlayerStatus(v, p).c_str());
  std::printf("  Stock: %d card%s.  Discard pile: %s (%d card%s)\n", v.stock_size, v.stock_size == 1 ? "" : "s",
              v.discard.empty() ? "empty" : (v.discard.back().Pretty() + (game->TopDiscardDead(v) ? ", dead" : "")).c_str(),
              v.discard_size, v.discard_size == 1 ? "" : "s");
  if (v.discard.size() > 1) std::printf("  The whole pile, bottom to top: %s\n", CardsPretty(v.discard).c_str());
  if (!v.melds.empty()) {
    std::printf("  Melds on the table:\n");
    for (size_t i = 0; i < v.melds.size(); ++i) {
      const TableMeld& t = v.melds[i];
      std::printf("    %zu. %s: %s", i, Name(t.owner).c_str(), t.meld.Pretty(rules).c_str());
      // Cards laid off by other players score for them: say whose they are.
      std::string others;
      for (size_t k = 0; k < t.laid_by.size(); ++k) {
        if (t.laid_by[k] != t.owner) others += " " + t.meld.cards[k].Pretty() + " by " + Name(t.laid_by[k]) + ";";
      }
      if (!others.empty()) others.pop_back();
      std::printf("%s\n", others.empty() ? "" : ("  (laid off:" + others + ")").c_str());
    }
  }
  std::vector<std::string> names;
  for (int p = 0; p < v.players; ++p) names.push_back(Name(p));
  for (const std::string& line : game->TableLines(v, names)) std::printf("  %s\n", line.c_str());
  std::vector<Card> hand = v.hand;
  std::sort(hand.begin(), hand.end(),
            [](Card a, Card b) { return a.face() != b.face() ? a.face() < b.face() : a.code() < b.code(); });
  std::printf("  Your hand: %s\n  (%s)\n", CardsPretty(hand).c_str(), CardsToString(hand).c_str());
  std::printf("%s\n", v.status.c_str());
}

// How the hand that just ended was left: each player's melds and the cards left in hand.
void PrintHandEnd(const State& s) {
  const TableView v = s.ViewFor(0);
  if (!v.last_hand) return;
  for (int p = 0; p < v.players; ++p) {
    std::string melds;  // (the cards alone: the rules in force now may be the next hand's)
    for (const TableMeld& t : v.last_hand->melds) {
      if (t.owner == p) melds += (melds.empty() ? "" : "; ") + CardsPretty(t.meld.cards);
    }
    const std::vector<Card>& left = v.last_hand->hands[p];
    std::printf("  %s: melds %s; cards left: %s\n", Name(p).c_str(), melds.empty() ? "none" : melds.c_str(),
                left.empty() ? "none" : CardsPretty(left).c_str());
  }
}

bool WriteSave(const std::string& path, const State& s) {
  std::ofstream out(path + ".tmp");
  out << SaveMatch(s) << "\n";
  out.close();
  if (!out) return false;
  return std::rename((path + ".tmp").c_str(), path.c_str()) == 0;
}

}  // namespace

int PlayCommand(const Args& args) {
  std::vector<std::string> with_value = {"--game", "--seats", "--seed", "--save", "--load", "--position"};
  Args rest;
  Options options;
  if (!TakeGameOptions(args, "play", &rest, &options)) return 2;
  const std::string bad = UnknownOption(rest, with_value, {});
  if (!bad.empty()) {
    std::fprintf(stderr, "rummy play: unknown option '%s'\n", bad.c_str());
    return 2;
  }
  std::unique_ptr<State> state;
  const std::string position = Option(rest, "--position");
  const std::string load = position.empty() ? Option(rest, "--load") : position;
  if (!load.empty()) {
    state = LoadStateFile(load, !position.empty(), "play");
    if (!state) return 2;
  }
  const std::string game_name = state ? state->GameName() : Option(rest, "--game", FirstChoice().Name());
  const Game* game = FindGame(game_name);
  if (!game) {
    std::fprintf(stderr, "rummy play: unknown game '%s' (%s)\n", game_name.c_str(), GameNames().c_str());
    return 2;
  }
  std::vector<std::string> seats;
  {
    std::stringstream ss(Option(rest, "--seats", state ? "" : "human,basic,basic,basic"));
    std::string seat;
    while (std::getline(ss, seat, ',')) seats.push_back(seat);
  }
  if (state && seats.empty()) {
    seats.assign(state->NumPlayers(), "basic");
    seats[0] = "human";
  }
  std::vector<std::unique_ptr<Bot>> bots(seats.size());
  for (size_t i = 0; i < seats.size(); ++i) {
    if (seats[i] == "human") continue;
    bots[i] = MakeBot(seats[i], game_name);
    if (!bots[i]) {
      std::string levels = "human";
      for (const std::string& l : BotLevels()) levels += ", " + l;
      std::fprintf(stderr, "rummy play: '%s' is not a player level for %s (%s)\n", seats[i].c_str(), game->Title().c_str(),
                   levels.c_str());
      return 2;
    }
  }
  if (!state) {
    const uint64_t seed = std::strtoull(Option(rest, "--seed", "1").c_str(), nullptr, 10);
    Result<std::unique_ptr<State>> made = game->NewMatch(static_cast<int>(seats.size()), options, seed);
    if (!made) {
      std::fprintf(stderr, "rummy play: %s\n", made.error().Message().c_str());
      return 2;
    }
    state = std::move(made).value();
  } else if (static_cast<int>(seats.size()) != state->NumPlayers()) {
    std::fprintf(stderr, "rummy play: the %s has %d players; give that many --seats\n",
                 position.empty() ? "saved match" : "position", state->NumPlayers());
    return 2;
  }
  const std::string save = Option(rest, "--save");
  std::printf("%s for %d players, deal number %llu. Type 'help' for the moves.\n", game->Title().c_str(), state->NumPlayers(),
              static_cast<unsigned long long>(state->seed()));
  Rng rng(state->seed() ^ 0xB07B07ULL);
  std::vector<std::string> names;  // for the melds the log names ("Player 2's diamond run")
  for (int p = 0; p < state->NumPlayers(); ++p) names.push_back(Name(p));
  size_t hands_seen = state->Sheet().hands.size();
  bool show_table = true;  // after a move; not after help, moves, refusals
  while (!state->IsTerminal()) {
    const int p = state->CurrentPlayer();
    const TableView before = state->ViewFor(p);
    if (bots[p]) {
      std::string refusal;
      const Rules rules = state->CurrentRules();
      const Move m = PlayBotMove(*bots[p], *state, rng, &refusal);
      if (!refusal.empty()) std::printf("(%s's first choice was refused: %s)\n", Name(p).c_str(), refusal.c_str());
      std::printf("%s %s.\n", Name(p).c_str(), DescribeMove(m, rules, before, names, false).c_str());
      show_table = true;
    } else {
      if (show_table) PrintTable(*state, p);
      show_table = false;
      std::printf("> ");
      std::fflush(stdout);
      std::string line;
      if (!std::getline(std::cin, line)) {
        std::printf("\nInput ended; the match is not finished.%s\n",
                    save.empty() ? "" : (" It is saved in " + save + ".").c_str());
        return 0;
      }
      const size_t start = line.find_first_not_of(" \t\r");
      line = start == std::string::npos ? "" : line.substr(start);
      while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
      if (line.empty()) continue;
      if (line == "help") {
        std::printf("%s", kMoveHelp);
        continue;
      }
      if (line == "quit") {
        std::printf("Stopped.%s\n", save.empty() ? "" : (" The match is saved in " + save + ".").c_str());
        return 0;
      }
      if (line == "sheet") {
        PrintSheet(*state);
        continue;
      }
      if (line == "hint" || line == "hint expert") {
        Rng hint_rng(state->History().size() + 17);
        const bool expert = line == "hint expert";
        std::printf("Hint: %s\n", HintFor(*state, hint_rng, expert ? kExpertTableBudget : kTableBudget, names,
                                          expert ? kExpertShape : kStrongShape)
                                      .text.c_str());
        continue;
      }
      if (line == "moves") {
        for (const Move& m : state->LegalMoves()) std::printf("  %s\n", MoveToString(m, state->CurrentRules()).c_str());
        continue;
      }
      if (line.rfind("position ", 0) == 0) {
        const std::string path = line.substr(9);
        std::ofstream out(path);
        out << ExportPosition(*state);
        out.close();
        std::printf(out ? "Position written to %s.\n" : "Could not write %s.\n", path.c_str());
        continue;
      }
      if (line.rfind("save ", 0) == 0) {
        const std::string path = line.substr(5);
        std::printf(WriteSave(path, *state) ? "Saved to %s.\n" : "Could not write %s.\n", path.c_str());
        continue;
      }
      Result<Move> m = ParseMove(line);
      if (!m) {
        std::printf("%s Type 'help' for the moves.\n", Sentence(m.error().Message()).c_str());
        continue;
      }
      const Rules rules = state->CurrentRules();
      if (std::optional<Error> e = state->Apply(*m)) {
        std::printf("Refused: %s\n", e->Message().c_str());
        continue;
      }
      std::printf("You %s.\n", DescribeMove(*m, rules, before, names, true).c_str());
      show_table = true;
    }
    if (!save.empty() && !WriteSave(save, *state)) std::fprintf(stderr, "warning: could not save to %s\n", save.c_str());
    if (state->Sheet().hands.size() != hands_seen) {
      hands_seen = state->Sheet().hands.size();
      std::printf("\nHand %zu is over.\n", hands_seen);
      PrintHandEnd(*state);
      PrintSheet(*state);
    }
  }
  std::printf("\nThe match is over. ");
  for (int w : state->Sheet().winners) std::printf("%s ", Name(w).c_str());
  std::printf("%s.\n", state->Sheet().winners.size() > 1 ? "share the win" : "wins");
  return 0;
}

}  // namespace rummy::tools
