// SPDX-License-Identifier: MIT
// Header lines of a board file: `key: value` lines before the grid, e.g.
//
//   title: Two stars, first try
//   stars: 2
//   A A B B ...
//
// Keys are letters, digits, '-' and '_' (starting with a letter), compared
// without regard to case; values are any text without control bytes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qh {

struct BoardHeader {
  std::string key;    // lower case
  std::string value;  // without the blanks around it
  int line = 0;       // 1-based
};

// The header lines at the top of a board text, and where the rest begins.
struct HeaderBlock {
  std::vector<BoardHeader> headers;  // in file order
  std::size_t body_offset = 0;       // the text after the last header line
  int body_line = 1;                 // the line number at body_offset
};

// Reads the header lines. Throws InputError naming `source` and the line for
// a control byte in a value, a key given twice, or a header line after the
// first line of the grid.
HeaderBlock read_headers(std::string_view text, const std::string& source);

// The keys the project knows: `stars` (K) and the descriptive `title`,
// `source` and `author`, which are kept (convert writes them back).
bool is_known_header(std::string_view key);

// The value of a `stars` header: K in 1..kMaxStars. Throws InputError.
int stars_from_header(const BoardHeader& header, const std::string& source);

// The header of `key`, if the block has one.
const BoardHeader* find_header(const std::vector<BoardHeader>& headers, std::string_view key);

}  // namespace qh
