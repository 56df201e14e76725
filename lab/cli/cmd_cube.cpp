// queens-lab cube: placeholder until the subcommand is built.
#include "lab/cli/commands.hpp"

namespace qh::lab {

void add_cube(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand("cube", "non-attacking queens on the d-dimensional n^d board (docs/lab/cube.md)");
  cmd->callback([&lab, &action] {
    action = [&lab] {
      lab.log->error("cube: not built yet");
      return kExitUsage;
    };
  });
}

}  // namespace qh::lab
