// SPDX-License-Identifier: MIT
// set-differential: the regions meeting k lines hold those lines' stars;
// outside the lines they hold the difference (K >= 2).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBands2;

TEST_CASE("set-differential: regions A and B give rows 1 and 2 all their stars") {
  const Bench<MediumBits> b(kBands2, "set-differential");
  // Rows 1 and 2 need 4 stars, all from regions A and B, which need 4: B's
  // cells outside the rows, r3c5 and r3c6, hold none.
  Step<MediumBits> step;
  REQUIRE(b.find(State<MediumBits>{}, step));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . # # . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.placed.none());
  CHECK(step.houses == HouseSet{0b11, 0, b.regions("AB")});
  check_says(b.explain(State<MediumBits>{}, step),
             {"Rows 1 and 2 need 4 stars between them, all from regions A and B, which need 4",
              "(r3c5 and r3c6) hold exactly 0 stars", "cross out r3c5 and r3c6"});
}

TEST_CASE("set-differential does not fire on the block board, nor for K = 1") {
  const Bench<MediumBits> b(test::kBlocks2, "set-differential");
  Step<MediumBits> step;
  CHECK_FALSE(b.find(State<MediumBits>{}, step));
  CHECK_FALSE(b.rule.handles(1));
}
