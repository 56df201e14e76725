// SPDX-License-Identifier: MIT
// The fewest walls that admit q queens on the n x n board, a witness board,
// and how many boards (and symmetry classes) with that many walls admit q
// queens (docs/lab/walls.md).
//
// Two methods:
// - sat: the SAT model (sat_model.hpp) with walls and queens chosen together;
//   a first solution gives m walls, then "at most m-1 walls" is asked until
//   the solver proves it impossible. Boards are then counted by blocking each
//   wall set found and solving again.
// - exact: enumerate_walls for W = 0, 1, 2, ... until a class of value >= q
//   appears (n <= 8, and only while W is small).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "lab/common/deadline.hpp"
#include "lab/common/status.hpp"

namespace qh::lab {

struct FewestWalls {
  int n = 0;
  int queens = 0;
  int walls = -1;                // the least number; -1 when no board admits q queens (or unknown)
  Proof proof = Proof::unknown;  // exact: `walls` is proven least (or none exists)
  bool impossible = false;       // proven: no board of this size admits q queens
  std::vector<int> witness_walls, witness_queens;  // cells r * n + c
  bool counted = false;                            // boards and classes are complete (exact)
  std::uint64_t boards = 0;   // boards with `walls` walls admitting q queens (found so far)
  std::uint64_t classes = 0;  // their symmetry classes
};

FewestWalls fewest_walls_sat(int n, int queens, bool count, const Deadline& deadline);
FewestWalls fewest_walls_exact(int n, int queens, int threads, const Deadline& deadline);

// The canonical (smallest under the 8 symmetries, as a sorted cell list)
// form of a cell set of the n x n board, any n.
std::vector<int> canonical_cells(int n, std::vector<int> cells);

// The second method for a board's value: true when the SAT model agrees that
// `value` queens fit and `value + 1` do not; nullopt when the deadline hit.
std::optional<bool> sat_confirms_value(int n, std::uint64_t walls, std::uint64_t blocked, int value,
                                       const Deadline& deadline);

std::string cell_list_text(const std::vector<int>& cells, int n);

}  // namespace qh::lab
