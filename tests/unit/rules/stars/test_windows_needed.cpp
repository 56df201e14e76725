// SPDX-License-Identifier: MIT
// detail::windows_needed (rules/stars/windows.hpp) prunes the cover search:
// on a pair of rows or columns it must be exactly the fewest windows of the
// pair covering the cells (the least count with a cover, found by a cover
// search without bounds), and anywhere else never more than that; on random
// cell sets of a 14x14 board.
#include <doctest/doctest.h>

#include <random>

#include "../stars_boards.hpp"
#include "rules/stars/windows.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// Whether at most `budget` windows within `range` cover `cells`: the cover
// search without any bound (each window covering the lowest cell left), so
// that it does not rest on what it checks.
template <class B>
bool covers(const Geometry<B>& g, const B& cells, int budget, const WindowRange& range) {
  if (cells.none()) return true;
  if (budget == 0) return false;
  const int p = cells.first();
  const int r = g.row_of(p), c = g.col_of(p);
  for (int wr = r - 1; wr <= r; ++wr)
    for (int wc = c - 1; wc <= c; ++wc)
      if (wr >= range.row_lo && wr <= range.row_hi && wc >= range.col_lo && wc <= range.col_hi &&
          covers(g, cells.without(g.window(wr, wc)), budget - 1, range))
        return true;
  return false;
}

// The fewest windows within `range` covering `cells`; -1 if more than 8.
template <class B>
int fewest_windows(const Geometry<B>& g, const B& cells, const WindowRange& range) {
  for (int count = 1; count <= 8; ++count)
    if (covers(g, cells, count, range)) return count;
  return -1;
}

}  // namespace

TEST_CASE("windows_needed: exact on a pair of lines, a lower bound anywhere") {
  const Geometry<MediumBits> g(test::board_from(test::kStrips3));
  const int n = g.size();
  std::mt19937 rng(1211);
  int pairs = 0, below = 0;
  for (int round = 0; round < 600; ++round) {
    std::bernoulli_distribution in(0.1 + 0.1 * (round % 5));
    const int first = (round * 7) % (n - 1);
    const bool rows = round % 3 != 2;
    const bool anywhere_range = round % 3 == 0;
    MediumBits cells;
    for (int i = first; i < first + 2; ++i) {
      const int h = g.house_id(rows ? HouseKind::row : HouseKind::column, i);
      g.house(h).for_each([&](int c) {
        if (in(rng)) cells.set(c);
      });
    }
    if (cells.none() || (anywhere_range && cells.count() > 8)) continue;
    const WindowRange pair =
        rows ? WindowRange{.row_lo = first, .row_hi = first, .col_lo = -1, .col_hi = n - 1}
             : WindowRange{.row_lo = -1, .row_hi = n - 1, .col_lo = first, .col_hi = first};
    const WindowRange range = anywhere_range ? anywhere(n) : pair;
    const int fewest = fewest_windows(g, cells, range);
    if (fewest < 0) continue;
    const int bound = detail::windows_needed(g, cells, range);
    CHECK(bound <= fewest);
    if (!anywhere_range) {
      CHECK(bound == fewest);
      ++pairs;
    } else if (bound < fewest) {
      ++below;
    }
  }
  CHECK(pairs > 200);
  CHECK(below > 0);  // the greedy spread is not exact off a pair
}
