// SPDX-License-Identifier: MIT
// queens-lab nqueens count N [--board FILE] [-j T] [--timeout S] [--json]
// (docs/lab/nqueens.md).
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>

#include "lab/cli/commands.hpp"
#include "lab/common/board_arg.hpp"
#include "lab/nqueens/counter.hpp"

namespace qh::lab {
namespace {

struct CountOptions {
  std::optional<int> n;
  std::string board;
  int threads = 0;
  std::optional<double> timeout;
  bool json = false;
};

int run_count(const CountOptions& o, const LabContext& lab) {
  NQueensInstance instance;
  std::string what;
  if (!o.board.empty()) {
    const ClassicBoard board = read_classic_board(o.board);
    if (board.kind == ClassicKind::walls)
      throw InputError(o.board, 0,
                       "nqueens count takes completion or blocked boards; this is `kind: walls` "
                       "(use `queens-lab walls value`)");
    if (o.n && *o.n != board.n)
      throw std::invalid_argument("nqueens count: N is " + std::to_string(*o.n) + " but " +
                                  o.board + " is " + std::to_string(board.n) + "x" +
                                  std::to_string(board.n));
    instance = board_instance(board);
    what = o.board;
  } else {
    if (!o.n) throw std::invalid_argument("nqueens count: give N or --board FILE");
    instance = classic_instance(*o.n);
    what = "n=" + std::to_string(*o.n);
  }
  if (o.timeout && *o.timeout <= 0)
    throw std::invalid_argument("nqueens count: --timeout must be positive");
  int threads = o.threads > 0 ? o.threads : static_cast<int>(std::thread::hardware_concurrency());
  if (threads < 1) threads = 1;
  if (threads > 256) throw std::invalid_argument("nqueens count: -j must be 1 to 256");

  const auto start = std::chrono::steady_clock::now();
  const Deadline deadline = Deadline::after_seconds(o.timeout);
  lab.log->debug("counting {} with {} threads", what, threads);
  const CountResult r = count_solutions(instance, threads, deadline);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  if (o.json) {
    nlohmann::ordered_json j;
    j["n"] = instance.n;
    if (!o.board.empty()) j["board"] = o.board;
    j["proof"] = std::string(proof_name(r.proof));
    if (r.proof == Proof::exact)
      j["count"] = r.count;
    else
      j["count"] = nullptr;
    j["found"] = r.count;
    j["seconds"] = seconds;
    j["threads"] = r.threads;
    std::cout << j.dump() << '\n';
  } else if (r.proof == Proof::exact) {
    std::cout << what << ": " << r.count << " solutions (exact), " << seconds << " s, " << r.threads
              << " threads\n";
  } else {
    std::cout << what << ": unknown (timeout after " << seconds << " s; " << r.count
              << " solutions found in " << r.tasks_done << " of " << r.tasks
              << " parts of the search)\n";
  }
  return r.proof == Proof::exact ? kExitOk : kExitNo;
}

}  // namespace

void add_nqueens(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand(
      "nqueens", "the classic n-queens problem: count solutions (docs/lab/nqueens.md)");
  cmd->require_subcommand(1);
  CLI::App* count = cmd->add_subcommand(
      "count", "count the solutions of the n-queens problem, or of a completion/blocked board");
  auto opts = std::make_shared<CountOptions>();
  count->add_option("N", opts->n, "board size (1 to 26); optional with --board");
  count->add_option("--board", opts->board, "a completion or blocked board file (docs/classic.md)");
  count->add_option("-j,--threads", opts->threads, "threads (default: all cores)");
  count->add_option("--timeout", opts->timeout, "give up after S seconds and say unknown");
  count->add_flag("--json", opts->json, "one JSON object on stdout");
  count->callback(
      [&lab, &action, opts] { action = [&lab, opts] { return run_count(*opts, lab); }; });
}

}  // namespace qh::lab
