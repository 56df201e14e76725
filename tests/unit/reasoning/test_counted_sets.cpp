// SPDX-License-Identifier: MIT
// for_each_counted_set (engine/reasoning/house_sets.hpp): the sets it visits
// with a `must` mask are exactly, and in the same order, those it visits
// without one that hold a house of the mask.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "engine/reasoning/house_sets.hpp"

using namespace qh;

namespace {

struct Visit {
  unsigned sources, cover;
  int wanted, room;
  friend bool operator==(const Visit&, const Visit&) = default;
};

std::vector<Visit> visits(std::span<const CountedHouse> houses, int size,
                          std::span<const int> target_need, int max_slack, unsigned must) {
  std::vector<Visit> out;
  for_each_counted_set(
      houses, size, target_need, 2, max_slack,
      [&](unsigned sources, unsigned cover, int wanted, int room) {
        out.push_back({sources, cover, wanted, room});
        return false;
      },
      must);
  return out;
}

}  // namespace

TEST_CASE("for_each_counted_set with a must mask visits the sets holding one of its houses") {
  std::uint64_t rng = 12345;
  const auto next = [&] {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
  };
  int compared = 0, kept = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 4 + static_cast<int>(next() % 7);  // houses of each kind
    std::array<int, 12> target_need{};
    for (int i = 0; i < n; ++i) target_need[static_cast<std::size_t>(i)] = 1 + next() % 2;
    std::vector<CountedHouse> houses;
    for (int i = 0; i < n; ++i) {
      if (next() % 4 == 0) continue;  // a full house
      unsigned reach = 0;
      for (int j = 0; j < n; ++j)
        if (next() % 3 == 0) reach |= 1U << j;
      if (reach == 0) reach = 1U << (next() % n);
      houses.push_back({.ordinal = i, .reach = reach, .need = 1 + static_cast<int>(next() % 2)});
    }
    const unsigned must = static_cast<unsigned>(next()) & ((1U << n) - 1U);
    for (int size = 1; size <= 4; ++size) {
      for (int max_slack : {0, 2}) {
        const std::span<const int> needs(target_need.data(), static_cast<std::size_t>(n));
        std::vector<Visit> expected;
        for (const Visit& v : visits(houses, size, needs, max_slack, ~0U))
          if ((v.sources & must) != 0) expected.push_back(v);
        const std::vector<Visit> got = visits(houses, size, needs, max_slack, must);
        INFO("trial " << trial << ", size " << size << ", must " << must);
        CHECK(got == expected);
        ++compared;
        kept += static_cast<int>(got.size());
      }
    }
  }
  CHECK(compared == 1600);
  CHECK(kept > 100);  // the filter is not vacuous
}
