// SPDX-License-Identifier: MIT
#include "lab/certify/drat_proof.hpp"

#include <fstream>
#include <stdexcept>

namespace qh::lab {

SatResult write_drat_proof(const Cnf& cnf, const std::string& cnf_path,
                           const std::string& proof_path, const Deadline& deadline) {
  {
    std::ofstream out(cnf_path, std::ios::binary);
    out << cnf.dimacs();
    if (!out) throw std::runtime_error(cnf_path + ": cannot write the CNF");
  }
  SatSolver solver(deadline);
  if (!solver.trace_proof(proof_path)) {
    throw std::runtime_error(proof_path + ": cannot open the proof file");
  }
  while (solver.vars() < cnf.vars()) solver.new_var();
  for (const auto& clause : cnf.clauses()) solver.add_clause(clause);
  const SatResult result = solver.solve();
  solver.close_proof();
  return result;
}

}  // namespace qh::lab
