// SPDX-License-Identifier: MIT
// The corpus sweep: every board of a list rendered in one theme at one size
// (with marks on two boards in three, app chrome on most, the board off
// centre on some, PNG or JPEG at quality 60-95), read back with the image
// reader, and compared with what was drawn. Themes without colours skip
// boards whose regions are split into pieces (borders cannot show them). Shared by the ctest sweep
// (test_sweep.cpp) and the measuring tool (sweep_tool.cpp).
#pragma once

#include <string>
#include <vector>

#include "engine/model/puzzle.hpp"

namespace qh::render {

// A board's regions up to renaming: region ids in reading order of first
// appearance (an image reader cannot know the letters).
std::vector<int> canonical(const Puzzle& p);

struct SweepBoard {
  std::string name;
  Puzzle puzzle;
};

struct SweepResult {
  int images = 0;
  int exact = 0;    // board and marks read back exactly
  int unsure = 0;   // board exact, every mark read right except some reported as unsure
  int refused = 0;  // the reader said what it could not decide (an InputError)
  int wrong = 0;    // the reader returned something else: the failure that must never happen
  double read_seconds = 0;         // decode + read, summed over the images (wall clock)
  double read_cpu = 0;             // the same in process CPU seconds (all threads)
  std::vector<std::string> notes;  // every wrong read, and the first few refusals
};

// Boards i, i + stride, i + 2 * stride, ... of `boards`.
SweepResult sweep(const std::vector<SweepBoard>& boards, const std::string& theme, int board_px,
                  int stride);

}  // namespace qh::render
