// SPDX-License-Identifier: MIT
// Star Battle (K stars per row, column and region): the solver counts the
// same solutions as a plain row-by-row enumeration that shares no code with
// it, and a trace with K = 2 ends in a valid placement by sound steps.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/model/geometry.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/search/budget.hpp"
#include "engine/search/solver.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// Regions as the cells nearest to N random seeds (Manhattan distance, ties
// to the lower seed): every letter used, shapes varied.
std::vector<std::string> random_regions(int n, std::mt19937& rng) {
  std::uniform_int_distribution<int> pick(0, n * n - 1);
  std::vector<int> seeds;
  while (static_cast<int>(seeds.size()) < n) {
    const int s = pick(rng);
    bool taken = false;
    for (int t : seeds) taken = taken || t == s;
    if (!taken) seeds.push_back(s);
  }
  std::vector<std::string> rows(static_cast<std::size_t>(n),
                                std::string(static_cast<std::size_t>(n), 'A'));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      int best = 0, best_d = 1 << 20;
      for (int i = 0; i < n; ++i) {
        const int d = std::abs(seeds[i] / n - r) + std::abs(seeds[i] % n - c);
        if (d < best_d) best = i, best_d = d;
      }
      rows[r][c] = static_cast<char>('A' + best);
    }
  return rows;
}

// A random placement of k stars per row and column, none touching (rows
// filled at random with backtracking), then regions grown at random from k
// of its stars each: a board with at least that solution.
bool place_row(int n, int k, int r, std::vector<unsigned>& rows, std::vector<int>& cols,
               std::mt19937& rng) {
  if (r == n) {
    for (int c : cols)
      if (c != k) return false;
    return true;
  }
  std::vector<unsigned> masks;
  for (unsigned mask = 0; mask < (1U << n); ++mask)
    if (std::popcount(mask) == k && !(mask & mask << 1)) masks.push_back(mask);
  std::shuffle(masks.begin(), masks.end(), rng);
  const unsigned above = r > 0 ? rows[r - 1] : 0;
  for (unsigned mask : masks) {
    if (mask & (above | above << 1 | above >> 1)) continue;
    bool ok = true;
    for (int c = 0; c < n; ++c)
      if (mask >> c & 1U) ok = ok && cols[c] < k;
    if (!ok) continue;
    for (int c = 0; c < n; ++c)
      if (mask >> c & 1U) ++cols[c];
    rows[r] = mask;
    if (place_row(n, k, r + 1, rows, cols, rng)) return true;
    for (int c = 0; c < n; ++c)
      if (mask >> c & 1U) --cols[c];
  }
  return false;
}

std::vector<std::string> planted_regions(int n, int k, std::mt19937& rng) {
  std::vector<unsigned> rows(n);
  std::vector<int> cols(n);
  REQUIRE(place_row(n, k, 0, rows, cols, rng));
  std::vector<int> region(n * n, -1);
  int star = 0;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (rows[r] >> c & 1U) region[r * n + c] = star++ / k;
  // Grow: a random unassigned cell next to an assigned one joins its region.
  for (bool grew = true; grew;) {
    grew = false;
    std::vector<int> order(n * n);
    for (int i = 0; i < n * n; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    for (int cell : order) {
      if (region[cell] >= 0) continue;
      const int r = cell / n, c = cell % n;
      const int near[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& rc : near)
        if (rc[0] >= 0 && rc[0] < n && rc[1] >= 0 && rc[1] < n && region[rc[0] * n + rc[1]] >= 0) {
          region[cell] = region[rc[0] * n + rc[1]];
          grew = true;
          break;
        }
    }
  }
  std::vector<std::string> out(n, std::string(n, 'A'));
  for (int i = 0; i < n * n; ++i) out[i / n][i % n] = static_cast<char>('A' + region[i]);
  return out;
}

// Every placement of k stars per row, column and region with no two
// touching, by rows: the columns of each row's stars as a bit mask.
struct Enumeration {
  const Puzzle& p;
  int k;
  long long found = 0;
  long long cap;
  std::vector<int> col_count, region_count;

  void row(int r, unsigned above) {
    if (found > cap) return;
    const int n = p.size();
    if (r == n) {
      for (int c = 0; c < n; ++c)
        if (col_count[c] != k) return;
      for (int g = 0; g < n; ++g)
        if (region_count[g] != k) return;
      ++found;
      return;
    }
    for (unsigned mask = 0; mask < (1U << n); ++mask) {
      if (std::popcount(mask) != k) continue;
      if (mask & (mask << 1)) continue;                        // touching in the row
      if (mask & (above | above << 1 | above >> 1)) continue;  // touching the row above
      bool ok = true;
      for (int c = 0; c < n; ++c)
        if (mask >> c & 1U) {
          const int in_col = ++col_count[c], in_region = ++region_count[p.region(r, c)];
          ok = ok && in_col <= k && in_region <= k;
        }
      if (ok) row(r + 1, mask);
      for (int c = 0; c < n; ++c)
        if (mask >> c & 1U) --col_count[c], --region_count[p.region(r, c)];
    }
  }
};

long long enumerate(const Puzzle& p, int k, long long cap) {
  Enumeration e{p, k, 0, cap, std::vector<int>(p.size()), std::vector<int>(p.size())};
  e.row(0, 0);
  return e.found;
}

}  // namespace

TEST_CASE("stars: the solver counts what a plain enumeration counts, K = 2 and 3") {
  std::mt19937 rng(20261123);
  int boards = 0, solvable = 0;
  // Two adjacent rows hold 2K stars in at most ceil(N/2) 2x2 blocks, so
  // small boards have none; the sizes below all have placements.
  struct Size {
    int k, n, rounds;
  };
  for (const Size size : {Size{2, 8, 40}, Size{2, 9, 30}, Size{2, 10, 10}, Size{3, 13, 3}})
    for (int round = 0; round < size.rounds; ++round) {
      const int n = size.n, k = size.k;
      {
        const Puzzle p = Puzzle::from_rows(
            round % 2 || k > 2 ? planted_regions(n, k, rng) : random_regions(n, rng), k);
        const long long expected = enumerate(p, k, 50);
        const int limit = 50;
        int count = 0;
        with_width(n, [&]<class B>() {
          const Geometry<B> g(p);
          count = Solver<B>(g).count(State<B>{}, limit);
        });
        INFO("n " << n << " k " << k << " round " << round);
        CHECK(count == std::min<long long>(expected, limit));
        ++boards;
        if (expected > 0) ++solvable;
      }
    }
  MESSAGE(boards << " boards, " << solvable << " with a solution");
  CHECK(solvable > 10);
}

TEST_CASE("stars: a K = 2 trace ends in a valid placement, every step agreeing with it") {
  std::mt19937 rng(7);
  int traced = 0;
  for (int round = 0; round < 2000 && traced < 20; ++round) {
    const int n = 8 + round % 3;
    const Puzzle p = Puzzle::from_rows(planted_regions(n, 2, rng), 2);
    if (n <= 8 && enumerate(p, 2, 1) != 1) continue;
    const RuleSet rules;
    const Engine engine(p, rules);
    if (engine.solve({}, 2).count != 1) continue;
    const TraceReport trace = engine.trace({}, true);
    INFO("round " << round);
    REQUIRE(trace.status == TraceStatus::solved);
    CHECK(static_cast<int>(trace.solution.size()) == 2 * n);
    std::vector<int> rows(n), cols(n), regions(n);
    for (const Cell& c : trace.solution) ++rows[c.row], ++cols[c.col], ++regions[p.region(c)];
    for (int i = 0; i < n; ++i) CHECK((rows[i] == 2 && cols[i] == 2 && regions[i] == 2));
    for (const Cell& a : trace.solution)
      for (const Cell& b : trace.solution)
        if (!(a == b)) CHECK((std::abs(a.row - b.row) > 1 || std::abs(a.col - b.col) > 1));
    const auto on_solution = [&](Cell c) {
      for (const Cell& s : trace.solution)
        if (s == c) return true;
      return false;
    };
    for (const Deduction& d : trace.steps) {
      CHECK_FALSE(d.explanation.empty());
      for (const Cell& c : d.placed) CHECK(on_solution(c));
      for (const Cell& c : d.eliminated) CHECK_FALSE(on_solution(c));
    }
    ++traced;
  }
  MESSAGE(traced << " unique K = 2 boards traced");
  CHECK(traced > 0);
}

// The one budget (engine/search/budget.hpp): a count that runs long stops
// after kSearchNodeBudget nodes at K = 1 and kSearchNodeBudget /
// kStarNodeCost star nodes at K >= 3, says it is not exact, and reports the
// nodes it visited. Boards whose regions are their rows have far more
// solutions than either search can visit.
TEST_CASE("stars: a long count stops at the one budget, star nodes charged kStarNodeCost") {
  const auto rows_as_regions = [](int n, int k) {
    std::vector<std::string> rows;
    for (int r = 0; r < n; ++r)
      rows.emplace_back(static_cast<std::size_t>(n), static_cast<char>('A' + r));
    return Puzzle::from_rows(rows, k);
  };
  const SolveReport queens = Engine(rows_as_regions(14, 1)).solve({}, 1 << 30);
  CHECK_FALSE(queens.exact);
  CHECK(queens.nodes == kSearchNodeBudget + 1);
  CHECK(queens.count > 1000);
  const SolveReport stars = Engine(rows_as_regions(14, 3)).solve({}, 1 << 30);
  CHECK_FALSE(stars.exact);
  CHECK(stars.nodes == kSearchNodeBudget / kStarNodeCost + 1);
  CHECK(stars.count > 1000);
  // A board settled within the budget: exact, and the nodes are few.
  const SolveReport small = Engine(rows_as_regions(8, 1)).solve({}, 1 << 30);
  CHECK(small.exact);
  CHECK(small.nodes > 0);
  CHECK(small.nodes < kSearchNodeBudget);
}
