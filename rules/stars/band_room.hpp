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
#include <bit>

#include "rules/stars/windows.hpp"

namespace qh {

// An upper bound on the stars `cells` can take, split along lines of `kind`
// into single lines and adjacent pairs (the least over all splits), over the
// lines from the cells' first to their last. Read off each line's positions
// (a bit mask): a line's cells take at most one star per two consecutive
// positions (runs_cover: greedy_room of cells on one line), a pair's at most
// one per 2x2 window of the fewest covering both lines' positions
// (runs_cover of their union: pair_cover). `cells` is not empty.
template <class B>
int split_room(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs, HouseKind kind,
               const B& cells) {
  const int n = g.size();
  std::array<unsigned, kMaxSize> across{};  // per line: the positions with a cell
  int from = n, to = -1;
  if (kind == HouseKind::row) {
    for (int r = g.row_of(cells.first()), left = cells.count(); left > 0; ++r) {
      const unsigned line = cells.slice(r * n, n);
      if (line == 0) continue;
      left -= std::popcount(line);
      across[static_cast<std::size_t>(r)] = line;
      from = std::min(from, r);
      to = r;
    }
  } else {
    cells.for_each([&](int c) {
      const int col = g.col_of(c);
      across[static_cast<std::size_t>(col)] |= 1U << g.row_of(c);
      from = std::min(from, col);
      to = std::max(to, col);
    });
  }
  std::array<int, kMaxSize + 1> best{};
  unsigned previous = 0;
  int previous_need = 0;
  for (int i = 1; i <= to - from + 1; ++i) {
    const int line = from + i - 1;
    const unsigned one = across[static_cast<std::size_t>(line)];
    const int need = std::max(0, needs[static_cast<std::size_t>(g.house_id(kind, line))]);
    int bound = best[static_cast<std::size_t>(i - 1)];
    if (one != 0) bound += std::min(need, runs_cover(one));
    if (i >= 2 && (one != 0 || previous != 0)) {
      const int pair = std::min(need + previous_need, runs_cover(one | previous));
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
