// SPDX-License-Identifier: MIT
// Cell names as a player writes them, "r4c7" (1-based; engine/model/puzzle.hpp's
// cell_name writes them), read back: for moves files and the CLI's --mark.
#pragma once

#include <optional>
#include <string_view>

#include "../model/puzzle.hpp"

namespace qh {

// The cell "r4c7" (or "R4C7") stands for, 0-based; nullopt when the text is
// not r<row>c<col> with numbers 1..999. The board's size is the caller's to
// check.
std::optional<Cell> parse_cell_name(std::string_view text);

}  // namespace qh
