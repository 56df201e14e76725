// SPDX-License-Identifier: MIT
#include "cli/import_json.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

namespace qh::cli {

std::vector<std::string> position_rows(const image::ImportedBoard& read, int n, bool spaced) {
  std::vector<std::string> grid(static_cast<std::size_t>(n), std::string(n, '.'));
  for (const Cell& c : read.marks.crossed) grid[c.row][c.col] = 'x';
  for (const Cell& c : read.marks.queens) grid[c.row][c.col] = 'Q';
  for (const Cell& c : read.unsure) grid[c.row][c.col] = '?';
  if (!spaced) return grid;
  for (std::string& row : grid) {
    std::string wide;
    for (std::size_t c = 0; c < row.size(); ++c)
      wide += (c > 0 ? " " : "") + std::string(1, row[c]);
    row = wide;
  }
  return grid;
}

std::string import_json(const std::string& source, const image::ImportedBoard& read) {
  const int n = read.puzzle.size();
  nlohmann::json cells = nlohmann::json::array();
  for (const Cell& c : read.marks.queens) cells.push_back({c.row, c.col});
  nlohmann::json crossed = nlohmann::json::array();
  for (const Cell& c : read.marks.crossed) crossed.push_back({c.row, c.col});
  nlohmann::json unsure = nlohmann::json::array();
  for (const Cell& c : read.unsure) unsure.push_back({c.row, c.col});
  nlohmann::json confidence = nlohmann::json::array();
  for (int r = 0; r < n; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < n; ++c)
      row.push_back(std::round(read.confidence[static_cast<std::size_t>(r * n + c)] * 1000) / 1000);
    confidence.push_back(row);
  }
  const nlohmann::json doc = {
      {"format", "queens-hint/import"},
      {"version", 1},
      {"source", source},
      {"board", {{"n", n}, {"regions", read.puzzle.rows()}}},
      {"position", read.has_marks || !read.unsure.empty()
                       ? nlohmann::json(position_rows(read, n, false))
                       : nlohmann::json(nullptr)},
      {"marks", {{"queens", cells}, {"crossed", crossed}}},
      {"unsure", unsure},
      {"confidence", confidence},
      {"regions_from", read.regions_from},
      {"where", {{"x", read.board_x}, {"y", read.board_y}, {"size", read.board_size}}}};
  return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace qh::cli
