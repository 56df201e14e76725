// SPDX-License-Identifier: MIT
// How sure a lab result is. Printed as these words in text and JSON output.
#pragma once

#include <string_view>

namespace qh::lab {

enum class Proof {
  exact,        // the figure is proven (an optimum, or a complete count)
  lower_bound,  // a witness exists; the search stopped before proving more
  upper_bound,  // nothing better exists; no witness reaching it was found
  unknown,      // the budget ran out before anything was established
};

constexpr std::string_view proof_name(Proof p) {
  switch (p) {
    case Proof::exact:
      return "exact";
    case Proof::lower_bound:
      return "lower bound";
    case Proof::upper_bound:
      return "upper bound";
    case Proof::unknown:
      return "unknown";
  }
  return "unknown";
}

// The status of an optimum known to lie in lower..upper: exact when they
// meet, a lower bound when a witness exists, else unknown.
constexpr Proof bounds_status(int lower, int upper) {
  return lower == upper ? Proof::exact : lower > 0 ? Proof::lower_bound : Proof::unknown;
}

}  // namespace qh::lab
