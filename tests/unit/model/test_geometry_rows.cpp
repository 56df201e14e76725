// SPDX-License-Identifier: MIT
// Geometry::row_of and col_of (engine/model/geometry.hpp) work out a cell's
// row without a division: the same row and column as the division for every
// cell of every board size up to 26x26, and for numbers that are no cell.
#include <doctest/doctest.h>

#include <string>

#include "engine/model/geometry.hpp"
#include "support.hpp"

using namespace qh;

TEST_CASE("row_of and col_of are the division's row and column on every size") {
  for (int n = 4; n <= kMaxSize; ++n) {
    std::string text = "\n";
    for (int r = 0; r < n; ++r)
      text += std::string(static_cast<std::size_t>(n), static_cast<char>('A' + r)) + "\n";
    const Geometry<WideBits> g(test::board_from(text));
    REQUIRE(g.size() == n);
    for (int cell = -1; cell <= n * n; ++cell) {
      CHECK(g.row_of(cell) == cell / n);
      CHECK(g.col_of(cell) == cell % n);
    }
  }
}
