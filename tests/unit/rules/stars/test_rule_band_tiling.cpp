// SPDX-License-Identifier: MIT
// band-tiling: three or four adjacent lines needing r stars whose open cells
// lie in r 2x2 windows have one star in each window (K >= 3).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kStrips3;

TEST_CASE("band-tiling: rows 1-3 fit in nine 2x2 blocks") {
  // Rows 1-3 need 9 stars. Columns 1-2, 4-5 and 7-8 of rows 1-3 take two
  // blocks each (six), columns 9-14 of rows 2-3 three more: nine blocks for
  // nine stars, one each. No two lines alone are tight (rows 1-2 have room
  // for 6 with 7 blocks, rows 2-3 for 6 with 7), so squeeze says nothing.
  const Bench<MediumBits> b(kStrips3, "band-tiling");
  const auto s = b.state(R"(
    . . x . . x . . x x x x x x
    . . x . . x . . . . . . . .
    . . x . . x . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
  )");
  Step<MediumBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 3);
  CHECK((step.placed | step.eliminated).any());
  // The cover with the edge blocks r1c1-r1c2, r1c4-r1c5, r1c7-r1c8: row 1's
  // stars take those three, so the blocks below hold row 3's stars and row
  // 2's cells in columns 1-8 lie in two blocks each.
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . . . . . .
    # # . # # . # # . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
  )"));
  check_says(b.explain(s, step), {"Rows 1, 2 and 3 need 9 stars between them", "2x2 blocks",
                                  "each holds exactly one", "cross out r2c1, r2c2"});
}

TEST_CASE("band-tiling runs for K >= 3 only") {
  const Bench<MediumBits> b(kStrips3, "band-tiling");
  CHECK_FALSE(b.rule.handles(2));
  CHECK(b.rule.handles(3));
}
