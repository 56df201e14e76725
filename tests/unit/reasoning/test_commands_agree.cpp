// SPDX-License-Identifier: MIT
// `solve`, `grade` and `hint` agree on every board (issue 32): they share one
// search budget (engine/search/budget.hpp), so the number of solutions one
// reports is the number the others act on, and on the big Star Battle sizes
// (14x14 3 stars to 25x25 6 stars) none of them runs out of it.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/generation/generator.hpp"
#include "engine/io/board_file.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// What `solve` says, in `grade`'s terms: 0, 1, 2 (two or more) or -1 (the
// budget ran out before a second solution).
int solve_verdict(const SolveReport& s) {
  if (s.count >= 2) return 2;
  return s.exact ? s.count : -1;
}

void check_agreement(const Puzzle& puzzle, const std::string& name) {
  CAPTURE(name);
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const int solutions = solve_verdict(engine.solve());
  CHECK(solutions != -1);
  CHECK(engine.grade().solutions == solutions);
  const HintReport hint = engine.hint({});
  const bool says_none = hint.explanation.find("no solution") != std::string::npos;
  CHECK(says_none == (solutions == 0));
  if (solutions == 1) CHECK(hint.status == HintStatus::hint);
}

}  // namespace

TEST_CASE("solve, grade and hint agree on the Star Battle fixtures") {
  for (const char* name : {"star2-10x10-unique.txt", "star2-10x10-a.txt", "star3-14x14-c.txt"}) {
    const std::string text = read_input(test::fixture(name).string());
    check_agreement(parse_board(text, name), name);
  }
}

TEST_CASE("solve, grade and hint agree on big planted Star Battle boards, none out of budget") {
  struct Size {
    int n, k;
  };
  for (const Size size : {Size{14, 3}, Size{17, 4}, Size{21, 5}, Size{25, 6}})
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      const Puzzle puzzle = generate_star_board(size.n, size.k, seed);
      check_agreement(puzzle, std::to_string(size.n) + "x" + std::to_string(size.n) + " seed " +
                                  std::to_string(seed));
    }
}
