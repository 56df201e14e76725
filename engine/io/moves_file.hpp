// SPDX-License-Identifier: MIT
// A player's moves, one per line, for `queens-hint review`:
//   Q r3c4     a queen (or `*`, a star) on row 3, column 4 (1-based)
//   x r1c2     a cross on r1c2
//   -Q r3c4    take the queen off r3c4 (undo); `-x r1c2` takes a cross off
// Marks are case-insensitive; blank lines and lines starting with `#` are
// skipped. A move that does not fit the position (a queen on a queen, an
// undo of a mark that is not there) is an input error naming its line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../model/puzzle.hpp"

namespace qh {

enum class MoveKind { queen, cross, undo_queen, undo_cross };

struct PlayerMove {
  MoveKind kind = MoveKind::queen;
  Cell cell;
  int line = 0;      // 1-based line of the moves file
  std::string text;  // the move as written, trimmed ("Q r3c4")
};

// Throws InputError "<source>:<line>: <problem>" for a bad line.
std::vector<PlayerMove> parse_moves(std::string_view text, const std::string& source, int n);

}  // namespace qh
