// SPDX-License-Identifier: MIT
// The engine's public face: one object per puzzle, answering hints, traces,
// grades and solutions. No global state; safe to use one Engine per thread.
#pragma once

#include <memory>

#include "io/board_file.hpp"
#include "reasoning/rule_set.hpp"
#include "reports.hpp"

namespace qh {

// The node budget for counting solutions beyond 2 (`solve --limit N`, N > 2,
// and the Python module's solve): an exact count on a board with millions of
// solutions still ends, and says "at least".
inline constexpr long long kCountNodeBudget = 50'000'000;

// Every entry point checks its arguments: a cell off the board, a limit
// below 1, an indent out of range or an empty puzzle throws InputError
// (source: the argument's name), never reads out of bounds.
class Engine {
 public:
  // Every rule of the catalogue, owned by the engine.
  explicit Engine(const Puzzle& puzzle);
  // Borrows `rules`: they must outlive the engine (one RuleSet for a whole
  // batch of puzzles costs nothing per engine).
  Engine(const Puzzle& puzzle, const RuleSet& rules);
  // Takes the rules over: `Engine(puzzle, RuleSet(ids, tier))` is safe.
  Engine(const Puzzle& puzzle, RuleSet&& rules);
  // Shares the rules with whoever else holds them; null throws InputError.
  Engine(const Puzzle& puzzle, std::shared_ptr<const RuleSet> rules);
  ~Engine();
  Engine(Engine&&) noexcept;
  Engine& operator=(Engine&&) noexcept;

  const Puzzle& puzzle() const;

  // Solutions extending `from` (default: the empty board), up to `limit`
  // (at least 1); `node_budget` in search nodes, < 0: the engine's one budget
  // (kSearchNodeBudget, engine/search/budget.hpp; a count that runs out is
  // not `exact`).
  SolveReport solve(const PlayerMarks& from = {}, int limit = 2, long long node_budget = -1) const;

  // The next move from a player's position (default: the empty board), or
  // the first mistake in it.
  HintReport hint(const PlayerMarks& position = {}) const;

  // Every step from `start` to the end: solved, stuck (only when the
  // fallback is off) or contradiction. Text only when `with_text`.
  TraceReport trace(const PlayerMarks& start = {}, bool with_text = true,
                    bool fallback = true) const;

  // The same trace (with text) as a JSON trace document (docs/json.md),
  // written as the steps are taken, without building a TraceReport: the
  // bytes of trace_json(puzzle(), trace(start), grade, indent), faster.
  // `indent`: -1 for one line, else 0..16 spaces.
  TraceDocument trace_json(const GradeReport& grade, const PlayerMarks& start = {}, int indent = -1,
                           bool fallback = true) const;

  // The trace document in one call: trace_json(grade(), start, indent, fallback).
  TraceDocument trace_document(const PlayerMarks& start = {}, int indent = -1,
                               bool fallback = true) const;

  // Each move of a game judged from the position before it (one solution
  // needed; otherwise `unique` is false and nothing is judged). Every move's
  // cell must lie on the board.
  ReviewReport review(const std::vector<PlayerMove>& moves) const;

  // Difficulty from the empty board; not graded unless the solution is unique.
  GradeReport grade() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace qh
