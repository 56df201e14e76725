// SPDX-License-Identifier: MIT
// The rendered glyph set: marks of the kinds seen across public Queens tools
// (crowns of several designs, gold and black, an emoji-like crown, a chess
// queen, the letter Q, stars; x marks small and large, thin and heavy, dots;
// letters Q, O and X and the chess queens of DejaVu fonts),
// drawn here into the cells of a rendered board, off their cell's centre by
// up to 15% of a cell, in cells of 30-80 px, PNG or JPEG, and read back by
// the mark classifier. A test bed for the classifier that uses no
// third-party picture (docs/import.md, "Marks"). Shared by the unit test
// (test_marks_glyphs.cpp) and the measuring tool (glyph_set_tool.cpp).
#pragma once

#include <string>
#include <vector>

namespace qh::render {

struct GlyphTally {
  std::string design;  // "crown-black", "x-small", ...
  char truth = '.';    // 'Q' or 'x'
  int right = 0, unsure = 0, wrong = 0;
  int empty_wrong = 0;             // unmarked cells of the same boards read as a mark
  std::vector<std::string> notes;  // the first few wrong readings, with their measures
};

struct GlyphSetOptions {
  std::vector<int> pitches{30, 36, 42, 48, 56, 64, 72, 80};  // cell sizes, px
  std::vector<int> jpeg{0, 75};                              // 0: PNG
  std::vector<std::string> themes{"linkedin", "dark"};
  double max_offset = 0.15;  // glyph centre from the cell's, share of a cell
  unsigned seed = 1;
  std::vector<std::string> only;  // these designs only (all when empty)
  std::string dump;  // when set: every glyph cell's measures, one TSV line each, to this file
};

// Every design's glyphs in every pitch, quality and theme; one tally per design.
std::vector<GlyphTally> run_glyph_set(const GlyphSetOptions& options);

// The designs' names, in the tallies' order.
std::vector<std::string> glyph_designs();

}  // namespace qh::render
