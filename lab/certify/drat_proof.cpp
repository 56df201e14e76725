// SPDX-License-Identifier: MIT
#include "lab/certify/drat_proof.hpp"

#include <cadical.hpp>
#include <fstream>
#include <stdexcept>

namespace qh::lab {
namespace {

class Stop : public CaDiCaL::Terminator {
 public:
  explicit Stop(const Deadline& deadline) : deadline_(deadline) {}
  bool terminate() override { return deadline_.expired(); }

 private:
  const Deadline& deadline_;
};

}  // namespace

SatResult write_drat_proof(const Cnf& cnf, const std::string& cnf_path,
                           const std::string& proof_path, const Deadline& deadline) {
  {
    std::ofstream out(cnf_path, std::ios::binary);
    out << cnf.dimacs();
    if (!out) throw std::runtime_error(cnf_path + ": cannot write the CNF");
  }
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);  // no "c ..." lines on stdout
  if (!solver.trace_proof(proof_path.c_str())) {
    throw std::runtime_error(proof_path + ": cannot open the proof file");
  }
  Stop stop(deadline);
  solver.connect_terminator(&stop);
  solver.reserve(cnf.vars());
  for (const auto& clause : cnf.clauses()) {
    for (const int lit : clause) solver.add(lit);
    solver.add(0);
  }
  const int result = solver.solve();
  solver.disconnect_terminator();
  solver.close_proof_trace();
  if (result == 20) return SatResult::unsat;
  if (result == 10) return SatResult::sat;
  return SatResult::unknown;
}

}  // namespace qh::lab
