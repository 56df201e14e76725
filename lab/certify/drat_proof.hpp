// SPDX-License-Identifier: MIT
// Refutes a CNF with a fresh CaDiCaL (Debian's libcadical-dev, through
// SatSolver) that traces its DRAT proof (CaDiCaL's trace_proof): the
// certificate of one unsat step.
// No assumptions and no incremental state, so the proof refutes exactly the
// CNF written next to it.
#pragma once

#include <string>

#include "lab/certify/cnf.hpp"
#include "lab/common/deadline.hpp"
#include "lab/common/sat_solver.hpp"

namespace qh::lab {

// Writes the CNF (DIMACS) to cnf_path and the DRAT proof (CaDiCaL's binary
// format, which drat-trim reads) to proof_path. Returns unsat when the proof
// is complete; sat or unknown (deadline) leave a useless proof file behind.
SatResult write_drat_proof(const Cnf& cnf, const std::string& cnf_path,
                           const std::string& proof_path, const Deadline& deadline);

}  // namespace qh::lab
