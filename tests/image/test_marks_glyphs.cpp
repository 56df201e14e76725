// SPDX-License-Identifier: MIT
// The rendered glyph set (glyph_set.hpp): crowns of several designs, a chess
// queen, the letter Q, stars, x marks small to large and heavy, dots and the
// letter X, drawn off their cell's centre by up to 15%, in cells of 30-80 px,
// PNG and JPEG 75, on the light and the dark theme. No glyph may be read as
// the other class (or as empty), and no empty cell as a mark; unsure is
// allowed, but each class must mostly be read.
#include <doctest/doctest.h>

#include "glyph_set.hpp"

TEST_SUITE("image") {
  TEST_CASE("marks: the rendered glyph set, 30-80 px cells, off centre: never a confident wrong") {
    const qh::render::GlyphSetOptions options{.pitches = {30, 42, 56, 80}};
    int right[2] = {0, 0}, total[2] = {0, 0};
    for (const auto& t : qh::render::run_glyph_set(options)) {
      CAPTURE(t.design);
      for (const auto& note : t.notes) MESSAGE(note);
      CHECK(t.wrong == 0);
      CHECK(t.empty_wrong == 0);
      const int k = t.truth == 'Q' ? 0 : 1;
      right[k] += t.right;
      total[k] += t.right + t.unsure + t.wrong;
    }
    CAPTURE(right[0]);
    CAPTURE(right[1]);
    CHECK(right[0] >= 0.7 * total[0]);
    CHECK(right[1] >= 0.7 * total[1]);
  }
}
