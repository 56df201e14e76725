// SPDX-License-Identifier: MIT
// queens-hint import IMAGE [-o BOARD] [--position-out POS] [--json]: the
// board (and the player's marks) read from a screenshot (docs/import.md).
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/image_plugin.hpp"
#include "image/image_reader.hpp"

namespace qh::cli {
namespace {

struct ImportOptions {
  std::string image;
  std::string board_out;
  std::string position_out;
  bool json = false;
};

// '?' marks a cell whose mark could not be read (JSON only: position files
// have no such cell, and --position-out refuses them).
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

void write_file(const std::string& path, const std::string& text, const char* what) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out)
    throw InputError(path, 0,
                     std::string("cannot write the ") + what + ": " + std::strerror(errno));
}

std::string json_document(const std::string& source, const image::ImportedBoard& read) {
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

int run_import(const CliContext& cli, const ImportOptions& opt) {
  const image::ImportedBoard read = read_screenshot(opt.image);
  const int n = read.puzzle.size();
  cli.log->debug("{}: {}x{} board at ({}, {}), {} px; regions from {}", opt.image, n, n,
                 read.board_x, read.board_y, read.board_size, read.regions_from);
  if (!opt.board_out.empty()) write_file(opt.board_out, board_text(read.puzzle), "board");
  if (!opt.position_out.empty()) {
    if (!read.unsure.empty())
      throw InputError(opt.image, 0,
                       "cannot write the position: " + read.unsure_note + " (" +
                           std::to_string(read.unsure.size()) +
                           " such cells); write the position by hand or take a larger screenshot");
    std::string text;
    for (const std::string& row : position_rows(read, n, true)) text += row + "\n";
    write_file(opt.position_out, text, "position");
  }
  if (opt.json)
    std::cout << json_document(opt.image, read) << "\n";
  else if (opt.board_out.empty())
    std::cout << board_text(read.puzzle);
  return kExitOk;
}

}  // namespace

void add_import(CLI::App& app, const CliContext& cli, Action& action) {
  auto opt = std::make_shared<ImportOptions>();
  CLI::App* cmd = app.add_subcommand(
      "import", "Read a board (and the player's marks) from a PNG or JPEG screenshot");
  cmd->add_option("image", opt->image, "Screenshot (PNG or JPEG)")->required();
  cmd->add_option("-o,--output", opt->board_out, "Write the board file here instead of stdout");
  cmd->add_option("--position-out", opt->position_out,
                  "Write the marks as a position file (all '.' when the image has none)");
  cmd->add_flag("--json", opt->json,
                "Print board, position and a confidence per cell as JSON (docs/import.md)");
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_import(cli, *opt); }; });
}

}  // namespace qh::cli
