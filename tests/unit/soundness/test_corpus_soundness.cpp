// SPDX-License-Identifier: MIT
// Soundness over the shared corpus of real boards (skipped without it).
//
// The corpus index gives each board's solution count and, for unique
// boards, the solution itself, worked out independently of this engine. A
// trace is a proof only if every step agrees with that solution: a queen is
// only ever placed on a solution cell and a cross never lands on one.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "support.hpp"

using namespace qh;

namespace {

bool contains(const std::vector<Cell>& cells, Cell c) {
  return std::find(cells.begin(), cells.end(), c) != cells.end();
}

std::vector<Cell> solution_cells(const test::CorpusBoard& b) {
  std::vector<Cell> out;
  for (int r = 0; r < static_cast<int>(b.solution_columns.size()); ++r)
    out.push_back(Cell{r, b.solution_columns[r]});
  return out;
}

// "r1c2 r2c4 ...", for readable failures.
std::string cells_text(const std::vector<Cell>& cells) {
  std::string out;
  for (const Cell& c : cells) out += (out.empty() ? "" : " ") + cell_name(c);
  return out;
}

// The first way `d` disagrees with the solution, or "" when it does not.
std::string unsound_part(const Deduction& d, const std::vector<Cell>& solution) {
  for (const Cell& c : d.placed)
    if (!contains(solution, c)) return "places a queen on " + cell_name(c) + ", off the solution";
  for (const Cell& c : d.eliminated)
    if (contains(solution, c)) return "crosses out " + cell_name(c) + ", a solution cell";
  return "";
}

// Every solution of a board, one column per row, by plain search over rows
// (no code shared with the engine); nothing when there are more than `cap`.
using Columns = std::vector<int>;
void all_solutions(const Puzzle& p, int row, Columns& cols, unsigned used_cols,
                   unsigned used_regions, std::vector<Columns>& out, std::size_t cap) {
  if (out.size() > cap) return;
  if (row == p.size()) {
    out.push_back(cols);
    return;
  }
  for (int c = 0; c < p.size(); ++c) {
    const int g = p.region(row, c);
    if ((used_cols >> c & 1U) || (used_regions >> g & 1U)) continue;
    if (row > 0 && std::abs(cols[row - 1] - c) <= 1) continue;
    cols[row] = c;
    all_solutions(p, row + 1, cols, used_cols | 1U << c, used_regions | 1U << g, out, cap);
  }
}

bool agrees(const Columns& solution, const Deduction& d) {
  for (const Cell& c : d.placed)
    if (solution[c.row] != c.col) return false;
  for (const Cell& c : d.eliminated)
    if (solution[c.row] == c.col) return false;
  return true;
}

}  // namespace

TEST_CASE("corpus: every trace step agrees with the known solution") {
  const auto boards = test::corpus_boards();
  if (boards.empty()) {
    MESSAGE("shared corpus not found (set QH_CORPUS); skipping the corpus soundness test");
    return;
  }
  const RuleSet rules;
  int unique = 0, several = 0, with_backtracking = 0, steps = 0;
  const auto started = std::chrono::steady_clock::now();
  for (const test::CorpusBoard& b : boards) {
    CAPTURE(b.path);
    const Puzzle p = parse_board(read_input(b.path), b.path);
    REQUIRE(p.size() == b.n);
    const Engine engine(p, rules);

    if (b.solutions != "1") {
      ++several;
      CHECK(engine.solve().count >= 2);
      const GradeReport grade = engine.grade();
      CHECK(grade.solutions == 2);
      CHECK(grade.label == "several-solutions");
      continue;
    }

    ++unique;
    const std::vector<Cell> solution = solution_cells(b);
    REQUIRE(static_cast<int>(solution.size()) == b.n);
    const SolveReport solve = engine.solve();
    CHECK(solve.count == 1);
    CHECK(cells_text(solve.solution) == cells_text(solution));

    const TraceReport trace = engine.trace({}, false, true);
    for (std::size_t i = 0; i < trace.steps.size(); ++i) {
      const std::string problem = unsound_part(trace.steps[i], solution);
      if (!problem.empty())
        FAIL_CHECK("step " << i + 1 << " (" << trace.steps[i].rule << ") " << problem);
    }
    steps += static_cast<int>(trace.steps.size());
    CHECK(std::string(to_string(trace.status)) == "solved");
    CHECK(cells_text(trace.solution) == cells_text(solution));
    if (trace.backtracking_steps > 0) ++with_backtracking;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  MESSAGE("corpus: " << unique << " unique boards traced (" << steps << " steps, "
                     << with_backtracking << " needed a backtracking step), " << several
                     << " boards with several solutions checked, in " << seconds << " s");
  CHECK(unique > 0);
}

TEST_CASE("corpus: with several solutions, logical steps keep every solution") {
  // The rules are theorems about every solution of the position (the
  // uniqueness rules are off by default), so a logical step may not rule out
  // any of them; only a backtracking step chooses one.
  const auto boards = test::corpus_boards();
  if (boards.empty()) {
    MESSAGE("shared corpus not found (set QH_CORPUS); skipping");
    return;
  }
  constexpr std::size_t kCap = 20000;
  const RuleSet rules;
  int checked = 0, too_many = 0, steps = 0;
  for (const test::CorpusBoard& b : boards) {
    if (b.solutions == "1") continue;
    CAPTURE(b.path);
    const Puzzle p = parse_board(read_input(b.path), b.path);
    std::vector<Columns> alive;
    Columns cols(static_cast<std::size_t>(p.size()));
    all_solutions(p, 0, cols, 0, 0, alive, kCap);
    if (alive.size() > kCap) {
      ++too_many;
      continue;
    }
    ++checked;
    CHECK(alive.size() >= 2);
    const TraceReport trace = Engine(p, rules).trace({}, false, true);
    for (std::size_t i = 0; i < trace.steps.size(); ++i) {
      const Deduction& d = trace.steps[i];
      std::vector<Columns> kept;
      for (const Columns& s : alive)
        if (agrees(s, d)) kept.push_back(s);
      if (d.rule != "backtracking" && kept.size() != alive.size())
        FAIL_CHECK("step " << i + 1 << " (" << d.rule << ") rules out "
                           << alive.size() - kept.size() << " of the " << alive.size()
                           << " solutions still open");
      REQUIRE_MESSAGE(!kept.empty(), "step " << i + 1 << " (" << d.rule << ") leaves no solution");
      alive = std::move(kept);
      ++steps;
    }
    // With several solutions the trace takes no search step (it would only
    // pick one of them): it stops stuck, every solution still open.
    CHECK(trace.several_solutions.has_value());
    CHECK(trace.backtracking_steps == 0);
    CHECK(std::string(to_string(trace.status)) == "stuck");
    CHECK(alive.size() >= 2);
  }
  MESSAGE("several solutions: " << checked << " boards, " << steps
                                << " steps checked against every solution; " << too_many
                                << " boards skipped (over " << kCap << " solutions)");
  CHECK(checked > 0);
}
