// SPDX-License-Identifier: MIT
// The canonical form of a board: the same text for every board that is one
// of the eight rotations/reflections of it with its regions relabelled, and
// different texts otherwise. `generate` uses it so that no two boards of a
// run are the same puzzle seen another way.
#pragma once

#include <string>

#include "engine/model/puzzle.hpp"

namespace qh {

// K, then the grid read row by row with regions renamed in order of first
// appearance, for the symmetry whose text is smallest.
std::string canonical_form(const Puzzle& puzzle);

}  // namespace qh
