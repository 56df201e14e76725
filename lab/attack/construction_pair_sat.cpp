#include "lab/attack/construction_pair_sat.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>

#include "lab/common/cardinality.hpp"
#include "lab/common/sat_solver.hpp"

namespace qh::lab {
namespace {

// "The line holds one or two queens"; returns the literal "it holds two".
int one_or_two(SatSolver& sat, const std::vector<int>& line) {
  const Totalizer count(sat, line, 3);
  sat.add_clause({count.at_least(1)});
  if (count.size() >= 3) sat.add_clause({-count.at_least(3)});
  return count.size() >= 2 ? count.at_least(2) : 0;
}

}  // namespace

PairStructureResult build_q1_pair_structure(int n, bool half_turn, const Deadline& deadline) {
  if (n <= 0 || n % 3 != 0) {
    throw std::invalid_argument("pair structure: n = " + std::to_string(n) +
                                " is not a positive multiple of 3");
  }
  const auto un = static_cast<std::size_t>(n);
  SatSolver sat(deadline);
  std::vector<int> cell(un * un);
  for (int& v : cell) v = sat.new_var();
  auto at = [&](int r, int c) {
    return cell[static_cast<std::size_t>(r) * un + static_cast<std::size_t>(c)];
  };

  // At most one queen on every diagonal and anti-diagonal.
  for (int d = -(n - 1); d <= n - 1; ++d) {
    std::vector<int> diag;
    std::vector<int> anti;
    for (int r = 0; r < n; ++r) {
      if (r + d >= 0 && r + d < n) diag.push_back(at(r, r + d));
      const int s = d + n - 1;  // anti-diagonal r + c = s, s in 0..2n-2
      if (s - r >= 0 && s - r < n) anti.push_back(at(r, s - r));
    }
    add_at_most_one(sat, diag);
    add_at_most_one(sat, anti);
  }
  // Rows and columns hold one or two queens; a queen is in exactly one
  // line with two (n >= 3 here, so the "two" literals exist).
  std::vector<int> row_two(un);
  std::vector<int> col_two(un);
  for (int i = 0; i < n; ++i) {
    std::vector<int> row;
    std::vector<int> col;
    for (int j = 0; j < n; ++j) {
      row.push_back(at(i, j));
      col.push_back(at(j, i));
    }
    row_two[static_cast<std::size_t>(i)] = one_or_two(sat, row);
    col_two[static_cast<std::size_t>(i)] = one_or_two(sat, col);
  }
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int rt = row_two[static_cast<std::size_t>(r)];
      const int ct = col_two[static_cast<std::size_t>(c)];
      sat.add_clause({-at(r, c), rt, ct});
      sat.add_clause({-at(r, c), -rt, -ct});
      if (half_turn) sat.add_clause({-at(r, c), at(n - 1 - r, n - 1 - c)});
    }
  }

  PairStructureResult result;
  result.half_turn = half_turn;
  result.sat_calls = 1;
  const SatResult answer = sat.solve();
  result.vars = sat.vars();
  result.clauses = sat.clauses();
  result.proven_none = answer == SatResult::unsat;
  if (answer != SatResult::sat) return result;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (sat.value(at(r, c))) result.queens.push_back({r + 1, c + 1});
    }
  }
  return result;
}

PairStructureResult build_q1_at_pair_bound(int n, const Deadline& deadline) {
  const PairStructureResult symmetric = build_q1_pair_structure(n, true, deadline);
  if (!symmetric.proven_none) return symmetric;
  PairStructureResult all = build_q1_pair_structure(n, false, deadline);
  all.sat_calls += symmetric.sat_calls;
  return all;
}

}  // namespace qh::lab
