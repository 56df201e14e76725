// SPDX-License-Identifier: MIT
// The exact check of an LP bound on the n^d queens board: a fractional
// clique cover. Each line of the file is a weight and a clique,
//
//   1/4: 0,0,0,0 0,1,1,1 ...      (cells as 0-based coordinates)
//
// ('#' lines are comments). If every listed set is a clique (any two cells
// share a queen line), every weight is positive, and every cell is covered
// with total weight at least 1, then a placement Q satisfies
// |Q| <= sum over q in Q of the weights covering q = sum over cliques K of
// w_K |K ∩ Q| <= sum of w_K, since a clique holds one queen at most. So the
// board holds at most floor(total weight). This is the LP dual of the
// clique LP, checked here in integer arithmetic (a common denominator).
#pragma once

#include <cstdint>
#include <string>

namespace qh::lab {

struct CoverCheck {
  bool ok = false;
  std::string reason;  // why not; empty when ok
  std::int64_t numerator = 0;
  std::int64_t denominator = 1;  // the total weight, reduced
  std::int64_t bound = 0;        // floor of the total weight
  int cliques = 0;
};

CoverCheck check_clique_cover(const std::string& text, int n, int d);

}  // namespace qh::lab
