// SPDX-License-Identifier: MIT
// A board of the classic queens family (docs/classic.md): chess queens,
// which attack along rows, columns and diagonals, on a square grid whose
// squares are open, blocked (no queen here), walls (no queen here, and lines
// of sight stop) or hold a given queen.
//
//   completion  n queens, one per row and column, none sharing a diagonal;
//               some are given
//   blocked     the same, and some squares may not hold a queen
//   walls       as many queens as fit with no two seeing each other; walls
//               block sight, so a row may hold several queens
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace qh {

enum class ClassicKind { completion, blocked, walls };

enum class Square : std::uint8_t { open, blocked, wall, queen };

struct ClassicBoard {
  ClassicKind kind = ClassicKind::completion;
  int n = 0;
  std::vector<Square> squares;  // row-major, n * n

  Square at(int row, int col) const { return squares[static_cast<std::size_t>(row * n + col)]; }
  int count(Square s) const {
    int total = 0;
    for (Square x : squares) total += x == s ? 1 : 0;
    return total;
  }
};

constexpr std::string_view kind_name(ClassicKind k) {
  switch (k) {
    case ClassicKind::completion: return "completion";
    case ClassicKind::blocked: return "blocked";
    case ClassicKind::walls: return "walls";
  }
  return "completion";
}

constexpr std::optional<ClassicKind> kind_from_name(std::string_view name) {
  for (ClassicKind k : {ClassicKind::completion, ClassicKind::blocked, ClassicKind::walls})
    if (kind_name(k) == name) return k;
  return std::nullopt;
}

// The character a square is written as in a board file.
constexpr char square_char(Square s) {
  switch (s) {
    case Square::open: return '.';
    case Square::blocked: return 'x';
    case Square::wall: return '#';
    case Square::queen: return 'Q';
  }
  return '.';
}

}  // namespace qh
