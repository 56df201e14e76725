// SPDX-License-Identifier: MIT
// What every subcommand shares: where logs go and how output looks. Passed
// by reference; the CLI has no global state either.
#pragma once

#include <spdlog/logger.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/exit_codes.hpp"
#include "cli/no_room.hpp"
#include "engine/io/board_file.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/reports.hpp"

namespace qh::cli {

struct CliContext {
  std::shared_ptr<spdlog::logger> log;  // stderr
  bool color = false;                   // ANSI colour on stdout
  bool verbose = false;                 // -v: diagnostics, and warnings only worth a look
};

// Options for choosing rules, shared by hint, trace and grade.
struct RuleOptions {
  std::string ids;  // comma-separated, empty = all
  std::optional<int> max_tier;
  bool assume_unique = false;  // enable the uniqueness-based rules
  RuleSet make() const;        // throws std::invalid_argument
};

// Reads and parses a board: a board file (letters or SBN), one line of a
// list of SBN strings named `FILE:LINE` (list_line_name), or a PNG/JPEG
// screenshot (recognised by its content, or by its extension so that a
// broken image is reported as one), whose marks go to *marks when given.
// `stars` is --stars: K for a file that does not give it; a file that gives
// another K is an input error (README, "File formats"). Split regions (legal)
// get one warning line, or a debug line when `batch` (grade prints one
// summary instead); unknown header keys get a warning with -v.
// The screenshot's unsure cells go to unsure->unsure (and its note) when given.
struct LoadedBoard;
BoardFile load_board_file(const CliContext& cli, const std::string& path, std::optional<int> stars,
                          bool batch = false, std::optional<PlayerMarks>* marks = nullptr,
                          LoadedBoard* unsure = nullptr);
Puzzle load_board(const CliContext& cli, const std::string& path, std::optional<int> stars,
                  bool batch = false);
// `FILE:LINE`, the name `grade` gives a board of a list of SBN strings
// (engine/io/sbn.hpp): FILE and LINE, when `path` is not a file itself, ends
// in ':' and a line number, and FILE is a regular file. Every command that
// reads one board takes such a name (load_board_file).
struct ListLine {
  std::string file;
  int line = 0;
};
std::optional<ListLine> list_line_name(const std::string& path);
// The board of the SBN string on line `line` of the list `file`, parsed (its
// errors name that line), K given on that line.
BoardFile listed_sbn_board(std::string_view sbn, const std::string& file, int line);

// What load_board_file does after reading: `stars` checked and applied, the
// warnings given, for a board file already parsed from `source`.
BoardFile checked_board(const CliContext& cli, BoardFile file, const std::string& source,
                        std::optional<int> stars, bool batch);

// A board and, when it came from a screenshot that shows them, the player's
// marks, and the cells whose marks could not be read (left out of `marks`;
// the caller settles them: cli/unsure_marks.hpp).
struct LoadedBoard {
  Puzzle puzzle;
  std::optional<PlayerMarks> marks;
  std::vector<Cell> unsure;
  std::string unsure_note;  // why, for the first of them (one phrase)
};
LoadedBoard load_board_and_marks(const CliContext& cli, const std::string& path,
                                 std::optional<int> stars, bool batch = false);
PlayerMarks load_position(const std::string& path, int n);

// "queen(s)" for K = 1, "star(s)" otherwise: the CLI's own words.
std::string piece_word(const Puzzle& puzzle, bool plural);

}  // namespace qh::cli
