// SPDX-License-Identifier: MIT
// single-cell-line: a row or column with one open cell left gets its queen
// there. Rows come before columns; regions and solved lines are skipped.
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

TEST_CASE("single-cell-line places the queen on a row's last open cell") {
  const Bench<NarrowBits> b(kBoard, "single-cell-line");
  const auto s = b.state(R"(
    . . . . . .
    x x x x . x
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed == NarrowBits::single(b.g.index(1, 4)));
  CHECK(step.focus == step.placed);
  CHECK(step.eliminated.none());
  CHECK(step.houses == HouseSet{1U << 1, 0, 0});
  check_says(b.explain(s, step), {"Row 2", "r2c5"});
}

TEST_CASE("single-cell-line places the queen on a column's last open cell") {
  const Bench<NarrowBits> b(kBoard, "single-cell-line");
  const auto s = b.state(R"(
    . . . x . .
    . . . x . .
    . . . x . .
    . . . x . .
    . . . x . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed == NarrowBits::single(b.g.index(5, 3)));
  CHECK(step.houses == HouseSet{0, 1U << 3, 0});
  check_says(b.explain(s, step), {"Column 4", "r6c4"});
}

TEST_CASE("single-cell-line looks at rows before columns") {
  const Bench<NarrowBits> b(kBoard, "single-cell-line");
  // Column 1 is down to r6c1 and row 2 to r2c5.
  const auto s = b.state(R"(
    x . . . . .
    x x x x . x
    x . . . . .
    x . . . . .
    x . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed == NarrowBits::single(b.g.index(1, 4)));
  check_says(b.explain(s, step), {"Row 2", "r2c5"});
}

TEST_CASE("single-cell-line ignores solved lines, empty lines and single-cell regions") {
  const Bench<NarrowBits> b(kBoard, "single-cell-line");
  Step<NarrowBits> step;
  // Row 2 holds its queen already; r2c5 is simply not crossed out yet.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    Q x x x . x
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
  // Row 2 has no open cell: a contradiction, not a forced queen.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    x x x x x x
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
  // Region C is down to r4c2, but every row and column has several cells.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    . . . . . .
    x x . . . .
    x . . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
}

TEST_CASE("single-cell-line on a 12x12 board") {
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
                          "single-cell-line");
  const auto s = b.state(R"(
    . . . . . . . . . . . x
    . . . . . . . . . . . x
    . . . . . . . . . . . x
    . . . . . . . . . . . x
    . . . . . . . . . . . x
    . . . . . . . . . . . x
    . . . . . . . . . . . .
    . . . . . . . . . . . x
    . . . . . . . . . . . x
    . . . . . . . . . . . x
    . . . . . . . . . . . x
    . . . . . . . . . . . x
  )");
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed == WideBits::single(b.g.index(6, 11)));
  CHECK(step.houses == HouseSet{0, 1U << 11, 0});
  check_says(b.explain(s, step), {"Column 12", "r7c12"});
}
