// SPDX-License-Identifier: MIT
// The subcommands. Each add_* registers its options on the app; when the
// subcommand is chosen, its callback stores the work to run in `action`.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>

#include "cli/cli_context.hpp"

namespace qh::cli {

using Action = std::function<int()>;

// Shared option helpers.
void add_rule_options(CLI::App& cmd, RuleOptions& rules);
void add_stars_option(CLI::App& cmd, std::optional<int>& stars);

CLI::App* add_hint(CLI::App& app, const CliContext& cli, Action& action);
void add_trace(CLI::App& app, const CliContext& cli, Action& action);
void add_grade(CLI::App& app, const CliContext& cli, Action& action);
void add_solve(CLI::App& app, const CliContext& cli, Action& action);
void add_check(CLI::App& app, const CliContext& cli, Action& action);
void add_rules(CLI::App& app, const CliContext& cli, Action& action);
void add_convert(CLI::App& app, const CliContext& cli, Action& action);
void add_import(CLI::App& app, const CliContext& cli, Action& action);
void add_generate(CLI::App& app, const CliContext& cli, Action& action);
void add_review(CLI::App& app, const CliContext& cli, Action& action);

}  // namespace qh::cli
