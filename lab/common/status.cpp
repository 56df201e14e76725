// SPDX-License-Identifier: MIT
// Keeps the lab library non-empty while every other part is header-only.
#include "lab/common/status.hpp"

namespace qh::lab {
static_assert(proof_name(Proof::exact) == "exact");
}  // namespace qh::lab
