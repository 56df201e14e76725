// SPDX-License-Identifier: MIT
#include "lab/certify/cnf.hpp"

namespace qh::lab {

void Cnf::at_most(const std::vector<int>& lits, int k, int guard) {
  const int n = static_cast<int>(lits.size());
  if (k >= n) return;
  // A clause that holds only under the guard.
  auto forbid = [this, guard](std::vector<int> clause) {
    if (guard != 0) clause.push_back(-guard);
    add(std::move(clause));
  };
  if (k <= 0) {
    for (const int x : lits) forbid({-x});
    return;
  }
  // s[i][j]: at least j+1 of lits[0..i] are true (Sinz 2005, one direction,
  // enough for "at most").
  std::vector<std::vector<int>> s(static_cast<std::size_t>(n - 1),
                                  std::vector<int>(static_cast<std::size_t>(k)));
  for (auto& row : s) {
    for (int& v : row) v = new_var();
  }
  auto at = [&s](int i, int j) {
    return s[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
  };
  auto x = [&lits](int i) { return lits[static_cast<std::size_t>(i)]; };
  add({-x(0), at(0, 0)});
  for (int j = 1; j < k; ++j) add({-at(0, j)});
  for (int i = 1; i < n - 1; ++i) {
    add({-x(i), at(i, 0)});
    add({-at(i - 1, 0), at(i, 0)});
    for (int j = 1; j < k; ++j) {
      add({-x(i), -at(i - 1, j - 1), at(i, j)});
      add({-at(i - 1, j), at(i, j)});
    }
    forbid({-x(i), -at(i - 1, k - 1)});
  }
  forbid({-x(n - 1), -at(n - 2, k - 1)});
}

void Cnf::at_least(const std::vector<int>& lits, int k, int guard) {
  const int n = static_cast<int>(lits.size());
  if (k <= 0) return;
  if (k > n) {
    add(guard != 0 ? std::vector<int>{-guard} : std::vector<int>{});
    return;
  }
  std::vector<int> negated;
  negated.reserve(lits.size());
  for (const int x : lits) negated.push_back(-x);
  at_most(negated, n - k, guard);
}

std::string Cnf::dimacs() const {
  std::string out = "p cnf " + std::to_string(vars_) + " " + std::to_string(clauses_.size()) + "\n";
  for (const auto& clause : clauses_) {
    for (const int lit : clause) {
      out += std::to_string(lit);
      out += ' ';
    }
    out += "0\n";
  }
  return out;
}

}  // namespace qh::lab
