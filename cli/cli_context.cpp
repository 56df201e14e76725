#include "cli/cli_context.hpp"

#include <sstream>

#include "image/image_reader.hpp"

namespace qh::cli {

RuleSet RuleOptions::make() const {
  std::vector<std::string> list;
  std::stringstream in(ids);
  std::string id;
  while (std::getline(in, id, ','))
    if (!id.empty()) list.push_back(id);
  if (max_tier && (*max_tier < 1 || *max_tier > 5))
    throw std::invalid_argument("--max-tier must be between 1 and 5");
  return RuleSet(list, max_tier, assume_unique);
}

LoadedBoard load_board_and_marks(const CliContext& cli, const std::string& path, bool batch) {
  const std::string source = path == "-" ? "<stdin>" : path;
  LoadedBoard loaded{.puzzle = {}, .marks = std::nullopt};
  if (image::is_image_file(path)) {
    image::ImportedBoard read = image::read_board_image_file(path);
    cli.log->debug(
        "{}: board found at ({}, {}), {} px wide; regions from {}; {} queens, {} X marks", source,
        read.board_x, read.board_y, read.board_size, read.regions_from, read.marks.queens.size(),
        read.marks.crossed.size());
    loaded.puzzle = std::move(read.puzzle);
    if (read.has_marks) loaded.marks = std::move(read.marks);
  } else {
    loaded.puzzle = parse_board(read_input(path), source);
  }
  const Puzzle& puzzle = loaded.puzzle;
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
  cli.log->debug("{}: {}x{} board read", source, puzzle.size(), puzzle.size());
  return loaded;
}

Puzzle load_board(const CliContext& cli, const std::string& path, bool batch) {
  return load_board_and_marks(cli, path, batch).puzzle;
}

PlayerMarks load_position(const std::string& path, int n) {
  const std::string source = path == "-" ? "<stdin>" : path;
  return parse_position(read_input(path), source, n);
}

}  // namespace qh::cli
