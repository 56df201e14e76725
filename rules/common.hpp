// SPDX-License-Identifier: MIT
// Pieces several rules share. Units are just cell sets: "a house with one
// live cell" is written once here and used for regions, rows and columns.
#pragma once

#include <algorithm>
#include <array>
#include <span>
#include <string>

#include "engine/model/star_room.hpp"
#include "engine/reasoning/rule.hpp"
#include "engine/reasoning/wording.hpp"

namespace qh {

// The stars `house` still needs in state s, 0 when it has all it needs.
// K = 1 asks only whether it holds a queen (the rules' fast path).
template <class B>
[[gnu::always_inline]] inline int stars_missing(const Geometry<B>& g, const State<B>& s,
                                                const B& house) {
  if (g.stars() == 1) return house.intersects(s.queens) ? 0 : 1;
  return std::max(0, g.stars() - (house & s.queens).count());
}

// Houses [first, last) that hold no queen yet and have exactly one live
// cell: fills `out` with the first such house (by id) and returns true.
// With K >= 2 stars per house: a house that still needs r stars and has
// exactly r live cells; they all get stars.
template <class B>
bool find_single_cell_house(const Geometry<B>& g, const State<B>& s, int first, int last,
                            Step<B>& out) {
  const B live = s.live(g);
  const int k = g.stars();
  for (int h = first; h < last; ++h) {
    const B& house = g.house(h);
    B here;
    if (k == 1) {  // the fast path: no counting
      if (house.intersects(s.queens)) continue;
      here = house & live;
      if (!here.is_single()) continue;
    } else {
      const int need = stars_missing(g, s, house);
      here = house & live;
      if (need == 0 || here.count() != need) continue;
    }
    out.placed = here;
    out.focus = here;
    out.houses = house_set_of(g, h);
    out.pivot = h;
    return true;
  }
  return false;
}

// How many more stars house h needs in state s (K - the stars it holds).
template <class B>
int stars_needed(const Geometry<B>& g, const State<B>& s, int h) {
  return g.stars() - (g.house(h) & s.queens).count();
}

// "1 more star", "2 more stars".
inline std::string more_stars_words(int count) {
  return std::to_string(count) + (count == 1 ? " more star" : " more stars");
}

// The single-cell rules' sentence. K = 1: "Row 3 has only one open cell
// left, r3c5, so its queen goes there." K >= 2: "Region C needs 2 more stars
// and has exactly 2 open cells left, r3c4 and r5c6: they all get stars."
template <class B>
std::string single_cell_explanation(const Geometry<B>& g, const Step<B>& step) {
  const std::string house = capitalized(house_word(g, step.pivot));
  const int count = step.placed.count();
  if (g.stars() == 1)
    return concat({house, " has only one open cell left, ", cells_words(g, step.placed),
                   ", so its queen goes there."});
  if (count == 1)
    return concat({house, " needs 1 more star and has only one open cell left, ",
                   cells_words(g, step.placed), ", so the star goes there."});
  return concat({house, " needs ", more_stars_words(count), " and has exactly ",
                 std::to_string(count), " open cells left, ", cells_words(g, step.placed),
                 ": they all get stars."});
}

// The single-cell rules' reason rung of the hint ladder (no cell named).
template <class B>
std::string single_cell_reason(const Geometry<B>& g, const State<B>& before, const Step<B>& step) {
  const std::string house = capitalized(house_word(g, step.pivot));
  if (g.stars() != 1)
    return concat({house, " needs ", more_stars_words(stars_needed(g, before, step.pivot)),
                   " and has exactly as many open cells left: they all get stars."});
  return concat({house, " has only one open cell left, so its queen must go there."});
}

// The most spread cells find_star_blocks_house counts per cell at once
// (houses with more spare ones are looked at cell by cell).
inline constexpr int kMaxCounted = 12;

// K >= 2, the form of find_attack_cover: the house with the fewest live
// cells for which some live cells' stars would leave it without room for the
// stars it still needs (star_room); those cells are dead. A star on x rules
// out x's neighbours, and the rest of every house of x that it fills.
//
// `settled` (Context::settled): a position where no house was blocked. A
// house none of whose cells changed since (SinceSettled, Stars::last_star:
// a star takes a house's cells through the houses of one missing star that
// meet them) has the same cells, the same stars to find and, for each live
// cell, the same cells left after its star: it is still not blocked, and is
// not looked at.
template <class B>
bool find_star_blocks_house(const Geometry<B>& g, const State<B>& s, int max_size, Step<B>& out,
                            const State<B>* settled = nullptr) {
  const int n = g.size();
  const B live = s.live(g);
  const SinceSettled<B> since(g, settled, s, Stars::last_star);
  std::array<int, 3 * kMaxSize> needs{};
  std::array<int, 3 * kMaxSize> last_star_houses_store{};
  int last_star_count = 0;
  for (int h = 0; h < 3 * n; ++h) {
    needs[static_cast<std::size_t>(h)] = stars_needed(g, s, h);
    if (needs[static_cast<std::size_t>(h)] == 1)
      last_star_houses_store[static_cast<std::size_t>(last_star_count++)] = h;
  }
  const std::span<const int> last_star_houses(last_star_houses_store.data(),
                                              static_cast<std::size_t>(last_star_count));
  int best_size = 0;
  for (int i = 0; i < 3 * n; ++i) {
    const int h = (i + 2 * n) % (3 * n);  // regions, then rows, then columns
    const B& house = g.house(h);
    const int need = needs[static_cast<std::size_t>(h)];
    if (need <= 0 || since.unchanged(house)) continue;
    const B cells = house & live;
    const int size = cells.count();
    if (size == 0 || size > max_size || (best_size != 0 && size >= best_size)) continue;
    // Pairwise non-touching cells of the house, taken greedily from each
    // end: a star on x that leaves `still` of one of them leaves the house
    // room enough, without counting it exactly. With at least `need` of
    // them the house has room now (star_room is never below the greedy's
    // count up to `need`).
    const B spread = house_spread(g, h, cells);
    const int spread_count = spread.count();
    // No star takes more of `spread` than the at most 4 of its cells
    // around it (they touch none of each other; 2 on a line, whose spread
    // cells are never next to each other) and those of the houses of one
    // missing star it lies in: when what stays is `need`, no cell blocks
    // the house (the loop below would find every x leaving room).
    const int around = h >= 2 * n ? 4 : 2;
    if (spread_count >= need + around) {
      std::array<int, 3> most{};  // per kind of house (row, column, region)
      for (int xh : last_star_houses) {
        if (xh == h) continue;
        const int taken = (spread & g.house(xh)).count();
        int& kind = most[static_cast<std::size_t>(xh / n)];
        kind = taken > kind ? taken : kind;
      }
      if (spread_count - around - most[0] - most[1] - most[2] >= need) continue;
    }
    // Any live cell can take room: by touching the house's cells, by lying
    // in it, or by filling a line or region that crosses it.
    // Only a star on an affected cell changes the house's room: its own
    // cells, their neighbours, and the cells of the houses of one missing
    // star that cross it. Every other cell leaves it as it is, and blocks it
    // only if the house has no room already.
    B affected = cells;
    cells.for_each([&](int c) { affected |= g.neighbours(c); });
    for (int xh : last_star_houses)
      if (xh != h && g.house(xh).intersects(cells)) affected |= g.house(xh);
    B blockers;
    if (spread_count < need && star_room(g, cells, need) < need) blockers = live.without(affected);
    B spread_back;  // the greedy from the other end, when the first one falls short
    bool have_back = false;
    // The cells whose star leaves fewer spread cells than it leaves stars
    // to find, all at once: a star on x takes spread cell y when y is x,
    // touches x or shares with x a house of one missing star other than h,
    // so counting, for every cell, the spread cells that take it that way
    // counts the spread cells its star takes. `at_least[t]`: the cells that
    // take at least t of them. A cell of h has one star less to find.
    const int spare = spread_count - need;  // spread cells a star may take and leave room
    B short_of_room = live & affected;
    if (spare >= 0 && spare + 2 <= kMaxCounted) {
      std::array<B, kMaxCounted + 1> at_least{};
      const int top = spare + 2;  // counts above this need not be told apart
      spread.for_each([&](int y) {
        B takes = g.neighbours(y);
        takes.set(y);
        for (int yh : {g.row_of(y), n + g.col_of(y), 2 * n + g.region_of(y)})
          if (yh != h && needs[static_cast<std::size_t>(yh)] == 1) takes |= g.house(yh);
        for (int c = top; c >= 2; --c)
          at_least[static_cast<std::size_t>(c)] |=
              at_least[static_cast<std::size_t>(c - 1)] & takes;
        at_least[1] |= takes;
      });
      B in_house_short;
      if (need >= 2) in_house_short = at_least[static_cast<std::size_t>(spare + 2)] & house;
      short_of_room &=
          at_least[static_cast<std::size_t>(spare + 1)].without(house) | in_house_short;
    }
    short_of_room.for_each([&](int x) {
      B left = cells.without(g.neighbours(x));
      left.reset(x);
      const int still = need - (house.test(x) ? 1 : 0);
      for (int xh : {g.row_of(x), n + g.col_of(x), 2 * n + g.region_of(x)}) {
        if (xh == h || needs[static_cast<std::size_t>(xh)] != 1) continue;
        left = left.without(g.house(xh));  // x's star fills that house
      }
      if (still <= 0 || (spread & left).count() >= still) return;
      if (!have_back) {
        spread_back = spread_cells(g, cells, true);
        have_back = true;
      }
      if ((spread_back & left).count() >= still) return;
      if (star_room(g, left, still) < still) blockers.set(x);
    });
    if (blockers.none()) continue;
    out.eliminated = blockers;
    out.focus = cells;
    out.houses = house_set_of(g, h);
    out.pivot = h;
    out.size = size;
    best_size = size;
  }
  return best_size != 0;
}

// The open house with the fewest live cells (at most max_size; regions, then
// rows, then columns on ties) whose live cells are all attacked by some other
// live cell: those cells are dead, since a queen there would leave the house
// empty. Shared by pair-attack (houses of two cells) and
// adjacency-blocks-region (any house).
template <class B>
bool find_attack_cover(const Geometry<B>& g, const State<B>& s, int max_size, Step<B>& out) {
  const int n = g.size();
  const B live = s.live(g);
  const int houses = g.houses();
  int best_size = 0;
  for (int i = 0; i < houses; ++i) {
    const int h = (i + 2 * n) % houses;  // regions, then rows, then columns
    const B& house = g.house(h);
    if (house.intersects(s.queens)) continue;
    const B cells = house & live;
    const int size = cells.count();
    if (size == 0 || size > max_size || (best_size != 0 && size >= best_size)) continue;
    B common = live;
    cells.for_each([&](int c) { common &= g.attack(c); });
    if (common.none()) continue;
    out.eliminated = common;
    out.focus = cells;
    out.houses = house_set_of(g, h);
    out.pivot = h;
    out.size = size;
    best_size = size;
    if (size == 1) break;
  }
  return best_size != 0;
}

// Bit mask of the rows (kind == row) or columns of the given cells.
template <class B>
unsigned lines_of(const Geometry<B>& g, const B& cells, HouseKind kind) {
  unsigned mask = 0;
  cells.for_each(
      [&](int c) { mask |= bit_of(kind == HouseKind::row ? g.row_of(c) : g.col_of(c)); });
  return mask;
}

// Bit mask of the regions of the given cells.
template <class B>
unsigned regions_of(const Geometry<B>& g, const B& cells) {
  unsigned mask = 0;
  cells.for_each([&](int c) { mask |= bit_of(g.region_of(c)); });
  return mask;
}

}  // namespace qh
