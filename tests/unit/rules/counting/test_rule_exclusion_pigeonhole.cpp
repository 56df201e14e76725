// SPDX-License-Identifier: MIT
// exclusion-pigeonhole: a cell whose queen would leave k houses with their
// open cells inside fewer than k houses of another kind is crossed out, and
// every cell whose queen breaks the very same count goes with it (one
// argument, one step).
#include <doctest/doctest.h>

#include <string>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::kBoard;

TEST_CASE("exclusion-pigeonhole: every cell that empties the same region, in one step") {
  const Bench<NarrowBits> b(kBoard, "exclusion-pigeonhole");
  // Region D is down to r3c3 and r4c4: a queen on any cell that sees both
  // leaves it empty (k = 1, the count adjacency-blocks-region makes).
  const auto s = b.state(R"(
    . . . . . .
    . . . . . .
    . . . x . .
    . . x . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(step.size == 1);
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . # . .
    . . . . # .
    . # . . . .
    . . # . . .
    . . . . . .
  )"));
  CHECK(step.houses.regions == b.regions("D"));
  CHECK(b.explain(s, step) ==
        "If any of r2c4, r3c5, r4c2 and r5c3 held a queen, region D would have no open cell "
        "left. So none of them can hold a queen: cross them out.");
}

TEST_CASE("exclusion-pigeonhole, two stars: a star that leaves a row more stars than its region") {
  const Bench<NarrowBits> b(test::kBlocks8, "exclusion-pigeonhole");
  // Row 1 keeps only r1c1..r1c4 and region B only its row-2 cells. A star on
  // r2c1..r2c4 breaks two counts of size 1: row 1 would need 2 stars from
  // region A, which would need 1, and region B 2 stars from row 2, which
  // would need 1. Regions are counted against rows first, so it tells B's.
  const auto s = b.state(R"(
    . . . . x x x x
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(step.size == 1);
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    # # # # . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  CHECK(step.houses.rows == 2U);
  CHECK(step.houses.regions == b.regions("B"));
  CHECK(b.explain(s, step) ==
        "If any of r2c1, r2c2, r2c3 and r2c4 held a star, region B would still need 2 stars "
        "with all its remaining cells in row 2, which needs only 1. So none of them can hold a "
        "star: cross them out.");
}

TEST_CASE("exclusion-pigeonhole, two stars: silent when every star keeps the counts") {
  const Bench<NarrowBits> b(test::kBlocks8, "exclusion-pigeonhole");
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"),
                     step));
}
