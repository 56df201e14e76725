// SPDX-License-Identifier: MIT
// queens-lab attack: Q_k(n) / q_k(n) with a witness and a proof status
// (docs/lab/attack.md). Stdout is itself a witness file for `verify`.
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "lab/attack/attack_solver.hpp"
#include "lab/attack/pair_structure.hpp"
#include "lab/cli/commands.hpp"
#include "lab/cli/optimum_output.hpp"
#include "lab/verify/witness.hpp"

namespace qh::lab {
namespace {

struct AttackArgs {
  int k = 0;
  int n = 0;
  bool at_most = false;
  bool count = false;
  bool symmetry = false;
  std::string symmetric_under;  // empty, or a board_symmetry_name
  bool no_hints = false;
  bool no_pair_hint = false;
  bool no_breaking = false;
  int first_conflicts = 20000;
  std::optional<double> timeout;
  bool json = false;
  bool pair_structure = false;
  std::optional<int> seed;
};

BoardSymmetry chosen_symmetry(const AttackArgs& args) {
  if (!args.symmetric_under.empty()) {
    return parse_board_symmetry(args.symmetric_under).value_or(BoardSymmetry::none);
  }
  return args.symmetry ? BoardSymmetry::half_turn : BoardSymmetry::none;
}

// "seed S; " in the result line when --seed was given (so a witness file
// says how to find it again).
std::string seed_note(const AttackArgs& args) {
  return args.seed ? "seed " + std::to_string(*args.seed) + "; " : std::string();
}

int run_attack(const AttackArgs& args, const LabContext& lab) {
  const BoardSymmetry symmetry = chosen_symmetry(args);
  const AttackOptions options{.n = args.n,
                              .d = 2,
                              .k = args.k,
                              .at_most = args.at_most,
                              .count = args.count,
                              .symmetric = symmetry,
                              .line_hints = !args.no_hints,
                              .pair_hint = !args.no_hints && !args.no_pair_hint,
                              .bound_first_conflicts = args.first_conflicts,
                              .symmetry_depth = args.no_breaking ? 0 : 32,
                              .seed = args.seed};
  const Deadline deadline = Deadline::after_seconds(args.timeout);
  const auto start = std::chrono::steady_clock::now();
  const AttackResult r =
      solve_attack(options, deadline, [&lab](const std::string& s) { lab.log->info("{}", s); });
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string name = std::string(args.at_most ? "q_" : "Q_") + std::to_string(args.k) + "(" +
                           std::to_string(args.n) + ")";
  const Witness w{.kind = args.at_most ? WitnessKind::attack_at_most : WitnessKind::attack_exactly,
                  .k = args.k,
                  .n = args.n,
                  .d = 2,
                  .queens = r.witness};
  if (args.json) {
    nlohmann::json out = optimum_json(r, seconds);
    out["problem"] = args.at_most ? "attack-at-most" : "attack-exactly";
    out["k"] = args.k;
    out["n"] = args.n;
    out["counting_bound"] = r.counting_bound;
    out["symmetric_search"] = symmetry != BoardSymmetry::none;
    out["symmetry"] = board_symmetry_name(symmetry);
    out["method"] = "sat";
    if (args.seed) out["seed"] = *args.seed;
    std::cout << out.dump() << '\n';
  } else {
    std::cout << "# " << name << " = " << r.lower << " (" << proof_name(r.status) << "; bounds "
              << r.lower << ".." << r.upper << ", line-end bound " << r.counting_bound << "; "
              << (symmetry == BoardSymmetry::none
                      ? std::string()
                      : std::string(board_symmetry_name(symmetry)) + " symmetric search; ")
              << seed_note(args) << r.sat_calls << " SAT calls, " << r.vars << " vars, "
              << r.clauses << " clauses; " << seconds << " s)\n";
    write_count_line(std::cout, r.count);
    write_board_picture(std::cout, args.n, r.witness);
    write_witness(std::cout, w);
  }
  return optimum_exit_status(r);
}

// --pair-structure (pair_structure.hpp).
int run_pair_structure(const AttackArgs& args, const LabContext& lab) {
  const Deadline deadline = Deadline::after_seconds(args.timeout);
  const auto start = std::chrono::steady_clock::now();
  // --symmetric-under: boards of that symmetry only; else half-turn
  // symmetric boards first, then all boards.
  const BoardSymmetry only = chosen_symmetry(args);
  lab.log->info(only == BoardSymmetry::none
                    ? "pair structure: half-turn symmetric boards first, then all boards"
                    : "pair structure: " + std::string(board_symmetry_name(only)) +
                          " symmetric boards only");
  const PairStructureResult built =
      only == BoardSymmetry::none ? build_q1_at_pair_bound(args.n, deadline, args.seed)
                                  : build_q1_pair_structure(args.n, only, deadline, args.seed);
  const int calls = built.sat_calls;
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  AttackResult r;
  r.lower = static_cast<int>(built.queens.size());
  r.upper = attack_counting_bound(args.n, 2, 1, false);
  r.counting_bound = r.upper;
  // None among all boards: the pair bound is not reached. None among the
  // symmetric boards says nothing of the others.
  const bool refuted = built.proven_none && built.symmetry == BoardSymmetry::none;
  r.status = built.found ? Proof::exact : (refuted ? Proof::upper_bound : Proof::unknown);
  if (refuted) r.upper = r.upper - 2;
  r.witness = built.queens;
  r.sat_calls = calls;
  r.vars = built.vars;
  r.clauses = built.clauses;
  const std::string name = "Q_1(" + std::to_string(args.n) + ")";
  if (args.json) {
    nlohmann::json out = optimum_json(r, seconds);
    out["problem"] = "attack-exactly";
    out["k"] = 1;
    out["n"] = args.n;
    out["counting_bound"] = r.counting_bound;
    out["method"] = "pair-structure";
    out["symmetric_search"] = built.symmetry != BoardSymmetry::none;
    out["symmetry"] = board_symmetry_name(built.symmetry);
    if (args.seed) out["seed"] = *args.seed;
    std::cout << out.dump() << '\n';
  } else {
    std::cout << "# " << name << " = " << r.lower << " (" << proof_name(r.status) << "; bounds "
              << r.lower << ".." << r.upper << ", pair bound " << r.counting_bound
              << "; pair-structure SAT, "
              << (built.symmetry == BoardSymmetry::none
                      ? std::string("all boards, ")
                      : std::string(board_symmetry_name(built.symmetry)) + " symmetric boards, ")
              << seed_note(args) << calls << " SAT calls, " << r.vars << " vars, " << r.clauses
              << " clauses; " << seconds << " s)\n";
    write_board_picture(std::cout, args.n, r.witness);
    write_witness(
        std::cout,
        Witness{
            .kind = WitnessKind::attack_exactly, .k = 1, .n = args.n, .d = 2, .queens = r.witness});
  }
  return optimum_exit_status(r);
}

}  // namespace

void add_attack(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand(
      "attack", "queens attacking exactly (or at most) k others (docs/lab/attack.md)");
  auto args = std::make_shared<AttackArgs>();
  cmd->add_option("--k", args->k, "attacks per queen")->required()->check(CLI::Range(0, 8));
  cmd->add_option("--n", args->n, "board side (at most 128; 256 with --pair-structure)")
      ->required()
      ->check(CLI::Range(1, 256));
  cmd->add_flag("--at-most", args->at_most, "each queen attacks at most k others (q_k)");
  cmd->add_flag("--count", args->count, "count the optimal solutions (all, and up to symmetry)");
  cmd->add_flag("--symmetry", args->symmetry,
                "search only half-turn symmetric boards (faster; lower bounds only)");
  cmd->add_option(
         "--symmetric-under", args->symmetric_under,
         "search only boards fixed by this symmetry (exact only when a proven bound is met; "
         "with --pair-structure the only boards searched)")
      ->check(CLI::IsMember({"half-turn", "quarter-turn", "mirror", "diagonal"}));
  cmd->add_flag("--no-hints", args->no_hints,
                "leave out the line-end and pair counting constraints");
  cmd->add_flag("--no-pair-hint", args->no_pair_hint,
                "leave out the k = 1 row/column counting constraint only");
  cmd->add_option("--first-conflicts", args->first_conflicts,
                  "conflict budget of the first call, at the a-priori bound (0: skip it)")
      ->check(CLI::Range(0, 1 << 30));
  cmd->add_option("--seed", args->seed,
                  "another reproducible search path: CaDiCaL's seed, variable shuffling and "
                  "initial phase (seed mod 2)")
      ->check(CLI::Range(0, 2000000000));
  cmd->add_flag("--no-symmetry-breaking", args->no_breaking,
                "leave out the lex-leader symmetry-breaking constraints");
  cmd->add_option("--timeout", args->timeout, "seconds before reporting the bounds so far")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--json", args->json, "one JSON object on stdout");
  cmd->add_flag("--pair-structure", args->pair_structure,
                "k = 1: SAT on the structure of boards at the pair bound (much larger n)");
  cmd->callback([&lab, &action, args] {
    if (args->n > 128 && !args->pair_structure) {
      throw CLI::ValidationError(
          "--n", std::to_string(args->n) + " is above 128 (only --pair-structure goes to 256)");
    }
    if (args->pair_structure) {
      if (args->k != 1 || args->at_most) {
        throw CLI::ValidationError("--pair-structure", "needs --k 1 without --at-most");
      }
      if (args->count || args->symmetry) {
        throw CLI::ValidationError("--pair-structure",
                                   "cannot be combined with --count or --symmetry");
      }
      action = [&lab, args] { return run_pair_structure(*args, lab); };
      return;
    }
    if (args->count && (args->symmetry || !args->symmetric_under.empty())) {
      throw CLI::ValidationError("--count", "cannot be combined with --symmetry");
    }
    if (args->symmetry && !args->symmetric_under.empty() && args->symmetric_under != "half-turn") {
      throw CLI::ValidationError(
          "--symmetry",
          "is the half turn; cannot be combined with --symmetric-under " + args->symmetric_under);
    }
    action = [&lab, args] { return run_attack(*args, lab); };
  });
}

}  // namespace qh::lab
