// SPDX-License-Identifier: MIT
// n-regions-in-n-columns: k regions whose open cells lie in k columns use
// those columns up, and k columns whose open cells lie in k regions use those
// regions up. The smallest k is reported. The boards are the ones of
// test_rule_n_regions_in_n_rows.cpp turned on their side.
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

// Regions A, B, C fill columns 1-3 and D, E columns 4-5, except for region
// H, which reaches into all of them.
constexpr const char* kNested = R"(
  A A A D D F F F
  A A B D D F F F
  A B B D E F G F
  B B C E E F G G
  B C C E E G G G
  B C C E H G G H
  H H C H H G H H
  H H H H H H H H
)";

// Columns 1 and 2 lie in regions A and B, which reach into column 3.
constexpr const char* kColumnsInRegions = R"(
  A A A C C E
  A A C C E E
  B A C E E F
  B B B E F F
  B B D D F F
  B B D D D F
)";

constexpr const char* kBlocks = R"(
  A A C C F F
  A A C C F F
  A A D D F F
  B B D D F F
  B B E E E E
  B B E E E E
)";

}  // namespace

TEST_CASE("n-regions-in-n-columns reports the k=2 set when a k=3 set exists too") {
  const Bench<NarrowBits> b(kNested, "n-regions-in-n-columns");
  const State<NarrowBits> s;
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.placed.none());
  CHECK(step.houses == HouseSet{0, (1U << 3) | (1U << 4), b.regions("DE")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . # . . .
    . . . # # . . .
    . . . # # . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . # # . . .
    . . . # # . . .
    . . . # # . . .
    . . . # # . . .
    . . . # # . . .
    . . . # . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  check_says(b.explain(s, step),
             {"Regions D and E", "columns 4 and 5", "r6c5, r7c4, r7c5, r8c4 and r8c5"});
}

TEST_CASE("n-regions-in-n-columns finds the k=3 set once the k=2 set is used") {
  const Bench<NarrowBits> b(kNested, "n-regions-in-n-columns");
  const auto s = b.state(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . x . . .
    . . . x x . . .
    . . . x x . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 3);
  CHECK(step.houses == HouseSet{0, 0b111, b.regions("ABC")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    # # . . . . . .
    # # # . . . . .
  )"));
  check_says(b.explain(s, step), {"Regions A, B and C", "columns 1, 2 and 3", "r7c1"});
}

TEST_CASE("n-regions-in-n-columns: k columns inside k regions use those regions up") {
  const Bench<NarrowBits> b(kColumnsInRegions, "n-regions-in-n-columns");
  const State<NarrowBits> s;
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.houses == HouseSet{0, 0b11, b.regions("AB")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . # . . .
    . . . . . .
    . . . . . .
    . . # . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    # # . . . .
    # # . . . .
    # # . . . .
    # # . . . .
    # # . . . .
    # # . . . .
  )"));
  check_says(b.explain(s, step), {"Columns 1 and 2", "regions A and B", "r1c3 and r4c3"});
}

TEST_CASE("n-regions-in-n-columns with k=1 is a region confined to a column") {
  const Bench<NarrowBits> b(kBlocks, "n-regions-in-n-columns");
  const auto s = b.state(R"(
    . . . . . .
    . . . . . .
    . . . x . .
    . . . x . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 1);
  CHECK(step.houses == HouseSet{0, 1U << 2, b.regions("D")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . # . . .
    . . # . . .
    . . . . . .
    . . . . . .
    . . # . . .
    . . # . . .
  )"));
  check_says(b.explain(s, step), {"region D", "column 3", "r1c3, r2c3, r5c3 and r6c3"});
}

TEST_CASE("n-regions-in-n-columns does not fire when every set is used up") {
  const Bench<NarrowBits> b(kNested, "n-regions-in-n-columns");
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . x . . .
    x x . x x . . .
    x x x x x . . .
  )"),
                     step));
}

TEST_CASE("n-regions-in-n-columns says nothing when no matching of regions to columns exists") {
  const Bench<NarrowBits> b(kBlocks, "n-regions-in-n-columns");
  // Regions C and D are both confined to column 3.
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(b.state(R"(
    . . . x . .
    . . . x . .
    . . . x . .
    . . . x . .
    . . . . . .
    . . . . . .
  )"),
                     step));
}

TEST_CASE("n-regions-in-n-columns on a 12x12 board") {
  const Bench<WideBits> b(R"(
    A A C C E E G G I I K K
    A A C C E E G G I I K K
    A A C C E E G G I I K K
    A A C C E E G G I I K K
    A B C C E E G G I I K K
    B B C D E F G H I J K K
    B B D D F F H H J J K L
    B B D D F F H H J J K L
    B B D D F F H H J J K L
    B B D D F F H H J J K L
    L L D D F F H H J J K L
    L L L L L L L L L L L L
  )",
                          "n-regions-in-n-columns");
  const State<WideBits> s;
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.houses == HouseSet{0, 0b11, b.regions("AB")});
  CHECK(b.show(step.eliminated) == b.cells(R"(
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
    # # . . . . . . . . . .
    # # . . . . . . . . . .
  )"));
  check_says(b.explain(s, step),
             {"Regions A and B", "columns 1 and 2", "r11c1, r11c2, r12c1 and r12c2"});
}
