// SPDX-License-Identifier: MIT
// queens-lab verify FILE: the independent check of a witness
// (lab/verify/check.hpp; format in docs/lab/attack.md).
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "lab/cli/commands.hpp"
#include "lab/verify/check.hpp"
#include "lab/verify/witness.hpp"

namespace qh::lab {
namespace {

int run_verify(const std::string& path, const LabContext& lab) {
  std::ifstream file;
  if (path != "-") {
    file.open(path);
    if (!file) throw std::invalid_argument(path + ": cannot open the witness file");
  }
  std::istream& in = path == "-" ? std::cin : file;
  const Witness w = parse_witness(in, path);
  const CheckResult result = check_witness(w);
  if (!result.ok) {
    lab.log->error("{}: not a valid witness: {}", path, result.reason);
    std::cout << path << ": FAILED: " << result.reason << '\n';
    return kExitNo;
  }
  std::cout << path << ": ok: " << w.queens.size() << " queens on " << w.n << "^" << w.d << ", ";
  switch (w.kind) {
    case WitnessKind::attack_exactly:
      std::cout << "each attacks exactly " << w.k;
      break;
    case WitnessKind::attack_at_most:
      std::cout << "each attacks at most " << w.k;
      break;
    case WitnessKind::cube:
      std::cout << "none attacks another";
      break;
  }
  std::cout << (w.kind == WitnessKind::cube ? "\n" : " others\n");
  return kExitOk;
}

}  // namespace

void add_verify(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand(
      "verify", "check a witness board independently of the solvers (docs/lab/attack.md)");
  auto path = std::make_shared<std::string>();
  cmd->add_option("FILE", *path, "witness file ('-' for stdin)")->required();
  cmd->callback(
      [&lab, &action, path] { action = [&lab, path] { return run_verify(*path, lab); }; });
}

}  // namespace qh::lab
