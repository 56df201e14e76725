// SPDX-License-Identifier: MIT
// The next move from a player's position, or the first mistake in it
// (engine/core/jobs.hpp).
#include <optional>
#include <string>
#include <vector>

#include "engine/core/guesses.hpp"
#include "engine/core/jobs.hpp"
#include "engine/core/player_mistakes.hpp"
#include "engine/core/uniqueness.hpp"
#include "engine/model/validate.hpp"
#include "engine/reasoning/wording.hpp"

namespace qh {

namespace {

// The enabled rules that hold in every solution: on a board with several
// solutions, those that assume one are left out.
std::vector<const Rule*> rules_for_any_solution(std::span<const Rule* const> active) {
  std::vector<const Rule*> out;
  out.reserve(active.size());
  for (const Rule* rule : active)
    if (!rule->info().assumes_unique) out.push_back(rule);
  return out;
}

// "Your queen on r4c2 is right, but nothing else in your position forces it
// yet: a guess. The next logical step: ..."
template <class B>
std::string guess_words(const Geometry<B>& g, const B& guessed, const std::string& next) {
  const bool one = guessed.is_single();
  return for_stars(
      concat({one ? "Your queen on " : "Your queens on ", cells_words(g, guessed),
              one ? " is right, but nothing else in your position forces it yet: a guess. "
                  : " are right, but nothing else in your position forces them yet: guesses. ",
              "The next logical step: ", next}),
      g.stars());
}

}  // namespace

template <class B>
HintReport hint(const Core<B>& core, const PlayerMarks& position) {
  const Geometry<B>& g = core.geometry();
  HintReport report;
  const State<B> s = core.state_of(position);
  report.position = core.marks_of(s);
  if (const std::optional<std::string> no_room = star_capacity_problem(g.puzzle())) {
    // No room for K stars: no solution, said without a search (as the CLI does).
    report.status = HintStatus::stuck;
    report.explanation = "This puzzle has no solution: " + *no_room + ".";
    return report;
  }
  if (find_clash(core, s, report)) return report;

  const Uniqueness<B> u = uniqueness(core);
  if (u.solutions == 0) {
    report.status = HintStatus::stuck;
    report.explanation = "This puzzle has no solution, so there is no move to suggest.";
    return report;
  }
  // -1: the search could not settle how many solutions there are: the
  // mistake check is skipped, but the rules' deductions stay sound.
  if (u.solutions == 1 && find_wrong_mark(core, s, u.solution, report)) return report;
  std::string warning;
  if (u.several) {
    report.several_solutions = u.several;
    warning = several_solutions_words(*u.several, g.stars()) + " ";
    if (find_dead_end(core, s, report)) {
      report.explanation = warning + report.explanation;
      return report;
    }
  }
  if (verdict(g, s) == Verdict::solved) {
    report.status = HintStatus::solved;
    report.explanation = warning + "The puzzle is solved.";
    return report;
  }
  Context<B> c = core.context();
  // K >= 3 with one solution (the marks agree with it: no wrong mark was
  // found): the trial rules leave out the trials of its stars, which no
  // sound trial refutes (the same step, sooner).
  std::optional<TrialMemo<B>> memo;
  if (g.stars() >= 3 && u.solutions == 1 && Core<B>::agrees(s, u.solution)) {
    memo.emplace().know_solution(u.solution);
    memo->keep_rounds(false);  // one call: no next call to keep a round for
    c.trial_memo = &*memo;
  }
  // Several solutions: only the rules that hold in every one (built only then).
  const std::vector<const Rule*> sound =
      u.several ? rules_for_any_solution(core.rules().active()) : std::vector<const Rule*>{};
  Step<B> step;
  if (find_next(c, u.several ? std::span<const Rule* const>(sound) : core.rules().active(), s,
                step)) {
    report.status = HintStatus::hint;
    report.step = core.deduction(s, step, true);
    report.explanation = report.step->explanation;
    report.ladder = core.ladder_of(s, step, report.explanation);
    if (u.solutions == 1) {
      const B guessed = unforced_queens(core, s);
      if (guessed.any()) {
        report.status = HintStatus::guess;
        report.guesses = core.cells(guessed);
        report.explanation = guess_words(g, guessed, report.explanation);
      }
    }
    report.explanation = warning + report.explanation;
    return report;
  }
  report.status = HintStatus::stuck;
  if (u.several) {
    // A search would only pick one of the solutions: nothing to offer.
    report.explanation =
        warning + "None of the rules that hold in every solution applies to this position.";
    return report;
  }
  report.explanation = "None of the enabled rules applies to this position.";
  step = Step<B>{};
  if (core.rules().fallback().find(c, s, step)) {
    step.rule = &core.rules().fallback();
    report.step = core.deduction(s, step, true);
    report.explanation = report.step->explanation;
    report.ladder = core.ladder_of(s, step, report.explanation);
  }
  return report;
}

template HintReport hint(const Core<NarrowBits>&, const PlayerMarks&);
template HintReport hint(const Core<MediumBits>&, const PlayerMarks&);
template HintReport hint(const Core<WideBits>&, const PlayerMarks&);

}  // namespace qh
