// SPDX-License-Identifier: MIT
// queens-lab: the research side of the queens family (docs/lab/README.md).
// Results go to stdout, progress and diagnostics (spdlog) to stderr.
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include "cli/run_program.hpp"
#include "lab/cli/commands.hpp"
#include "queens_hint/version.hpp"

int main(int argc, char** argv) {
  using namespace qh::lab;
  LabContext lab;
  lab.log = std::make_shared<spdlog::logger>("queens-lab",
                                             std::make_shared<spdlog::sinks::stderr_sink_st>());
  lab.log->set_pattern("%n: %l: %v");
  lab.log->set_level(spdlog::level::info);

  CLI::App app{"queens-lab: counts, optima and tables for the queens family of problems.",
               "queens-lab"};
  app.set_version_flag("--version", std::string("queens-lab ") + qh::kVersion);
  app.require_subcommand(1);
  app.fallthrough();
  bool verbose = false;
  bool quiet = false;
  app.add_flag("-v,--verbose", verbose, "Diagnostics on stderr");
  app.add_flag("-q,--quiet", quiet, "No progress on stderr, errors only");

  Action action;
  add_nqueens(app, lab, action);
  add_walls(app, lab, action);
  add_attack(app, lab, action);
  add_cube(app, lab, action);
  add_verify(app, lab, action);
  add_certify(app, lab, action);
  add_check_orbital_tree(app, lab, action);
  add_merge(app, lab, action);

  if (const auto status = qh::cli::parse_command_line(app, *lab.log, argc, argv)) return *status;
  if (verbose) lab.log->set_level(spdlog::level::debug);
  if (quiet) lab.log->set_level(spdlog::level::err);
  lab.verbose = verbose;

  return qh::cli::run_action(action, *lab.log);
}
