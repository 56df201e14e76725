// SPDX-License-Identifier: MIT
// line-confined-to-region: a row or column whose open cells all lie in one
// region holds that region's queen, so the rest of the region is crossed
// out. The line with the fewest open cells is reported.
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

TEST_CASE("line-confined-to-region: a row inside one region clears the rest of the region") {
  const Bench<NarrowBits> b(kBoard, "line-confined-to-region");
  const auto s = b.state(R"(
    . . . x x x
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    # # # . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    # # # . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(step.houses == HouseSet{1U << 0, 0, b.regions("A")});
  check_says(b.explain(s, step), {"row 1", "region A", "r2c1, r2c2 and r2c3"});
}

TEST_CASE("line-confined-to-region: a column inside one region clears the rest of the region") {
  const Bench<NarrowBits> b(kBoard, "line-confined-to-region");
  const auto s = b.state(R"(
    . . . . . x
    . . . . . x
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . . . .
    . . . . # .
    . . . . # .
    . . . . # .
    . . . . # .
  )"));
  CHECK(step.houses == HouseSet{0, 1U << 5, b.regions("E")});
  check_says(b.explain(s, step), {"column 6", "region E", "r3c5, r4c5, r5c5 and r6c5"});
}

TEST_CASE("line-confined-to-region reports the confined line with the fewest open cells") {
  const Bench<NarrowBits> b(kBoard, "line-confined-to-region");
  // Row 1 (3 cells) and column 1 (2 cells) both lie inside region A; the
  // column wins although rows are looked at first.
  const auto s = b.state(R"(
    . . . x x x
    . . . . . .
    x . . . . .
    x . . . . .
    x . . . . .
    x . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.houses == HouseSet{0, 1U << 0, b.regions("A")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . # # . . .
    . # # . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  check_says(b.explain(s, step), {"column 1", "region A"});
}

TEST_CASE("line-confined-to-region does not fire on spread lines or kills already shown") {
  const Bench<NarrowBits> b(kBoard, "line-confined-to-region");
  Step<NarrowBits> step;
  // Every row and column meets at least two regions.
  CHECK_FALSE(b.find(State<NarrowBits>{}, step));
  // Rows 1 and 2 lie inside regions A and B, whose other cells are crossed.
  CHECK_FALSE(b.find(b.state(R"(
    . . . x x x
    x x x . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
}

TEST_CASE("line-confined-to-region on a 12x12 board") {
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
                          "line-confined-to-region");
  // Row 1 (5 cells) lies in region A; column 12 (11 cells) lies in region L.
  const auto s = b.state(R"(
    . . . . . x x x x x x x
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
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . . . .
    # # # # . . . . . . . .
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
  check_says(b.explain(s, step), {"row 1", "region A", "r2c1, r2c2, r2c3 and r2c4"});
}
