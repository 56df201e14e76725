// SPDX-License-Identifier: MIT
// region-pair-completions: every joint way of completing two interacting
// regions (K >= 2 only).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBlocks2;

TEST_CASE("region-pair-completions: region A fills row 1, so region B goes in row 2") {
  const Bench<MediumBits> b(kBlocks2, "region-pair-completions");
  // Region A keeps r1c1, r1c3 and r1c5 and needs 2 stars: every way fills
  // row 1. Region B keeps r1c7, r1c9, r2c7 and r2c9 and needs 2: with row 1
  // full, only r2c7 and r2c9 (they do not touch). Three joint ways: r1c7
  // and r1c9 are in none, r2c7 and r2c9 in all, and their neighbours in
  // row 3 (r3c6 to r3c10) are ruled out by all.
  const auto s = b.state(R"(
    . x . x . x . x . x
    x x x x x x . x . x
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
  CHECK(b.show(step.placed) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . # . # .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . # . # .
    . . . . . . . . . .
    . . . . . # # # # #
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 0, b.regions("AB")});
  CHECK(step.size == 4);
  check_says(b.explain(s, step),
             {"Regions A and B need 4 stars between them", "there are 3 ways to place them",
              "Every way puts a star on r2c7 and r2c9", "No way uses r1c7 and r1c9",
              "Every way rules out r3c6, r3c7, r3c8, r3c9 and r3c10", "r2c7 and r2c9 get stars"});
}

TEST_CASE("region-pair-completions: two touching regions whose stars clash across the border") {
  const Bench<MediumBits> b(kBlocks2, "region-pair-completions");
  // A star is on r1c2 and on r2c8. Region A needs 1 more, on r2c4 or
  // r2c5; region C (rows 3-4, columns 1-5) needs 2 among r3c4, r3c5, r4c1
  // and r4c3. r3c4 and r3c5 touch both of A's cells, so C takes r4c1 and
  // r4c3 (two ways, A's star on either cell): r3c4 and r3c5 are in no way,
  // r5c1 to r5c4 touch C's stars, and row 4 is full in every way, so r4c6
  // to r4c10 (region D) go too. r3c6 touches only A's r2c5: it stays.
  const auto t = b.state(R"(
    x Q x x x x x x x x
    x x x . . x x Q x x
    x x x . . . . . . .
    . x . x x . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )");
  Step<MediumBits> step;
  REQUIRE(b.find(t, step));
  CHECK(b.show(step.placed) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    # . # . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . . # # . . . . .
    . . . . . # # # # #
    # # # # . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 0, b.regions("AC")});
  check_says(b.explain(t, step),
             {"Regions A and C need 3 stars between them", "there are 2 ways",
              "Every way puts a star on r4c1 and r4c3", "No way uses r3c4 and r3c5"});
}

TEST_CASE("region-pair-completions does not fire with nothing to prove, nor for K = 1") {
  const Bench<MediumBits> b(kBlocks2, "region-pair-completions");
  Step<MediumBits> step;
  CHECK_FALSE(b.find(State<MediumBits>{}, step));
  CHECK_FALSE(b.rule.handles(1));
}
