// SPDX-License-Identifier: MIT
// The argument checks of the public API (docs/api.md, "Errors"): every cell a
// caller hands in lies on the board, every count and option is in range.
// Each throws InputError whose source names the argument ("position",
// "moves", "limit") and whose problem says what is wrong, in 0-based
// coordinates as the API uses them. Internal: not installed.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "io/board_file.hpp"
#include "io/moves_file.hpp"
#include "model/puzzle.hpp"

namespace qh {

// The puzzle has at least one cell (a default-constructed Puzzle has none).
void check_puzzle(const Puzzle& puzzle);

// Each cell lies on the puzzle's board; `what` names a cell in the message
// ("queen", "cross").
void check_cells(const Puzzle& puzzle, std::span<const Cell> cells, const std::string& source,
                 const std::string& what);

// A position's queens and crosses lie on the board.
void check_marks(const Puzzle& puzzle, const PlayerMarks& marks, const std::string& source);

// Each move's kind is one of MoveKind's and its cell lies on the board.
void check_moves(const Puzzle& puzzle, const std::vector<PlayerMove>& moves);

// Solutions to count: at least 1.
void check_limit(int limit);

// A hint ladder's rung, as the bindings take it: 1 (where to look) .. 4 (the
// move).
void check_level(int level);

// A JSON indent: -1 (one line) to kMaxJsonIndent spaces.
inline constexpr int kMaxJsonIndent = 16;
void check_indent(int indent);

}  // namespace qh
