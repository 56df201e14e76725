// SPDX-License-Identifier: MIT
// Large placements on the n^d board that are invariant under a few of its
// symmetries: x_c = x_{s(c)} for every generator s, which folds the problem
// onto the orbits and makes good placements quick to find. Every model is
// a placement of the full board, so it is a lower bound (and a seed for
// the exact search); an unsat answer here says nothing about the board.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "lab/common/deadline.hpp"

namespace qh::lab {

// Generators by name: "central" (x -> n-1-x on every axis), "rotation"
// (a quarter turn about axis 0: (x1, x2) -> (x2, n-1-x1)), "diagonal" (the
// cyclic shift of the axes, 3-fold for d = 3), "half-turn" (x1, x2 both
// reversed), "mirror" (x1 <-> x2), "flip" (x0 reversed).
// Throws std::invalid_argument for an unknown name.
std::vector<std::vector<int>> symmetry_generators(int n, int d,
                                                  const std::vector<std::string>& names);

struct SymmetricResult {
  int lower = 0;
  bool exhausted = false;                 // proven: no invariant placement beats `lower`
  std::vector<std::vector<int>> witness;  // 0-based coordinates
};

// Searches targets from `start` up; each SAT call is limited to
// `conflict_limit` conflicts when that is not negative.
SymmetricResult search_symmetric(int n, int d, const std::vector<std::vector<int>>& generators,
                                 int start, int conflict_limit, const Deadline& deadline,
                                 const std::function<void(const std::string&)>& progress);

}  // namespace qh::lab
