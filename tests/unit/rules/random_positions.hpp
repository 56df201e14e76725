// SPDX-License-Identifier: MIT
// Random draws for the tests that check a bound against the exact count on
// many positions: every house's missing stars, a set of live cells, a
// position.
#pragma once

#include <array>
#include <random>

#include "engine/model/geometry.hpp"
#include "engine/model/state.hpp"

namespace qh::test {

// Each house's need drawn from `need`, in house order.
template <class B, class Rng>
std::array<int, 3 * kMaxSize> random_needs(const Geometry<B>& g, Rng& rng,
                                           std::uniform_int_distribution<int>& need) {
  std::array<int, 3 * kMaxSize> needs{};
  for (int h = 0; h < 3 * g.size(); ++h) needs[static_cast<std::size_t>(h)] = need(rng);
  return needs;
}

// Each cell of the board kept with probability `density`, in cell order.
template <class B, class Rng>
B random_cells(const Geometry<B>& g, Rng& rng, double density) {
  std::bernoulli_distribution in(density);
  B cells;
  for (int c = 0; c < g.cells(); ++c)
    if (in(rng)) cells.set(c);
  return cells;
}

// A position drawn cell by cell: a star with probability `star` where it
// touches none placed before, else the cell crossed out with probability
// `out`.
template <class B, class Rng>
State<B> random_state(const Geometry<B>& g, Rng& rng, double star, double out) {
  std::bernoulli_distribution place(star), cross(out);
  State<B> s;
  for (int c = 0; c < g.cells(); ++c) {
    if (place(rng) && !s.queens.intersects(g.neighbours(c)))
      s.queens.set(c);
    else if (cross(rng))
      s.dead.set(c);
  }
  return s;
}

}  // namespace qh::test
