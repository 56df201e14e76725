// SPDX-License-Identifier: MIT
// queen-adjacent-kill: a queen crosses out its row, column, region and the
// eight cells around it, and only cells that are still open.
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

TEST_CASE("queen-adjacent-kill crosses out the queen's row, column, region and neighbours") {
  const Bench<NarrowBits> b(kBoard, "queen-adjacent-kill");
  const auto s = b.state(R"(
    . . . . . .
    . . . . . .
    . . Q . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . # . . .
    . # # # . .
    # # . # # #
    . # # # . .
    . . # . . .
    . . # . . .
  )"));
  CHECK(step.focus == NarrowBits::single(b.g.index(2, 2)));
  CHECK(step.houses == HouseSet{1U << 2, 1U << 2, b.regions("D")});
  check_says(b.explain(s, step), {"r3c3", "row 3", "column 3", "region D", "14 marked cells"});
}

TEST_CASE("queen-adjacent-kill skips a queen whose attacks are all crossed out already") {
  const Bench<NarrowBits> b(kBoard, "queen-adjacent-kill");
  // The queen on r1c1 has nothing left to cross out; r5c5 has, but only
  // outside its (already crossed) row.
  const auto s = b.state(R"(
    Q x x x x x
    x x x . . .
    x . . . . .
    x . . . . .
    x x x x Q x
    x . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.pivot == b.g.index(4, 4));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . . # .
    . . . . # #
    . . . # # #
    . . . . . .
    . . . # # #
  )"));
  check_says(b.explain(s, step), {"r5c5", "row 5", "column 5", "region E"});
}

TEST_CASE("queen-adjacent-kill does not fire when the position already shows every kill") {
  const Bench<NarrowBits> b(kBoard, "queen-adjacent-kill");
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(b.state(R"(
    Q x x x x x
    x x x . . .
    x . . . . .
    x . . . . .
    x . . . . .
    x . . . . .
  )"),
                     step));
  // No queen, nothing to do.
  CHECK_FALSE(b.find(State<NarrowBits>{}, step));
}

TEST_CASE("queen-adjacent-kill names a short list of kills cell by cell") {
  const Bench<NarrowBits> b(kBoard, "queen-adjacent-kill");
  const auto s = b.state(R"(
    Q x x x x x
    x . x . . .
    x . . . . .
    x . . . . .
    x . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . # . . . .
    . . . . . .
    . . . . . .
    . . . . . .
    # . . . . .
  )"));
  check_says(b.explain(s, step), {"r1c1", "row 1", "column 1", "region A", "r2c2 and r6c1"});
}

TEST_CASE("queen-adjacent-kill on a 12x12 board") {
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
                          "queen-adjacent-kill");
  const auto s = b.state(R"(
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
    . . . . . . . . . . . Q
  )");
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . . # #
    . . . . . . . . . . # #
    . . . . . . . . . . . #
    . . . . . . . . . . . #
    . . . . . . . . . . . #
    . . . . . . . . . . . #
    . . . . . . . . . . . #
    . . . . . . . . . . . #
    . . . . . . . . . . . #
    . . . . . . . . . . . #
    . . . . . . . . . . # #
    # # # # # # # # # # # .
  )"));
  CHECK(step.pivot == b.g.index(11, 11));
  check_says(b.explain(s, step), {"r12c12", "row 12", "column 12", "region L", "25 marked cells"});
}
