// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <bit>
#include <random>

#include "lab/walls/enumerate.hpp"
#include "lab/walls/fewest_walls.hpp"
#include "lab/walls/puzzles.hpp"
#include "lab/walls/symmetry.hpp"
#include "lab/walls/value.hpp"

using namespace qh::lab;

namespace {

std::uint64_t at(int n, int r, int c) {
  return std::uint64_t{1} << (r * n + c);
}

bool placement_ok(const WallsBoard& b, std::uint64_t queens) {
  for (std::uint64_t q = queens; q != 0; q &= q - 1)
    if (sight(b, std::countr_zero(q)) & queens) return false;
  return (queens & (b.walls | b.blocked)) == 0 && (queens & b.given) == b.given;
}

}  // namespace

TEST_CASE(
    "walls value: the empty 8x8 board is 8 with 92 placements; the document's 2-wall board is 10") {
  const WallsValue empty = walls_value(WallsBoard{.n = 8}, Deadline{});
  CHECK(empty.proof == Proof::exact);
  CHECK(empty.value == 8);
  CHECK(empty.count == 92);
  const WallsBoard doc{.n = 8, .walls = at(8, 1, 3) | at(8, 2, 5)};
  const WallsValue v = walls_value(doc, Deadline{});
  CHECK(v.value == 10);
  CHECK(std::popcount(v.placement) == 10);
  CHECK(placement_ok(doc, v.placement));
}

TEST_CASE("walls value: fast search against the naive oracle on random small boards") {
  std::mt19937 rng(1616);
  int with_givens = 0;
  for (int trial = 0; trial < 120; ++trial) {
    const int n = 3 + trial % 3;  // 3..5
    WallsBoard b{.n = n};
    std::uniform_int_distribution<int> cell(0, n * n - 1);
    for (int i = 0, k = static_cast<int>(rng() % 6U); i < k; ++i)
      b.walls |= std::uint64_t{1} << cell(rng);
    for (int i = 0, k = static_cast<int>(rng() % 3U); i < k; ++i)
      b.blocked |= (std::uint64_t{1} << cell(rng)) & ~b.walls;
    if (trial % 4 == 0) {
      const std::uint64_t g = (std::uint64_t{1} << cell(rng)) & ~b.walls & ~b.blocked;
      b.given = g;
      with_givens += g != 0 ? 1 : 0;
    }
    const WallsValue fast = walls_value(b, Deadline{});
    const WallsValue naive = walls_value_naive(b);
    REQUIRE(fast.proof == Proof::exact);
    CHECK(fast.value == naive.value);
    CHECK(fast.count == naive.count);
    CHECK(std::popcount(fast.placement) == fast.value);
    CHECK(placement_ok(b, fast.placement));
  }
  CHECK(with_givens > 10);
}

TEST_CASE("walls value: the SAT model confirms values of random 6x6 boards") {
  std::mt19937 rng(61);
  for (int trial = 0; trial < 20; ++trial) {
    WallsBoard b{.n = 6};
    for (int i = 0; i < 4; ++i) b.walls |= std::uint64_t{1} << (rng() % 36U);
    const WallsValue v = walls_value(b, Deadline{});
    CHECK(sat_confirms_value(6, b.walls, 0, v.value, Deadline{}) == std::optional<bool>(true));
    CHECK(sat_confirms_value(6, b.walls, 0, v.value - 1, Deadline{}) == std::optional<bool>(false));
  }
}

TEST_CASE("walls symmetry: the 8 images, class sizes and canonical forms") {
  const SquareSymmetry s(8);
  const std::uint64_t corner = at(8, 0, 0);
  CHECK(s.class_size(corner) == 4);
  CHECK(s.class_size(at(8, 0, 1)) == 8);
  CHECK(s.class_size(at(8, 0, 0) | at(8, 7, 7) | at(8, 0, 7) | at(8, 7, 0)) == 1);
  CHECK(s.canonical(at(8, 7, 7)) == corner);
  for (int t = 0; t < 8; ++t) CHECK(s.apply(t, at(8, 2, 5) | at(8, 6, 1)) != 0);
  CHECK(canonical_cells(8, {63}) == std::vector<int>{0});
}

TEST_CASE("walls enumerate: 2-wall 6x6 boards, every board once, values match a plain loop") {
  const Enumeration e = enumerate_walls(6, 2, 2, Deadline{});
  REQUIRE(e.proof == Proof::exact);
  CHECK(e.rows.size() == 93);
  CHECK(e.boards == binomial(36, 2));
  const SquareSymmetry s(6);
  for (const ClassRow& r : e.rows) {
    CHECK(s.canonical(r.walls) == r.walls);
    CHECK(r.class_size == s.class_size(r.walls));
    const WallsValue direct =
        walls_value(WallsBoard{.n = 6, .walls = s.apply(3, r.walls)}, Deadline{});
    CHECK(direct.value == r.value.value);  // a symmetric image has the same value and count
    CHECK(direct.count == r.value.count);
  }
}

TEST_CASE("walls fewest-walls: the SAT model and the exact enumeration agree on 5x5 and 6x6") {
  for (int n : {5, 6}) {
    for (int q = n; q <= n + 2; ++q) {
      const FewestWalls sat = fewest_walls_sat(n, q, true, Deadline{});
      const FewestWalls exact = fewest_walls_exact(n, q, 2, Deadline{});
      REQUIRE(sat.proof == Proof::exact);
      REQUIRE(exact.proof == Proof::exact);
      CHECK(sat.walls == exact.walls);
      CHECK(sat.boards == exact.boards);
      CHECK(sat.classes == exact.classes);
    }
  }
  CHECK(fewest_walls_sat(4, 5, true, Deadline{}).impossible);
}

TEST_CASE(
    "walls puzzles: each has a unique optimum, an asymmetric wall set, and needs every wall") {
  const PuzzleSet p = find_puzzles(6, 2, 2, Deadline{});
  REQUIRE(p.proof == Proof::exact);
  const SquareSymmetry s(6);
  for (const auto& level : p.by_walls) {
    for (const WallsPuzzle& z : level) {
      const WallsValue v = walls_value(WallsBoard{.n = 6, .walls = z.walls}, Deadline{});
      CHECK(v.count == 1);
      CHECK(v.value == z.value);
      CHECK(s.asymmetric(z.walls));
      for (std::uint64_t m = z.walls; m != 0; m &= m - 1) {
        const WallsValue less =
            walls_value(WallsBoard{.n = 6, .walls = z.walls & ~(m & (0U - m))}, Deadline{});
        CHECK_FALSE((less.value == z.value && less.count == 1));
      }
    }
  }
}

TEST_CASE("walls value: an expired deadline is not exact") {
  const WallsValue v = walls_value(WallsBoard{.n = 8}, Deadline::after_seconds(0.0));
  CHECK(v.proof != Proof::exact);
}
