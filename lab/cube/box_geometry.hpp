// SPDX-License-Identifier: MIT
// The box n_1 x ... x n_d with the queen lines of the cube restricted to
// it: cells, the maximal lines of two or more cells along every direction
// v in {-1,0,1}^d \ {0}, the layers along each axis, and the symmetries of
// the box (axis permutations between sides of equal length, reflections).
// A cube is the box with all sides equal. Any axis-aligned box inside the
// n^d board sees exactly these lines, so a placement on the board restricted
// to a box is a placement on the box: v(board) <= sum of v(box) over a
// partition, and "queens in any translate of a box <= v(box)" is valid.
#pragma once

#include <string>
#include <vector>

namespace qh::lab {

class BoxGeometry {
 public:
  // Throws std::invalid_argument for an empty box, a side < 1 or more than
  // 1'000'000 cells.
  explicit BoxGeometry(std::vector<int> sides);

  const std::vector<int>& sides() const { return sides_; }
  int dims() const { return static_cast<int>(sides_.size()); }
  int cells() const { return cells_; }
  // Cell index: mixed radix, the last axis fastest. Coordinates 0-based.
  std::vector<int> coords(int cell) const;
  int cell_at(const std::vector<int>& coords) const;

  // Maximal lines of at least two cells, each as its cells in order.
  const std::vector<std::vector<int>>& lines() const { return lines_; }
  // layer(a, i): the cells whose coordinate along axis a is i.
  std::vector<int> layer(int axis, int index) const;
  // Every symmetry of the box as a cell permutation (identity first).
  const std::vector<std::vector<int>>& symmetries() const { return symmetries_; }
  // The cell permutation sending axis a to axis_map[a], reversed when
  // flip[a] (sides must match: sides[axis_map[a]] == sides[a]).
  std::vector<int> symmetry(const std::vector<int>& axis_map, const std::vector<bool>& flip) const;
  // The symmetries that map every layer along `axis` onto itself.
  std::vector<std::vector<int>> symmetries_fixing_layers(int axis) const;

 private:
  std::vector<int> sides_;
  std::vector<int> strides_;
  int cells_ = 1;
  std::vector<std::vector<int>> lines_;
  std::vector<std::vector<int>> symmetries_;
  // Per symmetry: the axis each axis goes to and whether it is reversed.
  std::vector<std::vector<int>> axis_maps_;
  std::vector<std::vector<bool>> flips_;
};

// "5^4" for a cube, "5x5x5x2" for any other box.
std::string box_name(const std::vector<int>& sides);

}  // namespace qh::lab
