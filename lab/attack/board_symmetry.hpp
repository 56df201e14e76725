// SPDX-License-Identifier: MIT
// The symmetric searches of `queens-lab attack`: boards that one symmetry of
// the square maps onto themselves. Restricting the search to them shrinks
// it a great deal (the document found most of its large optima this way),
// but an unsat answer then says nothing about the unrestricted problem.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "lab/common/grid_geometry.hpp"

namespace qh::lab {

enum class BoardSymmetry {
  none,
  half_turn,     // every axis reflected (any d)
  quarter_turn,  // (row, col) -> (col, n - 1 - row); d = 2 only
  mirror,        // left-right reflection (col -> n - 1 - col)
  diagonal,      // transpose (row, col) -> (col, row); d = 2 only
};

std::string_view board_symmetry_name(BoardSymmetry s);
std::optional<BoardSymmetry> parse_board_symmetry(std::string_view name);

// The symmetry as a cell permutation of `geo` (empty for none). Throws
// std::invalid_argument for a d = 2 only symmetry on another d.
std::vector<int> board_symmetry_permutation(const GridGeometry& geo, BoardSymmetry s);

}  // namespace qh::lab
