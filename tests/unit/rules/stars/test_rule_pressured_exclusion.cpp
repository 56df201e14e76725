// SPDX-License-Identifier: MIT
// pressured-exclusion: a cell whose star would leave two adjacent lines with
// fewer 2x2 blocks' worth of open cells than stars to place is out (K >= 2).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBlocks2;

TEST_CASE("pressured-exclusion: stars below the last block of rows 1 and 2") {
  const Bench<MediumBits> b(kBlocks2, "pressured-exclusion");
  // Rows 1 and 2 need 4 stars; their open cells are columns 1-2, 4-5, 7-8
  // and r2c10: four blocks. A star on r3c9 or r3c10 rules out r2c10 and
  // leaves three blocks. Every other cell leaves enough: a star on r1c1
  // takes one block and needs one star less.
  const auto s = b.state(R"(
    . . x . . x . . x x
    . . x . . x . . x .
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
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . # #
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0b11, 0, 0});
  check_says(b.explain(s, step),
             {"Rows 1 and 2 need 4 stars between them", "A star on any of r3c9 and r3c10",
              "fewer 2x2 blocks", "cross them out"});
}

TEST_CASE("pressured-exclusion does not fire on an open board, nor for K = 1") {
  const Bench<MediumBits> b(kBlocks2, "pressured-exclusion");
  Step<MediumBits> step;
  CHECK_FALSE(b.find(State<MediumBits>{}, step));
  CHECK_FALSE(b.rule.handles(1));
}
