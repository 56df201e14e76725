// SPDX-License-Identifier: MIT
// JPEG by libjpeg(-turbo): straight to BGR (JCS_EXT_BGR), the library's
// default IDCT and upsampling, as cv::imdecode decodes it. libjpeg reports
// errors through a callback that must not return: it jumps back here
// (setjmp/longjmp), and nothing with a destructor is created between the two.
#include <cstdio>
// jpeglib.h needs FILE and size_t declared first.
#include <jpeglib.h>

#include <csetjmp>

#include "image/codecs/codecs.hpp"

namespace qh::image::codecs {

namespace {

struct ErrorManager {
  jpeg_error_mgr pub;  // first: libjpeg sees a jpeg_error_mgr*
  std::jmp_buf jump;
};

[[noreturn]] void on_error(j_common_ptr cinfo) {
  std::longjmp(reinterpret_cast<ErrorManager*>(cinfo->err)->jump, 1);
}
void on_message(j_common_ptr) {}  // warnings stay quiet: the caller reports one line
void on_emit(j_common_ptr, int) {}

struct Decompressor {
  jpeg_decompress_struct info{};
  ErrorManager errors{};
  Decompressor() {
    info.err = jpeg_std_error(&errors.pub);
    errors.pub.error_exit = on_error;
    errors.pub.output_message = on_message;
    errors.pub.emit_message = on_emit;
  }
  ~Decompressor() { jpeg_destroy_decompress(&info); }
  Decompressor(const Decompressor&) = delete;
  Decompressor& operator=(const Decompressor&) = delete;
};

enum class Step { ok, broken, cmyk };

// The header (and the EXIF orientation of APP1), then, in a second call
// once the caller has checked the size, the pixels into `bgr`.
Step read_header(Decompressor& d, std::span<const unsigned char> bytes, int& orientation) {
  if (setjmp(d.errors.jump)) return Step::broken;
  jpeg_create_decompress(&d.info);
  jpeg_mem_src(&d.info, bytes.data(), static_cast<unsigned long>(bytes.size()));
  jpeg_save_markers(&d.info, JPEG_APP0 + 1, 0xffff);
  jpeg_read_header(&d.info, TRUE);
  for (jpeg_saved_marker_ptr m = d.info.marker_list; m != nullptr; m = m->next)
    if (m->marker == JPEG_APP0 + 1 && m->data_length >= 6 && m->data[0] == 'E' &&
        m->data[1] == 'x' && m->data[2] == 'i' && m->data[3] == 'f') {
      // Read now: the saved markers are freed when decompression ends.
      orientation = exif_orientation(std::span<const unsigned char>(m->data, m->data_length));
      break;
    }
  if (d.info.jpeg_color_space == JCS_CMYK || d.info.jpeg_color_space == JCS_YCCK) return Step::cmyk;
  d.info.out_color_space = JCS_EXT_BGR;
  jpeg_calc_output_dimensions(&d.info);  // the size libjpeg will deliver (scale 1/1)
  return Step::ok;
}

Step read_pixels(Decompressor& d, cv::Mat& bgr) {
  if (setjmp(d.errors.jump)) return Step::broken;
  jpeg_start_decompress(&d.info);
  while (d.info.output_scanline < d.info.output_height) {
    JSAMPROW row = bgr.ptr<unsigned char>(static_cast<int>(d.info.output_scanline));
    jpeg_read_scanlines(&d.info, &row, 1);
  }
  jpeg_finish_decompress(&d.info);
  return Step::ok;
}

}  // namespace

std::optional<std::string> decode_jpeg(std::span<const unsigned char> bytes, cv::Mat& bgr) {
  bgr.release();
  Decompressor d;
  int orientation = 1;
  switch (read_header(d, bytes, orientation)) {
    case Step::ok:
      break;
    case Step::cmyk:
      return "CMYK JPEG images are not read; save the screenshot as PNG";
    default:
      return "JPEG image could not be decoded";
  }
  if (auto problem = check_dimensions(d.info.output_width, d.info.output_height)) return problem;
  bgr.create(static_cast<int>(d.info.output_height), static_cast<int>(d.info.output_width),
             CV_8UC3);
  if (read_pixels(d, bgr) != Step::ok) {
    bgr.release();
    return "JPEG image could not be decoded";
  }
  apply_orientation(bgr, orientation);
  return std::nullopt;
}

}  // namespace qh::image::codecs
