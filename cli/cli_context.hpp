// What every subcommand shares: where logs go and how output looks. Passed
// by reference; the CLI has no global state either.
#pragma once

#include <spdlog/logger.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/board_file.hpp"
#include "engine/rule_set.hpp"

namespace qh::cli {

// Exit codes (README, "Exit codes").
inline constexpr int kExitOk = 0;
inline constexpr int kExitNo = 1;     // a puzzle-level "no": no solution, invalid, stuck, mistake
inline constexpr int kExitUsage = 2;  // bad usage or bad input

struct CliContext {
  std::shared_ptr<spdlog::logger> log;  // stderr
  bool color = false;                   // ANSI colour on stdout
};

// Options for choosing rules, shared by hint, trace and grade.
struct RuleOptions {
  std::string ids;  // comma-separated, empty = all
  std::optional<int> max_tier;
  bool assume_unique = false;  // enable the uniqueness-based rules
  RuleSet make() const;        // throws std::invalid_argument
};

// A board as read from a file: a board file, or a PNG/JPEG screenshot
// (recognised by its content, or by its extension so that a broken image is
// reported as one). A screenshot may also show the player's marks.
struct LoadedBoard {
  Puzzle puzzle;
  std::optional<PlayerMarks> marks;  // set when the board came from an image with marks
};

// Reads and parses a board. Split regions (legal) get one warning line, or
// a debug line when `batch` (grade prints one summary instead).
LoadedBoard load_board_and_marks(const CliContext& cli, const std::string& path,
                                 bool batch = false);
Puzzle load_board(const CliContext& cli, const std::string& path, bool batch = false);
PlayerMarks load_position(const std::string& path, int n);

}  // namespace qh::cli
