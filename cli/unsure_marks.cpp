// SPDX-License-Identifier: MIT
#include "cli/unsure_marks.hpp"

#include <algorithm>
#include <cctype>
#include <istream>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "engine/io/cell_names.hpp"

namespace qh::cli {

namespace {

// 'Q', 'x' or '.' for the words a player may use; 0 for anything else.
char mark_letter(std::string word) {
  std::transform(word.begin(), word.end(), word.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  if (word == "q" || word == "queen" || word == "star" || word == "s") return 'Q';
  if (word == "x" || word == "cross" || word == "crossed") return 'x';
  if (word == "." || word == "e" || word == "empty") return '.';
  return 0;
}

void put(PlayerMarks& marks, Cell cell, char what) {
  const auto drop = [&](std::vector<Cell>& list) { std::erase(list, cell); };
  drop(marks.queens);
  drop(marks.crossed);
  if (what == 'Q') marks.queens.push_back(cell);
  if (what == 'x') marks.crossed.push_back(cell);
}

std::string cell_list(const std::vector<Cell>& cells) {
  std::string out;
  for (const Cell& c : cells) out += (out.empty() ? "" : ", ") + cell_name(c);
  return out;
}

// One unsure cell asked on the terminal: 'Q', 'x', '.', 'i' (leave it out)
// or 'a' (leave it and the rest out). End of input leaves the rest out.
char ask(std::istream& in, std::ostream& out, Cell cell) {
  for (int tries = 0; tries < 3; ++tries) {
    out << "  " << cell_name(cell)
        << ": q = queen, x = crossed out, e = empty, i = leave it out, a = leave out all the "
           "rest [i]: "
        << std::flush;
    std::string line;
    if (!std::getline(in, line)) {
      out << "\n";
      return 'a';
    }
    line.erase(0, line.find_first_not_of(" \t\r"));
    line.erase(line.find_last_not_of(" \t\r") + 1);
    if (line.empty() || line == "i" || line == "I") return 'i';
    if (line == "a" || line == "A") return 'a';
    if (const char what = mark_letter(line)) return what;
    out << "  (answer q, x, e, i or a)\n";
  }
  return 'i';
}

}  // namespace

std::vector<CellMark> parse_cell_marks(const std::vector<std::string>& values, int n) {
  std::vector<CellMark> out;
  for (const std::string& value : values) {
    const std::string said = "--mark '" + value + "': ";
    const std::size_t eq = value.find('=');
    const std::optional<Cell> cell =
        eq == std::string::npos ? std::nullopt : parse_cell_name(value.substr(0, eq));
    const char what = eq == std::string::npos ? 0 : mark_letter(value.substr(eq + 1));
    if (!cell || what == 0)
      throw std::invalid_argument(said +
                                  "give a cell and what it holds: r3c4=Q (a queen or star), "
                                  "r3c4=x (crossed out) or r3c4=. (empty)");
    if (cell->row >= n || cell->col >= n)
      throw std::invalid_argument(said + "the board is " + std::to_string(n) + "x" +
                                  std::to_string(n) + ", so rows and columns go from 1 to " +
                                  std::to_string(n));
    for (const CellMark& earlier : out)
      if (earlier.cell == *cell)
        throw std::invalid_argument(said + cell_name(*cell) + " is given twice");
    out.push_back({.cell = *cell, .what = what});
  }
  return out;
}

PlayerMarks settle_marks(const CliContext& cli, const std::string& source, PlayerMarks marks,
                         const LoadedBoard& loaded, const UnsureChoices& choices,
                         std::istream* terminal, std::ostream& prompt) {
  const std::vector<CellMark> given = parse_cell_marks(choices.marks, loaded.puzzle.size());
  for (const CellMark& m : given) put(marks, m.cell, m.what);
  std::vector<Cell> open;
  for (const Cell& c : loaded.unsure)
    if (std::none_of(given.begin(), given.end(), [&](const CellMark& m) { return m.cell == c; }))
      open.push_back(c);
  if (open.empty()) return marks;
  if (choices.ignore) {
    cli.log->debug("{}: left out of the position (--ignore-unsure): {}", source, cell_list(open));
    return marks;
  }
  if (terminal == nullptr) {
    cli.log->warn(
        "{}: left out of the position, as their marks could not be read: {} ({}); check them on "
        "the screen and give them with --mark {}=Q (or =x, =.), or leave them out with "
        "--ignore-unsure",
        source, cell_list(open), loaded.unsure_note, cell_name(open.front()));
    return marks;
  }
  prompt << source << ": the marks in " << open.size() << (open.size() == 1 ? " cell" : " cells")
         << " could not be read (" << loaded.unsure_note << "). What does the screen show?\n";
  std::vector<Cell> left;
  for (std::size_t k = 0; k < open.size(); ++k) {
    const char answer = ask(*terminal, prompt, open[k]);
    if (answer == 'a') {
      left.insert(left.end(), open.begin() + static_cast<std::ptrdiff_t>(k), open.end());
      break;
    }
    if (answer == 'i')
      left.push_back(open[k]);
    else
      put(marks, open[k], answer);
  }
  if (!left.empty()) prompt << "  left out of the position: " << cell_list(left) << "\n";
  return marks;
}

}  // namespace qh::cli
