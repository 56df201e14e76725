// The JSON contract (docs/json.md): trace, hint, grade and solve documents.
// Coordinates are 0-based [row, col]. Every document carries "format" and
// "version"; fields are only ever added within a version.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "engine/reports.hpp"

namespace qh {

inline constexpr int kJsonVersion = 1;

nlohmann::json cells_json(const std::vector<Cell>& cells);
nlohmann::json deduction_json(const Deduction& d);
nlohmann::json board_json(const Puzzle& puzzle);
nlohmann::json trace_json(const Puzzle& puzzle, const TraceReport& trace, const GradeReport& grade);
nlohmann::json hint_json(const Puzzle& puzzle, const HintReport& hint);
nlohmann::json grade_json(const std::string& file, const GradeReport& grade);
nlohmann::json solve_json(const Puzzle& puzzle, const SolveReport& solve);

}  // namespace qh
