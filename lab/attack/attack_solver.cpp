// SPDX-License-Identifier: MIT
#include "lab/attack/attack_solver.hpp"

#include <algorithm>

#include "lab/attack/attack_encoding.hpp"
#include "lab/common/grid_geometry.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/common/symmetry_breaking.hpp"

namespace qh::lab {
namespace {

// Sizes that can be optimal: with "exactly k" and k odd, m * k attack
// pairs are counted twice, so m is even.
bool size_possible(int m, int k, bool at_most) {
  return at_most || k % 2 == 0 || m % 2 == 0;
}

int next_possible(int m, int k, bool at_most) {
  while (!size_possible(m, k, at_most)) ++m;
  return m;
}

int prev_possible(int m, int k, bool at_most) {
  while (m > 0 && !size_possible(m, k, at_most)) --m;
  return m;
}

}  // namespace

int attack_counting_bound(int n, int d, int k, bool at_most) {
  const GridGeometry geo(n, d);
  const int free_rays = geo.directions() - k;
  int bound = geo.cells();
  if (free_rays > 0) {
    bound = std::min(bound, 2 * static_cast<int>(geo.lines().size()) / free_rays);
  }
  if (d == 2 && k == 1 && !at_most) {
    // Two queens attacking only each other hold 3 or 4 rows and columns
    // that no other queen uses (a third queen on one of them would be seen
    // by one of the two), so there are at most 2n/3 pairs.
    bound = std::min(bound, 2 * (2 * n / 3));
  }
  if (d == 2 && k == 4) {
    // Meeting the line-end bound 3n - 1 needs every line end used and four
    // free rays per queen; a corner's one-cell diagonal then needs a queen
    // on the corner, which has five free rays (the document's argument).
    bound = std::min(bound, 3 * n - 2);
  }
  if (d == 2 && k == 5 && at_most && n >= 2) {
    // The document's convex hull argument: a hull vertex with interior
    // angle t attacks at most 1 + t/45 degrees' worth of queens, so the
    // hull's h queens leave at least 3h + 8 rays free, the others 3 each:
    // 3m + 8 <= 12n - 4 line ends. (Collinear boards hold at most n.)
    bound = std::min(bound, 4 * n - 4);
  }
  return prev_possible(bound, k, at_most);
}

AttackResult solve_attack(const AttackOptions& options, const Deadline& deadline,
                          const std::function<void(const std::string&)>& progress) {
  const GridGeometry geo(options.n, options.d);
  AttackResult result;
  result.counting_bound = attack_counting_bound(options.n, options.d, options.k, options.at_most);
  result.upper = result.counting_bound;
  result.status = Proof::lower_bound;

  const bool symmetric = options.symmetric != BoardSymmetry::none;
  SatSolver sat(deadline);
  if (options.seed) sat.randomize(*options.seed);
  const AttackEncoding enc(sat, geo,
                           {.k = options.k,
                            .at_most = options.at_most,
                            .max_size = result.upper + 1,
                            .line_hints = options.line_hints,
                            .pair_hint = options.pair_hint,
                            .invariant = board_symmetry_permutation(geo, options.symmetric)});
  // Lex-leader constraints keep one board of every symmetry class: sound for
  // the optimum, not for counting, and not with a symmetric search (the
  // least image of a mirror-symmetric board may be symmetric under the
  // other mirror only, so the two together could lose every solution).
  if (!options.count && !symmetric && options.symmetry_depth > 0) {
    add_lex_leader(sat, enc.cell_vars(), geo.symmetries(), options.symmetry_depth);
  }
  result.vars = sat.vars();
  result.clauses = sat.clauses();

  auto take_model = [&] {
    result.witness.clear();
    for (int c = 0; c < geo.cells(); ++c) {
      if (!sat.value(enc.cell_vars()[static_cast<std::size_t>(c)])) continue;
      std::vector<int> q = geo.coords(c);
      for (int& x : q) ++x;
      // Row first: coordinate 0 is the column, so list them reversed.
      std::reverse(q.begin(), q.end());
      result.witness.push_back(std::move(q));
    }
    result.lower = static_cast<int>(result.witness.size());
  };

  // The line-end bound first, with a conflict budget: for k = 2 and 3 it is
  // usually the optimum, and one call then settles it (measured in
  // docs/lab/attack.md). Inconclusive, it costs only its budget.
  if (options.bound_first_conflicts > 0 && result.upper > 0) {
    progress("trying the line-end bound " + std::to_string(result.upper) + " first");
    ++result.sat_calls;
    const SatResult r = sat.solve(enc.at_least(result.upper), options.bound_first_conflicts);
    if (r == SatResult::sat) {
      take_model();
    } else if (r == SatResult::unsat && !symmetric) {
      result.upper = prev_possible(result.upper - 1, options.k, options.at_most);
    }
  }

  // Targets from lower+1 upwards; a model may jump past the target. An
  // unsat target proves the upper bound, except in the symmetric search,
  // which only ever gives lower bounds.
  bool stopped = false;
  while (result.lower < result.upper) {
    const int target = next_possible(result.lower + 1, options.k, options.at_most);
    if (target > result.upper) {
      result.upper = result.lower;
      break;
    }
    progress("searching for " + std::to_string(target) + " queens (have " +
             std::to_string(result.lower) + ", bound " + std::to_string(result.upper) + ")");
    ++result.sat_calls;
    const SatResult r = sat.solve(enc.at_least(target));
    if (r == SatResult::sat) {
      take_model();
    } else if (r == SatResult::unsat && !symmetric) {
      result.upper = prev_possible(target - 1, options.k, options.at_most);
    } else {
      stopped = true;
      break;
    }
  }
  if (!stopped || result.lower == result.upper) {
    result.status = Proof::exact;
  } else {
    result.status = result.lower > 0 ? Proof::lower_bound : Proof::unknown;
  }
  if (result.lower == 0 && result.status == Proof::exact) result.witness.clear();

  if (options.count && result.status == Proof::exact && !symmetric) {
    progress("counting the solutions with " + std::to_string(result.lower) + " queens");
    std::vector<int> assume;
    if (result.lower > 0) assume = enc.at_least(result.lower);
    result.count = count_solution_classes(
        sat, enc.cell_vars(), geo.symmetries(), assume, [&](const SolutionCount& c) {
          progress("counted " + std::to_string(c.classes) + " classes so far");
        });
  }
  return result;
}

}  // namespace qh::lab
