// queens-hint trace BOARD [--position FILE] [-o OUT]
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "engine/engine.hpp"
#include "engine/io/json_io.hpp"
#include "engine/model/validate.hpp"

namespace qh::cli {
namespace {

struct TraceOptions {
  std::string board;
  std::string position;
  std::string output;
  bool no_backtracking = false;
  std::optional<int> stars;
  RuleOptions rules;
};

// A puzzle with no room for its K stars: a trace that ends at once in a
// contradiction, with the grade of a puzzle without solution.
TraceDocument no_room_trace(const Puzzle& puzzle, const PlayerMarks& marks) {
  TraceReport trace;
  trace.start = {marks.queens, marks.crossed};
  trace.status = TraceStatus::contradiction;
  return {trace_json(puzzle, trace, no_room_grade(puzzle), 2), trace.status, 0};
}

int run_trace(const CliContext& cli, const TraceOptions& opt) {
  const Puzzle puzzle = load_board(cli, opt.board, opt.stars);
  const PlayerMarks marks =
      opt.position.empty() ? PlayerMarks{} : load_position(opt.position, puzzle.size());
  const RuleSet rules = opt.rules.make();
  const Engine engine(puzzle, rules);
  const std::optional<std::string> no_room = star_capacity_problem(puzzle);
  if (no_room) cli.log->debug("no solution: {}", *no_room);
  const TraceDocument trace =
      no_room ? no_room_trace(puzzle, marks)
              : engine.trace_json(engine.grade(), marks, 2, !opt.no_backtracking);
  const std::string text = trace.json + "\n";
  if (opt.output.empty() || opt.output == "-") {
    std::cout << text;
  } else {
    std::ofstream out(opt.output, std::ios::binary);
    out << text;
    out.close();
    if (!out)
      throw InputError(opt.output, 0,
                       std::string("cannot write the trace: ") + std::strerror(errno));
    cli.log->info("trace written to {}", opt.output);
  }
  cli.log->debug("trace: {} steps, {}", trace.steps, to_string(trace.status));
  return trace.status == TraceStatus::solved ? kExitOk : kExitNo;
}

}  // namespace

void add_trace(CLI::App& app, const CliContext& cli, Action& action) {
  auto opt = std::make_shared<TraceOptions>();
  CLI::App* cmd = app.add_subcommand("trace", "The whole solution, step by step, as JSON");
  cmd->add_option("board", opt->board, "Board file, or - for stdin")->required();
  cmd->add_option("-p,--position", opt->position,
                  "Start from this position instead of the empty board");
  cmd->add_option("-o,--output", opt->output, "Write the JSON here instead of stdout");
  cmd->add_flag("--no-backtracking", opt->no_backtracking,
                "Stop (status \"stuck\") instead of searching when no rule applies");
  add_stars_option(*cmd, opt->stars);
  add_rule_options(*cmd, opt->rules);
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_trace(cli, *opt); }; });
}

}  // namespace qh::cli
