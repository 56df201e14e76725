// SPDX-License-Identifier: MIT
// Lex-leader symmetry breaking: for every symmetry s of the board (a cell
// permutation), require x <=lex x∘s over the cell order, x being the queen
// variables. The lexicographically least member of every orbit satisfies all
// of these, so they remove solutions but never a whole orbit: an optimum
// and an unsat proof stay valid. Counting must not use them. The chain is
// cut after `depth` moved cells (a prefix of a lex constraint is still
// implied by it, so still sound).
#pragma once

#include <vector>

#include "lab/common/sat_solver.hpp"

namespace qh::lab {

void add_lex_leader(SatSolver& sat, const std::vector<int>& cell_vars,
                    const std::vector<std::vector<int>>& symmetries, int depth);

}  // namespace qh::lab
