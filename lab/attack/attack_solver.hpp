// SPDX-License-Identifier: MIT
// Q_k(n) and q_k(n): the most queens on the n^d board (d = 2 for the
// published problem) such that each attacks exactly (at most) k others,
// a queen attacking the first queen on each of her rays. Solved with
// CaDiCaL on the encoding of attack_encoding.hpp by a sequence of SAT calls
// with growing targets; the result says what was proven.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lab/attack/board_symmetry.hpp"
#include "lab/common/deadline.hpp"
#include "lab/common/solution_classes.hpp"
#include "lab/common/status.hpp"

namespace qh::lab {

struct AttackOptions {
  int n = 8;
  int d = 2;
  int k = 1;
  bool at_most = false;
  bool count = false;  // count the optimal solutions (up to symmetry too)
  // Only boards this symmetry maps onto themselves (none: all boards).
  BoardSymmetry symmetric = BoardSymmetry::none;
  bool line_hints = true;             // the line-end counting constraint
  bool pair_hint = true;              // the k = 1 row/column constraint (attack_encoding.hpp)
  int bound_first_conflicts = 20000;  // 0: no first call at the line-end bound
  int symmetry_depth = 32;            // lex-leader chain length (0: no symmetry breaking)
  std::optional<int> seed;            // CaDiCaL's search path (SatSolver::randomize)
};

struct AttackResult {
  int lower = 0;  // queens in the witness
  int upper = 0;  // nothing larger exists (proven)
  Proof status = Proof::unknown;
  std::vector<std::vector<int>> witness;  // 1-based coordinates
  std::optional<SolutionCount> count;
  int counting_bound = 0;  // the line-end counting upper bound
  int sat_calls = 0;
  int vars = 0;
  long clauses = 0;
};

// The a-priori upper bound. Line ends: every queen leaves (directions - k)
// rays free, each ends on its own line end, and the board has 2 * lines of
// them. For "exactly k" with k odd the count is even as well. On the square
// two of the document's arguments are sharper: 2 * floor(2n/3) for exactly
// one, 3n - 2 for four (exactly or at most), and 4n - 4 for at most five
// (n >= 2).
int attack_counting_bound(int n, int d, int k, bool at_most);

AttackResult solve_attack(const AttackOptions& options, const Deadline& deadline,
                          const std::function<void(const std::string&)>& progress);

}  // namespace qh::lab
