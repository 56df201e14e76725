// SPDX-License-Identifier: MIT
#include "engine/generation/shape_style.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace qh {
namespace {

// LinkedIn's daily boards, sizes 7..11 (the table; docs/generate.md):
// mean region sizes largest first, 1-cell regions, regions of <= 3 cells,
// border cells.
struct Target {
  int n;
  int boards;
  std::vector<double> sizes;
  double single, small, border;
};

const std::vector<Target>& linkedin_table() {
  static const std::vector<Target> table{
      {7, 149, {18.5, 9.5, 7.0, 5.2, 4.1, 2.8, 1.8}, 0.56, 2.30, 40.1},
      {8, 298, {23.3, 10.9, 7.9, 6.5, 5.2, 4.3, 3.4, 2.5}, 0.31, 1.73, 52.2},
      {9, 290, {27.6, 13.7, 9.5, 7.5, 6.3, 5.3, 4.5, 3.8, 2.8}, 0.26, 1.34, 66.5},
      {10, 69, {36.2, 15.5, 10.3, 8.1, 6.7, 6.1, 5.3, 4.7, 4.0, 3.2}, 0.20, 1.00, 81.6},
      {11, 31, {43.4, 16.9, 11.8, 10.0, 8.9, 7.7, 6.3, 5.3, 4.4, 3.6, 2.7}, 0.32, 1.58, 96.9},
  };
  return table;
}

// The linkedin style per size (StyleTuning): the LinkedIn profile corrected
// for what the uniqueness edits do to it, calibrated with
// `queens-shapes --figures` (docs/generate.md).
struct TuningRow {
  int n;
  std::vector<int> profile;
  int thin_moves, widen_below, widen_percent, single_percent;
};

const std::vector<TuningRow>& linkedin_tuning_table() {
  static const std::vector<TuningRow> table{
      {7, {188, 85, 72, 55, 46, 24, 17}, 2, 3, 100, 45},
      {8, {240, 92, 70, 66, 54, 46, 39, 36}, 6, 4, 50, 100},
      {9, {275, 127, 81, 68, 66, 57, 51, 44, 42}, 8, 4, 85, 100},
      {10, {374, 147, 89, 72, 65, 59, 54, 53, 47, 44}, 12, 5, 100, 100},
      {11, {434, 150, 93, 92, 89, 85, 72, 63, 49, 42, 39}, 12, 4, 75, 100},
  };
  return table;
}

// Published Star Battle boards (StarBattleLab's collection, development
// lines only: docs/generate.md, "Styles"), measured with `queens-shapes
// --figures`: mean region sizes largest first, border cells, and the
// natural spread of the profile (L1 between two random halves).
struct StarTarget {
  int n, k, boards;
  std::vector<double> sizes;
  double border, spread;
};

const std::vector<StarTarget>& starbattle_table() {
  static const std::vector<StarTarget> table{
      {10, 2, 361, {17.6, 14.4, 12.5, 11.0, 9.9, 8.8, 7.9, 7.0, 6.0, 4.9}, 81.6, 1.02},
      {14,
       3,
       60,
       {26.8, 22.7, 20.2, 18.4, 16.6, 15.0, 12.9, 11.6, 10.5, 9.8, 9.1, 8.2, 7.5, 6.7},
       162.2,
       5.89},
      {21,
       5,
       41,
       {75.0, 46.9, 34.9, 29.5, 25.3, 22.8, 20.7, 19.4, 17.5, 16.4, 15.4,
        14.7, 13.8, 13.1, 12.5, 12.0, 11.0, 10.7, 10.3, 9.9,  9.3},
       357.4,
       26.27},
      {25,
       6,
       40,
       {179.2, 73.0, 40.0, 26.1, 22.6, 20.7, 19.2, 18.3, 17.0, 16.2, 15.6, 14.9, 14.4,
        13.9,  13.6, 13.1, 12.8, 12.5, 12.4, 12.2, 11.8, 11.7, 11.3, 11.2, 11.0},
       545.0,
       35.08},
  };
  return table;
}

// The starbattle style per size, as linkedin_tuning_table.
const std::vector<TuningRow>& starbattle_tuning_table() {
  static const std::vector<TuningRow> table{
      {10, {168, 144, 125, 110, 99, 88, 79, 70, 60, 49}, 0, 4, 100, 100},
      {14, {268, 227, 202, 184, 166, 150, 129, 116, 105, 98, 91, 82, 75, 67}, 0, 0, 100, 100},
      {17,
       {441, 312, 256, 224, 202, 184, 168, 151, 137, 127, 118, 111, 105, 97, 91, 85, 78},
       0,
       0,
       100,
       100},
      {21,
       {900, 520, 349, 280, 240, 215, 195, 180, 165, 150, 140,
        132, 125, 118, 112, 106, 100, 95,  90,  86,  82},
       0,
       0,
       100,
       100},
      {25,
       {3600, 950, 400, 200, 170, 150, 140, 130, 120, 112, 105, 100, 95,
        90,   86,  82,  78,  75,  72,  70,  68,  66,  64,  62,  60},
       0,
       0,
       100,
       100},
  };
  return table;
}

// `source` (mean region sizes of an s x s board, largest first) stretched
// to m ranks by linear interpolation and scaled to m * m cells.
std::vector<double> stretch_cells(const std::vector<double>& source, int m) {
  const int s = static_cast<int>(source.size());
  std::vector<double> v;
  double total = 0;
  for (int j = 0; j < m; ++j) {
    const double x = m > 1 ? static_cast<double>(j) * (s - 1) / (m - 1) : 0.0;
    const auto i = static_cast<std::size_t>(x);
    const double frac = x - static_cast<double>(i);
    v.push_back(i + 1 < source.size() ? source[i] * (1 - frac) + source[i + 1] * frac : source[i]);
    total += v.back();
  }
  for (double& x : v) x *= static_cast<double>(m) * m / total;
  return v;
}

// `source` (a profile of s regions for an s x s board) stretched to m
// regions by linear interpolation over the ranks, then scaled to sum to
// m * m cells (in tenths); integer arithmetic only.
std::vector<int> stretch(const std::vector<int>& source, int m) {
  const int s = static_cast<int>(source.size());
  std::vector<long long> v(static_cast<std::size_t>(m));
  long long total = 0;
  for (int j = 0; j < m; ++j) {
    long long x = source.front();
    if (m > 1) {
      const long long num = static_cast<long long>(j) * (s - 1), den = m - 1;
      const auto i = static_cast<std::size_t>(num / den);
      const long long frac = num % den;
      x = i + 1 < source.size() ? (source[i] * (den - frac) + source[i + 1] * frac) / den
                                : source[i];
    }
    v[static_cast<std::size_t>(j)] = x;
    total += x;
  }
  std::vector<int> out;
  for (long long x : v)
    out.push_back(static_cast<int>(std::max(1LL, x * 10LL * m * m / std::max(1LL, total))));
  return out;
}

}  // namespace

std::optional<ShapeStyle> parse_shape_style(std::string_view name) {
  if (name == "auto") return ShapeStyle::automatic;
  if (name == "community") return ShapeStyle::community;
  if (name == "linkedin") return ShapeStyle::linkedin;
  if (name == "starbattle") return ShapeStyle::starbattle;
  return std::nullopt;
}

std::string_view shape_style_name(ShapeStyle style) {
  switch (style) {
    case ShapeStyle::automatic:
      return "auto";
    case ShapeStyle::community:
      return "community";
    case ShapeStyle::linkedin:
      return "linkedin";
    case ShapeStyle::starbattle:
      return "starbattle";
  }
  return "auto";
}

ShapeStyle resolve_style(ShapeStyle style, int stars) {
  if (style != ShapeStyle::automatic) return style;
  return stars == 1 ? ShapeStyle::linkedin : ShapeStyle::starbattle;
}

std::optional<ShapeFigures> linkedin_figures(int n) {
  for (const Target& t : linkedin_table())
    if (t.n == n)
      return ShapeFigures{.boards = t.boards,
                          .sizes = t.sizes,
                          .single_cells = t.single,
                          .small_regions = t.small,
                          .border_cells = t.border};
  return std::nullopt;
}

std::optional<ShapeFigures> starbattle_figures(int n, int k) {
  const auto& table = starbattle_table();
  for (const StarTarget& t : table)
    if (t.n == n && t.k == k)
      return ShapeFigures{.boards = t.boards,
                          .sizes = t.sizes,
                          .single_cells = 0,
                          .small_regions = 0,
                          .border_cells = t.border,
                          .spread = t.spread};
  // 17x17 4*: no development boards; between 14x14 3* and 21x21 5*, by
  // area share, linearly in n.
  if (n != 17 || k != 4) return std::nullopt;
  const StarTarget& a = table[1];
  const StarTarget& b = table[2];
  const double t = static_cast<double>(n - a.n) / (b.n - a.n);
  const std::vector<double> sa = stretch_cells(a.sizes, n), sb = stretch_cells(b.sizes, n);
  ShapeFigures f{.boards = 0, .sizes = {}, .single_cells = 0, .small_regions = 0};
  for (std::size_t i = 0; i < sa.size(); ++i) f.sizes.push_back(sa[i] * (1 - t) + sb[i] * t);
  const double share = a.border / (a.n * a.n) * (1 - t) + b.border / (b.n * b.n) * t;
  f.border_cells = share * n * n;
  f.spread = a.spread * (1 - t) + b.spread * t;
  return f;
}

double profile_tolerance(int n, int k, int sample) {
  if (k >= 2) {
    if (const auto f = starbattle_figures(n, k)) {
      // 17x17 4*: a spread between those of sets of 60 and 41 boards.
      const double boards = f->boards > 0 ? f->boards : 50;
      const double noise = sample > 0 ? std::sqrt((boards / sample + 1) / 4) : 1.0;
      return 2 * f->spread * std::max(1.0, noise);
    }
  }
  return 5.0 * n * n / 81.0;
}

StyleTuning style_tuning(ShapeStyle style, int n, int k, const ProfileGrowth& growth) {
  (void)k;
  StyleTuning t;
  const auto& table =
      style == ShapeStyle::starbattle ? starbattle_tuning_table() : linkedin_tuning_table();
  const TuningRow* nearest = &table.front();
  for (const TuningRow& row : table)
    if (std::abs(row.n - n) < std::abs(nearest->n - n)) nearest = &row;
  t.profile = nearest->n == n ? nearest->profile : stretch(nearest->profile, std::max(n, 1));
  t.thin_moves = nearest->thin_moves * n / nearest->n;
  t.widen_below = nearest->widen_below;
  t.widen_percent = nearest->widen_percent;
  t.single_percent = nearest->single_percent;
  if (!growth.profile.empty()) t.profile = growth.profile;
  if (growth.thin_moves >= 0) t.thin_moves = growth.thin_moves;
  if (growth.widen_below >= 0) t.widen_below = growth.widen_below;
  if (growth.widen_percent >= 0) t.widen_percent = growth.widen_percent;
  if (growth.single_percent >= 0) t.single_percent = growth.single_percent;
  t.growth = growth;
  if (style == ShapeStyle::starbattle) {
    // Rounder regions than LinkedIn's: published Star Battle boards have
    // fewer border cells.
    const ProfileGrowth defaults;
    if (growth.same_weight == defaults.same_weight) t.growth.same_weight = {0, 100, 30, 10, 2};
    if (growth.square_divisor == defaults.square_divisor) t.growth.square_divisor = 1;
    if (growth.interior_divisor == defaults.interior_divisor) t.growth.interior_divisor = 1;
    t.growth.targets_by_seed = true;
  }
  return t;
}

void grow_to_profile(int n, std::vector<int>& region, int regions, const std::vector<int>& profile,
                     const ProfileGrowth& growth, SplitMix64& rng) {
  // Targets: the profile's sizes, jittered, dealt to the regions at random.
  std::vector<long long> target(static_cast<std::size_t>(regions), 10);
  for (int g = 0; g < regions && g < static_cast<int>(profile.size()); ++g) {
    const int scale = 100 - growth.jitter_percent + rng.below(2 * growth.jitter_percent + 1);
    target[static_cast<std::size_t>(g)] = std::max(1LL, 1LL * profile[g] * scale / 100);
  }
  for (int i = regions - 1; i > 0; --i) std::swap(target[i], target[rng.below(i + 1)]);
  const long long largest = *std::max_element(target.begin(), target.end());
  std::vector<long long> size(target.size(), 0);  // in tenths of cells
  int free_cells = 0;
  for (int g : region) {
    if (g >= 0)
      size[static_cast<std::size_t>(g)] += 10;
    else
      ++free_cells;
  }
  if (growth.targets_by_seed) {
    // The shuffled order breaks ties between seeds of one size at random.
    std::vector<int> by_seed(target.size());
    for (int g = 0; g < regions; ++g) by_seed[g] = g;
    for (int i = regions - 1; i > 0; --i) std::swap(by_seed[i], by_seed[rng.below(i + 1)]);
    std::stable_sort(by_seed.begin(), by_seed.end(),
                     [&](int a, int b) { return size[a] > size[b]; });
    std::vector<long long> sorted = target;
    std::sort(sorted.rbegin(), sorted.rend());
    for (int i = 0; i < regions; ++i) target[by_seed[i]] = sorted[i];
  }
  const auto at = [&](int r, int c) {
    return r < 0 || r >= n || c < 0 || c >= n ? -2 : region[r * n + c];
  };
  std::vector<std::vector<std::pair<int, long long>>> frontier(target.size());
  while (free_cells > 0) {
    for (auto& f : frontier) f.clear();
    for (int cell = 0; cell < n * n; ++cell) {
      if (region[cell] >= 0) continue;
      const int r = cell / n, c = cell % n;
      const std::array<int, 4> nb{at(r - 1, c), at(r + 1, c), at(r, c - 1), at(r, c + 1)};
      for (int i = 0; i < 4; ++i) {
        const int g = nb[i];
        if (g < 0 || std::find(nb.begin(), nb.begin() + i, g) != nb.begin() + i) continue;
        const int same = static_cast<int>(std::count(nb.begin(), nb.end(), g));
        long long w = 64LL * growth.same_weight[same];
        for (int dr : {-1, 1})
          for (int dc : {-1, 1})
            if (at(r + dr, c) == g && at(r, c + dc) == g && at(r + dr, c + dc) == g)
              w /= std::max(1, growth.square_divisor);
        // Cells that would have no neighbour in another region: the cell
        // itself, and neighbours in g whose other neighbours are all in g.
        const int inside = static_cast<int>(std::count(nb.begin(), nb.end(), -2));
        int closed = same + inside == 4 ? 1 : 0;
        for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
          if (at(r + dr, c + dc) != g) continue;
          int open = 0;
          for (const auto& [er, ec] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
            const int rr = r + dr + er, cc = c + dc + ec;
            if (rr == r && cc == c) continue;
            const int o = at(rr, cc);
            if (o != -2 && o != g) ++open;
          }
          closed += open == 0 ? 1 : 0;
        }
        for (int j = 0; j < closed; ++j) w /= std::max(1, growth.interior_divisor);
        frontier[static_cast<std::size_t>(g)].emplace_back(cell, std::max(1LL, w));
      }
    }
    bool any_under = false;
    for (int g = 0; g < regions; ++g)
      any_under = any_under || (!frontier[g].empty() && size[g] < target[g]);
    // Under target: in proportion to the target. Overflow: in proportion to
    // how much smaller than the largest target a region's target is, so
    // the largest region stays as grown and the small ones take the rest.
    const auto appetite = [&](int g) {
      if (any_under)
        return growth.pick_power == 0   ? 10
               : growth.pick_power == 1 ? target[g]
                                        : target[g] * target[g] / 10;
      return growth.overflow_percent * (largest - target[g]) / 100 + 1;
    };
    long long total = 0;
    for (int g = 0; g < regions; ++g)
      if (!frontier[g].empty() && (!any_under || size[g] < target[g])) total += appetite(g);
    long long pick = rng.below(static_cast<int>(total));
    int g = 0;
    for (;; ++g) {
      if (frontier[g].empty() || (any_under && size[g] >= target[g])) continue;
      if (pick < appetite(g)) break;
      pick -= appetite(g);
    }
    long long weight = 0;
    for (const auto& [cell, w] : frontier[g]) weight += w;
    long long spot = rng.below(static_cast<int>(weight));
    int chosen = frontier[g].back().first;
    for (const auto& [cell, w] : frontier[g]) {
      if (spot < w) {
        chosen = cell;
        break;
      }
      spot -= w;
    }
    region[chosen] = g;
    size[g] += 10;
    --free_cells;
  }
}

}  // namespace qh
