// SPDX-License-Identifier: MIT
// The solving state: which cells hold queens and which are dead (crossed
// out). A cell that is neither is live. Small and copyable: trials copy it.
#pragma once

#include <bit>

#include "engine/model/geometry.hpp"
#include "engine/reasoning/step.hpp"

namespace qh {

template <class B>
struct State {
  B queens;
  B dead;

  B live(const Geometry<B>& g) const { return g.all().without(queens | dead); }
  friend bool operator==(const State&, const State&) = default;
};

enum class Verdict { open, solved, contradiction };

// The position a puzzle starts from: empty, except on boards of the classic
// family, where the given queens stand and blocked squares and walls are
// crossed out.
template <class B>
State<B> start_state(const Geometry<B>& g) {
  return {g.givens(), g.closed()};
}

// Walls boards: the most queens the position can still hold, an upper
// bound: the queens placed, plus, for the direction that gives the least,
// the segments without a queen that still have a live square (each holds
// at most one more).
template <class B>
int walls_room(const Geometry<B>& g, const State<B>& s) {
  const B live = s.live(g);
  int open[kLineKinds] = {};
  for (int i = 0; i < g.lines(); ++i)
    if (!g.line(i).intersects(s.queens) && g.line(i).intersects(live))
      ++open[static_cast<int>(g.line_kind(i))];
  int least = open[0];
  for (int k = 1; k < kLineKinds; ++k) least = open[k] < least ? open[k] : least;
  return s.queens.count() + least;
}

// A state is contradictory when a house holds more queens than its quota, a
// house can no longer reach its quota, or two queens attack each other.
template <class B>
Verdict verdict(const Geometry<B>& g, const State<B>& s) {
  const B live = s.live(g);
  const int k = g.stars();
  if (k == 1) {  // Queens, the common case, without counting
    bool clash = false;
    s.queens.for_each([&](int q) { clash = clash || g.attack(q).intersects(s.queens); });
    if (clash) return Verdict::contradiction;  // two queens share a house or touch
    const B open = s.queens | live;            // cells with a queen or that may still get one
    for (int h = 0; h < g.houses(); ++h)
      if (!g.house(h).intersects(open)) return Verdict::contradiction;
    const int placed = s.queens.count();
    if (placed == g.target()) return Verdict::solved;
    // Walls boards: too many queens, or no room left for the target.
    if (g.walls() && (placed > g.target() || walls_room(g, s) < g.target()))
      return Verdict::contradiction;
    return Verdict::open;
  }
  bool all_full = true;
  for (int h = 0; h < g.houses(); ++h) {
    const B in_house = g.house(h) & s.queens;
    const int q = in_house.count();
    if (q > k) return Verdict::contradiction;
    if (q < k) {
      all_full = false;
      if ((g.house(h) & live).count() < k - q) return Verdict::contradiction;
    }
  }
  bool clash = false;
  s.queens.for_each([&](int q) { clash = clash || g.neighbours(q).intersects(s.queens); });
  if (clash) return Verdict::contradiction;
  return all_full ? Verdict::solved : Verdict::open;
}

// The verdict of `s` = a state whose verdict was open plus `step`, looking
// only where the step can have changed it: a new queen can clash, and a
// house can have emptied only if the step crossed out one of its cells.
// Equal to verdict(g, s) under that condition (tested); the driver calls it
// after every step.
template <class B>
Verdict verdict_after(const Geometry<B>& g, const State<B>& s, const Step<B>& step) {
  if (!g.simple()) return verdict(g, s);
  bool clash = false;
  step.placed.for_each([&](int q) { clash = clash || g.attack(q).intersects(s.queens); });
  if (clash) return Verdict::contradiction;
  unsigned rows = 0, columns = 0, regions = 0;
  step.eliminated.for_each([&](int c) {
    rows |= 1U << g.row_of(c);
    columns |= 1U << g.col_of(c);
    regions |= 1U << g.region_of(c);
  });
  const B open = s.queens | s.live(g);
  const auto emptied = [&](unsigned mask, HouseKind kind) {
    for (unsigned m = mask; m != 0; m &= m - 1)
      if (!g.house(g.house_id(kind, std::countr_zero(m))).intersects(open)) return true;
    return false;
  };
  if (emptied(rows, HouseKind::row) || emptied(columns, HouseKind::column) ||
      emptied(regions, HouseKind::region))
    return Verdict::contradiction;
  return s.queens.count() == g.target() ? Verdict::solved : Verdict::open;
}

}  // namespace qh
