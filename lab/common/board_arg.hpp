// SPDX-License-Identifier: MIT
// Reading a board argument of a lab command: the file's text parsed with the
// classic board reader (engine/io/classic_board_file.hpp, docs/classic.md).
// Throws InputError (a one-line message naming the file) when the file cannot
// be read or is not a board of the classic family.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include "engine/io/classic_board_file.hpp"
#include "engine/io/input_error.hpp"

namespace qh::lab {

inline ClassicBoard read_classic_board(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, "cannot read the file");
  std::ostringstream text;
  text << in.rdbuf();
  auto parsed = parse_classic_board_file(text.str(), path);
  if (!parsed)
    throw InputError(path, 0,
                     "not a board of the classic family (no `kind:` header: completion, "
                     "blocked or walls; see docs/classic.md)");
  return parsed->board;
}

}  // namespace qh::lab
