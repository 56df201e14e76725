// SPDX-License-Identifier: MIT
#include "lab/cube/modular_seed.hpp"

#include <algorithm>
#include <stdexcept>

#include "lab/cube/box_geometry.hpp"

namespace qh::lab {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// True when no line of the box holds two of the marked cells.
bool non_attacking(const BoxGeometry& box, const std::vector<char>& occupied) {
  for (const auto& line : box.lines()) {
    int seen = 0;
    for (const int c : line) {
      seen += occupied[at(c)];
      if (seen > 1) return false;
    }
  }
  return true;
}

// Steps a through 0 <= a_i <= top with a_i <= a_{i+1} where the axes i and
// i+1 have equal sides, as an odometer; false after the last.
bool next_coefficients(std::vector<int>& a, const std::vector<int>& sides, int top) {
  for (int i = static_cast<int>(a.size()) - 1; i >= 0; --i) {
    if (a[at(i)] < top) {
      ++a[at(i)];
      for (std::size_t j = at(i) + 1; j < a.size(); ++j) {
        a[j] = sides[j] == sides[j - 1] ? a[j - 1] : 0;
      }
      return true;
    }
  }
  return false;
}

// The scan with the last axis as z.
ModularPlacement scan(const std::vector<int>& sides, int max_modulus, const Deadline& deadline) {
  const BoxGeometry box(sides);
  const int d = box.dims();
  const int height = sides.back();
  const int longest = *std::max_element(sides.begin(), sides.end());
  // The base points y of the first d-1 axes, and each one's cell at z = 0
  // (the last axis is the fastest, so cell(y, z) = base + z).
  std::vector<std::vector<int>> base_points;
  std::vector<int> base_cells;
  for (int c = 0; c < box.cells(); c += height) {
    std::vector<int> co = box.coords(c);
    co.pop_back();
    base_points.push_back(std::move(co));
    base_cells.push_back(c);
  }
  ModularPlacement best;
  std::vector<char> occupied(at(box.cells()), 0);
  std::vector<int> z(base_points.size());
  for (int p = longest; p <= max_modulus && !deadline.expired(); ++p) {
    std::vector<int> a(at(d - 1), 0);
    do {
      // Residues of a.y for every base point; c shifts them all.
      for (std::size_t i = 0; i < base_points.size(); ++i) {
        long s = 0;
        for (int k = 0; k < d - 1; ++k) s += static_cast<long>(a[at(k)]) * base_points[i][at(k)];
        z[i] = static_cast<int>(s % p);
      }
      for (int c = 0; c < p; ++c) {
        int count = 0;
        for (const int r : z) count += (r + c) % p < height;
        if (count <= static_cast<int>(best.queens.size())) continue;
        std::fill(occupied.begin(), occupied.end(), 0);
        for (std::size_t i = 0; i < z.size(); ++i) {
          const int h = (z[i] + c) % p;
          if (h < height) occupied[at(base_cells[i] + h)] = 1;
        }
        if (!non_attacking(box, occupied)) continue;
        best.modulus = p;
        best.coefficients = a;
        best.offset = c;
        best.queens.clear();
        for (int cell = 0; cell < box.cells(); ++cell) {
          if (occupied[at(cell)]) best.queens.push_back(box.coords(cell));
        }
      }
    } while (next_coefficients(a, sides, p / 2) && !deadline.expired());
  }
  return best;
}

}  // namespace

int default_max_modulus(int n) {
  return std::max(4 * n, n + 24);
}

ModularPlacement best_modular_placement(int n, int d, int max_modulus, const Deadline& deadline) {
  if (n < 1 || d < 2) throw std::invalid_argument("modular placement: needs n >= 1 and d >= 2");
  return scan(std::vector<int>(at(d), n), max_modulus, deadline);
}

ModularPlacement best_modular_placement(const std::vector<int>& sides, int max_modulus,
                                        const Deadline& deadline) {
  if (sides.size() < 2) throw std::invalid_argument("modular placement: needs d >= 2");
  ModularPlacement best;
  for (std::size_t z = 0; z < sides.size(); ++z) {
    if (z > 0 && sides[z] == sides[z - 1]) continue;  // the same scan again
    // Axis z moved last: the others keep their order.
    std::vector<int> order;
    for (std::size_t a = 0; a < sides.size(); ++a) {
      if (a != z) order.push_back(static_cast<int>(a));
    }
    order.push_back(static_cast<int>(z));
    std::vector<int> permuted;
    for (const int a : order) permuted.push_back(sides[at(a)]);
    ModularPlacement m = scan(permuted, max_modulus, deadline);
    if (m.queens.size() <= best.queens.size()) continue;
    for (auto& q : m.queens) {
      std::vector<int> back(sides.size());
      for (std::size_t k = 0; k < order.size(); ++k) back[at(order[k])] = q[k];
      q = std::move(back);
    }
    best = std::move(m);
  }
  return best;
}

}  // namespace qh::lab
