// SPDX-License-Identifier: MIT
// The walls problem as SAT, solved by CaDiCaL (Debian's libcadical-dev).
//
// Variables: for each cell c of the n x n board, queen(c) and wall(c). A
// cell is not both. For every two cells a, b on a common row, column or
// diagonal: not both queens unless a cell strictly between them is a wall
// (adjacent cells: never both). Counting constraints ("at least q queens",
// "at most k walls") use a totalizer (Bailleux and Boufkhad 2003): a tree of
// unary counters whose root outputs o_i mean "at least i inputs are true",
// with clauses in both directions, so an assumption on one output literal
// sets a bound and the solver stays incremental across bounds.
//
// This model shares no code with the bitboard search (value.hpp), so it is
// the independent second method the tables are checked with.
#pragma once

#include <cadical.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "lab/common/deadline.hpp"

namespace qh::lab {

class WallsSat {
 public:
  explicit WallsSat(int n, const Deadline& deadline);
  ~WallsSat();
  WallsSat(const WallsSat&) = delete;
  WallsSat& operator=(const WallsSat&) = delete;

  int n() const { return n_; }
  int queen(int cell) const { return 1 + cell; }
  int wall(int cell) const { return 1 + n_ * n_ + cell; }

  // Fixes the walls: exactly these cells (an n*n list of flags).
  void fix_walls(const std::vector<bool>& walls);
  // Forbids a queen on the cell (a blocked square).
  void forbid_queen(int cell);
  // Literal meaning "at least k queens" / "at least k walls" (k >= 1); 0 when
  // k exceeds the number of cells (false).
  int queens_at_least(int k);
  int walls_at_least(int k);

  void add_clause(const std::vector<int>& lits);
  // true: satisfiable, false: not, nullopt: the deadline stopped the solver.
  std::optional<bool> solve(const std::vector<int>& assumptions = {});
  bool value(int var) { return solver_->val(var) > 0; }

 private:
  std::vector<int> totalizer(std::vector<int> inputs);
  int fresh() { return next_var_++; }

  int n_;
  int next_var_;
  std::unique_ptr<CaDiCaL::Solver> solver_;
  std::unique_ptr<CaDiCaL::Terminator> stop_;
  std::vector<int> queen_count_, wall_count_;  // totalizer outputs, built on first use
};

}  // namespace qh::lab
