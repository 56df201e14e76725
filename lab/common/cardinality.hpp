// SPDX-License-Identifier: MIT
// Cardinality constraints as clauses: a totalizer (Bailleux & Boufkhad's
// unary adder tree). For inputs x_1..x_m it builds outputs o_1..o_p with
// o_j <=> "at least j inputs are true" (p = min(m, cap)), so that
// "sum <= j" is the unit clause -o_{j+1} and "sum >= j" the unit o_j —
// either added as a clause or passed as an assumption, which lets one
// encoding serve a whole sequence of SAT calls with growing targets. Both
// directions of the equivalence are encoded. Outputs past the cap are not
// built: o_cap then means "at least cap", and nothing is said above it.
#pragma once

#include <vector>

#include "lab/common/sat_solver.hpp"

namespace qh::lab {

class Totalizer {
 public:
  Totalizer(SatSolver& sat, const std::vector<int>& inputs, int cap);

  int size() const { return static_cast<int>(outputs_.size()); }
  // o_j, 1 <= j <= size(): true iff at least j inputs are true.
  int at_least(int j) const { return outputs_[static_cast<std::size_t>(j - 1)]; }

 private:
  std::vector<int> build(SatSolver& sat, const std::vector<int>& inputs, std::size_t lo,
                         std::size_t hi, int cap);
  std::vector<int> outputs_;
};

// At most one of `lits` true: pairwise for a few, a sequential counter
// (Sinz) with one auxiliary per literal for more.
void add_at_most_one(SatSolver& sat, const std::vector<int>& lits);

}  // namespace qh::lab
