// SPDX-License-Identifier: MIT
// Shared output pieces of the attack and cube commands: a witness as JSON
// coordinates and as a picture of comment lines (2-D boards only).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <vector>

namespace qh::lab {

inline nlohmann::json witness_json(const std::vector<std::vector<int>>& queens) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& q : queens) out.push_back(q);
  return out;
}

// Rows of '.' and 'Q' as "# " comment lines, for 2-D witnesses (row, col).
inline void write_board_picture(std::ostream& out, int n,
                                const std::vector<std::vector<int>>& queens) {
  std::vector<std::string> rows(static_cast<std::size_t>(n),
                                std::string(static_cast<std::size_t>(2 * n - 1), ' '));
  for (auto& row : rows) {
    for (std::size_t i = 0; i < row.size(); i += 2) row[i] = '.';
  }
  for (const auto& q : queens) {
    rows[static_cast<std::size_t>(q[0] - 1)][static_cast<std::size_t>(2 * (q[1] - 1))] = 'Q';
  }
  for (const auto& row : rows) out << "# " << row << '\n';
}

}  // namespace qh::lab
