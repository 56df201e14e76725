// SPDX-License-Identifier: MIT
// A queen stands out from the rest of its region: a region holds one queen
// (a few in Star Battle), and its other cells hold x marks, dots or nothing,
// all lighter than a crown. Some boards print a pattern in every cell (a
// region's letter: masonomara's board), and a small x under that letter can
// pass a crown's box while the same letter with the same x in the region's
// other cells reads unsure. When every other cell of a queen's region that is
// not a queen is unsure (the reader sees ink it cannot name in each), and the
// queen's ink is no more than theirs (their median) by kStandOut, the reader
// cannot tell the queen from them: it is unsure too, and the note says so.
#include <algorithm>

#include "image/stages.hpp"

namespace qh::image {

namespace {

// Training (masonomara-queens-jan29 scaled to 36-48 px cells, PNG and JPEG
// 75): x marks under a letter read as queens exceed their region's unsure
// cells by 0.014 of ink at most, its crowns (over the same letters) by 0.156
// and more; a LinkedIn crown (ink 0.15 and more) outweighs an x (0.08 at most).
constexpr double kStandOut = 0.08;
constexpr std::size_t kMinOthers = 2;  // unsure cells needed to compare with

}  // namespace

int doubt_region_look_alikes(Marks& marks, const std::vector<int>& label) {
  const std::size_t cells = marks.cells.size();
  std::vector<std::size_t> doubted;
  for (std::size_t i = 0; i < cells; ++i) {
    if (marks.cells[i].mark != Mark::queen) continue;
    std::vector<double> others;
    bool all_unsure = true;
    for (std::size_t j = 0; j < cells && all_unsure; ++j) {
      if (j == i || label[j] != label[i] || marks.cells[j].mark == Mark::queen) continue;
      all_unsure = marks.cells[j].mark == Mark::unsure;
      others.push_back(marks.cells[j].ink);
    }
    if (!all_unsure || others.size() < kMinOthers) continue;
    const auto mid = others.begin() + static_cast<std::ptrdiff_t>(others.size() / 2);
    std::nth_element(others.begin(), mid, others.end());
    if (marks.cells[i].ink - *mid < kStandOut) doubted.push_back(i);
  }
  for (const std::size_t i : doubted) {
    marks.cells[i].mark = Mark::unsure;
    marks.cells[i].like_region = true;
  }
  return static_cast<int>(doubted.size());
}

}  // namespace qh::image
