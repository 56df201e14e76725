// SPDX-License-Identifier: MIT
// Star Battle Notation (SBN, ../shared/spec/sbn.md): one line of printable
// ASCII that holds N, K and the walls between regions, e.g. the spec's 7x7
// board is "771W1vplvZW0bhxtb0". Regions are the 4-connected pieces the walls
// cut the grid into, so SBN can only describe boards whose regions are
// connected; letters are given in the order regions are met row by row.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../model/puzzle.hpp"

namespace qh {

// True when one line of a board file is meant as SBN rather than as a row of
// region letters: it has no blanks and holds a digit (K is always one, and
// region letters never are).
bool looks_like_sbn(std::string_view line);

// Parses one SBN string (surrounding blanks already removed). Throws
// InputError naming `source` and `line` (0: no line) for a malformed string:
// wrong length for N, a bad character, N or K out of range, an annotated
// string, padding bits set, a wall inside a region, or not N regions.
Puzzle parse_sbn(std::string_view sbn, const std::string& source, int line = 0);

// A file of SBN strings, one board a line, as published collections come
// (StarBattleLab's `<N>-<K>-<label>.txt`): blanks around a string, CRLF line
// ends, blank lines and lines starting with '#' are allowed.
struct ListedSbn {
  int line;              // 1-based line in the file
  std::string_view sbn;  // the string, blanks removed (a view into the text)
};

// Every line of the text that is not blank or a comment, blanks removed,
// unparsed: the strings of a file known to be a list.
std::vector<ListedSbn> sbn_lines(std::string_view text);

// The same when the text is a list: at least two lines hold a string, and
// every one looks like SBN and is printable ASCII. Empty otherwise (a board
// file of any other kind, a single string, a binary file).
std::vector<ListedSbn> sbn_list(std::string_view text);

// A board of a list of SBN strings and the line it is on.
struct ListedBoard {
  int line;  // 1-based line in the text
  Puzzle puzzle;
};

// Every board of a list of SBN strings (sbn_lines: blanks around a string,
// CRLF line ends, blank lines and '#' comments are allowed; one string is a
// list of one), for a library reading a published collection. Throws
// InputError naming `source` and the line: a line that is not an SBN string,
// a malformed string (parse_sbn), or no string at all.
std::vector<ListedBoard> parse_sbn_list(std::string_view text, const std::string& source);

// `SOURCE:LINE`, the name of the board on line `line` of the list `source`:
// the CLI's grade names list boards so and every command reads the name back;
// the libraries give it as each listed board's source.
std::string listed_board_name(std::string_view source, int line);

// The board as SBN. Every region must be 4-connected (Puzzle::split_regions
// is empty); throws std::invalid_argument otherwise.
std::string write_sbn(const Puzzle& puzzle);

}  // namespace qh
