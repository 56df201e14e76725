// SPDX-License-Identifier: MIT
#include "bench/naive.hpp"

#include <algorithm>
#include <cstdlib>

namespace qh::bench {

namespace {
// Solutions are stored, as in the pseudocode ("append copy of queens to
// results"), up to this many; past it they are only counted, so a board with
// millions of solutions cannot exhaust memory.
constexpr std::size_t kMaxStoredResults = 10000;
// The clock is read once every this many nodes (a power of two).
constexpr long long kClockEvery = 1024;
}  // namespace

NaiveResult NaiveSolver::solve(std::chrono::nanoseconds time_cap, long long node_budget) {
  result_ = NaiveResult{};
  queens_.clear();
  results_.clear();
  deadline_ = std::chrono::steady_clock::now() + time_cap;
  budget_ = node_budget;
  backtrack(0);
  return result_;
}

void NaiveSolver::backtrack(int row) {
  if (result_.capped) return;
  ++result_.nodes;
  if ((budget_ >= 0 && result_.nodes > budget_) ||
      ((result_.nodes & (kClockEvery - 1)) == 0 && std::chrono::steady_clock::now() > deadline_)) {
    result_.capped = true;
    return;
  }
  const int n = static_cast<int>(regions_.size());
  if (row == n) {
    if (results_.size() < kMaxStoredResults) results_.push_back(queens_);
    ++result_.solutions;
    return;
  }
  for (int col = 0; col < n; ++col) {
    // column: skip if some earlier queen already in this column
    if (std::any_of(queens_.begin(), queens_.end(), [&](const auto& q) { return q.second == col; }))
      continue;
    // region: skip if some earlier queen already in this region
    const char region = regions_[row][col];
    if (std::any_of(queens_.begin(), queens_.end(),
                    [&](const auto& q) { return regions_[q.first][q.second] == region; }))
      continue;
    // adjacency: skip if king-adjacent to any earlier queen
    if (std::any_of(queens_.begin(), queens_.end(), [&](const auto& q) {
          return std::max(std::abs(q.first - row), std::abs(q.second - col)) < 2;
        }))
      continue;
    queens_.emplace_back(row, col);
    backtrack(row + 1);
    queens_.pop_back();
    if (result_.capped) return;
  }
}

}  // namespace qh::bench
