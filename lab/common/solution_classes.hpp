// SPDX-License-Identifier: MIT
// Counting the optimal solutions of a SAT encoding up to the board's
// symmetries: each model found is reduced to its canonical form (the least
// sorted cell list over all images), every image of it is blocked with one
// clause, and its orbit size is added to the total. The count is complete
// when the solver says unsat; a deadline leaves a lower bound.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "lab/common/sat_solver.hpp"
#include "lab/common/status.hpp"

namespace qh::lab {

struct SolutionCount {
  std::int64_t classes = 0;       // solutions up to symmetry
  std::int64_t total = 0;         // all solutions
  Proof status = Proof::unknown;  // exact, or lower bound when time ran out
};

// `cell_vars[c]` is the variable "queen on cell c"; `symmetries` are cell
// permutations (identity included); `assumptions` pin the solution size.
// Every model must be a solution of exactly the size counted: the caller
// asks for the optimum, so no model can be larger.
SolutionCount count_solution_classes(SatSolver& sat, const std::vector<int>& cell_vars,
                                     const std::vector<std::vector<int>>& symmetries,
                                     const std::vector<int>& assumptions,
                                     const std::function<void(const SolutionCount&)>& progress);

}  // namespace qh::lab
