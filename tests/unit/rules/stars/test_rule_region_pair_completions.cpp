// SPDX-License-Identifier: MIT
// region-pair-completions: every joint way of completing two interacting
// regions (K >= 2 only).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <vector>

#include "../random_positions.hpp"
#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "engine/generation/generator.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBlocks2;

TEST_CASE("region-pair-completions: region A fills row 1, so region B goes in row 2") {
  const Bench<MediumBits> b(kBlocks2, "region-pair-completions");
  // Region A keeps r1c1, r1c3 and r1c5 and needs 2 stars: every way fills
  // row 1. Region B keeps r1c7, r1c9, r2c7 and r2c9 and needs 2: with row 1
  // full, only r2c7 and r2c9 (they do not touch). Three joint ways: r1c7
  // and r1c9 are in none, r2c7 and r2c9 in all, and their neighbours in
  // row 3 (r3c6 to r3c10) are ruled out by all.
  const auto s = b.state(R"(
    . x . x . x . x . x
    x x x x x x . x . x
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )");
  Step<MediumBits> step;
  REQUIRE(b.find(s, step));
  CHECK(b.show(step.placed) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . # . # .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . # . # .
    . . . . . . . . . .
    . . . . . # # # # #
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 0, b.regions("AB")});
  CHECK(step.size == 4);
  check_says(b.explain(s, step),
             {"Regions A and B need 4 stars between them", "there are 3 ways to place them",
              "Every way puts a star on r2c7 and r2c9", "No way uses r1c7 and r1c9",
              "Every way rules out r3c6, r3c7, r3c8, r3c9 and r3c10", "r2c7 and r2c9 get stars"});
}

TEST_CASE("region-pair-completions: two touching regions whose stars clash across the border") {
  const Bench<MediumBits> b(kBlocks2, "region-pair-completions");
  // A star is on r1c2 and on r2c8. Region A needs 1 more, on r2c4 or
  // r2c5; region C (rows 3-4, columns 1-5) needs 2 among r3c4, r3c5, r4c1
  // and r4c3. r3c4 and r3c5 touch both of A's cells, so C takes r4c1 and
  // r4c3 (two ways, A's star on either cell): r3c4 and r3c5 are in no way,
  // r5c1 to r5c4 touch C's stars, and row 4 is full in every way, so r4c6
  // to r4c10 (region D) go too. r3c6 touches only A's r2c5: it stays.
  const auto t = b.state(R"(
    x Q x x x x x x x x
    x x x . . x x Q x x
    x x x . . . . . . .
    . x . x x . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )");
  Step<MediumBits> step;
  REQUIRE(b.find(t, step));
  CHECK(b.show(step.placed) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    # . # . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . .
    . . . . . . . . . .
    . . . # # . . . . .
    . . . . . # # # # #
    # # # # . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 0, b.regions("AC")});
  check_says(b.explain(t, step),
             {"Regions A and C need 3 stars between them", "there are 2 ways",
              "Every way puts a star on r4c1 and r4c3", "No way uses r3c4 and r3c5"});
}

TEST_CASE("region-pair-completions does not fire with nothing to prove, nor for K = 1") {
  const Bench<MediumBits> b(kBlocks2, "region-pair-completions");
  Step<MediumBits> step;
  CHECK_FALSE(b.find(State<MediumBits>{}, step));
  CHECK_FALSE(b.rule.handles(1));
}

namespace {

// The rule's definition, read on cell sets: every joint way of two regions
// (each gets its missing stars on its usable cells, no two stars touching,
// no row or column over its need), and what all of them prove.
struct PairProof {
  bool decided = true;  // false: a pair the rule may cut short comes first
  MediumBits eliminated, placed;
};

int choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  long long c = 1;
  for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
  return static_cast<int>(std::min<long long>(c, 1 << 20));
}

PairProof pair_completions_by_definition(const Geometry<MediumBits>& g,
                                         const State<MediumBits>& s) {
  const int n = g.size();
  std::array<int, 3 * kMaxSize> need{};
  for (int h = 0; h < 3 * n; ++h)
    need[static_cast<std::size_t>(h)] = g.stars() - (g.house(h) & s.queens).count();
  MediumBits near;
  s.queens.for_each([&](int q) { near |= g.neighbours(q); });
  const MediumBits live = s.live(g);
  MediumBits usable;
  live.without(near).for_each([&](int c) {
    if (need[static_cast<std::size_t>(g.row_of(c))] > 0 &&
        need[static_cast<std::size_t>(n + g.col_of(c))] > 0)
      usable.set(c);
  });
  struct Candidate {
    int a, b, cells;
  };
  std::vector<Candidate> pairs;
  for (int b = 0; b < n; ++b) {
    for (int a = 0; a < b; ++a) {
      const int wa = need[static_cast<std::size_t>(2 * n + a)];
      const int wb = need[static_cast<std::size_t>(2 * n + b)];
      const MediumBits oa = g.region(a) & usable, ob = g.region(b) & usable;
      const int cells = oa.count() + ob.count();
      if (wa <= 0 || wb <= 0 || wa + wb > 4 || cells > 20 || oa.none() || ob.none()) continue;
      bool meet = false;
      oa.for_each([&](int x) {
        ob.for_each([&](int y) {
          meet = meet || g.neighbours(x).test(y) || g.row_of(x) == g.row_of(y) ||
                 g.col_of(x) == g.col_of(y);
        });
      });
      if (meet) pairs.push_back({a, b, cells});
    }
  }
  std::stable_sort(pairs.begin(), pairs.end(), [](const Candidate& x, const Candidate& y) {
    return x.cells != y.cells ? x.cells < y.cells : x.a != y.a ? x.a < y.a : x.b < y.b;
  });
  for (const Candidate& p : pairs) {
    const int wa = need[static_cast<std::size_t>(2 * n + p.a)];
    const int wb = need[static_cast<std::size_t>(2 * n + p.b)];
    std::vector<int> cells;
    (g.region(p.a) & usable).for_each([&](int c) { cells.push_back(c); });
    const int ca = static_cast<int>(cells.size());
    (g.region(p.b) & usable).for_each([&](int c) { cells.push_back(c); });
    const int cb = static_cast<int>(cells.size()) - ca;
    // Within the rule's node budget whatever the search meets: every
    // partial choice of a's stars, then of b's after each full choice of a's.
    int bound = 0, of_b = 0;
    for (int i = 0; i <= wa; ++i) bound += choose(ca, i);
    for (int j = 0; j <= wb; ++j) of_b += choose(cb, j);
    if (bound + choose(ca, wa) * of_b > 3000) return {.decided = false};
    int ways = 0;
    MediumBits used, common, clashes;
    for (unsigned pick = 0; pick < (1U << cells.size()); ++pick) {
      int in_a = 0, in_b = 0;
      MediumBits chosen;
      for (int i = 0; i < static_cast<int>(cells.size()); ++i) {
        if (((pick >> i) & 1U) == 0) continue;
        (i < ca ? in_a : in_b) += 1;
        chosen.set(cells[static_cast<std::size_t>(i)]);
      }
      if (in_a != wa || in_b != wb) continue;
      bool fits = true;
      MediumBits rules_out;
      chosen.for_each([&](int c) {
        fits = fits && !g.neighbours(c).intersects(chosen);
        rules_out |= g.neighbours(c);
        for (int h : {g.row_of(c), n + g.col_of(c)}) {
          const int on = (g.house(h) & chosen).count();
          fits = fits && on <= need[static_cast<std::size_t>(h)];
          if (on >= need[static_cast<std::size_t>(h)]) rules_out |= g.house(h);
        }
      });
      if (!fits) continue;
      used |= chosen;
      common = ways == 0 ? chosen : common & chosen;
      clashes = ways == 0 ? rules_out.without(chosen) : clashes & rules_out.without(chosen);
      ++ways;
    }
    if (ways == 0) continue;
    const MediumBits both = g.region(p.a) | g.region(p.b);
    const MediumBits dead = (live & both).without(used) | (live.without(both) & clashes);
    if (dead.none() && common.none()) continue;
    return {.decided = true, .eliminated = dead, .placed = common};
  }
  return {};
}

}  // namespace

TEST_CASE("region-pair-completions proves what its definition does (generated 10x10 to 17x17)") {
  // Positions a solution fits (some of the planted stars placed, some other
  // cells crossed out, at random): the rule's step must be the first pair's
  // (fewest open cells first), its joint ways enumerated cell set by cell
  // set; none when no pair proves anything. Each position's steps are
  // followed until the rule finds nothing there. Positions where a pair the
  // rule may cut short (its node budget) comes first are passed over.
  const RuleSet rules;
  const Rule* rule = rules.find("region-pair-completions");
  REQUIRE(rule != nullptr);
  int positions = 0, steps = 0, quiet = 0;
  for (const auto& size : {std::pair{10, 2}, std::pair{14, 3}, std::pair{17, 4}}) {
    const int n = size.first, k = size.second;
    for (std::uint64_t seed = 1; seed <= test::whole_or_sample<std::uint64_t>(6, 2); ++seed) {
      std::vector<Cell> planted;
      const Puzzle puzzle = generate_star_board(n, k, seed, &planted);
      const Geometry<MediumBits> g(puzzle);
      const Context<MediumBits> ctx{g, rules.propagation(), rules.max_tier()};
      std::mt19937 rng(static_cast<std::uint32_t>(seed * 37 + static_cast<std::uint64_t>(n)));
      for (int round = 0; round < 40; ++round) {
        MediumBits solution;
        for (const Cell& c : planted) solution.set(g.index(c.row, c.col));
        State<MediumBits> s =
            test::position_fitting(g, solution, rng, 30 + 10 * (round % 5), 5 + 8 * (round % 6));
        // The rule's steps one after another, each checked, until it finds
        // nothing (a position its definition proves nothing at either).
        for (int again = 0; again < 60; ++again) {
          const PairProof expected = pair_completions_by_definition(g, s);
          if (!expected.decided) break;
          ++positions;
          Step<MediumBits> step;
          INFO("n " << n << ", seed " << seed << ", round " << round << ", step " << again);
          const bool proves = expected.eliminated.any() || expected.placed.any();
          REQUIRE(rule->find(ctx, s, step) == proves);
          if (!proves) {
            ++quiet;
            break;
          }
          CHECK(step.eliminated == expected.eliminated);
          CHECK(step.placed == expected.placed);
          ++steps;
          apply(s, step);
          if (verdict(g, s) != Verdict::open) break;
        }
      }
    }
  }
  CHECK(positions > test::whole_or_sample(4000, 1200));
  CHECK(steps > test::whole_or_sample(3000, 900));
  CHECK(quiet > test::whole_or_sample(400, 100));  // the rule's fixed points too
}
