// SPDX-License-Identifier: MIT
// A walls board of at most 8 x 8 squares as three bit sets (cell (r, c) is
// bit r * n + c): walls (no queen, lines of sight stop), blocked squares (no
// queen, sight passes) and given queens. docs/lab/walls.md.
#pragma once

#include <cstdint>
#include <string>

#include "engine/model/classic_board.hpp"

namespace qh::lab {

inline constexpr int kMaxWallsN = 8;

struct WallsBoard {
  int n = 8;
  std::uint64_t walls = 0;
  std::uint64_t blocked = 0;
  std::uint64_t given = 0;

  std::uint64_t full() const {
    return n == 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (n * n)) - 1U;
  }
};

// From a parsed board file of kind walls (or blocked / completion: then the
// board has no walls). Throws std::invalid_argument naming `source` when the
// board is larger than 8 x 8.
WallsBoard walls_board_from(const ClassicBoard& board, const std::string& source);

// Cells written as the document writes them, 0-based (row,col), space-separated.
std::string cells_text(std::uint64_t cells, int n);

}  // namespace qh::lab
