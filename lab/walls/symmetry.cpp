// SPDX-License-Identifier: MIT
#include "lab/walls/symmetry.hpp"

#include <algorithm>
#include <bit>

namespace qh::lab {

SquareSymmetry::SquareSymmetry(int n) : n_(n) {
  const int m = n - 1;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const std::array<std::array<int, 2>, 8> images{{{r, c},
                                                      {c, m - r},
                                                      {m - r, m - c},
                                                      {m - c, r},
                                                      {r, m - c},
                                                      {m - r, c},
                                                      {c, r},
                                                      {m - c, m - r}}};
      for (std::size_t t = 0; t < 8; ++t)
        perm_[t][static_cast<std::size_t>(r * n + c)] =
            static_cast<std::uint8_t>(images[t][0] * n + images[t][1]);
    }
  }
}

std::uint64_t SquareSymmetry::apply(int t, std::uint64_t cells) const {
  std::uint64_t out = 0;
  for (; cells != 0; cells &= cells - 1) out |= std::uint64_t{1} << map(t, std::countr_zero(cells));
  return out;
}

std::uint64_t SquareSymmetry::canonical(std::uint64_t cells) const {
  std::uint64_t best = cells;
  for (int t = 1; t < 8; ++t) best = std::min(best, apply(t, cells));
  return best;
}

int SquareSymmetry::class_size(std::uint64_t cells) const {
  int fixed = 0;
  for (int t = 0; t < 8; ++t) fixed += apply(t, cells) == cells ? 1 : 0;
  return 8 / fixed;
}

}  // namespace qh::lab
