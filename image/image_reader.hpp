// SPDX-License-Identifier: MIT
// The image reader's public face: a PNG or JPEG screenshot of a Queens board
// in, the board and the player's marks out. The stages are in
// image/stages.hpp; how they fit and when they refuse, in docs/import.md.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/io/board_file.hpp"
#include "engine/model/puzzle.hpp"

namespace qh::image {

// Image files larger than this are refused before decoding.
inline constexpr std::size_t kMaxImageBytes = 40u * 1024 * 1024;

struct ImportedBoard {
  Puzzle puzzle;
  PlayerMarks marks;                             // empty when the image shows no marks
  bool has_marks = false;                        // some cell holds a queen or an X/dot
  std::vector<Cell> unsure;                      // cells whose mark could not be told
  std::string unsure_note;                       // why, for the first of them (one phrase)
  std::vector<double> confidence;                // per cell (row-major), 0..1
  std::string regions_from;                      // "colours", "borders" or "colours+borders"
  int board_x = 0, board_y = 0, board_size = 0;  // where the board is in the image (pixels)
};

// True when the bytes start like a PNG or a JPEG file.
bool looks_like_image(std::span<const unsigned char> head);
// True when the path names an image: by content, or by extension (.png,
// .jpg, .jpeg) so that a broken image is reported as one.
bool is_image_file(const std::string& path);

// Reads the board from image bytes; `source` names the input in errors.
// Throws InputError ("<source>: <what could not be decided>").
ImportedBoard read_board_image(std::span<const unsigned char> bytes, const std::string& source);
ImportedBoard read_board_image_file(const std::string& path);

// Images with more pixels than this are refused (read_board_pixels).
inline constexpr long long kMaxImagePixels = 40'000'000;
// Reads the board from pixels the caller decoded (the page: the browser's
// decoder): `rgba` holds width x height pixels, 4 bytes each (R, G, B, A),
// row by row; alpha is ignored, as when the reader decodes a PNG itself.
// Throws InputError like read_board_image.
ImportedBoard read_board_pixels(std::span<const unsigned char> rgba, int width, int height,
                                const std::string& source);

}  // namespace qh::image
