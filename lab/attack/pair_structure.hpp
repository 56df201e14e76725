// SPDX-License-Identifier: MIT
// Q_1(n) at the pair bound 2 * floor(2n/3), by SAT on the structure every
// such board has (docs/lab/attack.md, "Constructions"). A board has each
// queen attacking exactly one other if and only if every line (row,
// column, diagonal, anti-diagonal) holds at most two queens and each queen
// is on exactly one line holding two. A pair in a row or column owns three
// of the 2n rows and columns, a diagonal pair four, so with E empty rows
// and columns and p diagonal pairs the board has (4n - 2E - 2p) / 3
// queens: the bound is met exactly when E + p equals the slack
// (4n - 3 * bound) / 2, which is 0, 2, 1 for n = 0, 1, 2 (mod 3). The
// model has no count of queens and no rays, so CaDiCaL finds boards far
// past the general encoding's reach; searching half-turn symmetric boards
// only is faster again. Not a formula: a search with a deadline, whose
// every answer is checked by lab/verify in the tests and the bench.
#pragma once

#include <optional>
#include <vector>

#include "lab/attack/board_symmetry.hpp"
#include "lab/common/deadline.hpp"

namespace qh::lab {

struct PairStructureResult {
  // 1-based (row, column) queens; empty when none was found in time or none
  // exists among the boards searched.
  std::vector<std::vector<int>> queens;
  bool found = false;                            // a board at the bound (n = 1: the empty one)
  bool proven_none = false;                      // the (symmetric) model is unsatisfiable
  BoardSymmetry symmetry = BoardSymmetry::none;  // of the boards searched last
  int sat_calls = 0;
  int vars = 0;  // of the last call
  long clauses = 0;
};

// E + p at the pair bound (above).
int q1_pair_slack(int n);

// n >= 1. A symmetry other than none: only boards it maps onto themselves
// (unsatisfiable then says nothing about other boards). With the quarter
// turn, empty rows and empty columns come in pairs and so do diagonal
// pairs, so for n = 2 (mod 3), slack 1, there is no such board. A seed
// sends CaDiCaL down another reproducible path (SatSolver::randomize).
PairStructureResult build_q1_pair_structure(int n, BoardSymmetry symmetry, const Deadline& deadline,
                                            std::optional<int> seed = std::nullopt);

// Half-turn symmetric boards first (fast), then, if provably none, all
// boards: proven_none then means Q_1(n) < 2 * floor(2n/3).
PairStructureResult build_q1_at_pair_bound(int n, const Deadline& deadline,
                                           std::optional<int> seed = std::nullopt);

}  // namespace qh::lab
