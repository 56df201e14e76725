// SPDX-License-Identifier: MIT
// One deduction as a rule finds it: what it places, what it eliminates and
// the evidence for it. Fixed size, no heap: rules fill it in the hot path.
// Text is produced later, and only when asked for (Rule::explain).
#pragma once

#include <cstdint>

#include "engine/model/bits.hpp"
#include "engine/model/geometry.hpp"

namespace qh {

class Rule;

// Houses named by the evidence, one bit per row / column / region ordinal.
struct HouseSet {
  std::uint32_t rows = 0;
  std::uint32_t columns = 0;
  std::uint32_t regions = 0;
  friend bool operator==(const HouseSet&, const HouseSet&) = default;
};

// Adds the houses of one kind (an ordinal mask) to `houses`.
inline void set_houses(HouseSet& houses, HouseKind kind, unsigned mask) {
  switch (kind) {
    case HouseKind::row:
      houses.rows |= mask;
      break;
    case HouseKind::column:
      houses.columns |= mask;
      break;
    case HouseKind::region:
      houses.regions |= mask;
      break;
  }
}

// The one house h (an id of g), as a HouseSet.
template <class B>
HouseSet house_set_of(const Geometry<B>& g, int h) {
  HouseSet out;
  set_houses(out, g.kind_of(h), 1U << g.ordinal_of(h));
  return out;
}

template <class B>
struct Step {
  const Rule* rule = nullptr;
  B placed;      // cells that receive a queen
  B eliminated;  // cells crossed out
  B focus;       // the cells that justify the step (highlighted in a hint)
  HouseSet houses;
  int size = 1;    // rule-specific measure of complexity: subset size, chain length, ...
  int pivot = -1;  // rule-specific cell (e.g. the hypothetical queen of a trial), or -1
};

}  // namespace qh
