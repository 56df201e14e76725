// SPDX-License-Identifier: MIT
// PNG by libpng, with the transforms cv::imdecode(IMREAD_COLOR) asks for:
// 16-bit samples cut to 8, alpha (and tRNS) dropped, palette and grey
// expanded to colour, BGR order, interlacing undone. libpng reports errors
// through a callback that must not return: it jumps back here
// (setjmp/longjmp), and nothing with a destructor is created between the two.
#include <png.h>

#include <algorithm>
#include <vector>

#include "image/codecs/codecs.hpp"

namespace qh::image::codecs {

namespace {

struct Source {
  std::span<const unsigned char> bytes;
  std::size_t at = 0;
};

void read_bytes(png_structp png, png_bytep out, png_size_t count) {
  auto* source = static_cast<Source*>(png_get_io_ptr(png));
  if (count > source->bytes.size() - source->at) png_error(png, "read past the end");
  std::copy_n(source->bytes.begin() + static_cast<std::ptrdiff_t>(source->at), count, out);
  source->at += count;
}

// Quiet (libpng's own handlers print on stderr): the caller reports one line.
[[noreturn]] void on_error(png_structp png, png_const_charp) { png_longjmp(png, 1); }
void on_warning(png_structp, png_const_charp) {}

struct Reader {
  png_structp png = nullptr;
  png_infop info = nullptr;
  Reader() {
    png = png_create_read_struct(PNG_LIBPNG_VER_STRING, nullptr, on_error, on_warning);
    if (png != nullptr) info = png_create_info_struct(png);
  }
  ~Reader() { png_destroy_read_struct(&png, info != nullptr ? &info : nullptr, nullptr); }
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;
};

// The header and the transforms; false when libpng gave up.
bool read_header(Reader& r, Source& source) {
  if (setjmp(png_jmpbuf(r.png))) return false;
  png_set_read_fn(r.png, &source, read_bytes);
  png_read_info(r.png, r.info);
  const int depth = png_get_bit_depth(r.png, r.info);
  const int type = png_get_color_type(r.png, r.info);
  if (depth > 8) png_set_strip_16(r.png);
  png_set_strip_alpha(r.png);
  if (type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(r.png);
  if ((type & PNG_COLOR_MASK_COLOR) == 0 && depth < 8) png_set_expand_gray_1_2_4_to_8(r.png);
  if ((type & PNG_COLOR_MASK_COLOR) != 0)
    png_set_bgr(r.png);
  else
    png_set_gray_to_rgb(r.png);
  png_set_interlace_handling(r.png);
  png_read_update_info(r.png, r.info);
  return true;
}

bool read_pixels(Reader& r, std::vector<png_bytep>& rows) {
  if (setjmp(png_jmpbuf(r.png))) return false;
  png_read_image(r.png, rows.data());
  png_read_end(r.png, r.info);  // an eXIf chunk may follow the pixels
  return true;
}

// The EXIF block, before or after the pixels (valid while the reader lives).
std::span<const unsigned char> exif_block(const Reader& r) {
#ifdef PNG_eXIf_SUPPORTED
  png_bytep data = nullptr;
  png_uint_32 size = 0;
  if (png_get_eXIf_1(r.png, r.info, &size, &data) != 0 && data != nullptr) return {data, size};
#endif
  return {};
}

}  // namespace

std::optional<std::string> decode_png(std::span<const unsigned char> bytes, cv::Mat& bgr) {
  bgr.release();
  Reader r;
  if (r.png == nullptr || r.info == nullptr) return "PNG image could not be decoded";
  Source source{.bytes = bytes, .at = 0};
  if (!read_header(r, source)) return "PNG image could not be decoded";
  const png_uint_32 width = png_get_image_width(r.png, r.info);
  const png_uint_32 height = png_get_image_height(r.png, r.info);
  if (auto problem = check_dimensions(width, height)) return problem;
  if (png_get_channels(r.png, r.info) != 3 || png_get_bit_depth(r.png, r.info) != 8)
    return "PNG image could not be decoded";
  bgr.create(static_cast<int>(height), static_cast<int>(width), CV_8UC3);
  std::vector<png_bytep> rows(height);
  for (png_uint_32 y = 0; y < height; ++y) rows[y] = bgr.ptr<unsigned char>(static_cast<int>(y));
  if (!read_pixels(r, rows)) {
    bgr.release();
    return "PNG image could not be decoded";
  }
  apply_orientation(bgr, exif_orientation(exif_block(r)));
  return std::nullopt;
}

}  // namespace qh::image::codecs
