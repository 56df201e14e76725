// SPDX-License-Identifier: MIT
// The n^d board as tables: cells, the 3^d - 1 directions a queen moves in,
// the step from a cell in a direction, the maximal lines, and the d! * 2^d
// symmetries of the cube (axis permutations and reflections). Shared by the
// attack-k and cube solvers; the witness checker (lab/verify/) does not use
// it on purpose.
#pragma once

#include <cstdint>
#include <vector>

namespace qh::lab {

class GridGeometry {
 public:
  // Throws std::invalid_argument when n < 1, d < 1 or n^d is too large.
  GridGeometry(int n, int d);

  int n() const { return n_; }
  int d() const { return d_; }
  int cells() const { return cells_; }
  // Directions: every v in {-1,0,1}^d except 0, in lexicographic order, so
  // the opposite of direction j is directions() - 1 - j.
  int directions() const { return directions_; }
  int opposite(int dir) const { return directions_ - 1 - dir; }
  // The neighbour of `cell` one step along `dir`, or -1 off the board.
  int step(int cell, int dir) const { return step_[index(cell, dir)]; }

  std::vector<int> coords(int cell) const;
  int cell_at(const std::vector<int>& coords) const;

  // Maximal lines (one per direction pair; a corner's diagonal of one cell
  // is a line too), each as its cells in order.
  const std::vector<std::vector<int>>& lines() const { return lines_; }
  // Every symmetry of the board as a cell permutation (identity first).
  const std::vector<std::vector<int>>& symmetries() const { return symmetries_; }

 private:
  std::size_t index(int cell, int dir) const {
    return static_cast<std::size_t>(cell) * static_cast<std::size_t>(directions_) +
           static_cast<std::size_t>(dir);
  }

  int n_;
  int d_;
  int cells_ = 1;
  int directions_ = 1;
  std::vector<int> step_;
  std::vector<std::vector<int>> lines_;
  std::vector<std::vector<int>> symmetries_;
};

}  // namespace qh::lab
