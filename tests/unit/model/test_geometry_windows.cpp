// SPDX-License-Identifier: MIT
// Geometry::window (engine/model/geometry.hpp): the cells of the 2x2 window
// at every top-left corner from (-1, -1) to (N-1, N-1), clipped to the
// board, on Star Battle boards of several sizes.
#include <doctest/doctest.h>

#include <string>

#include "engine/model/geometry.hpp"
#include "support.hpp"

using namespace qh;

TEST_CASE("window: the 2x2 block's cells on the board, at every corner") {
  for (int n : {6, 10, 17, kMaxSize}) {
    std::string text = "stars: 2\n";
    for (int r = 0; r < n; ++r)
      text += std::string(static_cast<std::size_t>(n), static_cast<char>('A' + r)) + "\n";
    const Geometry<WideBits> g(test::board_from(text));
    REQUIRE(g.size() == n);
    REQUIRE(g.stars() == 2);
    for (int row = -1; row < n; ++row) {
      for (int col = -1; col < n; ++col) {
        WideBits expected;
        for (int r = row; r <= row + 1; ++r)
          for (int c = col; c <= col + 1; ++c)
            if (r >= 0 && r < n && c >= 0 && c < n) expected.set(r * n + c);
        CHECK(g.window(row, col) == expected);
        // Inside the board a window has 4 cells, on an edge 2, in a corner 1.
        const int inside = (row >= 0 && row + 1 < n ? 2 : 1) * (col >= 0 && col + 1 < n ? 2 : 1);
        CHECK(g.window(row, col).count() == inside);
      }
    }
  }
}
