// SPDX-License-Identifier: MIT
// FreeType glyphs for the rendered glyph set (font_glyph.hpp).
#include "font_glyph.hpp"

#include <ft2build.h>
#include FT_FREETYPE_H

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace qh::render {

struct FontGlyphs::Impl {
  FT_Library library = nullptr;
  mutable std::map<std::string, FT_Face> faces;

  FT_Face face(const std::string& font) const {
    if (const auto it = faces.find(font); it != faces.end()) return it->second;
    const std::string path = std::string(QH_DEJAVU_DIR) + "/" + font;
    FT_Face f = nullptr;
    if (FT_New_Face(library, path.c_str(), 0, &f) != 0)
      throw std::runtime_error("font glyphs: cannot open " + path);
    faces.emplace(font, f);
    return f;
  }
};

FontGlyphs::FontGlyphs() : impl_(std::make_unique<Impl>()) {
  if (FT_Init_FreeType(&impl_->library) != 0)
    throw std::runtime_error("font glyphs: FreeType did not start");
}

FontGlyphs::~FontGlyphs() {
  for (auto& [name, f] : impl_->faces) FT_Done_Face(f);
  FT_Done_FreeType(impl_->library);
}

namespace {

// The glyph rendered at `pixels` per em, as an 8-bit coverage matrix.
cv::Mat render_at(FT_Face face, FT_UInt index, int pixels) {
  FT_Set_Pixel_Sizes(face, 0, static_cast<FT_UInt>(pixels));
  if (FT_Load_Glyph(face, index, FT_LOAD_RENDER | FT_LOAD_NO_BITMAP) != 0)
    throw std::runtime_error("font glyphs: cannot render a glyph");
  const FT_Bitmap& b = face->glyph->bitmap;
  cv::Mat out(static_cast<int>(b.rows), static_cast<int>(b.width), CV_8U, cv::Scalar(0));
  for (int y = 0; y < out.rows; ++y)
    std::copy_n(b.buffer + static_cast<std::ptrdiff_t>(y) * b.pitch, out.cols, out.ptr<uchar>(y));
  return out;
}

}  // namespace

cv::Mat FontGlyphs::coverage(const std::string& font, char32_t codepoint, double height) const {
  const FT_Face face = impl_->face(font);
  const FT_UInt index = FT_Get_Char_Index(face, codepoint);
  if (index == 0) throw std::runtime_error("font glyphs: " + font + " has no such glyph");
  constexpr int kProbe = 200;  // one rendering to learn the glyph's height per em
  const cv::Mat probe = render_at(face, index, kProbe);
  const int pixels = std::max(4, static_cast<int>(std::lround(kProbe * height / probe.rows)));
  return render_at(face, index, pixels);
}

void paint_coverage(cv::Mat& img, const cv::Mat& coverage, cv::Point2d at,
                    const cv::Scalar& colour) {
  const int x0 = static_cast<int>(std::lround(at.x - coverage.cols / 2.0));
  const int y0 = static_cast<int>(std::lround(at.y - coverage.rows / 2.0));
  for (int y = 0; y < coverage.rows; ++y)
    for (int x = 0; x < coverage.cols; ++x) {
      const int ix = x0 + x, iy = y0 + y;
      if (ix < 0 || iy < 0 || ix >= img.cols || iy >= img.rows) continue;
      const double a = coverage.at<uchar>(y, x) / 255.0;
      auto& p = img.at<cv::Vec3b>(iy, ix);
      for (int ch = 0; ch < 3; ++ch)
        p[ch] = cv::saturate_cast<uchar>((1 - a) * p[ch] + a * colour[ch]);
    }
}

}  // namespace qh::render
