// SPDX-License-Identifier: MIT
// read_board_pixels, the page's entry to the reader (web/reader/): RGBA
// pixels decoded elsewhere give the same reading as the file, and a buffer
// that does not match its size is refused in one line.
#include <doctest/doctest.h>

#include <filesystem>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "image/image_reader.hpp"
#include "support.hpp"

namespace {

using namespace qh;
using namespace qh::image;

std::vector<unsigned char> rgba_of(const cv::Mat& bgr) {
  cv::Mat rgba;
  cv::cvtColor(bgr, rgba, cv::COLOR_BGR2RGBA);
  return {rgba.data, rgba.data + rgba.total() * rgba.elemSize()};
}

std::string refusal(std::span<const unsigned char> rgba, int width, int height) {
  try {
    (void)read_board_pixels(rgba, width, height, "shot");
  } catch (const InputError& e) {
    return e.what();
  }
  return "no refusal";
}

}  // namespace

TEST_SUITE("image") {
  TEST_CASE("pixels: every fixture screenshot reads as its file does") {
    const auto shots = test::fixture_screenshots();
    for (const auto& shot : shots) {
      CAPTURE(shot.string());
      const cv::Mat bgr = cv::imread(shot.string(), cv::IMREAD_COLOR);
      REQUIRE_FALSE(bgr.empty());
      const ImportedBoard file = read_board_image_file(shot.string());
      const ImportedBoard pixels = read_board_pixels(rgba_of(bgr), bgr.cols, bgr.rows, "shot");
      CHECK(pixels.puzzle.rows() == file.puzzle.rows());
      CHECK(pixels.marks.queens == file.marks.queens);
      CHECK(pixels.marks.crossed == file.marks.crossed);
      CHECK(pixels.unsure == file.unsure);
      CHECK(pixels.confidence == file.confidence);
      CHECK(pixels.board_size == file.board_size);
    }
    CHECK(shots.size() >= 4);
  }

  TEST_CASE("pixels: a buffer that does not match its size is refused in one line") {
    const std::vector<unsigned char> four(4 * 10 * 10, 255);
    CHECK(refusal(four, 0, 10) == "shot: image is 0x10 pixels: there is nothing to read");
    CHECK(refusal(four, 10, 11) == "shot: pixel buffer holds 400 bytes, not 440 (10x11 RGBA)");
    CHECK(refusal(four, 100000, 100000).find("more than 40000000; this is not a screenshot") !=
          std::string::npos);
    CHECK(refusal(four, 10, 10).rfind("shot: no board found", 0) == 0);
  }
}
