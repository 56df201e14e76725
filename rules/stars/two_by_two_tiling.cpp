// SPDX-License-Identifier: MIT
// two-by-two-tiling (K >= 2): a house that still needs r stars and whose open
// cells all lie in r 2x2 windows gets exactly one star in each window.
//
// Sound: a 2x2 window holds at most one star (its cells pairwise touch), so
// r windows covering the house's open cells give it at most r stars, and it
// needs exactly r: each window holds one of them (rules/stars/windows.hpp,
// (a)-(d)). Windows' cells outside the house are crossed out, so are cells
// lying in two windows and cells whose star would rule out every open cell a
// window has in the house; a window with one open cell of the house gets its
// star there. The house needing the fewest stars is reported (regions, then
// rows, then columns); a row's windows lie on it and the row below (rows
// and columns are tiled along themselves), a region's anywhere.
#include "rules/catalogue.hpp"
#include "rules/stars/windows.hpp"

namespace qh {
namespace {

template <class B>
WindowRange house_range(const Geometry<B>& g, int h) {
  const int n = g.size(), k = g.ordinal_of(h);
  switch (g.kind_of(h)) {
    case HouseKind::row:
      return {.row_lo = k, .row_hi = k, .col_lo = -1, .col_hi = n - 1};
    case HouseKind::column:
      return {.row_lo = -1, .row_hi = n - 1, .col_lo = k, .col_hi = k};
    case HouseKind::region:
      break;
  }
  return anywhere(n);
}

class TwoByTwoTiling final : public RuleBase<TwoByTwoTiling> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "two-by-two-tiling",
      .title = "2x2 blocks tile a house",
      .tier = 3,
      .rating = {.base = 3.0, .per_size = 0.1, .max = 3.3},
      .max_stars = 0,
      .min_stars = 2,
      .summary =
          "A house needing r stars whose open cells lie in r 2x2 blocks has one star in "
          "each block."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    const auto needs = house_needs(g, s);
    // Context::settled: a position where no house's tiling proved anything.
    // A house none of whose cells changed since (Stars::last_star: a tiling
    // reads, of the other houses, which ones meeting its cells miss one
    // star) has the same tilings, each proving no more now (fewer live cells
    // around): not looked at.
    const SinceSettled<B> since(g, ctx.settled, s, Stars::last_star);
    int best = 0;
    for (int i = 0; i < 3 * n; ++i) {
      const int h = (i + 2 * n) % (3 * n);  // regions, then rows, then columns
      const int need = needs[static_cast<std::size_t>(h)];
      if (need <= 0 || (best != 0 && need >= best)) continue;
      if (since.unchanged(g.house(h))) continue;
      Step<B> step;
      Tiling t;
      if (!find_tiling_step(g, s, needs, g.house(h), need, house_range(g, h), step, t)) continue;
      out.placed = step.placed;
      out.eliminated = step.eliminated;
      out.focus = step.focus;
      out.houses = house_set_of(g, h);
      out.pivot = h;
      out.size = need;
      best = need;
      if (need == 1) break;
    }
    return best != 0;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const auto needs = house_needs(g, before);
    const int h = step.pivot;
    Step<B> again;
    Tiling t;
    find_tiling_step(g, before, needs, g.house(h), step.size, house_range(g, h), again, t);
    const std::string house = house_word(g, h);
    return concat({capitalized(house), " needs ", more_stars_words(step.size),
                   " and all its open cells lie in ", windows_words(g, t),
                   ". A 2x2 block holds at most one star, so ",
                   step.size == 1 ? "it holds exactly one of " : "each holds exactly one of ",
                   house, "'s stars: ", tiling_effect_words(g, step)});
  }
};

}  // namespace

std::unique_ptr<Rule> make_two_by_two_tiling() {
  return std::make_unique<TwoByTwoTiling>();
}

}  // namespace qh
