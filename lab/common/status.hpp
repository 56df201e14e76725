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
    case Proof::exact: return "exact";
    case Proof::lower_bound: return "lower bound";
    case Proof::upper_bound: return "upper bound";
    case Proof::unknown: return "unknown";
  }
  return "unknown";
}

}  // namespace qh::lab
