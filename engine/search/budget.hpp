// SPDX-License-Identifier: MIT
// The one search budget of the engine. Every exact search the engine makes
// on its own (the uniqueness check of `solve`, `grade`, `hint`, `review` and
// `generate`, the mistake checks, the backtracking fallback) runs through
// Solver<B>::count with this budget, or with none given (a negative budget),
// which means this budget: so no two commands can disagree on the same board.
// When it runs out the answer is "unknown", never a guess (README, "Limits").
#pragma once

namespace qh {

// In nodes of the Queens search (K = 1, solver.hpp): a few seconds at worst
// on a 26x26 board.
inline constexpr long long kSearchNodeBudget = 5'000'000;

// A node of the Star Battle search (K >= 3, star_search.hpp) propagates K-
// aware counting and capacity rules over the whole board: it costs about as
// much as this many Queens nodes (queens-bench, 14x14 to 25x25 boards: 5 to
// 15 us against 0.1 to 0.2 us), and is charged that much. The default budget
// is then about 78,000 star nodes, under a second; the published boards of
// 14x14 to 25x25 need at most a few tens of thousands (README, "Big Star
// Battle").
inline constexpr long long kStarNodeCost = 64;

// A budget in Queens nodes as star nodes (negative: unbounded).
constexpr long long star_budget(long long budget) {
  return budget < 0 ? budget : budget / kStarNodeCost;
}

}  // namespace qh
