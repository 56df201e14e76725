// SPDX-License-Identifier: MIT
#include "engine/io/board_file.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>

#include "engine/io/classic_board_file.hpp"
#include "engine/io/sbn.hpp"
#include "engine/model/bits.hpp"

namespace qh {
namespace {

struct Line {
  int number;         // 1-based line number in the source
  std::string cells;  // the line without separators
};

std::string describe_char(unsigned char ch) {
  if (ch == 0) return "a NUL byte";
  if (ch >= 0x80) return "a non-ASCII byte";
  if (ch < 0x20 || ch == 0x7f) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "control byte 0x%02X", ch);
    return buf;
  }
  return std::string("'") + static_cast<char>(ch) + "'";
}

// Splits text into its non-blank lines with separators (space, tab, CR)
// removed. Every remaining byte must satisfy `allowed`.
template <class Allowed>
std::vector<Line> split_lines(std::string_view text, const std::string& source, Allowed allowed,
                              const char* expected, int first_line = 1) {
  std::vector<Line> lines;
  int number = first_line;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    std::string cells;
    for (std::size_t i = pos; i < end; ++i) {
      const unsigned char ch = static_cast<unsigned char>(text[i]);
      if (ch == ' ' || ch == '\t' || ch == '\r') continue;
      if (!allowed(ch))
        throw InputError(source, number,
                         describe_char(ch) + " at column " + std::to_string(i - pos + 1) +
                             " is not " + expected);
      cells.push_back(static_cast<char>(ch));
    }
    if (!cells.empty()) lines.push_back({number, std::move(cells)});
    if (end == text.size()) break;
    pos = end + 1;
    ++number;
  }
  return lines;
}

}  // namespace

namespace {

// The refusal of an input larger than `max_bytes`.
std::string too_large(std::size_t max_bytes) {
  return "larger than " + std::to_string(max_bytes) +
         (max_bytes > kMaxInputBytes ? " bytes; this is not a board or a list of boards"
                                     : " bytes; this is not a board");
}

// Reads at most max_bytes + 1 bytes, so an endless stream (a device, a FIFO,
// a huge file) is refused without reading it all.
std::string read_bounded(std::istream& in, const std::string& source, std::size_t max_bytes) {
  std::string text;
  char buf[4096];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (text.size() > max_bytes) throw InputError(source, 0, "input is " + too_large(max_bytes));
  }
  if (in.bad()) throw InputError(source, 0, "read error");
  return text;
}

}  // namespace

std::string read_input(const std::string& path, std::size_t max_bytes) {
  if (path == "-") return read_bounded(std::cin, "<stdin>", max_bytes);
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0)
    throw InputError(path, 0, std::string("cannot read file: ") + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw InputError(path, 0, "is a directory, not a board file");
  if (S_ISREG(st.st_mode) && static_cast<std::size_t>(st.st_size) > max_bytes)
    throw InputError(path, 0,
                     "file is " + std::to_string(st.st_size) + " bytes, " + too_large(max_bytes));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, std::string("cannot read file: ") + std::strerror(errno));
  return read_bounded(in, path, max_bytes);
}

namespace {

Puzzle parse_letters(std::string_view text, const std::string& source, int first_line,
                     bool after_headers) {
  const auto lines = split_lines(
      text, source, [](unsigned char ch) { return ch >= 'A' && ch <= 'Z'; },
      "a region letter (A-Z)", first_line);
  if (lines.empty())
    throw InputError(source, 0,
                     after_headers ? "no board: the input has header lines but no grid"
                                   : "no board: the input is empty");
  const std::size_t width = lines.front().cells.size();
  if (width > static_cast<std::size_t>(kMaxSize))
    throw InputError(source, lines.front().number,
                     "row has " + std::to_string(width) + " cells; boards are at most 26x26");
  for (const Line& line : lines) {
    if (line.cells.size() != width)
      throw InputError(source, line.number,
                       "row has " + std::to_string(line.cells.size()) + " cells, expected " +
                           std::to_string(width) + " like line " +
                           std::to_string(lines.front().number));
  }
  if (lines.size() != width) {
    const int at = lines.size() > width ? lines[width].number : 0;
    throw InputError(source, at,
                     "board has " + std::to_string(lines.size()) + " rows of " +
                         std::to_string(width) + " cells; it must be square");
  }
  std::vector<std::string> rows;
  rows.reserve(lines.size());
  for (const Line& line : lines) rows.push_back(line.cells);
  return Puzzle::from_rows(rows);
}

// The only non-blank line of `text`, without the blanks around it, when
// there is exactly one; its line number goes to `number`.
std::optional<std::string_view> only_line(std::string_view text, int first_line, int& number) {
  std::optional<std::string_view> found;
  int line_number = first_line;
  for (std::size_t pos = 0; pos <= text.size(); ++line_number) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
      line.remove_suffix(1);
    if (line.empty()) continue;
    if (found) return std::nullopt;
    found = line;
    number = line_number;
  }
  return found;
}

}  // namespace

namespace {

// A board of the classic family as a BoardFile.
BoardFile classic_file(ClassicBoardFile&& classic, const std::string& source) {
  BoardFile file;
  file.format = BoardFormat::classic;
  int target = 0;
  for (BoardHeader& h : classic.headers) {
    if (h.key == "stars")
      throw InputError(source, h.line,
                       "a `kind:` board of the classic family has no stars header (chess queens, "
                       "one per row and column)");
    if (h.key == "queens") {
      if (classic.board.kind != ClassicKind::walls)
        throw InputError(source, h.line,
                         "a `queens:` header is only for `kind: walls` boards (this one places " +
                             std::to_string(classic.board.n) + ")");
      const int most = classic.board.n * classic.board.n;
      char* end = nullptr;
      const long v = std::strtol(h.value.c_str(), &end, 10);
      if (h.value.empty() || end == nullptr || *end != '\0' || v < 1 || v > most)
        throw InputError(
            source, h.line,
            "queens is '" + h.value + "'; it must be a whole number 1.." + std::to_string(most));
      target = static_cast<int>(v);
      file.queens_line = h.line;
      file.headers.push_back(std::move(h));
    } else if (is_known_header(h.key)) {
      file.headers.push_back(std::move(h));
    } else {
      file.unknown.push_back(std::move(h));
    }
  }
  file.puzzle = Puzzle::from_classic(classic.board, target);
  return file;
}

}  // namespace

BoardFile parse_board_file(std::string_view text, const std::string& source) {
  if (std::optional<ClassicBoardFile> classic = parse_classic_board_file(text, source))
    return classic_file(std::move(*classic), source);
  const HeaderBlock block = read_headers(text, source);
  BoardFile file;
  std::optional<int> stars;
  for (const BoardHeader& h : block.headers) {
    if (!is_known_header(h.key)) {
      file.unknown.push_back(h);
      continue;
    }
    file.headers.push_back(h);
    if (h.key == "stars") {
      stars = stars_from_header(h, source);
      file.stars_line = h.line;
    }
  }
  const std::string_view body = text.substr(block.body_offset);
  if (const std::vector<ListedSbn> list = sbn_list(body); !list.empty())
    throw InputError(source, block.body_line - 1 + list[1].line,
                     "a second SBN string: this is a list of " + std::to_string(list.size()) +
                         " boards, one a line, and a board file holds one (`queens-hint grade` "
                         "reads lists, and FILE:LINE names one of their boards; the libraries "
                         "read them with Puzzle.load_list and parseBoardList)");
  int sbn_line = 0;
  const std::optional<std::string_view> line = only_line(body, block.body_line, sbn_line);
  try {
    if (line && looks_like_sbn(*line)) {
      file.format = BoardFormat::sbn;
      file.puzzle = parse_sbn(*line, source, sbn_line);
      if (stars && *stars != file.puzzle.stars())
        throw InputError(source, sbn_line,
                         "SBN: K is " + std::to_string(file.puzzle.stars()) +
                             " but the stars header on line " + std::to_string(file.stars_line) +
                             " says " + std::to_string(*stars));
      if (!stars) file.stars_line = sbn_line;
    } else {
      file.puzzle = parse_letters(body, source, block.body_line, !block.headers.empty());
      if (stars) file.puzzle = file.puzzle.with_stars(*stars);
    }
  } catch (const InputError& e) {
    // Re-label Puzzle's messages with the real source; Puzzle only checks
    // the region count at this point (shape and letters were checked).
    const std::string what = e.what();
    const std::string prefix = "puzzle: ";
    if (what.rfind(prefix, 0) != 0) throw;
    throw InputError(source, 0, what.substr(prefix.size()));
  }
  return file;
}

Puzzle parse_board(std::string_view text, const std::string& source) {
  return parse_board_file(text, source).puzzle;
}

std::string board_text(const Puzzle& puzzle) {
  if (const ClassicBoard* classic = puzzle.classic()) {
    std::string text = classic_board_text(*classic);
    if (classic->kind == ClassicKind::walls && puzzle.target() > 0)
      text.insert(text.find('\n') + 1, "queens: " + std::to_string(puzzle.target()) + "\n");
    return text;
  }
  std::string text;
  if (puzzle.stars() > 1) text += "stars: " + std::to_string(puzzle.stars()) + "\n";
  for (const std::string& row : puzzle.rows()) {
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (c > 0) text += ' ';
      text += row[c];
    }
    text += '\n';
  }
  return text;
}

PlayerMarks parse_position(std::string_view text, const std::string& source, int n) {
  const auto lines = split_lines(
      text, source,
      [](unsigned char ch) {
        return ch == '.' || ch == 'x' || ch == 'X' || ch == 'Q' || ch == 'q' || ch == '*';
      },
      "a position mark ('.', 'x', 'Q' or '*')");
  if (lines.empty()) throw InputError(source, 0, "no position: the input is empty");
  PlayerMarks marks;
  for (std::size_t r = 0; r < lines.size(); ++r) {
    const Line& line = lines[r];
    if (static_cast<int>(r) >= n)
      throw InputError(source, line.number,
                       "position has more than " + std::to_string(n) + " rows; the board is " +
                           std::to_string(n) + "x" + std::to_string(n));
    if (static_cast<int>(line.cells.size()) != n)
      throw InputError(source, line.number,
                       "row has " + std::to_string(line.cells.size()) + " cells; the board is " +
                           std::to_string(n) + "x" + std::to_string(n));
    for (int c = 0; c < n; ++c) {
      const char ch = line.cells[c];
      const Cell cell{static_cast<int>(r), c};
      if (ch == 'Q' || ch == 'q' || ch == '*') marks.queens.push_back(cell);
      if (ch == 'x' || ch == 'X') marks.crossed.push_back(cell);
    }
  }
  if (static_cast<int>(lines.size()) != n)
    throw InputError(source, 0,
                     "position has " + std::to_string(lines.size()) + " rows; the board is " +
                         std::to_string(n) + "x" + std::to_string(n));
  return marks;
}

}  // namespace qh
