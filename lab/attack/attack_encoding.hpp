// SPDX-License-Identifier: MIT
// The attack-k problem as clauses. Variables: x_c (a queen on cell c) and
// z_{c,v} ("some queen on the ray from c along v"), defined by the chain
// z_{c,v} <=> x_{c+v} or z_{c+v,v}. A queen on c attacks exactly the
// directions whose z is true, so x_c -> sum_v z_{c,v} = k (or <= k), a
// totalizer over the (at most 3^d - 1) z's guarded by x_c. The line-end
// hint: y_l <=> line l is empty; a nonempty line has exactly two free ray
// ends, so m queens with (directions - k) free rays each need
// sum y_l <= lines - (directions-k)*m/2, a totalizer over the y's turning a
// size target into a cap on empty lines. For "exactly k" that is an
// identity, so it alone states the size; for "at most k" (a valid bound
// only), or without the hint, the size is a totalizer over the x's too.
//
// The pair hint (k = 1, exactly, d = 2): the two queens of an attacking
// pair own their rows and columns (any other queen there would be seen),
// three of them for a pair in one row or column, four for a diagonal pair.
// Counting the 2n rows and columns: 2 * (empty rows and columns) +
// (queens attacking diagonally) = 4n - 3m, so "at least m queens" also
// assumes that sum is at most 4n - 3m (a third totalizer); at the bound
// 2 * floor(2n/3) with 3 | n it says every row and column is used and no
// pair is diagonal, the pigeonhole step a SAT solver is slow to find.
#pragma once

#include <memory>
#include <vector>

#include "lab/common/cardinality.hpp"
#include "lab/common/grid_geometry.hpp"
#include "lab/common/sat_solver.hpp"

namespace qh::lab {

struct AttackEncodingOptions {
  int k = 1;
  bool at_most = false;
  int max_size = 1;            // the size totalizer, when built, counts up to here
  bool line_hints = true;      // the line-end constraint
  bool pair_hint = true;       // the k = 1 row/column constraint (ignored elsewhere)
  std::vector<int> invariant;  // a cell permutation every board must be fixed by (empty: none)
};

class AttackEncoding {
 public:
  AttackEncoding(SatSolver& sat, const GridGeometry& geo, const AttackEncodingOptions& options);

  // Assumptions meaning "at least m queens" (1 <= m <= max_size).
  std::vector<int> at_least(int m) const;
  const std::vector<int>& cell_vars() const { return x_; }

 private:
  const GridGeometry& geo_;
  int k_;
  std::vector<int> x_;
  std::unique_ptr<Totalizer> size_;
  std::unique_ptr<Totalizer> empty_lines_;
  std::unique_ptr<Totalizer> pair_slack_;  // the pair hint's sum, when built
};

}  // namespace qh::lab
