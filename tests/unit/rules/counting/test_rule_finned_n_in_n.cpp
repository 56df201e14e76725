// SPDX-License-Identifier: MIT
// finned-n-in-n: houses confined to as many houses of another kind but for a
// few fin cells; a cell of the used-up houses that every fin rules out is
// crossed out. Here the K = 2 form; the corpus tests cover K = 1.
#include <doctest/doctest.h>

#include <string>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;

TEST_CASE("finned-n-in-n, two stars: a region in one row but for a fin") {
  const Bench<NarrowBits> b(test::kBlocks8, "finned-n-in-n");
  // Region A keeps row 1 and r2c4. Without a star on r2c4, A's two stars
  // fill row 1; with one, r1c5 touches it. Either way r1c5 is out.
  const auto s = b.state(R"(
    . . . . . . . .
    x x x . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 1);
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . # . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . . . . . .
    . . . # . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  CHECK(b.explain(s, step) ==
        "Region A has all its remaining cells in row 1 except r2c4. If r2c4 holds no star, row 1 "
        "gets all its stars from region A; if it does, it rules out r1c5 anyway: cross it out.");
}

TEST_CASE("finned-n-in-n, two stars: silent when the fins rule nothing out") {
  const Bench<NarrowBits> b(test::kBlocks8, "finned-n-in-n");
  // Region A keeps row 1 and r2c1: r2c1 touches no cell of row 1 outside A.
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . . . .
    . x x x . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"),
                     step));
}
