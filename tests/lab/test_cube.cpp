#include <doctest/doctest.h>

#include "lab/cube/cube_solver.hpp"
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
