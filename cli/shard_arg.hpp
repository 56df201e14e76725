// SPDX-License-Identifier: MIT
// --shard I/K (docs/lab/scale-out.md): part I (0-based) of K, for the bulk
// commands whose parts `queens-lab merge` joins (grade, generate).
#pragma once

#include <string>

namespace qh {

struct ShardArg {
  int index = 0;
  int count = 1;
};

// "I/K" with 0 <= I < K <= 100000, else std::invalid_argument naming the
// value.
ShardArg parse_shard_arg(const std::string& text);

}  // namespace qh
