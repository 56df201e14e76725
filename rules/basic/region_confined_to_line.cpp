// SPDX-License-Identifier: MIT
// region-confined-to-line: when every live cell of a region lies in one row
// (or one column), that region's queen is that row's queen, so the row's
// cells outside the region are dead.
//
// Sound: the region must hold a queen, and wherever it goes it is in that
// row; a row holds one queen, so no other cell of the row can hold one.
// Among the regions where it applies, the one with the fewest live cells is
// reported.
//
// With K stars per house: the region's missing r stars all lie in that line;
// when the line also misses exactly r, they are all the region's, and the
// line's other cells are dead.
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class RegionConfinedToLine final : public RuleBase<RegionConfinedToLine> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "region-confined-to-line",
      .title = "Region confined to one row or column",
      .tier = 2,
      .rating = {.base = 2.0},
      .max_stars = 0,
      .summary =
          "All open cells of a region lie in one row or column: the rest of that line is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    const B live = s.live(g);
    int best_size = 0;
    const int k = g.stars();
    for (int reg = 0; reg < n; ++reg) {
      const B& region = g.region(reg);
      const int need = stars_missing(g, s, region);
      if (need == 0) continue;
      const B cells = region & live;
      const int size = cells.count();
      if (size == 0 || (best_size != 0 && size >= best_size)) continue;
      const int first = cells.first();
      const int lines[2] = {g.row_of(first), n + g.col_of(first)};
      for (int line : lines) {
        const B& house = g.house(line);
        if (!cells.subset_of(house)) continue;
        if (k != 1 && need != stars_missing(g, s, house)) continue;
        const B kills = (house & live).without(region);
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
        break;
      }
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
    const int reg = std::countr_zero(step.houses.regions);
    const std::string region = region_word(g, reg);
    const std::string line = house_word(g, step.pivot);
    if (g.stars() != 1) {
      const int need = stars_needed(g, before, g.house_id(HouseKind::region, reg));
      return concat({"All remaining cells of ", region, " lie in ", line, ", and ", region,
                     " needs ", more_stars_words(need), ", as many as ", line, " still needs, so ",
                     line, "'s remaining stars are all in ", region, ": ",
                     cross_out_words(g, step.eliminated), "."});
    }
    return concat({"All remaining cells of ", region, " lie in ", line, ", so ", line,
                   "'s queen is in ", region, ": ", cross_out_words(g, step.eliminated), "."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_region_confined_to_line() {
  return std::make_unique<RegionConfinedToLine>();
}

}  // namespace qh
