// Reading boards, positions and placements from text, with one-line errors
// that name the file and line ("board.txt:3: row has 6 cells, expected 7").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "input_error.hpp"
#include "puzzle.hpp"

namespace qh {

// Boards larger than this are refused before parsing (a 26 x 26 board with
// spaces and CRLF is about 1.4 kB).
inline constexpr std::size_t kMaxInputBytes = 64 * 1024;

// Reads a whole file, or standard input for "-". Throws InputError.
std::string read_input(const std::string& path);

// Board text: N non-blank lines of N uppercase letters A-Z, optionally
// separated by spaces or tabs; blank lines are ignored. Throws InputError.
Puzzle parse_board(std::string_view text, const std::string& source);

// A player's position: N lines over '.' (open), 'x' or 'X' (crossed out) and
// 'Q' (queen), optionally separated by spaces. Must match the board's size.
struct PlayerMarks {
  std::vector<Cell> queens;
  std::vector<Cell> crossed;
};
PlayerMarks parse_position(std::string_view text, const std::string& source, int n);

}  // namespace qh
