// SPDX-License-Identifier: MIT
// region-confined-to-line: a region whose open cells all lie in one row (or
// column) takes that line's queen, so the rest of the line is crossed out.
// The region with the fewest open cells is reported.
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

TEST_CASE("region-confined-to-line: a region inside one row clears the rest of the row") {
  const Bench<NarrowBits> b(kBoard, "region-confined-to-line");
  const auto s = b.state(R"(
    . . . . . .
    . . . . . .
    . . . . . .
    . . x x . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . . . .
    # # . . # #
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . . . .
    . . . . . .
    . . # # . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(step.houses == HouseSet{1U << 2, 0, b.regions("D")});
  check_says(b.explain(s, step), {"region D", "row 3", "r3c1, r3c2, r3c5 and r3c6"});
}

TEST_CASE("region-confined-to-line: a region inside one column clears the rest of the column") {
  const Bench<NarrowBits> b(kBoard, "region-confined-to-line");
  const auto s = b.state(R"(
    . . . . . .
    . . . . . .
    . x . . . .
    . x . . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    # . . . . .
    # . . . . .
    . . . . . .
    . . . . . .
    # . . . . .
    # . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 1U << 0, b.regions("C")});
  check_says(b.explain(s, step), {"region C", "column 1", "r1c1, r2c1, r5c1 and r6c1"});
}

TEST_CASE("region-confined-to-line reports the confined region with the fewest open cells") {
  const Bench<NarrowBits> b(kBoard, "region-confined-to-line");
  // Region A (3 cells) is confined to row 1 and region D (2 cells) to row 3;
  // A comes first on the board, D is the simpler step.
  const auto s = b.state(R"(
    . . . . . .
    x x x . . .
    . . . . . .
    . . x x . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.houses == HouseSet{1U << 2, 0, b.regions("D")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . . . .
    # # . . # #
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
}

TEST_CASE("region-confined-to-line does not fire on spread regions or kills already shown") {
  const Bench<NarrowBits> b(kBoard, "region-confined-to-line");
  Step<NarrowBits> step;
  // Every region spans two rows and two columns.
  CHECK_FALSE(b.find(State<NarrowBits>{}, step));
  // Regions C and D are confined to rows 4 and 3, but those rows show it.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    . . . . . .
    x x . . x x
    . . x x x x
    . . . . . .
    . . . . . .
  )"),
                     step));
  // A region that holds its queen is not confined to anything.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    . . . . . .
    . . . . . .
    . . Q x . .
    . . . . . .
    . . . . . .
  )"),
                     step));
}

TEST_CASE("region-confined-to-line on a 12x12 board") {
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
                          "region-confined-to-line");
  const auto s = b.state(R"(
    . . . . . . . . . . . .
    x x x x . . . . . . . .
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
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . # # # # # # #
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
  )"));
  CHECK(step.houses == HouseSet{1U << 0, 0, b.regions("A")});
  check_says(b.explain(s, step), {"region A", "row 1", "7 marked cells"});
}
