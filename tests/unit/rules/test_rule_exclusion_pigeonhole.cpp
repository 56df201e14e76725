// exclusion-pigeonhole: a cell whose queen would leave k houses with their
// open cells inside fewer than k houses of another kind is crossed out, and
// every cell whose queen breaks the very same count goes with it (one
// argument, one step).
#include <doctest/doctest.h>

#include <string>

#include "rule_bench.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::kBoard;

TEST_CASE("exclusion-pigeonhole: every cell that empties the same region, in one step") {
  const Bench<NarrowBits> b(kBoard, "exclusion-pigeonhole");
  // Region D is down to r3c3 and r4c4: a queen on any cell that sees both
  // leaves it empty (k = 1, the count adjacency-blocks-region makes).
  const auto s = b.state(R"(
    . . . . . .
    . . . . . .
    . . . x . .
    . . x . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(step.size == 1);
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . # . .
    . . . . # .
    . # . . . .
    . . # . . .
    . . . . . .
  )"));
  CHECK(step.houses.regions == b.regions("D"));
  CHECK(b.explain(s, step) ==
        "If any of r2c4, r3c5, r4c2 and r5c3 held a queen, region D would have no open cell "
        "left. So none of them can hold a queen: cross them out.");
}
