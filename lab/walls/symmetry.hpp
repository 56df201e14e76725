// SPDX-License-Identifier: MIT
// The 8 symmetries of the n x n square (identity, three rotations, four
// reflections) acting on sets of cells (bit r * n + c), n <= 8. A set's
// canonical form is the smallest of its 8 images as an integer; its class
// size is the number of distinct images (8 / the order of its stabiliser).
#pragma once

#include <array>
#include <cstdint>

namespace qh::lab {

class SquareSymmetry {
 public:
  explicit SquareSymmetry(int n);
  int n() const { return n_; }
  // Where symmetry t sends cell i.
  int map(int t, int i) const {
    return perm_[static_cast<std::size_t>(t)][static_cast<std::size_t>(i)];
  }
  std::uint64_t apply(int t, std::uint64_t cells) const;
  std::uint64_t canonical(std::uint64_t cells) const;
  int class_size(std::uint64_t cells) const;
  // True when no symmetry but the identity fixes the set.
  bool asymmetric(std::uint64_t cells) const { return class_size(cells) == 8; }

 private:
  int n_;
  std::array<std::array<std::uint8_t, 64>, 8> perm_{};
};

}  // namespace qh::lab
