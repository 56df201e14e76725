// SPDX-License-Identifier: MIT
#include "engine/io/moves_file.hpp"

#include <optional>
#include <set>
#include <utility>

#include "engine/io/cell_names.hpp"
#include "engine/io/input_error.hpp"

namespace qh {
namespace {

std::string_view trim(std::string_view s) {
  const auto space = [](char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace

std::vector<PlayerMove> parse_moves(std::string_view text, const std::string& source, int n) {
  std::vector<PlayerMove> moves;
  std::set<std::pair<int, int>> queens, crosses;
  int number = 0;
  while (!text.empty() || number == 0) {
    ++number;
    const std::size_t end = text.find('\n');
    const std::string_view raw = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    const std::string_view line = trim(raw);
    if (line.empty() || line.front() == '#') {
      if (text.empty()) break;
      continue;
    }
    const auto bad = [&](const std::string& problem) { throw InputError(source, number, problem); };
    std::string_view rest = line;
    const bool undo = rest.front() == '-';
    if (undo) rest.remove_prefix(1);
    if (rest.empty()) bad("a move is a mark and a cell, such as 'Q r3c4', 'x r1c2' or '-Q r3c4'");
    const char mark = rest.front();
    const bool queen = mark == 'Q' || mark == 'q' || mark == '*';
    if (!queen && mark != 'x' && mark != 'X')
      bad("a move starts with Q (or *), x, -Q or -x, not '" + std::string(1, mark) + "'");
    rest.remove_prefix(1);
    const std::string_view cell_text = trim(rest);
    const std::optional<Cell> named = parse_cell_name(cell_text);
    if (!named)
      bad("'" + std::string(cell_text) +
          "' is not a cell; cells are written r<row>c<col>, e.g. r3c4");
    const Cell cell = *named;
    if (cell.row >= n || cell.col >= n)
      bad(cell_name(cell) + " is outside the " + std::to_string(n) + "x" + std::to_string(n) +
          " board");
    const std::pair<int, int> key{cell.row, cell.col};
    const std::string name = cell_name(cell);
    PlayerMove move{.kind = queen ? (undo ? MoveKind::undo_queen : MoveKind::queen)
                                  : (undo ? MoveKind::undo_cross : MoveKind::cross),
                    .cell = cell,
                    .line = number,
                    .text = std::string(line)};
    switch (move.kind) {
      case MoveKind::queen:
        if (queens.count(key)) bad(name + " already holds a queen");
        crosses.erase(key);  // a queen replaces a cross
        queens.insert(key);
        break;
      case MoveKind::cross:
        if (queens.count(key)) bad(name + " holds a queen; take it off first with -Q " + name);
        if (crosses.count(key)) bad(name + " is already crossed out");
        crosses.insert(key);
        break;
      case MoveKind::undo_queen:
        if (!queens.erase(key)) bad("-Q " + name + ": there is no queen on " + name);
        break;
      case MoveKind::undo_cross:
        if (!crosses.erase(key)) bad("-x " + name + ": " + name + " is not crossed out");
        break;
    }
    moves.push_back(std::move(move));
    if (text.empty()) break;
  }
  if (moves.empty()) throw InputError(source, 0, "no moves: the file has no move lines");
  return moves;
}

}  // namespace qh
