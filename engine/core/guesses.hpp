// SPDX-License-Identifier: MIT
// Which of a player's queens are guesses: right, but not forced by the rest
// of the position yet.
#pragma once

#include "engine/core/core.hpp"

namespace qh {

// The player's queens (all the solution's) that the rest of the position
// does not force within kForcedHorizon steps (engine/reasoning/mistakes.hpp):
// a queen is a guess when the position without it, all X's kept, does not
// lead the enabled rules to it.
template <class B>
B unforced_queens(const Core<B>& core, const State<B>& s);

}  // namespace qh
