// SPDX-License-Identifier: MIT
// n-rooks (K >= 2, boards of side N = 4K + 2): the aligned 2x2 blocks (rows
// 1-2, 3-4, ... by columns 1-2, 3-4, ...) form a (2K+1) x (2K+1) grid of
// blocks. A block's cells pairwise touch, so it holds at most one star; two
// rows of blocks (a row band) need 2K stars from their 2K+1 blocks, so
// exactly one block of each row band is empty, and likewise for each column
// band: the empty blocks form a rook placement (a permutation) on the block
// grid.
//
// A block holding a star is not empty; a block with no star and no open cell
// is empty. Among the rook placements consistent with that, a block empty in
// every one is empty (its open cells are crossed out), and a block empty in
// none holds exactly one star: if it has one open cell, the star goes there,
// and a cell whose star would rule out every open cell of the block (its
// neighbours and the rest of every house it fills) is crossed out. Each block
// is tested on one perfect matching of empty blocks and its alternating
// cycles (which edges lie on some perfect matching), never by enumerating
// the (2K+1)! placements.
// Sound: only "a block holds at most one star" and "each band of two lines
// holds exactly 2K stars" are used, both true of every solution.
#include <array>
#include <cstdint>

#include "rules/catalogue.hpp"
#include "rules/stars/block_matching.hpp"
#include "rules/stars/windows.hpp"

namespace qh {
namespace {

// The block analysis of a position: which blocks are empty in every
// consistent rook placement, and which in none (without a star yet).
template <class B>
struct RookAnalysis {
  int m = 0;           // blocks per band
  BlockRows always{};  // empty in every placement, with an open cell
  BlockRows never{};   // empty in none, no star yet, with an open cell
  int stars = 0;       // blocks holding a star
  int closed = 0;      // blocks with no star and no open cell (empty)
};

template <class B>
B block_cells(const Geometry<B>& g, int i, int j) {
  return window_cells(g, Window{2 * i, 2 * j});
}

// False when the rule does not apply or the position has no placement.
template <class B>
bool analyse(const Geometry<B>& g, const State<B>& s, RookAnalysis<B>& out) {
  const int n = g.size(), k = g.stars();
  if (k < 2 || n != 4 * k + 2) return false;
  const int m = 2 * k + 1;
  const B live = s.live(g);
  out = RookAnalysis<B>{.m = m};
  BlockRows may{}, must{}, open{};
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < m; ++j) {
      const B cells = block_cells(g, i, j);
      const std::uint32_t bit = 1U << j;
      if (cells.intersects(s.queens)) {
        ++out.stars;
        continue;
      }
      may[static_cast<std::size_t>(i)] |= bit;
      if (cells.intersects(live))
        open[static_cast<std::size_t>(i)] |= bit;
      else {
        must[static_cast<std::size_t>(i)] |= bit;
        ++out.closed;
      }
    }
  // Closed blocks are empty: their row takes them, their column is theirs.
  BlockRows allowed = may;
  std::uint32_t must_cols = 0;
  for (int i = 0; i < m; ++i) {
    const std::uint32_t here = must[static_cast<std::size_t>(i)];
    if (std::popcount(here) > 1 || (here & must_cols) != 0) return false;
    must_cols |= here;
    if (here != 0) allowed[static_cast<std::size_t>(i)] = here;
  }
  for (int i = 0; i < m; ++i)
    if (must[static_cast<std::size_t>(i)] == 0) allowed[static_cast<std::size_t>(i)] &= ~must_cols;
  std::array<int, kMaxBlocks> owner{};
  if (!perfect_matching(allowed, m, owner)) return false;
  // An open block is empty in some placement when its edge lies on some
  // perfect matching, and in every one when it is its row's only such edge.
  const BlockRows some = in_some_matching(allowed, m, owner);
  for (int i = 0; i < m; ++i) {
    const auto row = static_cast<std::size_t>(i);
    out.never[row] = open[row] & ~some[row];
    if (std::popcount(some[row]) == 1) out.always[row] = open[row] & some[row];
  }
  return true;
}

// The step the analysis proves; false when nothing is new.
template <class B>
bool rook_step(const Geometry<B>& g, const State<B>& s, const RookAnalysis<B>& a, Step<B>& out) {
  const B live = s.live(g);
  const auto needs = house_needs(g, s);
  B dead, stars, focus;
  unsigned row_bands = 0, col_bands = 0;
  for (int i = 0; i < a.m; ++i)
    for (int j = 0; j < a.m; ++j) {
      const std::uint32_t bit = 1U << j;
      const B mine = block_cells(g, i, j) & live;
      if ((a.always[static_cast<std::size_t>(i)] & bit) != 0) {
        dead |= mine;
      } else if ((a.never[static_cast<std::size_t>(i)] & bit) != 0) {
        B kills;
        live.for_each([&](int x) {
          if (!mine.test(x) && mine.subset_of(star_kills(g, needs, x))) kills.set(x);
        });
        if (!mine.is_single() && kills.none()) continue;
        if (mine.is_single()) stars |= mine;
        dead |= kills;
      } else {
        continue;
      }
      focus |= mine;
      row_bands |= 3U << (2 * i);
      col_bands |= 3U << (2 * j);
    }
  if (dead.intersects(stars) || (dead.none() && stars.none())) return false;
  out.eliminated = dead;
  out.placed = stars;
  out.focus = focus;
  set_houses(out.houses, HouseKind::row, row_bands);
  set_houses(out.houses, HouseKind::column, col_bands);
  out.size = 1;
  return true;
}

template <class B>
std::string blocks_words(const Geometry<B>& g, const BlockRows& blocks, int m) {
  int count = 0;
  for (int i = 0; i < m; ++i) count += std::popcount(blocks[static_cast<std::size_t>(i)]);
  std::string out = count == 1 ? "the 2x2 block " : "the 2x2 blocks ";
  int seen = 0;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < m; ++j)
      if ((blocks[static_cast<std::size_t>(i)] >> j) & 1U) {
        out += list_separator(seen++, count);
        out += concat({cell_word(g, g.index(2 * i, 2 * j)), "-",
                       cell_word(g, g.index(2 * i + 1, 2 * j + 1))});
      }
  return out;
}

bool any_block(const BlockRows& blocks) {
  for (std::uint32_t row : blocks)
    if (row != 0) return true;
  return false;
}

class NRooks final : public RuleBase<NRooks> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "n-rooks",
      .title = "Empty 2x2 blocks stand like rooks",
      .tier = 4,
      .rating = {.base = 4.45, .per_size = 0, .max = 0},
      .max_stars = 0,
      .min_stars = 2,
      .summary =
          "On a 4K+2 board the aligned 2x2 blocks left empty form one per band of two rows and "
          "of two columns: blocks empty in every such placement are out, blocks empty in none "
          "hold a star."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    RookAnalysis<B> a;
    if (!analyse(ctx.geometry, s, a)) return false;
    return rook_step(ctx.geometry, s, a, out);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    RookAnalysis<B> a;
    analyse(g, before, a);
    const int n = g.size(), k = g.stars(), m = a.m;
    std::string out = concat(
        {"The ", std::to_string(m * m), " aligned 2x2 blocks of this ", std::to_string(n), "x",
         std::to_string(n), " board hold at most one star each, and two rows (or columns) need ",
         stars_words(2 * k), " from their ", std::to_string(m),
         " blocks, so exactly one block in each band of two rows and of two columns is empty: the "
         "empty blocks stand like ",
         std::to_string(m), " rooks that never share a band. With the ", std::to_string(a.stars),
         " blocks that hold a star and the ", std::to_string(a.closed),
         " with no open cell left, "});
    // Only the blocks that contribute to the step are named.
    BlockRows always{}, never{};
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < m; ++j) {
        const auto row = static_cast<std::size_t>(i);
        const B cells = block_cells(g, i, j);
        if (((a.always[row] >> j) & 1U) && cells.intersects(step.eliminated))
          always[row] |= 1U << j;
        if (((a.never[row] >> j) & 1U) && cells.intersects(step.focus)) never[row] |= 1U << j;
      }
    if (any_block(always))
      out += concat({"every such placement leaves ", blocks_words(g, always, m), " empty"});
    if (any_block(never)) {
      if (any_block(always)) out += ", and ";
      int count = 0;
      for (std::uint32_t row : never) count += std::popcount(row);
      out += concat({"no placement leaves ", blocks_words(g, never, m), " empty, so ",
                     count == 1 ? "it holds" : "each holds", " exactly one star"});
    }
    return out + ": " + tiling_effect_words(g, step);
  }
};

}  // namespace

std::unique_ptr<Rule> make_n_rooks() {
  return std::make_unique<NRooks>();
}

}  // namespace qh
