// SPDX-License-Identifier: MIT
// Bits::slice (engine/model/bits.hpp) against bit-by-bit tests, across word
// boundaries, and runs_cover (rules/stars/windows.hpp) against star_room on
// random cells of one row: both count what one line's cells can take; and
// runs_cover against the greedy scan it counts, on every position mask of
// up to 20 bits.
#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <random>

#include "engine/model/bits.hpp"
#include "engine/model/star_room.hpp"
#include "rules/stars/windows.hpp"
#include "support.hpp"

using namespace qh;

TEST_CASE("Bits::slice reads the bits from an index on, across word boundaries") {
  std::mt19937 rng(32);
  for (int round = 0; round < 200; ++round) {
    MediumBits b;
    for (int i = 0; i < MediumBits::kCapacity; ++i)
      if (rng() % 3 == 0) b.set(i);
    const int len = 1 + static_cast<int>(rng() % 32);
    const int from = static_cast<int>(rng() % static_cast<unsigned>(MediumBits::kCapacity - len));
    std::uint32_t expected = 0;
    for (int i = 0; i < len; ++i)
      if (b.test(from + i)) expected |= std::uint32_t{1} << i;
    CHECK(b.slice(from, len) == expected);
  }
  MediumBits last;
  last.set(MediumBits::kCapacity - 1);
  CHECK(last.slice(MediumBits::kCapacity - 32, 32) == std::uint32_t{1} << 31);
  CHECK(last.slice(64, 32) == 0);
}

TEST_CASE("runs_cover is star_room on one row, pair_cover on two rows") {
  const Geometry<MediumBits> g(test::board_from(R"(
AAAAAAAAAAAAAA
BBBBBBBBBBBBBB
CCCCCCCCCCCCCC
DDDDDDDDDDDDDD
EEEEEEEEEEEEEE
FFFFFFFFFFFFFF
GGGGGGGGGGGGGG
HHHHHHHHHHHHHH
IIIIIIIIIIIIII
JJJJJJJJJJJJJJ
KKKKKKKKKKKKKK
LLLLLLLLLLLLLL
MMMMMMMMMMMMMM
NNNNNNNNNNNNNN
)"));
  std::mt19937 rng(7);
  for (int round = 0; round < 200; ++round) {
    const int row = static_cast<int>(rng() % 13);
    MediumBits one, two;
    unsigned across = 0, both = 0;
    for (int c = 0; c < 14; ++c) {
      if (rng() % 2 == 0) {
        one.set(row * 14 + c);
        across |= 1U << c;
      }
      if (rng() % 3 == 0) {
        two.set((row + 1) * 14 + c);
        both |= 1U << c;
      }
    }
    CHECK(runs_cover(across) == star_room(g, one, 14));
    CHECK(pair_cover(g, HouseKind::row, one | two) == runs_cover(across | both));
    CHECK(pair_cover(g, HouseKind::row, two) == runs_cover(both));
  }
}

TEST_CASE("runs_cover counts the windows of the greedy scan from the lowest position") {
  for (unsigned across = 0; across < (1U << 20); ++across) {
    int windows = 0;
    for (unsigned left = across; left != 0; left &= ~(3U << std::countr_zero(left))) ++windows;
    if (runs_cover(across) != windows) REQUIRE(runs_cover(across) == windows);
  }
}
