// SPDX-License-Identifier: MIT
#include "lab/cube/box_value_table.hpp"

#include <algorithm>
#include <utility>

#include "lab/cube/box_geometry.hpp"
#include "lab/cube/box_value.hpp"
#include "lab/cube/layer_split.hpp"
#include "lab/cube/modular_seed.hpp"

namespace qh::lab {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::vector<int> canonical(std::vector<int> sides) {
  sides.erase(std::remove(sides.begin(), sides.end(), 1), sides.end());
  std::sort(sides.begin(), sides.end(), std::greater<>());
  return sides;
}

}  // namespace

BoxValueTable::BoxValueTable(BoxValueOptions options,
                             std::function<void(const std::string&)> progress)
    : options_(options), progress_(std::move(progress)) {}

int BoxValueTable::value(std::vector<int> sides, const Deadline& deadline) {
  sides = canonical(std::move(sides));
  if (sides.size() <= 1) return 1;  // a point or a line
  if (const auto it = proven_.find(sides); it != proven_.end()) return it->second;
  const int v = prove(sides, deadline);
  if (v > 0) proven_.emplace(sides, v);
  return v;
}

void BoxValueTable::remember(std::vector<int> sides, int value) {
  proven_[canonical(std::move(sides))] = value;
}

std::vector<int> BoxValueTable::window_bounds(const std::vector<int>& sides,
                                              const Deadline& deadline) {
  const int n = sides[0];
  std::vector<int> w(at(n), 0);
  std::vector<int> layer = sides;
  layer[0] = 1;
  if (n >= 2) w[1] = value(layer, deadline);
  for (int h = 2; h < n; ++h) {
    int& wh = w[at(h)];
    const int proven_up_to = options_.window_layers > 0 ? options_.window_layers : n / 2 + 1;
    if (h <= proven_up_to) {
      std::vector<int> window = sides;
      window[0] = h;
      wh = value(window, deadline);
    }
    for (int a = 1; a < h; ++a) {
      const int x = w[at(a)];
      const int y = w[at(h - a)];
      if (x > 0 && y > 0 && (wh == 0 || x + y < wh)) wh = x + y;
    }
  }
  return w;
}

int BoxValueTable::prove(const std::vector<int>& sides, const Deadline& deadline) {
  const std::string name = box_name(sides);
  const int plain_limit = static_cast<int>(std::min<long>(options_.plain_conflicts, 1 << 30));
  const BoxValue plain = solve_box_value(sides, deadline, plain_limit, options_.symmetry_depth);
  if (plain.status == Proof::exact) {
    progress_("box " + name + ": " + std::to_string(plain.lower) + " (plain SAT)");
    return plain.lower;
  }
  if (!options_.split || deadline.expired()) return 0;
  // The split refutes quickly but searches slowly: start it from the best
  // lower bound there is, the cut-out modular placement if it beats SAT's.
  const ModularPlacement modular =
      best_modular_placement(sides, default_max_modulus(sides[0]), deadline);
  LayerBounds split_bounds{.layer = 0, .window = window_bounds(sides, deadline)};
  if (split_bounds.window.size() < 2 || split_bounds.window[1] == 0) return 0;
  split_bounds.layer = split_bounds.window[1];
  int lower = std::max(plain.lower, static_cast<int>(modular.queens.size()));
  while (!deadline.expired()) {
    const SplitOutcome s = solve_by_layer_counts({.n = sides[0],
                                                  .d = static_cast<int>(sides.size()),
                                                  .sides = sides,
                                                  .target = lower + 1,
                                                  .bounds = split_bounds,
                                                  .threads = options_.threads,
                                                  .symmetry_depth = options_.symmetry_depth},
                                                 deadline, progress_);
    if (s.result == SatResult::sat) {
      lower = std::max(lower + 1, static_cast<int>(s.witness.size()));
      continue;
    }
    if (s.result != SatResult::unsat) return 0;
    std::string windows;
    for (std::size_t h = 2; h < split_bounds.window.size(); ++h) {
      windows += " " + std::to_string(h) + ":" + std::to_string(split_bounds.window[h]);
    }
    progress_("box " + name + ": " + std::to_string(lower) + " (layer split, " +
              std::to_string(s.vectors) + " vectors; layer " + std::to_string(split_bounds.layer) +
              ", windows" + windows + ")");
    return lower;
  }
  return 0;
}

}  // namespace qh::lab
