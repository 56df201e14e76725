// SPDX-License-Identifier: MIT
// The hint's position from a screenshot whose reader was unsure of some
// cells' marks (docs/import.md, "Unsure marks"): the player says what they
// hold (--mark r3c4=Q), leaves them out on purpose (--ignore-unsure), or is
// asked, cell by cell, when standard input is a terminal. Otherwise they are
// left out with a warning that names them and says how to give them.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/cli_context.hpp"

namespace qh::cli {

struct UnsureChoices {
  std::vector<std::string> marks;  // --mark CELL=WHAT, as given (any cell of the position)
  bool ignore = false;             // --ignore-unsure: leave the unread cells out, quietly
};

// The --mark values checked against an N x N board; throws
// std::invalid_argument naming the value ("--mark 'r9c1=Q': ...").
struct CellMark {
  Cell cell;
  char what = '.';  // 'Q', 'x' or '.'
};
std::vector<CellMark> parse_cell_marks(const std::vector<std::string>& values, int n);

// `marks` with every --mark applied, and each unsure cell that no --mark
// names settled: asked on `terminal` (prompts on `prompt`) when it is
// given, else left out (a warning unless choices.ignore).
PlayerMarks settle_marks(const CliContext& cli, const std::string& source, PlayerMarks marks,
                         const LoadedBoard& loaded, const UnsureChoices& choices,
                         std::istream* terminal, std::ostream& prompt);

}  // namespace qh::cli
