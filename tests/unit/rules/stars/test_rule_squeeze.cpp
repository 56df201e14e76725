// SPDX-License-Identifier: MIT
// squeeze: two adjacent lines needing r stars whose open cells lie in r 2x2
// blocks along them have one star in each block (K >= 2 only).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBlocks2;

TEST_CASE("squeeze: rows 1 and 2 in four blocks, one of them down to one cell") {
  const Bench<MediumBits> b(kBlocks2, "squeeze");
  // Rows 1 and 2 need 4 stars; columns 3, 6 and 9 are out there, and r1c10
  // too: the blocks on columns 1-2, 4-5, 7-8 and 9-10 hold one star each,
  // and the last one has only r2c10 open.
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
  CHECK(step.placed == MediumBits::single(b.at(2, 10)));
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
  CHECK(step.size == 4);
  check_says(b.explain(s, step),
             {"Rows 1 and 2 need 4 stars between them", "r1c1-r2c2, r1c4-r2c5, r1c7-r2c8",
              "r2c10 gets a star", "cross out r3c9 and r3c10"});
}

TEST_CASE("squeeze works on columns too") {
  const Bench<MediumBits> b(kBlocks2, "squeeze");
  // Columns 1 and 2 need 4 stars and keep rows 1-2, 4-5, 7-8 and r10c1:
  // four blocks, the last with r10c1 alone, which gets its star. Its
  // neighbours in the pair are out already; nothing else is crossed out.
  const auto s = b.state(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    x x . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    x x . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    x x . . . . . . . .
    . x . . . . . . . .
  )");
  Step<MediumBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed == MediumBits::single(b.at(10, 1)));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 0b11, 0});
  check_says(b.explain(s, step), {"Columns 1 and 2 need 4 stars", "r10c1 gets a star"});
}

TEST_CASE("squeeze does not fire with a spare block, nor for K = 1") {
  const Bench<MediumBits> b(kBlocks2, "squeeze");
  Step<MediumBits> step;
  CHECK_FALSE(b.find(State<MediumBits>{}, step));
  // Rows 1 and 2 as above but with r1c10 open: still four blocks, and none
  // of them says anything new.
  CHECK_FALSE(b.find(b.state(R"(
    . . x . . x . . x .
    . . x . . x . . x .
    . . . . . . . . . .
    . . . . . . . . . .
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
