// SPDX-License-Identifier: MIT
// in_some_matching (rules/stars/block_matching.hpp): the edges it says lie
// on some perfect matching are exactly those some permutation uses, on
// random bipartite graphs of 1 to 7 rows (every permutation enumerated).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <random>

#include "rules/stars/block_matching.hpp"

using namespace qh;

namespace {

// The edges of the permutations that `allowed` admits, by enumeration.
BlockRows by_enumeration(const BlockRows& allowed, int m, bool& any) {
  std::array<int, kMaxBlocks> perm{};
  std::iota(perm.begin(), perm.begin() + m, 0);
  BlockRows used{};
  any = false;
  do {
    bool fits = true;
    for (int i = 0; i < m && fits; ++i)
      fits =
          ((allowed[static_cast<std::size_t>(i)] >> perm[static_cast<std::size_t>(i)]) & 1U) != 0;
    if (!fits) continue;
    any = true;
    for (int i = 0; i < m; ++i)
      used[static_cast<std::size_t>(i)] |= 1U << perm[static_cast<std::size_t>(i)];
  } while (std::next_permutation(perm.begin(), perm.begin() + m));
  return used;
}

}  // namespace

TEST_CASE("block matching: the edges on some perfect matching, against every permutation") {
  std::mt19937 rng(20261204);
  int with_matching = 0, partial = 0;
  for (int round = 0; round < 3000; ++round) {
    const int m = 1 + round % 7;
    const double density = 0.3 + 0.1 * (round % 6);
    std::bernoulli_distribution edge(density);
    BlockRows allowed{};
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < m; ++j)
        if (edge(rng)) allowed[static_cast<std::size_t>(i)] |= 1U << j;
    bool any = false;
    const BlockRows expected = by_enumeration(allowed, m, any);
    std::array<int, kMaxBlocks> owner{};
    REQUIRE(perfect_matching(allowed, m, owner) == any);
    if (!any) continue;
    ++with_matching;
    for (int j = 0; j < m; ++j) {  // the matching found is one of them
      const int i = owner[static_cast<std::size_t>(j)];
      REQUIRE(i >= 0);
      CHECK(((allowed[static_cast<std::size_t>(i)] >> j) & 1U) == 1U);
    }
    const BlockRows some = in_some_matching(allowed, m, owner);
    for (int i = 0; i < m; ++i) {
      CHECK(some[static_cast<std::size_t>(i)] == expected[static_cast<std::size_t>(i)]);
      if (expected[static_cast<std::size_t>(i)] != allowed[static_cast<std::size_t>(i)]) ++partial;
    }
  }
  // The sample reaches both cases: graphs with a matching, edges on none.
  CHECK(with_matching > 500);
  CHECK(partial > 500);
}
