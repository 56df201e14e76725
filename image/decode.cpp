// SPDX-License-Identifier: MIT
// Stage 1, decode: recognise PNG and JPEG by their magic bytes and hand
// them to libpng / libjpeg (image/codecs/). A truncated file is refused
// before it reaches the decoder, which would otherwise fill the missing rows
// with grey.
//
// The WebAssembly reader (web/reader/) is built without the decoders (no
// QH_DECODE_FILES): the browser decodes the image and hands the reader its
// pixels (read_board_pixels), so there decode_image only refuses.
#include <cctype>
#include <cstdint>
#include <string_view>

#include "image/stages.hpp"
#ifdef QH_DECODE_FILES
#include "image/codecs/codecs.hpp"
#endif

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

// Walks the PNG's chunks (length, type, data, CRC) from the signature to
// IEND without decoding any: a file whose chunks do not add up is refused
// here, in one line, instead of by libpng, which prints its own complaints
// on stderr. Returns the end of IEND, or 0 when the structure is broken.
std::size_t png_chunks_end(std::span<const unsigned char> bytes) {
  std::size_t at = sizeof kPngMagic;
  bool first = true;
  while (at + 12 <= bytes.size()) {
    const std::uint32_t length = (std::uint32_t{bytes[at]} << 24) |
                                 (std::uint32_t{bytes[at + 1]} << 16) |
                                 (std::uint32_t{bytes[at + 2]} << 8) | std::uint32_t{bytes[at + 3]};
    const std::string_view type(reinterpret_cast<const char*>(bytes.data() + at + 4), 4);
    for (char ch : type)
      if (!std::isalpha(static_cast<unsigned char>(ch))) return 0;
    if (first && type != "IHDR") return 0;
    first = false;
    if (length > bytes.size() - at - 12) return 0;
    at += 12 + length;
    if (type == "IEND") return at;
  }
  return 0;
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
    bool has_end = false;  // a little padding after IEND is tolerated
    const std::size_t stop = bytes.size() > 4096 ? bytes.size() - 4096 : 0;
    for (std::size_t at = bytes.size(); at >= sizeof kPngEnd && at > stop && !has_end; --at)
      has_end =
          std::equal(std::begin(kPngEnd), std::end(kPngEnd), bytes.begin() + (at - sizeof kPngEnd));
    if (!has_end) return "truncated PNG image (no IEND chunk)";
    end = png_chunks_end(bytes);
    if (end == 0) return "damaged PNG image (its chunks do not add up)";
  } else if (!jpeg_has_end(bytes)) {
    return "truncated JPEG image (no end-of-image marker)";
  }
#ifndef QH_DECODE_FILES
  (void)end;
  bgr.release();
  return "this build decodes no image files (the page decodes them in the browser)";
#else
  const std::span<const unsigned char> complete = bytes.first(end);
  return format == ImageFormat::png ? codecs::decode_png(complete, bgr)
                                    : codecs::decode_jpeg(complete, bgr);
#endif
}

}  // namespace qh::image
