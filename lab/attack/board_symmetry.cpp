// SPDX-License-Identifier: MIT
#include "lab/attack/board_symmetry.hpp"

#include <array>
#include <stdexcept>
#include <string>

namespace qh::lab {
namespace {

struct Named {
  BoardSymmetry symmetry;
  std::string_view name;
};

constexpr std::array<Named, 5> kNames{{{BoardSymmetry::none, "none"},
                                       {BoardSymmetry::half_turn, "half-turn"},
                                       {BoardSymmetry::quarter_turn, "quarter-turn"},
                                       {BoardSymmetry::mirror, "mirror"},
                                       {BoardSymmetry::diagonal, "diagonal"}}};

}  // namespace

std::string_view board_symmetry_name(BoardSymmetry s) {
  for (const Named& n : kNames) {
    if (n.symmetry == s) return n.name;
  }
  return "none";
}

std::optional<BoardSymmetry> parse_board_symmetry(std::string_view name) {
  for (const Named& n : kNames) {
    if (n.name == name) return n.symmetry;
  }
  return std::nullopt;
}

std::vector<int> board_symmetry_permutation(const GridGeometry& geo, BoardSymmetry s) {
  if (s == BoardSymmetry::none) return {};
  if ((s == BoardSymmetry::quarter_turn || s == BoardSymmetry::diagonal) && geo.d() != 2) {
    throw std::invalid_argument("the " + std::string(board_symmetry_name(s)) +
                                " symmetry needs d = 2");
  }
  const int last = geo.n() - 1;
  std::vector<int> perm(static_cast<std::size_t>(geo.cells()));
  for (int c = 0; c < geo.cells(); ++c) {
    // Coordinate 0 is the column, coordinate 1 the row (for d = 2).
    std::vector<int> p = geo.coords(c);
    switch (s) {
      case BoardSymmetry::half_turn:
        for (int& x : p) x = last - x;
        break;
      case BoardSymmetry::quarter_turn: {
        // (row, col) -> (col, last - row): new row = col, new col = last - row.
        const int col = p[0];
        const int row = p[1];
        p[1] = col;
        p[0] = last - row;
        break;
      }
      case BoardSymmetry::mirror:
        p[0] = last - p[0];
        break;
      case BoardSymmetry::diagonal: {
        const int col = p[0];
        p[0] = p[1];
        p[1] = col;
        break;
      }
      case BoardSymmetry::none:
        break;
    }
    perm[static_cast<std::size_t>(c)] = geo.cell_at(p);
  }
  return perm;
}

}  // namespace qh::lab
