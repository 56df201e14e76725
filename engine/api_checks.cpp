// SPDX-License-Identifier: MIT
#include "engine/api_checks.hpp"

#include "engine/io/input_error.hpp"

namespace qh {

namespace {

std::string board_name(int n) {
  return std::to_string(n) + "x" + std::to_string(n) + " board";
}

}  // namespace

void check_puzzle(const Puzzle& puzzle) {
  if (puzzle.size() < 1)
    throw InputError("puzzle", 0,
                     "the puzzle is empty (a default-constructed Puzzle); make one with "
                     "Puzzle::from_rows or parse_board");
}

void check_cells(const Puzzle& puzzle, std::span<const Cell> cells, const std::string& source,
                 const std::string& what) {
  const int n = puzzle.size();
  for (const Cell& c : cells) {
    if (c.row >= 0 && c.row < n && c.col >= 0 && c.col < n) continue;
    throw InputError(source, 0,
                     what + " at row " + std::to_string(c.row) + ", column " +
                         std::to_string(c.col) + " is off the " + board_name(n) +
                         " (rows and columns are 0-based, 0.." + std::to_string(n - 1) + ")");
  }
}

void check_marks(const Puzzle& puzzle, const PlayerMarks& marks, const std::string& source) {
  check_cells(puzzle, marks.queens, source, "a queen");
  check_cells(puzzle, marks.crossed, source, "a cross");
}

void check_moves(const Puzzle& puzzle, const std::vector<PlayerMove>& moves) {
  int number = 0;
  for (const PlayerMove& move : moves) {
    ++number;
    const std::string which = "move " + std::to_string(number);
    switch (move.kind) {
      case MoveKind::queen:
      case MoveKind::cross:
      case MoveKind::undo_queen:
      case MoveKind::undo_cross:
        break;
      default:
        throw InputError("moves", 0,
                         which + " has kind " + std::to_string(static_cast<int>(move.kind)) +
                             ", which is not a MoveKind");
    }
    check_cells(puzzle, std::span<const Cell>(&move.cell, 1), "moves", which + "'s cell");
  }
}

void check_limit(int limit) {
  if (limit < 1)
    throw InputError("limit", 0,
                     std::to_string(limit) + " solutions to count is out of range (at least 1)");
}

void check_level(int level) {
  if (level < 1 || level > 4)
    throw InputError("level", 0, std::to_string(level) + " is out of range (1..4)");
}

void check_indent(int indent) {
  if (indent < -1 || indent > kMaxJsonIndent)
    throw InputError("indent", 0,
                     std::to_string(indent) + " is out of range (-1 for one line, or 0.." +
                         std::to_string(kMaxJsonIndent) + " spaces)");
}

}  // namespace qh
