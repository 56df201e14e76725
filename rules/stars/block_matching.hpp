// SPDX-License-Identifier: MIT
// The rook placements of n-rooks (rules/stars/n_rooks.cpp) as perfect
// matchings of a bipartite graph, rows of blocks -> columns of blocks: one
// perfect matching, and which edges lie on some perfect matching, read off
// its alternating cycles (no enumeration of the placements).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/model/bits.hpp"

namespace qh {

inline constexpr int kMaxBlocks = (kMaxSize + 1) / 2;  // blocks per band, at most

using BlockRows = std::array<std::uint32_t, kMaxBlocks>;  // one column mask per block row

// A perfect matching of the bipartite graph rows -> columns (allowed[i]: the
// columns row i may take) on m rows, by Kuhn's augmenting paths: owner[j] is
// the row matched to column j. False when there is none.
inline bool perfect_matching(const BlockRows& allowed, int m, std::array<int, kMaxBlocks>& owner) {
  owner.fill(-1);
  for (int i = 0; i < m; ++i) {
    std::uint32_t seen = 0;
    auto augment = [&](auto&& self, int row) -> bool {
      for (std::uint32_t cols = allowed[static_cast<std::size_t>(row)] & ~seen; cols != 0;
           cols &= cols - 1) {
        const int j = std::countr_zero(cols);
        if ((seen >> j) & 1U) continue;
        seen |= 1U << j;
        int& o = owner[static_cast<std::size_t>(j)];
        if (o < 0 || self(self, o)) {
          o = row;
          return true;
        }
      }
      return false;
    };
    if (!augment(augment, i)) return false;
  }
  return true;
}

// Per row, the columns it takes in some perfect matching, given one
// (`owner`): an edge i -> j lies on some perfect matching when it is in the
// given one, or when the row holding j there reaches row i by alternating
// steps (row k steps to the row holding a column k may take), which closes
// a cycle along which the matching can be shifted to use the edge.
inline BlockRows in_some_matching(const BlockRows& allowed, int m,
                                  const std::array<int, kMaxBlocks>& owner) {
  std::array<std::uint32_t, kMaxBlocks> reach{};  // rows reachable from row k
  for (int k = 0; k < m; ++k)
    for (std::uint32_t cols = allowed[static_cast<std::size_t>(k)]; cols != 0; cols &= cols - 1)
      reach[static_cast<std::size_t>(k)] |=
          1U << owner[static_cast<std::size_t>(std::countr_zero(cols))];
  for (int p = 0; p < m; ++p)  // transitive closure (Warshall)
    for (int q = 0; q < m; ++q)
      if ((reach[static_cast<std::size_t>(q)] >> p) & 1U)
        reach[static_cast<std::size_t>(q)] |= reach[static_cast<std::size_t>(p)];
  BlockRows some{};
  for (int i = 0; i < m; ++i)
    for (std::uint32_t cols = allowed[static_cast<std::size_t>(i)]; cols != 0; cols &= cols - 1) {
      const int j = std::countr_zero(cols);
      const int k = owner[static_cast<std::size_t>(j)];
      if (k == i || ((reach[static_cast<std::size_t>(k)] >> i) & 1U))
        some[static_cast<std::size_t>(i)] |= 1U << j;
    }
  return some;
}

}  // namespace qh
