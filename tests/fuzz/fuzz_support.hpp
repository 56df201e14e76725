// SPDX-License-Identifier: MIT
// Shared invariant checks for the libFuzzer targets (tests/fuzz/README.md).
// Each check states something that must hold for every input the parsers
// accept; a violation prints one line naming the check and aborts, so
// libFuzzer records the input as a crash artifact.
//
// The checks are written against the public engine API only (engine.hpp,
// reports.hpp, validate.hpp), with their own plain-array bookkeeping, so they
// do not share the engine's bit masks.
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/json_io.hpp"
#include "engine/io/sbn.hpp"
#include "engine/model/validate.hpp"
#include "engine/search/solver.hpp"

#define QH_FUZZ_CHECK(cond)                                                                   \
  do {                                                                                        \
    if (!(cond)) {                                                                            \
      std::fprintf(stderr, "fuzz invariant failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__); \
      std::abort();                                                                           \
    }                                                                                         \
  } while (0)

namespace qh::fuzz {

// Boards up to this size get the full engine pipeline (hints, traces, grade).
// Larger boards (up to 26) are only parsed and round-tripped: the engine's
// searches are bounded (kSearchNodeBudget) but a 26x26 trace can still take
// seconds under the sanitizers, which would make the fuzzer slow and report
// timeouts that are not bugs. 12 covers both cell-set widths of the engine
// (narrow up to 11, wide from 12).
inline constexpr int kPipelineMaxSize = 12;

// Inputs longer than this are skipped by the engine targets: a 26x26 board
// with separators and CRLF is about 1.4 kB, so nothing meaningful is lost.
inline constexpr std::size_t kMaxFuzzInput = 4096;

using CellMask = std::vector<char>;  // one flag per cell, row-major

inline bool in_board(const Cell& c, int n) {
  return c.row >= 0 && c.row < n && c.col >= 0 && c.col < n;
}

// The cells as a mask; every cell must be on the board and listed once.
inline CellMask mask_of(const std::vector<Cell>& cells, int n) {
  CellMask m(static_cast<std::size_t>(n * n), 0);
  for (const Cell& c : cells) {
    QH_FUZZ_CHECK(in_board(c, n));
    char& flag = m[static_cast<std::size_t>(c.row * n + c.col)];
    QH_FUZZ_CHECK(flag == 0);
    flag = 1;
  }
  return m;
}

inline bool at(const CellMask& m, const Cell& c, int n) {
  return m[static_cast<std::size_t>(c.row * n + c.col)] != 0;
}

// Two different cells that may not both hold a queen (K = 1), or that touch
// (K >= 2 stars per house, where a house may hold K).
inline bool attack(const Puzzle& p, const Cell& a, const Cell& b) {
  if (a == b) return false;
  const bool touch = std::abs(a.row - b.row) <= 1 && std::abs(a.col - b.col) <= 1;
  if (p.stars() != 1) return touch;
  return a.row == b.row || a.col == b.col || p.region(a) == p.region(b) || touch;
}

// Two queens that attack each other, or (K >= 2) a house with more than K.
inline bool has_clash(const Puzzle& p, const std::vector<Cell>& queens) {
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (attack(p, queens[i], queens[j])) return true;
  if (p.stars() == 1) return false;
  const int n = p.size();
  std::vector<int> rows(static_cast<std::size_t>(n)), cols(rows), regions(rows);
  for (const Cell& c : queens)
    if (++rows[c.row] > p.stars() || ++cols[c.col] > p.stars() ||
        ++regions[p.region(c)] > p.stars())
      return true;
  return false;
}

// A document as the engine writes it (compact): valid JSON that an
// independent serialiser writes back byte for byte, so nothing was lost or
// escaped differently (NaN would have become null, bad UTF-8 U+FFFD).
inline void check_json(const std::string& text) {
  QH_FUZZ_CHECK(nlohmann::json::accept(text));
  QH_FUZZ_CHECK(nlohmann::json::parse(text).dump() == text);
}

// What the fuzz target knows about the puzzle's solutions, from the engine's
// exact solver (independent of the rules).
struct Truth {
  SolveReport solve;               // from the empty board, limit 2, engine budget
  std::optional<CellMask> unique;  // the solution, when it is proven unique
};

inline Truth truth_of(const Engine& engine, int n) {
  Truth t;
  t.solve = engine.solve({}, 2, kSearchNodeBudget);
  QH_FUZZ_CHECK(t.solve.count >= 0 && t.solve.count <= 2);
  if (t.solve.count > 0) {
    QH_FUZZ_CHECK(!placement_problem(engine.puzzle(), t.solve.solution));
    if (t.solve.count == 1 && t.solve.exact) t.unique = mask_of(t.solve.solution, n);
  } else {
    QH_FUZZ_CHECK(t.solve.solution.empty());
  }
  return t;
}

// The fields of one step: cells on the board, each listed once, nothing both
// placed and eliminated, houses in range, text exactly when asked for.
inline void check_deduction(const Puzzle& p, const Deduction& d, bool with_text) {
  const int n = p.size();
  mask_of(d.placed, n);  // on the board, each cell once
  const CellMask eliminated = mask_of(d.eliminated, n);
  for (const Cell& c : d.placed) QH_FUZZ_CHECK(!at(eliminated, c, n));
  for (const Cell& c : d.focus) QH_FUZZ_CHECK(in_board(c, n));
  QH_FUZZ_CHECK(!d.placed.empty() || !d.eliminated.empty());
  for (int r : d.rows) QH_FUZZ_CHECK(r >= 0 && r < n);
  for (int c : d.columns) QH_FUZZ_CHECK(c >= 0 && c < n);
  for (char letter : d.regions) QH_FUZZ_CHECK(p.letters().find(letter) != std::string::npos);
  QH_FUZZ_CHECK(!d.rule.empty() && !d.title.empty());
  QH_FUZZ_CHECK(d.tier >= 1 && d.tier <= 6);
  QH_FUZZ_CHECK(std::isfinite(d.rating) && d.rating >= 0);
  QH_FUZZ_CHECK(with_text ? !d.explanation.empty() : d.explanation.empty());
}

// With a proven unique solution: a step places only solution cells and
// eliminates only non-solution cells.
inline void check_sound(const Deduction& d, const CellMask& solution, int n) {
  for (const Cell& c : d.placed) QH_FUZZ_CHECK(at(solution, c, n));
  for (const Cell& c : d.eliminated) QH_FUZZ_CHECK(!at(solution, c, n));
}

inline bool same_move(const Deduction& a, const Deduction& b) {
  return a.rule == b.rule && a.placed == b.placed && a.eliminated == b.eliminated &&
         a.tier == b.tier;
}

// Does the position agree with the unique solution (queens on it, crosses off it)?
inline bool consistent(const PlayerMarks& m, const CellMask& solution, int n) {
  for (const Cell& c : m.queens)
    if (!at(solution, c, n)) return false;
  for (const Cell& c : m.crossed)
    if (at(solution, c, n)) return false;
  return true;
}

// A trace from `start`. `extends` says whether some solution extends the
// start (nullopt: unknown); `unique` is the unique solution when known and
// the start agrees with it.
inline void check_trace(const Puzzle& p, const TraceReport& t, const PlayerMarks& start,
                        bool with_text, std::optional<bool> extends, const CellMask* unique) {
  const int n = p.size();
  // The start is the player's marks, crosses under queens dropped.
  CellMask queens = mask_of(t.start.queens, n);
  CellMask dead = mask_of(t.start.dead, n);
  QH_FUZZ_CHECK(queens == mask_of(start.queens, n));
  CellMask crossed = mask_of(start.crossed, n);
  for (std::size_t i = 0; i < crossed.size(); ++i) crossed[i] = crossed[i] && !queens[i];
  QH_FUZZ_CHECK(dead == crossed);

  // The engine's loop takes at most cells + n steps, and every step it
  // reports changes the state.
  QH_FUZZ_CHECK(t.steps.size() <= static_cast<std::size_t>(n * n + n + 1));
  int backtracking = 0;
  for (const Deduction& d : t.steps) {
    check_deduction(p, d, with_text);
    if (unique) check_sound(d, *unique, n);
    if (d.rule == "backtracking") ++backtracking;
    bool changed = false;
    for (const Cell& c : d.placed) {
      changed = changed || !at(queens, c, n);
      queens[static_cast<std::size_t>(c.row * n + c.col)] = 1;
    }
    for (const Cell& c : d.eliminated) {
      changed = changed || !at(dead, c, n);
      dead[static_cast<std::size_t>(c.row * n + c.col)] = 1;
    }
    QH_FUZZ_CHECK(changed);
  }
  QH_FUZZ_CHECK(t.backtracking_steps == backtracking);

  if (t.status == TraceStatus::solved) {
    // A solved trace ends in a valid placement: the steps' queens, in row
    // order (K per row, left to right).
    QH_FUZZ_CHECK(!placement_problem(p, t.solution));
    const CellMask solution = mask_of(t.solution, n);
    QH_FUZZ_CHECK(solution == queens);
    QH_FUZZ_CHECK(t.solution.size() == static_cast<std::size_t>(n * p.stars()));
    for (std::size_t i = 1; i < t.solution.size(); ++i)
      QH_FUZZ_CHECK(t.solution[i - 1].row * n + t.solution[i - 1].col <
                    t.solution[i].row * n + t.solution[i].col);
    if (unique) QH_FUZZ_CHECK(solution == *unique);
    QH_FUZZ_CHECK(extends != false);
  } else {
    QH_FUZZ_CHECK(t.solution.empty());
  }
  // The rules are sound and the fallback is a complete search: when a
  // solution extends the start, the trace never ends in a contradiction
  // (it may end "stuck" only if a search ran out of budget).
  if (extends == true) QH_FUZZ_CHECK(t.status != TraceStatus::contradiction);
}

// The same trace with and without text, or with and without the fallback:
// `prefix` must be a prefix of `full`, step for step.
inline void check_prefix(const TraceReport& prefix, const TraceReport& full) {
  QH_FUZZ_CHECK(prefix.steps.size() <= full.steps.size());
  for (std::size_t i = 0; i < prefix.steps.size(); ++i)
    QH_FUZZ_CHECK(same_move(prefix.steps[i], full.steps[i]));
}

// A hint for `marks`. `truth` is from the empty board; `extends` says whether
// a solution extends the marks (nullopt: unknown). `first` is the first step
// of a trace from the same marks with the fallback, if it has one.
inline void check_hint(const Puzzle& p, const HintReport& h, const PlayerMarks& marks,
                       const Truth& truth, std::optional<bool> extends, const Deduction* first) {
  const int n = p.size();
  QH_FUZZ_CHECK(!h.explanation.empty());
  const CellMask queens = mask_of(h.position.queens, n);
  QH_FUZZ_CHECK(queens == mask_of(marks.queens, n));
  QH_FUZZ_CHECK(mask_of(h.position.dead, n) == mask_of(marks.crossed, n));

  QH_FUZZ_CHECK((h.status == HintStatus::mistake) == h.mistake.has_value());
  if (h.status == HintStatus::hint || h.status == HintStatus::guess)
    QH_FUZZ_CHECK(h.step.has_value());
  QH_FUZZ_CHECK(h.ladder.has_value() == h.step.has_value());
  QH_FUZZ_CHECK((h.status == HintStatus::guess) == !h.guesses.empty());
  if (h.ladder)
    QH_FUZZ_CHECK(!h.ladder->nudge.empty() && !h.ladder->technique.empty() &&
                  !h.ladder->reason.empty() && h.ladder->move == h.step->explanation);
  if (h.status == HintStatus::solved || h.status == HintStatus::mistake)
    QH_FUZZ_CHECK(!h.step.has_value());
  if (h.mistake && h.mistake->cell) QH_FUZZ_CHECK(in_board(*h.mistake->cell, n));

  if (star_capacity_problem(p)) {
    // No room for K stars: no solution, said before anything else.
    QH_FUZZ_CHECK(h.status == HintStatus::stuck && !h.step);
    return;
  }
  const bool clash = has_clash(p, marks.queens);
  if (clash) {
    // Two attacking queens are always reported first, as a clash between them
    // (K >= 2: touching stars, or the stars of a house that holds too many).
    QH_FUZZ_CHECK(h.status == HintStatus::mistake && h.mistake->kind == "queens-clash");
    QH_FUZZ_CHECK(h.mistake->cell && at(queens, *h.mistake->cell, n));
    QH_FUZZ_CHECK(!h.mistake->related.empty());
    for (const Cell& other : h.mistake->related) QH_FUZZ_CHECK(at(queens, other, n));
    if (p.stars() == 1) {
      QH_FUZZ_CHECK(h.mistake->related.size() == 1);
      QH_FUZZ_CHECK(attack(p, *h.mistake->cell, h.mistake->related[0]));
    }
    return;
  }
  QH_FUZZ_CHECK(!h.mistake || h.mistake->kind != "queens-clash");
  if (truth.solve.exact && truth.solve.count == 0) {
    QH_FUZZ_CHECK(h.status == HintStatus::stuck && !h.step);
    return;
  }
  if (truth.unique) {
    const CellMask& sol = *truth.unique;
    if (!consistent(marks, sol, n)) {
      QH_FUZZ_CHECK(h.status == HintStatus::mistake);
      QH_FUZZ_CHECK(h.mistake->kind == "wrong-queen" || h.mistake->kind == "wrong-cross");
      QH_FUZZ_CHECK(h.mistake->cell.has_value());
      if (h.mistake->kind == "wrong-queen")
        QH_FUZZ_CHECK(!at(sol, *h.mistake->cell, n));
      else
        QH_FUZZ_CHECK(at(sol, *h.mistake->cell, n));
      return;
    }
    QH_FUZZ_CHECK(h.status != HintStatus::mistake);
    QH_FUZZ_CHECK((h.status == HintStatus::solved) ==
                  (marks.queens.size() == static_cast<std::size_t>(n * p.stars())));
    if (h.step) check_sound(*h.step, sol, n);
  } else if (extends == true) {
    QH_FUZZ_CHECK(h.status != HintStatus::mistake);
  } else if (extends == false && truth.solve.count >= 2) {
    // Several solutions, none through this position: a dead end.
    QH_FUZZ_CHECK(h.status == HintStatus::mistake && h.mistake->kind == "dead-end");
  }
  if (h.step) {
    check_deduction(p, *h.step, true);
    // The hint is the move a trace from the same position starts with.
    // (A trace may stop before its first step, at a contradiction the hint
    // does not look for when the solver's budget ran out.)
    QH_FUZZ_CHECK(first == nullptr || same_move(*h.step, *first));
    bool changed = false;
    for (const Cell& c : h.step->placed) changed = changed || !at(queens, c, n);
    const CellMask dead = mask_of(h.position.dead, n);
    for (const Cell& c : h.step->eliminated) changed = changed || !at(dead, c, n);
    QH_FUZZ_CHECK(changed);
  }
}

// A board that parsed: shape, region letters, and a round trip through text.
inline void check_board(const Puzzle& p) {
  const int n = p.size();
  QH_FUZZ_CHECK(n >= 1 && n <= kMaxSize);
  QH_FUZZ_CHECK(p.stars() >= 1 && p.stars() <= kMaxStars);
  QH_FUZZ_CHECK(static_cast<int>(p.letters().size()) == n);
  const std::vector<std::string> rows = p.rows();
  QH_FUZZ_CHECK(static_cast<int>(rows.size()) == n);
  std::vector<int> cells_in(static_cast<std::size_t>(n), 0);
  for (int r = 0; r < n; ++r) {
    QH_FUZZ_CHECK(static_cast<int>(rows[r].size()) == n);
    for (int c = 0; c < n; ++c) {
      const int reg = p.region(r, c);
      QH_FUZZ_CHECK(reg >= 0 && reg < n);
      QH_FUZZ_CHECK(rows[r][c] == p.letter(reg));
      ++cells_in[static_cast<std::size_t>(reg)];
    }
  }
  for (int count : cells_in) QH_FUZZ_CHECK(count >= 1);
  for (int reg : p.split_regions()) QH_FUZZ_CHECK(reg >= 0 && reg < n);

  // Printed back (plain, and spaced with CRLF), the board parses to itself.
  std::string plain, spaced;
  for (const std::string& row : rows) {
    plain += row + "\n";
    for (char ch : row) (spaced += ch) += ' ';
    spaced += "\r\n";
  }
  QH_FUZZ_CHECK(parse_board(plain, "round-trip").rows() == rows);
  QH_FUZZ_CHECK(parse_board(spaced, "round-trip").rows() == rows);
  // With a stars header, K comes back too.
  const std::string headed = "stars: " + std::to_string(p.stars()) + "\n" + plain;
  QH_FUZZ_CHECK(parse_board(headed, "round-trip").stars() == p.stars());
  // Through SBN: the same regions and K (letters become A, B, ... in
  // reading order), when every region is one piece.
  if (p.split_regions().empty()) {
    const Puzzle back = parse_board(write_sbn(p), "round-trip");
    QH_FUZZ_CHECK(back.stars() == p.stars());
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) QH_FUZZ_CHECK(back.region(r, c) == p.region(r, c));
  }
  check_json(solve_json(p, SolveReport{}));
}

// A position that parsed for an n x n board.
inline void check_marks(const PlayerMarks& m, int n) {
  const CellMask queens = mask_of(m.queens, n);
  const CellMask crossed = mask_of(m.crossed, n);
  for (const Cell& c : m.crossed) QH_FUZZ_CHECK(!at(queens, c, n));
  QH_FUZZ_CHECK(m.queens.size() + m.crossed.size() <= static_cast<std::size_t>(n * n));
}

// Everything the engine says about one position of a board of at most
// kPipelineMaxSize: hint, traces (with text, without text, without the
// fallback), their JSON, and their agreement with the solver. Returns the
// trace with text and the fallback.
inline TraceReport check_position(const Engine& engine, const Truth& truth,
                                  const GradeReport& grade, const PlayerMarks& marks) {
  const Puzzle& p = engine.puzzle();
  const int n = p.size();
  check_marks(marks, n);

  // Does a solution extend the marks? (Same solver and budget as the engine.)
  std::optional<bool> extends;
  if (marks.queens.empty() && marks.crossed.empty()) {
    if (truth.solve.count > 0)
      extends = true;
    else if (truth.solve.exact)
      extends = false;
  } else {
    const SolveReport from = engine.solve(marks, 1, kSearchNodeBudget);
    if (from.count > 0) {
      extends = true;
      QH_FUZZ_CHECK(!placement_problem(p, from.solution));
      const CellMask s = mask_of(from.solution, n);
      QH_FUZZ_CHECK(consistent(marks, s, n));
    } else if (from.exact) {
      extends = false;
    }
    // With a unique solution, the marks extend exactly when they agree with it.
    if (truth.unique && extends) QH_FUZZ_CHECK(*extends == consistent(marks, *truth.unique, n));
  }
  const CellMask* unique =
      truth.unique && consistent(marks, *truth.unique, n) ? &*truth.unique : nullptr;

  const TraceReport full = engine.trace(marks, true, true);
  check_trace(p, full, marks, true, extends, unique);
  const TraceReport bare = engine.trace(marks, false, true);
  check_trace(p, bare, marks, false, extends, unique);
  QH_FUZZ_CHECK(bare.status == full.status && bare.steps.size() == full.steps.size());
  check_prefix(bare, full);
  const TraceReport logic = engine.trace(marks, false, false);
  check_trace(p, logic, marks, false, extends, unique);
  check_prefix(logic, full);
  QH_FUZZ_CHECK(logic.backtracking_steps == 0);
  if (logic.status != TraceStatus::stuck)
    QH_FUZZ_CHECK(logic.status == full.status && logic.steps.size() == full.steps.size());

  const HintReport hint = engine.hint(marks);
  check_hint(p, hint, marks, truth, extends, full.steps.empty() ? nullptr : &full.steps.front());

  const std::string full_json = trace_json(p, full, grade);
  check_json(full_json);
  QH_FUZZ_CHECK(engine.trace_json(grade, marks).json == full_json);  // streamed: same bytes
  check_json(trace_json(p, bare, grade));
  check_json(hint_json(p, hint));
  return full;
}

// The grade agrees with the solver and, for a unique puzzle, with the trace
// from the empty board (it is computed from the same run).
inline void check_grade(const GradeReport& g, const Truth& truth, const TraceReport& empty_trace,
                        int n) {
  QH_FUZZ_CHECK(g.n == n);
  const int expected = !truth.solve.exact && truth.solve.count < 2 ? -1 : truth.solve.count;
  QH_FUZZ_CHECK(g.solutions == expected);
  if (empty_trace.status == TraceStatus::solved)
    QH_FUZZ_CHECK(g.solutions >= 1 || g.solutions == -1);
  if (g.solutions == 0) QH_FUZZ_CHECK(g.label == "no-solution");
  if (g.solutions == 2) QH_FUZZ_CHECK(g.label == "several-solutions");
  if (g.solutions == -1) QH_FUZZ_CHECK(g.label == "search-limit");
  if (g.solutions != 1) return;
  QH_FUZZ_CHECK(!g.label.empty());
  QH_FUZZ_CHECK(std::isfinite(g.score) && g.score >= 0);
  QH_FUZZ_CHECK(g.steps == static_cast<int>(empty_trace.steps.size()));
  QH_FUZZ_CHECK(g.backtracking_steps == empty_trace.backtracking_steps);
  std::map<std::string, int> used;
  int hardest = 0;
  for (const Deduction& d : empty_trace.steps) {
    ++used[std::string(d.rule)];
    hardest = std::max(hardest, d.tier);
  }
  QH_FUZZ_CHECK(g.rules_used == used);
  QH_FUZZ_CHECK(g.hardest_tier == hardest);
}

}  // namespace qh::fuzz
