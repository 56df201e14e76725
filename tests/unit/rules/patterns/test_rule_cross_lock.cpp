// SPDX-License-Identifier: MIT
// cross-lock with K stars: a row and a column confined to one region that
// cannot take all their stars separately share one, where they cross. (The
// K = 1 form is covered by the corpus and golden traces.)
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"

using namespace qh;
using test::Bench;

TEST_CASE("cross-lock, two stars: the crossing cell serves the row and the column") {
  const Bench<NarrowBits> b(test::kBlocks8, "cross-lock");
  // Row 1 (2 stars to go) lives in region A only; column 1 has its star on
  // r5c1 and lives in A only (r1c1, r2c1); A needs 2 = 2 + 1 - 1.
  const auto s = b.state(R"(
    . . . . x x x x
    . . . . . . . .
    x . . . . . . .
    x . . . . . . .
    Q . . . . . . .
    x . . . . . . .
    x . . . . . . .
    x . . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed == NarrowBits::single(b.at(1, 1)));
  CHECK(step.eliminated.none());
  CHECK(b.explain(s, step) ==
        "Row 1 still needs 2 stars and column 1 needs 1, all of them in region A, which needs "
        "only 2: one star serves both, on r1c1 where they cross.");
}

TEST_CASE("cross-lock, two stars: silent when the region has room for both") {
  const Bench<NarrowBits> b(test::kBlocks8, "cross-lock");
  Step<NarrowBits> step;
  // Region A already has a star on r2c4 and needs only 1: row 1 (2) and
  // column 1 (1) would need 2 from it, an impossible position left to other
  // rules; and with column 1 still needing 2 (no star on r5c1), A would need
  // 3, not 2: silent both times.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . x x x x
    . . . Q . . . .
    x . . . . . . .
    x . . . . . . .
    Q . . . . . . .
    x . . . . . . .
    x . . . . . . .
    x . . . . . . .
  )"),
                     step));
  CHECK_FALSE(b.find(b.state(R"(
    . . . . x x x x
    . . . . . . . .
    x . . . . . . .
    x . . . . . . .
    x . . . . . . .
    x . . . . . . .
    x . . . . . . .
    x . . . . . . .
  )"),
                     step));
}
