// SPDX-License-Identifier: MIT
// two-by-two-tiling: a house needing r stars whose open cells lie in r 2x2
// blocks has one star in each block (K >= 2 only).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBlocks2;

TEST_CASE("two-by-two-tiling: a block with one open cell gets the star") {
  const Bench<MediumBits> b(kBlocks2, "two-by-two-tiling");
  // Region A keeps r1c1, r2c1 and r2c4: the blocks r1c1-r2c1 (at the edge)
  // and r1c3-r2c4 hold its two stars, so r2c4 gets one, and the cells
  // below it, which touch it, are out.
  const auto s = b.state(R"(
    . x x x x . . . . .
    . x x . x . . . . .
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
  CHECK(step.placed == MediumBits::single(b.at(2, 4)));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . # # # . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 0, b.regions("A")});
  CHECK(step.size == 2);
  check_says(b.explain(s, step),
             {"Region A needs 2 more stars", "r1c1-r2c1", "r1c3-r2c4", "at most one star",
              "r2c4 gets a star", "cross out r3c3, r3c4 and r3c5"});
}

TEST_CASE("two-by-two-tiling: one block for the last star") {
  const Bench<MediumBits> b(kBlocks2, "two-by-two-tiling");
  // Region A has a star on r1c1 and keeps only r2c4 and r2c5 for its other
  // one, both in the block r1c4-r2c5: r3c4 and r3c5 touch both.
  const auto s = b.state(R"(
    Q x x x x . . . . .
    x x x . . . . . . .
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
  CHECK(step.size == 1);
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . . # # . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  check_says(b.explain(s, step), {"Region A needs 1 more star", "the 2x2 block r1c4-r2c5",
                                  "it holds exactly one", "cross out r3c4 and r3c5"});
}

TEST_CASE("two-by-two-tiling does not fire without a tight cover, nor for K = 1") {
  const Bench<MediumBits> b(kBlocks2, "two-by-two-tiling");
  Step<MediumBits> step;
  CHECK_FALSE(b.find(State<MediumBits>{}, step));
  // Region A keeps r1c1, r1c5 and r2c3, which no two blocks cover: no two of
  // them touch.
  CHECK_FALSE(b.find(b.state(R"(
    . x x x . . . . . .
    x x . x x . . . . .
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
  CHECK(b.rule.handles(2));
  CHECK(b.rule.handles(6));
  CHECK_FALSE(b.rule.handles(1));
}
