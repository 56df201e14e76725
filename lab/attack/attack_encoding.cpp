// SPDX-License-Identifier: MIT
#include "lab/attack/attack_encoding.hpp"

#include <algorithm>

namespace qh::lab {

namespace {

// Direction j is a diagonal of the square when every component is non-zero
// (directions are {-1,0,1}^d minus 0 in lexicographic order, base 3).
bool all_components_nonzero(int dir, int d) {
  int vectors = 1;
  for (int i = 0; i < d; ++i) vectors *= 3;
  int code = dir >= (vectors - 1) / 2 ? dir + 1 : dir;
  for (int i = 0; i < d; ++i, code /= 3) {
    if (code % 3 == 1) return false;
  }
  return true;
}

}  // namespace

AttackEncoding::AttackEncoding(SatSolver& sat, const GridGeometry& geo,
                               const AttackEncodingOptions& options)
    : geo_(geo), k_(options.k) {
  const int k = options.k;
  const bool at_most = options.at_most;
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

  // A board fixed by the permutation: x_c -> x_image for every c, which
  // around each cycle makes all its cells equal.
  for (std::size_t c = 0; c < options.invariant.size(); ++c) {
    const auto image = static_cast<std::size_t>(options.invariant[c]);
    if (image != c) sat.add_clause({-x_[c], x_[image]});
  }

  // With the line-end constraint and "exactly k" the queen count needs no
  // totalizer of its own: every queen has dirs - k free rays and every
  // non-empty line exactly two, so (dirs - k) * m = 2 * (lines - empty lines)
  // on every board, and at_least(m) assumes "few enough empty lines" alone.
  // The totalizer over all cells grows as cells * max_size (most of the
  // formula at n = 122); the one over the lines as lines^2.
  if (!(options.line_hints && !at_most && dirs > k)) {
    size_ = std::make_unique<Totalizer>(sat, x_, std::max(1, options.max_size));
  }

  if (options.pair_hint && k == 1 && !at_most && geo.d() == 2 && geo.n() >= 2) {
    const int n = geo.n();
    std::vector<int> sum;  // empty rows and columns twice, diagonal attackers once
    for (int axis = 0; axis < 2; ++axis) {
      for (int i = 0; i < n; ++i) {
        const int empty = sat.new_var();
        std::vector<int> some{empty};
        for (int j = 0; j < n; ++j) {
          const int c = axis == 0 ? geo.cell_at({i, j}) : geo.cell_at({j, i});
          const int xc = x_[static_cast<std::size_t>(c)];
          sat.add_clause({-empty, -xc});
          some.push_back(xc);
        }
        sat.add_clause(some);
        sum.push_back(empty);
        sum.push_back(empty);
      }
    }
    for (int c = 0; c < cells; ++c) {
      const int w = sat.new_var();  // a queen on c attacks along a diagonal
      bool any = false;
      for (int v = 0; v < dirs; ++v) {
        if (z[zi(c, v)] == 0 || !all_components_nonzero(v, 2)) continue;
        sat.add_clause({-x_[static_cast<std::size_t>(c)], -z[zi(c, v)], w});
        any = true;
      }
      if (any) sum.push_back(w);
    }
    pair_slack_ = std::make_unique<Totalizer>(sat, sum, 4 * n + 1);
  }

  if (options.line_hints && dirs > k) {
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
  if (size_) assume.push_back(size_->at_least(std::min(m, size_->size())));
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
  if (pair_slack_) {
    const int cap = 4 * geo_.n() - 3 * m;
    if (cap < 0) {
      assume.push_back(pair_slack_->at_least(1));
      assume.push_back(-pair_slack_->at_least(1));
    } else if (cap < pair_slack_->size()) {
      assume.push_back(-pair_slack_->at_least(cap + 1));
    }
  }
  return assume;
}

}  // namespace qh::lab
