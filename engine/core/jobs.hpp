// SPDX-License-Identifier: MIT
// The engine's jobs for one puzzle, each in its own file beside this one and
// instantiated there for the three cell-set widths (engine/model/bits.hpp).
// engine/engine.cpp picks the width and forwards the public calls here.
#pragma once

#include <vector>

#include "engine/core/core.hpp"

namespace qh {

// solve.cpp: solutions extending `from`, up to `limit`; walls boards their value.
template <class B>
SolveReport solve(const Core<B>& core, const PlayerMarks& from, int limit, long long budget);

// trace.cpp: every step from `start` to the end.
template <class B>
TraceReport trace(const Core<B>& core, const PlayerMarks& start, bool with_text, bool fallback);

// trace.cpp: the same trace written straight to a JSON document.
template <class B>
TraceDocument trace_json(const Core<B>& core, const GradeReport& grade, const PlayerMarks& start,
                         int indent, bool fallback);

// grade.cpp: difficulty from the empty board.
template <class B>
GradeReport grade(const Core<B>& core);

// hint.cpp: the next move from a player's position, or the first mistake in it.
template <class B>
HintReport hint(const Core<B>& core, const PlayerMarks& position);

// review.cpp: each move of a game judged from the position before it.
template <class B>
ReviewReport review(const Core<B>& core, const std::vector<PlayerMove>& moves);

}  // namespace qh
