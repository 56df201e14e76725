// SPDX-License-Identifier: MIT
// clique-cover: two adjacent open lines need two queens; when their open
// cells fit in two sets that hold at most one queen each (a perpendicular
// line, a region, a 2x2 block inside the band), each set's queen is in the
// band: the sets' cells outside it are out, and so are band cells in both.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>

#include "../rule_bench.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

namespace {

template <class B>
using Bench = test::RuleBench<B, true>;
using test::check_says;

// Rows 5 and 6 cross regions F, D, E, G and C.
constexpr const char* kBoard = R"(
  A A A B B B C C
  A A A B B B C C
  D D A B B E C C
  D D D B E E E C
  F F D D E E G C
  F F F D E G G G
  F H H H H H G G
  H H H H H H G G
)";

}  // namespace

TEST_CASE("clique-cover: a 2x2 block and a column cover two rows") {
  const Bench<NarrowBits> b(kBoard, "clique-cover");
  const auto s = b.state(R"(
    . . . . . . x .
    . . . . . . x .
    . . . . . . x .
    . . . . . . . .
    . . x x x x . x
    . . x x x x . x
    . . . . . . . .
    . . . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.placed.none());
  CHECK(step.pivot == 4);  // house id of row 5
  CHECK(step.houses == HouseSet{0b110000, 1U << 6, 0});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . # .
    . . . . . . . .
    . . . . . . . .
    . . . . . . # .
    . . . . . . # .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    # # . . . . # .
    # # . . . . # .
    . . . . . . . .
    . . . . . . . .
  )"));
  CHECK(b.explain(s, step) ==
        "Rows 5 and 6 need two queens, but all their open cells lie in the 2x2 block r5c1-r6c2 "
        "and column 7. The block can hold only one of them, so the other must be column 7's "
        "queen: cross out the rest of column 7 (r4c7, r7c7 and r8c7).");
}

TEST_CASE("clique-cover: two overlapping blocks clear the cells they share") {
  const Bench<NarrowBits> b(kBoard, "clique-cover");
  const auto s = b.state(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . x x x x x
    . x . x x x x x
    . . . . . . . .
    . . . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.eliminated == NarrowBits::single(b.g.index(4, 1)));
  CHECK(step.houses == HouseSet{0b110000, 0, 0});
  CHECK(b.explain(s, step) ==
        "Rows 5 and 6 need two queens, but all their open cells lie in the 2x2 block r5c1-r6c2 "
        "and the 2x2 block r5c2-r6c3, and each of those can hold only one queen. So each holds "
        "exactly one of the two, inside rows 5 and 6: cross out r5c2, which lies in both.");
}

TEST_CASE("clique-cover: two columns covered by a block and a region") {
  const Bench<NarrowBits> b(R"(
    A A B B B B B B
    A A B B C C C C
    A D D D C C C C
    D D E E E E F F
    D D E E G G F F
    H H E E G G F F
    H H H H G G G F
    H H H H H G G G
  )",
                            "clique-cover");
  const auto s = b.state(R"(
    . . . . . . . .
    . . . . . . . .
    . . x x . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . x x . . . .
    . . x x . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.houses == HouseSet{0, 0b1100, 1U << 4});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . # # . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  CHECK(b.explain(s, step) ==
        "Columns 3 and 4 need two queens, but all their open cells lie in the 2x2 block r1c3-r2c4 "
        "and region E. The block can hold only one of them, so the other must be region E's "
        "queen: cross out the rest of region E (r4c5 and r4c6).");
}

TEST_CASE("clique-cover: a row and a region cover two columns") {
  // Region C lies inside columns 2 and 3; the only other open cells of those
  // columns are in row 8. The block r7c2-r8c3 with region C says nothing new.
  const Bench<NarrowBits> b(R"(
    A A A A B B B B
    A C C A B B B B
    D C C A B E E E
    D C C F F E E E
    D D D F F E G G
    D H H F F G G G
    H H H H F G G G
    H H H H H H G G
  )",
                            "clique-cover");
  const auto s = b.state(R"(
    . x x . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . x x . . . . .
    . x x . . . . .
    . x x . . . . .
    . . . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.houses == HouseSet{1U << 7, 0b110, 1U << 2});
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    # . . # # # # #
  )"));
  CHECK(b.explain(s, step) ==
        "Columns 2 and 3 need two queens, but all their open cells lie in row 8 and region C, and "
        "each of those can hold only one queen. So each holds exactly one of the two, inside "
        "columns 2 and 3: cross out the rest of row 8 (r8c1, r8c4, r8c5, r8c6, r8c7 and r8c8).");
}

TEST_CASE("clique-cover does not fire on fish, two regions, or an impossible band") {
  Step<NarrowBits> step;
  {
    const Bench<NarrowBits> b(kBoard, "clique-cover");
    CHECK_FALSE(b.find(State<NarrowBits>{}, step));
    // Rows 5 and 6 only in columns 1 and 7 (an X-wing), with nothing left to
    // clear in those columns or in regions F and G.
    CHECK_FALSE(b.find(b.state(R"(
      x . . . . . x .
      x . . . . . x .
      x . . . . . x .
      x . . . . . x .
      . x x x x x . x
      . x x x x x . x
      x . . . . . x x
      x . . . . . x x
    )"),
                       step));
    // Rows 5 and 6 fit in one 2x2 block: no solution, left to other rules.
    CHECK_FALSE(b.find(b.state(R"(
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . x x x x x x x
      x . x x x x x x
      . . . . . . . .
      . . . . . . . .
    )"),
                       step));
  }
  {
    // Rows 2 and 3 are exactly regions B and C, which reach into row 1: that
    // is n-regions-in-n-rows, not a clique cover.
    const Bench<NarrowBits> b(R"(
      B A A A A C
      B C B C B C
      B C B C B C
      D D D E E E
      D D F F E E
      F F F F F F
    )",
                              "clique-cover");
    CHECK_FALSE(b.find(State<NarrowBits>{}, step));
  }
}

TEST_CASE("clique-cover on a 12x12 board") {
  const Bench<WideBits> b(R"(
    A A A A A A B B B B B B
    A A A A A A B B B B B B
    C C C C C C D D D D D D
    C C C C C C D D D D D D
    E E E E E E F F F F F F
    E E E E E E F F F F F F
    G G G G G G H H H H H H
    G G G G G G H H H H H H
    I I I I I I J J J J J J
    I I I I I I J J J J J J
    K K K K K K L L L L L L
    K K K K K K L L L L L L
  )",
                          "clique-cover");
  const auto s = b.state(R"(
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    x . . x x x x x x . x x
    x . . x x x x x x . x x
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
  )");
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.houses == HouseSet{0b11000000, 1U << 9, 0});
  CHECK(step.eliminated == b.g.column(9).without(b.g.row(6) | b.g.row(7)));
  CHECK(b.explain(s, step) ==
        "Rows 7 and 8 need two queens, but all their open cells lie in the 2x2 block r7c2-r8c3 "
        "and column 10. The block can hold only one of them, so the other must be column 10's "
        "queen: cross out the rest of column 10 (10 cells).");
}
