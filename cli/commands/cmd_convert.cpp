// SPDX-License-Identifier: MIT
// queens-hint convert BOARD --to letters|sbn [-o OUT]: a board in the other
// format, so puzzles move between tools. Letters come with a `stars: K`
// header when K >= 2 and keep the file's title, source and author; SBN is
// one line and needs every region to be one 4-connected piece.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "engine/io/sbn.hpp"

namespace qh::cli {
namespace {

struct ConvertOptions {
  std::string board;
  std::string to;
  std::string output;
  std::optional<int> stars;
};

std::string as_letters(const BoardFile& file) {
  std::string headers;
  for (const BoardHeader& h : file.headers)
    if (h.key != "stars") headers += h.key + ": " + h.value + "\n";
  std::string text = board_text(file.puzzle);  // a `stars:` line first when K >= 2
  text.insert(file.puzzle.stars() > 1 ? text.find('\n') + 1 : 0, headers);
  return text;
}

int run_convert(const CliContext& cli, const ConvertOptions& opt) {
  const BoardFile file = load_board_file(cli, opt.board, opt.stars);
  const std::string source = opt.board == "-" ? "<stdin>" : opt.board;
  if (file.format == BoardFormat::classic)
    throw InputError(source, 0,
                     "a `kind:` board of the classic family has one file format; convert is for "
                     "LinkedIn / Star Battle boards (letters, SBN)");
  std::string text;
  if (opt.to == "sbn") {
    const std::vector<int> split = file.puzzle.split_regions();
    if (!split.empty())
      throw InputError(source, 0,
                       std::string("region ") + file.puzzle.letter(split.front()) +
                           " is split into separate pieces; SBN can only describe boards whose "
                           "regions are each one connected piece");
    text = write_sbn(file.puzzle) + "\n";
  } else {
    text = as_letters(file);
  }
  if (opt.output.empty() || opt.output == "-") {
    std::cout << text;
    return kExitOk;
  }
  std::ofstream out(opt.output, std::ios::binary);
  out << text;
  out.close();
  if (!out) throw InputError(opt.output, 0, std::string("cannot write: ") + std::strerror(errno));
  cli.log->info("{} written to {}", opt.to == "sbn" ? "SBN" : "letters", opt.output);
  return kExitOk;
}

}  // namespace

void add_convert(CLI::App& app, const CliContext& cli, Action& action) {
  auto opt = std::make_shared<ConvertOptions>();
  CLI::App* cmd = app.add_subcommand(
      "convert", "Print a board as region letters or as Star Battle Notation (SBN)");
  cmd->add_option("board", opt->board, "Board file (letters or SBN), or - for stdin")->required();
  cmd->add_option("--to", opt->to, "Output format: letters or sbn")
      ->required()
      ->check(CLI::IsMember({"letters", "sbn"}));
  cmd->add_option("-o,--output", opt->output, "Write here instead of stdout");
  add_stars_option(*cmd, opt->stars);
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_convert(cli, *opt); }; });
}

}  // namespace qh::cli
