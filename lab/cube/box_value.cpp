// SPDX-License-Identifier: MIT
#include "lab/cube/box_value.hpp"

#include <algorithm>

#include "lab/common/cardinality.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/common/symmetry_breaking.hpp"
#include "lab/cube/box_geometry.hpp"

namespace qh::lab {

BoxValue solve_box_value(const std::vector<int>& sides, const Deadline& deadline,
                         int conflict_limit, int symmetry_depth) {
  const BoxGeometry box(sides);
  BoxValue out;
  // Rook bound: the lines along the longest axis hold one queen each.
  const int longest = *std::max_element(sides.begin(), sides.end());
  out.upper = box.cells() / longest;
  SatSolver sat(deadline);
  std::vector<int> x(static_cast<std::size_t>(box.cells()));
  for (int& v : x) v = sat.new_var();
  for (const auto& line : box.lines()) {
    std::vector<int> lits;
    for (const int c : line) lits.push_back(x[static_cast<std::size_t>(c)]);
    add_at_most_one(sat, lits);
  }
  if (symmetry_depth > 0) add_lex_leader(sat, x, box.symmetries(), symmetry_depth);
  const Totalizer size(sat, x, out.upper + 1);
  while (out.lower < out.upper) {
    const SatResult r = sat.solve({size.at_least(out.lower + 1)}, conflict_limit);
    if (r == SatResult::unknown) return out;
    if (r == SatResult::unsat) {
      out.upper = out.lower;
      break;
    }
    out.witness.clear();
    for (int c = 0; c < box.cells(); ++c) {
      if (sat.value(x[static_cast<std::size_t>(c)])) out.witness.push_back(box.coords(c));
    }
    out.lower = static_cast<int>(out.witness.size());
  }
  out.status = Proof::exact;
  return out;
}

}  // namespace qh::lab
