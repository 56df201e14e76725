// SPDX-License-Identifier: MIT
// set-differential (K >= 2): the open regions that have open cells in k
// adjacent rows (or columns) hold every star those lines still need, so
// their cells outside the lines hold exactly the regions' missing stars
// minus the lines'. None: they are crossed out. c stars and the open cells
// lie in c 2x2 windows: one star in each (rules/stars/windows.hpp).
//
// Sound: add the regions, subtract the band. Every open cell of the band is
// in one of the regions, so the band's missing stars are some of the
// regions' missing stars, and the regions' other missing stars lie outside
// the band (rules/stars/band_count.hpp). Bands of 1 to 4 lines, the fewest
// lines first, rows before columns. (With no star left over this is the
// count of n-regions-in-n-rows read from the lines' side.)
#include "rules/catalogue.hpp"
#include "rules/stars/band_count.hpp"

namespace qh {
namespace {

class SetDifferential final : public RuleBase<SetDifferential> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "set-differential",
      .title = "Set differential: regions minus lines",
      .tier = 4,
      .rating = {.base = 4.35, .per_size = 0.05, .max = 4.45},
      .max_stars = 0,
      .min_stars = 2,
      .summary =
          "The regions meeting k lines hold their stars; outside the lines they hold the "
          "difference."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    return find_band_count(ctx.geometry, s, BandCount::differential, out, ctx.settled);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return band_count_words(ctx.geometry, before, BandCount::differential, step);
  }
};

}  // namespace

std::unique_ptr<Rule> make_set_differential() {
  return std::make_unique<SetDifferential>();
}

}  // namespace qh
