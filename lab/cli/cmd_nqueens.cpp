// queens-lab nqueens: placeholder until the subcommand is built.
#include "lab/cli/commands.hpp"

namespace qh::lab {

void add_nqueens(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand("nqueens", "the classic n-queens problem: count solutions (docs/lab/nqueens.md)");
  cmd->callback([&lab, &action] {
    action = [&lab] {
      lab.log->error("nqueens: not built yet");
      return kExitUsage;
    };
  });
}

}  // namespace qh::lab
