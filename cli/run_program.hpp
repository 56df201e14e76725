// SPDX-License-Identifier: MIT
// The part of main() both programs (queens-hint, queens-lab) share: parse
// the command line, then run the chosen subcommand, turning every failure
// into one line on stderr and exit status 2.
#pragma once

#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <exception>
#include <functional>
#include <optional>
#include <stdexcept>

#include "cli/exit_codes.hpp"
#include "engine/io/input_error.hpp"

namespace qh::cli {

// Parses `args` (CLI11's argc/argv or reversed-vector forms). Help and
// --version print and give their exit status; a parse error is logged as
// one line. nullopt: parsed, go on.
template <class... Args>
std::optional<int> parse_command_line(CLI::App& app, spdlog::logger& log, Args&&... args) {
  try {
    app.parse(std::forward<Args>(args)...);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    log.error("{} (see --help)", e.what());
    return kExitUsage;
  }
  return std::nullopt;
}

// Runs the subcommand's action; bad input (InputError, invalid_argument)
// and anything unexpected become one logged line and exit status 2.
inline int run_action(const std::function<int()>& action, spdlog::logger& log) {
  try {
    return action ? action() : kExitUsage;
  } catch (const qh::InputError& e) {
    log.error("{}", e.what());
  } catch (const std::invalid_argument& e) {
    log.error("{}", e.what());
  } catch (const std::exception& e) {
    log.error("internal error: {}", e.what());
  }
  return kExitUsage;
}

}  // namespace qh::cli
