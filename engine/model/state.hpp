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
    return s.queens.count() == g.size() ? Verdict::solved : Verdict::open;
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
  if (g.stars() != 1) return verdict(g, s);
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
  return s.queens.count() == g.size() ? Verdict::solved : Verdict::open;
}

}  // namespace qh
