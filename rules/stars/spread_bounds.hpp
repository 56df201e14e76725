// SPDX-License-Identifier: MIT
// SpreadBounds: how many stars a house must put in another house, at most,
// read off pairwise non-touching cells instead of star_room.
//
// A house h that needs r stars puts at least r - star_room(h's live cells
// outside c) of them in a house c (one-by-n's bound). h's spread cells
// (spread_cells: live cells of h, no two touching) outside c could all hold
// stars, so the room outside c is at least their number, and the bound is at
// most min(r, spread cells in c - slack), where the slack is the spread
// cells h has beyond r. At 0 or less there is no bound: one-by-n passes over
// h (most of the pairs it looks at), and over a house c whose bounds cannot
// add up to its need, without star_room.
// tests/unit/rules/stars/test_spread_bounds.cpp checks it against star_room.
#pragma once

#include <algorithm>
#include <array>

#include "engine/model/geometry.hpp"
#include "engine/model/star_room.hpp"

namespace qh {

template <class B>
class SpreadBounds {
 public:
  // `needs`: the stars each house still needs (house_needs); the houses
  // that need none get no spread cells.
  SpreadBounds(const Geometry<B>& g, const B& live, const std::array<int, 3 * kMaxSize>& needs) {
    for (HouseKind kind : {HouseKind::row, HouseKind::column, HouseKind::region}) {
      for (int i = 0; i < g.size(); ++i) {
        const int h = g.house_id(kind, i);
        const auto at = static_cast<std::size_t>(h);
        if (needs[at] <= 0) continue;
        cells_[at] = house_spread(g, h, g.house(h) & live);
        slack_[at] = cells_[at].count() - needs[at];
        const auto k = static_cast<std::size_t>(kind);
        open_[k] |= 1U << i;
        if (slack_[at] <= 0) tight_[k] |= 1U << i;
      }
    }
  }

  // The houses of `kind` (bit i: ordinal i) that need stars and, of those,
  // the ones without slack: the only ones with a bound in a line of the
  // other kind (most, `lines`).
  unsigned open(HouseKind kind) const { return open_[static_cast<std::size_t>(kind)]; }
  unsigned tight(HouseKind kind) const { return tight_[static_cast<std::size_t>(kind)]; }

  // At least the stars h must put in c, h needing `need` (its need above);
  // 0 or less: none for sure. `lines`: h and c are a row and a column, which
  // share one cell, so any slack leaves no bound (read without a bit set).
  int most(const Geometry<B>& g, int h, int need, int c, bool lines) const {
    const auto at = static_cast<std::size_t>(h);
    const int slack = slack_[at];
    if (lines && slack > 0) return 0;
    return std::min(need, (cells_[at] & g.house(c)).count() - slack);
  }

 private:
  std::array<B, 3 * kMaxSize> cells_;
  std::array<int, 3 * kMaxSize> slack_{};
  std::array<unsigned, 3> open_{};
  std::array<unsigned, 3> tight_{};
};

}  // namespace qh
