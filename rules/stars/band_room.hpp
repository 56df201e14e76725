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
#include <climits>

#include "rules/stars/windows.hpp"

namespace qh {

// split_room's bound read off `across` (per line of `kind`: the positions
// with a cell), whose lines from `from` to `to` (from <= to) hold the cells,
// or `ceiling` if that is less. The bound of the lines up to one never falls
// as lines are added (a pair is never cheaper than its first line alone), so
// the walk stops once it reaches the ceiling.
template <class B>
int split_room_across(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs,
                      HouseKind kind, const std::array<unsigned, kMaxSize>& across, int from,
                      int to, int ceiling = INT_MAX) {
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
    if (bound >= ceiling) return ceiling;
    best[static_cast<std::size_t>(i)] = bound;
    previous = one;
    previous_need = need;
  }
  return std::min(ceiling, best[static_cast<std::size_t>(to - from + 1)]);
}

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
  return split_room_across(g, needs, kind, across, from, to);
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

// Every house's live cells line by line, both ways: rows[h][r] holds the
// columns of h's cells in row r, columns[h][c] the rows of its cells in
// column c; spans[h]: its first and last row, then its first and last
// column, with a cell. Built once a call of a band rule, so that the room
// of a house's part inside or outside a band is read off without walking
// its cells.
template <class B>
struct HouseLines {
  HouseLines(const Geometry<B>& g, const B& live) {
    const int n = g.size();
    spans.fill({n, -1, n, -1});
    live.for_each([&](int c) {
      const int row = g.row_of(c), col = g.col_of(c);
      for (int h : {row, n + col, 2 * n + g.region_of(c)}) {
        const auto at = static_cast<std::size_t>(h);
        rows[at][static_cast<std::size_t>(row)] |= 1U << col;
        columns[at][static_cast<std::size_t>(col)] |= 1U << row;
        auto& span = spans[at];
        span[0] = std::min(span[0], row);
        span[1] = std::max(span[1], row);
        span[2] = std::min(span[2], col);
        span[3] = std::max(span[3], col);
      }
    });
  }

  std::array<std::array<unsigned, kMaxSize>, 3 * kMaxSize> rows{};
  std::array<std::array<unsigned, kMaxSize>, 3 * kMaxSize> columns{};
  std::array<std::array<int, 4>, 3 * kMaxSize> spans{};
};

// room_bound of house h's live cells inside the lines [first, first +
// lines) of `kind` (`inside`) or outside them, read off `by_line`: the same
// bound, from the same line masks.
template <class B>
int band_part_room(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs,
                   const HouseLines<B>& by_line, int h, HouseKind kind, int first, int lines,
                   bool inside, int cap) {
  if (cap <= 0) return 0;
  const int n = g.size();
  const unsigned band = ((1U << lines) - 1U) << first;
  const unsigned keep = inside ? band : ~band;
  const bool rows = kind == HouseKind::row;
  const auto& along_lines = rows ? by_line.rows[static_cast<std::size_t>(h)]
                                 : by_line.columns[static_cast<std::size_t>(h)];
  const auto& across_lines = rows ? by_line.columns[static_cast<std::size_t>(h)]
                                  : by_line.rows[static_cast<std::size_t>(h)];
  // along: the lines of `kind`, each kept whole or not at all; across: the
  // other kind's, each cut to the band's positions (or the others).
  // Only the house's own span is read: every other line is empty.
  const auto& span = by_line.spans[static_cast<std::size_t>(h)];
  const int along_span = rows ? 0 : 2, across_span = rows ? 2 : 0;
  std::array<unsigned, kMaxSize> along{}, across{};
  int count = 0, along_from = n, along_to = -1, across_from = n, across_to = -1;
  for (int i = span[along_span]; i <= span[along_span + 1]; ++i) {
    const auto at = static_cast<std::size_t>(i);
    if (((keep >> i) & 1U) != 0 && along_lines[at] != 0) {
      along[at] = along_lines[at];
      count += std::popcount(along[at]);
      along_from = std::min(along_from, i);
      along_to = i;
    }
  }
  for (int i = span[across_span]; i <= span[across_span + 1]; ++i) {
    const auto at = static_cast<std::size_t>(i);
    across[at] = across_lines[at] & keep;
    if (across[at] != 0) {
      across_from = std::min(across_from, i);
      across_to = i;
    }
  }
  if (count == 0) return 0;
  const HouseKind other = rows ? HouseKind::column : HouseKind::row;
  const int most =
      split_room_across(g, needs, kind, along, along_from, along_to, std::min(cap, count));
  return split_room_across(g, needs, other, across, across_from, across_to, most);
}

}  // namespace qh
