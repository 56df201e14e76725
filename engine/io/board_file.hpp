// SPDX-License-Identifier: MIT
// Reading boards, positions and placements from text, with one-line errors
// that name the file and line ("board.txt:3: row has 6 cells, expected 7").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../model/puzzle.hpp"
#include "board_header.hpp"
#include "input_error.hpp"

namespace qh {

// Boards larger than this are refused before parsing (a 26 x 26 board with
// spaces and CRLF is about 1.4 kB).
inline constexpr std::size_t kMaxInputBytes = 64 * 1024;

// Files of SBN strings, one board a line (engine/io/sbn.hpp, sbn_list), may
// be larger: 16 MiB is some 80,000 boards of 25 x 25.
inline constexpr std::size_t kMaxListBytes = 16 * 1024 * 1024;

// Reads a whole file, or standard input for "-", of at most `max_bytes`.
// Throws InputError.
std::string read_input(const std::string& path, std::size_t max_bytes = kMaxInputBytes);

// letters and SBN: LinkedIn / Star Battle boards; classic: a board of the
// classic queens family (docs/classic.md), told by its `kind:` header.
enum class BoardFormat { letters, sbn, classic };

// A board file: the puzzle and what the file says about it.
struct BoardFile {
  Puzzle puzzle;  // with K from the file (a `stars:` header or the SBN string), else 1
  BoardFormat format = BoardFormat::letters;
  int stars_line = 0;                // the line that gives K; 0 when the file does not
  std::vector<BoardHeader> headers;  // the known keys (is_known_header), in file order
  std::vector<BoardHeader> unknown;  // other keys: ignored; the caller may mention them
  int queens_line = 0;               // walls boards: the `queens:` line giving the target
};

// Board text: optional header lines (engine/io/board_header.hpp), then either
// N non-blank lines of N uppercase letters A-Z, optionally separated by
// spaces or tabs (blank lines are ignored), or one SBN string
// (engine/io/sbn.hpp); or, with a `kind:` header, a board of the classic
// family (engine/io/classic_board_file.hpp), where a walls board may state
// its target with `queens: V`. Throws InputError.
BoardFile parse_board_file(std::string_view text, const std::string& source);

// The same, when only the puzzle is wanted.
Puzzle parse_board(std::string_view text, const std::string& source);

// The puzzle as board text that parse_board reads back as the same puzzle:
// a classic board with its `kind:` (and a walls board's `queens:` target
// when known), else a `stars: K` line when K >= 2 and one row of region
// letters per line, separated by single spaces.
std::string board_text(const Puzzle& puzzle);

// A player's position: N lines over '.' (open), 'x' or 'X' (crossed out) and
// 'Q' or '*' (a queen, or a star), optionally separated by spaces. Must
// match the board's size.
struct PlayerMarks {
  std::vector<Cell> queens;
  std::vector<Cell> crossed;
};
PlayerMarks parse_position(std::string_view text, const std::string& source, int n);

}  // namespace qh
