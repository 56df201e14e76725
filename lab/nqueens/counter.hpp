// SPDX-License-Identifier: MIT
// Counting the solutions of n-queens instances: the classic problem (an
// empty n x n board) and completion / blocked instances (given queens,
// blocked squares), docs/lab/nqueens.md.
//
// The counter is the usual bitboard backtrack: one row at a time, the free
// columns of the row are what is left of the row's allowed squares once the
// columns and both diagonals in use are removed (three machine words shifted
// one step per row). On the empty board the left-right mirror halves the
// work: a solution whose first-row queen is in the left half has a mirror
// image with it in the right half, so those are counted once and doubled;
// for odd n the first-row queen in the middle column is mirrored by the
// second-row queen's half, counted the same way. The search is split into
// prefixes of the first rows, which -j threads take from a shared counter.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/model/classic_board.hpp"
#include "lab/common/deadline.hpp"
#include "lab/common/status.hpp"

namespace qh::lab {

inline constexpr int kMaxQueensN = 26;

// A row-by-row instance: for each row the columns (bit c) a queen may take.
struct NQueensInstance {
  int n = 0;
  std::vector<std::uint32_t> allowed;  // n masks
  bool mirror = false;                 // the instance is left-right symmetric (empty board)
  bool full_symmetry = false;          // the empty board, n >= 6: use all 8 symmetries
};

// The empty n x n board (1 <= n <= kMaxQueensN). From n = 6 it is counted
// with all 8 symmetries (full_symmetry.hpp); clear full_symmetry to count it
// with the mirror alone.
NQueensInstance classic_instance(int n);
// A completion or blocked board: blocked squares and squares a given queen
// attacks are removed, a given queen's row holds only its square. Given
// queens that attack each other leave an instance with no solution.
NQueensInstance board_instance(const ClassicBoard& board);

struct CountResult {
  std::uint64_t count = 0;  // exact when proof == exact, else the solutions found so far
  Proof proof = Proof::unknown;
  int threads = 1;
  std::uint64_t tasks = 0;       // prefixes the work was split into
  std::uint64_t tasks_done = 0;  // finished before the deadline
};

CountResult count_solutions(const NQueensInstance& instance, int threads, const Deadline& deadline);

// An independent oracle for tests: plain backtracking over the board's
// squares with boolean column and diagonal arrays, no bit tricks, no symmetry.
std::uint64_t count_naive(const ClassicBoard& board);

}  // namespace qh::lab
