// SPDX-License-Identifier: MIT
// The ways of completing a house with the stars it still needs (K >= 2):
// sets of its live cells, none touching, no house overfilled. pair-attack
// looks for houses with exactly two (rules/basic/pair_attack.cpp);
// tests/unit/rules/basic/test_house_completions.cpp checks many_ways against the
// search.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/model/geometry.hpp"

namespace qh {

// The ways of completing house h with its `need` missing stars, at most
// `kMaxWays` + 1 of them (enough to know there are more than kMaxWays), and
// at most kMaxNodes search nodes; houses with more than kMaxCells live cells
// are not tried (they have many ways).
template <class B>
class HouseCompletions {
 public:
  static constexpr int kMaxWays = 2;
  static constexpr int kMaxNodes = 4096;
  static constexpr int kMaxCells = 32;  // houses with more live cells are skipped

  // room: every house's missing stars (stars_needed), indexed by house id.
  HouseCompletions(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& room, const B& live,
                   int h, int need)
      : g_(g), room_(room), reach_(g.kind_of(h) == HouseKind::row ? 1 : g.size() + 1) {
    int count = 0;
    (g.house(h) & live).for_each([&](int c) { cells_[static_cast<std::size_t>(count++)] = c; });
    cell_count_ = count;
    search(0, need, B{}, 0);
  }

  // Exactly `kMaxWays` ways, and the search saw them all.
  bool exactly_two() const { return ways_ == kMaxWays && !cut_; }
  const B& way(int i) const { return way_[static_cast<std::size_t>(i)]; }

  // The cells a star on which would break `way`: its stars' neighbours and
  // the rest of every house it fills (only its cells' houses can be).
  B clashes(const B& way) const {
    const int n = g_.size();
    B out;
    way.for_each([&](int c) {
      out |= g_.neighbours(c);
      for (int x : {g_.row_of(c), n + g_.col_of(c), 2 * n + g_.region_of(c)})
        if ((g_.house(x) & way).count() >= room_[static_cast<std::size_t>(x)]) out |= g_.house(x);
    });
    return out.without(way);
  }

 private:
  // `blocked`: bit i when the house's i-th live cell touches a chosen star.
  void search(int from, int left, const B& chosen, std::uint32_t blocked) {
    if (ways_ > kMaxWays || cut_) return;
    if (++nodes_ > kMaxNodes) {
      cut_ = true;
      return;
    }
    if (left == 0) {
      if (ways_ < kMaxWays) way_[static_cast<std::size_t>(ways_)] = chosen;
      ++ways_;
      return;
    }
    for (int i = from; i + left <= cell_count_; ++i) {
      // Fewer free cells left than stars to place: no way from here on.
      if (std::popcount(~blocked & (~std::uint32_t{0} << i)) - (32 - cell_count_) < left) return;
      const int c = cells_[static_cast<std::size_t>(i)];
      if (((blocked >> i) & 1U) != 0 || !fits(c)) continue;
      B with = chosen;
      with.set(c);
      take(c, 1);
      search(i + 1, left - 1, with, blocked | touching(c, i));
      take(c, -1);
      if (ways_ > kMaxWays || cut_) return;  // every later call would return at once
    }
  }
  // The house's live cells after the i-th that touch c, its i-th (the
  // earlier ones are behind the search already). They come in order, and
  // none past c + reach_ touches c.
  std::uint32_t touching(int c, int i) const {
    std::uint32_t out = 0;
    const B& near = g_.neighbours(c);
    for (int j = i + 1; j < cell_count_ && cells_[static_cast<std::size_t>(j)] <= c + reach_; ++j)
      if (near.test(cells_[static_cast<std::size_t>(j)])) out |= std::uint32_t{1} << j;
    return out;
  }
  // Whether a star on c overfills its row, column or region, given the
  // stars chosen so far (counted in taken_).
  bool fits(int c) const {
    const int n = g_.size();
    for (int x : {g_.row_of(c), n + g_.col_of(c), 2 * n + g_.region_of(c)})
      if (taken_[static_cast<std::size_t>(x)] + 1 > room_[static_cast<std::size_t>(x)])
        return false;
    return true;
  }
  void take(int c, int by) {
    const int n = g_.size();
    for (int x : {g_.row_of(c), n + g_.col_of(c), 2 * n + g_.region_of(c)})
      taken_[static_cast<std::size_t>(x)] =
          static_cast<std::uint8_t>(taken_[static_cast<std::size_t>(x)] + by);
  }

  const Geometry<B>& g_;
  const std::array<int, 3 * kMaxSize>& room_;
  int reach_;  // the furthest a later cell of the house touching a cell lies past it
  // cells_ and way_ are written before they are read (not cleared: the
  // search runs once for every house, so clearing them costs).
  std::array<int, kMaxCells> cells_;
  int cell_count_ = 0;
  std::array<B, kMaxWays> way_;
  std::array<std::uint8_t, 3 * kMaxSize> taken_{};  // stars chosen so far, by house
  int ways_ = 0;
  int nodes_ = 0;
  bool cut_ = false;
};

// More than two ways of completing house h (needing `need`, live cells
// `cells`), seen without the search: cells of h taken in order, each
// touching none taken before (on a line, only the last one taken can touch
// it) and leaving every other house of its within the stars that house still
// needs. Any `need` of `need + 1` such cells are a way, and with need >= 2
// there are need + 1 >= 3 such sets.
template <class B>
bool many_ways(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& room, int h, int need,
               const B& cells) {
  const int n = g.size();
  const HouseKind kind = g.kind_of(h);
  const int step = kind == HouseKind::row ? 1 : n;  // how far on a line's next cell lies
  std::array<std::uint8_t, 3 * kMaxSize> taken{};
  B blocked;  // a region's cells touching one taken
  int last = -2 * n, count = 0;
  cells.for_each([&](int c) {
    if (count > need) return;
    if (kind == HouseKind::region ? blocked.test(c) : c - last <= step) return;
    const int row = g.row_of(c);
    const std::array<int, 3> houses{row, n + c - row * n, 2 * n + g.region_of(c)};
    for (int x : houses)
      if (x != h && taken[static_cast<std::size_t>(x)] + 1 > room[static_cast<std::size_t>(x)])
        return;
    for (int x : houses) ++taken[static_cast<std::size_t>(x)];
    if (kind == HouseKind::region) blocked |= g.neighbours(c);
    last = c;
    ++count;
  });
  return count > need;
}

}  // namespace qh
