// SPDX-License-Identifier: MIT
// A player's position checked for mistakes, each told in words: two queens
// that clash, a house with too many stars, a queen off the solution, an X on
// it, or (with several solutions) a position no solution extends. Each
// function fills `report` (status, mistake, explanation) and returns whether
// it found one.
#pragma once

#include "engine/core/core.hpp"

namespace qh {

// Two of the player's queens attack each other (K >= 2: touch, or a house
// holds more than K stars).
template <class B>
bool find_clash(const Core<B>& core, const State<B>& s, HintReport& report);

// With one solution: a queen off it, or a cross on it.
template <class B>
bool find_wrong_mark(const Core<B>& core, const State<B>& s, const B& solution, HintReport& report);

// A queen on `q`, off the solution; `clean` holds only correct marks.
template <class B>
void explain_wrong_queen(const Core<B>& core, const State<B>& clean, int q, HintReport& report);

// A cross on `x`, a cell of the solution; `clean` holds only correct marks.
template <class B>
void explain_wrong_cross(const Core<B>& core, const State<B>& clean, int x, HintReport& report);

// With several solutions: the position must still extend to one of them.
template <class B>
bool find_dead_end(const Core<B>& core, const State<B>& s, HintReport& report);

}  // namespace qh
