// SPDX-License-Identifier: MIT
// line-confined-to-region: when every live cell of a row (or column) lies in
// one region, that region's queen is in the row, so the region's cells
// outside the row are dead.
//
// Sound: the row must hold a queen, and wherever it goes it is in that
// region; a region holds one queen, so no other cell of it can hold one.
// Among the lines where it applies, the one with the fewest live cells is
// reported (rows before columns on ties).
//
// With K stars per house: the line's missing r stars all lie in that region;
// when the region also misses exactly r, the region's other cells are dead.
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class LineConfinedToRegion final : public RuleBase<LineConfinedToRegion> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "line-confined-to-region",
      .title = "Row or column confined to one region",
      .tier = 2,
      .rating = {.base = 2.2},
      .max_stars = 0,
      .summary =
          "All open cells of a row or column lie in one region: the rest of that region is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    const B live = s.live(g);
    int best_size = 0;
    const int k = g.stars();
    for (int line = 0; line < 2 * n; ++line) {
      const B& house = g.house(line);
      const int need = stars_missing(g, s, house);
      if (need == 0) continue;
      const B cells = house & live;
      const int size = cells.count();
      if (size == 0 || (best_size != 0 && size >= best_size)) continue;
      const int reg = g.region_of(cells.first());
      const B& region = g.region(reg);
      if (!cells.subset_of(region)) continue;
      if (k != 1 && need != stars_missing(g, s, region)) continue;
      const B kills = (region & live).without(house);
      if (kills.none()) continue;
      out.eliminated = kills;
      out.focus = cells;
      out.houses = {};
      out.houses.regions = bit_of(reg);
      if (line < n)
        out.houses.rows = bit_of(line);
      else
        out.houses.columns = bit_of(line - n);
      out.pivot = line;
      best_size = size;
    }
    return best_size != 0;
  }

  // The ladder's reason rung: the explanation without its move.
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return without_move(explain_in(ctx, before, step));
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const std::string region = region_word(g, std::countr_zero(step.houses.regions));
    const std::string line = house_word(g, step.pivot);
    if (g.stars() != 1) {
      const int need = stars_needed(g, before, step.pivot);
      return concat({"All remaining cells of ", line, " lie in ", region, ", and ", line, " needs ",
                     more_stars_words(need), ", as many as ", region, " still needs, so ", region,
                     "'s remaining stars are all in ", line, ": ",
                     cross_out_words(g, step.eliminated), "."});
    }
    return concat({"All remaining cells of ", line, " lie in ", region, ", so ", region,
                   "'s queen is in ", line, ": ", cross_out_words(g, step.eliminated), "."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_line_confined_to_region() {
  return std::make_unique<LineConfinedToRegion>();
}

}  // namespace qh
