// SPDX-License-Identifier: MIT
// squeeze (K >= 2): two adjacent rows (or columns) that still need r stars
// between them and whose open cells all lie in r 2x2 windows along the pair
// get exactly one star in each window.
//
// Sound: the tiling argument of rules/stars/windows.hpp with S = the two
// lines, which hold exactly the stars they still need: each window holds one
// of them, so a cell in two windows holds none, a cell whose star would rule
// out every open cell a window has in the pair holds none (this reaches the
// lines above and below the pair), and a window with one open cell gets its
// star there. On 10x10 2-star puzzles two lines need 4 stars and 5 windows
// tile them, so the squeeze fires once a window's worth of cells is gone.
// The first pair that proves something is reported: rows top first, then
// columns left first.
#include "rules/catalogue.hpp"
#include "rules/stars/windows.hpp"

namespace qh {
namespace {

template <class B>
WindowRange pair_range(const Geometry<B>& g, HouseKind kind, int first) {
  const int n = g.size();
  if (kind == HouseKind::row)
    return {.row_lo = first, .row_hi = first, .col_lo = -1, .col_hi = n - 1};
  return {.row_lo = -1, .row_hi = n - 1, .col_lo = first, .col_hi = first};
}

class Squeeze final : public RuleBase<Squeeze> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "squeeze",
      .title = "Squeeze on two adjacent lines",
      .tier = 3,
      .rating = {.base = 3.7, .per_size = 0, .max = 0},
      .max_stars = 0,
      .min_stars = 2,
      .summary =
          "Two adjacent lines needing r stars whose open cells lie in r 2x2 blocks have one "
          "star in each block."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    const auto needs = house_needs(g, s);
    // Context::settled: as two-by-two-tiling's (a pair of lines none of
    // whose cells changed since proves no more now).
    const SinceSettled<B> since(g, ctx.settled, s, Stars::last_star);
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      for (int first = 0; first + 1 < n; ++first) {
        const int a = g.house_id(kind, first), b = g.house_id(kind, first + 1);
        const int need = needs[static_cast<std::size_t>(a)] + needs[static_cast<std::size_t>(b)];
        if (needs[static_cast<std::size_t>(a)] <= 0 || needs[static_cast<std::size_t>(b)] <= 0)
          continue;
        if (since.unchanged(g.house(a) | g.house(b))) continue;
        Tiling t;
        if (!find_tiling_step(g, s, needs, g.house(a) | g.house(b), need,
                              pair_range(g, kind, first), out, t))
          continue;
        set_houses(out.houses, kind, bit_of(first) | bit_of(first + 1));
        out.pivot = a;
        out.size = need;
        return true;
      }
    }
    return false;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const auto needs = house_needs(g, before);
    const int a = step.pivot, first = g.ordinal_of(a);
    const HouseKind kind = g.kind_of(a);
    const int b = g.house_id(kind, first + 1);
    Step<B> again;
    Tiling t;
    find_tiling_step(g, before, needs, g.house(a) | g.house(b), step.size,
                     pair_range(g, kind, first), again, t);
    const std::string lines = houses_words(kind, bit_of(first) | bit_of(first + 1), "");
    return concat({capitalized(lines), " need ", stars_words(step.size),
                   " between them, and all their open cells lie in ", windows_words(g, t),
                   ". A 2x2 block holds at most one star, so each holds exactly one: ",
                   tiling_effect_words(g, step)});
  }
};

}  // namespace

std::unique_ptr<Rule> make_squeeze() {
  return std::make_unique<Squeeze>();
}

}  // namespace qh
