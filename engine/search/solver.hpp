// SPDX-License-Identifier: MIT
// An exact solver that shares nothing with the rules: depth-first search over
// bit masks. Used to count solutions (usually up to 2, to prove uniqueness),
// to find mistakes in a player's position and as the backtracking fallback of
// the trace. K = 1 (Queens) branches on the cells of the unsolved house with
// the fewest live cells (rows, columns and regions alike); K = 2 on one
// cell of the tightest house, star or no star; K >= 3 is StarSearch
// (star_search.hpp), with a propagation that scales with K. (StarSearch is
// 3 to 4 times slower than the plain search on 8x8 and 10x10 2-star boards,
// and 20 times faster on 14x14 3-star boards: README, "Big Star Battle".)
// Every count is bounded: a negative budget means the engine's one budget
// (budget.hpp).
#pragma once

#include <bit>
#include <climits>
#include <cstdint>

#include "engine/model/geometry.hpp"
#include "engine/model/state.hpp"
#include "engine/search/budget.hpp"
#include "engine/search/star_search.hpp"

namespace qh {

// From this size on the solver also checks that the open houses can still be
// matched. Below it the check costs more than it saves (queens-bench solve,
// corpus medians: 12x12 5.6 us without it, 8.2 with; 14x14 26.5 without,
// 11.7 with).
inline constexpr int kMatchingPruneFromSize = 14;

template <class B>
class Solver {
 public:
  explicit Solver(const Geometry<B>& g) : g_(g) {}

  // Number of solutions that extend `start`, counting no further than
  // `limit`. The first solution found is stored in *first when given.
  // `node_budget` bounds the work (search nodes; negative: the default,
  // kSearchNodeBudget); when it runs out, *complete is set to false and the
  // count is a lower bound.
  int count(const State<B>& start, int limit, B* first = nullptr, long long node_budget = -1,
            bool* complete = nullptr) {
    return count_to(start, g_.target(), limit, first, node_budget, complete);
  }

  // Walls boards: the placements of exactly `target` queens that extend
  // `start` (count's contract otherwise). Other boards ignore `target`.
  int count_to(const State<B>& start, int target, int limit, B* first = nullptr,
               long long node_budget = -1, bool* complete = nullptr) {
    target_ = target;
    limit_ = limit;
    found_ = 0;
    first_ = first;
    budget_ = node_budget < 0 ? kSearchNodeBudget : node_budget;
    exhausted_ = false;
    start_budget_ = budget_;
    nodes_ = -1;  // K <= 2: what the budget lost (nodes())
    B live = start.live(g_);
    if (g_.stars() == 1) {
      bool clash = false;
      start.queens.for_each([&](int q) {
        clash = clash || g_.attack(q).intersects(start.queens);
        live = live.without(g_.attack(q));
      });
      if (!clash) {
        if (g_.walls())
          search_walls(start.queens, live);
        else
          search(start.queens, live);
      }
    } else if (g_.stars() == 2) {
      bool clash = false;
      start.queens.for_each([&](int q) {
        clash = clash || g_.neighbours(q).intersects(start.queens);
        live = live.without(g_.neighbours(q));
      });
      for (int h = 0; h < g_.houses() && !clash; ++h) {
        const int stars = (g_.house(h) & start.queens).count();
        clash = stars > g_.stars();
        if (stars == g_.stars()) live = live.without(g_.house(h));
      }
      if (!clash) search_stars(start.queens, live);
    } else {
      StarSearch<B> stars(g_);
      bool done = true;
      found_ = stars.count(start.queens, live, limit, first, star_budget(budget_), &done);
      exhausted_ = !done;
      nodes_ = stars.nodes();
    }
    if (complete) *complete = !exhausted_;
    return found_;
  }

  // Search nodes the last count visited (K >= 3: StarSearch's nodes, each
  // charged kStarNodeCost against the budget).
  // (K <= 2 counts them as what the budget lost: the budget here is never
  // negative, and stops at -1 when it runs out, one node past it.)
  long long nodes() const { return nodes_ >= 0 ? nodes_ : start_budget_ - budget_; }

  // Walls boards: the most queens that extend `start` with none seeing
  // another (the board's value from the start position), searched from the
  // upper bound down; *complete is false when the budget ran out on the way
  // (the figure is then a lower bound).
  // The budget is shared by the whole descent; when it runs out the answer
  // is a greedy placement's size, a lower bound.
  int walls_value(const State<B>& start, long long node_budget, bool* complete) {
    long long left = node_budget;
    for (int t = walls_room(g_, start); t > 0; --t) {
      bool done = true;
      if (count_to(start, t, 1, nullptr, left, &done) > 0) {
        if (complete) *complete = true;
        return t;
      }
      if (!done) {
        if (complete) *complete = false;
        return greedy_walls(start);
      }
      if (node_budget >= 0) left = budget_ > 0 ? budget_ : 0;
    }
    if (complete) *complete = true;
    return 0;
  }

 private:
  // Queens placed square by square, reading order, wherever no queen sees.
  int greedy_walls(const State<B>& start) const {
    B live = start.live(g_);
    B queens = start.queens;
    start.queens.for_each([&](int q) { live = live.without(g_.attack(q)); });
    while (live.any()) {
      const int cell = live.first();
      queens.set(cell);
      live = live.without(g_.attack(cell));
      live.reset(cell);
    }
    return queens.count();
  }

  // Walls boards: branch on the open row segment with the fewest live
  // squares: a queen on one of them, or none in the segment; prune when the
  // segments left cannot take the queens still to place (walls_room).
  void search_walls(const B& queens, const B& live) {
    if (out_of_budget()) return;
    const int placed = queens.count();
    if (placed == target_) {
      if (found_ == 0 && first_ != nullptr) *first_ = queens;
      ++found_;
      return;
    }
    int open[kLineKinds] = {};
    int best = -1;
    int best_count = INT_MAX;
    for (int i = 0; i < g_.lines(); ++i) {
      const B& line = g_.line(i);
      if (line.intersects(queens)) continue;
      const int c = (line & live).count();
      if (c == 0) continue;
      const int kind = static_cast<int>(g_.line_kind(i));
      ++open[kind];
      if (kind == static_cast<int>(LineKind::row) && c < best_count) {
        best = i;
        best_count = c;
      }
    }
    for (int k = 0; k < kLineKinds; ++k)
      if (placed + open[k] < target_) return;
    if (best < 0) return;
    B candidates = g_.line(best) & live;
    const B rest = live.without(candidates);
    while (candidates.any() && found_ < limit_ && !exhausted_) {
      const int cell = candidates.first();
      candidates.reset(cell);
      B next_live = live.without(g_.attack(cell));
      next_live.reset(cell);
      search_walls(queens | B::single(cell), next_live);
    }
    if (found_ >= limit_ || exhausted_) return;
    search_walls(queens, rest);
  }

  bool out_of_budget() {
    if (budget_ >= 0 && budget_-- == 0) exhausted_ = true;
    return exhausted_;
  }

  // K = 2: every house needs K stars; `live` holds only cells that may
  // still take one (no neighbour of a star, no full house). Branch on the
  // first live cell of the house with the least slack: a star there, or not.
  void search_stars(const B& stars, const B& live) {
    if (out_of_budget()) return;
    const int k = g_.stars();
    int best = -1;
    int best_slack = INT_MAX;
    for (int h = 0; h < g_.houses(); ++h) {
      const B& house = g_.house(h);
      const int need = k - (house & stars).count();
      if (need == 0) continue;
      const int slack = (house & live).count() - need;
      if (slack < 0) return;
      if (slack < best_slack) {
        best = h;
        best_slack = slack;
      }
    }
    if (best < 0) {
      if (found_ == 0 && first_ != nullptr) *first_ = stars;
      ++found_;
      return;
    }
    const int cell = (g_.house(best) & live).first();
    B with_live = live.without(g_.neighbours(cell));
    with_live.reset(cell);
    const B with_stars = stars | B::single(cell);
    for (int h : {g_.row_of(cell), g_.size() + g_.col_of(cell), 2 * g_.size() + g_.region_of(cell)})
      if ((g_.house(h) & with_stars).count() == k) with_live = with_live.without(g_.house(h));
    search_stars(with_stars, with_live);
    if (found_ >= limit_ || exhausted_ || best_slack == 0) return;
    B without = live;
    without.reset(cell);
    search_stars(stars, without);
  }

  void search(const B& queens, const B& live) {
    if (out_of_budget()) return;
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
    // On big boards, also prune positions where the open houses of two kinds
    // can no longer be matched one-to-one (a cheap necessary condition that
    // cuts the search on large boards by orders of magnitude).
    if (g_.size() >= kMatchingPruneFromSize && best_count > 1 && !matchable(queens, live)) return;
    B candidates = g_.house(best) & live;
    while (candidates.any() && found_ < limit_ && !exhausted_) {
      const int cell = candidates.first();
      candidates.reset(cell);
      B next_live = live.without(g_.attack(cell));
      next_live.reset(cell);
      search(queens | B::single(cell), next_live);
    }
  }

  // Do the open regions match the open rows, and the open columns, through
  // live cells? (Kuhn's augmenting paths on bit masks; kept separate from the
  // rules' Hall machinery so the solver stays an independent check.)
  bool matchable(const B& queens, const B& live) const {
    std::uint32_t region_rows[32] = {}, region_cols[32] = {};
    std::uint32_t open_regions = 0;
    live.for_each([&](int c) {
      const int reg = g_.region_of(c);
      region_rows[reg] |= 1U << g_.row_of(c);
      region_cols[reg] |= 1U << g_.col_of(c);
    });
    for (int reg = 0; reg < g_.size(); ++reg)
      if (!g_.region(reg).intersects(queens)) open_regions |= 1U << reg;
    return perfect(region_rows, open_regions) && perfect(region_cols, open_regions);
  }

  static bool perfect(const std::uint32_t* edges, std::uint32_t left) {
    int owner[32];
    for (int& o : owner) o = -1;
    for (std::uint32_t todo = left; todo != 0; todo &= todo - 1) {
      std::uint32_t seen = 0;
      if (!augment(edges, owner, std::countr_zero(todo), seen)) return false;
    }
    return true;
  }

  static bool augment(const std::uint32_t* edges, int* owner, int x, std::uint32_t& seen) {
    for (std::uint32_t m = edges[x] & ~seen; m != 0; m &= m - 1) {
      const int y = std::countr_zero(m);
      if (seen >> y & 1U) continue;
      seen |= 1U << y;
      if (owner[y] < 0 || augment(edges, owner, owner[y], seen)) {
        owner[y] = x;
        return true;
      }
    }
    return false;
  }

  const Geometry<B>& g_;
  int target_ = 0;
  int limit_ = 2;
  int found_ = 0;
  B* first_ = nullptr;
  long long budget_ = -1;
  long long start_budget_ = 0;
  long long nodes_ = 0;  // K >= 3: StarSearch's count; -1: from the budget
  bool exhausted_ = false;
};

// Built in solver.cpp, once for each width, not in every file that uses it.
extern template class Solver<NarrowBits>;
extern template class Solver<MediumBits>;
extern template class Solver<WideBits>;

}  // namespace qh
