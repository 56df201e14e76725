// SPDX-License-Identifier: MIT
// queens-glyph-set: the rendered glyph set (glyph_set.hpp) read back by the
// mark classifier, one line per design: right / unsure / wrong, and every
// wrong reading's measures. Not run by ctest (test_marks_glyphs.cpp runs a
// sample of it).
//   queens-glyph-set [--pitches 30,36,...] [--jpeg 0,75] [--themes linkedin,dark]
#include <CLI/CLI.hpp>
#include <cstdio>

#include "glyph_set.hpp"

int main(int argc, char** argv) {
  qh::render::GlyphSetOptions o;
  CLI::App app{"Reads the rendered glyph set back with the mark classifier"};
  app.add_option("--pitches", o.pitches, "cell sizes, px")->delimiter(',');
  app.add_option("--jpeg", o.jpeg, "JPEG qualities, 0 for PNG")->delimiter(',');
  app.add_option("--themes", o.themes, "board themes")->delimiter(',');
  app.add_option("--max-offset", o.max_offset, "glyph centre from the cell's, share of a cell");
  app.add_option("--seed", o.seed, "random seed");
  app.add_option("--only", o.only, "these designs only")->delimiter(',');
  app.add_option("--dump", o.dump, "write every glyph cell's measures here (TSV)");
  CLI11_PARSE(app, argc, argv);
  int right[2] = {0, 0}, unsure[2] = {0, 0}, wrong[2] = {0, 0}, empty_wrong = 0;
  std::printf("%-12s truth  right unsure wrong  empty-read-as-mark\n", "design");
  for (const auto& t : qh::render::run_glyph_set(o)) {
    std::printf("%-12s %c     %5d %6d %5d  %d\n", t.design.c_str(), t.truth, t.right, t.unsure,
                t.wrong, t.empty_wrong);
    const int k = t.truth == 'Q' ? 0 : 1;
    right[k] += t.right, unsure[k] += t.unsure, wrong[k] += t.wrong;
    empty_wrong += t.empty_wrong;
    for (const auto& note : t.notes) std::printf("  wrong: %s\n", note.c_str());
  }
  std::printf("queens       Q     %5d %6d %5d\n", right[0], unsure[0], wrong[0]);
  std::printf("x marks      x     %5d %6d %5d\n", right[1], unsure[1], wrong[1]);
  std::printf("empty cells read as a mark: %d\n", empty_wrong);
  return 0;
}
