// SPDX-License-Identifier: MIT
// Every board of n x n squares with W walls, one per symmetry class, with
// its value and number of optimal placements (docs/lab/walls.md).
//
// Wall sets are generated as combinations of cells and a set is kept when it
// is the canonical (smallest) image of its class, so each class is solved
// once; its class size says how many boards it stands for. The work is split
// by the first two walls into tasks that -j threads take from a shared
// counter; the rows are sorted by wall set at the end, so the output does not
// depend on the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "lab/common/deadline.hpp"
#include "lab/common/shard.hpp"
#include "lab/common/status.hpp"
#include "lab/walls/value.hpp"

namespace qh::lab {

struct ClassRow {
  std::uint64_t walls = 0;  // the canonical wall set
  int class_size = 0;       // boards in the class: 1, 2, 4 or 8
  WallsValue value;
};

struct Enumeration {
  int n = 0;
  int walls = 0;
  std::vector<ClassRow> rows;    // sorted by walls
  std::uint64_t boards = 0;      // sum of the class sizes: C(n*n, walls) when complete
  Proof proof = Proof::unknown;  // exact when every class was solved exactly
};

// Called from the calling thread about every `every_seconds` with the tasks
// done and the task count.
using EnumerationProgress =
    std::function<void(std::uint64_t done, std::uint64_t total, std::size_t classes)>;

// With a shard, only the tasks (first two walls) it owns: `boards` then
// counts that part's classes only.
Enumeration enumerate_walls(int n, int walls, int threads, const Deadline& deadline,
                            const EnumerationProgress& progress = {}, double every_seconds = 2.0,
                            const Shard& shard = {});

// C(n, k) as a 64-bit count (n <= 64).
std::uint64_t binomial(int n, int k);

}  // namespace qh::lab
