// SPDX-License-Identifier: MIT
// composite-regions: k lines hold their missing stars; the regions wholly
// inside take theirs; the other cells of the lines hold the rest (K >= 2).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBands2;

TEST_CASE("composite-regions: a leftover with no star to spare is crossed out") {
  const Bench<MediumBits> b(kBands2, "composite-regions");
  // Rows 3 and 4 need 4 stars; regions C and D lie inside and take 4, so
  // region B's cells there, r3c5 and r3c6, hold none.
  Step<MediumBits> step;
  REQUIRE(b.find(State<MediumBits>{}, step));
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . # # . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0b1100, 0, b.regions("CD")});
  CHECK(step.size == 2);
  check_says(b.explain(State<MediumBits>{}, step),
             {"Rows 3 and 4 need 4 stars between them", "regions C and D lie inside and take 4",
              "(r3c5 and r3c6) hold exactly 0 stars", "cross out r3c5 and r3c6"});
}

TEST_CASE("composite-regions: the leftover's two stars fill two blocks") {
  const Bench<MediumBits> b(kBands2, "composite-regions");
  // Rows 1 and 2 need 4 stars; region A lies inside and takes 2; region B
  // keeps r1c5, r2c5, r1c9 and r1c10 there, which hold the other 2: one in
  // the block r1c4-r2c5 (so not on r1c4 or r2c4, region A's cells in it)
  // and one in r1c9-r1c10.
  const auto s = b.state(R"(
    . . . . . x x x . .
    . . . . . x x x x x
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )");
  Step<MediumBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . # . . . . . .
    . . . # . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0b11, 0, b.regions("A")});
  check_says(b.explain(s, step),
             {"Rows 1 and 2 need 4 stars between them", "region A lies inside and takes 2",
              "hold exactly 2 stars", "r1c4-r2c5", "r1c9-r1c10", "cross out r1c4 and r2c4"});
}

TEST_CASE("composite-regions does not fire without a region inside lines, nor for K = 1") {
  const Bench<MediumBits> b(test::kBlocks2, "composite-regions");
  Step<MediumBits> step;
  // Every band of the block board is whole regions: no leftover.
  CHECK_FALSE(b.find(State<MediumBits>{}, step));
  CHECK_FALSE(b.rule.handles(1));
}
