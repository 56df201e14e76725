// SPDX-License-Identifier: MIT
// queens-lab cube: the partial queens value of the n^d board with a witness
// and a proof status (docs/lab/cube.md). Stdout is a witness file.
#include <chrono>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "lab/cli/commands.hpp"
#include "lab/cli/optimum_output.hpp"
#include "lab/cli/refute_text.hpp"
#include "lab/common/shard.hpp"
#include "lab/cube/cube_solver.hpp"
#include "lab/cube/neighbourhood_search.hpp"
#include "lab/verify/witness.hpp"

namespace qh::lab {
namespace {

struct CubeArgs {
  int n = 0;
  int d = 0;
  bool count = false;
  bool inequalities = false;
  bool no_breaking = false;
  bool split = false;
  int threads = 1;
  long plain_conflicts = 20000;
  int window_layers = 0;
  std::vector<std::string> seed;
  std::vector<std::string> invariant;
  std::optional<double> timeout;
  bool json = false;
  // --improve: large-neighbourhood search from the seed (neighbourhood_search.hpp).
  bool improve = false;
  std::uint64_t improve_seed = 1;
  long improve_calls = -1;
  int improve_conflicts = 3000;
  int improve_slack = 0;
  std::vector<std::string> improve_moves;
  std::string improve_from;
  // --refute T [--shard I/K]: one target of the layer split alone.
  int refute = 0;
  std::string shard;
};

// The start placement of --improve-from, 0-based: none (start from the
// seed), no queen ("empty") or a cube witness of this board.
std::optional<std::vector<std::vector<int>>> start_from(const CubeArgs& args) {
  if (args.improve_from.empty()) return std::nullopt;
  if (args.improve_from == "empty") return std::vector<std::vector<int>>{};
  std::ifstream in(args.improve_from);
  if (!in) throw std::invalid_argument("cube: cannot read '" + args.improve_from + "'");
  Witness w = parse_witness(in, args.improve_from);
  if (w.kind != WitnessKind::cube || w.n != args.n || w.d != args.d) {
    throw std::invalid_argument("cube: '" + args.improve_from + "' is not a witness of the " +
                                std::to_string(args.n) + "^" + std::to_string(args.d) + " cube");
  }
  return shift_coordinates(std::move(w.queens), -1);
}

// "h:bound" for every window bound the split used, "none" when it used none.
std::string windows_text(const std::vector<int>& w) {
  std::string out;
  for (std::size_t h = 2; h < w.size(); ++h) {
    if (w[h] == 0) continue;
    out += (out.empty() ? "" : " ") + std::to_string(h) + ":" + std::to_string(w[h]);
  }
  return out.empty() ? "none" : out;
}

// What the layer split did: the vectors of the split that proved the upper
// bound (all refuted), apart from those of the run's other splits (lower
// targets, which stop at their first placement, and a count). Empty when no
// split ran.
std::string split_text(const CubeResult& r) {
  if (r.vectors == 0) return "";
  std::string out;
  if (r.proof_vectors > 0) {
    out = "layer split: all " + std::to_string(r.proof_vectors) +
          " layer-count vectors refuted at " + std::to_string(r.upper + 1);
  } else {
    out = "layer split: the upper bound not proven by a split";
  }
  const std::int64_t earlier = r.vectors - r.proof_vectors;
  if (earlier > 0) {
    out += " (" + std::to_string(earlier) + " more in the run's other splits)";
  }
  return out + ", ";
}

// --refute T: the layer split at one target, or one shard of it.
int run_refute(const CubeArgs& args, const LabContext& lab) {
  if (args.count || args.split || args.improve || !args.seed.empty() || !args.invariant.empty() ||
      args.json) {
    throw std::invalid_argument(
        "cube: --refute runs the layer split alone; it does not go with --count, --split, "
        "--improve, --seed, --invariant or --json");
  }
  if (args.d < 2 || args.n < 3) throw std::invalid_argument("cube: --refute needs n >= 3, d >= 2");
  const Shard shard = args.shard.empty() ? Shard{} : parse_shard(args.shard);
  if (args.timeout && *args.timeout <= 0) {
    throw std::invalid_argument("cube: --timeout must be positive");
  }
  const Deadline deadline = Deadline::after_seconds(args.timeout);
  const SplitOutcome s = refute_by_layer_split(
      {.n = args.n, .d = args.d, .target = args.refute, .threads = args.threads, .shard = shard},
      deadline, [&lab](const std::string& message) { lab.log->info("{}", message); });
  const RefuteVerdict verdict = s.result == SatResult::unsat ? RefuteVerdict::unsat
                                : s.result == SatResult::sat ? RefuteVerdict::sat
                                                             : RefuteVerdict::unknown;
  if (shard.active()) {
    std::cout << shard_header(shard, "cube --n " + std::to_string(args.n) + " --d " +
                                         std::to_string(args.d) + " --refute " +
                                         std::to_string(args.refute))
              << '\n';
  }
  std::cout << refute_line(args.n, args.d, args.refute, s.vectors, s.refuted, verdict) << '\n';
  return verdict == RefuteVerdict::unsat ? kExitOk : kExitNo;
}

// The encoding grows with cells x bound; past this it would not fit.
constexpr long kMaxCells = 20000;

int run_cube(const CubeArgs& args, const LabContext& lab) {
  long cells = 1;
  for (int i = 0; i < args.d && cells <= kMaxCells; ++i) cells *= args.n;
  if (cells > kMaxCells) {
    throw std::invalid_argument("cube: the board " + std::to_string(args.n) + "^" +
                                std::to_string(args.d) + " has more than " +
                                std::to_string(kMaxCells) + " cells");
  }
  if (args.refute > 0) return run_refute(args, lab);
  if (!args.shard.empty()) throw std::invalid_argument("cube: --shard goes with --refute T");
  if (!args.invariant.empty() && (args.count || args.split)) {
    throw std::invalid_argument(
        "cube: --invariant gives a lower bound only; it does not go with --count or --split");
  }
  if (args.improve && (args.count || args.split || !args.seed.empty())) {
    throw std::invalid_argument(
        "cube: --improve gives a lower bound only, from --invariant (modular by default); it "
        "does not go with --count, --split or --seed");
  }
  ImproveOptions improve{.n = args.n,
                         .d = args.d,
                         .rng_seed = args.improve_seed,
                         .kinds = {},
                         .conflict_limit = args.improve_conflicts,
                         .max_calls = args.improve_calls,
                         .slack = args.improve_slack};
  for (const std::string& m : args.improve_moves) improve.kinds.push_back(neighbourhood_named(m));
  const auto improve_start = start_from(args);
  std::vector<std::string> invariant = args.invariant;
  if (args.improve && invariant.empty()) invariant = {"modular"};
  const CubeOptions options{.n = args.n,
                            .d = args.d,
                            .count = args.count,
                            .strengthen = args.inequalities,
                            .symmetry_depth = args.no_breaking ? 0 : 32,
                            .split = args.split,
                            .threads = args.threads,
                            .plain_conflicts = args.plain_conflicts,
                            .window_layers = args.window_layers,
                            .seed_symmetries = invariant.empty() ? args.seed : invariant,
                            .invariant_only = !invariant.empty()};
  const Deadline deadline = Deadline::after_seconds(args.timeout);
  const auto start = std::chrono::steady_clock::now();
  const auto log = [&lab](const std::string& s) { lab.log->info("{}", s); };
  CubeResult r = solve_cube(options, deadline, log);
  if (args.improve) improve_cube_result(r, improve, improve_start, deadline, log);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const Witness w{.kind = WitnessKind::cube, .k = 0, .n = args.n, .d = args.d, .queens = r.witness};
  if (args.json) {
    nlohmann::json out = optimum_json(r, seconds);
    out["problem"] = "cube";
    out["n"] = args.n;
    out["d"] = args.d;
    out["layer_bound"] = r.layer_bound;
    out["subcube_bound"] = r.subcube_bound;
    out["method"] = args.improve              ? "lns"
                    : !args.invariant.empty() ? "sat-invariant"
                    : r.vectors > 0           ? "sat+layer-split"
                                              : "sat";
    out["seed"] = r.seed;
    out["window_bounds"] = r.window_bounds;
    out["vectors"] = r.vectors;
    out["vectors_refuted"] = r.refuted;
    out["proof_vectors"] = r.proof_vectors;
    std::cout << out.dump() << '\n';
  } else {
    std::cout << "# cube " << args.n << "^" << args.d << " = " << r.lower << " ("
              << proof_name(r.status) << "; bounds " << r.lower << ".." << r.upper
              << "; layer bound " << r.layer_bound << ", sub-cube bound " << r.subcube_bound << "; "
              << r.sat_calls << " SAT calls, " << split_text(r) << "windows "
              << windows_text(r.window_bounds) << ", " << r.vars << " vars, " << r.clauses
              << " clauses; " << seconds << " s)\n";
    write_count_line(std::cout, r.count);
    write_witness(std::cout, w);
  }
  return optimum_exit_status(r);
}

}  // namespace

void add_cube(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand(
      "cube", "non-attacking queens on the d-dimensional n^d board (docs/lab/cube.md)");
  auto args = std::make_shared<CubeArgs>();
  cmd->add_option("--n", args->n, "board side")->required()->check(CLI::Range(1, 64));
  cmd->add_option("--d", args->d, "dimension")->required()->check(CLI::Range(1, 8));
  cmd->add_flag("--count", args->count, "count the optimal solutions (all, and up to symmetry)");
  cmd->add_flag("--inequalities", args->inequalities,
                "add the thesis's layer and sub-cube inequalities (slower with SAT, measured)");
  cmd->add_flag("--no-symmetry-breaking", args->no_breaking,
                "leave out the lex-leader symmetry-breaking constraints");
  cmd->add_flag("--split", args->split,
                "refute the last target by cube-and-conquer over layer counts");
  cmd->add_option("--plain-conflicts", args->plain_conflicts,
                  "with --split: conflicts a plain SAT call may take before its target is split "
                  "(0: split every target)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--window-layers", args->window_layers,
                  "with --split: prove the values of windows of up to this many layers "
                  "(default: half the side plus one); longer windows are sums")
      ->check(CLI::Range(1, 64));
  cmd->add_option("--refute", args->refute,
                  "run the layer split at this target alone: unsat proves fewer queens "
                  "(with --shard: one part, for queens-lab merge; docs/lab/scale-out.md)")
      ->check(CLI::Range(1, 1 << 20));
  cmd->add_option("--shard", args->shard, "I/K: with --refute, only part I of K (0-based)");
  cmd->add_option("--seed", args->seed,
                  "first look for placements invariant under these symmetries (central, "
                  "rotation, half-turn, diagonal, mirror, flip), or cut out of a modular "
                  "placement (modular): a quick lower bound")
      ->delimiter(',');
  cmd->add_option("--invariant", args->invariant,
                  "search only placements invariant under these symmetries, or modular ones "
                  "(a lower bound)")
      ->delimiter(',');
  cmd->add_option("--threads", args->threads, "worker threads of --split")
      ->check(CLI::Range(1, 64));
  cmd->add_option("--timeout", args->timeout, "seconds before reporting the bounds so far")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--json", args->json, "one JSON object on stdout");
  cmd->add_flag("--improve", args->improve,
                "large-neighbourhood search from the seed (--invariant, modular by default): "
                "a lower bound");
  cmd->add_option("--improve-seed", args->improve_seed, "random seed of --improve");
  cmd->add_option("--improve-calls", args->improve_calls,
                  "SAT calls --improve may make (default: until --timeout)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--improve-conflicts", args->improve_conflicts,
                  "conflicts per SAT call of --improve")
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--improve-slack", args->improve_slack,
                  "queens below the best --improve may fall to when no larger refill exists")
      ->check(CLI::Range(0, 1000));
  cmd->add_option("--improve-moves", args->improve_moves,
                  "neighbourhoods of --improve (window, box, ball, random; default all)")
      ->delimiter(',');
  cmd->add_option("--improve-from", args->improve_from,
                  "with --improve: start from this witness file instead of the seed, or from no "
                  "queen ('empty')");
  cmd->callback([&lab, &action, args] { action = [&lab, args] { return run_cube(*args, lab); }; });
}

}  // namespace qh::lab
