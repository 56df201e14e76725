// SPDX-License-Identifier: MIT
// Upper bounds on the stars a set of cells can take (K >= 3), shared by the
// band-share rules (band-region-bounds, band-share-exclusion): the least of
// the set's cell count and two splits, one into rows and pairs of adjacent
// rows, one into columns and pairs of adjacent columns. A line's cells take
// at most one star per two consecutive cells and no more than the line
// needs; a pair's at most one per 2x2 window of the fewest covering them
// (pair_cover) and no more than the pair needs. Every split gives an upper
// bound, so the least of them is one too.
#pragma once

#include <algorithm>
#include <array>

#include "rules/stars/windows.hpp"

namespace qh {

// An upper bound on the stars `cells` can take, split along lines of `kind`
// into single lines and adjacent pairs (the least over all splits), over the
// lines from the cells' first to their last.
template <class B>
int split_room(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs, HouseKind kind,
               const B& cells) {
  int from = g.size(), to = -1;
  cells.for_each([&](int c) {
    const int at = kind == HouseKind::row ? g.row_of(c) : g.col_of(c);
    from = std::min(from, at);
    to = std::max(to, at);
  });
  std::array<int, kMaxSize + 1> best{};
  B previous;
  int previous_need = 0;
  for (int i = 1; i <= to - from + 1; ++i) {
    const int h = g.house_id(kind, from + i - 1);
    const B one = cells & g.house(h);
    const int need = std::max(0, needs[static_cast<std::size_t>(h)]);
    int bound = best[static_cast<std::size_t>(i - 1)];
    if (one.any()) bound += std::min(need, greedy_room(g, one));
    if (i >= 2 && (one.any() || previous.any())) {
      const int pair = std::min(need + previous_need, pair_cover(g, kind, one | previous));
      bound = std::min(bound, best[static_cast<std::size_t>(i - 2)] + pair);
    }
    best[static_cast<std::size_t>(i)] = bound;
    previous = one;
    previous_need = need;
  }
  return best[static_cast<std::size_t>(to - from + 1)];
}

// The stars `cells` can take, up to `cap`: the least of cap, the cell count
// and the two splits (all upper bounds).
template <class B>
int room_bound(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs, const B& cells,
               int cap) {
  if (cells.none() || cap <= 0) return 0;
  return std::min({cap, cells.count(), split_room(g, needs, HouseKind::row, cells),
                   split_room(g, needs, HouseKind::column, cells)});
}

}  // namespace qh
