// SPDX-License-Identifier: MIT
// The classic queens family on the engine (docs/classic.md): the chess
// model (attack along lines of sight, stopped by walls; diagonals and
// wall-bounded segments as at-most houses), the solver's counts and walls
// values against published figures, the family's own rules, and the
// engine's answers on generated puzzles.
#include <doctest/doctest.h>

#include <string>

#include "engine/engine.hpp"
#include "engine/generation/classic_generator.hpp"
#include "engine/io/board_file.hpp"
#include "engine/model/geometry.hpp"
#include "engine/model/state.hpp"
#include "engine/model/validate.hpp"
#include "engine/reasoning/rule.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/search/solver.hpp"

using namespace qh;

namespace {

Puzzle classic(const std::string& text) {
  return parse_board_file(text, "test").puzzle;
}

// An open walls or completion board of size n with walls at the given
// (row, col) squares, 0-based.
std::string walls_text(int n, std::initializer_list<std::pair<int, int>> walls) {
  std::string text = "kind: walls\n";
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      bool wall = false;
      for (const auto& [wr, wc] : walls) wall = wall || (wr == r && wc == c);
      text += wall ? '#' : '.';
    }
    text += '\n';
  }
  return text;
}

std::string empty_text(const char* kind, int n) {
  std::string text = std::string("kind: ") + kind + "\n";
  for (int r = 0; r < n; ++r) text += std::string(static_cast<std::size_t>(n), '.') + "\n";
  return text;
}

}  // namespace

TEST_CASE("classic model: chess attack, diagonals as at-most houses, no regions") {
  const Geometry<NarrowBits> g(classic(empty_text("completion", 8)));
  CHECK(g.chess());
  CHECK(g.houses() == 16);  // rows and columns only
  CHECK(g.target() == 8);
  CHECK(g.lines() == 2 * 13);  // diagonals of two squares or more, both directions
  // r1c1 sees its row, its column and its diagonal: 7 + 7 + 7.
  CHECK(g.attack(0).count() == 21);
  CHECK(g.attack(0).test(g.index(7, 7)));
  CHECK_FALSE(g.attack(0).test(g.index(1, 2)));  // a knight's move away
  // A LinkedIn board keeps its regions and king touch.
  const Geometry<NarrowBits> q(Puzzle::from_rows({"AAB", "CCB", "CCC"}));
  CHECK_FALSE(q.chess());
  CHECK(q.houses() == 9);
  CHECK(q.lines() == 0);
}

TEST_CASE("classic model: walls stop sight and split lines into segments") {
  const Geometry<NarrowBits> g(classic(walls_text(4, {{0, 2}})));
  CHECK(g.walls());
  CHECK(g.houses() == 0);
  CHECK_FALSE(g.attack(g.index(0, 0)).test(g.index(0, 3)));  // behind the wall
  CHECK(g.attack(g.index(0, 0)).test(g.index(0, 1)));
  CHECK(g.attack(g.index(0, 0)).test(g.index(3, 3)));
  CHECK(g.line_at(g.index(0, 0), LineKind::row) != g.line_at(g.index(0, 3), LineKind::row));
  CHECK(g.line_at(g.index(0, 2), LineKind::row) == -1);  // the wall itself
  const State<NarrowBits> s = start_state(g);
  CHECK(s.dead.test(g.index(0, 2)));
}

TEST_CASE("classic solver: n-queens counts and completion") {
  const RuleSet rules;
  CHECK(Engine(classic(empty_text("completion", 8)), rules).solve({}, 100).count == 92);
  CHECK(Engine(classic(empty_text("completion", 6)), rules).solve({}, 100).count == 4);
  CHECK(Engine(classic(empty_text("completion", 3)), rules).solve({}, 100).count == 0);
  // A given queen in a corner of 8x8: 4 of the 92 solutions have one there.
  std::string corner = empty_text("completion", 8);
  corner[std::string("kind: completion\n").size()] = 'Q';
  CHECK(Engine(classic(corner), rules).solve({}, 100).count == 4);
}

TEST_CASE("walls values: the published 8x8 figures") {
  const RuleSet rules;
  // The empty board: value 8, the 92 n-queens solutions.
  const SolveReport open = Engine(classic(walls_text(8, {})), rules).solve({}, 1000);
  CHECK(open.value == 8);
  CHECK(open.count == 92);
  // Two walls that admit 10 queens, and the lone 3-wall class of value 11.
  CHECK(Engine(classic(walls_text(8, {{1, 3}, {2, 5}})), rules).solve().value == 10);
  CHECK(Engine(classic(walls_text(8, {{1, 4}, {3, 1}, {4, 3}})), rules).solve().value == 11);
}

TEST_CASE("classic validate: sight, givens, blocked squares and the value") {
  const Puzzle p = classic("kind: blocked\nQ . . .\n. . x .\n. . . .\n. . . .\n");
  CHECK(placement_problem(p, {{0, 1}, {1, 3}, {2, 0}, {3, 2}}).value() ==
        "the given queen on r1c1 is missing");
  CHECK(placement_problem(p, {{0, 0}, {1, 2}, {2, 1}, {3, 3}}).value() ==
        "r2c3 is blocked and cannot hold a queen");
  const Puzzle open = classic(empty_text("completion", 4));
  CHECK_FALSE(placement_problem(open, {{0, 1}, {1, 3}, {2, 0}, {3, 2}}));
  CHECK(placement_problem(open, {{0, 0}, {1, 2}, {2, 3}, {3, 1}}).value() ==
        "the queens on r2c3 and r3c4 see each other along a diagonal");
}

TEST_CASE("rules on chess boards: only those that are theorems there run") {
  const RuleSet rules;
  const Geometry<NarrowBits> lines(classic(empty_text("blocked", 6)));
  const Geometry<NarrowBits> walls(classic(walls_text(6, {{2, 2}})));
  for (const auto& rule : rules.catalogue()) {
    const std::string id(rule->id());
    const bool on_lines = Rule::handles(rule->info(), lines);
    const bool on_walls = Rule::handles(rule->info(), walls);
    CAPTURE(id);
    if (id == "region-confined-to-line" || id == "single-cell-region" ||
        id == "two-by-two-tiling" || id == "short-probe" || id == "adjacency-blocks-region")
      CHECK_FALSE(on_lines);
    if (id == "single-cell-line" || id == "pair-attack" || id == "fish" || id == "diagonal-count" ||
        id == "placement-forces-contradiction")
      CHECK(on_lines);
    if (id == "segment-count" || id == "queen-adjacent-kill") CHECK(on_walls);
    if (id == "single-cell-line" || id == "pair-attack" || id == "diagonal-count")
      CHECK_FALSE(on_walls);  // rows are not exact on a walls board
  }
}

TEST_CASE("diagonal-count: two rows on two diagonals use them up") {
  const Puzzle p = classic(
      "kind: blocked\n"
      ". . . . . .\n"
      "x . . x x x\n"
      "x x . . x x\n"
      ". . . . . .\n"
      ". . . . . .\n"
      ". . . . . .\n");
  const RuleSet rules;
  const Rule& rule = *rules.find("diagonal-count");
  const Geometry<NarrowBits> g(p);
  const Context<NarrowBits> ctx{g, rules.propagation(), rules.max_tier()};
  const State<NarrowBits> s = start_state(g);
  Step<NarrowBits> step;
  REQUIRE(rule.find(ctx, s, step));
  NarrowBits expected;
  for (const auto& [r, c] : {std::pair{0, 0}, {3, 3}, {4, 4}, {5, 5}, {0, 1}, {3, 4}, {4, 5}})
    expected.set(g.index(r, c));
  CHECK(step.eliminated == expected);
  CHECK(step.houses.rows == 0b110U);
  CHECK(rule.explain(ctx, s, step) ==
        "Rows 2 and 3 need 2 queens, and all their open squares lie on only 2 down-right "
        "diagonals. A diagonal holds at most one queen, so those 2 diagonals each hold a queen "
        "of rows 2 and 3, and no other square on them can: cross out the 7 marked cells.");
  // Silent on the empty board: every row meets 6 diagonals.
  const Geometry<NarrowBits> open(classic(empty_text("blocked", 6)));
  const Context<NarrowBits> octx{open, rules.propagation(), rules.max_tier()};
  Step<NarrowBits> none;
  CHECK_FALSE(rule.find(octx, start_state(open), none));
}

TEST_CASE("segment-count: a square that would see too many stretches is out") {
  const Puzzle p = classic("kind: walls\nqueens: 2\n. . .\n. . .\n. . .\n");
  const RuleSet rules;
  const Rule& rule = *rules.find("segment-count");
  const Geometry<NarrowBits> g(p);
  CHECK(g.target() == 2);
  const Context<NarrowBits> ctx{g, rules.propagation(), rules.max_tier()};
  const State<NarrowBits> s = start_state(g);
  Step<NarrowBits> step;
  REQUIRE(rule.find(ctx, s, step));
  CHECK(step.eliminated == NarrowBits::single(g.index(1, 1)));
  CHECK(rule.explain(ctx, s, step) ==
        "2 queens are still to place, and 3 row stretches (between walls) can still take one, "
        "at most one each. A queen on some squares would see into too many of them, leaving "
        "room for fewer queens than are needed: cross out r2c2.");
  // With one queen to place and one open row stretch, its last square gets it.
  State<NarrowBits> t = s;
  t.queens.set(g.index(0, 0));
  for (int c : {1, 2, 3, 4, 5, 6, 8}) t.dead.set(c);  // only r3c2 open, in row 3
  Step<NarrowBits> last;
  REQUIRE(rule.find(ctx, t, last));
  CHECK(last.placed == NarrowBits::single(g.index(2, 1)));
}

TEST_CASE("generated completion and blocked puzzles: unique, solved by the rules") {
  const RuleSet rules;
  for (ClassicKind kind : {ClassicKind::completion, ClassicKind::blocked}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      std::vector<Cell> planted;
      const ClassicBoard board = generate_classic_board(kind, 8, seed, &planted);
      const Engine engine(Puzzle::from_classic(board), rules);
      const SolveReport solve = engine.solve();
      CAPTURE(seed);
      REQUIRE(solve.count == 1);
      CHECK(solve.solution == planted);
      const TraceReport trace = engine.trace();
      CHECK(trace.status == TraceStatus::solved);
      CHECK(trace.solution == planted);
      // Search steps are allowed (an open 8x8 start often offers no deduction),
      // but never more than a few.
      CHECK(trace.backtracking_steps <= 2);
    }
  }
}

TEST_CASE("the completion fixture is solved by the rules alone, chess words included") {
  const RuleSet rules;
  const Puzzle p = parse_board_file(read_input(std::string(QH_SOURCE_DIR) +
                                               "/fixtures/classic/completion-8x8.txt"),
                                    "completion-8x8.txt")
                       .puzzle;
  const TraceReport trace = Engine(p, rules).trace();
  CHECK(trace.status == TraceStatus::solved);
  CHECK(trace.backtracking_steps == 0);
  bool sight = false;
  for (const Deduction& d : trace.steps) {
    CHECK(d.regions.empty());
    sight = sight || d.explanation.find("along a diagonal") != std::string::npos;
  }
  CHECK(sight);
}

TEST_CASE("generated walls puzzles: a unique optimal placement, traced") {
  const RuleSet rules;
  int made = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    std::vector<Cell> optimal;
    int value = 0;
    const auto board = generate_walls_board(6, 3, seed, 40, &optimal, &value);
    if (!board) continue;
    ++made;
    const Engine engine(Puzzle::from_classic(*board), rules);
    CHECK(engine.puzzle().target() == value);
    const SolveReport solve = engine.solve({}, 10);
    CHECK(solve.value == value);
    CHECK(solve.count == 1);
    const TraceReport trace = engine.trace();
    CHECK(trace.status == TraceStatus::solved);
    CHECK(trace.solution == optimal);
  }
  CHECK(made > 0);
}
