// queens-lab verify: placeholder until the subcommand is built.
#include "lab/cli/commands.hpp"

namespace qh::lab {

void add_verify(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand("verify", "check a witness board independently of the solvers (docs/lab/attack.md)");
  cmd->callback([&lab, &action] {
    action = [&lab] {
      lab.log->error("verify: not built yet");
      return kExitUsage;
    };
  });
}

}  // namespace qh::lab
