// SPDX-License-Identifier: MIT
#include "engine/io/classic_board_file.hpp"

#include <cstdio>

#include "engine/io/input_error.hpp"
#include "engine/model/bits.hpp"

namespace qh {
namespace {

std::optional<Square> square_of(char ch) {
  switch (ch) {
    case '.': return Square::open;
    case 'Q': return Square::queen;
    case 'x':
    case 'X': return Square::blocked;
    case '#': return Square::wall;
    default: return std::nullopt;
  }
}

bool allowed(ClassicKind kind, Square s) {
  switch (s) {
    case Square::open:
    case Square::queen: return true;
    case Square::blocked: return kind != ClassicKind::completion;
    case Square::wall: return kind == ClassicKind::walls;
  }
  return false;
}

std::string describe(unsigned char ch) {
  if (ch >= 0x21 && ch < 0x7f) return std::string("'") + static_cast<char>(ch) + "'";
  char buf[32];
  std::snprintf(buf, sizeof buf, "byte 0x%02X", ch);
  return buf;
}

std::string not_on_kind(Square s, ClassicKind kind) {
  const std::string what = s == Square::wall ? "walls ('#') are only on a `kind: walls` board"
                                             : "blocked squares ('x') are not on a "
                                               "`kind: completion` board (use `kind: blocked`)";
  return what + "; this board is `kind: " + std::string(kind_name(kind)) + "`";
}

}  // namespace

std::optional<ClassicBoardFile> parse_classic_board_file(std::string_view text,
                                                         const std::string& source) {
  const HeaderBlock block = read_headers(text, source);
  const BoardHeader* kind_header = find_header(block.headers, "kind");
  if (kind_header == nullptr) return std::nullopt;
  ClassicBoardFile file;
  file.kind_line = kind_header->line;
  std::string kind_value = kind_header->value;
  for (char& ch : kind_value)
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  const std::optional<ClassicKind> kind = kind_from_name(kind_value);
  if (!kind)
    throw InputError(source, kind_header->line,
                     "kind is '" + kind_header->value +
                         "'; it must be completion, blocked or walls");
  file.board.kind = *kind;
  for (const BoardHeader& h : block.headers)
    if (h.key != "kind") file.headers.push_back(h);

  // The grid: non-blank lines, blanks between squares ignored.
  std::vector<std::vector<Square>> rows;
  std::vector<int> row_lines;
  int number = block.body_line;
  const std::string_view body = text.substr(block.body_offset);
  for (std::size_t pos = 0; pos <= body.size(); ++number) {
    const std::size_t end = std::min(body.find('\n', pos), body.size());
    std::vector<Square> row;
    for (std::size_t i = pos; i < end; ++i) {
      const char ch = body[i];
      if (ch == ' ' || ch == '\t' || ch == '\r') continue;
      const std::optional<Square> s = square_of(ch);
      const std::string column = " at column " + std::to_string(i - pos + 1);
      if (!s)
        throw InputError(source, number,
                         describe(static_cast<unsigned char>(ch)) + column +
                             " is not a square ('.' open, 'Q' queen, 'x' blocked, '#' wall)");
      if (!allowed(*kind, *s))
        throw InputError(source, number,
                         describe(static_cast<unsigned char>(ch)) + column + ": " +
                             not_on_kind(*s, *kind));
      row.push_back(*s);
    }
    if (!row.empty()) {
      rows.push_back(std::move(row));
      row_lines.push_back(number);
    }
    pos = end + 1;
  }
  if (rows.empty()) throw InputError(source, 0, "no board: the input has header lines but no grid");
  const std::size_t width = rows.front().size();
  if (width > static_cast<std::size_t>(kMaxSize))
    throw InputError(source, row_lines.front(),
                     "row has " + std::to_string(width) + " squares; boards are at most 26x26");
  for (std::size_t r = 0; r < rows.size(); ++r)
    if (rows[r].size() != width)
      throw InputError(source, row_lines[r],
                       "row has " + std::to_string(rows[r].size()) + " squares, expected " +
                           std::to_string(width) + " like line " +
                           std::to_string(row_lines.front()));
  if (rows.size() != width)
    throw InputError(source, rows.size() > width ? row_lines[width] : 0,
                     "board has " + std::to_string(rows.size()) + " rows of " +
                         std::to_string(width) + " squares; it must be square");
  file.board.n = static_cast<int>(width);
  for (const auto& row : rows) file.board.squares.insert(file.board.squares.end(), row.begin(), row.end());
  return file;
}

std::string classic_board_text(const ClassicBoard& board) {
  std::string text = "kind: " + std::string(kind_name(board.kind)) + "\n";
  for (int r = 0; r < board.n; ++r) {
    for (int c = 0; c < board.n; ++c) {
      if (c > 0) text += ' ';
      text += square_char(board.at(r, c));
    }
    text += '\n';
  }
  return text;
}

}  // namespace qh
