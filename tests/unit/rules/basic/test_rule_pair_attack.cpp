// SPDX-License-Identifier: MIT
// pair-attack: a house with two open cells (with K stars per house: two ways
// of completing it) crosses out every cell that clashes with both.
#include <doctest/doctest.h>

#include <string>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::kBoard;

TEST_CASE("pair-attack: the cells that see both open cells of a two-cell region") {
  const Bench<NarrowBits> b(kBoard, "pair-attack");
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
  CHECK(step.size == 2);
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . # . .
    . . . . # .
    . # . . . .
    . . # . . .
    . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . . . .
    . . . . . .
    . . # . . .
    . . . # . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(b.explain(s, step) ==
        "Region D's queen is on r3c3 or r4c4. Whichever it is, r2c4, r3c5, r4c2 and r5c3 share "
        "a line or region with it or touch it: cross them out.");
}

TEST_CASE("pair-attack: silent when no house is down to two cells") {
  const Bench<NarrowBits> b(kBoard, "pair-attack");
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    . . . . . .
    . . . x . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
}

TEST_CASE("pair-attack, two stars: a row with exactly two ways to take its stars") {
  const Bench<NarrowBits> b(test::kBlocks8, "pair-attack");
  // Row 1 keeps r1c1, r1c2 and r1c4; r1c1 and r1c2 touch, so its two stars
  // are r1c1 + r1c4 or r1c2 + r1c4. Every cell of row 2 from c1 to c5
  // touches a star of both ways.
  const auto s = b.state(R"(
    . . x . x x x x
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
  CHECK(step.size == 2);
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    # # # # # . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  CHECK(b.explain(s, step) ==
        "Row 1 can get its 2 stars in only two ways: r1c1 and r1c4, or r1c2 and r1c4. Either "
        "way, a star on any of r2c1, r2c2, r2c3, r2c4 and r2c5 would touch one of them or "
        "overfill a row, column or region: cross them out.");
}

TEST_CASE("pair-attack, two stars: three ways is not two") {
  const Bench<NarrowBits> b(test::kBlocks8, "pair-attack");
  // Row 1 keeps r1c1, r1c3 and r1c6: three ways to place two stars.
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(b.state(R"(
    . x . x x . x x
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

TEST_CASE("pair-attack, two stars: a way that overfills a region is no way") {
  const Bench<NarrowBits> b(R"(
    stars: 2
    A A A A B B B B
    A A A A B B B B
    A A A A C C C C
    D D D D C C C C
    D D D D E E E E
    F F F F E E E E
    F F F F G G G G
    H H H H G G G G
  )",
                            "pair-attack");
  // Region A holds a star on r3c1 and takes one more, so row 1's r1c1 and
  // r1c3 cannot both have stars: its two ways are r1c1 + r1c6 and
  // r1c3 + r1c6. Both fill region A and both touch r2c5..r2c7.
  const auto s = b.state(R"(
    . x . x x . x x
    x x . . . . . .
    Q x . . . . . .
    x x . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    . . # # # # # .
    . . # # . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    # . # . . # . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
}
