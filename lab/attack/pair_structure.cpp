// SPDX-License-Identifier: MIT
#include "lab/attack/pair_structure.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>

#include "lab/attack/attack_solver.hpp"
#include "lab/common/cardinality.hpp"
#include "lab/common/grid_geometry.hpp"
#include "lab/common/sat_solver.hpp"

namespace qh::lab {
namespace {

// One line of the board (row, column, diagonal or anti-diagonal): at most
// two queens; `two` is the literal "it holds two" (0 for a one-cell line),
// `empty` the literal "it holds none".
struct LineCount {
  int two = 0;
  int empty = 0;
};

LineCount at_most_two(SatSolver& sat, const std::vector<int>& cells) {
  const Totalizer count(sat, cells, 3);
  if (count.size() >= 3) sat.add_clause({-count.at_least(3)});
  return LineCount{.two = count.size() >= 2 ? count.at_least(2) : 0, .empty = -count.at_least(1)};
}

}  // namespace

int q1_pair_slack(int n) {
  return (4 * n - 3 * attack_counting_bound(n, 2, 1, false)) / 2;
}

PairStructureResult build_q1_pair_structure(int n, BoardSymmetry symmetry, const Deadline& deadline,
                                            std::optional<int> seed) {
  if (n <= 0) throw std::invalid_argument("pair structure: n = " + std::to_string(n) + " < 1");
  const auto un = static_cast<std::size_t>(n);
  SatSolver sat(deadline);
  if (seed) sat.randomize(*seed);
  std::vector<int> cell(un * un);
  for (int& v : cell) v = sat.new_var();
  auto at = [&](int r, int c) {
    return cell[static_cast<std::size_t>(r) * un + static_cast<std::size_t>(c)];
  };
  auto index = [](int i) { return static_cast<std::size_t>(i); };

  // Every line holds at most two queens. Rows and columns: i; diagonals
  // c - r + n - 1 and anti-diagonals r + c, both 0..2n-2.
  std::vector<LineCount> rows;
  std::vector<LineCount> cols;
  std::vector<LineCount> diags;
  std::vector<LineCount> antis;
  for (int i = 0; i < n; ++i) {
    std::vector<int> row;
    std::vector<int> col;
    for (int j = 0; j < n; ++j) {
      row.push_back(at(i, j));
      col.push_back(at(j, i));
    }
    rows.push_back(at_most_two(sat, row));
    cols.push_back(at_most_two(sat, col));
  }
  for (int d = 0; d <= 2 * n - 2; ++d) {
    std::vector<int> diag;
    std::vector<int> anti;
    for (int r = 0; r < n; ++r) {
      const int c_diag = d - (n - 1) + r;
      const int c_anti = d - r;
      if (c_diag >= 0 && c_diag < n) diag.push_back(at(r, c_diag));
      if (c_anti >= 0 && c_anti < n) anti.push_back(at(r, c_anti));
    }
    diags.push_back(at_most_two(sat, diag));
    antis.push_back(at_most_two(sat, anti));
  }
  // A queen is on exactly one line holding two: her partner's.
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      std::vector<int> twos;
      for (const LineCount& line :
           {rows[index(r)], cols[index(c)], diags[index(c - r + n - 1)], antis[index(r + c)]}) {
        if (line.two != 0) twos.push_back(line.two);
      }
      std::vector<int> some{-at(r, c)};
      some.insert(some.end(), twos.begin(), twos.end());
      sat.add_clause(some);
      for (std::size_t a = 0; a < twos.size(); ++a) {
        for (std::size_t b = a + 1; b < twos.size(); ++b) {
          sat.add_clause({-at(r, c), -twos[a], -twos[b]});
        }
      }
    }
  }
  // A symmetric board: every queen's image is a queen (x_c -> x_s(c)).
  if (symmetry != BoardSymmetry::none) {
    const GridGeometry geo(n, 2);  // coordinates (column, row)
    const std::vector<int> image = board_symmetry_permutation(geo, symmetry);
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const std::vector<int> p = geo.coords(image[index(geo.cell_at({c, r}))]);
        sat.add_clause({-at(r, c), at(p[1], p[0])});
      }
    }
  }
  // The size: empty rows and columns plus diagonal pairs at most the slack
  // (pair_structure.hpp), which makes the board 2 * floor(2n/3).
  std::vector<int> waste;
  for (const LineCount& line : rows) waste.push_back(line.empty);
  for (const LineCount& line : cols) waste.push_back(line.empty);
  for (const LineCount& line : diags) {
    if (line.two != 0) waste.push_back(line.two);
  }
  for (const LineCount& line : antis) {
    if (line.two != 0) waste.push_back(line.two);
  }
  const int slack = q1_pair_slack(n);
  if (slack == 0) {
    for (const int lit : waste) sat.add_clause({-lit});
  } else {
    const Totalizer wasted(sat, waste, slack + 1);
    if (wasted.size() > slack) sat.add_clause({-wasted.at_least(slack + 1)});
  }

  PairStructureResult result;
  result.symmetry = symmetry;
  result.sat_calls = 1;
  const SatResult answer = sat.solve();
  result.vars = sat.vars();
  result.clauses = sat.clauses();
  result.proven_none = answer == SatResult::unsat;
  result.found = answer == SatResult::sat;
  if (answer != SatResult::sat) return result;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (sat.value(at(r, c))) result.queens.push_back({r + 1, c + 1});
    }
  }
  return result;
}

PairStructureResult build_q1_at_pair_bound(int n, const Deadline& deadline,
                                           std::optional<int> seed) {
  const PairStructureResult symmetric =
      build_q1_pair_structure(n, BoardSymmetry::half_turn, deadline, seed);
  if (!symmetric.proven_none) return symmetric;
  PairStructureResult all = build_q1_pair_structure(n, BoardSymmetry::none, deadline, seed);
  all.sat_calls += symmetric.sat_calls;
  return all;
}

}  // namespace qh::lab
