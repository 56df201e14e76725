// SPDX-License-Identifier: MIT
// The boards the K >= 2 rule tests draw positions on.
#pragma once

namespace qh::test {

// Ten 2x5 blocks: rows 1-2 hold regions A (columns 1-5) and B (6-10), rows
// 3-4 regions C and D, and so on.
inline constexpr const char* kBlocks2 = R"(stars: 2
  A A A A A B B B B B
  A A A A A B B B B B
  C C C C C D D D D D
  C C C C C D D D D D
  E E E E E F F F F F
  E E E E E F F F F F
  G G G G G H H H H H
  G G G G G H H H H H
  I I I I I J J J J J
  I I I I I J J J J J
)";

// Region A fills rows 1-2 in columns 1-4; region B takes the rest of rows
// 1-2 and r3c5, r3c6; regions C and D fill the rest of rows 3-4.
inline constexpr const char* kBands2 = R"(stars: 2
  A A A A B B B B B B
  A A A A B B B B B B
  C C C C B B D D D D
  C C C C D D D D D D
  E E E E E F F F F F
  E E E E E F F F F F
  G G G G G H H H H H
  G G G G G H H H H H
  I I I I I J J J J J
  I I I I I J J J J J
)";

// 8x8: eight 2x4 blocks (the generalised rules' tests).
inline constexpr const char* kBlocks8 = R"(stars: 2
  A A A A B B B B
  A A A A B B B B
  C C C C D D D D
  C C C C D D D D
  E E E E F F F F
  E E E E F F F F
  G G G G H H H H
  G G G G H H H H
)";

// 14x14, 3 stars: two-row strips of seven cells, except that region B (the
// right half of rows 1-2) also takes r3c14.
inline constexpr const char* kStrips3 = R"(stars: 3
  A A A A A A A B B B B B B B
  A A A A A A A B B B B B B B
  C C C C C C C D D D D D D B
  C C C C C C C D D D D D D D
  E E E E E E E F F F F F F F
  E E E E E E E F F F F F F F
  G G G G G G G H H H H H H H
  G G G G G G G H H H H H H H
  I I I I I I I J J J J J J J
  I I I I I I I J J J J J J J
  K K K K K K K L L L L L L L
  K K K K K K K L L L L L L L
  M M M M M M M N N N N N N N
  M M M M M M M N N N N N N N
)";

// A position on kStrips3: row 1's cells outside region A crossed out, so
// row 1's open cells all lie in region A.
inline constexpr const char* kStrips3RowOneInA = R"(
    . . . . . . . x x x x x x x
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
  )";

}  // namespace qh::test
