// SPDX-License-Identifier: MIT
// queens-hint trace BOARD [--position FILE] [-o OUT] [--html PAGE] [--text]
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "cli/commands.hpp"
#include "cli/render.hpp"
#include "cli/trace_html.hpp"
#include "engine/engine.hpp"
#include "engine/io/json_io.hpp"
#include "engine/model/validate.hpp"

namespace qh::cli {
namespace {

struct TraceOptions {
  std::string board;
  std::string position;
  std::string output;
  std::string html;
  bool no_backtracking = false;
  bool json = false;  // the default output; --json is accepted like the other commands'
  bool text = false;  // every step's sentence and the solved board, for reading in a terminal
  std::optional<int> stars;
  RuleOptions rules;
};

void write_file(const std::string& path, const std::string& text, const std::string& what) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out) throw InputError(path, 0, "cannot write " + what + ": " + std::strerror(errno));
}

// `trace --text`: "Step 1 (rule, tier 2): sentence" a step, then how it
// ended, and the solved board.
int print_text_trace(const CliContext& cli, const Engine& engine, const PlayerMarks& marks,
                     const TraceOptions& opt, const std::optional<std::string>& no_room) {
  if (no_room) {
    std::cout << "No solution: " << *no_room << ".\n";
    return kExitNo;
  }
  const TraceReport trace = engine.trace(marks, true, !opt.no_backtracking);
  if (trace.several_solutions)
    std::cout << "Warning: "
              << several_solutions_words(*trace.several_solutions, engine.puzzle().stars()) << "\n";
  for (std::size_t i = 0; i < trace.steps.size(); ++i) {
    const Deduction& step = trace.steps[i];
    std::cout << "Step " << i + 1 << " (" << step.rule << ", tier " << step.tier
              << "): " << step.explanation << "\n";
  }
  const std::size_t count = trace.steps.size();
  const std::string steps = std::to_string(count) + (count == 1 ? " step" : " steps");
  switch (trace.status) {
    case TraceStatus::solved:
      std::cout << "Solved in " << steps;
      if (trace.backtracking_steps > 0)
        std::cout << ", " << trace.backtracking_steps << " by search";
      std::cout << ".\n\n"
                << render_board(engine.puzzle(), Marks{trace.solution, {}}, nullptr, cli.color);
      return kExitOk;
    case TraceStatus::stuck:
      std::cout << "Stuck after " << steps
                << (trace.several_solutions
                        ? ": the board has more than one solution, so no rule decides the rest.\n"
                        : ": no enabled rule applies.\n");
      return kExitNo;
    case TraceStatus::contradiction:
      std::cout << "Contradiction after " << steps << ": the position has no solution.\n";
      return kExitNo;
  }
  return kExitNo;
}

int run_trace(const CliContext& cli, const TraceOptions& opt) {
  const Puzzle puzzle = load_board(cli, opt.board, opt.stars);
  const PlayerMarks marks =
      opt.position.empty() ? PlayerMarks{} : load_position(opt.position, puzzle.size());
  const RuleSet rules = opt.rules.make();
  const Engine engine(puzzle, rules);
  const std::optional<std::string> no_room = star_capacity_problem(puzzle);
  if (no_room) cli.log->debug("no solution: {}", *no_room);
  if (opt.text) {
    if (opt.json || !opt.output.empty() || !opt.html.empty())
      throw std::invalid_argument(
          "trace: --text prints to the terminal; it cannot be combined "
          "with --json, -o or --html");
    return print_text_trace(cli, engine, marks, opt, no_room);
  }
  const TraceDocument trace =
      no_room ? no_room_trace(puzzle, marks, 2)
              : engine.trace_json(engine.grade(), marks, 2, !opt.no_backtracking);
  const std::string text = trace.json + "\n";
  if (!opt.html.empty()) {
    // The file's name, not its path on this machine (the page may be shared).
    const std::string title =
        "queens-hint trace: " +
        (opt.board == "-" ? "<stdin>" : std::filesystem::path(opt.board).filename().string());
    write_file(opt.html, trace_html(trace.json, title), "the page");
    cli.log->info("viewer written to {}", opt.html);
  }
  if (opt.output == "-" || (opt.output.empty() && opt.html.empty())) {
    std::cout << text;
  } else if (!opt.output.empty()) {
    write_file(opt.output, text, "the trace");
    cli.log->info("trace written to {}", opt.output);
  }
  cli.log->debug("trace: {} steps, {}", trace.steps, to_string(trace.status));
  if (trace.several_solutions)
    cli.log->warn(
        "{}: this board has more than one solution: the trace takes no search steps "
        "(\"several_solutions\" in the trace says where two of them differ)",
        opt.board == "-" ? "<stdin>" : opt.board);
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
  cmd->add_option("--html", opt->html,
                  "Write the trace viewer here: one self-contained HTML page, the trace embedded "
                  "(the JSON then goes only to -o)");
  cmd->add_flag("--text", opt->text,
                "Print every step's explanation and the solved board instead of JSON");
  cmd->add_flag("--json", opt->json,
                "JSON output (the default; accepted like the other commands' --json)");
  cmd->add_flag("--no-backtracking", opt->no_backtracking,
                "Stop (status \"stuck\") instead of searching when no rule applies");
  add_stars_option(*cmd, opt->stars);
  add_rule_options(*cmd, opt->rules);
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_trace(cli, *opt); }; });
}

}  // namespace qh::cli
