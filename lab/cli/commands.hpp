// SPDX-License-Identifier: MIT
// The subcommands of queens-lab. Each add_* registers its options on the
// app; when the subcommand is chosen its callback stores the work in `action`.
#pragma once

#include <spdlog/logger.h>

#include <CLI/CLI.hpp>
#include <functional>
#include <memory>

#include "cli/exit_codes.hpp"

namespace qh::lab {

// Exit codes, as queens-hint's: 0 success, 1 a "no" (a budget ran out
// before the answer was proven, a witness failed verification), 2 bad usage
// or bad input.
using qh::cli::kExitNo;
using qh::cli::kExitOk;
using qh::cli::kExitUsage;

struct LabContext {
  std::shared_ptr<spdlog::logger> log;  // stderr: progress and diagnostics
  bool verbose = false;
};

using Action = std::function<int()>;

// Classic family (docs/lab/nqueens.md, docs/lab/walls.md).
void add_nqueens(CLI::App& app, const LabContext& lab, Action& action);
void add_walls(CLI::App& app, const LabContext& lab, Action& action);
// Research problems (docs/lab/attack.md, docs/lab/cube.md).
void add_attack(CLI::App& app, const LabContext& lab, Action& action);
void add_cube(CLI::App& app, const LabContext& lab, Action& action);
void add_verify(CLI::App& app, const LabContext& lab, Action& action);
// Certificates (docs/lab/certificates.md): certify and check-proof.
void add_certify(CLI::App& app, const LabContext& lab, Action& action);
// The exact check of a cube-orbital-bb refutation's tree files.
void add_check_orbital_tree(CLI::App& app, const LabContext& lab, Action& action);
// Scale-out (docs/lab/scale-out.md): merge the parts of a --shard run.
void add_merge(CLI::App& app, const LabContext& lab, Action& action);

}  // namespace qh::lab
