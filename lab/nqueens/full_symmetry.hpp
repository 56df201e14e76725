// SPDX-License-Identifier: MIT
// Counting the classic n-queens solutions with all 8 symmetries of the
// square (docs/lab/nqueens.md), about twice as fast as the mirror alone.
//
// Solutions are counted by symmetry class, each class once, times its size.
// - A queen in a corner: put it at (0,0). Only the transpose keeps that
//   corner, and no solution is its own transpose (the queens on (1,a) and
//   (a,1) would share an anti-diagonal), so of the two images with the queen
//   at (0,0) the one whose column-1 queen lies below its row-1 queen is kept
//   and counted 8 times. No solution has two corner queens.
// - No corner queen: the representative is the lexicographically smallest
//   image (row by row, the queen's column). Its row-0 queen is then the
//   edge queen closest to a corner, at distance d from it, 1 <= d <= (n-1)/2;
//   so the search puts the row-0 queen at column d and forbids any edge
//   square nearer a corner than d (columns 0 and n-1 in the first and last d
//   rows, and the last row's outer d squares). At a leaf the 7 other images
//   are compared with the solution: it is kept when none is smaller, and
//   counts 8 / (the number of images equal to it).
#pragma once

#include <cstdint>

#include "lab/common/deadline.hpp"

namespace qh::lab {

struct FullSymmetryCount {
  std::uint64_t count = 0;
  std::uint64_t tasks = 0;
  std::uint64_t tasks_done = 0;
};

// n from 6 to 26.
FullSymmetryCount count_classic_full_symmetry(int n, int threads, const Deadline& deadline);

}  // namespace qh::lab
