// SPDX-License-Identifier: MIT
// The JSON contract (docs/json.md): trace, hint, grades and solve documents.
// Coordinates are 0-based [row, col]. Every document carries "format" and
// "version"; fields are only ever added within a version.
//
// Each function returns the document's text, written directly (JsonWriter):
// indent < 0 gives one line, indent >= 0 the pretty layout the CLI prints.
// Members are in alphabetical order, as the documents have always been.
#pragma once

#include <string>
#include <vector>

#include "../reports.hpp"

namespace qh {

inline constexpr int kJsonVersion = 1;

// One graded file of a batch.
struct FileGrade {
  std::string file;
  GradeReport grade;
};

std::string trace_json(const Puzzle& puzzle, const TraceReport& trace, const GradeReport& grade,
                       int indent = -1);
std::string hint_json(const Puzzle& puzzle, const HintReport& hint, int indent = -1);
// The review of a game (`queens-hint review --json`, docs/json.md).
std::string review_json(const Puzzle& puzzle, const ReviewReport& review, int indent = -1);
std::string grades_json(const std::vector<FileGrade>& grades, int indent = -1);
// One puzzle's grades document: grades_json({grade}, indent).
inline std::string grade_json(const FileGrade& grade, int indent = -1) {
  return grades_json({grade}, indent);
}
std::string solve_json(const Puzzle& puzzle, const SolveReport& solve, int indent = -1);

}  // namespace qh
