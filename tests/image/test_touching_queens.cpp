// SPDX-License-Identifier: MIT
// Queens read on touching cells are never reported as queens: both become
// unsure and the note names the pair (image/touching_queens.cpp), on the
// readings alone and on a rendered screenshot with two touching crowns.
#include <doctest/doctest.h>

#include "image/image_reader.hpp"
#include "image/stages.hpp"
#include "render.hpp"
#include "support.hpp"

namespace {

using namespace qh;
using namespace qh::image;

Puzzle fixture_board(const std::string& name) {
  const std::string path = test::fixture(name).string();
  return parse_board(read_input(path), path);
}

image::Marks readings(int n, const std::vector<int>& queens, const std::vector<int>& crosses) {
  image::Marks m;
  m.cells.assign(static_cast<std::size_t>(n * n), MarkReading{});
  for (int i : queens) m.cells[static_cast<std::size_t>(i)].mark = Mark::queen;
  for (int i : crosses) m.cells[static_cast<std::size_t>(i)].mark = Mark::cross;
  return m;
}

TEST_CASE("touching queens: both of each touching pair become unsure, the others stay") {
  const int n = 6;
  // r1c1 and r2c2 touch by a corner, r4c4 and r4c5 by a side; r1c6 and
  // r6c1 touch nothing; r3c3 (an x) touches r2c2 and stays an x.
  image::Marks m = readings(n, {0, 7, 21, 22, 5, 30}, {14});
  CHECK(doubt_touching_queens(m, n) == 4);
  for (int i : {0, 7, 21, 22}) {
    CAPTURE(i);
    CHECK(m.cells[static_cast<std::size_t>(i)].mark == Mark::unsure);
  }
  CHECK(m.cells[5].mark == Mark::queen);
  CHECK(m.cells[30].mark == Mark::queen);
  CHECK(m.cells[14].mark == Mark::cross);
  CHECK(describe_mark(m.cells[21], 21, n) ==
        "r4c4 and r4c5 both look like queens, but queens never touch: say what each holds");
  // Two queens in one row that do not touch are a player's mistake to
  // explain, not a misreading: they stay queens.
  image::Marks apart = readings(n, {0, 2}, {});
  CHECK(doubt_touching_queens(apart, n) == 0);
}

TEST_CASE("touching queens: a rendered screenshot with two touching crowns reads them unsure") {
  const Puzzle p = fixture_board("gen-09-unique.txt");
  const PlayerMarks drawn{.queens = {{0, 0}, {4, 4}, {4, 5}, {8, 8}}, .crossed = {{2, 2}}};
  const cv::Mat bgr =
      render::render(p, drawn, render::theme("linkedin"), render::Scene{.board_px = 500});
  const ImportedBoard got = read_board_image(render::encode(bgr, 0), "touching.png");
  CHECK(got.marks.queens == std::vector<Cell>{{0, 0}, {8, 8}});
  CHECK(got.marks.crossed == std::vector<Cell>{{2, 2}});
  CHECK(got.unsure == std::vector<Cell>{{4, 4}, {4, 5}});
  CHECK(got.unsure_note.find("r5c5 and r5c6 both look like queens") != std::string::npos);
}

}  // namespace
