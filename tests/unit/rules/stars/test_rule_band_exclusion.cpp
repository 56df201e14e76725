// SPDX-License-Identifier: MIT
// band-exclusion: a cell whose star would leave a band's composite leftover
// (its cells outside the regions lying inside it) room for fewer stars than
// the leftover must hold is out (K >= 3).
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
#include "engine/model/runs.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kStrips3;

TEST_CASE("band-exclusion: rows 1 and 2 outside region A hold exactly 3 stars") {
  const Bench<MediumBits> b(kStrips3, "band-exclusion");
  // Rows 1 and 2 need 6 stars; region A lies inside and takes 3, so their
  // other open cells, r2c8-r2c14, hold exactly 3. A star on r2c1-r2c7 leaves
  // row 2 two stars for them. A star on r3c9, r3c11 or r3c13 cuts the run of
  // seven cells into pieces with room for 2.
  const auto s = b.state(test::kStrips3RowOneInA);
  Step<MediumBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . . . . . .
    # # # # # # # . . . . . . .
    . . . . . . . . # . # . # .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
  )"));
  CHECK(step.size == 2);
  check_says(b.explain(s, step),
             {"Rows 1 and 2 need 6 stars between them", "region A lies inside and takes 3",
              "hold exactly 3 stars", "cross them out"});
}

TEST_CASE("band-exclusion on the open board: r3c14 would starve row 3") {
  // Rows 1-3 need 9 stars; regions A and B lie inside and take 6, so
  // r3c1-r3c13 hold exactly 3: all of row 3's. A star on r3c14 leaves row 3
  // two.
  const Bench<MediumBits> b(kStrips3, "band-exclusion");
  Step<MediumBits> step;
  REQUIRE(b.find(State<MediumBits>{}, step));
  CHECK(step.eliminated.count() == 1);
  CHECK(step.eliminated.test(2 * 14 + 13));
  CHECK(step.size == 3);
  check_says(b.explain(State<MediumBits>{}, step),
             {"Rows 1, 2 and 3 need 9 stars between them", "regions A and B lie inside and take 6",
              "A star on r3c14", "cross it out"});
}

TEST_CASE("band-exclusion runs for K >= 3 only") {
  const Bench<MediumBits> b(kStrips3, "band-exclusion");
  CHECK_FALSE(b.rule.handles(1));
  CHECK_FALSE(b.rule.handles(2));
  CHECK(b.rule.handles(3));
  CHECK(b.rule.handles(6));
}

namespace {

// band-exclusion by its definition, on cell sets: the first band (fewest
// lines; rows before columns; top or left first) any of whose live cells'
// stars leave the composite leftover too little room, and those cells.
template <class B>
B band_exclusion_by_definition(const Geometry<B>& g, const State<B>& s) {
  const int n = g.size();
  const B live = s.live(g);
  const auto need_of = [&](int h) { return g.stars() - (g.house(h) & s.queens).count(); };
  for (int lines = 1; lines <= 4 && lines < n; ++lines) {
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      for (int first = 0; first + lines <= n; ++first) {
        B band;
        int band_need = 0;
        bool full_line = false;
        for (int i = first; i < first + lines; ++i) {
          const int h = g.house_id(kind, i);
          band |= g.house(h);
          band_need += need_of(h);
          full_line = full_line || need_of(h) <= 0;
        }
        if (full_line) continue;
        B inside;
        int region_need = 0;
        for (int r = 0; r < n; ++r) {
          const B open = g.region(r) & live;
          if (need_of(2 * n + r) <= 0 || open.none() || !open.subset_of(band)) continue;
          inside |= g.region(r);
          region_need += need_of(2 * n + r);
        }
        const int count = band_need - region_need;
        const B set = band.without(inside);
        if (inside.none() || count <= 0 || !set.intersects(live)) continue;
        B refuted;
        live.for_each([&](int x) {
          // A star on x: its neighbours out, and the rest of each of its
          // houses it fills.
          B kill = g.neighbours(x);
          kill.set(x);
          for (int h : {g.row_of(x), n + g.col_of(x), 2 * n + g.region_of(x)})
            if (need_of(h) == 1) kill |= g.house(h);
          const B open = (set & live).without(kill);
          // The room left: the least over splits into lines and adjacent
          // pairs of lines, each taking at most its need and one star per
          // two neighbouring positions (a pair: per 2x2 window).
          std::array<int, 5> best{};
          std::array<unsigned, 4> across{};
          std::array<int, 4> need{};
          for (int i = 0; i < lines; ++i) {
            const int line = g.house_id(kind, first + i);
            need[static_cast<std::size_t>(i)] = need_of(line) - (g.house(line).test(x) ? 1 : 0);
            (open & g.house(line)).for_each([&](int c) {
              across[static_cast<std::size_t>(i)] |=
                  1U << (kind == HouseKind::row ? g.col_of(c) : g.row_of(c));
            });
          }
          for (std::size_t i = 1; i <= static_cast<std::size_t>(lines); ++i) {
            best[i] = best[i - 1] + std::min(need[i - 1], runs_cover(across[i - 1]));
            if (i >= 2)
              best[i] = std::min(best[i],
                                 best[i - 2] + std::min(need[i - 1] + need[i - 2],
                                                        runs_cover(across[i - 1] | across[i - 2])));
          }
          const int still = count - (set.test(x) ? 1 : 0);
          if (best[static_cast<std::size_t>(lines)] < still) refuted.set(x);
        });
        if (refuted.any()) return refuted;
      }
    }
  }
  return B{};
}

}  // namespace

TEST_CASE("band-exclusion crosses out what its definition does (generated 14x14 and 17x17)") {
  // Positions a solution fits (some of the planted stars placed, some other
  // cells crossed out, at random): the rule's step must be the first band's
  // cells the definition refutes, read on cell sets, and none when it finds
  // none.
  const RuleSet rules;
  const Rule* rule = rules.find("band-exclusion");
  REQUIRE(rule != nullptr);
  int positions = 0, steps = 0;
  for (const auto& size : {std::pair{14, 3}, std::pair{17, 4}}) {
    const int n = size.first, k = size.second;
    for (std::uint64_t seed = 1; seed <= test::whole_or_sample<std::uint64_t>(6, 2); ++seed) {
      std::vector<Cell> planted;
      const Puzzle puzzle = generate_star_board(n, k, seed, &planted);
      const Geometry<MediumBits> g(puzzle);
      const Context<MediumBits> ctx{g, rules.propagation(), rules.max_tier()};
      std::mt19937 rng(static_cast<std::uint32_t>(seed * 31 + static_cast<std::uint64_t>(n)));
      for (int round = 0; round < 40; ++round) {
        MediumBits solution;
        for (const Cell& c : planted) solution.set(g.index(c.row, c.col));
        State<MediumBits> s =
            test::position_fitting(g, solution, rng, 10 * (round % 5), 5 + 8 * (round % 6));
        ++positions;
        Step<MediumBits> step;
        const MediumBits expected = band_exclusion_by_definition(g, s);
        INFO("n " << n << ", seed " << seed << ", round " << round);
        REQUIRE(rule->find(ctx, s, step) == expected.any());
        if (expected.none()) continue;
        CHECK(step.eliminated == expected);
        ++steps;
      }
    }
  }
  CHECK(positions >= 160);
  CHECK(steps > 20);
}
