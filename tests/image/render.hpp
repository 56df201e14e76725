// SPDX-License-Identifier: MIT
// A test renderer: draws a board (and a player's marks) the way the Queens
// apps do, inside made-up app chrome, so that the image reader can be tested
// on every corpus board without real screenshots. Not part of the product.
#pragma once

#include <opencv2/core.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "engine/io/board_file.hpp"
#include "engine/model/puzzle.hpp"

namespace qh::render {

enum class QueenGlyph { crown, star };
enum class CrossGlyph { x, dot };

struct Theme {
  std::string name;
  std::vector<cv::Scalar> palette;  // BGR, 26 region colours, pairwise far apart
  bool coloured = true;             // false: every cell is `plain` (black-and-white grids)
  cv::Scalar plain, page, card, text, button, thin, thick, queen, cross;
  double thin_width = 0.02;   // line widths as fractions of a cell
  double thick_width = 0.07;  // 0: no thick borders between regions
  double outer_width = 0.07;
  QueenGlyph queen_glyph = QueenGlyph::crown;
  CrossGlyph cross_glyph = CrossGlyph::x;
};

// "linkedin", "clone", "dark", "starbattle"; theme("twins") is the clone
// with two regions of nearly the same colour (for refusal tests).
std::vector<std::string> theme_names();
Theme theme(std::string_view name);

struct Scene {
  int board_px = 400;    // board width in the final image
  bool chrome = true;    // status bar, header, buttons, text, a card behind the board
  int shift_x = 0;       // the board off centre by this many pixels
  bool tight = false;    // cropped to the cells: no outer frame, no chrome (a tight crop)
  int hover = -1;        // this cell (row-major) darkened, as under a hovering pointer
  int same_colour = -1;  // this region drawn in region 0's colour (thick borders tell them apart)
  // LinkedIn's hint mode when either is set: the board dimmed (every channel
  // times `dim`) except these cells (row-major), lit in their full colour or
  // hatched (stripes of the full colour over a paler tint of it).
  std::vector<int> lit;
  std::vector<int> hatched;
  double dim = 0.4;
};

// The screenshot, 8-bit BGR.
cv::Mat render(const Puzzle& puzzle, const PlayerMarks& marks, const Theme& theme,
               const Scene& scene);

// PNG when jpeg_quality is 0, else JPEG at that quality.
std::vector<unsigned char> encode(const cv::Mat& image, int jpeg_quality);

}  // namespace qh::render
