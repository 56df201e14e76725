// SPDX-License-Identifier: MIT
#include "lab/cube/symmetric_search.hpp"

#include <numeric>
#include <stdexcept>

#include "lab/common/cardinality.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/cube/box_geometry.hpp"

namespace qh::lab {
namespace {
std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}
}  // namespace

std::vector<std::vector<int>> symmetry_generators(int n, int d,
                                                  const std::vector<std::string>& names) {
  const BoxGeometry box(std::vector<int>(at(d), n));
  std::vector<std::vector<int>> out;
  for (const std::string& name : names) {
    std::vector<int> axes(at(d));
    std::iota(axes.begin(), axes.end(), 0);
    std::vector<bool> flip(at(d), false);
    if (name == "central") {
      flip.assign(at(d), true);
    } else if (name == "rotation" && d >= 3) {
      // axis 1 -> axis 2, axis 2 -> axis 1 reversed.
      axes[1] = 2;
      axes[2] = 1;
      flip[2] = true;
    } else if (name == "diagonal" && d >= 2) {
      for (int a = 0; a < d; ++a) axes[at(a)] = (a + 1) % d;
    } else if (name == "half-turn" && d >= 3) {
      flip[1] = true;
      flip[2] = true;
    } else if (name == "flip") {
      flip[0] = true;
    } else if (name == "mirror" && d >= 3) {
      axes[1] = 2;
      axes[2] = 1;
    } else {
      throw std::invalid_argument("cube: unknown symmetry '" + name +
                                  "' for d = " + std::to_string(d) +
                                  " (central, rotation, half-turn, diagonal, mirror or flip)");
    }
    out.push_back(box.symmetry(axes, flip));
  }
  return out;
}

SymmetricResult search_symmetric(int n, int d, const std::vector<std::vector<int>>& generators,
                                 int start, int conflict_limit, const Deadline& deadline,
                                 const std::function<void(const std::string&)>& progress) {
  const BoxGeometry box(std::vector<int>(at(d), n));
  SatSolver sat(deadline);
  std::vector<int> x(at(box.cells()));
  for (int& v : x) v = sat.new_var();
  for (const auto& line : box.lines()) {
    std::vector<int> lits;
    for (const int c : line) lits.push_back(x[at(c)]);
    add_at_most_one(sat, lits);
  }
  for (const auto& g : generators) {
    for (int c = 0; c < box.cells(); ++c) {
      const int e = g[at(c)];
      if (e == c) continue;
      sat.add_clause({-x[at(c)], x[at(e)]});
      sat.add_clause({x[at(c)], -x[at(e)]});
    }
  }
  SymmetricResult out;
  const int cap = box.cells() / n;
  const Totalizer size(sat, x, cap + 1 < box.cells() ? cap + 1 : box.cells());
  int target = std::max(1, start);
  while (target <= size.size()) {
    const SatResult r = sat.solve({size.at_least(target)}, conflict_limit);
    if (r == SatResult::unsat) {
      out.exhausted = true;
      break;
    }
    if (r == SatResult::unknown) break;
    out.witness.clear();
    for (int c = 0; c < box.cells(); ++c) {
      if (sat.value(x[at(c)])) out.witness.push_back(box.coords(c));
    }
    out.lower = static_cast<int>(out.witness.size());
    progress("invariant placement of " + std::to_string(out.lower) + " queens");
    target = out.lower + 1;
  }
  return out;
}

}  // namespace qh::lab
