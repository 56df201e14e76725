// The attack-k problem as clauses. Variables: x_c (a queen on cell c) and
// z_{c,v} ("some queen on the ray from c along v"), defined by the chain
// z_{c,v} <=> x_{c+v} or z_{c+v,v}. A queen on c attacks exactly the
// directions whose z is true, so x_c -> sum_v z_{c,v} = k (or <= k), a
// totalizer over the (at most 3^d - 1) z's guarded by x_c. The size is a
// totalizer over the x's. The line-end hint: y_l <=> line l is empty; a
// nonempty line has exactly two free ray ends, so m queens with
// (directions - k) free rays each need sum y_l <= lines - (directions-k)*m/2
// (an identity for "exactly k", a valid bound for "at most k"): a second
// totalizer over the y's turns a size target into a cap on empty lines.
#pragma once

#include <memory>
#include <vector>

#include "lab/common/cardinality.hpp"
#include "lab/common/grid_geometry.hpp"
#include "lab/common/sat_solver.hpp"

namespace qh::lab {

class AttackEncoding {
 public:
  AttackEncoding(SatSolver& sat, const GridGeometry& geo, int k, bool at_most, int max_size,
                 bool line_hints, bool symmetric);

  // Assumptions meaning "at least m queens" (1 <= m <= max_size).
  std::vector<int> at_least(int m) const;
  const std::vector<int>& cell_vars() const { return x_; }

 private:
  const GridGeometry& geo_;
  int k_;
  std::vector<int> x_;
  std::unique_ptr<Totalizer> size_;
  std::unique_ptr<Totalizer> empty_lines_;
};

}  // namespace qh::lab
