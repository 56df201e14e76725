// SPDX-License-Identifier: MIT
// Reading and writing board files of the classic queens family
// (engine/model/classic_board.hpp; the format is in docs/classic.md):
//
//   kind: blocked
//   title: an example
//   . . x . . . . .
//   . . . . Q . . .
//   ...
//
// A `kind:` header (completion, blocked or walls) is what tells these files
// from LinkedIn/Star Battle boards. Squares: '.' open, 'Q' a given queen,
// 'x' or 'X' blocked (blocked and walls boards), '#' a wall (walls boards
// only); blanks between squares are optional.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../model/classic_board.hpp"
#include "board_header.hpp"

namespace qh {

struct ClassicBoardFile {
  ClassicBoard board;
  std::vector<BoardHeader> headers;  // every header line but `kind`, in file order
  int kind_line = 0;
};

// The board, or nullopt when the text has no `kind:` header (then it is not
// a classic board; read it with parse_board_file). Throws InputError naming
// `source` (and the line) for everything else: an unknown kind, a square
// the kind does not allow, rows of different lengths, a board that is not
// square, empty or larger than 26 x 26.
std::optional<ClassicBoardFile> parse_classic_board_file(std::string_view text,
                                                         const std::string& source);

// The board as a file: the kind header, then one row per line, squares
// separated by single spaces. parse_classic_board_file reads it back.
std::string classic_board_text(const ClassicBoard& board);

}  // namespace qh
