// SPDX-License-Identifier: MIT
// Runs of consecutive positions along one line (bit i of a mask: position
// i), counted without a loop. Shared by the rules' window arguments
// (rules/stars/windows.hpp) and the exact search's line capacity
// (engine/search/star_search.hpp): plain arithmetic on a mask, checked
// against the scan it counts on every mask of up to 20 bits
// (tests/unit/model/test_bits_slice.cpp).
#pragma once

#include <bit>
#include <cstdint>

namespace qh {

// The fewest windows two positions wide covering the positions of `across`
// (bit i: position i along a line): a greedy scan from the lowest is exact.
// It is also the room for stars of a line's cells at those positions, which
// touch only when consecutive (the same scan takes every other cell). The
// scan takes ceil(L/2) windows from each run of L consecutive positions, the
// positions at an even distance from the run's start: counted here without
// a loop (the runs that start at an even position are found by adding their
// starts, which carries through each of them; the same count as the scan for
// every value up to 2^26, checked once; tests/unit/model/test_bits_slice.cpp
// checks those up to 2^20).
inline int runs_cover(unsigned across) {
  const std::uint64_t x = across;
  const std::uint64_t even = 0x5555555555555555ULL;  // the even positions
  const std::uint64_t starts = x & ~(x << 1);
  const std::uint64_t from_even = x & ~(x + (starts & even));  // runs starting at even positions
  return std::popcount((from_even & even) | (x & ~from_even & ~even));
}

}  // namespace qh
