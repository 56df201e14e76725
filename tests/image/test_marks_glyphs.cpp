// SPDX-License-Identifier: MIT
// The rendered glyph set (glyph_set.hpp): crowns of several designs, a chess
// queen, the letter Q, stars, x marks small to large and heavy, dots and the
// letter X, drawn off their cell's centre by up to 15%, in cells of 30-80 px,
// PNG and JPEG 75, on the light and the dark theme; and letters Q, O and X and
// the chess queens of DejaVu fonts. No glyph may be read as the other class
// (or as empty), and no empty cell as a mark; unsure is allowed, but each
// class of drawn shapes must mostly be read, and so must the letters Q in
// cells over 40 px (the letter box's size limit, marks.cpp).
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "glyph_set.hpp"

namespace {

// The designs drawn from fonts (glyph_set.cpp).
bool from_font(const std::string& design) {
  static const std::set<std::string> fonts{"Q-sans",      "Q-sans-bold", "Q-serif",    "Q-mono",
                                           "queen-black", "queen-white", "O-sans",     "O-mono",
                                           "X-sans",      "X-serif",     "X-sans-bold"};
  return fonts.contains(design);
}

}  // namespace

TEST_SUITE("image") {
  TEST_CASE("marks: the rendered glyph set, 30-80 px cells, off centre: never a confident wrong") {
    const qh::render::GlyphSetOptions options{.pitches = {30, 42, 56, 80}};
    int right[2] = {0, 0}, total[2] = {0, 0};
    for (const auto& t : qh::render::run_glyph_set(options)) {
      CAPTURE(t.design);
      for (const auto& note : t.notes) MESSAGE(note);
      CHECK(t.wrong == 0);
      CHECK(t.empty_wrong == 0);
      if (from_font(t.design)) continue;
      const int k = t.truth == 'Q' ? 0 : 1;
      right[k] += t.right;
      total[k] += t.right + t.unsure + t.wrong;
    }
    CAPTURE(right[0]);
    CAPTURE(right[1]);
    CHECK(right[0] >= 0.7 * total[0]);
    CHECK(right[1] >= 0.7 * total[1]);
  }

  TEST_CASE("marks: letters Q of DejaVu fonts in 42-80 px cells are mostly read as queens") {
    const qh::render::GlyphSetOptions options{
        .pitches = {42, 56, 80}, .only = {"Q-sans", "Q-sans-bold", "Q-serif", "Q-mono"}};
    int right = 0, total = 0;
    for (const auto& t : qh::render::run_glyph_set(options)) {
      CAPTURE(t.design);
      CHECK(t.wrong == 0);
      right += t.right;
      total += t.right + t.unsure + t.wrong;
    }
    CAPTURE(right);
    CHECK(total == 4 * 3 * 2 * 2 * 41);  // 4 fonts, 3 sizes, 2 themes, PNG and JPEG, 41 cells
    CHECK(right >= 0.65 * total);
  }
}
