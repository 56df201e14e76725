// SPDX-License-Identifier: MIT
// What every job of the engine shares for one puzzle and one cell-set width:
// the board's geometry, the enabled rules, the logic loop with its fallback,
// and the conversions between bit sets and the reports' plain cells. Each job
// (solve, trace, grade, hint, review) lives in its own file beside this one
// and is declared in engine/core/jobs.hpp.
#pragma once

#include <bit>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/io/board_file.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/ladder.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/reasoning/trial_memo.hpp"
#include "engine/reports.hpp"
#include "engine/search/solver.hpp"

namespace qh {

// Walls boards: the budget (search nodes) of the value search and of
// counting optimal placements. A walls node scans every segment of the
// board, so it costs more than a queens node: 1,000,000 keeps a 26x26 board
// to a few seconds, and the answer past it is "unknown" / a lower bound.
inline constexpr long long kWallsNodeBudget = 1'000'000;

template <class B>
class Core {
 public:
  // `rules` must outlive the core (Engine keeps them alive).
  Core(const Puzzle& puzzle, const RuleSet& rules) : g_(with_value(puzzle)), rules_(&rules) {}

  const Puzzle& puzzle() const { return g_.puzzle(); }
  const Geometry<B>& geometry() const { return g_; }
  const RuleSet& rules() const { return *rules_; }
  Context<B> context() const {
    return {.geometry = g_,
            .propagation_rules = rules_->propagation(),
            .max_tier = rules_->max_tier(),
            .logic_rules = rules_->logic()};
  }

  // The logic loop with the backtracking fallback; calls on_step(before, step).
  // `solution`: the stars of a solution, when the caller knows one; if `s`
  // agrees with it, the trial rules leave out the trials of its stars (no
  // sound trial refutes them; the same steps, sooner). `asked`: the rules
  // the loop asks at each step, the active ones unless given (a profiler's
  // stand-ins for them, one for one in the same order: bench/rule_times.hpp);
  // the rules inside trials stay the rule set's.
  template <class OnStep>
  TraceStatus run(State<B>& s, bool fallback, OnStep&& on_step, const B* solution = nullptr,
                  std::span<const Rule* const> asked = {}) const {
    if (asked.empty()) asked = rules_->active();
    TrialMemo<B> memo;
    if (solution != nullptr && agrees(s, *solution)) memo.know_solution(*solution);
    Context<B> c = context();
    c.trial_memo = &memo;
    Step<B> step;
    // Where each rule last found nothing (the facts only grow on the way):
    // K >= 3 only, where the rules that read it are (K <= 2 runs as before).
    std::optional<QuietPositions<B>> quiet;
    if (g_.stars() >= 3) quiet.emplace(asked.size());
    Verdict v = verdict(g_, s);
    // Every step changes at least one cell, so this bound is never reached
    // unless a rule reports an empty step (a bug the tests look for).
    for (int taken = 0; taken <= g_.cells() + g_.size(); ++taken) {
      if (v == Verdict::solved) return TraceStatus::solved;
      if (v == Verdict::contradiction) return TraceStatus::contradiction;
      bool found = find_next(c, asked, s, step, quiet ? &*quiet : nullptr);
      if (!found && fallback) {
        step = Step<B>{};
        found = rules_->fallback().find(c, s, step);
        step.rule = &rules_->fallback();
        if (!found) {
          // No solution from here, or none found within the search budget.
          Solver<B> solver(g_);
          bool complete = true;
          solver.count(s, 1, nullptr, kSearchNodeBudget, &complete);
          return complete ? TraceStatus::contradiction : TraceStatus::stuck;
        }
      }
      if (!found) return TraceStatus::stuck;
      const State<B> before = s;
      apply(s, step);
      if (s == before) return TraceStatus::stuck;
      on_step(before, step);
      v = verdict_after(g_, s, step);
    }
    return TraceStatus::stuck;
  }

  // Every star of `s` is one of the solution's and none of them is crossed out.
  static bool agrees(const State<B>& s, const B& solution) {
    return s.queens.subset_of(solution) && !solution.intersects(s.dead);
  }

  State<B> state_of(const PlayerMarks& m) const {
    State<B> s = start_state(g_);
    for (const Cell& c : m.queens) s.queens.set(g_.index(c.row, c.col));
    for (const Cell& c : m.crossed) s.dead.set(g_.index(c.row, c.col));
    s.dead = s.dead.without(s.queens);
    return s;
  }

  std::vector<Cell> cells(const B& bits) const {
    std::vector<Cell> out;
    out.reserve(static_cast<std::size_t>(bits.count()));
    bits.for_each([&](int c) { out.push_back(g_.cell_at(c)); });
    return out;
  }

  Marks marks_of(const State<B>& s) const { return {cells(s.queens), cells(s.dead)}; }

  Deduction deduction(const State<B>& before, const Step<B>& step, bool with_text) const {
    const Rule& rule = *step.rule;
    Deduction d;
    d.rule = rule.id();
    d.title = rule.info().title;
    d.tier = rule.tier(step.size);
    d.rating = rule.rating(step.size);
    d.placed = cells(step.placed);
    d.eliminated = cells(step.eliminated);
    d.focus = cells(step.focus);
    d.rows = ordinals(step.houses.rows);
    d.columns = ordinals(step.houses.columns);
    for (int r : ordinals(step.houses.regions)) d.regions.push_back(g_.puzzle().letter(r));
    if (with_text) d.explanation = rule.explain(context(), before, step);
    return d;
  }

  Ladder ladder_of(const State<B>& before, const Step<B>& step, const std::string& move) const {
    const Rule& rule = *step.rule;
    return {nudge_text(g_, step),
            technique_text(g_, player_title(rule.info()), reminder_text(rule.info()), step),
            rule.reason(context(), before, step), move};
  }

 private:
  static std::vector<int> ordinals(unsigned mask) {
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(std::popcount(mask)));
    for (unsigned m = mask; m != 0; m &= m - 1) out.push_back(std::countr_zero(m));
    return out;
  }

  // A walls board whose target is not known yet gets its value.
  static Puzzle with_value(const Puzzle& puzzle) {
    const ClassicBoard* board = puzzle.classic();
    if (board == nullptr || board->kind != ClassicKind::walls || puzzle.target() > 0) return puzzle;
    const Geometry<B> g(puzzle);
    Solver<B> solver(g);
    return puzzle.with_target(solver.walls_value(start_state(g), kWallsNodeBudget, nullptr));
  }

  Geometry<B> g_;
  const RuleSet* rules_;
};

}  // namespace qh
