// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "lab/common/cardinality.hpp"
#include "lab/common/grid_geometry.hpp"
#include "lab/common/sat_solver.hpp"

using namespace qh::lab;

TEST_CASE("totalizer: outputs are exactly 'at least j inputs' for every assignment and cap") {
  const Deadline none;
  for (int m = 1; m <= 6; ++m) {
    for (int cap = 1; cap <= m + 1; ++cap) {
      SatSolver sat(none);
      std::vector<int> in;
      for (int i = 0; i < m; ++i) in.push_back(sat.new_var());
      const Totalizer t(sat, in, cap);
      REQUIRE(t.size() == std::min(m, cap));
      for (int bits = 0; bits < (1 << m); ++bits) {
        std::vector<int> assume;
        int ones = 0;
        for (int i = 0; i < m; ++i) {
          const bool on = (bits >> i) & 1;
          ones += on ? 1 : 0;
          assume.push_back(on ? in[static_cast<std::size_t>(i)] : -in[static_cast<std::size_t>(i)]);
        }
        for (int j = 1; j <= t.size(); ++j) {
          // Forcing the output the wrong way must be unsat.
          auto wrong = assume;
          wrong.push_back(ones >= j ? -t.at_least(j) : t.at_least(j));
          CHECK(sat.solve(wrong) == SatResult::unsat);
        }
        CHECK(sat.solve(assume) == SatResult::sat);
      }
    }
  }
}

TEST_CASE("at most one: satisfiable exactly when at most one literal is set") {
  const Deadline none;
  for (int m = 1; m <= 8; ++m) {
    SatSolver sat(none);
    std::vector<int> in;
    for (int i = 0; i < m; ++i) in.push_back(sat.new_var());
    add_at_most_one(sat, in);
    for (int bits = 0; bits < (1 << m); ++bits) {
      std::vector<int> assume;
      for (int i = 0; i < m; ++i) {
        assume.push_back((bits >> i) & 1 ? in[static_cast<std::size_t>(i)]
                                         : -in[static_cast<std::size_t>(i)]);
      }
      const bool fits = __builtin_popcount(static_cast<unsigned>(bits)) <= 1;
      CHECK((sat.solve(assume) == SatResult::sat) == fits);
    }
  }
}

TEST_CASE("grid geometry: lines, directions and symmetries of the square and the cube") {
  const GridGeometry square(8, 2);
  CHECK(square.directions() == 8);
  CHECK(square.lines().size() == 8 + 8 + 15 + 15);
  CHECK(square.symmetries().size() == 8);
  for (int dir = 0; dir < 8; ++dir) {
    CHECK(square.step(square.step(27, dir), square.opposite(dir)) == 27);
  }
  const GridGeometry cube(3, 3);
  CHECK(cube.directions() == 26);
  CHECK(cube.symmetries().size() == 48);
  // 3 axis directions x 9 lines, 6 diagonal directions x 5 + 4 triagonal x 7... all counted:
  // each of the 13 direction pairs has as many lines as cells with no predecessor.
  std::size_t cells_on_lines = 0;
  for (const auto& l : cube.lines()) cells_on_lines += l.size();
  CHECK(cells_on_lines == 13U * 27U);
  CHECK_THROWS_AS(GridGeometry(0, 2), std::invalid_argument);
}

TEST_CASE("sat solver: a zero budget gives unknown, never an answer") {
  const Deadline zero = Deadline::after_seconds(0.0);
  SatSolver sat(zero);
  const int a = sat.new_var();
  sat.add_clause({a});
  CHECK(sat.solve() == SatResult::unknown);
}
