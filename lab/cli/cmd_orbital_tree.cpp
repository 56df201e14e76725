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
  bool partial = false;
};

int run_check_orbital_tree(const OrbitalTreeArgs& args) {
  const OrbitalTreeCheck check = check_orbital_trees(args.files, args.partial);
  if (!check.ok) {
    std::cout << "not certified: " << check.reason << '\n';
    return kExitNo;
  }
  if (args.partial) {
    for (const auto& part : check.checked) {
      std::cout << "part " << part.part << " of " << check.parts << " (" << part.file
                << "): passed, " << part.nodes << " nodes, " << part.leaves
                << " leaf covers exact, tree above depth " << check.split_depth << " sha256 "
                << part.skeleton_sha256 << '\n';
    }
  }
  if (!check.complete) {
    std::cout << check.checked.size() << " of " << check.parts << " parts of " << check.n << '^'
              << check.d << " < " << check.target
              << " checked and passed; not certified until every part is (the parts must "
                 "show the same tree above the split depth)\n";
    return kExitOk;
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
  cmd->add_flag("--partial", args->partial,
                "check the parts given, each with its tree's hash above the split depth, "
                "without claiming the bound");
  cmd->callback([&action, args] { action = [args] { return run_check_orbital_tree(*args); }; });
}

}  // namespace qh::lab
