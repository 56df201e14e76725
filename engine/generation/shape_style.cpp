// SPDX-License-Identifier: MIT
#include "engine/generation/shape_style.hpp"

#include <algorithm>
#include <array>
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
  (void)n;
  (void)k;
  return std::nullopt;
}

double profile_tolerance(int n) {
  return 5.0 * n * n / 81.0;
}

StyleTuning style_tuning(ShapeStyle style, int n, int k, const ProfileGrowth& growth) {
  (void)style;
  (void)k;
  StyleTuning t;
  const auto& table = linkedin_tuning_table();
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
