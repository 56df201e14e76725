// SPDX-License-Identifier: MIT
// Draws a board in the terminal: region letters, queens (Q) or, when K >= 2,
// stars (*), crossed-out cells (x), and a step's move [..] and reason (..). With colour, each
// region gets its own background.
#pragma once

#include <string>

#include "engine/reports.hpp"

namespace qh::cli {

// `step` may be null. When given, the board shows the position after the
// step, with the cells it changes in brackets and its focus in parentheses.
std::string render_board(const Puzzle& puzzle, const Marks& position, const Deduction* step,
                         bool color);

}  // namespace qh::cli
