// SPDX-License-Identifier: MIT
// The thesis's sub-cube heuristic: cut an n^d box out of a "linear"
// placement of a larger torus. On the p-torus, the placement
//   z = (a_1 y_1 + ... + a_{d-1} y_{d-1} + c) mod p
// puts one queen on every line along the last axis; restricted to the box
// {0..n-1}^d it keeps the queens with z < n. The restriction is a valid
// placement whenever no two of its queens share a line of the box (checked
// directly, so no condition on p or a is assumed). Scanning p, a and c is
// cheap and finds large placements in well under a second: 38 on 5^4 (the
// published optimum; SAT seeds found 33 in 20 minutes), where the
// symmetric searches are slow. A lower bound and a seed, never a proof.
#pragma once

#include <vector>

#include "lab/common/deadline.hpp"

namespace qh::lab {

struct ModularPlacement {
  int modulus = 0;                       // p; 0 when nothing was found
  std::vector<int> coefficients;         // a_1..a_{d-1}
  int offset = 0;                        // c
  std::vector<std::vector<int>> queens;  // 0-based coordinates
};

// The largest valid restriction over n <= p <= max_modulus, every a with
// 0 <= a_1 <= ... <= a_{d-1} <= p/2 (the others are images of these under
// reflections and axis permutations of the box) and every c. Stops early,
// with the best so far, when the deadline expires. d >= 2.
ModularPlacement best_modular_placement(int n, int d, int max_modulus, const Deadline& deadline);

// The same for a box n_1 x ... x n_d (the last axis is z, and a_i <= a_{i+1}
// only where n_i = n_{i+1}); every axis is tried as z, the queens given in
// the box's own coordinates. d >= 2.
ModularPlacement best_modular_placement(const std::vector<int>& sides, int max_modulus,
                                        const Deadline& deadline);

// The modulus range scanned by default: up to max(4n, n + 24).
int default_max_modulus(int n);

}  // namespace qh::lab
