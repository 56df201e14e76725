// SPDX-License-Identifier: MIT
// n-rooks: on a 4K+2 board the empty aligned 2x2 blocks form a rook
// placement on the block grid (K >= 2 only).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBlocks2;
using test::kBlocks8;

TEST_CASE(
    "n-rooks: four row bands have their star in columns 9-10, the fifth block there is empty") {
  const Bench<MediumBits> b(kBlocks2, "n-rooks");
  // The blocks r1c9-r2c10, r3c9-r4c10, r5c9-r6c10 and r7c9-r8c10 hold a
  // star, so the empty block of columns 9-10 is the one in rows 9-10, in
  // every rook placement: its four cells are crossed out. The other blocks
  // of rows 9-10 hold one star each, but with four open cells each that
  // says nothing new.
  const auto s = b.state(R"(
    . . . . . . . . Q .
    . . . . . . . . . .
    . . . . . . . . . Q
    . . . . . . . . . .
    . . . . . . . . Q .
    . . . . . . . . . .
    . . . . . . . . . Q
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
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . # #
    . . . . . . . . # #
  )"));
  CHECK(step.houses == HouseSet{0b11'0000'0000, 0b11'0000'0000, 0});
  check_says(b.explain(s, step),
             {"The 25 aligned 2x2 blocks", "10x10", "4 stars from their 5 blocks",
              "With the 4 blocks that hold a star and the 0 with no open cell",
              "every such placement leaves the 2x2 block r9c9-r10c10 empty",
              "cross out r9c9, r9c10, r10c9 and r10c10"});
}

TEST_CASE(
    "n-rooks: a closed block takes its bands' empty place, a neighbour with one cell gets a star") {
  const Bench<MediumBits> b(kBlocks2, "n-rooks");
  // r1c1-r2c2 has no open cell and no star: it is the empty block of rows
  // 1-2 and of columns 1-2, so r1c3-r2c4 is empty in no placement and
  // holds a star, on its one open cell r2c4; its neighbours go.
  const auto s = b.state(R"(
    x x x x . . . . . .
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
  CHECK(step.placed == MediumBits::single(b.at(2, 4)));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . # . . . . .
    . . . . # . . . . .
    . . # # # . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0b11, 0b1100, 0});
  check_says(b.explain(s, step),
             {"the 1 with no open cell left", "no placement leaves the 2x2 block r1c3-r2c4 empty",
              "so it holds exactly one star", "r2c4 gets a star",
              "cross out r1c5, r2c5, r3c3, r3c4 and r3c5"});
}

TEST_CASE("n-rooks: the same argument on a 14x14 board with 3 stars") {
  // Seven bands of two rows and of two columns: 49 blocks. Closing
  // r13c13-r14c14 makes it the empty block of its bands; r13c11-r14c12
  // keeps only r14c12, which gets a star.
  std::string board = "stars: 3\n";
  for (int r = 0; r < 14; ++r) {
    for (int c = 0; c < 14; ++c) board += static_cast<char>('A' + (r / 2) * 2 + (c < 7 ? 0 : 1));
    board += '\n';
  }
  const Bench<MediumBits> b(board, "n-rooks");
  std::string picture;
  for (int r = 1; r <= 14; ++r) {
    for (int c = 1; c <= 14; ++c) {
      const bool closed = r >= 13 && c >= 13;
      const bool gone = r >= 13 && (c == 11 || c == 12) && !(r == 14 && c == 12);
      picture += closed || gone ? 'x' : '.';
    }
    picture += '\n';
  }
  Step<MediumBits> step;
  REQUIRE(b.find(b.state(picture), step));
  CHECK(step.placed == MediumBits::single(b.at(14, 12)));
  CHECK(step.eliminated.none());  // its neighbours are crossed out already
  CHECK(step.houses == HouseSet{0b11U << 12, 0b11U << 10, 0});
}

TEST_CASE("n-rooks does not fire with nothing to prove, off 4K+2 boards, nor for K = 1") {
  Step<MediumBits> step;
  const Bench<MediumBits> b(kBlocks2, "n-rooks");
  CHECK_FALSE(b.find(State<MediumBits>{}, step));
  // A closed block whose bands' other blocks all keep four open cells:
  // they hold a star each, which says nothing new.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . x x . . . .
    . . . . x x . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"),
                     step));
  // 8x8 with 2 stars is not a 4K+2 board: the same closed block says nothing.
  const Bench<MediumBits> eight(kBlocks8, "n-rooks");
  CHECK_FALSE(eight.find(eight.state(R"(
    x x . . . . . .
    x x . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"),
                         step));
  CHECK_FALSE(b.rule.handles(1));
}
