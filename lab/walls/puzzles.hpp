// SPDX-License-Identifier: MIT
// Puzzles among walls boards, as the document defines its "interesting" set
// (docs/lab/walls.md):
// - the optimal placement is unique;
// - the walls are all needed: no proper subset of the walls (the empty set
//   included) gives a board of the same value with a unique optimal
//   placement. A subset of the same value with several optimal placements
//   does not count against the board: the extra wall is what makes the
//   answer unique (the document's edge case);
// - one board per symmetry class, and boards whose wall set some symmetry
//   maps onto itself are left out (the document excludes them: a symmetry
//   of the walls tends to map one optimal placement onto another).
// The values of the subsets come from the enumerations of fewer walls, made
// first and looked up by canonical wall set.
#pragma once

#include <cstdint>
#include <vector>

#include "lab/common/deadline.hpp"
#include "lab/common/status.hpp"

namespace qh::lab {

struct WallsPuzzle {
  std::uint64_t walls = 0;  // canonical wall set
  int value = 0;
  std::uint64_t placement = 0;  // the unique optimal placement
};

struct PuzzleSet {
  int n = 0;
  std::vector<std::vector<WallsPuzzle>> by_walls;  // index: number of walls, 0..max
  Proof proof = Proof::unknown;
};

PuzzleSet find_puzzles(int n, int max_walls, int threads, const Deadline& deadline);

}  // namespace qh::lab
