// SPDX-License-Identifier: MIT
// The reader's entry for pixels decoded elsewhere (the page decodes the
// screenshot in the browser and hands over RGBA): the same stages as for a
// file, after the decode stage (image/stages.hpp).
#include <opencv2/imgproc.hpp>
#include <string>

#include "engine/io/input_error.hpp"
#include "image/image_reader.hpp"
#include "image/stages.hpp"

namespace qh::image {

ImportedBoard read_board_pixels(std::span<const unsigned char> rgba, int width, int height,
                                const std::string& source) {
  if (width <= 0 || height <= 0)
    throw InputError(source, 0,
                     "image is " + std::to_string(width) + "x" + std::to_string(height) +
                         " pixels: there is nothing to read");
  const long long pixels = static_cast<long long>(width) * height;
  if (pixels > kMaxImagePixels)
    throw InputError(source, 0,
                     "image is " + std::to_string(width) + "x" + std::to_string(height) +
                         " pixels, more than " + std::to_string(kMaxImagePixels) +
                         "; this is not a screenshot");
  if (static_cast<long long>(rgba.size()) != pixels * 4)
    throw InputError(source, 0,
                     "pixel buffer holds " + std::to_string(rgba.size()) + " bytes, not " +
                         std::to_string(pixels * 4) + " (" + std::to_string(width) + "x" +
                         std::to_string(height) + " RGBA)");
  const cv::Mat view(height, width, CV_8UC4, const_cast<unsigned char*>(rgba.data()));
  cv::Mat bgr;
  cv::cvtColor(view, bgr, cv::COLOR_RGBA2BGR);
  return read_board_bgr(bgr, source);
}

}  // namespace qh::image
