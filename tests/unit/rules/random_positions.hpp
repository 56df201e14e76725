// SPDX-License-Identifier: MIT
// Random draws for the tests that check a bound against the exact count on
// many positions: every house's missing stars, a set of live cells, a
// position, a position a known solution fits.
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

// A position `solution` fits: each of its stars placed with probability
// `place` percent (and what it rules out crossed out: its neighbours, the
// rest of every house it fills), then every other live cell crossed out with
// probability `cross` percent, in cell order.
template <class B, class Rng>
State<B> position_fitting(const Geometry<B>& g, const B& solution, Rng& rng, int place, int cross) {
  const int n = g.size();
  State<B> s = start_state(g);
  std::uniform_int_distribution<int> percent(0, 99);
  solution.for_each([&](int c) {
    if (percent(rng) >= place) return;
    s.queens.set(c);
    s.dead |= g.neighbours(c);
    for (int h : {g.row_of(c), n + g.col_of(c), 2 * n + g.region_of(c)})
      if ((g.house(h) & s.queens).count() == g.stars()) s.dead |= g.house(h);
  });
  s.live(g).without(solution).for_each([&](int c) {
    if (percent(rng) < cross) s.dead.set(c);
  });
  s.dead = s.dead.without(s.queens);
  return s;
}

}  // namespace qh::test
