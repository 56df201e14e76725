// SPDX-License-Identifier: MIT
// adjacency-blocks-region: a cell whose queen would rule out every open cell
// of some region, row or column is crossed out. The house with the fewest
// open cells is reported (regions first on ties).
#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <string_view>

#include "../rule_bench.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBoard;

TEST_CASE("adjacency-blocks-region: the cells that see both ends of a diagonal pair") {
  const Bench<NarrowBits> b(kBoard, "adjacency-blocks-region");
  // Region D is down to r3c3 and r4c4, which share no line: a table of
  // polyomino shapes would miss it, the common attacks do not.
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
  CHECK(step.houses == HouseSet{0, 0, b.regions("D")});
  CHECK(step.size == 2);
  check_says(b.explain(s, step),
             {"r2c4, r3c5, r4c2 and r5c3", "region D", "r3c3 and r4c4", "cross them out"});
}

TEST_CASE("adjacency-blocks-region prefers the house with fewest open cells, rows included") {
  const Bench<NarrowBits> b(kBoard, "adjacency-blocks-region");
  // Region C (3 cells: r3c2, r4c1, r4c2) blocks r5c2 and r4c3, but row 3 is
  // down to 2 cells, r3c2 and r3c3, and that is the simpler reason.
  const auto s = b.state(R"(
    . . . . . .
    . . . . . .
    x . . x x x
    . . . . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.houses == HouseSet{1U << 2, 0, 0});
  CHECK(step.size == 2);
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . # # . . .
    . . . . . .
    . # # . . .
    . . . . . .
    . . . . . .
  )"));
  check_says(b.explain(s, step), {"row 3", "r3c2 and r3c3", "r2c2, r2c3, r4c2 and r4c3"});
}

TEST_CASE("adjacency-blocks-region names a single blocked cell and a single-cell house") {
  const Bench<NarrowBits> b(kBoard, "adjacency-blocks-region");
  SUBCASE("one cell sees both ends of the pair") {
    // Region C (an L of three) blocks r2c1, but region D, the diagonal pair,
    // has fewer cells and blocks only r5c3.
    const auto s = b.state(R"(
      . . . . . .
      . . . x . .
      . . . x x .
      . x x . . .
      . . . . . .
      . . . . . .
    )");
    Step<NarrowBits> step;
    REQUIRE(b.find(s, step));
    CHECK(step.eliminated == NarrowBits::single(b.g.index(4, 2)));
    CHECK(step.houses == HouseSet{0, 0, b.regions("D")});
    check_says(b.explain(s, step), {"r5c3", "region D", "r3c3 and r4c4", "cross it out"});
  }
  SUBCASE("a house with one open cell") {
    const auto s = b.state(R"(
      . . . . . .
      . . . . . .
      x x . . . .
      x . . . . .
      . . . . . .
      . . . . . .
    )");
    Step<NarrowBits> step;
    REQUIRE(b.find(s, step));
    CHECK(step.size == 1);
    CHECK(step.houses == HouseSet{0, 0, b.regions("C")});
    CHECK(b.show(step.eliminated) == b.cells(R"(
      . # . . . .
      . # . . . .
      . . # . . .
      . . # # # #
      # # # . . .
      . # . . . .
    )"));
    check_says(b.explain(s, step), {"region C", "r4c2"});
  }
}

TEST_CASE("adjacency-blocks-region does not fire when no cell blocks a house") {
  const Bench<NarrowBits> b(kBoard, "adjacency-blocks-region");
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(State<NarrowBits>{}, step));
  // Region D is still the diagonal pair, but its four blocked cells (and
  // region C's) are crossed out already.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    x . . x . .
    . . . x x .
    . x x . . .
    . . x . . .
    . . . . . .
  )"),
                     step));
}

TEST_CASE("adjacency-blocks-region on a 12x12 board") {
  const Bench<WideBits> b(R"(
    A A A A A B B B B B L L
    A A A A B B B B B B L L
    C C C C C C D D D D D L
    C C C C C D D D D D D L
    E E E E E E F F F F F L
    E E E E E F F F F F F L
    G G G G G G H H H H H L
    G G G G G H H H H H H L
    I I I I I I J J J J J L
    I I I I I J J J J J J L
    K K K K K K K K K K K L
    K K K K K K L L L L L L
  )",
                          "adjacency-blocks-region");
  // Row 1 is down to r1c4 and r1c6, in different regions: only r2c5
  // touches both.
  const auto s = b.state(R"(
    x x x . x . x x x x x x
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
  )");
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.eliminated == WideBits::single(b.g.index(1, 4)));
  CHECK(step.houses == HouseSet{1U << 0, 0, 0});
  check_says(b.explain(s, step), {"r2c5", "row 1", "r1c4 and r1c6"});
}
