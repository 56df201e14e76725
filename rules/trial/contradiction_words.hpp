// SPDX-License-Identifier: MIT
// Why a contradictory position is contradictory, in words: what the trial
// rules say at the end of a failed supposition ("row 3 would have no open
// cell left", "the stars on r2c4 and r3c5 would touch").
#pragma once

#include <string>

#include "engine/model/state.hpp"
#include "rules/common.hpp"

namespace qh {

// The first broken house (regions first: they read best), else two pieces
// that touch.
template <class B>
std::string what_ran_dry(const Geometry<B>& g, const State<B>& t) {
  const B live = t.live(g);
  const int k = g.stars();
  for (int i = 0; i < g.houses(); ++i) {
    const int h = (i + 2 * g.size()) % g.houses();  // regions first: they read best
    const int q = (g.house(h) & t.queens).count();
    if (k == 1 && q == 0 && (g.house(h) & live).none())
      return house_word(g, h) + " would have no open cell left";
    if (k == 1 && q > 1) return house_word(g, h) + " would get two queens";
    if (k != 1 && q < k && (g.house(h) & live).count() < k - q)
      return k - q == 1 ? house_word(g, h) + " would have no open cell left"
                        : concat({house_word(g, h), " would be left with room for fewer than the ",
                                  std::to_string(k - q), " stars it needs"});
    if (k != 1 && q > k)
      return concat({house_word(g, h), " would get more than ", std::to_string(k), " stars"});
  }
  const char* piece = k == 1 ? "the queens on " : "the stars on ";
  std::string clash;
  if (g.chess()) {  // chess queens: a clash is two queens that see each other
    t.queens.for_each([&](int q) {
      const B seen = g.attack(q) & t.queens;
      if (clash.empty() && seen.any())
        clash = concat(
            {piece, cell_word(g, q), " and ", cell_word(g, seen.first()), " would see each other"});
    });
    if (clash.empty() && g.walls())
      clash = concat({"there would be room for at most ", std::to_string(walls_room(g, t)),
                      " queens, fewer than the ", std::to_string(g.target()), " to place"});
    return clash.empty() ? "the position would be impossible" : clash;
  }
  t.queens.for_each([&](int q) {
    const B near = g.neighbours(q) & t.queens;
    if (clash.empty() && near.any())
      clash = piece + cell_word(g, q) + " and " + cell_word(g, near.first()) + " would touch";
  });
  return clash.empty() ? "the position would be impossible" : clash;
}

}  // namespace qh
