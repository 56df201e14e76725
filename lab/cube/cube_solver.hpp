// The partial queens problem on the n^d board: the most queens, no two on a
// common line (v in {-1,0,1}^d \ {0}). Solved with CaDiCaL: at-most-one per
// line, a totalizer for the size, and the thesis's layer and sub-cube
// inequalities as capped totalizers, their right-hand sides being values
// this solver proves first for the smaller boards (n^(d-1), (n-1)^d).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lab/common/deadline.hpp"
#include "lab/common/solution_classes.hpp"
#include "lab/common/status.hpp"

namespace qh::lab {

struct CubeOptions {
  int n = 3;
  int d = 3;
  bool count = false;
  bool strengthen = false;  // layer and sub-cube inequalities (slower with SAT)
  int symmetry_depth = 32;  // lex-leader chain length (0: no symmetry breaking)
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
  int vars = 0;
  long clauses = 0;
};

CubeResult solve_cube(const CubeOptions& options, const Deadline& deadline,
                      const std::function<void(const std::string&)>& progress);

}  // namespace qh::lab
