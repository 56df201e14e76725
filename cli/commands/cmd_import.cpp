// SPDX-License-Identifier: MIT
// queens-hint import IMAGE [-o BOARD] [--position-out POS] [--json]: the
// board (and the player's marks) read from a screenshot (docs/import.md).
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/image_plugin.hpp"
#include "cli/import_json.hpp"
#include "image/image_reader.hpp"

namespace qh::cli {
namespace {

struct ImportOptions {
  std::string image;
  std::string board_out;
  std::string position_out;
  bool json = false;
};

void write_file(const std::string& path, const std::string& text, const char* what) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out)
    throw InputError(path, 0,
                     std::string("cannot write the ") + what + ": " + std::strerror(errno));
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
    std::cout << import_json(opt.image, read) << "\n";
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
