// SPDX-License-Identifier: MIT
#include "lab/common/sat_solver.hpp"

#include <cadical.hpp>

namespace qh::lab {

class SatSolver::Stop : public CaDiCaL::Terminator {
 public:
  explicit Stop(const Deadline& deadline) : deadline_(deadline) {}
  bool terminate() override { return deadline_.expired(); }

 private:
  const Deadline& deadline_;
};

SatSolver::SatSolver(const Deadline& deadline)
    : deadline_(deadline),
      solver_(std::make_unique<CaDiCaL::Solver>()),
      stop_(std::make_unique<Stop>(deadline)) {
  solver_->connect_terminator(stop_.get());
}

SatSolver::~SatSolver() {
  solver_->disconnect_terminator();
}

void SatSolver::add_clause(const std::vector<int>& lits) {
  for (const int lit : lits) solver_->add(lit);
  solver_->add(0);
  ++clauses_;
}

void SatSolver::add_clause(std::initializer_list<int> lits) {
  for (const int lit : lits) solver_->add(lit);
  solver_->add(0);
  ++clauses_;
}

SatResult SatSolver::solve(const std::vector<int>& assumptions, int conflict_limit) {
  if (deadline_.expired()) return SatResult::unknown;
  for (const int lit : assumptions) solver_->assume(lit);
  if (conflict_limit >= 0) solver_->limit("conflicts", conflict_limit);
  const int result = solver_->solve();
  if (result == 10) return SatResult::sat;
  if (result == 20) return SatResult::unsat;
  return SatResult::unknown;
}

bool SatSolver::value(int lit) const {
  return solver_->val(lit) > 0;
}

void SatSolver::randomize(int seed) {
  solver_->set("seed", seed);
  solver_->set("shuffle", 1);
  solver_->set("shufflerandom", 1);
  solver_->set("phase", seed & 1);
}

bool SatSolver::trace_proof(const std::string& path) {
  solver_->set("quiet", 1);  // no "c ..." lines on stdout
  return solver_->trace_proof(path.c_str());
}

void SatSolver::close_proof() {
  solver_->close_proof_trace();
}

std::vector<int> cell_literals(const std::vector<int>& vars, const std::vector<int>& cells) {
  std::vector<int> out;
  out.reserve(cells.size());
  for (const int c : cells) out.push_back(vars[static_cast<std::size_t>(c)]);
  return out;
}

std::vector<int> true_cells(const SatSolver& sat, const std::vector<int>& vars) {
  std::vector<int> cells;
  for (std::size_t c = 0; c < vars.size(); ++c) {
    if (sat.value(vars[c])) cells.push_back(static_cast<int>(c));
  }
  return cells;
}

}  // namespace qh::lab
