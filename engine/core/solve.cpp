// SPDX-License-Identifier: MIT
// Solutions extending a position (engine/core/jobs.hpp).
#include <algorithm>

#include "engine/core/jobs.hpp"

namespace qh {

template <class B>
SolveReport solve(const Core<B>& core, const PlayerMarks& from, int limit, long long budget) {
  const Geometry<B>& g = core.geometry();
  SolveReport report;
  report.limit = limit;
  B first;
  bool complete = true;
  Solver<B> solver(g);
  if (g.walls()) {  // the value, then the optimal placements
    bool value_complete = true;
    report.value = solver.walls_value(start_state(g), kWallsNodeBudget, &value_complete);
    report.value_exact = value_complete;
    const long long walls_budget =
        budget < 0 ? kWallsNodeBudget : std::min(budget, kWallsNodeBudget);
    report.count =
        solver.count_to(core.state_of(from), report.value, limit, &first, walls_budget, &complete);
    report.exact = complete && value_complete;
    report.nodes = solver.nodes();
    if (report.count > 0) report.solution = core.cells(first);
    return report;
  }
  report.count = solver.count(core.state_of(from), limit, &first, budget, &complete);
  report.exact = complete;
  report.nodes = solver.nodes();
  if (report.count > 0) report.solution = core.cells(first);
  return report;
}

template SolveReport solve(const Core<NarrowBits>&, const PlayerMarks&, int, long long);
template SolveReport solve(const Core<MediumBits>&, const PlayerMarks&, int, long long);
template SolveReport solve(const Core<WideBits>&, const PlayerMarks&, int, long long);

}  // namespace qh
