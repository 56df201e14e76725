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

#include "engine/model/geometry.hpp"

namespace qh {

inline constexpr int kExactRoomCells = 16;

namespace detail {

// Can `cells` hold `want` pairwise non-touching stars? Depth-first over the
// lowest cell: take it (dropping its neighbours) or leave it.
template <class B>
bool fits(const Geometry<B>& g, const B& cells, int want) {
  if (want <= 0) return true;
  if (cells.count() < want) return false;
  const int first = cells.first();
  B rest = cells;
  rest.reset(first);
  if (fits(g, rest.without(g.neighbours(first)), want - 1)) return true;
  return fits(g, rest, want);
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

// The most stars `cells` can take, up to `cap` (never more than that).
template <class B>
int star_room(const Geometry<B>& g, const B& cells, int cap) {
  const int count = cells.count();
  if (count <= 1 || cap <= 1) return count < cap ? count : cap;
  const int first = cells.first();
  // A lower bound everywhere, exact on one row or one column (cells there
  // touch only when consecutive).
  const int greedy = greedy_room(g, cells);
  if (greedy >= cap) return cap;
  if (cells.subset_of(g.row(g.row_of(first))) || cells.subset_of(g.column(g.col_of(first))))
    return greedy;
  if (count > kExactRoomCells) return count < cap ? count : cap;
  int room = greedy;
  while (room < cap && detail::fits(g, cells, room + 1)) ++room;
  return room;
}

}  // namespace qh
