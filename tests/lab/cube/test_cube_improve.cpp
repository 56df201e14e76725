// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <stdexcept>

#include "lab/cube/box_geometry.hpp"
#include "lab/cube/neighbourhood_search.hpp"
#include "lab/verify/check.hpp"

using namespace qh::lab;

namespace {
const auto quiet = [](const std::string&) {};

// First fit in cell order: a valid but poor placement (9 queens on 6^3,
// where 21 fit).
std::vector<std::vector<int>> first_fit(int n, int d) {
  const BoxGeometry box(std::vector<int>(static_cast<std::size_t>(d), n));
  std::vector<char> blocked(static_cast<std::size_t>(box.cells()), 0);
  std::vector<std::vector<int>> queens;
  for (int c = 0; c < box.cells(); ++c) {
    if (blocked[static_cast<std::size_t>(c)]) continue;
    queens.push_back(box.coords(c));
    for (const auto& line : box.lines()) {
      if (std::find(line.begin(), line.end(), c) == line.end()) continue;
      for (const int e : line) blocked[static_cast<std::size_t>(e)] = 1;
    }
  }
  return queens;
}

bool valid(const std::vector<std::vector<int>>& queens, int n, int d) {
  Witness w{.kind = WitnessKind::cube, .k = 0, .n = n, .d = d, .queens = queens};
  for (auto& q : w.queens) {
    for (int& v : q) ++v;
  }
  return check_witness(w).ok;
}
}  // namespace

TEST_CASE("improve: climbs from a first-fit placement to the optimum of 6^3 (21)") {
  const auto start = first_fit(6, 3);
  REQUIRE(valid(start, 6, 3));
  REQUIRE(start.size() < 21);
  for (const Neighbourhood kind :
       {Neighbourhood::window, Neighbourhood::box, Neighbourhood::ball, Neighbourhood::random}) {
    INFO(neighbourhood_name(kind));
    const ImproveOptions options{.n = 6,
                                 .d = 3,
                                 .rng_seed = 7,
                                 .kinds = {kind},
                                 .max_calls = 3000,
                                 .initial_free = 3,
                                 .target = 21};
    const ImproveResult r = improve_placement(options, start, Deadline(), quiet);
    CHECK(r.start == static_cast<int>(start.size()));
    CHECK(r.best.size() == 21);
    CHECK(valid(r.best, 6, 3));
    long improvements = 0;
    for (const auto& s : r.per_kind) improvements += s.improvements;
    CHECK(improvements >= 1);
  }
}

TEST_CASE("improve: deterministic for a seed and a call budget") {
  const auto start = first_fit(7, 3);
  const ImproveOptions options{.n = 7, .d = 3, .rng_seed = 3, .max_calls = 60, .slack = 1};
  const ImproveResult a = improve_placement(options, start, Deadline(), quiet);
  const ImproveResult b = improve_placement(options, start, Deadline(), quiet);
  CHECK(a.best == b.best);
  CHECK(a.sat_calls == 60);
  CHECK(b.sat_calls == 60);
  CHECK(a.best.size() > start.size());
  CHECK(valid(a.best, 7, 3));
}

TEST_CASE("improve: an invalid start and an unknown neighbourhood are rejected") {
  const ImproveOptions options{.n = 4, .d = 3, .max_calls = 10};
  CHECK_THROWS_AS(improve_placement(options, {{0, 0, 0}, {1, 1, 1}}, Deadline(), quiet),
                  std::invalid_argument);
  CHECK_THROWS_AS(improve_placement(options, {{0, 0, 4}}, Deadline(), quiet),
                  std::invalid_argument);
  CHECK_THROWS_AS(neighbourhood_named("spiral"), std::invalid_argument);
  CHECK(neighbourhood_named("ball") == Neighbourhood::ball);
}

TEST_CASE("improve: a zero budget keeps the start") {
  const auto start = first_fit(5, 3);
  const ImproveResult r =
      improve_placement({.n = 5, .d = 3}, start, Deadline::after_seconds(0.0), quiet);
  CHECK(r.best.size() == start.size());
  CHECK(r.sat_calls == 0);
}
