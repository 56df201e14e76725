// SPDX-License-Identifier: MIT
// The public API refuses bad arguments with InputError instead of reading
// out of bounds (issue 31: each case here crashed, or answered wrongly,
// before). Run under ASan in CI's sanitizer job.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/engine.hpp"
#include "engine/model/validate.hpp"
#include "support.hpp"

using namespace qh;

namespace {

Puzzle spec7() {
  return parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
}

// The InputError `f` throws, or a failed check when it throws none.
template <class F>
InputError error_of(F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e;
  }
  FAIL("no InputError");
  return InputError("", 0, "");
}

Engine make_engine_from_temporary(const Puzzle& p) {
  return Engine(p, RuleSet({}, 3));
}

}  // namespace

TEST_CASE("hint refuses a queen off the board, on either side") {
  const Engine engine(spec7());
  const InputError e = error_of([&] { (void)engine.hint({.queens = {{-1, 0}}}); });
  CHECK(e.source() == "position");
  CHECK(e.line() == 0);
  CHECK(e.problem() ==
        "a queen at row -1, column 0 is off the 7x7 board (rows and columns are "
        "0-based, 0..6)");
  // r8c1 used to be reported as "the queen on r8c1"; {50,50} was ignored.
  CHECK_THROWS_AS((void)engine.hint({.queens = {{7, 0}}}), InputError);
  CHECK_THROWS_AS((void)engine.hint({.queens = {{50, 50}}}), InputError);
  CHECK_THROWS_AS((void)engine.hint({.crossed = {{0, 7}}}), InputError);
  CHECK_NOTHROW((void)engine.hint({.queens = {{6, 6}}}));
}

TEST_CASE("review refuses a move off the board or of no kind") {
  const Engine engine(spec7());
  const InputError e = error_of([&] {
    (void)engine.review({PlayerMove{.kind = MoveKind::queen, .cell = {-3, 2}}});
  });
  CHECK(e.source() == "moves");
  CHECK(std::string(e.what()).find("move 1's cell at row -3, column 2") != std::string::npos);
  CHECK_THROWS_AS(
      (void)engine.review({PlayerMove{.kind = static_cast<MoveKind>(9), .cell = {0, 0}}}),
      InputError);
}

TEST_CASE("solve, trace and trace_json check their start and their numbers") {
  const Engine engine(spec7());
  CHECK_THROWS_AS((void)engine.solve({.queens = {{0, 9}}}), InputError);
  CHECK(error_of([&] { (void)engine.solve({}, 0); }).source() == "limit");
  CHECK_THROWS_AS((void)engine.solve({}, -5), InputError);
  CHECK(engine.solve({}, 1).count == 1);
  CHECK_THROWS_AS((void)engine.trace({.crossed = {{-1, -1}}}), InputError);
  const GradeReport grade = engine.grade();
  CHECK_THROWS_AS((void)engine.trace_json(grade, {.queens = {{7, 7}}}), InputError);
  CHECK(error_of([&] { (void)engine.trace_json(grade, {}, -2); }).source() == "indent");
  CHECK_THROWS_AS((void)engine.trace_json(grade, {}, 1000), InputError);
}

TEST_CASE("placement_problem refuses a cell off the board") {
  const Puzzle p = spec7();
  // {6, 60} was read as r7c61.
  CHECK(error_of([&] {
          (void)placement_problem(p, {{0, 0}, {1, 2}, {2, 4}, {3, 6}, {4, 1}, {5, 3}, {6, 60}});
        }).source() == "queens");
  CHECK_THROWS_AS((void)placement_problem(p, {{-1, 0}}), InputError);
  const PlacementCheck good =
      check_placement(p, {{0, 0}, {1, 5}, {2, 3}, {3, 1}, {4, 4}, {5, 2}, {6, 6}});
  CHECK((good.valid && !good.problem));
  const PlacementCheck bad = check_placement(p, {{0, 0}});
  CHECK((!bad.valid && bad.problem == placement_problem(p, {{0, 0}})));
}

TEST_CASE("an engine keeps the rules it is given as a temporary") {
  const Puzzle p = spec7();
  // Used to keep a pointer to the destroyed RuleSet.
  const Engine engine = make_engine_from_temporary(p);
  CHECK(engine.solve().count == 1);
  CHECK(engine.hint({}).status == HintStatus::hint);
  auto shared = std::make_shared<const RuleSet>();
  const Engine sharing(p, shared);
  shared.reset();
  CHECK(sharing.trace({}, false).status == TraceStatus::solved);
  CHECK(error_of([&] { const Engine none(p, std::shared_ptr<const RuleSet>()); }).source() ==
        "rules");
  CHECK_THROWS_AS(Engine(Puzzle{}), InputError);
}

TEST_CASE("RuleSet refuses a tier out of range and an unknown id with InputError") {
  CHECK(error_of([] { const RuleSet r({}, 99); }).source() == "max_tier");
  CHECK_THROWS_AS(RuleSet({}, -1), InputError);
  CHECK_NOTHROW(RuleSet({}, kMinTier));
  CHECK_NOTHROW(RuleSet({}, kMaxTier));
  const InputError e = error_of([] { const RuleSet r({"no-such-rule"}, std::nullopt); });
  CHECK(e.source() == "rules");
  CHECK(e.problem().find("'no-such-rule'") != std::string::npos);
  CHECK(std::string(e.what()).find("--") == std::string::npos);
}
