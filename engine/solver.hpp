// An exact solver that shares nothing with the rules: depth-first search over
// bit masks, branching on the unsolved house with the fewest live cells
// (rows, columns and regions alike). Used to count solutions (usually up to
// 2, to prove uniqueness), to find mistakes in a player's position and as the
// backtracking fallback of the trace. K = 1 (Queens) only.
#pragma once

#include <climits>

#include "engine/geometry.hpp"
#include "engine/state.hpp"

namespace qh {

template <class B>
class Solver {
 public:
  explicit Solver(const Geometry<B>& g) : g_(g) {}

  // Number of solutions that extend `start`, counting no further than
  // `limit`. The first solution found is stored in *first when given.
  // `nodes` bounds the work (search nodes); when it runs out, *complete is
  // set to false and the count is a lower bound.
  int count(const State<B>& start, int limit, B* first = nullptr, long long node_budget = -1,
            bool* complete = nullptr) {
    limit_ = limit;
    found_ = 0;
    first_ = first;
    budget_ = node_budget;
    exhausted_ = false;
    B live = start.live(g_);
    bool clash = false;
    start.queens.for_each([&](int q) {
      clash = clash || g_.attack(q).intersects(start.queens);
      live = live.without(g_.attack(q));
    });
    if (!clash) search(start.queens, live);
    if (complete) *complete = !exhausted_;
    return found_;
  }

 private:
  void search(const B& queens, const B& live) {
    if (budget_ >= 0 && budget_-- == 0) {
      exhausted_ = true;
      return;
    }
    int best = -1;
    int best_count = INT_MAX;
    for (int h = 0; h < g_.houses(); ++h) {
      const B& house = g_.house(h);
      if (house.intersects(queens)) continue;
      const int c = (house & live).count();
      if (c == 0) return;
      if (c < best_count) {
        best = h;
        best_count = c;
        if (c == 1) break;
      }
    }
    if (best < 0) {
      if (found_ == 0 && first_ != nullptr) *first_ = queens;
      ++found_;
      return;
    }
    B candidates = g_.house(best) & live;
    while (candidates.any() && found_ < limit_ && !exhausted_) {
      const int cell = candidates.first();
      candidates.reset(cell);
      B next_live = live.without(g_.attack(cell));
      next_live.reset(cell);
      search(queens | B::single(cell), next_live);
    }
  }

  const Geometry<B>& g_;
  int limit_ = 2;
  int found_ = 0;
  B* first_ = nullptr;
  long long budget_ = -1;
  bool exhausted_ = false;
};

}  // namespace qh
