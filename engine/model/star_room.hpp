// SPDX-License-Identifier: MIT
// Room for stars (K >= 2): how many pairwise non-touching stars a set of
// cells can still take. Used to tell whether a house can still get the stars
// it needs.
//
// Exact where it is cheap: cells of one row or one column touch only when
// they are consecutive, so a greedy scan is exact; other sets (regions) of at
// most kExactRoomCells cells get a bounded depth-first search. Larger sets
// answer with their cell count, an upper bound, so "no room" is only ever
// concluded when it is true.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/model/geometry.hpp"

namespace qh {

inline constexpr int kExactRoomCells = 16;

namespace detail {

// Can the cells of `mask` (bits of a set of at most kExactRoomCells cells,
// `touch[i]` the cells touching cell i) hold `want` pairwise non-touching
// stars? Depth-first over the lowest cell: take it (dropping the cells it
// touches) or leave it.
inline bool fits(const std::uint32_t* touch, std::uint32_t mask, int want) {
  if (want <= 0) return true;
  if (std::popcount(mask) < want) return false;
  const int first = std::countr_zero(mask);
  const std::uint32_t rest = mask & (mask - 1);
  if (fits(touch, rest & ~touch[first], want - 1)) return true;
  return fits(touch, rest, want);
}

}  // namespace detail

// Pairwise non-touching cells taken greedily, lowest first: a lower bound on
// the stars `cells` can take (and on the 2x2 windows needed to cover them).
template <class B>
int greedy_room(const Geometry<B>& g, const B& cells) {
  int count = 0;
  B blocked;
  cells.for_each([&](int c) {
    if (blocked.test(c)) return;
    ++count;
    blocked |= g.neighbours(c);
  });
  return count;
}

// Pairwise non-touching cells of `cells` taken greedily, lowest first (or
// highest first): any subset of them is room for as many stars.
template <class B>
B spread_cells(const Geometry<B>& g, const B& cells, bool from_top) {
  B out, blocked;
  const auto take = [&](int c) {
    if (blocked.test(c)) return;
    out.set(c);
    blocked |= g.neighbours(c);
  };
  if (!from_top) {
    cells.for_each(take);
    return out;
  }
  std::array<int, kMaxSize * kMaxSize> at;
  int size = 0;
  cells.for_each([&](int c) { at[static_cast<std::size_t>(size++)] = c; });
  while (size > 0) take(at[static_cast<std::size_t>(--size)]);
  return out;
}

// spread_cells(g, cells, false) of cells of house h. On a line a cell
// touches only the next one along it (1 further on a row, N on a column), so
// the greedy takes each cell more than that past the last one taken, without
// the cells' neighbours.
template <class B>
B house_spread(const Geometry<B>& g, int h, const B& cells) {
  if (g.kind_of(h) == HouseKind::region) return spread_cells(g, cells, false);
  const int step = g.kind_of(h) == HouseKind::row ? 1 : g.size();
  B out;
  int last = -2 * g.size();
  cells.for_each([&](int x) {
    if (x - last <= step) return;
    out.set(x);
    last = x;
  });
  return out;
}

// The most stars `cells` can take, up to `cap` (never more than that).
// Sets of at most kExactRoomCells cells are searched on a compact copy (one
// bit a cell, with each cell's touching cells), so each node of the search
// costs a few machine words.
template <class B>
int star_room(const Geometry<B>& g, const B& cells, int cap) {
  const int count = cells.count();
  if (count <= 1 || cap <= 1) return count < cap ? count : cap;
  // The greedy lower bound (lowest cell first), which most calls need no
  // more than: it stops at `cap`. Exact on one row or one column (cells
  // there touch only when consecutive).
  int greedy = 0;
  B blocked;
  bool enough = false;
  cells.for_each([&](int c) {
    if (enough || blocked.test(c)) return;
    enough = ++greedy >= cap;
    blocked |= g.neighbours(c);
  });
  if (enough) return cap;
  const int first = cells.first();
  if (cells.subset_of(g.row(g.row_of(first))) || cells.subset_of(g.column(g.col_of(first))))
    return greedy;
  if (count > kExactRoomCells) return count < cap ? count : cap;
  std::array<int, kExactRoomCells> at{};
  int size = 0;
  cells.for_each([&](int c) { at[static_cast<std::size_t>(size++)] = c; });
  std::array<std::uint32_t, kExactRoomCells> touch{};
  for (int i = 0; i < size; ++i) {
    const B& near = g.neighbours(at[static_cast<std::size_t>(i)]);
    for (int j = i + 1; j < size; ++j)
      if (near.test(at[static_cast<std::size_t>(j)])) {
        touch[static_cast<std::size_t>(i)] |= std::uint32_t{1} << j;
        touch[static_cast<std::size_t>(j)] |= std::uint32_t{1} << i;
      }
  }
  const std::uint32_t all = (std::uint32_t{1} << size) - 1;
  int room = greedy;
  while (room < cap && detail::fits(touch.data(), all, room + 1)) ++room;
  return room;
}

}  // namespace qh
