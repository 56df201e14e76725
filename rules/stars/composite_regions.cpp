// SPDX-License-Identifier: MIT
// composite-regions (K >= 2): k adjacent rows (or columns) still need some
// stars; the open regions lying wholly inside them take their own missing
// stars there; the band's other cells, a "composite region", hold exactly
// the rest. None: they are crossed out. c stars and the open cells lie in c
// 2x2 windows: one star in each (rules/stars/windows.hpp).
//
// Sound: the band's missing stars all lie on its open cells; each region
// inside has all its open cells in the band, so it puts exactly its missing
// stars there, on cells disjoint from the leftover's; the leftover holds the
// difference (rules/stars/band_count.hpp). Bands of 1 to 4 lines, the
// fewest lines first, rows before columns.
#include "rules/catalogue.hpp"
#include "rules/stars/band_count.hpp"

namespace qh {
namespace {

class CompositeRegions final : public RuleBase<CompositeRegions> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "composite-regions",
      .title = "Composite regions: the leftover of a band",
      .tier = 4,
      .rating = {.base = 4.25, .per_size = 0.05, .max = 4.4},
      .max_stars = 0,
      .min_stars = 2,
      .summary =
          "k lines hold k*K stars; the regions inside them take theirs; the other cells "
          "hold the rest."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    return find_band_count(ctx.geometry, s, BandCount::composite, out, ctx.settled);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return band_count_words(ctx.geometry, before, BandCount::composite, step);
  }
};

}  // namespace

std::unique_ptr<Rule> make_composite_regions() {
  return std::make_unique<CompositeRegions>();
}

}  // namespace qh
