// SPDX-License-Identifier: MIT
#include "lab/common/grid_geometry.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>

namespace qh::lab {
namespace {

// Direction j as a vector: the base-3 digits of j (skipping the zero
// vector's index) minus one.
std::vector<int> direction_vector(int dir, int d, int directions) {
  int code = dir < directions / 2 ? dir : dir + 1;
  std::vector<int> v(static_cast<std::size_t>(d));
  for (int i = d - 1; i >= 0; --i) {
    v[static_cast<std::size_t>(i)] = code % 3 - 1;
    code /= 3;
  }
  return v;
}

}  // namespace

GridGeometry::GridGeometry(int n, int d) : n_(n), d_(d) {
  if (n < 1 || d < 1 || d > 8) {
    throw std::invalid_argument("board " + std::to_string(n) + "^" + std::to_string(d) +
                                ": need n >= 1 and 1 <= d <= 8");
  }
  for (int i = 0; i < d; ++i) {
    if (cells_ > (1 << 20) / n) {
      throw std::invalid_argument("board " + std::to_string(n) + "^" + std::to_string(d) +
                                  ": more than 2^20 cells");
    }
    cells_ *= n;
    directions_ *= 3;
  }
  directions_ -= 1;

  step_.assign(static_cast<std::size_t>(cells_) * static_cast<std::size_t>(directions_), -1);
  for (int dir = 0; dir < directions_; ++dir) {
    const std::vector<int> v = direction_vector(dir, d_, directions_);
    for (int cell = 0; cell < cells_; ++cell) {
      std::vector<int> c = coords(cell);
      bool inside = true;
      for (std::size_t i = 0; i < c.size(); ++i) {
        c[i] += v[i];
        inside = inside && c[i] >= 0 && c[i] < n_;
      }
      if (inside) step_[index(cell, dir)] = cell_at(c);
    }
  }

  // A line starts where a step backwards leaves the board; one direction of
  // each opposite pair is enough.
  for (int dir = directions_ / 2; dir < directions_; ++dir) {
    for (int cell = 0; cell < cells_; ++cell) {
      if (step(cell, opposite(dir)) != -1) continue;
      std::vector<int> line;
      for (int c = cell; c != -1; c = step(c, dir)) line.push_back(c);
      lines_.push_back(std::move(line));
    }
  }

  std::vector<int> axes(static_cast<std::size_t>(d_));
  std::iota(axes.begin(), axes.end(), 0);
  do {
    for (int flips = 0; flips < (1 << d_); ++flips) {
      std::vector<int> perm(static_cast<std::size_t>(cells_));
      for (int cell = 0; cell < cells_; ++cell) {
        const std::vector<int> c = coords(cell);
        std::vector<int> image(c.size());
        for (std::size_t i = 0; i < c.size(); ++i) {
          const int from = c[static_cast<std::size_t>(axes[i])];
          image[i] = (flips >> i) & 1 ? n_ - 1 - from : from;
        }
        perm[static_cast<std::size_t>(cell)] = cell_at(image);
      }
      symmetries_.push_back(std::move(perm));
    }
  } while (std::next_permutation(axes.begin(), axes.end()));
}

std::vector<int> GridGeometry::coords(int cell) const {
  std::vector<int> c(static_cast<std::size_t>(d_));
  for (int i = 0; i < d_; ++i) {
    c[static_cast<std::size_t>(i)] = cell % n_;
    cell /= n_;
  }
  return c;
}

int GridGeometry::cell_at(const std::vector<int>& coords) const {
  int cell = 0;
  for (int i = d_ - 1; i >= 0; --i) cell = cell * n_ + coords[static_cast<std::size_t>(i)];
  return cell;
}

}  // namespace qh::lab
