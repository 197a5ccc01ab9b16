// Fuzzes move sequences: the first bytes choose a game, players, options and a deal; every
// following byte chooses a legal move (by index) or an illegal one made from card text. After
// every step the engine's invariants must hold (as in the conformance test and the soak).
#include <cstdint>
#include <string>

#include "game/invariants.h"

using namespace rummy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 4) return 0;
  const std::vector<const Game*>& games = Games();
  const Game* game = games[data[0] % games.size()];
  Options options;
  const std::vector<OptionInfo> list = game->OptionList();
  for (size_t i = 0; i < list.size(); ++i) {
    if ((data[2] >> (i % 8)) & 1u) options[list[i].name] = list[i].min + data[3] % (list[i].max - list[i].min + 1);
  }
  // As many players as these options allow (Kaluki's five or six only with its house rule).
  const int players = game->MinPlayers() + data[1] % (game->MaxPlayersWith(options) - game->MinPlayers() + 1);
  Result<std::unique_ptr<State>> made = game->NewMatch(players, options, data[3] * 2654435761ULL);
  if (!made) __builtin_trap();
  std::unique_ptr<State> s = std::move(made).value();
  const std::vector<uint16_t> pack = CardCodes(s->AllCards());
  Rng rng(data[2]);
  static const char* kJunk[] = {"discard 7H",
                                "meld 2C 3C 4C",
                                "layoff JK on 0",
                                "take 9D",
                                "play KS",
                                "play 2C 3C 4C",
                                "down 5C 5R 3H discard KD",
                                "exchange 8C on 0",
                                "widow 5H",
                                "pass",
                                "predict ace",
                                "draw",
                                "mayi",
                                "kentucky 9C on 0"};
  constexpr size_t kJunkCount = sizeof(kJunk) / sizeof(kJunk[0]);
  for (size_t i = 4; i < size && !s->IsTerminal(); ++i) {
    const std::vector<Move> legal = s->LegalMoves();
    if (legal.empty()) __builtin_trap();
    if (data[i] < 200) {
      if (s->Apply(legal[data[i] % legal.size()])) __builtin_trap();  // a listed move was refused
    } else {
      Result<Move> junk = ParseMove(kJunk[data[i] % kJunkCount]);
      const std::string before = s->ToString();
      if (junk && s->Apply(*junk) && s->ToString() != before) __builtin_trap();  // refused but changed
    }
    if (std::optional<std::string> broken = CheckInvariants(*s, pack, rng, i % 64 == 0)) __builtin_trap();
  }
  return 0;
}
