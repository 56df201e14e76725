// SPDX-License-Identifier: MIT
// queens-hint solve BOARD: the solution drawn on the board, and the count.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/render.hpp"
#include "engine/engine.hpp"
#include "engine/io/json_io.hpp"
#include "engine/model/validate.hpp"

namespace qh::cli {
namespace {

// Walls boards: how many optimal placements `solve` counts by default.
constexpr int kWallsCountLimit = 1'000'000;

struct SolveOptions {
  std::string board;
  std::string position;
  int limit = 2;
  bool json = false;
  std::optional<int> stars;
};

int run_solve(const CliContext& cli, const SolveOptions& opt) {
  const Puzzle puzzle = load_board(cli, opt.board, opt.stars);
  const PlayerMarks marks =
      opt.position.empty() ? PlayerMarks{} : load_position(opt.position, puzzle.size());
  if (opt.limit < 1) throw std::invalid_argument("--limit must be at least 1");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const std::optional<std::string> no_room = star_capacity_problem(puzzle);
  const bool walls = puzzle.classic() && puzzle.classic()->kind == ClassicKind::walls;
  // Walls boards: count the optimal placements (bounded), not just up to 2.
  const int limit = walls && opt.limit == 2 ? kWallsCountLimit : opt.limit;
  const SolveReport solve =
      no_room ? SolveReport{.count = 0, .limit = limit, .exact = true, .solution = {}}
              : engine.solve(marks, limit, limit > 2 ? kCountNodeBudget : -1);
  if (walls && !opt.json) {
    std::cout << "Value: " << (solve.value_exact ? "" : "at least ") << solve.value
              << " (the most queens that fit with none seeing another)\n";
    std::string count = std::to_string(solve.count);
    if (!solve.exact || solve.count >= limit) count = "unknown (at least " + count + ")";
    std::cout << "Optimal placements: " << count
              << (solve.count == 1 && solve.exact ? " (unique: a puzzle)" : "") << "\n\n";
    if (solve.count > 0)
      std::cout << render_board(engine.puzzle(), Marks{solve.solution, {}}, nullptr, cli.color);
    return solve.count > 0 ? kExitOk : kExitNo;
  }
  if (opt.json) {
    std::cout << solve_json(engine.puzzle(), solve, 2) << "\n";
  } else if (no_room) {
    std::cout << "No solution: " << *no_room << ".\n";
  } else if (solve.count == 0) {
    std::cout << "No solution.\n";
  } else {
    std::string count = std::to_string(solve.count);
    if (solve.count >= opt.limit || !solve.exact) count = "at least " + count;
    std::cout << "Solutions: " << count << (solve.count == 1 && solve.exact ? " (unique)" : "")
              << "\n\n";
    std::cout << render_board(engine.puzzle(), Marks{solve.solution, {}}, nullptr, cli.color);
  }
  return solve.count > 0 ? kExitOk : kExitNo;
}

}  // namespace

void add_solve(CLI::App& app, const CliContext& cli, Action& action) {
  auto opt = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand("solve", "The solution and the number of solutions");
  cmd->add_option("board", opt->board, "Board file, or - for stdin")->required();
  cmd->add_option("-p,--position", opt->position, "Only solutions that extend this position");
  cmd->add_option("--limit", opt->limit,
                  "Count solutions up to this many (default 2: enough to prove uniqueness)");
  cmd->add_flag("--json", opt->json, "Print JSON");
  add_stars_option(*cmd, opt->stars);
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_solve(cli, *opt); }; });
}

}  // namespace qh::cli
