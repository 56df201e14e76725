// SPDX-License-Identifier: MIT
// n-regions-in-n-rows: k regions whose open cells lie in k rows use those
// rows up (the rest of the rows is crossed out), and k rows whose open cells
// lie in k regions use those regions up. The smallest k is reported.
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

namespace {

// Regions A, B, C fill rows 1-3 and D, E rows 4-5, except for region H,
// which reaches into all of them: a k=3 set comes first in board order, but
// the k=2 set is the simpler step.
constexpr const char* kNested = R"(
  A A A B B B H H
  A A B B C C H H
  A B B C C C C H
  D D D E E E H H
  D D E E E H H H
  F F F F G G G H
  F F G G G G H H
  F F F G G H H H
)";

// Rows 1 and 2 lie in regions A and B, which reach into row 3.
constexpr const char* kRowsInRegions = R"(
  A A B B B B
  A A A B B B
  A C C B D D
  C C E E D D
  C E E F F D
  E E F F F F
)";

// The rule tests' 6x6 board: rows 1-2 are regions A and B only.
constexpr const char* kBlocks = test::kBoard;

}  // namespace

TEST_CASE("n-regions-in-n-rows reports the k=2 set when a k=3 set exists too") {
  const Bench<NarrowBits> b(kNested, "n-regions-in-n-rows");
  const State<NarrowBits> s;
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.placed.none());
  CHECK(step.houses == HouseSet{(1U << 3) | (1U << 4), 0, b.regions("DE")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . # #
    . . . . . # # #
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  // The regions are the evidence: their cells are what the hint shows.
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    # # # # # # . .
    # # # # # . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  check_says(b.explain(s, step),
             {"Regions D and E", "rows 4 and 5", "r4c7, r4c8, r5c6, r5c7 and r5c8"});
}

TEST_CASE("n-regions-in-n-rows finds the k=3 set once the k=2 set is used") {
  const Bench<NarrowBits> b(kNested, "n-regions-in-n-rows");
  const auto s = b.state(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . x x
    . . . . . x x x
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 3);
  CHECK(step.houses == HouseSet{0b111, 0, b.regions("ABC")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . # #
    . . . . . . # #
    . . . . . . . #
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  check_says(b.explain(s, step), {"Regions A, B and C", "rows 1, 2 and 3", "r1c7, r1c8"});
}

TEST_CASE("n-regions-in-n-rows: k rows inside k regions use those regions up") {
  const Bench<NarrowBits> b(kRowsInRegions, "n-regions-in-n-rows");
  const State<NarrowBits> s;
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.houses == HouseSet{0b11, 0, b.regions("AB")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . . . .
    # . . # . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  // This time the rows are the evidence.
  CHECK(b.show(step.focus) == b.cells(R"(
    # # # # # #
    # # # # # #
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  check_says(b.explain(s, step), {"Rows 1 and 2", "regions A and B", "r3c1 and r3c4"});
}

TEST_CASE("n-regions-in-n-rows with k=1 is a region confined to a row") {
  const Bench<NarrowBits> b(kBlocks, "n-regions-in-n-rows");
  // Regions C and D share rows 3-4 (a k=2 set), but D alone is in row 3.
  const auto s = b.state(R"(
    . . . . . .
    . . . . . .
    . . . . . .
    . . x x . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 1);
  CHECK(step.houses == HouseSet{1U << 2, 0, b.regions("D")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . . . .
    # # . . # #
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  check_says(b.explain(s, step), {"region D", "row 3", "r3c1, r3c2, r3c5 and r3c6"});
}

TEST_CASE("n-regions-in-n-rows does not fire when every set is used up") {
  const Bench<NarrowBits> b(kNested, "n-regions-in-n-rows");
  Step<NarrowBits> step;
  // Region H is crossed out in rows 1-5: every tight set is already shown.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . . x x
    . . . . . . x x
    . . . . . . . x
    . . . . . . x x
    . . . . . x x x
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"),
                     step));
}

TEST_CASE("n-regions-in-n-rows says nothing when no matching of regions to rows exists") {
  const Bench<NarrowBits> b(kBlocks, "n-regions-in-n-rows");
  // Regions C and D are both confined to row 3: no solution, and no sound
  // step to show (the contradiction is reported elsewhere).
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    . . . . . .
    . . . . . .
    x x x x . .
    . . . . . .
    . . . . . .
  )"),
                     step));
}

TEST_CASE("n-regions-in-n-rows on a 12x12 board") {
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
                          "n-regions-in-n-rows");
  const State<WideBits> s;
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.houses == HouseSet{0b11, 0, b.regions("AB")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . . # #
    . . . . . . . . . . # #
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
  )"));
  check_says(b.explain(s, step),
             {"Regions A and B", "rows 1 and 2", "r1c11, r1c12, r2c11 and r2c12"});
}
