// SPDX-License-Identifier: MIT
// The exact search for Star Battle with K >= 3 stars (solver.hpp keeps its
// plain search for K = 1 and 2): depth-first over row and column
// bit masks, with a propagation at every node that scales with K. Shares no
// reasoning with the rules, so it stays an independent check of them (only
// the arithmetic that counts a mask's runs, engine/model/runs.hpp).
//
// At each node, until nothing changes:
//  * a house (row, column, region) with its K stars loses its other cells;
//  * a house whose live cells are as many as it still needs gets them all;
//  * capacity: a line's live cells hold at most sum(ceil(run / 2)) stars (no
//    two touch); a region's at most the sum, over pairs of rows, of the
//    columns it occupies in the pair (runs again); a band of two adjacent rows
//    (columns) at most ceil(run / 2) over the runs of columns (rows) live in
//    either. Too little capacity: no solution. Exactly enough: every run of
//    odd length takes its stars at offsets 0, 2, 4, ...
// A check runs again only when a cell of its house changed since it last
// ran (Node::rows_changed, ...): a check of an unchanged house finds nothing
// new, so the propagation ends where passes of every check would.
// Then two transportation checks (rows -> regions, columns -> regions: each
// row supplies its missing stars, each region takes its own, through at most
// the capacity of their common live cells) that catch the counting arguments
// over any set of rows at once (Hall's condition).
//
// Branching: among the few open houses with the least room (live cells minus
// stars needed), the one with the fewest ways to take its missing stars (no
// two touching); one child per way. (Failed-literal probing at every node
// was tried: it solves 21x21 and 25x25 boards without branching, but costs
// more time than it saves; README, "Big Star Battle".)
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/model/geometry.hpp"
#include "engine/model/runs.hpp"
#include "engine/search/transport.hpp"

namespace qh {

// The most stars the cells of `mask` can hold in one line when no two may
// touch: the sum over runs of consecutive cells of ceil(length / 2), which
// is runs_cover's count (engine/model/runs.hpp).
inline int line_capacity(std::uint32_t mask) {
  return runs_cover(mask);
}

// The cells of the odd runs of `mask` at offsets 0, 2, 4, ...: where a line
// at full capacity must hold its stars; `gaps` gets the odd offsets of those
// runs (cells that must stay empty).
inline std::uint32_t odd_run_stars(std::uint32_t mask, std::uint32_t& gaps) {
  std::uint32_t stars = 0;
  gaps = 0;
  while (mask != 0) {
    const int start = std::countr_zero(mask);
    const int len = std::countr_one(mask >> start);
    const std::uint32_t run = len >= 32 ? ~0U : ((1U << len) - 1U) << start;
    if (len % 2 == 1) {
      const std::uint32_t offsets_even = run & (start % 2 == 0 ? 0x55555555U : 0xAAAAAAAAU);
      stars |= offsets_even;
      gaps |= run & ~offsets_even;
    }
    mask &= ~run;
  }
  return stars;
}

// How many of the tightest houses the branching counts the ways of.
inline constexpr int kWaysCounted = 6;
// A shuffled branching tries at most this many ways of its house.
inline constexpr std::size_t kShuffledWays = 4096;

template <class B>
class StarSearch {
 public:
  explicit StarSearch(const Geometry<B>& g) : n_(g.size()), k_(g.stars()) {
    for (int reg = 0; reg < n_; ++reg) {
      top_[reg] = left_[reg] = n_;
      bottom_[reg] = right_[reg] = -1;
    }
    for (int cell = 0; cell < n_ * n_; ++cell) {
      const int r = cell / n_, c = cell % n_, reg = g.region_of(cell);
      by_row_[reg][r] |= 1U << c;
      by_col_[reg][c] |= 1U << r;
      top_[reg] = std::min(top_[reg], r);
      bottom_[reg] = std::max(bottom_[reg], r);
      left_[reg] = std::min(left_[reg], c);
      right_[reg] = std::max(right_[reg], c);
      region_at_[r][c] = static_cast<std::uint8_t>(reg);
    }
    bands_ = n_ > 1 ? (1U << (n_ - 1)) - 1U : 0U;
  }

  // count_to's contract (solver.hpp): solutions extending `stars` within
  // `live` (live cells: no star, not crossed out), up to `limit`.
  int count(const B& stars, const B& live, int limit, B* first, long long budget, bool* complete) {
    limit_ = limit;
    found_ = 0;
    first_ = first;
    budget_ = budget;
    exhausted_ = false;
    nodes_ = 0;
    Node root;
    bool clash = false;
    live.for_each([&](int cell) { set_live(root, cell / n_, cell % n_); });
    stars.for_each([&](int cell) {
      const int r = cell / n_, c = cell % n_;
      clash = clash || (root.star[r] >> c & 1U) || near_star(root, r, c);
      place(root, r, c);
    });
    // Every check runs at the root.
    const std::uint32_t all = (1U << n_) - 1U;  // n_ <= kMaxSize < 32
    root.rows_changed = root.cols_changed = root.regions_changed = all;
    root.row_bands_changed = root.col_bands_changed = bands_;
    if (!clash) search(root);
    if (complete) *complete = !exhausted_;
    return found_;
  }

  // From now on, visit the ways of each branching house in a random order
  // drawn from `seed` (non-zero): count(..., 1, &first, ...) then finds a
  // random solution (generate_star_board's planted placement).
  void shuffle(std::uint64_t seed) { shuffle_ = seed | 1U; }
  // With shuffle: a house of more than kShuffledWays ways gets a random
  // kShuffledWays of all of them (reservoir sampling) instead of its first
  // kShuffledWays in enumeration order, which all start at its first cells.
  void sample_every_way(bool on) { sample_every_way_ = on; }

  // Nodes the last count visited.
  long long nodes() const { return nodes_; }

 private:
  struct Node {
    std::array<std::uint32_t, kMaxSize> live{}, star{};          // by row: column bits
    std::array<std::uint32_t, kMaxSize> col_live{}, col_star{};  // by column: row bits
    // The checks of propagate whose houses changed since they last ran
    // (bit i: row i, column i, region i, the band of rows i and i + 1, of
    // columns i and i + 1): a check of an unchanged house finds what it
    // found last time, nothing.
    std::uint32_t rows_changed = 0, cols_changed = 0, regions_changed = 0;
    std::uint32_t row_bands_changed = 0, col_bands_changed = 0;
    std::array<std::uint8_t, kMaxSize> region_stars{};  // the stars of each region
  };

  void set_live(Node& x, int r, int c) const {
    x.live[r] |= 1U << c;
    x.col_live[c] |= 1U << r;
  }
  // Cell (r, c) changed: every check that reads it runs again.
  void changed(Node& x, int r, int c) const {
    x.rows_changed |= 1U << r;
    x.cols_changed |= 1U << c;
    x.regions_changed |= 1U << region_at_[r][c];
    x.row_bands_changed |= (3U << r) >> 1 & bands_;
    x.col_bands_changed |= (3U << c) >> 1 & bands_;
  }
  void kill(Node& x, int r, int c) const {
    if (!(x.live[r] >> c & 1U)) return;
    x.live[r] &= ~(1U << c);
    x.col_live[c] &= ~(1U << r);
    changed(x, r, c);
  }
  bool near_star(const Node& x, int r, int c) const {
    const std::uint32_t around = (c > 0 ? 5U << (c - 1) : 2U) | 1U << c;
    const std::uint32_t side = (c > 0 ? 7U << (c - 1) : 3U);
    return (x.star[r] & (around & ~(1U << c))) != 0 || (r > 0 && (x.star[r - 1] & side) != 0) ||
           (r + 1 < n_ && (x.star[r + 1] & side) != 0);
  }
  // A star on (r, c): it and its eight neighbours leave the live cells.
  void place(Node& x, int r, int c) const {
    if (!(x.star[r] >> c & 1U)) ++x.region_stars[region_at_[r][c]];
    x.star[r] |= 1U << c;
    x.col_star[c] |= 1U << r;
    changed(x, r, c);
    for (int rr = std::max(0, r - 1); rr <= std::min(n_ - 1, r + 1); ++rr)
      for (int cc = std::max(0, c - 1); cc <= std::min(n_ - 1, c + 1); ++cc) kill(x, rr, cc);
  }

  bool out_of_budget() {
    ++nodes_;
    if (budget_ >= 0 && budget_-- == 0) exhausted_ = true;
    return exhausted_;
  }

  int region_count(const std::array<std::uint32_t, kMaxSize>& rows, int reg) const {
    int count = 0;
    for (int r = top_[reg]; r <= bottom_[reg]; ++r)
      count += std::popcount(rows[r] & by_row_[reg][r]);
    return count;
  }
  // Pairs of rows (top, top + 1), (top + 2, top + 3), ...: no two stars in
  // one column of a pair, nor in neighbouring columns.
  int region_capacity(const Node& x, int reg) const {
    int best = INT_MAX;
    for (int shift = 0; shift < 2; ++shift) {
      int cap = 0;
      for (int r = top_[reg] - shift; r <= bottom_[reg]; r += 2) {
        std::uint32_t cols = 0;
        if (r >= top_[reg]) cols |= x.live[r] & by_row_[reg][r];
        if (r + 1 <= bottom_[reg]) cols |= x.live[r + 1] & by_row_[reg][r + 1];
        cap += line_capacity(cols);
      }
      best = std::min(best, cap);
    }
    return best;
  }

  enum class Outcome { ok, changed, dead };

  // One line (row or column `i` of `live`/`star`, the other orientation in
  // the mirrors): the house rules above. Places through `put(i, j)` and
  // crosses out through `cut(i, j)`.
  template <class Put, class Cut>
  Outcome line(std::uint32_t live, int stars, Put put, Cut cut) const {
    const int need = k_ - stars;
    if (need < 0) return Outcome::dead;
    if (live == 0) return need == 0 ? Outcome::ok : Outcome::dead;
    if (need == 0) {
      for (std::uint32_t m = live; m != 0; m &= m - 1) cut(std::countr_zero(m));
      return Outcome::changed;
    }
    const int cap = line_capacity(live);
    if (cap < need) return Outcome::dead;
    if (cap > need) return Outcome::ok;
    std::uint32_t gaps = 0;
    const std::uint32_t forced = odd_run_stars(live, gaps);
    if (forced == 0) return Outcome::ok;
    for (std::uint32_t m = gaps; m != 0; m &= m - 1) cut(std::countr_zero(m));
    for (std::uint32_t m = forced; m != 0; m &= m - 1)
      if (!put(std::countr_zero(m))) return Outcome::dead;
    return Outcome::changed;
  }

  // Two adjacent lines a, a + 1 as one band: at most one star per cross
  // line, none in neighbouring cross lines.
  template <class Put, class Cut>
  Outcome band(std::uint32_t live_a, std::uint32_t live_b, int need, Put put, Cut cut) const {
    const std::uint32_t either = live_a | live_b;
    const int cap = line_capacity(either);
    if (cap < need) return Outcome::dead;
    if (cap > need) return Outcome::ok;
    std::uint32_t gaps = 0;
    const std::uint32_t forced = odd_run_stars(either, gaps);
    bool changed = false;
    for (std::uint32_t m = gaps; m != 0; m &= m - 1) {
      cut(0, std::countr_zero(m));
      cut(1, std::countr_zero(m));
      changed = true;
    }
    for (std::uint32_t m = forced; m != 0; m &= m - 1) {
      const int j = std::countr_zero(m);
      const bool a = live_a >> j & 1U, b = live_b >> j & 1U;
      if (a != b) {
        if (!put(a ? 0 : 1, j)) return Outcome::dead;
        changed = true;
      }
    }
    return changed ? Outcome::changed : Outcome::ok;
  }

  // The checks above, in passes (rows, columns, regions, bands of rows, of
  // columns) until none changes anything; a pass runs only the checks whose
  // houses changed since they last ran (Node::rows_changed, ...), which are
  // the ones that can find something, so the steps are those of passes that
  // run every check.
  bool propagate(Node& x) const {
    auto put_at = [&](int r, int c) {
      if (!(x.live[r] >> c & 1U)) return false;
      place(x, r, c);
      return true;
    };
    // Whether check i of `pending` is due, clearing it: it runs now.
    auto due = [](std::uint32_t& pending, int i) {
      if (!(pending >> i & 1U)) return false;
      pending &= ~(1U << i);
      return true;
    };
    while ((x.rows_changed | x.cols_changed | x.regions_changed | x.row_bands_changed |
            x.col_bands_changed) != 0) {
      for (int r = 0; r < n_; ++r) {
        if (!due(x.rows_changed, r)) continue;
        const Outcome o = line(
            x.live[r], std::popcount(x.star[r]), [&](int c) { return put_at(r, c); },
            [&](int c) { kill(x, r, c); });
        if (o == Outcome::dead) return false;
      }
      for (int c = 0; c < n_; ++c) {
        if (!due(x.cols_changed, c)) continue;
        const Outcome o = line(
            x.col_live[c], std::popcount(x.col_star[c]), [&](int r) { return put_at(r, c); },
            [&](int r) { kill(x, r, c); });
        if (o == Outcome::dead) return false;
      }
      for (int reg = 0; reg < n_; ++reg) {
        if (!due(x.regions_changed, reg)) continue;
        const int need = k_ - x.region_stars[reg];
        if (need < 0) return false;
        const int live = region_count(x.live, reg);
        if (live < need) return false;
        if (live == 0) continue;
        if (need == 0 || live == need) {
          for (int r = top_[reg]; r <= bottom_[reg]; ++r)
            for (std::uint32_t m = x.live[r] & by_row_[reg][r]; m != 0; m &= m - 1) {
              const int c = std::countr_zero(m);
              if (need == 0)
                kill(x, r, c);
              else if (!put_at(r, c))
                return false;
            }
          continue;
        }
        if (region_capacity(x, reg) < need) return false;
      }
      for (int r = 0; r + 1 < n_; ++r) {
        if (!due(x.row_bands_changed, r)) continue;
        const int need = 2 * k_ - std::popcount(x.star[r]) - std::popcount(x.star[r + 1]);
        const Outcome o = band(
            x.live[r], x.live[r + 1], need, [&](int d, int c) { return put_at(r + d, c); },
            [&](int d, int c) { kill(x, r + d, c); });
        if (o == Outcome::dead) return false;
      }
      for (int c = 0; c + 1 < n_; ++c) {
        if (!due(x.col_bands_changed, c)) continue;
        const int need = 2 * k_ - std::popcount(x.col_star[c]) - std::popcount(x.col_star[c + 1]);
        const Outcome o = band(
            x.col_live[c], x.col_live[c + 1], need, [&](int d, int r) { return put_at(r, c + d); },
            [&](int d, int r) { kill(x, r, c + d); });
        if (o == Outcome::dead) return false;
      }
    }
    std::array<int, kMaxSize> region_need{};
    for (int reg = 0; reg < n_; ++reg) region_need[reg] = k_ - x.region_stars[reg];
    return transportable(x, region_need, false) && transportable(x, region_need, true);
  }

  // Rows (columns when `by_column`) supply their missing stars to the
  // regions, each region taking its own, along edges of capacity
  // line_capacity(live cells of the row in the region). `region_need`: the
  // stars each region still needs.
  bool transportable(const Node& x, const std::array<int, kMaxSize>& region_need,
                     bool by_column) const {
    const auto& live = by_column ? x.col_live : x.live;
    const auto& star = by_column ? x.col_star : x.star;
    Transport t(n_);
    int supply = 0, demand = 0;
    for (int i = 0; i < n_; ++i) {
      const int need = k_ - std::popcount(star[i]);
      t.set_source(i, need);
      supply += need;
    }
    for (int reg = 0; reg < n_; ++reg) {
      const int need = region_need[reg];
      t.set_sink(reg, need);
      demand += need;
      if (need == 0) continue;
      const auto& part = by_column ? by_col_[reg] : by_row_[reg];
      // The lines the region meets.
      const int first = by_column ? left_[reg] : top_[reg];
      const int last = by_column ? right_[reg] : bottom_[reg];
      for (int i = first; i <= last; ++i)
        if (const std::uint32_t cells = live[i] & part[i]; cells != 0)
          t.set_edge(i, reg, line_capacity(cells));
    }
    return supply == demand && t.max_flow() == demand;
  }

  // The house with the least room (capacity minus need), -1 when every
  // house is full (a solution); its first live cell in `cell`.
  // The live cells of house h (rows 0..n-1, columns n..2n-1, regions
  // 2n..3n-1) as r * 32 + c, in reading order; the stars it still needs.
  int house_cells(const Node& x, int h, std::array<int, kMaxSize * kMaxSize>& out,
                  int& size) const {
    size = 0;
    if (h < n_) {
      for (std::uint32_t m = x.live[h]; m != 0; m &= m - 1)
        out[size++] = h * 32 + std::countr_zero(m);
      return house_need(x, h);
    }
    if (h < 2 * n_) {
      const int c = h - n_;
      for (std::uint32_t m = x.col_live[c]; m != 0; m &= m - 1)
        out[size++] = std::countr_zero(m) * 32 + c;
      return house_need(x, h);
    }
    const int reg = h - 2 * n_;
    for (int r = top_[reg]; r <= bottom_[reg]; ++r)
      for (std::uint32_t m = x.live[r] & by_row_[reg][r]; m != 0; m &= m - 1)
        out[size++] = r * 32 + std::countr_zero(m);
    return house_need(x, h);
  }

  // The stars house h still needs.
  int house_need(const Node& x, int h) const {
    if (h < n_) return k_ - std::popcount(x.star[h]);
    if (h < 2 * n_) return k_ - std::popcount(x.col_star[h - n_]);
    return k_ - x.region_stars[h - 2 * n_];
  }

  // house_cells' count and need without listing the cells.
  int house_size(const Node& x, int h, int& size) const {
    if (h < n_)
      size = std::popcount(x.live[h]);
    else if (h < 2 * n_)
      size = std::popcount(x.col_live[h - n_]);
    else
      size = region_count(x.live, h - 2 * n_);
    return house_need(x, h);
  }

  static bool touch(int a, int b) {
    const int dr = (a >> 5) - (b >> 5), dc = (a & 31) - (b & 31);
    return dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
  }

  // Calls visit(chosen, need) for each way to pick `need` pairwise apart
  // cells of cells[from..size), after `depth` already chosen; stops (and
  // returns false) when visit returns false.
  template <class Visit>
  bool ways(const std::array<int, kMaxSize * kMaxSize>& cells, int size, int from, int need,
            std::array<int, kMaxSize>& chosen, int depth, Visit& visit) const {
    if (depth == need) return visit(chosen, need);
    for (int i = from; i + (need - depth) <= size; ++i) {
      bool apart = true;
      for (int d = 0; d < depth && apart; ++d) apart = !touch(cells[i], chosen[d]);
      if (!apart) continue;
      chosen[depth] = cells[i];
      if (!ways(cells, size, i + 1, need, chosen, depth + 1, visit)) return false;
    }
    return true;
  }

  void search(Node x) {
    if (out_of_budget()) return;
    if (!propagate(x)) return;
    // The open house with the fewest ways to take its missing stars, among
    // the few with the least room (live cells minus need; counting the ways
    // of a roomy house costs more than it tells).
    std::array<int, kMaxSize * kMaxSize> cells{};
    std::array<int, kMaxSize> chosen{};
    // The kWaysCounted least (room, house) pairs of the open houses, in
    // order, kept by insertion as the houses are read.
    std::array<std::pair<int, int>, kWaysCounted> open{};
    int looked = 0;
    for (int h = 0; h < 3 * n_; ++h) {
      int size = 0;
      const int need = house_size(x, h, size);
      if (need <= 0) continue;
      const std::pair<int, int> house{size - need, h};
      if (looked == kWaysCounted && !(house < open[looked - 1])) continue;
      int at = looked < kWaysCounted ? looked++ : looked - 1;
      for (; at > 0 && house < open[at - 1]; --at) open[at] = open[at - 1];
      open[at] = house;
    }
    int best = -1, best_ways = INT_MAX;
    for (int i = 0; i < looked && best_ways > 1; ++i) {
      int size = 0;
      const int need = house_cells(x, open[i].second, cells, size);
      int count = 0;
      auto tally = [&](const std::array<int, kMaxSize>&, int) { return ++count < best_ways; };
      ways(cells, size, 0, need, chosen, 0, tally);
      if (count == 0) return;
      if (count < best_ways) {
        best_ways = count;
        best = open[i].second;
      }
    }
    if (best < 0) {
      if (found_ == 0 && first_ != nullptr) {
        B stars;
        for (int r = 0; r < n_; ++r)
          for (std::uint32_t m = x.star[r]; m != 0; m &= m - 1)
            stars.set(r * n_ + std::countr_zero(m));
        *first_ = stars;
      }
      ++found_;
      return;
    }
    int size = 0;
    const int need = house_cells(x, best, cells, size);
    auto branch = [&](const std::array<int, kMaxSize>& pick, int count) {
      Node y = x;
      for (int i = 0; i < size; ++i) kill(y, cells[i] >> 5, cells[i] & 31);
      for (int i = 0; i < count; ++i) place(y, pick[i] >> 5, pick[i] & 31);
      search(y);
      return found_ < limit_ && !exhausted_;
    };
    if (shuffle_ == 0) {
      ways(cells, size, 0, need, chosen, 0, branch);
      return;
    }
    // Random order (a random solution): every way, shuffled (Fisher-Yates
    // with xorshift64), at most kShuffledWays of them: the first ones, or
    // with sample_every_way a random sample of all.
    auto random = [this] {
      shuffle_ ^= shuffle_ << 13;
      shuffle_ ^= shuffle_ >> 7;
      shuffle_ ^= shuffle_ << 17;
      return shuffle_;
    };
    std::vector<std::array<int, kMaxSize>> all;
    std::uint64_t seen = 0;
    auto keep = [&](const std::array<int, kMaxSize>& pick, int) {
      if (all.size() < kShuffledWays) {
        all.push_back(pick);
      } else {
        const std::uint64_t at = random() % (seen + 1);
        if (at < kShuffledWays) all[at] = pick;
      }
      ++seen;
      return sample_every_way_ || all.size() < kShuffledWays;
    };
    ways(cells, size, 0, need, chosen, 0, keep);
    for (std::size_t i = all.size(); i > 1; --i) std::swap(all[i - 1], all[random() % i]);
    for (const auto& pick : all)
      if (!branch(pick, need)) return;
  }

  int n_, k_;
  std::array<std::array<std::uint32_t, kMaxSize>, kMaxSize> by_row_{}, by_col_{};
  std::array<int, kMaxSize> top_{}, bottom_{};  // the rows a region meets
  std::array<int, kMaxSize> left_{}, right_{};  // the columns
  std::array<std::array<std::uint8_t, kMaxSize>, kMaxSize> region_at_{};
  std::uint32_t bands_ = 0;  // bit i for each band of lines i and i + 1
  int limit_ = 2;
  int found_ = 0;
  B* first_ = nullptr;
  long long budget_ = -1;
  long long nodes_ = 0;
  bool exhausted_ = false;
  std::uint64_t shuffle_ = 0;
  bool sample_every_way_ = false;
};

// Built in star_search.cpp, once for each width, not in every file that uses it.
extern template class StarSearch<NarrowBits>;
extern template class StarSearch<MediumBits>;
extern template class StarSearch<WideBits>;

}  // namespace qh
