// SPDX-License-Identifier: MIT
// The yardstick: the spec's naive row-by-row backtracking solver
// (shared/spec/queens-rules.txt, "Solver"), kept plain on purpose. It
// counts every solution. A deadline and a node budget stop it on a
// pathological board; `capped` then says the count is a lower bound.
#pragma once

#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace qh::bench {

struct NaiveResult {
  long long solutions = 0;  // found (a lower bound when capped)
  long long nodes = 0;      // calls of backtrack()
  bool capped = false;      // the deadline or the node budget ran out
};

class NaiveSolver {
 public:
  // `regions`: one string of N letters per row (Puzzle::rows()).
  explicit NaiveSolver(std::vector<std::string> regions) : regions_(std::move(regions)) {}

  // `node_budget` < 0: no node budget.
  NaiveResult solve(std::chrono::nanoseconds time_cap, long long node_budget = -1);

 private:
  void backtrack(int row);

  std::vector<std::string> regions_;
  std::vector<std::pair<int, int>> queens_;
  std::vector<std::vector<std::pair<int, int>>> results_;
  NaiveResult result_;
  std::chrono::steady_clock::time_point deadline_;
  long long budget_ = -1;
};

}  // namespace qh::bench
