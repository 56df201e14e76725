// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "lab/cube/cube_solver.hpp"
#include "lab/cube/modular_seed.hpp"
#include "lab/verify/check.hpp"

using namespace qh::lab;

namespace {
const auto quiet = [](const std::string&) {};

void check_witness_of(const CubeResult& r, int n, int d) {
  const Witness w{.kind = WitnessKind::cube, .k = 0, .n = n, .d = d, .queens = r.witness};
  CHECK(static_cast<int>(w.queens.size()) == r.lower);
  CHECK(check_witness(w).ok);
}
}  // namespace

TEST_CASE("cube: published 3-D values for n = 1..5 are proven, with witnesses") {
  const int published[] = {0, 1, 1, 4, 7, 13};
  for (int n = 1; n <= 5; ++n) {
    const CubeResult r = solve_cube({.n = n, .d = 3}, Deadline(), quiet);
    INFO("n=" << n);
    CHECK(r.status == Proof::exact);
    CHECK(r.lower == published[n]);
    CHECK(r.upper == published[n]);
    check_witness_of(r, n, 3);
  }
}

TEST_CASE("cube: counts 3^3 = 4 in 16 ways, 4^3 = 7 in 1344, and 92 eight-queens") {
  const CubeResult three = solve_cube({.n = 3, .d = 3, .count = true}, Deadline(), quiet);
  REQUIRE(three.count.has_value());
  CHECK(three.lower == 4);
  CHECK(three.count->status == Proof::exact);
  CHECK(three.count->total == 16);
  const CubeResult four = solve_cube({.n = 4, .d = 3, .count = true}, Deadline(), quiet);
  REQUIRE(four.count.has_value());
  CHECK(four.count->total == 1344);
  const CubeResult eight = solve_cube({.n = 8, .d = 2, .count = true}, Deadline(), quiet);
  REQUIRE(eight.count.has_value());
  CHECK(eight.lower == 8);
  CHECK(eight.count->classes == 12);
  CHECK(eight.count->total == 92);
}

TEST_CASE(
    "cube: the model with the thesis's inequalities and the one without symmetry breaking agree") {
  const CubeResult strong = solve_cube({.n = 4, .d = 3, .strengthen = true}, Deadline(), quiet);
  CHECK(strong.lower == 7);
  CHECK(strong.layer_bound == 4);
  CHECK(strong.subcube_bound == 4);
  CHECK(strong.status == Proof::exact);
  const CubeResult unbroken = solve_cube({.n = 4, .d = 3, .symmetry_depth = 0}, Deadline(), quiet);
  CHECK(unbroken.lower == 7);
  CHECK(unbroken.status == Proof::exact);
}

TEST_CASE("cube: a zero budget proves nothing") {
  const CubeResult none = solve_cube({.n = 5, .d = 3}, Deadline::after_seconds(0.0), quiet);
  CHECK(none.status != Proof::exact);
}

TEST_CASE("cube: the modular sub-cube placement reaches the published 5^4 = 38 and 12^3 >= 133") {
  // The published optimum of 5^4 and the best known 12^3, cut out of a
  // linear placement on a 17-torus and a larger one; checked by verify.
  const ModularPlacement four = best_modular_placement(5, 4, default_max_modulus(5), Deadline());
  CHECK(four.queens.size() == 38);
  CHECK(four.modulus == 17);
  const ModularPlacement twelve =
      best_modular_placement(12, 3, default_max_modulus(12), Deadline());
  CHECK(twelve.queens.size() == 133);
  for (const auto* m : {&four, &twelve}) {
    std::vector<std::vector<int>> queens = m->queens;
    for (auto& q : queens) {
      for (int& v : q) ++v;
    }
    const int n = m == &four ? 5 : 12;
    const int d = m == &four ? 4 : 3;
    const Witness w{.kind = WitnessKind::cube, .k = 0, .n = n, .d = d, .queens = queens};
    CHECK(check_witness(w).ok);
  }
}

TEST_CASE("cube: the modular seed starts the exact search at its size") {
  // 6^3: the modular placement has 20 queens, the search then proves 21.
  const CubeResult r = solve_cube(
      {.n = 6, .d = 3, .seed_symmetries = {"modular"}, .invariant_only = true}, Deadline(), quiet);
  CHECK(r.lower == 20);
  CHECK(r.status == Proof::lower_bound);
  check_witness_of(r, 6, 3);
  const CubeResult exact =
      solve_cube({.n = 5, .d = 3, .seed_symmetries = {"modular"}}, Deadline(), quiet);
  CHECK(exact.seed == 12);
  CHECK(exact.lower == 13);
  CHECK(exact.status == Proof::exact);
}
