// SPDX-License-Identifier: MIT
// The lemma behind the lex-leader symmetry breaking of the cube search
// (lab/common/symmetry_breaking.hpp), checked by brute force: on small
// boards, for every placement of non-attacking queens (every subset of the
// cells where they are few), some image under the board's symmetry group
// (the d!·2^d axis permutations and reflections, GridGeometry::symmetries)
// satisfies every lex-leader constraint, at full length and cut short. So
// the constraints never remove a whole orbit: a search with them finds an
// optimum and proves bounds (docs/lab/certificates.md). The constraints
// are tested as clauses, through CaDiCaL with the cells fixed.
#include <doctest/doctest.h>

#include "lab/certify/instance_cnf.hpp"
#include "lab/common/grid_geometry.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/common/symmetry_breaking.hpp"

using namespace qh::lab;

namespace {

// Every set of pairwise non-attacking cells, or every subset when `all`.
void placements(const GridGeometry& geo, bool all, std::vector<int>& chosen, int from,
                std::vector<std::vector<int>>& out) {
  out.push_back(chosen);
  for (int c = from; c < geo.cells(); ++c) {
    bool free = true;
    for (const int q : chosen) {
      free = free && (all || !cube_cells_attack(geo.coords(q), geo.coords(c)));
    }
    if (!free) continue;
    chosen.push_back(c);
    placements(geo, all, chosen, c + 1, out);
    chosen.pop_back();
  }
}

// How many placements have no image that satisfies the constraints.
int orbits_lost(int n, int d, int depth, bool all) {
  const GridGeometry geo(n, d);
  const Deadline none;
  SatSolver sat(none);
  std::vector<int> x(static_cast<std::size_t>(geo.cells()));
  for (int& v : x) v = sat.new_var();
  add_lex_leader(sat, x, geo.symmetries(), depth);
  std::vector<std::vector<int>> all_placements;
  std::vector<int> chosen;
  placements(geo, all, chosen, 0, all_placements);
  int lost = 0;
  for (const auto& p : all_placements) {
    std::vector<bool> in(static_cast<std::size_t>(geo.cells()), false);
    for (const int c : p) in[static_cast<std::size_t>(c)] = true;
    bool kept = false;
    for (const auto& s : geo.symmetries()) {
      // The image Q = {i : s(i) in P}; the orbit is all of them.
      std::vector<int> assume;
      for (int i = 0; i < geo.cells(); ++i) {
        const bool q = in[static_cast<std::size_t>(s[static_cast<std::size_t>(i)])];
        assume.push_back(q ? x[static_cast<std::size_t>(i)] : -x[static_cast<std::size_t>(i)]);
      }
      if (sat.solve(assume) == SatResult::sat) {
        kept = true;
        break;
      }
    }
    if (!kept) ++lost;
  }
  return lost;
}

}  // namespace

TEST_CASE("symmetry lemma: lex-leader constraints keep an image of every placement") {
  // Every subset of the cells of 2^3 and 3^2, every placement of 4^2, 3^3
  // and 2^4; the search's depth 32, and cut after 1 and 3 moved cells.
  for (const int depth : {1, 3, 32}) {
    CAPTURE(depth);
    CHECK(orbits_lost(2, 3, depth, true) == 0);
    CHECK(orbits_lost(3, 2, depth, true) == 0);
    CHECK(orbits_lost(4, 2, depth, false) == 0);
    CHECK(orbits_lost(3, 3, depth, false) == 0);
    CHECK(orbits_lost(2, 4, depth, false) == 0);
  }
}
