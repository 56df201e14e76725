// SPDX-License-Identifier: MIT
// cross-lock: when all live cells of a row lie in one region and all live
// cells of a column lie in that same region, the region's queen is where the
// row and the column cross.
//
// Sound: the row's queen is in the region, the column's queen is in the
// region, and the region holds one queen: so that queen is in the row and in
// the column. (Two line-confined-to-region steps and a single-cell-region
// step reach the same queen; this names the pattern players look for.)
//
// K >= 2 stars: row r needs a more stars and has all its live cells in
// region R, column c needs b more with all its live cells in R too, and R
// needs only a + b - 1. R receives a stars from the row and b from the
// column, and only the crossing cell can count for both, so it holds a star.
// (When R needs a + b or more, nothing follows; when it needs fewer than
// a + b - 1 the position is impossible, which is left to other rules.) For
// K = 1, a = b = R's need = 1: the rule above.
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class CrossLock final : public RuleBase<CrossLock> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "cross-lock",
      .title = "A region owns a whole row and a whole column",
      .tier = 2,
      .rating = {.base = 2.1},
      .max_stars = 0,
      .summary =
          "A row and a column that can only be served by the same region: its queen is where they "
          "cross."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    const B live = s.live(g);
    const int k = g.stars();
    const auto need = [&](int h) { return k - (g.house(h) & s.queens).count(); };
    // The region each open row / column is confined to, or -1.
    int row_region[32], col_region[32];
    for (int i = 0; i < 2 * n; ++i) {
      int& slot = i < n ? row_region[i] : col_region[i - n];
      slot = -1;
      const B& line = g.house(i);
      if (k == 1 ? line.intersects(s.queens) : need(i) <= 0) continue;
      const B cells = line & live;
      if (cells.none()) continue;
      const int reg = g.region_of(cells.first());
      if (cells.subset_of(g.region(reg))) slot = reg;
    }
    for (int r = 0; r < n; ++r) {
      if (row_region[r] < 0) continue;
      for (int c = 0; c < n; ++c) {
        if (col_region[c] != row_region[r] || !live.test(g.index(r, c))) continue;
        if (k != 1 && need(r) + need(n + c) != need(2 * n + row_region[r]) + 1) continue;
        out.placed = B::single(g.index(r, c));
        out.focus = (g.row(r) | g.column(c)) & live;
        out.houses = {bit_of(r), bit_of(c), bit_of(row_region[r])};
        out.pivot = g.index(r, c);
        return true;
      }
    }
    return false;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before,
                         const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const int cell = step.pivot;
    const std::string region = region_word(g, g.region_of(cell));
    if (g.stars() != 1) {
      const int n = g.size();
      const auto need = [&](int h) { return g.stars() - (g.house(h) & before.queens).count(); };
      const auto stars = [](int x) { return std::to_string(x) + (x == 1 ? " star" : " stars"); };
      const int row = g.row_of(cell), col = g.col_of(cell);
      return concat({"Row ", std::to_string(row + 1), " still needs ", stars(need(row)),
                     " and column ", std::to_string(col + 1), " needs ",
                     std::to_string(need(n + col)), ", all of them in ", region,
                     ", which needs only ", std::to_string(need(2 * n + g.region_of(cell))),
                     ": one star serves both, on ", cell_word(g, cell), " where they cross."});
    }
    return "Row " + std::to_string(g.row_of(cell) + 1) + " and column " +
           std::to_string(g.col_of(cell) + 1) + " can only get their queens from " + region +
           ", which has just one queen, so it sits where they cross: " + cell_word(g, cell) + ".";
  }
};

}  // namespace

std::unique_ptr<Rule> make_cross_lock() {
  return std::make_unique<CrossLock>();
}

}  // namespace qh
