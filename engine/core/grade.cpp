// SPDX-License-Identifier: MIT
// Difficulty from the empty board (engine/core/jobs.hpp; the scale is
// engine/grading/grading.hpp's).
#include "engine/core/jobs.hpp"
#include "engine/grading/grading.hpp"

namespace qh {

template <class B>
GradeReport grade(const Core<B>& core) {
  const Geometry<B>& g = core.geometry();
  GradeReport report;
  report.n = g.size();
  report.stars = g.stars();
  Solver<B> solver(g);
  bool complete = true;
  B solution;
  report.solutions = solver.count(start_state(g), 2, &solution, kSearchNodeBudget, &complete);
  if (!complete && report.solutions < 2) {
    report.solutions = -1;
    report.label = "search-limit";
    return report;
  }
  if (report.solutions != 1) {
    report.label = report.solutions == 0 ? "no-solution" : "several-solutions";
    return report;
  }
  Grader grader;
  State<B> s = start_state(g);
  core.run(
      s, true, [&](const State<B>&, const Step<B>& step) { grader.add(*step.rule, step.size); },
      &solution);
  grader.finish(report);
  return report;
}

template GradeReport grade(const Core<NarrowBits>&);
template GradeReport grade(const Core<MediumBits>&);
template GradeReport grade(const Core<WideBits>&);

}  // namespace qh
