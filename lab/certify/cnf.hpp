// SPDX-License-Identifier: MIT
// A CNF formula held as plain clauses, written as DIMACS: the form in which
// a certificate states what it refutes. Its cardinality constraints are
// Sinz's sequential counter, written here on purpose rather than taken from
// lab/common/cardinality.hpp (the search's totalizers): the certificate
// encoders (instance_cnf.hpp) share no code with the solver path.
#pragma once

#include <string>
#include <vector>

namespace qh::lab {

class Cnf {
 public:
  int new_var() { return ++vars_; }
  int vars() const { return vars_; }
  const std::vector<std::vector<int>>& clauses() const { return clauses_; }
  void add(std::vector<int> clause) { clauses_.push_back(std::move(clause)); }

  // At most `k` of `lits` true (k >= 0); nothing when k >= lits.size().
  // With a guard literal g != 0, only when g is true: the counter's
  // clauses only push its auxiliary variables up, and the clauses that
  // forbid a count above k carry -g.
  void at_most(const std::vector<int>& lits, int k, int guard = 0);
  // At least `k` of `lits` true: at most size - k of their negations. An
  // impossible k (above the size) adds the clause -guard (the empty clause
  // without a guard).
  void at_least(const std::vector<int>& lits, int k, int guard = 0);

  // "p cnf V C" and one line per clause, each ending in 0.
  std::string dimacs() const;

 private:
  int vars_ = 0;
  std::vector<std::vector<int>> clauses_;
};

}  // namespace qh::lab
