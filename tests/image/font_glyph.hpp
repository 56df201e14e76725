// SPDX-License-Identifier: MIT
// Glyphs of real fonts for the rendered glyph set (glyph_set.hpp): a letter
// "Q" or "X" in DejaVu Sans, Serif and Mono, the chess queens U+265B and
// U+2655, drawn by FreeType from Debian's fonts-dejavu-core (the folder is
// found at configure time, QH_DEJAVU_DIR). Marks drawn as text, as some clone
// sites do, without any third-party picture.
#pragma once

#include <memory>
#include <opencv2/core.hpp>
#include <string>

namespace qh::render {

class FontGlyphs {
 public:
  FontGlyphs();
  ~FontGlyphs();
  FontGlyphs(const FontGlyphs&) = delete;
  FontGlyphs& operator=(const FontGlyphs&) = delete;

  // The coverage (CV_8U, 0..255) of `codepoint` in the font file `font` (a
  // name inside QH_DEJAVU_DIR), scaled so that its inked box is `height`
  // pixels tall. Throws when the font or the glyph is missing.
  [[nodiscard]] cv::Mat coverage(const std::string& font, char32_t codepoint, double height) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Blends `colour` into `img` (8-bit BGR) through `coverage`, its centre on `at`.
void paint_coverage(cv::Mat& img, const cv::Mat& coverage, cv::Point2d at,
                    const cv::Scalar& colour);

}  // namespace qh::render
