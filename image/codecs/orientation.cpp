// SPDX-License-Identifier: MIT
// EXIF orientation: read by libexif, applied with OpenCV's flips and
// transposes (the mapping of the EXIF specification, tag 0x0112).
#include <libexif/exif-data.h>

#include <algorithm>
#include <memory>
#include <opencv2/core.hpp>
#include <vector>

#include "image/codecs/codecs.hpp"

namespace qh::image::codecs {

namespace {

struct ExifDataFree {
  void operator()(ExifData* data) const { exif_data_unref(data); }
};

constexpr unsigned char kExifHeader[] = {'E', 'x', 'i', 'f', 0, 0};

}  // namespace

int exif_orientation(std::span<const unsigned char> exif) {
  if (exif.empty()) return 1;
  // libexif wants the block to begin with "Exif\0\0"; a PNG eXIf chunk holds
  // only the TIFF part.
  std::vector<unsigned char> block;
  const bool has_header = exif.size() >= sizeof kExifHeader &&
                          std::equal(std::begin(kExifHeader), std::end(kExifHeader), exif.begin());
  if (!has_header) block.assign(std::begin(kExifHeader), std::end(kExifHeader));
  block.insert(block.end(), exif.begin(), exif.end());
  const std::unique_ptr<ExifData, ExifDataFree> data(
      exif_data_new_from_data(block.data(), static_cast<unsigned int>(block.size())));
  if (!data) return 1;
  const ExifEntry* entry = exif_data_get_entry(data.get(), EXIF_TAG_ORIENTATION);
  if (entry == nullptr || entry->format != EXIF_FORMAT_SHORT || entry->components != 1) return 1;
  const int value = exif_get_short(entry->data, exif_data_get_byte_order(data.get()));
  return value >= 1 && value <= 8 ? value : 1;
}

// 2 and 4 mirror, 3 turns by 180 degrees, 5-8 swap the sides (6: the
// picture was taken turned 90 degrees anticlockwise, so it is turned back
// clockwise; 8 the other way; 5 and 7 mirror along a diagonal).
void apply_orientation(cv::Mat& bgr, int orientation) {
  if (orientation == 2) cv::flip(bgr, bgr, 1);
  if (orientation == 3) cv::flip(bgr, bgr, -1);
  if (orientation == 4) cv::flip(bgr, bgr, 0);
  if (orientation < 5 || orientation > 8) return;
  cv::Mat turned;
  cv::transpose(bgr, turned);
  if (orientation == 6) cv::flip(turned, turned, 1);
  if (orientation == 7) cv::flip(turned, turned, -1);
  if (orientation == 8) cv::flip(turned, turned, 0);
  bgr = turned;
}

std::optional<std::string> check_dimensions(long long width, long long height) {
  if (width <= 0 || height <= 0) return "image has no pixels";
  if (width * height > kMaxPixels)
    return "image is " + std::to_string(width) + "x" + std::to_string(height) +
           " pixels, larger than any screenshot (limit " + std::to_string(kMaxPixels >> 20) +
           " megapixels)";
  return std::nullopt;
}

}  // namespace qh::image::codecs
