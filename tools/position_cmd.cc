// rummy position: positions (docs/POSITIONS.md) from the command line.
//   rummy position --from-save SAVE [--out FILE]   the position a saved match has reached
//   rummy position --check FILE                    loads a position and says what it is, or its first problem
#include <cstdio>
#include <fstream>

#include "commands.h"
#include "game/position.h"

namespace rummy::tools {

int PositionCommand(const Args& args) {
  const std::string bad = UnknownOption(args, {"--from-save", "--out", "--check"}, {});
  const std::string from = Option(args, "--from-save"), check = Option(args, "--check");
  if (!bad.empty() || from.empty() == check.empty()) {
    std::fprintf(stderr, "rummy position: give --from-save SAVE [--out FILE] or --check FILE%s\n",
                 bad.empty() ? "" : (" ('" + bad + "' is not an option)").c_str());
    return 2;
  }
  std::unique_ptr<State> state = LoadStateFile(from.empty() ? check : from, from.empty(), "position");
  if (!state) return 1;
  if (!check.empty()) {
    const TableView v = state->ViewFor(0);
    std::printf("%s: a %s position for %d players, hand %d, %s\n", check.c_str(), FindGame(v.game)->Title().c_str(), v.players,
                v.hand_number,
                state->IsTerminal() ? "the match is over." : ("Player " + std::to_string(v.current + 1) + " to move.").c_str());
    return 0;
  }
  const std::string out = Option(args, "--out");
  if (out.empty()) {
    std::printf("%s", ExportPosition(*state).c_str());
    return 0;
  }
  std::ofstream file(out);
  file << ExportPosition(*state);
  file.close();
  if (!file) {
    std::fprintf(stderr, "rummy position: cannot write %s\n", out.c_str());
    return 2;
  }
  return 0;
}

}  // namespace rummy::tools
