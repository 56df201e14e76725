// SPDX-License-Identifier: MIT
// swap-pattern (assumes the puzzle has exactly one solution; opt-in): region
// B's live cells are exactly q' = (r2, c1) and q = (r2, c2), two cells of one
// row at least two columns apart. Row r1, at least two rows away, has live
// cells p = (r1, c1) and p' = (r1, c2) in one region A. If every other live
// cell or queen attacks {p, q} exactly when it attacks {p', q'}, then p and
// p' are dead. The same with rows and columns swapped.
//
// Why: suppose a solution S has a queen on p. B's queen is then on q (q'
// shares p's column). Swap the pair {p, q} for {p', q'}: every row, column
// and region involved (rows r1, r2, columns c1, c2, regions A, B) still holds
// exactly one queen, since each new queen takes over the lines and the region
// of one old one; p' and q' do not touch (their rows are two apart) and do
// not share a line or region; and no other queen y of S attacks p' or q',
// because y attacks neither p nor q (S is a solution) and, by the condition,
// attacks {p', q'} only if it attacks {p, q}. (y is a queen already placed or
// a live cell: S agrees with the position, as every earlier step is sound.)
// So S' is a second solution. The case of p' is the same with the roles
// exchanged. If the puzzle has one solution, neither p nor p' is in it. On a
// puzzle with several solutions this can remove real ones, hence opt-in.
#include <cstdlib>
#include <string>

#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

// The four cells of a pattern: B's two cells and A's two.
struct Swap {
  int q1 = -1, q2 = -1;  // region B's two live cells (q' and q)
  int p1 = -1, p2 = -1;  // p1 shares a line with q1, p2 with q2
};

template <class B>
bool pattern_holds(const Geometry<B>& g, const State<B>& s, const B& live, const Swap& w) {
  if (!live.test(w.p1) || !live.test(w.p2)) return false;
  if (g.region_of(w.p1) != g.region_of(w.p2) || g.region_of(w.p1) == g.region_of(w.q1))
    return false;
  B four = B::single(w.p1);
  four.set(w.p2);
  four.set(w.q1);
  four.set(w.q2);
  const B others = (live | s.queens).without(four);
  const B one = g.attack(w.p1) | g.attack(w.q2);  // the pair {p, q}
  const B two = g.attack(w.p2) | g.attack(w.q1);  // the pair {p', q'}
  return (others & one) == (others & two);
}

template <class B>
bool find_swap(const Geometry<B>& g, const State<B>& s, Swap& found) {
  const int n = g.size();
  const B live = s.live(g);
  for (int region = 0; region < n; ++region) {
    if (g.region(region).intersects(s.queens)) continue;
    const B cells = g.region(region) & live;
    if (cells.count() != 2) continue;
    const int x = cells.first();
    const int y = cells.without(B::single(x)).first();
    const bool same_row = g.row_of(x) == g.row_of(y), same_col = g.col_of(x) == g.col_of(y);
    // B's pair lies along a row (or column) with a gap; A's pair is on a
    // parallel line at least two lines away.
    if (same_row && std::abs(g.col_of(x) - g.col_of(y)) >= 2) {
      const int r2 = g.row_of(x);
      for (int r1 = 0; r1 < n; ++r1) {
        if (std::abs(r1 - r2) < 2) continue;
        const Swap w{x, y, g.index(r1, g.col_of(x)), g.index(r1, g.col_of(y))};
        if (!pattern_holds(g, s, live, w)) continue;
        found = w;
        return true;
      }
    }
    if (same_col && std::abs(g.row_of(x) - g.row_of(y)) >= 2) {
      const int c2 = g.col_of(x);
      for (int c1 = 0; c1 < n; ++c1) {
        if (std::abs(c1 - c2) < 2) continue;
        const Swap w{x, y, g.index(g.row_of(x), c1), g.index(g.row_of(y), c1)};
        if (!pattern_holds(g, s, live, w)) continue;
        found = w;
        return true;
      }
    }
  }
  return false;
}

class SwapPattern final : public RuleBase<SwapPattern> {
 public:
  static constexpr RuleInfo kInfo{.id = "swap-pattern",
                                  .title = "Uniqueness: interchangeable queen pairs",
                                  .tier = 5,
                                  .rating = {.base = 5.9},
                                  .summary =
                                      "(Assumes one solution; opt-in.) Two queen pairs that could "
                                      "swap would give two solutions.",
                                  .assumes_unique = true};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    Swap w;
    if (!find_swap(g, s, w)) return false;
    out.eliminated = B::single(w.p1) | B::single(w.p2);
    out.focus = out.eliminated | B::single(w.q1) | B::single(w.q2);
    out.houses = {lines_of(g, out.focus, HouseKind::row), lines_of(g, out.focus, HouseKind::column),
                  regions_of(g, out.focus)};
    out.size = 1;
    out.pivot = w.p1;
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    Swap w;
    if (!find_swap(g, before, w) || w.p1 != step.pivot)
      return "Assuming the puzzle has exactly one solution, " +
             cross_out_words(g, step.eliminated) +
             ": a queen there would leave two interchangeable pairs of queens.";
    const auto c = [&](int cell) { return cell_word(g, cell); };
    const std::string& letters = g.puzzle().letters();
    const std::string region_b = region_word(g, g.region_of(w.q1));
    return "Assuming the puzzle has exactly one solution, neither " + c(w.p1) + " nor " + c(w.p2) +
           " can hold a queen. " + capitalized(region_b) + "'s queen is " + c(w.q1) + " or " +
           c(w.q2) + ", so a queen on " + c(w.p1) + " would put it on " + c(w.q2) +
           ", and a queen on " + c(w.p2) + " would put it on " + c(w.q1) + ". Either pair could " +
           "then be swapped for the other: " +
           houses_words(HouseKind::row, step.houses.rows, letters) + ", " +
           houses_words(HouseKind::column, step.houses.columns, letters) + " and " +
           houses_words(HouseKind::region, step.houses.regions, letters) +
           " would still get one queen each, the new pair does not touch, and every other open "
           "cell sees both pairs alike, so the rest of the board would fit either way: two "
           "solutions. Cross out " +
           c(w.p1) + " and " + c(w.p2) + ".";
  }
};

}  // namespace

std::unique_ptr<Rule> make_swap_pattern() {
  return std::make_unique<SwapPattern>();
}

}  // namespace qh
