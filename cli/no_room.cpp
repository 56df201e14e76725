// SPDX-License-Identifier: MIT
#include "cli/no_room.hpp"

#include "engine/io/json_io.hpp"

namespace qh::cli {

GradeReport no_room_grade(const Puzzle& puzzle) {
  GradeReport grade;
  grade.n = puzzle.size();
  grade.stars = puzzle.stars();
  grade.solutions = 0;
  grade.label = "no-solution";
  return grade;
}

HintReport no_room_hint(const PlayerMarks& marks, const std::string& reason) {
  HintReport hint;
  hint.status = HintStatus::stuck;
  hint.position = {marks.queens, marks.crossed};
  hint.explanation = "This puzzle has no solution: " + reason + ".";
  return hint;
}

TraceDocument no_room_trace(const Puzzle& puzzle, const PlayerMarks& marks, int indent) {
  TraceReport trace;
  trace.start = {marks.queens, marks.crossed};
  trace.status = TraceStatus::contradiction;
  return {trace_json(puzzle, trace, no_room_grade(puzzle), indent), trace.status, 0};
}

}  // namespace qh::cli
