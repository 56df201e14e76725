// SPDX-License-Identifier: MIT
#include "cli/cli_context.hpp"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "cli/image_plugin.hpp"
#include "engine/io/sbn.hpp"

namespace qh::cli {

namespace fs = std::filesystem;

RuleSet RuleOptions::make() const {
  std::vector<std::string> list;
  std::stringstream in(ids);
  std::string id;
  while (std::getline(in, id, ','))
    if (!id.empty()) list.push_back(id);
  if (max_tier && (*max_tier < kMinTier || *max_tier > kMaxTier))
    throw std::invalid_argument("--max-tier must be between 1 and 5");
  // The library's errors name its arguments; the CLI's name its options.
  const std::vector<RuleDescription> catalogue = rule_catalogue();
  for (const std::string& name : list) {
    const auto rule = std::find_if(catalogue.begin(), catalogue.end(),
                                   [&](const RuleDescription& r) { return r.id == name; });
    if (rule == catalogue.end())
      throw std::invalid_argument("unknown rule id '" + name + "' (see `queens-hint rules`)");
    if (rule->assumes_unique && !assume_unique)
      throw std::invalid_argument("rule '" + name +
                                  "' assumes the puzzle has one solution; add --assume-unique");
  }
  return RuleSet(list, max_tier, assume_unique);
}

std::optional<ListLine> list_line_name(const std::string& path) {
  const std::size_t colon = path.rfind(':');
  if (colon == std::string::npos || colon == 0) return std::nullopt;
  const std::string digits = path.substr(colon + 1);
  if (digits.empty() || digits.size() > 8 ||
      !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  std::error_code ec;
  if (fs::exists(path, ec)) return std::nullopt;
  ListLine at{.file = path.substr(0, colon), .line = std::stoi(digits)};
  if (at.line == 0 || !fs::is_regular_file(at.file, ec)) return std::nullopt;
  return at;
}

BoardFile listed_sbn_board(std::string_view sbn, const std::string& file, int line) {
  BoardFile board;
  board.format = BoardFormat::sbn;
  board.puzzle = parse_sbn(sbn, file, line);
  board.stars_line = line;
  return board;
}

namespace {

// The board on line `at.line` of the list of SBN strings `at.file`.
BoardFile list_board(const ListLine& at) {
  const std::string text = read_input(at.file, kMaxListBytes);
  const std::vector<ListedSbn> list = sbn_list(text);
  if (list.empty())
    throw InputError(at.file, 0,
                     "not a list of SBN strings, one board a line, so `" +
                         listed_board_name(at.file, at.line) + "` names no board of it");
  const auto board =
      std::find_if(list.begin(), list.end(), [&](const ListedSbn& b) { return b.line == at.line; });
  if (board == list.end())
    throw InputError(at.file, at.line,
                     "no SBN string on this line: the list's " + std::to_string(list.size()) +
                         " boards are on lines " + std::to_string(list.front().line) + " to " +
                         std::to_string(list.back().line));
  return listed_sbn_board(board->sbn, at.file, at.line);
}

}  // namespace

BoardFile load_board_file(const CliContext& cli, const std::string& path, std::optional<int> stars,
                          bool batch, std::optional<PlayerMarks>* marks, LoadedBoard* unsure) {
  const std::string source = path == "-" ? "<stdin>" : path;
  BoardFile file;
  if (image::is_image_file(path)) {
    image::ImportedBoard read = read_screenshot(path);
    cli.log->debug(
        "{}: board found at ({}, {}), {} px wide; regions from {}; {} queens, {} X marks", source,
        read.board_x, read.board_y, read.board_size, read.regions_from, read.marks.queens.size(),
        read.marks.crossed.size());
    // Only the board is wanted (marks == nullptr): the unsure marks do not
    // matter. Otherwise the caller settles them (load_board_and_marks).
    if (!read.unsure.empty() && marks == nullptr)
      cli.log->debug("{}: {} marks could not be read ({}); only the board is used", source,
                     read.unsure.size(), read.unsure_note);
    if (unsure != nullptr) {
      unsure->unsure = std::move(read.unsure);
      unsure->unsure_note = std::move(read.unsure_note);
    }
    file.puzzle = std::move(read.puzzle);
    if (read.has_marks && marks != nullptr) *marks = std::move(read.marks);
  } else if (const std::optional<ListLine> at = list_line_name(path)) {
    return checked_board(cli, list_board(*at), at->file, stars, batch);
  } else {
    file = parse_board_file(read_input(path), source);
  }
  return checked_board(cli, std::move(file), source, stars, batch);
}

namespace {

// Whether K comes from the board's SBN string (not from a `stars:` header).
bool given_by_sbn(const BoardFile& file) {
  return file.format == BoardFormat::sbn &&
         std::none_of(file.headers.begin(), file.headers.end(),
                      [](const BoardHeader& h) { return h.key == "stars"; });
}

}  // namespace

BoardFile checked_board(const CliContext& cli, BoardFile file, const std::string& source,
                        std::optional<int> stars, bool batch) {
  if (stars && file.stars_line > 0 && *stars != file.puzzle.stars())
    throw InputError(source, file.stars_line,
                     std::string(given_by_sbn(file) ? "the SBN string gives " : "the file gives ") +
                         std::to_string(file.puzzle.stars()) +
                         (file.puzzle.stars() == 1 ? " star" : " stars") +
                         " per row, column and region, but --stars " + std::to_string(*stars) +
                         " was given; drop one or make them agree");
  if (stars && file.format == BoardFormat::classic)
    throw InputError(source, 0,
                     "--stars does not apply to a `kind:` board of the classic family (chess "
                     "queens, one per row and column)");
  if (stars) file.puzzle = file.puzzle.with_stars(*stars);
  if (cli.verbose)
    for (const BoardHeader& h : file.unknown)
      cli.log->warn("{}:{}: unknown header '{}' ignored (known: {})", source, h.line, h.key,
                    file.format == BoardFormat::classic ? "kind, queens, title, source, author"
                                                        : "stars, title, source, author");
  const Puzzle& puzzle = file.puzzle;
  const std::vector<int> split = puzzle.split_regions();
  if (!split.empty()) {
    std::string letters;
    for (int reg : split)
      letters += (letters.empty() ? "" : ", ") + std::string(1, puzzle.letter(reg));
    cli.log->log(batch ? spdlog::level::debug : spdlog::level::warn,
                 "{}: {} {} split into separate pieces; each letter is still one region", source,
                 split.size() == 1 ? "region" : "regions",
                 letters + (split.size() == 1 ? " is" : " are"));
  }
  cli.log->debug("{}: {}x{} board read, {} per row, column and region", source, puzzle.size(),
                 puzzle.size(),
                 std::to_string(puzzle.stars()) + " " + piece_word(puzzle, puzzle.stars() > 1));
  return file;
}

LoadedBoard load_board_and_marks(const CliContext& cli, const std::string& path,
                                 std::optional<int> stars, bool batch) {
  LoadedBoard loaded;
  loaded.puzzle = load_board_file(cli, path, stars, batch, &loaded.marks, &loaded).puzzle;
  return loaded;
}

Puzzle load_board(const CliContext& cli, const std::string& path, std::optional<int> stars,
                  bool batch) {
  return load_board_file(cli, path, stars, batch).puzzle;
}

std::string piece_word(const Puzzle& puzzle, bool plural) {
  return std::string(puzzle.stars() == 1 ? "queen" : "star") + (plural ? "s" : "");
}

PlayerMarks load_position(const std::string& path, int n) {
  const std::string source = path == "-" ? "<stdin>" : path;
  return parse_position(read_input(path), source, n);
}

}  // namespace qh::cli
