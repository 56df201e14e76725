// SPDX-License-Identifier: MIT
// split_room (rules/stars/band_room.hpp) reads each line's positions as a
// bit mask; it must give what the split gives when each line's room is
// greedy_room of its cells and each pair's is pair_cover, on random cell
// sets and line needs of a 14x14 board (rows and columns).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <random>

#include "../random_positions.hpp"
#include "../stars_boards.hpp"
#include "engine/model/star_room.hpp"
#include "rules/stars/band_room.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// The split over the cells' lines with each line's and pair's cells as bit
// sets: the formulation split_room stands for.
template <class B>
int split_by_cells(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs, HouseKind kind,
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

}  // namespace

TEST_CASE("split_room: per-line masks give the split of greedy_room and pair_cover") {
  const Geometry<MediumBits> g(test::board_from(test::kStrips3));
  std::mt19937 rng(1204);
  std::uniform_int_distribution<int> need(-1, 3);
  int below_count = 0;
  for (int round = 0; round < 4000; ++round) {
    std::array<int, 3 * kMaxSize> needs{};
    for (int h = 0; h < 3 * g.size(); ++h) needs[static_cast<std::size_t>(h)] = need(rng);
    // A band of 1 to 6 lines (or the whole board), sparse to dense.
    const bool rows = round % 2 == 0;
    const int lines = 1 + (round / 2) % 6, first = (round / 12) % (g.size() - lines + 1);
    std::bernoulli_distribution in(0.1 + 0.15 * ((round / 7) % 6));
    MediumBits cells;
    for (int c = 0; c < g.cells(); ++c) {
      const int at = rows ? g.row_of(c) : g.col_of(c);
      if ((round % 5 == 0 || (at >= first && at < first + lines)) && in(rng)) cells.set(c);
    }
    if (cells.none()) continue;
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      const int expected = split_by_cells(g, needs, kind, cells);
      CHECK(split_room(g, needs, kind, cells) == expected);
      if (expected < cells.count()) ++below_count;
    }
  }
  CHECK(below_count > 1000);  // the bound binds, not just the cell count
}

TEST_CASE("band_part_room: a house's part in or out of a band has room_bound's room") {
  const Geometry<MediumBits> g(test::board_from(test::kStrips3));
  const int n = g.size();
  std::mt19937 rng(1207);
  std::uniform_int_distribution<int> need(-1, 3), cap(-1, 6);
  int capped = 0, below_cap = 0;
  for (int round = 0; round < 300; ++round) {
    const auto needs = test::random_needs(g, rng, need);
    const auto live = test::random_cells(g, rng, 0.1 + 0.15 * (round % 6));
    const HouseLines<MediumBits> by_line(g, live);
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      for (int lines = 1; lines <= 4; ++lines) {
        const int first = (round * 5 + lines) % (n - lines + 1);
        MediumBits band;
        for (int i = first; i < first + lines; ++i) band |= g.house(g.house_id(kind, i));
        for (int h = 0; h < 3 * n; ++h) {
          for (bool inside : {true, false}) {
            const MediumBits part =
                inside ? g.house(h) & live & band : (g.house(h) & live).without(band);
            const int most = cap(rng);
            const int expected = room_bound(g, needs, part, most);
            CHECK(band_part_room(g, needs, by_line, h, kind, first, lines, inside, most) ==
                  expected);
            if (part.any() && most > 0) ++(expected == most ? capped : below_cap);
          }
        }
      }
    }
  }
  // Both ways out are taken: the cap, and a bound below it.
  CHECK(capped > 1000);
  CHECK(below_cap > 1000);
}

TEST_CASE("split_room_across: a ceiling gives the least of it and the bound") {
  const Geometry<MediumBits> g(test::board_from(test::kStrips3));
  std::mt19937 rng(1208);
  std::uniform_int_distribution<int> need(0, 3), ceiling(0, 8);
  std::uniform_int_distribution<unsigned> mask(0, (1U << g.size()) - 1);
  for (int round = 0; round < 2000; ++round) {
    std::array<int, 3 * kMaxSize> needs{};
    for (int h = 0; h < 3 * g.size(); ++h) needs[static_cast<std::size_t>(h)] = need(rng);
    std::array<unsigned, kMaxSize> across{};
    const int from = round % 5, to = from + round % 9;
    for (int i = from; i <= to; ++i) across[static_cast<std::size_t>(i)] = mask(rng) & mask(rng);
    across[static_cast<std::size_t>(from)] |= 1U;
    across[static_cast<std::size_t>(to)] |= 2U;
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      const int full = split_room_across(g, needs, kind, across, from, to);
      const int top = ceiling(rng);
      CHECK(split_room_across(g, needs, kind, across, from, to, top) == std::min(full, top));
    }
  }
}
