// SPDX-License-Identifier: MIT
#include "engine/io/cell_names.hpp"

namespace qh {

std::optional<Cell> parse_cell_name(std::string_view text) {
  // A 1..999 number at the front of `text`, consumed; 0 when there is none
  // (or it has more digits).
  const auto number = [&text]() {
    int value = 0;
    std::size_t i = 0;
    while (i < text.size() && i < 3 && text[i] >= '0' && text[i] <= '9')
      value = value * 10 + (text[i++] - '0');
    if (i < text.size() && text[i] >= '0' && text[i] <= '9') return 0;
    text.remove_prefix(i);
    return value;
  };
  // The letter `lower`, either case, at the front of `text`, consumed.
  const auto letter = [&text](char lower) {
    if (text.empty() || (text.front() != lower && text.front() != lower - 'a' + 'A')) return false;
    text.remove_prefix(1);
    return true;
  };
  if (!letter('r')) return std::nullopt;
  const int row = number();
  if (row == 0 || !letter('c')) return std::nullopt;
  const int col = number();
  if (col == 0 || !text.empty()) return std::nullopt;
  return Cell{.row = row - 1, .col = col - 1};
}

}  // namespace qh
