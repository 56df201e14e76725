// SPDX-License-Identifier: MIT
// A strip of card or page along a small board is not a row of cells. In the
// dark theme at about 150 px, the square found around the board can be the
// card plus a strip of page and a line of text; that strip used to pass for
// one more row and column of cells (a 6x6 board read as 7x7, a 7x7 as 8x8:
// wrong reads found by the corpus sweep). The grid stage now wants the two
// outer lines as well as the inner ones. These boards are fixtures, so the
// test needs no corpus; before the fix every case below was misread.
#include <doctest/doctest.h>

#include <opencv2/imgproc.hpp>

#include "image/image_reader.hpp"
#include "image/stages.hpp"
#include "render.hpp"
#include "support.hpp"
#include "sweep.hpp"

namespace {

using qh::render::canonical;

using namespace qh;

Puzzle fixture_board(const std::string& name) {
  const std::string path = test::fixture(name).string();
  return parse_board(read_input(path), path);
}

// The image enlarged to 420 px wide (as the pipeline does), in Lab.
cv::Mat working_lab(const cv::Mat& bgr) {
  cv::Mat scaled, f, lab;
  const double k = 420.0 / bgr.cols;
  cv::resize(bgr, scaled, cv::Size(), k, k, cv::INTER_CUBIC);
  scaled.convertTo(f, CV_32F, 1.0 / 255.0);
  cv::cvtColor(f, lab, cv::COLOR_BGR2Lab);
  return lab;
}

}  // namespace

TEST_SUITE("image") {
  TEST_CASE("grid: a strip of page along the board is not one more row and column") {
    for (const char* name : {"gen-06-unique.txt", "spec-7x7.txt"}) {
      CAPTURE(name);
      const Puzzle p = fixture_board(name);
      const render::Theme dark = render::theme("dark");
      const cv::Mat img = render::render(p, {}, dark, {.board_px = 150, .chrome = false});
      const auto boxes = image::find_board_candidates(img);
      REQUIRE(!boxes.empty());
      const cv::Mat board = img(boxes.front());
      // The board with one cell's width of page below it and left of it.
      const int pitch = board.cols / p.size();
      cv::Mat padded;
      cv::copyMakeBorder(board, padded, 0, pitch, pitch, 0, cv::BORDER_CONSTANT, dark.page);
      const image::GridResult plain = image::find_grid(working_lab(board));
      REQUIRE(plain.grid.has_value());
      CHECK(plain.grid->n == p.size());
      const image::GridResult strip = image::find_grid(working_lab(padded));
      if (strip.grid) CHECK(strip.grid->n != p.size() + 1);
    }
  }

  TEST_CASE("pipeline: 6x6 and 7x7 boards at 150 px in the dark theme, card and text around") {
    struct Case {
      const char* board;
      int shift;
      int jpeg;  // 0: PNG
    };
    // Each of these was read as one size too large before the fix.
    const Case cases[] = {{"gen-06-unique.txt", 13, 0},  {"gen-06-unique.txt", 13, 90},
                          {"gen-06-unique.txt", 20, 90}, {"gen-06-unique.txt", 29, 0},
                          {"spec-7x7.txt", 12, 0},       {"spec-7x7.txt", 17, 0},
                          {"spec-7x7.txt", 22, 0}};
    for (const Case& c : cases) {
      CAPTURE(c.board);
      CAPTURE(c.shift);
      CAPTURE(c.jpeg);
      const Puzzle p = fixture_board(c.board);
      const cv::Mat img = render::render(p, {}, render::theme("dark"),
                                         {.board_px = 150, .chrome = true, .shift_x = c.shift});
      const std::vector<unsigned char> bytes = render::encode(img, c.jpeg);
      // Never a wrong board; today these are all read exactly.
      const image::ImportedBoard got = image::read_board_image(bytes, "dark.png");
      REQUIRE(got.puzzle.size() == p.size());
      CHECK(canonical(got.puzzle) == canonical(p));
    }
  }
}
