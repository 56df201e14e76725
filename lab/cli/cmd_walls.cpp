// queens-lab walls: placeholder until the subcommand is built.
#include "lab/cli/commands.hpp"

namespace qh::lab {

void add_walls(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand("walls", "boards with walls: values, tables, fewest walls, puzzles (docs/lab/walls.md)");
  cmd->callback([&lab, &action] {
    action = [&lab] {
      lab.log->error("walls: not built yet");
      return kExitUsage;
    };
  });
}

}  // namespace qh::lab
