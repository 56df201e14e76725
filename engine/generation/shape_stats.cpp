// SPDX-License-Identifier: MIT
#include "engine/generation/shape_stats.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>
#include <string>

#include "engine/generation/generator.hpp"

namespace qh {

ShapeStats measure_shapes(const Puzzle& p) {
  const int n = p.size();
  ShapeStats s;
  std::vector<int> size(static_cast<std::size_t>(n), 0);
  std::vector<int> min_r(size.size(), n), max_r(size.size(), -1), min_c(size.size(), n),
      max_c(size.size(), -1);
  int border = 0, corridor = 0, run_best = 0;
  const auto same = [&](int r, int c, int reg) {
    return r >= 0 && r < n && c >= 0 && c < n && p.region(r, c) == reg;
  };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int reg = p.region(r, c);
      ++size[reg];
      min_r[reg] = std::min(min_r[reg], r);
      max_r[reg] = std::max(max_r[reg], r);
      min_c[reg] = std::min(min_c[reg], c);
      max_c[reg] = std::max(max_c[reg], c);
      const bool up = same(r - 1, c, reg), down = same(r + 1, c, reg);
      const bool left = same(r, c - 1, reg), right = same(r, c + 1, reg);
      const bool inside_edges =
          (r == 0 || up) && (r == n - 1 || down) && (c == 0 || left) && (c == n - 1 || right);
      if (!inside_edges) ++border;
      if ((up && down && !left && !right) || (left && right && !up && !down)) ++corridor;
    }
  }
  for (int line = 0; line < n; ++line) {
    int run_h = 0, run_v = 0;
    for (int i = 0; i < n; ++i) {
      run_h = i > 0 && p.region(line, i) == p.region(line, i - 1) ? run_h + 1 : 1;
      run_v = i > 0 && p.region(i, line) == p.region(i - 1, line) ? run_v + 1 : 1;
      run_best = std::max({run_best, run_h, run_v});
    }
  }
  const double regions = n;
  for (int reg = 0; reg < n; ++reg) {
    if (size[reg] <= 4) s.small_regions += 1 / regions;
    if (size[reg] == 1) s.single_cells += 1 / regions;
    if (size[reg] >= 3 && (min_r[reg] == max_r[reg] || min_c[reg] == max_c[reg]))
      s.straight_regions += 1 / regions;
  }
  std::sort(size.begin(), size.end(), std::greater<>());
  const double mean = static_cast<double>(n * n) / n;
  for (int x : size) s.size_by_rank.push_back(x / mean);
  s.border_cells = static_cast<double>(border) / (n * n);
  s.corridor_cells = static_cast<double>(corridor) / (n * n);
  s.longest_run = static_cast<double>(run_best) / n;
  return s;
}

ShapeFigures shape_figures(const std::vector<Puzzle>& boards) {
  ShapeFigures f;
  if (boards.empty()) return f;
  const int n = boards.front().size();
  f.sizes.assign(static_cast<std::size_t>(n), 0.0);
  for (const Puzzle& p : boards) {
    if (p.size() != n)
      throw std::invalid_argument("shape figures: a " + std::to_string(p.size()) + "x" +
                                  std::to_string(p.size()) + " board among " + std::to_string(n) +
                                  "x" + std::to_string(n) + " ones");
    const ShapeStats s = measure_shapes(p);
    for (std::size_t i = 0; i < f.sizes.size(); ++i) f.sizes[i] += s.size_by_rank[i] * n;
    for (double x : s.size_by_rank) {
      const long cells = std::lround(x * n);
      f.single_cells += cells == 1 ? 1 : 0;
      f.small_regions += cells <= 3 ? 1 : 0;
    }
    f.border_cells += s.border_cells * n * n;
  }
  const double count = static_cast<double>(boards.size());
  for (double& x : f.sizes) x /= count;
  f.single_cells /= count;
  f.small_regions /= count;
  f.border_cells /= count;
  f.boards = static_cast<int>(boards.size());
  return f;
}

double profile_spread(const std::vector<Puzzle>& boards, int splits, std::uint64_t seed) {
  if (boards.size() < 2) return 0;
  const int n = boards.front().size();
  std::vector<std::vector<double>> profiles;
  for (const Puzzle& p : boards) {
    std::vector<double> cells;
    for (double x : measure_shapes(p).size_by_rank) cells.push_back(x * n);
    profiles.push_back(std::move(cells));
  }
  std::vector<std::size_t> order(profiles.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  SplitMix64 rng(seed);
  const std::size_t half = order.size() / 2;
  double total = 0;
  for (int s = 0; s < splits; ++s) {
    for (std::size_t i = order.size() - 1; i > 0; --i)
      std::swap(order[i], order[static_cast<std::size_t>(rng.below(static_cast<int>(i) + 1))]);
    std::vector<double> a(static_cast<std::size_t>(n), 0.0), b = a;
    for (std::size_t i = 0; i < 2 * half; ++i)
      for (std::size_t r = 0; r < a.size(); ++r) (i < half ? a : b)[r] += profiles[order[i]][r];
    for (std::size_t r = 0; r < a.size(); ++r) {
      a[r] /= static_cast<double>(half);
      b[r] /= static_cast<double>(half);
    }
    total += profile_distance(a, b);
  }
  return total / std::max(1, splits);
}

double profile_distance(const std::vector<double>& a, const std::vector<double>& b) {
  double d = 0;
  for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i)
    d += std::abs((i < a.size() ? a[i] : 0.0) - (i < b.size() ? b[i] : 0.0));
  return d;
}

}  // namespace qh
