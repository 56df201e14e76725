// SPDX-License-Identifier: MIT
// What `attack` and `cube` report alike: an optimum with its proven bounds
// and status, an optional count of optimal solutions, and a witness. Each
// command adds its own fields (its bounds, its method) to these.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>

#include "lab/cli/commands.hpp"
#include "lab/common/solution_classes.hpp"
#include "lab/common/status.hpp"
#include "lab/verify/witness_json.hpp"

namespace qh::lab {

// The JSON fields both share: value (= lower, the witness size), lower,
// upper, status, sat_calls, seconds, witness and, when counted, count.
template <class Result>
nlohmann::json optimum_json(const Result& r, double seconds) {
  nlohmann::json out{{"value", r.lower},
                     {"lower", r.lower},
                     {"upper", r.upper},
                     {"status", proof_name(r.status)},
                     {"sat_calls", r.sat_calls},
                     {"seconds", seconds},
                     {"witness", witness_json(r.witness)}};
  if (r.count) {
    out["count"] = {{"classes", r.count->classes},
                    {"total", r.count->total},
                    {"status", proof_name(r.count->status)}};
  }
  return out;
}

// "# optimal solutions: 9 up to symmetry, 72 in all (exact)", when counted.
inline void write_count_line(std::ostream& out, const std::optional<SolutionCount>& count) {
  if (!count) return;
  out << "# optimal solutions: " << count->classes << " up to symmetry, " << count->total
      << " in all (" << proof_name(count->status) << ")\n";
}

// 0 when the optimum (and the count, if asked) is proven, else 1.
template <class Result>
int optimum_exit_status(const Result& r) {
  const bool complete = r.status == Proof::exact && (!r.count || r.count->status == Proof::exact);
  return complete ? kExitOk : kExitNo;
}

}  // namespace qh::lab
