// SPDX-License-Identifier: MIT
// single-cell-region: a region with one open cell left gets its queen there.
// Rows and columns are another rule's business; solved regions are skipped.
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

TEST_CASE("single-cell-region places the queen on a region's last open cell") {
  const Bench<NarrowBits> b(kBoard, "single-cell-region");
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
  const std::string r4c2 = b.cells(R"(
    . . . . . .
    . . . . . .
    . . . . . .
    . # . . . .
    . . . . . .
    . . . . . .
  )");
  CHECK(b.show(step.placed) == r4c2);
  CHECK(step.eliminated.none());
  CHECK(b.show(step.focus) == r4c2);
  CHECK(step.houses == HouseSet{0, 0, b.regions("C")});
  check_says(b.explain(s, step), {"Region C", "r4c2"});
}

TEST_CASE("single-cell-region ignores solved regions, empty regions and single-cell lines") {
  const Bench<NarrowBits> b(kBoard, "single-cell-region");
  Step<NarrowBits> step;
  // Region C already has its queen; its other open cell is not a single.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    . . . . . .
    Q x . . . .
    x . . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
  // Region C has no open cell at all: a contradiction, not a forced queen.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    . . . . . .
    x x . . . .
    x x . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
  // Row 1 and column 6 have one open cell each; every region has several.
  CHECK_FALSE(b.find(b.state(R"(
    . x x x x x
    . . . . . x
    . . . . . x
    . . . . . x
    . . . . . x
    . . . . . .
  )"),
                     step));
}

TEST_CASE("single-cell-region with two forced regions reports the first in board order") {
  const Bench<NarrowBits> b(kBoard, "single-cell-region");
  // Regions D (r4c4) and C (r4c2) are both down to one cell.
  const auto s = b.state(R"(
    . . . . . .
    . . . . . .
    x x x x . .
    x . x . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed == NarrowBits::single(b.g.index(3, 1)));
  check_says(b.explain(s, step), {"Region C", "r4c2"});
}

TEST_CASE("single-cell-region on a 12x12 board") {
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
                          "single-cell-region");
  const auto s = b.state(R"(
    x x x x x . . . . . . .
    x x x . . . . . . . . .
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
  CHECK(step.placed == WideBits::single(b.g.index(1, 3)));
  CHECK(step.houses == HouseSet{0, 0, b.regions("A")});
  check_says(b.explain(s, step), {"Region A", "r2c4"});
}
