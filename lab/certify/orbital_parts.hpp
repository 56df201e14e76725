// SPDX-License-Identifier: MIT
// The parts table of an orbital-branching refutation split into K parts
// (bench/lab/certificates/cube-5-4-orbital-39.parts.tsv): one row per part,
// written when the part's tree passed `queens-lab check-orbital-tree
// --partial`, with the SHA-256 of the tree and of its tree above the split
// depth. The trees themselves (megabytes each) are not stored.
//
// check_orbital_trees on all K trees at once checks each tree on its own
// (every node derived, every cover exact, only its own depth-S nodes
// searched) and, across them, only two things: every part 0..K-1 is there
// once, and all trees are the same above depth S. So K part checks made at
// different times, on different machines, certify the bound together when
// the table shows every part once, each passed, all with one hash above
// depth S. That is what check_orbital_parts checks; a reader who doubts a
// row re-runs the part (the command is in the table's header) and compares
// the tree's SHA-256.
//
// Format: '#' comment lines, one of them
//   # orbital-tree: board N D, target T, parts K, split depth S
// then a header row naming at least the columns part, result, tree_sha256,
// shared_tree_sha256 and check (tab-separated), then one row per part.
#pragma once

#include <string>

namespace qh::lab {

struct OrbitalPartsCheck {
  bool ok = false;        // every row well formed, passed and agreeing
  bool complete = false;  // every part 0..K-1 recorded once: the bound is certified
  std::string reason;     // why not ok (naming the file and line), empty when ok
  int n = 0, d = 0, target = 0, parts = 0, split_depth = 0;
  int recorded = 0;                // rows
  std::string shared_tree_sha256;  // the one hash above depth S
};

OrbitalPartsCheck check_orbital_parts(const std::string& path);

}  // namespace qh::lab
