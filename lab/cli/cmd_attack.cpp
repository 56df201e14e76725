// queens-lab attack: placeholder until the subcommand is built.
#include "lab/cli/commands.hpp"

namespace qh::lab {

void add_attack(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand("attack", "queens attacking exactly (or at most) k others (docs/lab/attack.md)");
  cmd->callback([&lab, &action] {
    action = [&lab] {
      lab.log->error("attack: not built yet");
      return kExitUsage;
    };
  });
}

}  // namespace qh::lab
