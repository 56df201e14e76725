// SPDX-License-Identifier: MIT
// Every step from a position to the end, as a report or straight to JSON
// (engine/core/jobs.hpp).
#include <optional>

#include "engine/core/jobs.hpp"
#include "engine/core/uniqueness.hpp"
#include "engine/io/json_parts.hpp"

namespace qh {
namespace {

// The board's one solution, when the uniqueness check found exactly one.
template <class B>
const B* known_solution(const std::optional<Uniqueness<B>>& u) {
  return u && u->solutions == 1 ? &u->solution : nullptr;
}

}  // namespace

template <class B>
TraceReport trace(const Core<B>& core, const PlayerMarks& start, bool with_text, bool fallback) {
  TraceReport report;
  std::optional<Uniqueness<B>> u;
  if (fallback) {
    // With several solutions a search step would only pick one of them.
    u = uniqueness(core);
    report.several_solutions = u->several;
    fallback = !report.several_solutions;
  }
  State<B> s = core.state_of(start);
  report.start = core.marks_of(s);
  report.steps.reserve(static_cast<std::size_t>(3 * core.geometry().size()));  // most boards
  report.status = core.run(
      s, fallback,
      [&](const State<B>& before, const Step<B>& step) {
        report.steps.push_back(core.deduction(before, step, with_text));
        if (step.rule == &core.rules().fallback()) ++report.backtracking_steps;
      },
      known_solution(u));
  if (report.status == TraceStatus::solved) report.solution = core.cells(s.queens);
  return report;
}

template <class B>
TraceDocument trace_json(const Core<B>& core, const GradeReport& grade, const PlayerMarks& start,
                         int indent, bool fallback) {
  struct Taken {
    State<B> before;
    Step<B> step;
  };
  const Geometry<B>& g = core.geometry();
  std::optional<SeveralSolutions> several;
  std::optional<Uniqueness<B>> u;
  if (fallback) {
    u = uniqueness(core);
    several = u->several;
    fallback = !several;
  }
  std::vector<Taken> taken;
  taken.reserve(static_cast<std::size_t>(3 * g.size()));
  State<B> s = core.state_of(start);
  const Marks start_marks = core.marks_of(s);
  int backtracking = 0;
  const TraceStatus status = core.run(
      s, fallback,
      [&](const State<B>& before, const Step<B>& step) {
        taken.push_back({before, step});
        if (step.rule == &core.rules().fallback()) ++backtracking;
      },
      known_solution(u));
  const std::vector<Cell> solution =
      status == TraceStatus::solved ? core.cells(s.queens) : std::vector<Cell>{};

  JsonWriter w(indent);
  w.reserve((taken.size() + 2) * json_parts::kBytesPerStep);
  json_parts::begin_trace(w, core.puzzle(), grade, start_marks,
                          {status, solution, backtracking, several ? &*several : nullptr});
  const Context<B> c = core.context();
  for (const Taken& t : taken)
    json_parts::write_step(w, g, t.step, t.step.rule->explain(c, t.before, t.step));
  json_parts::end_trace(w);
  return {w.take(), status, static_cast<int>(taken.size()), several.has_value()};
}

template TraceReport trace(const Core<NarrowBits>&, const PlayerMarks&, bool, bool);
template TraceReport trace(const Core<MediumBits>&, const PlayerMarks&, bool, bool);
template TraceReport trace(const Core<WideBits>&, const PlayerMarks&, bool, bool);
template TraceDocument trace_json(const Core<NarrowBits>&, const GradeReport&, const PlayerMarks&,
                                  int, bool);
template TraceDocument trace_json(const Core<MediumBits>&, const GradeReport&, const PlayerMarks&,
                                  int, bool);
template TraceDocument trace_json(const Core<WideBits>&, const GradeReport&, const PlayerMarks&,
                                  int, bool);

}  // namespace qh
