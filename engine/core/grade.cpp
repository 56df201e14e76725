// SPDX-License-Identifier: MIT
// Difficulty from the empty board (engine/core/jobs.hpp; the scale is
// engine/grading/grading.hpp's).
#include "engine/core/jobs.hpp"
#include "engine/core/uniqueness.hpp"
#include "engine/grading/grading.hpp"

namespace qh {

template <class B>
GradeReport grade(const Core<B>& core) {
  const Geometry<B>& g = core.geometry();
  GradeReport report;
  report.n = g.size();
  report.stars = g.stars();
  const Uniqueness<B> found = count_solutions(core);
  report.solutions = found.solutions;
  if (report.solutions != 1) {
    report.label = report.solutions == -1  ? "search-limit"
                   : report.solutions == 0 ? "no-solution"
                                           : "several-solutions";
    return report;
  }
  Grader grader;
  State<B> s = start_state(g);
  core.run(
      s, true, [&](const State<B>&, const Step<B>& step) { grader.add(*step.rule, step.size); },
      &found.solution);
  grader.finish(report);
  return report;
}

template GradeReport grade(const Core<NarrowBits>&);
template GradeReport grade(const Core<MediumBits>&);
template GradeReport grade(const Core<WideBits>&);

}  // namespace qh
