// SPDX-License-Identifier: MIT
#include "lab/walls/fewest_walls.hpp"

#include <algorithm>
#include <bit>
#include <set>
#include <stdexcept>

#include "lab/walls/enumerate.hpp"
#include "lab/walls/sat_model.hpp"

namespace qh::lab {
namespace {

void check_size(int n, int queens) {
  if (n < 1 || n > 16) throw std::invalid_argument("walls fewest-walls: --size must be 1 to 16");
  if (queens < 1 || queens > n * n)
    throw std::invalid_argument("walls fewest-walls: --queens must be 1 to " +
                                std::to_string(n * n));
}

int map_cell(int n, int t, int cell) {
  const int r = cell / n, c = cell % n, m = n - 1;
  switch (t) {
    case 0:
      return r * n + c;
    case 1:
      return c * n + (m - r);
    case 2:
      return (m - r) * n + (m - c);
    case 3:
      return (m - c) * n + r;
    case 4:
      return r * n + (m - c);
    case 5:
      return (m - r) * n + c;
    case 6:
      return c * n + r;
    default:
      return (m - c) * n + (m - r);
  }
}

}  // namespace

std::vector<int> canonical_cells(int n, std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  std::vector<int> best = cells;
  for (int t = 1; t < 8; ++t) {
    std::vector<int> image;
    for (int c : cells) image.push_back(map_cell(n, t, c));
    std::sort(image.begin(), image.end());
    best = std::min(best, image);
  }
  return best;
}

std::string cell_list_text(const std::vector<int>& cells, int n) {
  std::string out;
  for (int c : cells) {
    if (!out.empty()) out += ' ';
    out += '(' + std::to_string(c / n) + ',' + std::to_string(c % n) + ')';
  }
  return out;
}

FewestWalls fewest_walls_sat(int n, int queens, bool count, const Deadline& deadline) {
  check_size(n, queens);
  FewestWalls out{.n = n, .queens = queens};
  WallsSat sat(n, deadline);
  const int cells = n * n;
  const int want = sat.queens_at_least(queens);
  sat.add_clause({want});
  std::vector<int> assumptions;
  std::vector<int> best_walls, best_queens;
  while (true) {
    const std::optional<bool> r = sat.solve(assumptions);
    if (!r) return out;  // unknown; a witness (if any) is an upper bound
    if (!*r) break;
    best_walls.clear();
    best_queens.clear();
    for (int c = 0; c < cells; ++c) {
      if (sat.value(sat.wall(c))) best_walls.push_back(c);
      if (sat.value(sat.queen(c))) best_queens.push_back(c);
    }
    out.walls = static_cast<int>(best_walls.size());
    out.witness_walls = best_walls;
    out.witness_queens = best_queens;
    out.proof = Proof::upper_bound;
    if (best_walls.empty()) break;
    assumptions = {-sat.walls_at_least(static_cast<int>(best_walls.size()))};
  }
  out.proof = Proof::exact;
  if (out.walls < 0) {
    out.impossible = true;
    out.counted = true;
    return out;
  }
  if (!count) return out;
  if (const int more = sat.walls_at_least(out.walls + 1); more != 0) sat.add_clause({-more});
  std::set<std::vector<int>> classes;
  while (true) {
    const std::optional<bool> r = sat.solve();
    if (!r) return out;  // boards and classes so far are lower bounds
    if (!*r) break;
    std::vector<int> ws, block;
    for (int c = 0; c < cells; ++c)
      if (sat.value(sat.wall(c))) {
        ws.push_back(c);
        block.push_back(-sat.wall(c));
      }
    ++out.boards;
    classes.insert(canonical_cells(n, ws));
    out.classes = classes.size();
    if (block.empty()) break;  // the empty board: the only board with 0 walls
    sat.add_clause(block);
  }
  out.counted = true;
  return out;
}

FewestWalls fewest_walls_exact(int n, int queens, int threads, const Deadline& deadline) {
  check_size(n, queens);
  if (n > 8) throw std::invalid_argument("walls fewest-walls: --method exact takes sizes up to 8");
  FewestWalls out{.n = n, .queens = queens};
  for (int w = 0; w <= n * n; ++w) {
    const Enumeration e = enumerate_walls(n, w, threads, deadline);
    if (e.proof != Proof::exact) return out;
    for (const ClassRow& row : e.rows) {
      if (row.value.value < queens) continue;
      if (out.walls < 0) {
        out.walls = w;
        for (int c = 0; c < n * n; ++c) {
          if ((row.walls >> c) & 1U) out.witness_walls.push_back(c);
          if ((row.value.placement >> c) & 1U) out.witness_queens.push_back(c);
        }
      }
      out.boards += static_cast<std::uint64_t>(row.class_size);
      ++out.classes;
    }
    if (out.walls >= 0) {
      out.proof = Proof::exact;
      out.counted = true;
      return out;
    }
  }
  out.proof = Proof::exact;
  out.impossible = true;
  out.counted = true;
  return out;
}

std::optional<bool> sat_confirms_value(int n, std::uint64_t walls, std::uint64_t blocked, int value,
                                       const Deadline& deadline) {
  WallsSat sat(n, deadline);
  std::vector<bool> wall_flags(static_cast<std::size_t>(n * n));
  for (int c = 0; c < n * n; ++c) {
    wall_flags[static_cast<std::size_t>(c)] = ((walls >> c) & 1U) != 0;
    if ((blocked >> c) & 1U) sat.forbid_queen(c);
  }
  sat.fix_walls(wall_flags);
  if (value > 0) {
    const std::optional<bool> fits = sat.solve({sat.queens_at_least(value)});
    if (!fits) return std::nullopt;
    if (!*fits) return false;
  }
  const int more = sat.queens_at_least(value + 1);
  if (more == 0) return true;
  const std::optional<bool> over = sat.solve({more});
  if (!over) return std::nullopt;
  return !*over;
}

}  // namespace qh::lab
