// SPDX-License-Identifier: MIT
// queens-lab check-orbital-tree PART...: the exact check of a refutation by
// cube-orbital-bb --certificate (lab/certify/orbital_tree.hpp): every node
// derived from its path, every leaf's cover checked in integers, the parts
// shown to cover the tree. With --records: the parts table of such a
// refutation, each part checked on its own (lab/certify/orbital_parts.hpp).
#include <algorithm>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "lab/certify/orbital_parts.hpp"
#include "lab/certify/orbital_tree.hpp"
#include "lab/cli/commands.hpp"

namespace qh::lab {
namespace {

struct OrbitalTreeArgs {
  std::vector<std::string> files;
  bool partial = false;
  bool records = false;
};

int run_check_orbital_parts(const std::string& file) {
  const OrbitalPartsCheck check = check_orbital_parts(file);
  if (!check.ok) {
    std::cout << "not certified: " << check.reason << '\n';
    return kExitNo;
  }
  if (!check.complete) {
    std::cout << check.recorded << " of " << check.parts << " parts of " << check.n << '^'
              << check.d << " < " << check.target
              << " recorded as checked; not certified until every part is (" << file << ")\n";
    return kExitOk;
  }
  std::cout << check.n << '^' << check.d << " holds fewer than " << check.target
            << " queens: certified by the recorded checks of " << check.parts
            << " parts (split depth " << check.split_depth
            << "), each passed check-orbital-tree --partial, all with the tree above depth "
            << check.split_depth << " sha256 " << check.shared_tree_sha256 << " (" << file << ")\n";
  return kExitOk;
}

int run_check_orbital_tree(const OrbitalTreeArgs& args) {
  if (args.records) {
    int status = kExitOk;
    for (const auto& file : args.files) status = std::max(status, run_check_orbital_parts(file));
    return status;
  }
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
  cmd->add_flag("--records", args->records,
                "FILES are parts tables (one row per part that passed --partial, with its tree's "
                "hashes): certify the bound when every part is there once, all with one tree "
                "above the split depth");
  cmd->callback([&action, args] { action = [args] { return run_check_orbital_tree(*args); }; });
}

}  // namespace qh::lab
