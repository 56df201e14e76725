#include "lab/cube/cube_solver.hpp"

#include <algorithm>
#include <memory>

#include "lab/common/cardinality.hpp"
#include "lab/common/grid_geometry.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/common/symmetry_breaking.hpp"

namespace qh::lab {
namespace {

// A proven value of a smaller board, or 0 when it could not be proven in
// time (the inequality is then left out).
int proven_value(int n, int d, const Deadline& deadline,
                 const std::function<void(const std::string&)>& progress) {
  if (n < 1) return 0;
  if (d == 1 || n <= 2) return 1;
  CubeOptions sub;
  sub.n = n;
  sub.d = d;
  sub.strengthen = true;
  const CubeResult r = solve_cube(sub, deadline, progress);
  return r.status == Proof::exact ? r.lower : 0;
}

void add_at_most(SatSolver& sat, const std::vector<int>& lits, int bound) {
  if (static_cast<int>(lits.size()) <= bound) return;
  const Totalizer t(sat, lits, bound + 1);
  sat.add_clause({-t.at_least(bound + 1)});
}

}  // namespace

CubeResult solve_cube(const CubeOptions& options, const Deadline& deadline,
                      const std::function<void(const std::string&)>& progress) {
  const GridGeometry geo(options.n, options.d);
  const int n = options.n;
  const int d = options.d;
  CubeResult result;
  // The rook bound: the n^(d-1) lines along the first axis hold one queen
  // each at most.
  result.upper = geo.cells() / n;
  if (options.strengthen && d >= 2 && n >= 2) {
    result.layer_bound = proven_value(n, d - 1, deadline, progress);
    result.subcube_bound = proven_value(n - 1, d, deadline, progress);
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
  if (!options.count && options.symmetry_depth > 0) {
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

  bool stopped = false;
  while (result.lower < result.upper) {
    const int target = result.lower + 1;
    progress("cube " + std::to_string(n) + "^" + std::to_string(d) + ": searching for " +
             std::to_string(target) + " queens (bound " + std::to_string(result.upper) + ")");
    ++result.sat_calls;
    const SatResult r = sat.solve({size.at_least(target)});
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

  if (options.count && result.status == Proof::exact) {
    progress("cube: counting the solutions with " + std::to_string(result.lower) + " queens");
    result.count = count_solution_classes(
        sat, x, geo.symmetries(), {size.at_least(result.lower)}, [&](const SolutionCount& c) {
          progress("counted " + std::to_string(c.classes) + " classes so far");
        });
  }
  return result;
}

}  // namespace qh::lab
