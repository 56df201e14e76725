// SPDX-License-Identifier: MIT
// The file decoders of the image reader: JPEG by libjpeg(-turbo), PNG by
// libpng, the EXIF orientation tag by libexif. They replace OpenCV's
// imgcodecs, whose Debian build links GDAL, GDCM, Poppler, HDF5 and ~120 more
// libraries: loading them was ~200 ms of CPU in every `import` (bench figure
// in docs/import.md). The pixels are those cv::imdecode(IMREAD_COLOR) gives
// (same libraries, same transforms; tests/image/test_codecs.cpp compares).
//
// Native builds only (CMake defines QH_DECODE_FILES); the page's reader gets
// its pixels from the browser.
#pragma once

#include <opencv2/core.hpp>
#include <optional>
#include <span>
#include <string>

namespace qh::image::codecs {

// Larger images are refused before their pixels are allocated: a screenshot
// of an 8K screen is 33 megapixels.
constexpr long long kMaxPixels = 64LL << 20;

// Complete JPEG / PNG bytes to 8-bit BGR, EXIF orientation applied. Returns
// the problem (one phrase), or nullopt.
std::optional<std::string> decode_jpeg(std::span<const unsigned char> bytes, cv::Mat& bgr);
std::optional<std::string> decode_png(std::span<const unsigned char> bytes, cv::Mat& bgr);

// The EXIF orientation (1..8) of an EXIF block ("Exif\0\0" and a TIFF
// header, as in a JPEG's APP1 segment, or the bare TIFF header of a PNG's
// eXIf chunk); 1 when the block has none or cannot be read.
int exif_orientation(std::span<const unsigned char> exif);
// Turns a decoded image upright, as cv::imdecode does for EXIF orientations.
void apply_orientation(cv::Mat& bgr, int orientation);

// The size check both decoders make: the problem, or nullopt.
std::optional<std::string> check_dimensions(long long width, long long height);

}  // namespace qh::image::codecs
