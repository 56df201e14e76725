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
// aware counting and capacity rules over the whole board: it is charged as
// this many Queens nodes, what it costs in counts that run to the budget
// (`queens-big-stars --node-cost`, AMD EPYC, 2 cores: 1.2 to 2.7 us a star
// node at 14x14 3-star to 25x25 6-star against 0.08 to 0.19 us a Queens node
// at 14x14 to 26x26, ratios 14 to 23; a loaded sitting gave 8 to 20). The
// default budget is then 312,500 star nodes, about the time the Queens search
// gets at the same size (0.4 to 0.9 s on that machine, up to 2 s loaded).
inline constexpr long long kStarNodeCost = 16;

// A budget in Queens nodes as star nodes (negative: unbounded).
constexpr long long star_budget(long long budget) {
  return budget < 0 ? budget : budget / kStarNodeCost;
}

}  // namespace qh
