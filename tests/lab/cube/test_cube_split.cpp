// SPDX-License-Identifier: MIT
// The box geometry and box values (against brute force), the layer-count
// vectors (against plain enumeration), the split's refutations and the
// invariant-placement search (witnesses checked by lab/verify).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <stdexcept>

#include "lab/certify/instance_cnf.hpp"
#include "lab/cube/box_geometry.hpp"
#include "lab/cube/box_value.hpp"
#include "lab/cube/box_value_table.hpp"
#include "lab/cube/cube_solver.hpp"
#include "lab/cube/layer_split.hpp"
#include "lab/cube/symmetric_search.hpp"
#include "lab/verify/check.hpp"

using namespace qh::lab;

namespace {
const auto quiet = [](const std::string&) {};

// Two cells attack when every non-zero coordinate difference has the same
// size (the certificates' definition, not the solvers' tables).
bool attack(const std::vector<int>& a, const std::vector<int>& b) {
  return qh::lab::cube_cells_attack(a, b);
}

std::vector<std::vector<int>> all_cells(const std::vector<int>& sides) {
  std::vector<std::vector<int>> cells{{}};
  for (const int s : sides) {
    std::vector<std::vector<int>> next;
    for (const auto& c : cells) {
      for (int x = 0; x < s; ++x) {
        auto e = c;
        e.push_back(x);
        next.push_back(e);
      }
    }
    cells = next;
  }
  return cells;
}

// The most pairwise non-attacking cells, by branching on each cell.
int brute_force_value(const std::vector<int>& sides) {
  const auto cells = all_cells(sides);
  std::vector<std::size_t> chosen;
  int best = 0;
  std::function<void(std::size_t)> go = [&](std::size_t i) {
    best = std::max(best, static_cast<int>(chosen.size()));
    if (chosen.size() + (cells.size() - i) <= static_cast<std::size_t>(best)) return;
    for (std::size_t j = i; j < cells.size(); ++j) {
      const bool free = std::none_of(chosen.begin(), chosen.end(),
                                     [&](std::size_t k) { return attack(cells[k], cells[j]); });
      if (!free) continue;
      chosen.push_back(j);
      go(j + 1);
      chosen.pop_back();
    }
  };
  go(0);
  return best;
}

void check_cube_witness(const std::vector<std::vector<int>>& zero_based, int n, int d) {
  Witness w{.kind = WitnessKind::cube, .k = 0, .n = n, .d = d, .queens = zero_based};
  for (auto& q : w.queens) {
    for (int& v : q) ++v;
  }
  CHECK(check_witness(w).ok);
}
}  // namespace

TEST_CASE("box: lines and symmetries of small boxes") {
  const BoxGeometry box({2, 3});
  // Rows along axis 1 (2 of 3 cells), columns along axis 0 (3 of 2 cells),
  // and the diagonals of two cells: 2 per direction.
  CHECK(box.lines().size() == 2 + 3 + 2 + 2);
  CHECK(box.symmetries().size() == 4);  // no axis swap for unequal sides
  CHECK(BoxGeometry({3, 3, 3}).symmetries().size() == 48);
  CHECK(BoxGeometry({2, 3, 3}).symmetries().size() == 16);
  CHECK(BoxGeometry({2, 3, 3}).symmetries_fixing_layers(0).size() == 8);
  // Every line's cells attack each other pairwise.
  const BoxGeometry b({3, 2, 4});
  for (const auto& line : b.lines()) {
    for (std::size_t i = 1; i < line.size(); ++i) {
      CHECK(attack(b.coords(line[0]), b.coords(line[i])));
    }
  }
  CHECK_THROWS_AS(BoxGeometry({3, 0}), std::invalid_argument);
}

TEST_CASE("box: values of tiny boxes agree with brute force") {
  const std::vector<std::vector<int>> boxes{{4, 4},    {5, 5},    {2, 3, 3}, {2, 4, 4},
                                            {3, 3, 3}, {2, 2, 5}, {3, 3, 4}, {2, 2, 2, 2}};
  for (const auto& sides : boxes) {
    const BoxValue v = solve_box_value(sides, Deadline());
    INFO("box of " << sides.size() << " sides, first " << sides[0]);
    CHECK(v.status == Proof::exact);
    CHECK(v.lower == brute_force_value(sides));
    CHECK(static_cast<int>(v.witness.size()) == v.lower);
    for (std::size_t i = 0; i < v.witness.size(); ++i) {
      for (std::size_t j = i + 1; j < v.witness.size(); ++j) {
        CHECK_FALSE(attack(v.witness[i], v.witness[j]));
      }
    }
  }
}

TEST_CASE("box: the decomposition bound holds on small cubes") {
  // v(n^3) <= v(h x n x n) + v((n-h) x n x n): a placement restricted to a
  // box is a placement of the box.
  const int published[] = {0, 1, 1, 4, 7, 13};
  for (int n = 3; n <= 5; ++n) {
    const int cube = published[n];
    for (int h = 1; h <= n / 2; ++h) {
      const int a = solve_box_value({h, n, n}, Deadline()).lower;
      const int b = solve_box_value({n - h, n, n}, Deadline()).lower;
      INFO("n=" << n << " h=" << h);
      CHECK(cube <= a + b);
    }
  }
}

TEST_CASE("split: layer-count vectors are exactly the admissible ones up to reversal") {
  const LayerBounds bounds{.layer = 3, .window = {0, 3, 5}};
  const auto vectors = layer_count_vectors(4, 9, bounds);
  std::vector<std::vector<int>> expected;
  for (int a = 0; a <= 3; ++a) {
    for (int b = 0; b <= 3; ++b) {
      for (int c = 0; c <= 3; ++c) {
        for (int e = 0; e <= 3; ++e) {
          const std::vector<int> v{a, b, c, e};
          const std::vector<int> r{e, c, b, a};
          if (a + b + c + e == 9 && a + b <= 5 && b + c <= 5 && c + e <= 5 && v <= r) {
            expected.push_back(v);
          }
        }
      }
    }
  }
  auto sorted = vectors;
  std::sort(sorted.begin(), sorted.end());
  CHECK(sorted == expected);
  CHECK_FALSE(expected.empty());
  // Ordered by the largest count first.
  for (std::size_t i = 1; i < vectors.size(); ++i) {
    CHECK(*std::max_element(vectors[i - 1].begin(), vectors[i - 1].end()) <=
          *std::max_element(vectors[i].begin(), vectors[i].end()));
  }
}

TEST_CASE("split: refutes one queen too many on 3^3 and 4^3, and finds the optimum") {
  // 5^3 is refuted through the cube solver below.
  for (const auto& [size, value, layer] : {std::tuple{3, 4, 2}, std::tuple{4, 7, 4}}) {
    const int n = size;  // not a binding: INFO takes it in a lambda
    INFO("n=" << n);
    const SplitOptions over{.n = n,
                            .d = 3,
                            .target = value + 1,
                            .bounds = {.layer = layer, .window = {}},
                            .threads = 2};
    const SplitOutcome none = solve_by_layer_counts(over, Deadline(), quiet);
    CHECK(none.result == SatResult::unsat);
    CHECK(none.refuted == none.vectors);
    CHECK(none.vectors > 0);
    SplitOptions exact = over;
    exact.target = value;
    const SplitOutcome some = solve_by_layer_counts(exact, Deadline(), quiet);
    REQUIRE(some.result == SatResult::sat);
    CHECK(static_cast<int>(some.witness.size()) == value);
    check_cube_witness(some.witness, n, 3);
  }
}

TEST_CASE("split: the cube solver proves 5^3 = 13 with proven window bounds") {
  const CubeResult r =
      solve_cube({.n = 5, .d = 3, .split = true, .plain_conflicts = 0}, Deadline(), quiet);
  CHECK(r.status == Proof::exact);
  CHECK(r.lower == 13);
  CHECK(r.upper == 13);
  CHECK(r.layer_bound == 5);
  CHECK(r.vectors > 0);
  REQUIRE(r.window_bounds.size() == 5);
  CHECK(r.window_bounds[2] == solve_box_value({2, 5, 5}, Deadline()).lower);
  const Witness w{.kind = WitnessKind::cube, .k = 0, .n = 5, .d = 3, .queens = r.witness};
  CHECK(check_witness(w).ok);
}

TEST_CASE("invariant search: placements are valid and invariant, never claimed optimal") {
  const auto gens = symmetry_generators(5, 3, {"central"});
  REQUIRE(gens.size() == 1);
  const SymmetricResult s = search_symmetric(5, 3, gens, 1, -1, Deadline(), quiet);
  CHECK(s.exhausted);
  CHECK(s.lower >= 9);
  CHECK(s.lower <= 13);
  check_cube_witness(s.witness, 5, 3);
  for (const auto& q : s.witness) {
    std::vector<int> image = q;
    for (int& v : image) v = 4 - v;
    CHECK(std::find(s.witness.begin(), s.witness.end(), image) != s.witness.end());
  }
  CHECK_THROWS_AS(symmetry_generators(5, 3, {"spin"}), std::invalid_argument);
  const CubeResult r = solve_cube(
      {.n = 5, .d = 3, .seed_symmetries = {"central"}, .invariant_only = true}, Deadline(), quiet);
  CHECK(r.status != Proof::exact);
  CHECK(r.lower == s.lower);
}

TEST_CASE("split: counts by layer counts agree with the published counts") {
  // 4^3: 1344 placements of 7 (30 classes); 3^4: 4992 of 6; 8 queens: 92.
  const CubeResult four =
      solve_cube({.n = 4, .d = 3, .count = true, .split = true, .threads = 2, .plain_conflicts = 0},
                 Deadline(), quiet);
  REQUIRE(four.count.has_value());
  CHECK(four.count->status == Proof::exact);
  CHECK(four.count->classes == 30);
  CHECK(four.count->total == 1344);
  CHECK(four.vectors > 0);
  const CubeResult tesseract =
      solve_cube({.n = 3, .d = 4, .count = true, .split = true}, Deadline(), quiet);
  REQUIRE(tesseract.count.has_value());
  CHECK(tesseract.count->total == 4992);
  const CubeResult eight = solve_cube(
      {.n = 8, .d = 2, .count = true, .split = true, .plain_conflicts = 0}, Deadline(), quiet);
  REQUIRE(eight.count.has_value());
  CHECK(eight.count->classes == 12);
  CHECK(eight.count->total == 92);
}

TEST_CASE("box values: the split of a box proves what plain SAT proves") {
  // With no conflicts allowed to plain SAT, every box is proven by its own
  // layer split, recursively down to lines; the values must agree.
  BoxValueTable split_only({.plain_conflicts = 0, .threads = 2}, [](const std::string&) {});
  BoxValueTable plain({.split = false}, [](const std::string&) {});
  for (const std::vector<int>& sides : std::vector<std::vector<int>>{
           {4, 4, 4}, {5, 4, 3}, {5, 5, 4}, {3, 5, 5}, {4, 4, 1, 3}, {3, 3, 2, 2}}) {
    INFO("box " << box_name(sides));
    const int v = plain.value(sides, Deadline());
    CHECK(v > 0);
    CHECK(split_only.value(sides, Deadline()) == v);
  }
  CHECK(plain.value({4, 4, 4}, Deadline()) == 7);
  CHECK(plain.value({5, 5, 4}, Deadline()) == 12);
  CHECK(plain.value({1, 5, 1}, Deadline()) == 1);  // a line
  // Windows of 5^3: 2 layers hold at most 7, 3 at most 9, 4 at most 7 + 7.
  const std::vector<int> w = plain.window_bounds({5, 5, 5}, Deadline());
  CHECK(w == std::vector<int>{0, 5, 7, 9, 14});
}

TEST_CASE("layer split: box sides must come longest first") {
  CHECK_THROWS_AS(solve_by_layer_counts({.n = 5, .d = 3, .sides = {3, 5, 5}, .target = 5},
                                        Deadline(), [](const std::string&) {}),
                  std::invalid_argument);
}
