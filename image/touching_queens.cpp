// SPDX-License-Identifier: MIT
// Queens read on two cells that touch (side or corner) break every puzzle of
// the family — Queens and Star Battle alike, whatever the number of stars —
// so one of the two readings is wrong, or the player put them there. The
// reader cannot vouch for either: both become unsure, and the note names the
// pair, so that `hint` asks the player to confirm them instead of building a
// move on a misread glyph (a small x under a printed letter read as a crown,
// a crown's neighbour's ink pulled into a cell).
#include "image/stages.hpp"

namespace qh::image {

int doubt_touching_queens(Marks& marks, int n) {
  std::vector<int> other(marks.cells.size(), -1);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int i = r * n + c;
      if (marks.cells[static_cast<std::size_t>(i)].mark != Mark::queen) continue;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int rr = r + dr, cc = c + dc;
          if ((dr == 0 && dc == 0) || rr < 0 || cc < 0 || rr >= n || cc >= n) continue;
          const int j = rr * n + cc;
          if (marks.cells[static_cast<std::size_t>(j)].mark == Mark::queen &&
              other[static_cast<std::size_t>(i)] < 0)
            other[static_cast<std::size_t>(i)] = j;
        }
    }
  int doubted = 0;
  for (std::size_t i = 0; i < other.size(); ++i)
    if (other[i] >= 0) {
      marks.cells[i].mark = Mark::unsure;
      marks.cells[i].touches = other[i];
      ++doubted;
    }
  return doubted;
}

}  // namespace qh::image
