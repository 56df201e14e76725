// SPDX-License-Identifier: MIT
// The partial queens problem on the n^d board: the most queens, no two on a
// common line (v in {-1,0,1}^d \ {0}). Solved with CaDiCaL: at-most-one per
// line, a totalizer for the size, and the thesis's layer and sub-cube
// inequalities as capped totalizers, their right-hand sides being values
// this solver proves first for the smaller boards (n^(d-1), (n-1)^d).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lab/common/deadline.hpp"
#include "lab/common/shard.hpp"
#include "lab/common/solution_classes.hpp"
#include "lab/common/status.hpp"
#include "lab/cube/layer_split.hpp"

namespace qh::lab {

struct CubeOptions {
  int n = 3;
  int d = 3;
  bool count = false;
  bool strengthen = false;  // layer and sub-cube inequalities (slower with SAT)
  int symmetry_depth = 32;  // lex-leader chain length (0: no symmetry breaking)
  // Refute the last target by cube-and-conquer over layer counts
  // (layer_split.hpp) once a plain SAT call needs more than
  // `plain_conflicts` conflicts.
  bool split = false;
  int threads = 1;  // workers of the split
  long plain_conflicts = 20000;
  // Window bounds of the split: the values of the h x n x ... x n boxes
  // for h <= n/2 + 1, each SAT call of theirs limited to this many
  // conflicts; longer windows from sums of shorter ones.
  bool windows = true;
  long window_conflicts = 1000000;
  int window_layers = 0;  // prove windows of up to this many layers (0: n/2 + 1)
  // Before the exact search, look for placements invariant under these
  // symmetries (symmetric_search.hpp; empty: none), each SAT call limited
  // to seed_conflicts. Only seeds the lower bound.
  std::vector<std::string> seed_symmetries;
  int seed_conflicts = 200000;
  // Search only placements invariant under seed_symmetries: a lower bound,
  // never "exact" (for boards too large to prove).
  bool invariant_only = false;
  // A placement known beforehand (0-based coordinates): the starting lower
  // bound. Set by the seed search; it must be a valid placement.
  std::vector<std::vector<int>> seed_witness;
};

struct CubeResult {
  int lower = 0;
  int upper = 0;
  Proof status = Proof::unknown;
  std::vector<std::vector<int>> witness;  // 1-based coordinates
  std::optional<SolutionCount> count;
  int layer_bound = 0;    // proven value of an (d-1)-layer, 0 if unused
  int subcube_bound = 0;  // proven value of the (n-1)^d board, 0 if unused
  int sat_calls = 0;
  int seed = 0;              // queens of the invariant seed placement, 0 if none
  std::int64_t vectors = 0;  // layer-count vectors of the split, 0 if unused
  std::int64_t refuted = 0;  // of those, proven unsat
  // The split that proved the upper bound (its target is upper + 1): its
  // vectors, every one refuted; 0 when no split proved it.
  std::int64_t proof_vectors = 0;
  // window_bounds[h]: the bound on h consecutive layers the split used
  // (proven box values and sums of them), 0 where none; empty if unused.
  std::vector<int> window_bounds;
  int vars = 0;
  long clauses = 0;
};

// The placement with every coordinate moved by `by` (+1: 0-based cells to
// a witness's 1-based coordinates; -1: back).
std::vector<std::vector<int>> shift_coordinates(std::vector<std::vector<int>> queens, int by);

CubeResult solve_cube(const CubeOptions& options, const Deadline& deadline,
                      const std::function<void(const std::string&)>& progress);

// One target of the layer split alone (`queens-lab cube --refute T`): the
// layer bound and window bounds proven as solve_cube proves them, then the
// vectors of `shard` refuted. Unsat over every shard means no placement of
// `target` queens. The bounds are recomputed by every shard (deterministic
// values), so the shards need nothing from each other.
struct RefuteOptions {
  int n = 0;
  int d = 0;
  int target = 0;
  int threads = 1;
  Shard shard;
};
SplitOutcome refute_by_layer_split(const RefuteOptions& options, const Deadline& deadline,
                                   const std::function<void(const std::string&)>& progress);

}  // namespace qh::lab
