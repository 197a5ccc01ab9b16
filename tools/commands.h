// Subcommands of the rummy tool. Each returns the process exit code.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/state.h"

namespace rummy::tools {

using Args = std::vector<std::string>;

int SolveCommand(const Args& args);
int BenchCommand(const Args& args);
int BenchStrong(const Args& args, const std::string& level);  // bench_strong_cmd.cc: "rummy bench strong|expert"
int PlayCommand(const Args& args);
int SoakCommand(const Args& args);
int SimCommand(const Args& args);
int PositionCommand(const Args& args);  // position_cmd.cc

// The match a save file (or, `position`, a position file) holds; null after printing why not,
// prefixed with "rummy <command>: ".
std::unique_ptr<State> LoadStateFile(const std::string& path, bool position, const char* command);
// Value of "--name value" in args, or `fallback`; presence of a bare flag.
std::string Option(const Args& args, const std::string& name, const std::string& fallback = "");
bool Flag(const Args& args, const std::string& name);
// Moves every "--option name=value" of `args` into `options` and the rest into `rest`; false
// (after printing why, prefixed with `command`) for a malformed one.
bool TakeGameOptions(const Args& args, const char* command, Args* rest, Options* options);
// Unknown "--options" are an error; returns the first unknown one or "".
std::string UnknownOption(const Args& args, const std::vector<std::string>& known_with_value,
                          const std::vector<std::string>& known_flags);

}  // namespace rummy::tools
