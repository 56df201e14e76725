// SPDX-License-Identifier: MIT
// The statements a certificate refutes, and their canonical CNF. An
// instance is one line of text, e.g.
//
//   cube n=5 d=3 at-least=14          a placement of 14 queens on 5^3
//   walls size=8 queens=12 max-walls=4  a board of <= 4 walls admitting 12
//   attack k=3 n=8 at-least=19      19 queens on 8x8, each attacking exactly 3
//   attack-at-most k=1 n=8 at-least=12  ... each attacking at most 1
//   box sides=4,7,7 at-least=20      20 queens on the 4 x 7 x 7 box
//   cube-part n=7 d=3 counts=2,4,5,5,5,6,6 max-layer=6
//                                    a placement on 7^3 with exactly these
//                                    counts in the layers x_0 = 0..6 and at
//                                    most max-layer in every layer along
//                                    every other axis (a part of a layer
//                                    split, docs/lab/certificates.md)
//   box-part sides=8,8,5 counts=3,4,4,4,4,4,4,4 max-layer=4
//                                    the same on a box (first side a
//                                    longest one): exact counts in the
//                                    layers x_0 = i, at most max-layer in
//                                    every layer along the other axes as
//                                    long as axis 0
//
// and its CNF is fixed by that line alone: the certificate writer and
// `queens-lab check-proof` build it with this code, which shares nothing with
// the searches (no geometry tables, no totalizers, no symmetry breaking):
// attacks are decided pairwise from coordinates, sizes by sequential counters.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "lab/certify/cnf.hpp"

namespace qh::lab {

struct CertInstance {
  std::string
      kind;  // "cube", "box", "cube-part", "box-part", "walls", "attack" or "attack-at-most"
  std::map<std::string, int> args;                // name=value pairs
  std::map<std::string, std::vector<int>> lists;  // name=v1,v2,... pairs
};

// Throws std::invalid_argument naming the problem (unknown kind, missing,
// unknown or out-of-range argument).
CertInstance parse_instance(const std::string& text);
std::string instance_text(const CertInstance& instance);  // canonical form

// The CNF whose models are exactly the objects the instance asks for
// (with auxiliary counter variables): unsat means none exists.
Cnf instance_cnf(const CertInstance& instance);

// Cube: do the cells a and b (coordinates) share a queen line? Walls: are
// they on one rook or bishop line (sight then depends on the walls)?
bool cube_cells_attack(const std::vector<int>& a, const std::vector<int>& b);

}  // namespace qh::lab
