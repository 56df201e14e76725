// SPDX-License-Identifier: MIT
// Checks written independently of the engine's bit masks, so they can check
// the engine: the spec's validator for a full placement (four checks in the
// spec's order; the first that fails is named), and whether K stars can fit
// on a board at all.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzle.hpp"

namespace qh {

// Returns nothing when `queens` is a solution (K = puzzle.stars() in every
// row, column and region, no two touching), else one sentence naming the
// first failing check and the cells involved. Throws InputError (source
// "queens") for a cell off the board.
std::optional<std::string> placement_problem(const Puzzle& puzzle, const std::vector<Cell>& queens);

// The same as a result, as the Python and JS bindings' check returns it.
struct PlacementCheck {
  bool valid = false;
  std::optional<std::string> problem;  // nothing when valid
};
PlacementCheck check_placement(const Puzzle& puzzle, const std::vector<Cell>& queens);

// Returns nothing when every row, column and region has room for K stars
// that do not touch, else one sentence saying which house cannot: then the
// puzzle has no solution. A line of N cells holds at most ceil(N/2) stars; a
// region holds at most its largest set of pairwise non-touching cells
// (found by a search that stops at K). Always nothing for K = 1.
std::optional<std::string> star_capacity_problem(const Puzzle& puzzle);

// The largest number of pairwise non-touching cells (king-move adjacency)
// among `cells`, counted up to `cap`: min(cap, maximum).
int non_touching_cells(const std::vector<Cell>& cells, int cap);

}  // namespace qh
