// SPDX-License-Identifier: MIT
// The space a layer split of the n^d queens problem must cover, written
// for the certificate checker apart from the search's split
// (lab/cube/layer_split.cpp): every vector c_0..c_{n-1} of layer counts
// along one axis that a placement of exactly `target` queens can have,
// given proven bounds on the layers (a layer of n^d is an n^(d-1) board)
// and on h consecutive layers (the h x n x ... x n box).
//
// The argument a layer-split certificate rests on (checked by
// claim_check.cpp, not by a comment): take any placement of >= target
// queens, drop queens to exactly target, let m be the largest count of
// queens in a layer along any axis, and move that axis to axis 0 (an axis
// permutation is a symmetry of the cube). Its counts c along axis 0 then
// have sum target, max(c) = m, every entry <= the layer bound, every h
// consecutive entries <= the box bound, and every layer along another axis
// holds <= m. Reflecting axis 0 (also a symmetry; it maps every layer along
// another axis onto itself) reverses c. So if, for every vector c of
// split_vectors(), the part "counts c, other layers <= max(c)" or the part
// of reverse(c) is refuted, no placement of target queens exists.
#pragma once

#include <set>
#include <vector>

namespace qh::lab {

struct SplitSpace {
  int n = 0;
  int target = 0;
  int layer = 0;            // every layer holds at most this many
  std::vector<int> window;  // window[h] > 0: h consecutive layers hold at most this many
};

// Every c with sum target, 0 <= c_i <= layer and every window within its
// bound, taking one of c and reverse(c) (the lexicographically smaller).
std::vector<std::vector<int>> split_vectors(const SplitSpace& space);

// The vectors of split_vectors() such that neither they nor their reverse
// are among `parts`: empty when the parts cover the space.
std::vector<std::vector<int>> uncovered_vectors(const SplitSpace& space,
                                                const std::set<std::vector<int>>& parts);

}  // namespace qh::lab
