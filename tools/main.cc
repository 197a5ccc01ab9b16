// rummy: the command-line face of the engine.
//   rummy solve --rules SPEC [--discard] [--explain]   one hand per stdin line -> one JSON line
//   rummy bench solver [--hands N] [--seed S] [--json FILE] [--baseline FILE]
//   rummy play --game G [--seats human,basic] [--seed S] [--save FILE]
//   rummy soak [--moves N];  rummy sim --game G --seats easy,basic,... --games N
//   rummy position --from-save SAVE [--out FILE] | --check FILE
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "commands.h"
#include "game/position.h"
#include "game/save.h"

namespace rummy::tools {

namespace {
// The whole text of a file, or nullopt when it cannot be read.
std::optional<std::string> ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  if (!in) return std::nullopt;
  return text.str();
}
}  // namespace

std::unique_ptr<State> LoadStateFile(const std::string& path, bool position, const char* command) {
  const std::optional<std::string> text = ReadFile(path);
  if (!text) {
    std::fprintf(stderr, "rummy %s: cannot read %s\n", command, path.c_str());
    return nullptr;
  }
  Result<std::unique_ptr<State>> state = position ? LoadPosition(*text) : LoadMatch(*text);
  if (!state) {
    std::fprintf(stderr, "rummy %s: %s\n", command, state.error().Message().c_str());
    return nullptr;
  }
  return std::move(state).value();
}

std::string Option(const Args& args, const std::string& name, const std::string& fallback) {
  for (size_t i = 0; i + 1 < args.size(); ++i) {
    if (args[i] == name) return args[i + 1];
  }
  return fallback;
}

bool Flag(const Args& args, const std::string& name) {
  for (const std::string& a : args) {
    if (a == name) return true;
  }
  return false;
}

std::string UnknownOption(const Args& args, const std::vector<std::string>& with_value, const std::vector<std::string>& flags) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool known = false;
    for (const std::string& k : with_value) {
      if (a == k) {
        known = true;
        ++i;
      }
    }
    for (const std::string& k : flags) known |= a == k;
    if (!known) return a;
  }
  return "";
}

bool TakeGameOptions(const Args& args, const char* command, Args* rest, Options* options) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] != "--option" || i + 1 >= args.size()) {
      rest->push_back(args[i]);
      continue;
    }
    const std::string kv = args[++i];
    const size_t eq = kv.find('=');
    char* end = nullptr;
    const long value = eq == std::string::npos ? 0 : std::strtol(kv.c_str() + eq + 1, &end, 10);
    if (eq == std::string::npos || end == kv.c_str() + eq + 1 || *end != '\0') {
      std::fprintf(stderr, "rummy %s: --option needs name=number, not '%s'\n", command, kv.c_str());
      return false;
    }
    (*options)[kv.substr(0, eq)] = static_cast<int>(value);
  }
  return true;
}

}  // namespace rummy::tools

namespace {
void Usage() {
  std::fprintf(stderr,
               "usage:\n"
               "  rummy solve --rules SPEC [--discard] [--explain]\n"
               "      reads one hand per line (e.g. \"5H 6H 7H JK KS\") and prints one JSON object per line\n"
               "      SPEC: gin | five-crowns:N | kaluki | rummy | kentucky | three-kings [+house-option...]\n"
               "  rummy bench solver [--hands N] [--seed S] [--json FILE] [--baseline FILE]\n"
               "      times the solver on fixed-seed random and dense hands (us per hand p50/p99/max)\n"
               "  rummy bench strong|expert [--positions N] [--seed S] [--playouts N] [--ms M]\n"
               "      times the strong (expert) player's decisions with the budget it plays with\n"
               "  rummy play --game GAME [--seats human,basic,...] [--seed S] [--option name=value]\n"
               "             [--save FILE] [--load FILE] [--position FILE]\n"
               "      plays a whole match in the terminal; type 'help' at the prompt; --position starts\n"
               "      from a position (docs/POSITIONS.md)\n"
               "  rummy position --from-save SAVE [--out FILE] | --check FILE\n"
               "      writes the position a saved match has reached, or checks a position file\n"
               "      GAME: kentucky | rummy | three-kings | five-crowns | kaluki\n"
               "  rummy sim --game GAME --seats easy,basic,strong,expert,... [--games N] [--seed S] [--playouts N]\n"
               "            [--expert-playouts N] [--hands N] [--paired] [--option name=value] [--csv FILE] [--threads N]\n"
               "      computer players only: win rates with 95%% confidence intervals, average scores, matches/s;\n"
               "      --hands N ends each match after N hands; --paired plays each deal in every rotation of the seats\n"
               "  rummy soak [--moves N] [--seed S] [--game NAME]\n"
               "      random matches of every game and house-option mix, invariants checked after every move\n");
}
}  // namespace

int main(int argc, char** argv) {
  using namespace rummy::tools;
  if (argc < 2) {
    Usage();
    return 2;
  }
  const std::string cmd = argv[1];
  Args args(argv + 2, argv + argc);
  if (cmd == "solve") return SolveCommand(args);
  if (cmd == "bench") return BenchCommand(args);
  if (cmd == "play") return PlayCommand(args);
  if (cmd == "soak") return SoakCommand(args);
  if (cmd == "sim") return SimCommand(args);
  if (cmd == "position") return PositionCommand(args);
  if (cmd == "help" || cmd == "--help" || cmd == "-h") {
    Usage();
    return 0;
  }
  std::fprintf(stderr, "rummy: unknown command '%s'\n", cmd.c_str());
  Usage();
  return 2;
}
