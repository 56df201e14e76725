// SPDX-License-Identifier: MIT
// queens-hint: the command line. Results go to stdout, diagnostics (spdlog)
// to stderr. Exit codes: 0 success, 1 a puzzle-level "no", 2 bad usage or
// input.
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string_view>

#include "cli/commands.hpp"
#include "cli/run_program.hpp"
#include "queens_hint/version.hpp"

namespace {

bool is_subcommand(std::string_view arg) {
  for (std::string_view name : {"hint", "trace", "grade", "solve", "check", "rules", "convert",
                                "import", "generate", "review"})
    if (arg == name) return true;
  return false;
}

bool is_global_option(std::string_view arg) {
  return arg == "-v" || arg == "--verbose" || arg == "--no-color";
}

// Options of `hint` that may come before the board when the subcommand is
// left out: `queens-hint --stars 2 board.txt`.
bool is_hint_option(std::string_view arg) {
  const std::string_view name = arg.substr(0, arg.find('='));
  for (std::string_view option : {"--stars", "--json", "-p", "--position", "--rules", "--max-tier",
                                  "--assume-unique", "--level"})
    if (name == option) return true;
  return false;
}

// Of the options above, those that take a value (unless written --name=value).
bool takes_value(std::string_view arg) {
  if (arg.find('=') != std::string_view::npos) return false;
  for (std::string_view option :
       {"--stars", "-p", "--position", "--rules", "--max-tier", "--level"})
    if (arg == option) return true;
  return false;
}

// `queens-hint --stars 2 grade dir/` means `queens-hint grade --stars 2
// dir/`: options written before a subcommand move after it. Returns false
// (args unchanged) when no subcommand follows the options at `first`.
bool move_options_after_subcommand(std::vector<std::string>& args, std::size_t first) {
  std::size_t i = first;
  while (i < args.size() && is_hint_option(args[i])) i += takes_value(args[i]) ? 2 : 1;
  if (i == first || i >= args.size() || !is_subcommand(args[i])) return false;
  std::rotate(args.begin() + static_cast<std::ptrdiff_t>(first),
              args.begin() + static_cast<std::ptrdiff_t>(i),
              args.begin() + static_cast<std::ptrdiff_t>(i + 1));
  return true;
}

bool wants_color(bool no_color_flag) {
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color_flag || (no_color != nullptr && no_color[0] != '\0')) return false;
  return ::isatty(STDOUT_FILENO) == 1;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace qh::cli;
  CliContext cli;
  cli.log = std::make_shared<spdlog::logger>("queens-hint",
                                             std::make_shared<spdlog::sinks::stderr_sink_st>());
  cli.log->set_pattern("%n: %l: %v");
  cli.log->set_level(spdlog::level::warn);

  // `queens-hint board.txt ...` means `queens-hint hint board.txt ...`: find
  // the first argument that is not a global option; if it is not a
  // subcommand (nor options before one), the subcommand is `hint`.
  std::vector<std::string> args(argv, argv + argc);
  std::size_t first = 1;
  while (first < args.size() && is_global_option(args[first])) ++first;
  if (first < args.size() && !is_subcommand(args[first]) &&
      !move_options_after_subcommand(args, first)) {
    const std::string& arg = args[first];
    const bool help = arg == "-h" || arg == "--help" || arg == "--version";
    if (!help && arg != "-" && arg[0] == '-' && !is_hint_option(arg)) {
      cli.log->error("unknown option '{}' before the board or subcommand (see --help)", arg);
      return kExitUsage;
    }
    if (!help) args.insert(args.begin() + static_cast<std::ptrdiff_t>(first), "hint");
  }

  CLI::App app{
      "queens-hint: the next logical move for a LinkedIn Queens puzzle (or a Star Battle "
      "puzzle), explained.",
      "queens-hint"};
  app.set_version_flag("--version", std::string("queens-hint ") + qh::kVersion);
  app.require_subcommand(1);
  app.fallthrough();
  bool verbose = false;
  bool no_color = false;
  app.add_flag("-v,--verbose", verbose, "Diagnostics on stderr");
  app.add_flag("--no-color", no_color, "Never colour the output (also: NO_COLOR=1)");
  app.footer(
      "With no subcommand, `queens-hint BOARD` gives a hint. See `queens-hint SUBCOMMAND --help`.");

  Action action;
  add_hint(app, cli, action);
  add_trace(app, cli, action);
  add_grade(app, cli, action);
  add_solve(app, cli, action);
  add_check(app, cli, action);
  add_rules(app, cli, action);
  add_convert(app, cli, action);
  add_import(app, cli, action);
  add_generate(app, cli, action);
  add_review(app, cli, action);

  std::vector<std::string> reversed(args.rbegin(), args.rend() - 1);
  if (const auto status = qh::cli::parse_command_line(app, *cli.log, reversed)) return *status;
  if (verbose) cli.log->set_level(spdlog::level::debug);
  cli.verbose = verbose;
  cli.color = wants_color(no_color);

  return qh::cli::run_action(action, *cli.log);
}
