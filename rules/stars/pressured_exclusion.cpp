// SPDX-License-Identifier: MIT
// pressured-exclusion (K >= 2): a cell whose star would leave two adjacent
// rows (or columns) with fewer 2x2 windows' worth of open cells than the
// stars they still need is crossed out.
//
// Sound: two adjacent lines hold exactly the stars they still need, and a
// 2x2 window holds at most one, so the fewest windows along the pair that
// cover its open cells bound what it can still take (a greedy scan across
// the pair finds that number exactly: windows on the pair cover consecutive
// positions). A star on x rules out its neighbours and the rest of every
// house it fills, and counts itself if it lies in the pair; if what remains
// cannot be covered by as many windows as the pair still needs, no solution
// has a star on x. adjacency-blocks-region does the same count for one
// house; the pair of lines is what this rule adds. Every cell refuted by the
// same pair goes in one step; pairs of rows top first, then columns.
#include <array>

#include "rules/catalogue.hpp"
#include "rules/stars/windows.hpp"

namespace qh {
namespace {

class PressuredExclusion final : public RuleBase<PressuredExclusion> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "pressured-exclusion",
      .title = "A star here would squeeze two lines",
      .tier = 4,
      .rating = {.base = 4.55, .per_size = 0, .max = 0},
      .max_stars = 0,
      .min_stars = 2,
      .summary =
          "A cell whose star would leave two adjacent lines with fewer 2x2 blocks than "
          "stars to place is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    const B live = s.live(g);
    const auto needs = house_needs(g, s);
    // Context::settled: a position where no pair refuted anything. A pair
    // none of whose cells changed since (Stars::last_star: a star kills the
    // pair's cells through the houses of one missing star that meet them)
    // has the same open cells, and each star leaves them the same: not
    // looked at.
    const SinceSettled<B> since(g, ctx.settled, s, Stars::last_star);
    std::array<int, 3 * kMaxSize> last_star{};  // the houses missing one star
    int last_stars = 0;
    for (int h = 0; h < 3 * n; ++h)
      if (needs[static_cast<std::size_t>(h)] == 1)
        last_star[static_cast<std::size_t>(last_stars++)] = h;
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      for (int first = 0; first + 1 < n; ++first) {
        const int a = g.house_id(kind, first), b = g.house_id(kind, first + 1);
        if (needs[static_cast<std::size_t>(a)] <= 0 || needs[static_cast<std::size_t>(b)] <= 0)
          continue;
        const int need = needs[static_cast<std::size_t>(a)] + needs[static_cast<std::size_t>(b)];
        const B pair = g.house(a) | g.house(b);
        if (since.unchanged(pair)) continue;
        const B open = pair & live;
        B blockers;
        // A star outside the pair that kills none of its open cells leaves
        // the pair as it is: blocked or not, as all such cells are.
        const bool short_already = pair_cover(g, kind, open) < need;
        // Only a cell of the two lines or the lines beside them (which
        // touch them) or of a house of one missing star crossing the open
        // cells can kill one of them; the others leave the pair as it is.
        B affected = pair;
        if (first > 0) affected |= g.house(g.house_id(kind, first - 1));
        if (first + 2 < n) affected |= g.house(g.house_id(kind, first + 2));
        for (int i = 0; i < last_stars; ++i)
          if (g.house(last_star[static_cast<std::size_t>(i)]).intersects(open))
            affected |= g.house(last_star[static_cast<std::size_t>(i)]);
        if (short_already) blockers = live.without(affected);
        (live & affected).for_each([&](int x) {
          const B kills = star_kills(g, needs, x);
          if (!pair.test(x) && !kills.intersects(open)) {
            if (short_already) blockers.set(x);
            return;
          }
          const B left = open.without(kills).without(B::single(x));
          const int still = need - (pair.test(x) ? 1 : 0);
          if (pair_cover(g, kind, left) < still) blockers.set(x);
        });
        if (blockers.none()) continue;
        out.eliminated = blockers;
        out.focus = open;
        set_houses(out.houses, kind, bit_of(first) | bit_of(first + 1));
        out.pivot = a;
        out.size = 1;
        return true;
      }
    }
    return false;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const HouseKind kind = g.kind_of(step.pivot);
    const int first = g.ordinal_of(step.pivot);
    const int need =
        stars_needed(g, before, step.pivot) + stars_needed(g, before, g.house_id(kind, first + 1));
    const std::string lines = houses_words(kind, bit_of(first) | bit_of(first + 1), "");
    const bool one = step.eliminated.is_single();
    return concat({capitalized(lines), " need ", stars_words(need),
                   " between them, and a 2x2 block holds at most one. A star on ",
                   one ? "" : "any of ", cells_words(g, step.eliminated),
                   " would leave their open cells in fewer 2x2 blocks than the stars they would "
                   "still need: ",
                   one ? "cross it out." : "cross them out."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_pressured_exclusion() {
  return std::make_unique<PressuredExclusion>();
}

}  // namespace qh
