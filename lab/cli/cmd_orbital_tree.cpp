// SPDX-License-Identifier: MIT
// queens-lab check-orbital-tree PART...: the exact check of a refutation by
// cube-orbital-bb --certificate (lab/certify/orbital_tree.hpp): every node
// derived from its path, every leaf's cover checked in integers, the parts
// shown to cover the tree.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "lab/certify/orbital_tree.hpp"
#include "lab/cli/commands.hpp"

namespace qh::lab {
namespace {

struct OrbitalTreeArgs {
  std::vector<std::string> files;
};

int run_check_orbital_tree(const OrbitalTreeArgs& args) {
  const OrbitalTreeCheck check = check_orbital_trees(args.files);
  if (!check.ok) {
    std::cout << "not certified: " << check.reason << '\n';
    return kExitNo;
  }
  std::cout << check.n << '^' << check.d << " holds fewer than " << check.target
            << " queens: certified by " << check.parts << (check.parts == 1 ? " part" : " parts")
            << " (split depth " << check.split_depth << "), " << check.nodes << " nodes, "
            << check.leaves << " leaf covers exact, " << check.sets << " cover sets are cliques\n";
  return kExitOk;
}

}  // namespace

void add_check_orbital_tree(CLI::App& app, const LabContext& /*lab*/, Action& action) {
  CLI::App* cmd =
      app.add_subcommand("check-orbital-tree",
                         "check the tree files of a cube-orbital-bb refutation, all parts together "
                         "(docs/lab/certificates.md, \"Orbital trees\")");
  auto args = std::make_shared<OrbitalTreeArgs>();
  cmd->add_option("FILES", args->files,
                  "the tree file of every part (cube-orbital-bb --certificate)")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->callback([&action, args] { action = [args] { return run_check_orbital_tree(*args); }; });
}

}  // namespace qh::lab
