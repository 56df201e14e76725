// SPDX-License-Identifier: MIT
// A thin owner of a CaDiCaL solver (Debian's libcadical-dev) for the lab's
// encodings: fresh variables, clauses as vectors, assumptions, and a search
// bounded by a Deadline (CaDiCaL polls a Terminator, which asks the
// deadline). No solving logic of our own lives here.
#pragma once

#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "lab/common/deadline.hpp"

namespace CaDiCaL {
class Solver;
}

namespace qh::lab {

enum class SatResult { sat, unsat, unknown };

class SatSolver {
 public:
  explicit SatSolver(const Deadline& deadline);
  ~SatSolver();
  SatSolver(const SatSolver&) = delete;
  SatSolver& operator=(const SatSolver&) = delete;

  int new_var() { return ++vars_; }
  int vars() const { return vars_; }
  long clauses() const { return clauses_; }
  void add_clause(const std::vector<int>& lits);
  void add_clause(std::initializer_list<int> lits);

  // Solves under these assumptions (they hold for this call only). Returns
  // unknown when the deadline expired first, or after `conflict_limit`
  // conflicts when that is not negative.
  SatResult solve(const std::vector<int>& assumptions = {}, int conflict_limit = -1);
  bool value(int lit) const;  // after sat

  // A different, reproducible search path for each seed: CaDiCaL's `seed`
  // with its variable shuffling on (`shuffle`, `shufflerandom`), and the
  // seed's lowest bit as the initial phase. Only before the first clause.
  // The answer does not change, only the path and so the time to it.
  void randomize(int seed);

  // Writes CaDiCaL's DRAT proof of the clauses added from now on (only
  // before the first clause; lab/certify/drat_proof.hpp). False when the
  // file cannot be opened. close_proof() flushes and closes it.
  bool trace_proof(const std::string& path);
  void close_proof();

 private:
  class Stop;
  const Deadline& deadline_;
  std::unique_ptr<CaDiCaL::Solver> solver_;
  std::unique_ptr<Stop> stop_;
  int vars_ = 0;
  long clauses_ = 0;
};

// Cell variables (vars[c] is cell c's): the literals of some cells, and
// after a sat call the cells set true.
std::vector<int> cell_literals(const std::vector<int>& vars, const std::vector<int>& cells);
std::vector<int> true_cells(const SatSolver& sat, const std::vector<int>& vars);

}  // namespace qh::lab
