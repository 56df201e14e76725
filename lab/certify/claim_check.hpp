// SPDX-License-Identifier: MIT
// `queens-lab check-proof DIR`: re-checks the claims whose certificates are
// in DIR (docs/lab/certificates.md). A claim is one JSON file, *.claim.json:
//
//   {"name": "cube-5-3", "claim": "5^3 = 13", "page": "docs/lab/cube.md",
//    "quick": true, "problem": {"kind": "cube", "n": 5, "d": 3},
//    "lower": 13, "upper": 13,
//    "evidence": [{"type": "witness", "file": "cube-5-3-13.txt"},
//                 {"type": "unsat", "instance": "cube n=5 d=3 at-least=14",
//                  "cnf_sha256": "...", "cnf": "....cnf.xz", "proof": "....drat.xz", ...}]}
//
// Each piece of evidence proves a bound on the problem's value by a check
// that shares no code with the searches: a witness by the naive checker
// (lab/verify/check.hpp, or the walls check here), an unsat step by
// re-deriving its CNF from the instance (instance_cnf.hpp), comparing the
// SHA-256, then drat-trim or a second solver (external_check.hpp), a rook
// bound by arithmetic. The claim holds when the proven bounds are at least
// as tight as the claimed ones: the program, not a comment, decides that the
// evidence covers the claim.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "lab/common/shard.hpp"

namespace qh::lab {

struct EvidenceReport {
  std::string what;  // e.g. "upper 13: cube n=5 d=3 at-least=14"
  bool passed = false;
  std::string how;  // which independent check passed, or why it failed
  // Only this shard's part of the evidence was checked (a layer split under
  // CheckOptions::shard): its bound holds only when every shard passes.
  bool partial = false;
};

struct ClaimReport {
  std::string name;
  std::string claim;
  bool passed = false;
  long proven_lower = 0;
  long proven_upper = 0;  // -1: none proven (partial: proven when every shard passes)
  std::vector<EvidenceReport> evidence;
  std::string coverage;  // the proven bounds against the claimed ones
  bool partial = false;  // passed means: this shard's checks passed, and the
                         // bounds cover the claim once every shard passes
};

struct CheckOptions {
  double timeout_seconds = 600;  // per external check
  bool use_drat_trim = true;     // false: always re-solve (for tests)
  std::string solver;            // the second solver that re-solves; empty: the first found
  int jobs = 1;                  // external checks run at once (the parts of a split)
  // Refute only the parts of a layer split that this shard owns (by index
  // in the manifest); K shards that all pass refute every part.
  Shard shard;
};

// Throws std::invalid_argument on a malformed claim file.
ClaimReport check_claim(const nlohmann::json& claim, const std::filesystem::path& dir,
                        const CheckOptions& options);

}  // namespace qh::lab
