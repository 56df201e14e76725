// SPDX-License-Identifier: MIT
// The exact check of an orbital-branching refutation on the n^d queens board
// (cube-orbital-bb --certificate; docs/lab/certificates.md, "Orbital trees").
//
// A tree file is the search tree of one part, its nodes in preorder:
//
//   queens-lab orbital-tree 1
//   board N D
//   target T                 (the tree refutes T queens)
//   part P of K at-depth S   (K parts share the nodes at depth S)
//   scale W                  (every weight is an integer over W)
//   set I C1 C2 ...          (a cover set, cells as indices, last axis fastest;
//                             defined once, before its first use)
//   branch C                 (two children follow: C's orbit empty, then a queen on C)
//   cover I:w I:w ...        (a leaf: weights on sets, each w/W)
//   other                    (a depth-S node another part searches)
//   end
//
// The checker derives every node from its path, with code of its own: the
// root has every cell free and the group of the board's d!·2^d axis
// permutations and reflections; at "branch C" (C free) the first child
// excludes C's orbit under the node's group, the second puts a queen on C,
// excludes the cells it attacks and keeps the stabiliser of C. Every
// placement of the node has an image in one child, since the node's
// placements are closed under its group (orbital branching). A leaf is sound
// when every set is a clique (two cells of it share a line, so it holds one
// queen at most), every free cell is covered with total weight at least 1,
// and |Q| + sum of w·(1 − queens of Q in the set) < T, in integers: then
// no placement of the node reaches T. Parts: the trees must agree above
// depth S (branch cells and leaves), every part 0..K-1 must be there once,
// and a part must search exactly the depth-S nodes the sharing rule gives it
// ((path · 2654435761 >> 7) mod K, the root's path 1, children 2p and 2p+1).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace qh::lab {

// The n^d board as the checker sees it: cells as indices (last axis
// fastest), who attacks whom (cube_cells_attack), and its group of axis
// permutations and reflections as permutations of the cells.
class OrbitalBoard {
 public:
  OrbitalBoard(int n, int d);  // at most 4,096 cells
  int cells() const { return cells_; }
  const std::vector<int>& attacked(int c) const { return attacked_[static_cast<std::size_t>(c)]; }
  bool attack(int a, int b) const;
  const std::vector<std::vector<int>>& group() const { return group_; }

 private:
  int cells_ = 1;
  std::vector<std::vector<int>> coords_;
  std::vector<std::vector<int>> attacked_;
  std::vector<std::vector<int>> group_;
};

enum class OrbitalCell : char { free, queen, excluded };

// A node: each cell's state, the group (indices into the board's) that fixes
// every queen, and the number of queens.
struct OrbitalNode {
  std::vector<OrbitalCell> cells;
  std::vector<int> group;
  int queens = 0;
};

OrbitalNode orbital_root(const OrbitalBoard& board);

// The two children of branching on the free cell c: c's orbit under the
// node's group excluded; a queen on c, the cells it attacks excluded, the
// stabiliser of c kept. Throws std::invalid_argument when c is not free or
// its orbit meets a cell that is not free.
std::pair<OrbitalNode, OrbitalNode> orbital_branch(const OrbitalBoard& board,
                                                   const OrbitalNode& node, int c);

struct OrbitalTreePart {
  std::string file;
  int part = 0;
  long nodes = 0, leaves = 0;
  std::string skeleton_sha256;  // of the tree above the split depth
};

struct OrbitalTreeCheck {
  bool ok = false;        // every part given passed (and, unless partial, all are there)
  bool complete = false;  // every part 0..K-1 given: the claim is certified
  std::string reason;     // why not ok, naming the file and line; empty when ok
  int n = 0, d = 0, target = 0, parts = 0, split_depth = 0;
  long nodes = 0;   // nodes checked, over all parts (the shared ones once per part)
  long leaves = 0;  // covers checked
  long sets = 0;    // cover sets checked to be cliques
  std::vector<OrbitalTreePart> checked;  // each part given, in the order given
};

// Checks the tree files of every part of one refutation. With `partial`,
// parts may be missing: those given are checked (and must agree above the
// split depth), `complete` says whether the claim is certified; a part's
// skeleton hash lets parts checked at different times be shown to agree.
OrbitalTreeCheck check_orbital_trees(const std::vector<std::string>& paths, bool partial = false);

}  // namespace qh::lab
