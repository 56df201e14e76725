// SPDX-License-Identifier: MIT
#include "lab/walls/walls_board.hpp"

#include <stdexcept>

namespace qh::lab {

WallsBoard walls_board_from(const ClassicBoard& board, const std::string& source) {
  if (board.n > kMaxWallsN)
    throw std::invalid_argument(source + ": walls boards up to 8x8 are supported (this one is " +
                                std::to_string(board.n) + "x" + std::to_string(board.n) + ")");
  WallsBoard b{.n = board.n};
  for (int r = 0; r < board.n; ++r) {
    for (int c = 0; c < board.n; ++c) {
      const std::uint64_t bit = std::uint64_t{1} << (r * board.n + c);
      switch (board.at(r, c)) {
        case Square::wall:
          b.walls |= bit;
          break;
        case Square::blocked:
          b.blocked |= bit;
          break;
        case Square::queen:
          b.given |= bit;
          break;
        case Square::open:
          break;
      }
    }
  }
  return b;
}

std::string cells_text(std::uint64_t cells, int n) {
  std::string out;
  for (int i = 0; i < n * n; ++i) {
    if (((cells >> i) & 1U) == 0) continue;
    if (!out.empty()) out += ' ';
    out += '(' + std::to_string(i / n) + ',' + std::to_string(i % n) + ')';
  }
  return out;
}

}  // namespace qh::lab
