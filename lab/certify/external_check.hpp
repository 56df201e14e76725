// SPDX-License-Identifier: MIT
// The independent checks of an unsat step, by programs from Debian that
// share no code with CaDiCaL: drat-trim on the DRAT proof when it is on the
// PATH, else a second solver (picosat, minisat or cryptominisat5) that
// re-solves the CNF. Each run is bounded by coreutils' `timeout`.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace qh::lab {

struct ExternalCheck {
  bool ran = false;     // some checker was found and ran to the end
  bool passed = false;  // it confirmed unsat (drat-trim: s VERIFIED)
  std::string how;      // e.g. "drat-trim: s VERIFIED" or "picosat: UNSATISFIABLE"
  double seconds = 0;
};

std::optional<std::string> find_program(const std::string& name);

// drat-trim CNF PROOF; nothing ran when drat-trim is not on the PATH.
ExternalCheck check_with_drat_trim(const std::string& cnf_path, const std::string& proof_path,
                                   double timeout_seconds);
// The first of picosat, minisat, cryptominisat5 found on the PATH re-solves
// (or `solver` alone, when named: minisat re-solves the 8^3 parts about four
// times faster than picosat).
ExternalCheck check_by_resolving(const std::string& cnf_path, double timeout_seconds,
                                 const std::string& solver = "");
// The solvers check_by_resolving knows, in its order of preference.
const std::vector<std::string>& resolving_solvers();

// A file's bytes; `.xz` files are decompressed with xz (xz-utils).
std::string read_file_bytes(const std::string& path);

}  // namespace qh::lab
