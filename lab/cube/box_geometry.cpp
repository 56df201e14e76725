// SPDX-License-Identifier: MIT
#include "lab/cube/box_geometry.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>

namespace qh::lab {
namespace {

constexpr long kMaxBoxCells = 1'000'000;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

BoxGeometry::BoxGeometry(std::vector<int> sides) : sides_(std::move(sides)) {
  if (sides_.empty()) throw std::invalid_argument("box: no sides");
  long cells = 1;
  for (const int s : sides_) {
    if (s < 1) throw std::invalid_argument("box: side " + std::to_string(s) + " < 1");
    cells *= s;
    if (cells > kMaxBoxCells) throw std::invalid_argument("box: too many cells");
  }
  cells_ = static_cast<int>(cells);
  const int d = dims();
  strides_.assign(at(d), 1);
  for (int a = d - 2; a >= 0; --a) strides_[at(a)] = strides_[at(a + 1)] * sides_[at(a + 1)];

  // Directions whose first non-zero component is +1: one per line family.
  std::vector<int> v(at(d), -1);
  while (true) {
    const auto first = std::find_if(v.begin(), v.end(), [](int x) { return x != 0; });
    if (first != v.end() && *first == 1) {
      for (int c = 0; c < cells_; ++c) {
        std::vector<int> p = coords(c);
        bool start = false;  // p - v leaves the box
        for (int a = 0; a < d; ++a) {
          const int q = p[at(a)] - v[at(a)];
          if (q < 0 || q >= sides_[at(a)]) start = true;
        }
        if (!start) continue;
        std::vector<int> line;
        while (true) {
          line.push_back(cell_at(p));
          bool inside = true;
          for (int a = 0; a < d; ++a) {
            p[at(a)] += v[at(a)];
            if (p[at(a)] < 0 || p[at(a)] >= sides_[at(a)]) inside = false;
          }
          if (!inside) break;
        }
        if (line.size() >= 2) lines_.push_back(std::move(line));
      }
    }
    int a = d - 1;
    while (a >= 0 && v[at(a)] == 1) v[at(a--)] = -1;
    if (a < 0) break;
    ++v[at(a)];
  }

  // Symmetries: axis a goes to perm[a] (equal sides only), maybe reversed.
  std::vector<int> perm(at(d));
  std::iota(perm.begin(), perm.end(), 0);
  do {
    bool ok = true;
    for (int a = 0; a < d; ++a) ok = ok && sides_[at(perm[at(a)])] == sides_[at(a)];
    if (!ok) continue;
    for (int mask = 0; mask < (1 << d); ++mask) {
      std::vector<bool> flip(at(d));
      for (int a = 0; a < d; ++a) flip[at(a)] = ((mask >> a) & 1) != 0;
      symmetries_.push_back(symmetry(perm, flip));
      axis_maps_.push_back(perm);
      flips_.push_back(std::move(flip));
    }
  } while (std::next_permutation(perm.begin(), perm.end()));
}

std::vector<int> BoxGeometry::symmetry(const std::vector<int>& axis_map,
                                       const std::vector<bool>& flip) const {
  const int d = dims();
  std::vector<int> image(at(cells_));
  std::vector<int> q(at(d));
  for (int c = 0; c < cells_; ++c) {
    const std::vector<int> p = coords(c);
    for (int a = 0; a < d; ++a) {
      const int x = p[at(a)];
      q[at(axis_map[at(a)])] = flip[at(a)] ? sides_[at(a)] - 1 - x : x;
    }
    image[at(c)] = cell_at(q);
  }
  return image;
}

std::vector<int> BoxGeometry::coords(int cell) const {
  std::vector<int> p(sides_.size());
  for (std::size_t a = 0; a < sides_.size(); ++a) {
    p[a] = cell / strides_[a] % sides_[a];
  }
  return p;
}

int BoxGeometry::cell_at(const std::vector<int>& p) const {
  int c = 0;
  for (std::size_t a = 0; a < sides_.size(); ++a) c += p[a] * strides_[a];
  return c;
}

std::vector<int> BoxGeometry::layer(int axis, int index) const {
  std::vector<int> cells;
  for (int c = 0; c < cells_; ++c) {
    if (c / strides_[at(axis)] % sides_[at(axis)] == index) cells.push_back(c);
  }
  return cells;
}

std::vector<std::vector<int>> BoxGeometry::symmetries_fixing_layers(int axis) const {
  std::vector<std::vector<int>> out;
  for (std::size_t s = 0; s < symmetries_.size(); ++s) {
    if (axis_maps_[s][at(axis)] == axis && !flips_[s][at(axis)]) out.push_back(symmetries_[s]);
  }
  return out;
}

std::string box_name(const std::vector<int>& sides) {
  if (sides.empty()) return "empty box";
  if (std::all_of(sides.begin(), sides.end(), [&](int s) { return s == sides[0]; })) {
    return std::to_string(sides[0]) + "^" + std::to_string(sides.size());
  }
  std::string out;
  for (const int s : sides) out += (out.empty() ? "" : "x") + std::to_string(s);
  return out;
}

}  // namespace qh::lab
