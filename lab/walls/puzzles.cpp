// SPDX-License-Identifier: MIT
#include "lab/walls/puzzles.hpp"

#include <bit>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "lab/walls/enumerate.hpp"
#include "lab/walls/symmetry.hpp"

namespace qh::lab {
namespace {

struct Known {
  int value = 0;
  bool unique = false;
};

}  // namespace

PuzzleSet find_puzzles(int n, int max_walls, int threads, const Deadline& deadline) {
  if (n < 1 || n > kMaxWallsN) throw std::invalid_argument("walls puzzles: --size must be 1 to 8");
  // Every subset of a puzzle's walls is looked at, so 2^W must stay small.
  const int most = n * n < 16 ? n * n : 16;
  if (max_walls < 0 || max_walls > most)
    throw std::invalid_argument("walls puzzles: --max-walls must be 0 to " + std::to_string(most));
  const SquareSymmetry sym(n);
  PuzzleSet out{.n = n};
  std::unordered_map<std::uint64_t, Known> known;  // canonical wall set -> value, uniqueness
  for (int w = 0; w <= max_walls; ++w) {
    const Enumeration e = enumerate_walls(n, w, threads, deadline);
    if (e.proof != Proof::exact) return out;
    out.by_walls.emplace_back();
    for (const ClassRow& row : e.rows) {
      const bool unique = row.value.count == 1;
      known[row.walls] = Known{.value = row.value.value, .unique = unique};
      if (!unique || row.class_size != 8) continue;
      // Every proper subset of the walls: is one as good already?
      bool needed = true;
      std::vector<int> cells;
      for (std::uint64_t m = row.walls; m != 0; m &= m - 1) cells.push_back(std::countr_zero(m));
      const std::uint32_t all = (1U << cells.size()) - 1U;
      for (std::uint32_t pick = 0; pick < all && needed; ++pick) {
        std::uint64_t sub = 0;
        for (std::size_t i = 0; i < cells.size(); ++i)
          if ((pick >> i) & 1U) sub |= std::uint64_t{1} << cells[i];
        const Known& k = known.at(sym.canonical(sub));
        if (k.value == row.value.value && k.unique) needed = false;
      }
      if (needed)
        out.by_walls.back().push_back(WallsPuzzle{
            .walls = row.walls, .value = row.value.value, .placement = row.value.placement});
    }
  }
  out.proof = Proof::exact;
  return out;
}

}  // namespace qh::lab
