// SPDX-License-Identifier: MIT
// How many solutions the board has (0, 1 or more), within the search budget,
// and with more than one, two of them and where they first differ: what
// every job that assumes one solution checks first.
#pragma once

#include <optional>

#include "engine/core/core.hpp"

namespace qh {

template <class B>
struct Uniqueness {
  int solutions = 0;  // 0, 1, 2 (two or more) or -1 (the budget ran out first)
  B solution;         // the first solution found, when solutions >= 1
  std::optional<SeveralSolutions> several;  // when solutions == 2
};

// The search alone: solutions and the first one found, `several` left
// empty (grade and the bench need no second solution).
template <class B>
Uniqueness<B> count_solutions(const Core<B>& core);

// count_solutions, then with more than one solution a second one and where
// the two first differ.
template <class B>
Uniqueness<B> uniqueness(const Core<B>& core);

}  // namespace qh
