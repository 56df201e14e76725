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

// xorshift64: the same draws on every platform.
struct Draws {
  std::uint64_t state;
  std::uint64_t operator()() {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  }
};

// Houses 0 .. n - 1 of the source kind, each left out (full) one time in
// `full_one_in`, else reaching each target house with probability 1/3 (one
// at least) and needing 1 .. stars.
std::vector<CountedHouse> random_houses(Draws& next, int n, int full_one_in, int stars) {
  std::vector<CountedHouse> houses;
  for (int i = 0; i < n; ++i) {
    if (next() % static_cast<std::uint64_t>(full_one_in) == 0) continue;
    unsigned reach = 0;
    for (int j = 0; j < n; ++j)
      if (next() % 3 == 0) reach |= 1U << j;
    if (reach == 0) reach = 1U << (next() % static_cast<std::uint64_t>(n));
    houses.push_back({.ordinal = i,
                      .reach = reach,
                      .need = 1 + static_cast<int>(next() % static_cast<std::uint64_t>(stars))});
  }
  return houses;
}

}  // namespace

TEST_CASE("for_each_counted_set with a must mask visits the sets holding one of its houses") {
  Draws next{12345};
  int compared = 0, kept = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 4 + static_cast<int>(next() % 7);  // houses of each kind
    std::array<int, 12> target_need{};
    for (int i = 0; i < n; ++i) target_need[static_cast<std::size_t>(i)] = 1 + next() % 2;
    const std::vector<CountedHouse> houses = random_houses(next, n, 4, 2);
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

TEST_CASE("for_each_counted_set visits every set of slack at most the bound, in colex order") {
  // The reference: every size-subset of the houses in Gosper's order (by
  // largest index, then the next...), its room summed house by house, kept
  // when its slack is at most max_slack and it holds a house of `must`.
  // Target needs 0..K (full houses among them) with K = 1..6, and one board
  // with a target need above K.
  Draws next{987654321};
  int compared = 0, kept = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int stars = 1 + static_cast<int>(next() % 6);
    const int n = 4 + static_cast<int>(next() % 9);
    std::array<int, 12> target_need{};
    for (int i = 0; i < n; ++i)
      target_need[static_cast<std::size_t>(i)] = static_cast<int>(next() % (stars + 1));
    if (trial == 0) target_need[0] = 9;
    const std::vector<CountedHouse> houses = random_houses(next, n, 5, stars);
    const unsigned must = next() % 3 == 0 ? ~0U : static_cast<unsigned>(next()) & ((1U << n) - 1U);
    const auto m = static_cast<int>(houses.size());
    const std::span<const int> needs(target_need.data(), static_cast<std::size_t>(n));
    for (int size = 1; size <= 4 && size <= m; ++size) {
      for (int max_slack : {0, stars}) {
        std::vector<Visit> expected;
        for (unsigned sub = (1U << size) - 1; sub < (1U << m);) {
          Visit v{0, 0, 0, 0};
          for (unsigned b = sub; b != 0; b &= b - 1) {
            const CountedHouse& h = houses[static_cast<std::size_t>(std::countr_zero(b))];
            v.sources |= 1U << h.ordinal;
            v.cover |= h.reach;
            v.wanted += h.need;
          }
          for (unsigned t = v.cover; t != 0; t &= t - 1)
            v.room += target_need[static_cast<std::size_t>(std::countr_zero(t))];
          if (v.room - v.wanted <= max_slack && (v.sources & must) != 0) expected.push_back(v);
          const unsigned low = sub & (~sub + 1U), ripple = sub + low;
          sub = ripple | (((sub ^ ripple) >> 2) / low);
        }
        std::vector<Visit> got;
        for_each_counted_set(
            std::span<const CountedHouse>(houses), size, needs, stars, max_slack,
            [&](unsigned sources, unsigned cover, int wanted, int room) {
              got.push_back({sources, cover, wanted, room});
              return false;
            },
            must);
        INFO("trial " << trial << ", stars " << stars << ", size " << size << ", must " << must);
        CHECK(got == expected);
        ++compared;
        kept += static_cast<int>(got.size());
      }
    }
  }
  CHECK(compared > 1500);
  CHECK(kept > 1000);
}
