// SPDX-License-Identifier: MIT
// Boards that cannot hold their K stars at all (validate.hpp,
// star_capacity_problem): the documents the CLI gives for them without a
// search. Shared by the CLI and the WebAssembly binding (web/bindings.cpp),
// so both print the same bytes; needs nothing but the engine.
#pragma once

#include <string>

#include "engine/io/board_file.hpp"
#include "engine/reports.hpp"

namespace qh::cli {

// The grade of such a puzzle: no solution, not graded.
GradeReport no_room_grade(const Puzzle& puzzle);

// A hint that says so: status stuck, `reason` in the explanation.
HintReport no_room_hint(const PlayerMarks& marks, const std::string& reason);

// A trace that ends at once in a contradiction, with no_room_grade.
TraceDocument no_room_trace(const Puzzle& puzzle, const PlayerMarks& marks, int indent);

}  // namespace qh::cli
