// SPDX-License-Identifier: MIT
// The independent witness checker: a naive pairwise attack test that shares
// no code with the solvers (no geometry tables, no SAT). Two queens see each
// other when their difference has all its non-zero coordinates equal in
// absolute value (a rook, diagonal, ..., d-agonal line) and no third queen
// stands on the segment between them. Then every queen's count of queens it
// sees is compared with the witness's problem.
#pragma once

#include <string>

#include "lab/verify/witness.hpp"

namespace qh::lab {

struct CheckResult {
  bool ok = false;
  std::string reason;  // why not, naming a queen; empty when ok
};

CheckResult check_witness(const Witness& w);

}  // namespace qh::lab
