// SPDX-License-Identifier: MIT
// The most non-attacking queens on a box n_1 x ... x n_d (the cube's lines
// restricted to it), by plain SAT: at most one queen per line, a totalizer
// for the size with growing targets, lex-leader constraints over the box's
// symmetries. Used for the window bounds of the layer split: any h
// consecutive layers of the n^d board form an h x n x ... x n box.
#pragma once

#include <vector>

#include "lab/common/deadline.hpp"
#include "lab/common/status.hpp"

namespace qh::lab {

struct BoxValue {
  int lower = 0;
  int upper = 0;
  Proof status = Proof::unknown;          // exact when lower == upper was proven
  std::vector<std::vector<int>> witness;  // 0-based coordinates
};

// Each SAT call stops after `conflict_limit` conflicts when that is not
// negative (the value is then left open).
BoxValue solve_box_value(const std::vector<int>& sides, const Deadline& deadline,
                         int conflict_limit = -1, int symmetry_depth = 32);

}  // namespace qh::lab
