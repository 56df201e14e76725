// SPDX-License-Identifier: MIT
// 2x2 windows (K >= 2): the four cells of a 2x2 block pairwise touch, so a
// window holds at most one star. A window is named by its top-left corner
// (r, c) with -1 <= r, c < N; the part of it that lies on the board is its
// cells (a window at an edge or a corner has 2 or 1 cells, still a clique).
//
// The tiling argument every rule of this folder rests on: let S be a set of
// cells known to hold exactly `need` stars, and W1..Wm (m = need) windows
// covering every open cell of S. Then
//     need = stars(S) <= sum_i stars(S ∩ Wi) <= sum_i stars(Wi) <= m = need,
// so every inequality is an equality:
//   (a) each Wi holds exactly one star, and it lies in S: Wi's open cells
//       outside S hold none;
//   (b) no star lies in two windows: an open cell of S in two windows holds
//       none (it would count twice);
//   (c) a cell whose star would rule out every open cell of S ∩ Wi (its
//       neighbours, and the rest of any house its star fills) holds none,
//       since Wi would then hold no star of S and S would fall short;
//   (d) a window with a single open cell of S (not counting cells in two
//       windows): a star goes there.
// Only "a window holds at most one star" and "S holds exactly need" are
// used, so the windows may overlap and S may be any set with a known count.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>

#include "engine/model/geometry.hpp"
#include "engine/model/runs.hpp"
#include "engine/model/state.hpp"
#include "engine/reasoning/step.hpp"
#include "engine/reasoning/wording.hpp"
#include "rules/common.hpp"

namespace qh {

// The most windows a cover may use (2 lines of K = 6 need 12).
inline constexpr int kMaxWindows = 12;

struct Window {
  int row = 0;  // top-left corner, -1 .. N-1
  int col = 0;
};

template <class B>
B window_cells(const Geometry<B>& g, const Window& w) {
  return g.window(w.row, w.col);
}

struct Tiling {
  std::array<Window, kMaxWindows> windows{};
  int count = 0;
};

// Where a cover's windows may sit: top-left rows in [row_lo, row_hi] and
// columns in [col_lo, col_hi] (a band of two rows keeps its windows inside
// the band, a line keeps them on itself).
struct WindowRange {
  int row_lo = -1, row_hi = 0, col_lo = -1, col_hi = 0;
};

inline WindowRange anywhere(int n) {
  return {.row_lo = -1, .row_hi = n - 1, .col_lo = -1, .col_hi = n - 1};
}

namespace detail {

// A lower bound on the windows within `range` needed to cover `cells`. When
// the windows all lie on one pair of rows (or columns), the fewest windows
// covering the positions along the pair that hold a cell, which is exact
// and reads two words for a pair of rows (cells off the pair cannot be
// covered at all, so what the bound says of them does not matter).
// Otherwise pairwise non-touching cells, one window each.
template <class B>
int windows_needed(const Geometry<B>& g, const B& cells, const WindowRange& range) {
  const int n = g.size();
  if (range.row_lo == range.row_hi) {
    const int r = range.row_lo;
    unsigned across = 0;
    if (r >= 0) across |= cells.slice(r * n, n);
    if (r + 1 < n) across |= cells.slice((r + 1) * n, n);
    return runs_cover(across);
  }
  if (range.col_lo == range.col_hi) {
    unsigned across = 0;
    cells.for_each([&](int c) { across |= bit_of(g.row_of(c)); });
    return runs_cover(across);
  }
  return greedy_room(g, cells);
}

template <class B, class Visit>
bool cover_from(const Geometry<B>& g, const B& left, int budget, const WindowRange& range,
                Tiling& t, Visit& visit) {
  if (left.none()) return budget == 0 && visit(static_cast<const Tiling&>(t));
  if (budget == 0 || windows_needed(g, left, range) > budget) return false;
  const int p = left.first();
  const int r = g.row_of(p), c = g.col_of(p);
  for (int wr = r - 1; wr <= r; ++wr) {
    if (wr < range.row_lo || wr > range.row_hi) continue;
    for (int wc = c - 1; wc <= c; ++wc) {
      if (wc < range.col_lo || wc > range.col_hi) continue;
      const Window w{wr, wc};
      t.windows[static_cast<std::size_t>(t.count++)] = w;
      const bool stop =
          cover_from(g, left.without(window_cells(g, w)), budget - 1, range, t, visit);
      --t.count;
      if (stop) return true;
    }
  }
  return false;
}

}  // namespace detail

// Calls visit(tiling) for every cover of `cells` by exactly `need` windows
// within `range` (each window covering the lowest cell not yet covered), until
// visit returns true. Returns whether it did.
template <class B, class Visit>
bool for_each_tiling(const Geometry<B>& g, const B& cells, int need, const WindowRange& range,
                     Visit&& visit) {
  if (need <= 0 || need > kMaxWindows || cells.none() || cells.count() > 4 * need) return false;
  Tiling t;
  return detail::cover_from(g, cells, need, range, t, visit);
}

// The cells a star on x rules out besides x: its neighbours, and the rest of
// each of its houses that needs only that one star (needs: per house id).
template <class B>
B star_kills(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs, int x) {
  const int n = g.size();
  B out = g.neighbours(x);
  for (int h : {g.row_of(x), n + g.col_of(x), 2 * n + g.region_of(x)})
    if (needs[static_cast<std::size_t>(h)] == 1) out |= g.house(h);
  out.reset(x);
  return out;
}

// The fewest 2x2 windows on a pair of adjacent rows (kind == row) or columns
// covering `cells`, which lie on that pair: a greedy scan across the pair is
// exact, since windows on the pair cover consecutive positions. It bounds the
// stars the cells can take.
template <class B>
int pair_cover(const Geometry<B>& g, HouseKind kind, const B& cells) {
  unsigned across = 0;           // positions along the pair that have a cell
  if (kind == HouseKind::row) {  // the pair's rows from the first cell's on
    const int n = g.size();
    const int first = cells.first();
    if (first < 0) return 0;
    const int row = g.row_of(first);
    across = cells.slice(row * n, n);
    if (row + 1 < n) across |= cells.slice((row + 1) * n, n);
    return runs_cover(across);
  }
  cells.for_each(
      [&](int c) { across |= bit_of(kind == HouseKind::row ? g.col_of(c) : g.row_of(c)); });
  return runs_cover(across);
}

template <class B>
std::array<int, 3 * kMaxSize> house_needs(const Geometry<B>& g, const State<B>& s) {
  std::array<int, 3 * kMaxSize> needs{};
  for (int h = 0; h < 3 * g.size(); ++h) needs[static_cast<std::size_t>(h)] = stars_needed(g, s, h);
  return needs;
}

// What a tiling of the set `set` (exactly t.count stars) proves, (a) to (d)
// above. Returns whether it says anything new.
template <class B>
bool tiling_deductions(const Geometry<B>& g, const State<B>& s,
                       const std::array<int, 3 * kMaxSize>& needs, const B& set, const Tiling& t,
                       B& eliminated, B& placed) {
  const B live = s.live(g);
  const B open = set & live;
  B seen, twice, dead, stars;
  for (int i = 0; i < t.count; ++i) {
    const B w = window_cells(g, t.windows[static_cast<std::size_t>(i)]);
    twice |= seen & w;
    seen |= w;
    dead |= live & w.without(set);  // (a)
  }
  dead |= twice & open;  // (b)
  for (int i = 0; i < t.count; ++i) {
    // The cells that can still hold this window's star.
    const B mine = (open & window_cells(g, t.windows[static_cast<std::size_t>(i)])).without(twice);
    if (mine.none()) return false;        // impossible position: say nothing
    if (mine.is_single()) stars |= mine;  // (d)
    // (c): a cell whose star kills all of `mine`. star_kills is symmetric
    // (x's star kills m exactly when m's would kill x), so those cells are
    // the ones every cell of `mine` would kill.
    B killers = live.without(mine);
    for (B left = mine; left.any() && killers.any();) {
      const int m = left.first();
      left.reset(m);
      killers &= star_kills(g, needs, m);
    }
    dead |= killers;
  }
  eliminated = dead;
  placed = stars.without(dead);
  return eliminated.any() || placed.any();
}

// "the 2x2 block r3c4-r4c5" (or "r1c10-r2c10" at an edge, "r1c1" in a corner).
template <class B>
std::string window_words(const Geometry<B>& g, const Window& w) {
  const B cells = window_cells(g, w);
  int last = cells.first();
  cells.for_each([&](int c) { last = c; });
  if (cells.is_single()) return cell_word(g, last);
  return concat({"the 2x2 block ", cell_word(g, cells.first()), "-", cell_word(g, last)});
}

// "the 2x2 blocks r1c1-r2c2 and r1c4-r2c5".
template <class B>
std::string windows_words(const Geometry<B>& g, const Tiling& t) {
  std::string out;
  for (int i = 0; i < t.count; ++i) {
    std::string one = window_words(g, t.windows[static_cast<std::size_t>(i)]);
    if (t.count > 1 && one.rfind("the 2x2 block ", 0) == 0) one = one.substr(14);
    out += list_separator(i, t.count);
    out += one;
  }
  return t.count > 1 ? "the 2x2 blocks " + out : out;
}

// "2 stars", "1 star".
inline std::string stars_words(int count) {
  return std::to_string(count) + (count == 1 ? " star" : " stars");
}

// The first cover of the open cells of `set` (exactly `need` stars) by
// `need` windows within `range` that proves something new, filling
// out.eliminated, out.placed and out.focus (the open cells of the set) and
// `found`. Rules call it again from explain() to name the windows.
template <class B>
bool find_tiling_step(const Geometry<B>& g, const State<B>& s,
                      const std::array<int, 3 * kMaxSize>& needs, const B& set, int need,
                      const WindowRange& range, Step<B>& out, Tiling& found) {
  const B open = set & s.live(g);
  return for_each_tiling(g, open, need, range, [&](const Tiling& t) {
    B eliminated, placed;
    if (!tiling_deductions(g, s, needs, set, t, eliminated, placed)) return false;
    out.eliminated = eliminated;
    out.placed = placed;
    out.focus = open;
    found = t;
    return true;
  });
}

// "r5c3 gets a star; cross out r3c6 and r4c6." (the effect of a tiling step)
template <class B>
std::string tiling_effect_words(const Geometry<B>& g, const Step<B>& step) {
  std::string out;
  if (step.placed.any())
    out = concat(
        {cells_words(g, step.placed), step.placed.is_single() ? " gets a star" : " get stars"});
  if (step.eliminated.any()) {
    if (!out.empty()) out += "; ";
    out += cross_out_words(g, step.eliminated);
  }
  return out + ".";
}

}  // namespace qh
