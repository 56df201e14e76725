// Stage 1, decode: recognise PNG and JPEG by their magic bytes and let
// OpenCV's imgcodecs decode them. A truncated file is refused before it
// reaches the decoder, which would otherwise fill the missing rows with grey
// (and libjpeg would print its own warning on stderr).
#include <opencv2/core/utils/logger.hpp>
#include <opencv2/imgcodecs.hpp>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr unsigned char kPngMagic[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
// The last 12 bytes of every complete PNG: the empty IEND chunk and its CRC.
constexpr unsigned char kPngEnd[] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xae, 0x42, 0x60, 0x82};

bool starts_with(std::span<const unsigned char> bytes, std::span<const unsigned char> prefix) {
  return bytes.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), bytes.begin());
}

// A JPEG ends with the EOI marker FF D9; some writers pad after it, so look
// at the last few bytes.
bool jpeg_has_end(std::span<const unsigned char> bytes) {
  const std::size_t from = bytes.size() > 64 ? bytes.size() - 64 : 0;
  for (std::size_t i = bytes.size(); i-- > from + 1;)
    if (bytes[i - 1] == 0xff && bytes[i] == 0xd9) return true;
  return false;
}

}  // namespace

ImageFormat sniff_format(std::span<const unsigned char> bytes) {
  if (starts_with(bytes, kPngMagic)) return ImageFormat::png;
  if (bytes.size() >= 3 && bytes[0] == 0xff && bytes[1] == 0xd8 && bytes[2] == 0xff)
    return ImageFormat::jpeg;
  return ImageFormat::none;
}

std::optional<std::string> decode_image(std::span<const unsigned char> bytes, cv::Mat& bgr) {
  const ImageFormat format = sniff_format(bytes);
  if (format == ImageFormat::none) return "not a PNG or JPEG image";
  std::size_t end = bytes.size();
  if (format == ImageFormat::png) {
    // A little padding after IEND is tolerated; a missing IEND is not.
    bool found = false;
    const std::size_t stop = bytes.size() > 4096 ? bytes.size() - 4096 : 0;
    for (std::size_t at = bytes.size(); at >= sizeof kPngEnd && at > stop && !found; --at)
      if (std::equal(std::begin(kPngEnd), std::end(kPngEnd), bytes.begin() + (at - sizeof kPngEnd)))
        found = true, end = at;
    if (!found) return "truncated PNG image (no IEND chunk)";
  } else if (!jpeg_has_end(bytes)) {
    return "truncated JPEG image (no end-of-image marker)";
  }
  // OpenCV would log decoder complaints on stderr; the caller reports one line.
  cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT);
  const cv::Mat raw(1, static_cast<int>(end), CV_8UC1, const_cast<unsigned char*>(bytes.data()));
  try {
    bgr = cv::imdecode(raw, cv::IMREAD_COLOR);
  } catch (const cv::Exception&) {
    bgr.release();
  }
  if (bgr.empty()) return format == ImageFormat::png ? "PNG image could not be decoded"
                                                     : "JPEG image could not be decoded";
  return std::nullopt;
}

}  // namespace qh::image
