// rummy solve: one hand per line in, one JSON object per line out. A bad line gives a JSON
// error object for that line and the tool goes on.
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <span>
#include <string>

#include "commands.h"
#include "registry/registry.h"
#include "solver/solver.h"

namespace rummy::tools {

namespace {

nlohmann::ordered_json MeldsJson(const Rules& rules, std::span<const Meld> melds) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const Meld& m : melds) out.push_back(m.ToString(rules));
  return out;
}

std::string Explain(const Rules& rules, const Arrangement& a, const Card* discard) {
  std::string out;
  for (const Meld& m : a.melds) {
    out += (out.empty() ? "" : "; ") + std::string(m.kind == MeldKind::kRun ? "run " : "set ") + m.Pretty(rules);
  }
  if (out.empty()) out = "no meld";
  out += a.deadwood.empty() ? "; nothing left over"
                            : "; left over " + CardsPretty(a.deadwood) + " = " + std::to_string(a.deadwood_value);
  if (discard) out += "; discard " + discard->Pretty();
  return out;
}

}  // namespace

int SolveCommand(const Args& args) {
  const std::string bad = UnknownOption(args, {"--rules"}, {"--discard", "--explain"});
  if (!bad.empty()) {
    std::fprintf(stderr, "rummy solve: unknown option '%s'\n", bad.c_str());
    return 2;
  }
  const std::string spec = Option(args, "--rules");
  if (spec.empty()) {
    std::fprintf(stderr, "rummy solve: --rules is required (%s)\n", RulesPresetHelp().c_str());
    return 2;
  }
  Result<Rules> rules = MakeRules(spec);
  if (!rules) {
    std::fprintf(stderr, "rummy solve: %s\n", rules.error().Message().c_str());
    return 2;
  }
  const bool discard = Flag(args, "--discard"), explain = Flag(args, "--explain");
  Solver solver(*rules);
  std::string line;
  int line_no = 0;
  while (std::getline(std::cin, line)) {
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    nlohmann::ordered_json out;
    Result<std::vector<Card>> hand = rules->pack.Parse(line);
    if (!hand) {
      out = {{"line", line_no}, {"error", hand.error().Message()}};
    } else if (discard && hand->empty()) {
      out = {{"line", line_no}, {"error", "--discard needs at least one card"}};
    } else if (discard) {
      const Solver::Discard d = solver.BestDiscard(*hand);
      out = {{"hand", CardsToString(*hand)},
             {"discard", d.discard.ToString()},
             {"deadwood", d.arrangement.deadwood_value},
             {"melds", MeldsJson(*rules, d.arrangement.melds)},
             {"left", CardsToString(d.arrangement.deadwood)}};
      if (explain) out["explain"] = Explain(*rules, d.arrangement, &d.discard);
    } else {
      const Arrangement a = solver.Arrange(*hand);
      out = {{"hand", CardsToString(*hand)},
             {"deadwood", a.deadwood_value},
             {"melds", MeldsJson(*rules, a.melds)},
             {"left", CardsToString(a.deadwood)}};
      if (explain) out["explain"] = Explain(*rules, a, nullptr);
    }
    std::cout << out.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n" << std::flush;
  }
  return 0;
}

}  // namespace rummy::tools
