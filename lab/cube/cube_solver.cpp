// SPDX-License-Identifier: MIT
#include "lab/cube/cube_solver.hpp"

#include <algorithm>
#include <limits>
#include <memory>

#include "lab/common/cardinality.hpp"
#include "lab/common/grid_geometry.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/common/symmetry_breaking.hpp"
#include "lab/cube/box_value.hpp"
#include "lab/cube/box_value_table.hpp"
#include "lab/cube/layer_split.hpp"
#include "lab/cube/modular_seed.hpp"
#include "lab/cube/symmetric_search.hpp"

namespace qh::lab {
namespace {

// A proven value of a smaller board, or 0 when it could not be proven in
// time (the inequality is then left out).
int proven_value(int n, int d, bool split, int threads, const Deadline& deadline,
                 const std::function<void(const std::string&)>& progress) {
  if (n < 1) return 0;
  if (d == 1 || n <= 2) return 1;
  CubeOptions sub;
  sub.n = n;
  sub.d = d;
  sub.strengthen = true;
  sub.split = split;
  sub.threads = threads;
  const CubeResult r = solve_cube(sub, deadline, progress);
  return r.status == Proof::exact ? r.lower : 0;
}

// Bounds on h consecutive layers (h = 0..n-1): the values of the
// h x n x ... x n boxes for h up to window_layers (0: n/2 + 1), each proven
// by plain SAT or by a layer split of its own (box_value_table.hpp), then
// the least sum over two shorter windows. `layer` is the proven value of
// one layer, the n^(d-1) board.
std::vector<int> window_bounds(int n, int d, int layer, int threads, long plain_conflicts,
                               int window_layers, const Deadline& deadline,
                               const std::function<void(const std::string&)>& progress) {
  BoxValueTable table(
      {.plain_conflicts = plain_conflicts, .threads = threads, .window_layers = window_layers},
      progress);
  table.remember(std::vector<int>(static_cast<std::size_t>(d - 1), n), layer);
  std::vector<int> w =
      table.window_bounds(std::vector<int>(static_cast<std::size_t>(d), n), deadline);
  for (int h = 2; h < n; ++h) {
    progress("window of " + std::to_string(h) + " layers: at most " +
             std::to_string(w[static_cast<std::size_t>(h)]));
  }
  return w;
}

void add_at_most(SatSolver& sat, const std::vector<int>& lits, int bound) {
  if (static_cast<int>(lits.size()) <= bound) return;
  const Totalizer t(sat, lits, bound + 1);
  sat.add_clause({-t.at_least(bound + 1)});
}

}  // namespace

std::vector<std::vector<int>> shift_coordinates(std::vector<std::vector<int>> queens, int by) {
  for (auto& q : queens) {
    for (int& v : q) v += by;
  }
  return queens;
}

CubeResult solve_cube(const CubeOptions& options, const Deadline& deadline,
                      const std::function<void(const std::string&)>& progress) {
  if (options.invariant_only || !options.seed_symmetries.empty()) {
    // "modular" names the sub-cube heuristic (modular_seed.hpp), the rest
    // are symmetries whose invariant placements are searched by SAT.
    std::vector<std::string> names = options.seed_symmetries;
    const auto modular = std::find(names.begin(), names.end(), "modular");
    const bool use_modular = modular != names.end();
    if (use_modular) names.erase(modular);
    std::vector<std::vector<int>> best;
    if (use_modular && options.d >= 2) {
      const ModularPlacement m =
          best_modular_placement(options.n, options.d, default_max_modulus(options.n), deadline);
      if (m.modulus > 0) {
        progress("modular placement of " + std::to_string(m.queens.size()) +
                 " queens (p = " + std::to_string(m.modulus) + ")");
        best = m.queens;
      }
    }
    if (!names.empty()) {
      const auto generators = symmetry_generators(options.n, options.d, names);
      progress("cube " + std::to_string(options.n) + "^" + std::to_string(options.d) +
               ": searching placements invariant under the given symmetries");
      SymmetricResult seed = search_symmetric(
          options.n, options.d, generators, static_cast<int>(best.size()) + 1,
          options.invariant_only ? -1 : options.seed_conflicts, deadline, progress);
      if (seed.witness.size() > best.size()) best = std::move(seed.witness);
    }
    if (options.invariant_only) {
      CubeResult r;
      r.lower = static_cast<int>(best.size());
      r.upper = 1;
      for (int i = 1; i < options.d; ++i) r.upper *= options.n;  // the rook bound
      r.seed = r.lower;
      r.status = bounds_status(r.lower, r.upper);
      r.witness = shift_coordinates(std::move(best), 1);
      return r;
    }
    CubeOptions rest = options;
    rest.seed_symmetries.clear();
    rest.seed_witness = std::move(best);
    return solve_cube(rest, deadline, progress);
  }
  const GridGeometry geo(options.n, options.d);
  const int n = options.n;
  const int d = options.d;
  CubeResult result;
  // The rook bound: the n^(d-1) lines along the first axis hold one queen
  // each at most.
  result.upper = geo.cells() / n;
  if (options.strengthen && d >= 2 && n >= 2) {
    result.layer_bound = proven_value(n, d - 1, options.split, options.threads, deadline, progress);
    result.subcube_bound =
        proven_value(n - 1, d, options.split, options.threads, deadline, progress);
    if (result.layer_bound > 0) result.upper = std::min(result.upper, n * result.layer_bound);
  }

  SatSolver sat(deadline);
  std::vector<int> x(static_cast<std::size_t>(geo.cells()));
  for (int& v : x) v = sat.new_var();
  auto lits_of = [&x](const std::vector<int>& cells) {
    std::vector<int> lits;
    lits.reserve(cells.size());
    for (const int c : cells) lits.push_back(x[static_cast<std::size_t>(c)]);
    return lits;
  };
  for (const auto& line : geo.lines()) add_at_most_one(sat, lits_of(line));

  if (result.layer_bound > 0 || result.subcube_bound > 0) {
    std::vector<std::vector<int>> layers(static_cast<std::size_t>(d * n));
    std::vector<std::vector<int>> subcubes(static_cast<std::size_t>(1 << d));
    for (int c = 0; c < geo.cells(); ++c) {
      const std::vector<int> co = geo.coords(c);
      for (int a = 0; a < d; ++a) {
        layers[static_cast<std::size_t>(a * n + co[static_cast<std::size_t>(a)])].push_back(c);
      }
      // Sub-cube s drops coordinate value n-1 (bit a of s clear) or 0 (set)
      // along each axis a.
      for (int s = 0; s < (1 << d); ++s) {
        bool inside = true;
        for (int a = 0; a < d && inside; ++a) {
          const int bad = (s >> a) & 1 ? 0 : n - 1;
          inside = co[static_cast<std::size_t>(a)] != bad;
        }
        if (inside) subcubes[static_cast<std::size_t>(s)].push_back(c);
      }
    }
    if (result.layer_bound > 0) {
      for (const auto& layer : layers) add_at_most(sat, lits_of(layer), result.layer_bound);
    }
    if (result.subcube_bound > 0) {
      for (const auto& sub : subcubes) add_at_most(sat, lits_of(sub), result.subcube_bound);
    }
  }
  // Lex-leader constraints keep the optimum and make the unsat proofs
  // shorter; counting needs every solution, so it goes without.
  const bool split_count = options.count && options.split && d >= 2 && n >= 3;
  if ((!options.count || split_count) && options.symmetry_depth > 0) {
    add_lex_leader(sat, x, geo.symmetries(), options.symmetry_depth);
  }
  const Totalizer size(sat, x, result.upper + 1);
  result.vars = sat.vars();
  result.clauses = sat.clauses();

  auto take_model = [&] {
    result.witness.clear();
    for (int c = 0; c < geo.cells(); ++c) {
      if (!sat.value(x[static_cast<std::size_t>(c)])) continue;
      std::vector<int> q = geo.coords(c);
      for (int& v : q) ++v;
      result.witness.push_back(std::move(q));
    }
    result.lower = static_cast<int>(result.witness.size());
  };

  if (!options.seed_witness.empty()) {
    result.witness = shift_coordinates(options.seed_witness, 1);
    result.lower = result.seed = static_cast<int>(result.witness.size());
  }
  bool stopped = false;
  LayerBounds split_bounds;
  // The split's layer and window bounds, proven once; false if they could
  // not be proven in time.
  auto ensure_bounds = [&] {
    if (split_bounds.layer > 0) return true;
    split_bounds.layer = proven_value(n, d - 1, true, options.threads, deadline, progress);
    if (split_bounds.layer == 0) return false;
    result.layer_bound = split_bounds.layer;
    if (options.windows) {
      split_bounds.window =
          window_bounds(n, d, split_bounds.layer, options.threads, options.window_conflicts,
                        options.window_layers, deadline, progress);
      result.window_bounds = split_bounds.window;
    }
    return true;
  };
  while (result.lower < result.upper) {
    const int target = result.lower + 1;
    progress("cube " + std::to_string(n) + "^" + std::to_string(d) + ": searching for " +
             std::to_string(target) + " queens (bound " + std::to_string(result.upper) + ")");
    ++result.sat_calls;
    const bool may_split = options.split && d >= 2 && n >= 3;
    SatResult r =
        sat.solve({size.at_least(target)},
                  may_split ? static_cast<int>(std::min<long>(options.plain_conflicts,
                                                              std::numeric_limits<int>::max()))
                            : -1);
    if (r == SatResult::unknown && may_split && !deadline.expired()) {
      if (!ensure_bounds()) {
        stopped = true;
        break;
      }
      const SplitOutcome s = solve_by_layer_counts({.n = n,
                                                    .d = d,
                                                    .target = target,
                                                    .bounds = split_bounds,
                                                    .threads = options.threads,
                                                    .symmetry_depth = options.symmetry_depth},
                                                   deadline, progress);
      result.vectors += s.vectors;
      result.refuted += s.refuted;
      result.layer_bound = split_bounds.layer;
      if (s.result == SatResult::sat) {
        result.witness = shift_coordinates(s.witness, 1);
        result.lower = static_cast<int>(result.witness.size());
        continue;
      }
      if (s.result == SatResult::unsat) result.proof_vectors = s.vectors;
      r = s.result;
    }
    if (r == SatResult::sat) {
      take_model();
    } else if (r == SatResult::unsat) {
      result.upper = target - 1;
    } else {
      stopped = true;
      break;
    }
  }
  result.status = !stopped || result.lower == result.upper ? Proof::exact
                  : result.lower > 0                       ? Proof::lower_bound
                                                           : Proof::unknown;

  if (split_count && result.status == Proof::exact) {
    progress("cube: counting the placements of " + std::to_string(result.lower) +
             " queens by layer counts");
    SolutionCount count;
    if (ensure_bounds()) {
      const SplitOutcome s = solve_by_layer_counts({.n = n,
                                                    .d = d,
                                                    .target = result.lower,
                                                    .bounds = split_bounds,
                                                    .threads = options.threads,
                                                    .symmetry_depth = options.symmetry_depth,
                                                    .count = true},
                                                   deadline, progress);
      result.vectors += s.vectors;
      result.refuted += s.refuted;
      count = {.classes = s.classes,
               .total = s.total,
               .status = s.result == SatResult::unsat ? Proof::exact : Proof::lower_bound};
    }
    result.count = count;
  } else if (options.count && result.status == Proof::exact) {
    progress("cube: counting the solutions with " + std::to_string(result.lower) + " queens");
    result.count = count_solution_classes(
        sat, x, geo.symmetries(), {size.at_least(result.lower)}, [&](const SolutionCount& c) {
          progress("counted " + std::to_string(c.classes) + " classes so far");
        });
  }
  return result;
}

SplitOutcome refute_by_layer_split(const RefuteOptions& options, const Deadline& deadline,
                                   const std::function<void(const std::string&)>& progress) {
  LayerBounds bounds;
  bounds.layer = proven_value(options.n, options.d - 1, true, options.threads, deadline, progress);
  if (bounds.layer == 0) return {};
  bounds.window = window_bounds(options.n, options.d, bounds.layer, options.threads, 1000000, 0,
                                deadline, progress);
  return solve_by_layer_counts({.n = options.n,
                                .d = options.d,
                                .target = options.target,
                                .bounds = bounds,
                                .threads = options.threads,
                                .shard = options.shard},
                               deadline, progress);
}

}  // namespace qh::lab
