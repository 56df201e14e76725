// SPDX-License-Identifier: MIT
// The result line of `queens-lab cube --refute T`, written by the single run
// and by `queens-lab merge` from its parts, so that the two are identical.
#pragma once

#include <cstdint>
#include <string>

namespace qh::lab {

enum class RefuteVerdict { unsat, sat, unknown };

inline std::string refute_line(int n, int d, int target, std::int64_t vectors, std::int64_t refuted,
                               RefuteVerdict verdict) {
  const std::string head = "cube " + std::to_string(n) + "^" + std::to_string(d) + " refute " +
                           std::to_string(target) + ": " + std::to_string(vectors) +
                           " layer-count vectors, " + std::to_string(refuted) + " refuted: ";
  switch (verdict) {
    case RefuteVerdict::unsat:
      return head + "unsat (no placement of " + std::to_string(target) + " queens)";
    case RefuteVerdict::sat:
      return head + "sat (a placement of " + std::to_string(target) + " queens exists)";
    case RefuteVerdict::unknown:
      break;
  }
  return head + "unknown (the budget ran out)";
}

}  // namespace qh::lab
