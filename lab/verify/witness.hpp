// SPDX-License-Identifier: MIT
// The witness file: what `queens-lab attack` and `queens-lab cube` print and
// `queens-lab verify` checks (format in docs/lab/attack.md). A plain text
// file; '#' starts a comment line:
//
//   queens-lab witness 1
//   problem attack-exactly 3        (or attack-at-most K, or cube)
//   board 8 2                       (side n, dimension d)
//   queens 18
//   1 2                             (one queen a line: d coordinates, 1..n)
//   ...
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace qh::lab {

enum class WitnessKind { attack_exactly, attack_at_most, cube };

struct Witness {
  WitnessKind kind = WitnessKind::cube;
  int k = 0;  // attacks per queen (cube: 0)
  int n = 0;
  int d = 2;
  std::vector<std::vector<int>> queens;  // 1-based coordinates
};

// Throws std::invalid_argument "<name>:<line>: <problem>" on bad input.
Witness parse_witness(std::istream& in, const std::string& name);
void write_witness(std::ostream& out, const Witness& w);

}  // namespace qh::lab
