// SPDX-License-Identifier: MIT
// one-by-n: houses that must put stars in a line (or region) can fill its
// quota, and then the rest of it is out (K >= 2 only).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBlocks2;

TEST_CASE("one-by-n: regions A and C each put a star in column 3") {
  const Bench<MediumBits> b(kBlocks2, "one-by-n");
  // Region A keeps r1c1, r1c3 and r2c3: outside column 3 only r1c1, room for
  // one star, so its other star is on r1c3 or r2c3. Region C likewise keeps
  // r3c5 outside column 3. Column 3 needs 2 stars: both come from these two
  // segments, and r5c3-r10c3 are out.
  const auto s = b.state(R"(
    . x . x x . . . . .
    x x . x x . . . . .
    x x . x . . . . . .
    x x . x x . . . . .
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
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . # . . . . . . .
    . . # . . . . . . .
    . . # . . . . . . .
    . . # . . . . . . .
    . . # . . . . . . .
    . . # . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 1U << 2, b.regions("AC")});
  CHECK(step.size == 2);
  check_says(b.explain(s, step),
             {"Region A needs 2 stars and has room for 1 outside column 3",
              "at least 1 lies in column 3 (r1c3 and r2c3)", "region C needs 2 stars",
              "(r3c3 and r4c3)", "That is all 2 stars column 3 needs", "cross out"});
}

TEST_CASE("one-by-n does not fire when the segments leave room, nor for K = 1") {
  const Bench<MediumBits> b(kBlocks2, "one-by-n");
  Step<MediumBits> step;
  CHECK_FALSE(b.find(State<MediumBits>{}, step));
  // As above with r3c1 open: region C has room for both its stars outside
  // column 3 (r3c1 and r3c5), so only region A is bound to column 3.
  CHECK_FALSE(b.find(b.state(R"(
    . x . x x . . . . .
    x x . x x . . . . .
    . x . x . . . . . .
    x x . x x . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"),
                     step));
  CHECK_FALSE(b.rule.handles(1));
}
