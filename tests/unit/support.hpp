// SPDX-License-Identifier: MIT
// Helpers shared by the tests: boards from text, positions from pictures,
// and the shared corpus (../shared/corpus), which tests skip when absent.
#pragma once

#include <algorithm>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/engine.hpp"
#include "engine/io/board_file.hpp"
#include "engine/model/geometry.hpp"
#include "engine/model/state.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/rule.hpp"
#include "engine/reasoning/rule_set.hpp"

namespace qh::test {

inline std::filesystem::path source_dir() {
  return QH_SOURCE_DIR;
}

// Under the sanitizers (a QH_SANITIZE build, CI's second job) every run is
// about ten times slower, so the heaviest tests run a sample there: the same
// code on fewer boards or positions (the Release build runs them whole).
#ifndef QH_SANITIZED
#error "QH_SANITIZED must be defined (0 or 1): tests/CMakeLists.txt sets it for each test binary"
#endif
inline constexpr bool kSanitized = QH_SANITIZED != 0;
// FULL in a plain build, SAMPLE under the sanitizers.
template <class T>
constexpr T whole_or_sample(T full, T sample) {
  return kSanitized ? sample : full;
}
inline std::filesystem::path fixture(const std::string& name) {
  return source_dir() / "fixtures" / name;
}
// The committed screenshots (fixtures/screenshots/*.png, *.jpg), sorted.
inline std::vector<std::filesystem::path> fixture_screenshots() {
  std::vector<std::filesystem::path> shots;
  for (const auto& entry : std::filesystem::directory_iterator(fixture("screenshots"))) {
    const auto ext = entry.path().extension();
    if (ext == ".png" || ext == ".jpg") shots.push_back(entry.path());
  }
  std::sort(shots.begin(), shots.end());
  return shots;
}

// The shared corpus: $QH_CORPUS, else ../shared/corpus next to the repo.
// Empty when it is not there.
std::optional<std::filesystem::path> corpus_dir();

struct CorpusBoard {
  std::string path;  // absolute
  int id = 0;
  int n = 0;
  std::string solutions;              // "1", "2", ..., "10+"
  std::vector<int> solution_columns;  // for unique boards: the queen's column in each row
};
std::vector<CorpusBoard> corpus_boards();  // empty without the corpus

Puzzle board_from(const std::string& text);

// A state from a picture over the board: '.' live, 'x' dead, 'Q' queen, one
// row per line, spaces ignored (the position file format).
template <class B>
State<B> state_from(const Geometry<B>& g, const std::string& picture) {
  const PlayerMarks m = parse_position(picture, "picture", g.size());
  State<B> s;
  for (const Cell& c : m.queens) s.queens.set(g.index(c.row, c.col));
  for (const Cell& c : m.crossed) s.dead.set(g.index(c.row, c.col));
  return s;
}

// Cells as a set from a picture where '#' marks a cell (other chars ignored
// except row structure: '.', '#' per cell).
template <class B>
B cells_from(const Geometry<B>& g, const std::string& picture) {
  B out;
  int r = 0, c = 0;
  for (char ch : picture) {
    if (ch == '\n') {
      if (c > 0) ++r;
      c = 0;
      continue;
    }
    if (ch == ' ') continue;
    if (ch == '#') out.set(g.index(r, c));
    ++c;
  }
  return out;
}

// Walks the trace (default rules, no text) of every unique board of the
// shared corpus, in the board's cell-set width, and calls
// visit(board, geometry, state, solution, deduction) at every state a step
// is taken from, before that step. Returns the number of states visited
// (0 without the corpus). The rules' corpus soundness tests share it.
template <class Visit>
int for_each_corpus_trace_state(Visit&& visit) {
  const RuleSet rules;
  int states = 0;
  for (const CorpusBoard& board : corpus_boards()) {
    if (board.solutions != "1") continue;
    const Puzzle puzzle = parse_board(read_input(board.path), board.path);
    if (board.solution_columns.size() != static_cast<std::size_t>(puzzle.size())) continue;
    const TraceReport trace = Engine(puzzle, rules).trace({}, false);
    with_width(puzzle.size(), [&]<class B>() {
      const Geometry<B> g(puzzle);
      B solution;
      for (int r = 0; r < g.size(); ++r)
        solution.set(g.index(r, board.solution_columns[static_cast<std::size_t>(r)]));
      State<B> s;
      for (const Deduction& d : trace.steps) {
        ++states;
        visit(board, g, std::as_const(s), std::as_const(solution), d);
        for (const Cell& c : d.placed) s.queens.set(g.index(c.row, c.col));
        for (const Cell& c : d.eliminated) s.dead.set(g.index(c.row, c.col));
      }
    });
  }
  return states;
}

// Walks the easiest-first logic (no fallback) of `puzzle` from the empty
// board, in its cell-set width, calling visit(geometry, ctx, state, step)
// before each step is applied.
template <class Visit>
void for_each_logic_step(const Puzzle& puzzle, const RuleSet& rules, Visit&& visit) {
  with_width(puzzle.size(), [&]<class B>() {
    const Geometry<B> g(puzzle);
    const Context<B> ctx{g, rules.propagation(), rules.max_tier()};
    State<B> s;
    Step<B> step;
    for (int i = 0; i <= g.cells() && verdict(g, s) == Verdict::open; ++i) {
      if (!find_next(ctx, rules.active(), s, step)) break;
      visit(g, ctx, std::as_const(s), std::as_const(step));
      apply(s, step);
    }
  });
}

// Replays a refutation on `s` with plain rules of the game, independently of
// the probe: (when `suppose`) a queen on r.supposed, then each forced queen is
// its house's last open cell, each confinement holds, and the end is an
// empty house or two attacking queens. A wrong queen's refutation supposes
// its cell; a wrong X's runs from the position with the X (`suppose` false).
template <class B>
bool replay_refutation(const Geometry<B>& g, const State<B>& s, const Refutation& r, bool suppose) {
  const auto house = [&](const HouseRef& h) {
    const HouseKind kind = h.kind == "row"      ? HouseKind::row
                           : h.kind == "column" ? HouseKind::column
                                                : HouseKind::region;
    return g.house_id(kind, h.index);
  };
  B queens = s.queens;
  B live = s.live(g);
  queens.for_each([&](int q) { live = live.without(g.attack(q)); });
  const auto place = [&](int c) {
    queens.set(c);
    live = live.without(g.attack(c));
    live.reset(c);
  };
  if (suppose) {
    const int supposed = g.index(r.supposed.row, r.supposed.col);
    if (!live.test(supposed)) return false;
    place(supposed);
  }
  for (const RefutationMove& m : r.moves) {
    const B from = g.house(house(m.from));
    if (m.kind == "forced") {
      if (!m.cell) return false;
      const int c = g.index(m.cell->row, m.cell->col);
      if (from.intersects(queens) || (from & live) != B::single(c)) return false;
      // The two queens of a clash are forced in the same round, at once.
      const bool clashing = std::find(r.clash.begin(), r.clash.end(), *m.cell) != r.clash.end();
      if (clashing)
        queens.set(c);
      else
        place(c);
    } else {
      if (!m.to) return false;
      const B to = g.house(house(*m.to));
      if (from.intersects(queens) || !(from & live).subset_of(to)) return false;
      live = live.without(to.without(from));
    }
  }
  if (r.empty) {
    const B h = g.house(house(*r.empty));
    return !h.intersects(queens) && !h.intersects(live);
  }
  if (r.clash.size() != 2) return false;
  const int a = g.index(r.clash[0].row, r.clash[0].col);
  const int b = g.index(r.clash[1].row, r.clash[1].col);
  return queens.test(a) && queens.test(b) && g.attack(a).test(b);
}

}  // namespace qh::test
