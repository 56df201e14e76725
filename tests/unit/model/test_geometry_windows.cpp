// SPDX-License-Identifier: MIT
// Geometry::window (engine/model/geometry.hpp): the cells of the 2x2 window
// at every top-left corner from (-1, -1) to (N-1, N-1), clipped to the
// board, on Queens and Star Battle boards of several sizes (a rule asked
// outside its star counts reads them too).
#include <doctest/doctest.h>

#include <string>
#include <utility>

#include "engine/model/geometry.hpp"
#include "support.hpp"

using namespace qh;

TEST_CASE("window: the 2x2 block's cells on the board, at every corner") {
  const std::pair<int, int> boards[] = {{6, 1}, {10, 1}, {10, 2}, {17, 4}, {kMaxSize, 2}};
  for (const auto& [n, stars] : boards) {
    std::string text = stars == 1 ? "\n" : "stars: " + std::to_string(stars) + "\n";
    for (int r = 0; r < n; ++r)
      text += std::string(static_cast<std::size_t>(n), static_cast<char>('A' + r)) + "\n";
    const Geometry<WideBits> g(test::board_from(text));
    REQUIRE(g.size() == n);
    REQUIRE(g.stars() == stars);
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
