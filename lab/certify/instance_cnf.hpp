// SPDX-License-Identifier: MIT
// The statements a certificate refutes, and their canonical CNF. An
// instance is one line of text, e.g.
//
//   cube n=5 d=3 at-least=14          a placement of 14 queens on 5^3
//   walls size=8 queens=12 max-walls=4  a board of <= 4 walls admitting 12
//   attack k=3 n=8 at-least=19      19 queens on 8x8, each attacking exactly 3
//   attack-at-most k=1 n=8 at-least=12  ... each attacking at most 1
//
// and its CNF is fixed by that line alone: the certificate writer and
// `queens-lab check-proof` build it with this code, which shares nothing with
// the searches (no geometry tables, no totalizers, no symmetry breaking):
// attacks are decided pairwise from coordinates, sizes by sequential counters.
#pragma once

#include <map>
#include <string>

#include "lab/certify/cnf.hpp"

namespace qh::lab {

struct CertInstance {
  std::string kind;                 // "cube", "walls", "attack" or "attack-at-most"
  std::map<std::string, int> args;  // name=value pairs
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
