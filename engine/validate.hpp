// The spec's validator for a full placement, written independently of the
// engine's bit masks so it can check the engine: four checks in the spec's
// order, and the first that fails is named.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzle.hpp"

namespace qh {

// Returns nothing when `queens` is a solution, else one sentence naming the
// first failing check and the cells involved.
std::optional<std::string> placement_problem(const Puzzle& puzzle, const std::vector<Cell>& queens);

}  // namespace qh
