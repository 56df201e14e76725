#include "lab/attack/attack_encoding.hpp"

#include <algorithm>

namespace qh::lab {

AttackEncoding::AttackEncoding(SatSolver& sat, const GridGeometry& geo, int k, bool at_most,
                               int max_size, bool line_hints, bool symmetric)
    : geo_(geo), k_(k) {
  const int cells = geo.cells();
  const int dirs = geo.directions();
  x_.resize(static_cast<std::size_t>(cells));
  for (int& v : x_) v = sat.new_var();

  // z[c * dirs + v], 0 where the ray leaves the board at once.
  std::vector<int> z(static_cast<std::size_t>(cells) * static_cast<std::size_t>(dirs), 0);
  auto zi = [dirs](int c, int v) {
    return static_cast<std::size_t>(c) * static_cast<std::size_t>(dirs) +
           static_cast<std::size_t>(v);
  };
  for (int v = 0; v < dirs; ++v) {
    // Walk each line from its far end so that z_{c+v} exists before z_c.
    for (int c = 0; c < cells; ++c) {
      if (geo.step(c, v) != -1) continue;  // c is the last cell along v
      for (int cur = geo.step(c, geo.opposite(v)); cur != -1;
           cur = geo.step(cur, geo.opposite(v))) {
        const int next = geo.step(cur, v);
        const int zv = sat.new_var();
        const int xn = x_[static_cast<std::size_t>(next)];
        const int zn = z[zi(next, v)];
        z[zi(cur, v)] = zv;
        sat.add_clause({-xn, zv});
        if (zn != 0) {
          sat.add_clause({-zn, zv});
          sat.add_clause({-zv, xn, zn});
        } else {
          sat.add_clause({-zv, xn});
        }
      }
    }
  }

  for (int c = 0; c < cells; ++c) {
    const int xc = x_[static_cast<std::size_t>(c)];
    std::vector<int> rays;
    for (int v = 0; v < dirs; ++v) {
      if (z[zi(c, v)] != 0) rays.push_back(z[zi(c, v)]);
    }
    const int have = static_cast<int>(rays.size());
    if (!at_most && have < k) {
      sat.add_clause({-xc});
      continue;
    }
    if (have <= k && at_most) continue;
    const Totalizer local(sat, rays, std::min(have, k + 1));
    if (k + 1 <= local.size()) sat.add_clause({-xc, -local.at_least(k + 1)});
    if (!at_most && k > 0) sat.add_clause({-xc, local.at_least(k)});
  }

  if (symmetric) {
    // The half turn: c -> the image under all axes reflected.
    const auto& syms = geo.symmetries();
    const auto& half_turn = syms[(1U << geo.d()) - 1];
    for (int c = 0; c < cells; ++c) {
      const int image = half_turn[static_cast<std::size_t>(c)];
      if (image > c) {
        sat.add_clause({-x_[static_cast<std::size_t>(c)], x_[static_cast<std::size_t>(image)]});
        sat.add_clause({x_[static_cast<std::size_t>(c)], -x_[static_cast<std::size_t>(image)]});
      }
    }
  }

  size_ = std::make_unique<Totalizer>(sat, x_, std::max(1, max_size));

  if (line_hints && dirs > k) {
    std::vector<int> y;
    for (const auto& line : geo.lines()) {
      const int yl = sat.new_var();
      std::vector<int> some{yl};
      for (const int c : line) {
        sat.add_clause({-yl, -x_[static_cast<std::size_t>(c)]});
        some.push_back(x_[static_cast<std::size_t>(c)]);
      }
      sat.add_clause(some);
      y.push_back(yl);
    }
    empty_lines_ = std::make_unique<Totalizer>(sat, y, static_cast<int>(y.size()));
  }
}

std::vector<int> AttackEncoding::at_least(int m) const {
  std::vector<int> assume;
  if (m <= 0) return assume;
  assume.push_back(size_->at_least(std::min(m, size_->size())));
  if (empty_lines_) {
    const int lines = static_cast<int>(geo_.lines().size());
    const int free_rays = geo_.directions() - k_;
    // Empty lines allowed: floor(lines - free_rays * m / 2).
    const int twice_cap = 2 * lines - free_rays * m;
    const int cap = twice_cap / 2;
    if (twice_cap < 0) {
      assume.push_back(empty_lines_->at_least(1));
      assume.push_back(-empty_lines_->at_least(1));
    } else if (cap < empty_lines_->size()) {
      assume.push_back(-empty_lines_->at_least(cap + 1));
    }
  }
  return assume;
}

}  // namespace qh::lab
