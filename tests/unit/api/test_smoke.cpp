// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "engine/engine.hpp"
#include "support.hpp"

using namespace qh;

TEST_CASE("the spec's 7x7 example has one solution and the trace reaches it") {
  const Puzzle p = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
  const RuleSet rules;
  const Engine engine(p, rules);
  const SolveReport solve = engine.solve();
  CHECK(solve.count == 1);
  const TraceReport trace = engine.trace();
  CHECK(trace.status == TraceStatus::solved);
  CHECK(trace.solution == solve.solution);
  CHECK(trace.backtracking_steps == 0);
}
