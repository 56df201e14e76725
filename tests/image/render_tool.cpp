// SPDX-License-Identifier: MIT
// queens-render: draws a board file (and a position) as a screenshot with the
// test renderer. Used to make fixtures/screenshots; not installed.
//   queens-render BOARD [-p POS] [--theme T] [--size PX] [--no-chrome]
//                 [--shift PX] [--jpeg Q] [--tight] [--hover R,C] [--same-colour K]
//                 [--lit R,C]... [--hatched R,C]... -o OUT
#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>

#include "engine/io/board_file.hpp"
#include "render.hpp"

int main(int argc, char** argv) {
  CLI::App app{"queens-render: a board drawn as an app screenshot (test images)"};
  std::string board, position, out, theme = "linkedin";
  int size = 400, shift = 0, jpeg = 0;
  bool no_chrome = false, tight = false;
  std::vector<int> hover;
  int same_colour = -1;
  std::vector<std::string> lit, hatched;
  app.add_option("board", board, "Board file")->required();
  app.add_option("-p,--position", position, "Marks to draw (position file)");
  app.add_option("--theme", theme, "linkedin, clone, dark or starbattle");
  app.add_option("--size", size, "Board width in pixels")->check(CLI::Range(50, 4000));
  app.add_option("--shift", shift, "Move the board off centre by this many pixels");
  app.add_option("--jpeg", jpeg, "JPEG at this quality (default: PNG)")->check(CLI::Range(0, 100));
  app.add_flag("--no-chrome", no_chrome, "The board alone, no app around it");
  app.add_flag("--tight", tight, "Cropped to the cells, without the board's outer edge");
  app.add_option("--hover", hover, "Darken cell R,C (1-based), as under a hovering pointer")
      ->delimiter(',')
      ->expected(2);
  app.add_option("--same-colour", same_colour,
                 "Draw region K (0 = A) in region A's colour (thick borders tell them apart)");
  app.add_option("--lit", lit, "Hint mode: the board dimmed, cell R,C (1-based) lit; repeatable");
  app.add_option("--hatched", hatched,
                 "Hint mode: the board dimmed, cell R,C (1-based) hatched; repeatable");
  app.add_option("-o,--output", out, "Image file to write")->required();
  CLI11_PARSE(app, argc, argv);
  try {
    const qh::Puzzle puzzle = qh::parse_board(qh::read_input(board), board);
    const qh::PlayerMarks marks =
        position.empty() ? qh::PlayerMarks{}
                         : qh::parse_position(qh::read_input(position), position, puzzle.size());
    const auto cells = [&](const std::vector<std::string>& names) {
      std::vector<int> out_cells;
      for (const std::string& name : names) {
        const auto comma = name.find(',');
        if (comma == std::string::npos) throw std::invalid_argument("not R,C: " + name);
        out_cells.push_back((std::stoi(name.substr(0, comma)) - 1) * puzzle.size() +
                            std::stoi(name.substr(comma + 1)) - 1);
      }
      return out_cells;
    };
    const int hovered = hover.size() == 2 ? (hover[0] - 1) * puzzle.size() + (hover[1] - 1) : -1;
    const cv::Mat image = qh::render::render(puzzle, marks, qh::render::theme(theme),
                                             {.board_px = size,
                                              .chrome = !no_chrome && !tight,
                                              .shift_x = shift,
                                              .tight = tight,
                                              .hover = hovered,
                                              .same_colour = same_colour,
                                              .lit = cells(lit),
                                              .hatched = cells(hatched)});
    const std::vector<unsigned char> bytes = qh::render::encode(image, jpeg);
    std::ofstream(out, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()),
               static_cast<std::streamsize>(bytes.size()));
  } catch (const std::exception& e) {
    std::cerr << "queens-render: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
