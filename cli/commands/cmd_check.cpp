// SPDX-License-Identifier: MIT
// queens-hint check BOARD SOLUTION: validate a full placement.
#include <iostream>

#include "cli/commands.hpp"
#include "engine/engine.hpp"
#include "engine/model/validate.hpp"

namespace qh::cli {
namespace {

struct CheckOptions {
  std::string board;
  std::string solution;
  std::optional<int> stars;
};

int run_check(const CliContext& cli, const CheckOptions& opt) {
  const Puzzle puzzle = load_board(cli, opt.board, opt.stars);
  const PlayerMarks marks = load_position(opt.solution, puzzle.size());
  if (puzzle.classic() != nullptr) {
    // The engine knows a walls board's value (the queens a solution holds).
    const RuleSet rules;
    const Puzzle known = Engine(puzzle, rules).puzzle();
    if (const auto problem = placement_problem(known, marks.queens)) {
      std::cout << "Not a solution: " << *problem << ".\n";
      return kExitNo;
    }
    std::cout << "Valid solution: " << known.target() << " queens"
              << (known.classic()->kind == ClassicKind::walls ? " (the board's value)"
                                                              : ", one in every row and column")
              << ", none seeing another.\n";
    return kExitOk;
  }
  if (const auto problem = placement_problem(puzzle, marks.queens)) {
    std::cout << "Not a solution: " << *problem << ".\n";
    return kExitNo;
  }
  const std::string each =
      puzzle.stars() == 1 ? "one queen" : std::to_string(puzzle.stars()) + " stars";
  std::cout << "Valid solution: " << each
            << " in every row, column and region, and no two touch.\n";
  return kExitOk;
}

}  // namespace

void add_check(CLI::App& app, const CliContext& cli, Action& action) {
  auto opt = std::make_shared<CheckOptions>();
  CLI::App* cmd = app.add_subcommand("check", "Validate a full placement (the rules' four checks)");
  cmd->add_option("board", opt->board, "Board file")->required();
  cmd->add_option("solution", opt->solution,
                  "Placement: N lines of '.' and 'Q' (same format as --position)")
      ->required();
  add_stars_option(*cmd, opt->stars);
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_check(cli, *opt); }; });
}

}  // namespace qh::cli
