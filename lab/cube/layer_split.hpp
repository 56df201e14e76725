// SPDX-License-Identifier: MIT
// Cube-and-conquer over layer counts for the n^d queens problem: to show
// that no placement of `target` queens exists, split on the numbers of
// queens c_1..c_n in the layers along one axis and refute every vector by
// its own SAT call (the counts fixed by assumptions on per-layer
// totalizers, one incremental CaDiCaL per worker thread).
//
// Soundness. If a placement of >= target queens exists, so does one P of
// exactly target (drop queens). Let m be the largest number of queens in
// any layer of P along any axis; a symmetry of the cube moves that layer's
// axis to axis 0 and, reflecting axis 0 if needed, makes the count vector c
// of P along axis 0 no greater than its reverse. So P's image has: sum c =
// target, max c = m, every layer along every other axis <= m, every layer
// <= the proven value of the n^(d-1) board, every h consecutive layers <=
// the proven value of the h x n x ... x n box (when given). Its images under
// the symmetries that fix every layer along axis 0 satisfy the same, so the
// lex-least one also meets their lex-leader constraints. Every vector
// unsat therefore proves "no placement of target queens".
// A box n_0 x ... x n_{d-1} (longest side first) is split the same way:
// m then ranges over the layers along the axes of length n_0, which the
// box's symmetries permute, and the window bounds are the values of the
// boxes h x n_1 x ... x n_{d-1}.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "lab/common/deadline.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/common/shard.hpp"

namespace qh::lab {

struct LayerBounds {
  int layer = 0;            // every layer holds at most this many (a proven value)
  std::vector<int> window;  // window[h]: any h consecutive layers hold at most this; 0 = none
};

// The count vectors c (length n) with sum target, 0 <= c_i <= bounds.layer,
// every window within its bound, and c <= reverse(c) lexicographically;
// ordered by their largest entry, then lexicographically.
std::vector<std::vector<int>> layer_count_vectors(int n, int target, const LayerBounds& bounds);

struct SplitOutcome {
  SatResult result = SatResult::unknown;  // unsat: every vector refuted
  std::vector<std::vector<int>> witness;  // 0-based coordinates of a placement when sat
  std::int64_t vectors = 0;               // vectors to refute
  std::int64_t refuted = 0;               // vectors proven unsat
  // With SplitOptions::count: the placements of exactly `target` queens,
  // up to symmetry and in all; complete when result is unsat (every vector
  // exhausted), a lower bound otherwise. `witness` is then one of them.
  std::int64_t classes = 0;
  std::int64_t total = 0;
};

struct SplitOptions {
  int n = 0;
  int d = 0;
  // A box instead of the n^d cube: its sides, longest first (axis 0 is
  // split). The largest-layer argument then ranges over the axes as long
  // as axis 0, the only ones a symmetry can move there.
  std::vector<int> sides;
  int target = 0;
  LayerBounds bounds;
  int threads = 1;
  int symmetry_depth = 32;
  // Count every placement of exactly `target` queens instead of stopping
  // at the first: each vector is enumerated to unsat, every model's whole
  // orbit blocked, its class kept once (by its least image) across
  // workers. Complete by the same argument: every placement has an image
  // in some vector's subproblem.
  bool count = false;
  // Also bound the windows of layers along the other axes (hard clauses on
  // totalizers over the layers' unary counts); measured slower on 6^3 and
  // 7^3 (docs/lab/cube.md).
  bool cross_windows = false;
  // Only the vectors this shard owns (by their index in the ordered list):
  // K shards' refutations together refute every vector
  // (docs/lab/scale-out.md).
  Shard shard;
};

SplitOutcome solve_by_layer_counts(const SplitOptions& options, const Deadline& deadline,
                                   const std::function<void(const std::string&)>& progress);

}  // namespace qh::lab
