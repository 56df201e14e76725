// SPDX-License-Identifier: MIT
// Which rows and which columns each region's open cells lie on, as bit masks,
// read once per call by the band rules: a region's open cells lie inside a
// band of adjacent lines when its mask has no bit outside the band's, and
// cross the band when the masks share a bit. The same answers as testing the
// cell sets, without a pass over every region's cells for every band.
#pragma once

#include <array>
#include <bit>

#include "rules/common.hpp"

namespace qh {

template <class B>
class RegionLines {
 public:
  RegionLines(const Geometry<B>& g, const B& live) {
    live.for_each([&](int c) {
      const auto r = static_cast<std::size_t>(g.region_of(c));
      rows_[r] |= bit_of(g.row_of(c));
      cols_[r] |= bit_of(g.col_of(c));
    });
  }

  // The lines of `kind` (row or column) region r has open cells on.
  unsigned of(int region, HouseKind kind) const {
    const auto r = static_cast<std::size_t>(region);
    return kind == HouseKind::row ? rows_[r] : cols_[r];
  }

  // The lines of `kind` any region of the mask `regions` has open cells on.
  unsigned of_regions(unsigned regions, HouseKind kind) const {
    unsigned lines = 0;
    for (; regions != 0; regions &= regions - 1) lines |= of(std::countr_zero(regions), kind);
    return lines;
  }

  // The mask of lines first .. first + lines - 1.
  static unsigned band(int first, int lines) { return ((1U << lines) - 1U) << first; }

 private:
  std::array<unsigned, kMaxSize> rows_{};
  std::array<unsigned, kMaxSize> cols_{};
};

}  // namespace qh
