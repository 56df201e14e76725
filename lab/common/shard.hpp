// SPDX-License-Identifier: MIT
// `--shard I/K`: a long run cut into K deterministic, disjoint parts, part I
// (0-based) taking the tasks whose index is I mod K. Each part writes its
// result behind a header line naming the part and the job, and
// `queens-lab merge` (lab/cli/cmd_merge.cpp) combines the K parts, refusing
// a set with a part missing, doubled, or of another job (docs/lab/scale-out.md).
#pragma once

#include <cstddef>
#include <string>

namespace qh::lab {

struct Shard {
  int index = 0;
  int count = 1;
  bool active() const { return count > 1; }
  bool owns(std::size_t task) const {
    return static_cast<int>(task % static_cast<std::size_t>(count)) == index;
  }
};

// "I/K" with 0 <= I < K <= 100000; throws std::invalid_argument otherwise.
Shard parse_shard(const std::string& text);

// "# queens-lab shard I/K: JOB", the first line of a part's output.
std::string shard_header(const Shard& shard, const std::string& job);

struct ShardHeader {
  Shard shard;
  std::string job;
};
// Throws std::invalid_argument when `line` is not a shard header.
ShardHeader parse_shard_header(const std::string& line);

}  // namespace qh::lab
