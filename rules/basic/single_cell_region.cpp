// SPDX-License-Identifier: MIT
// single-cell-region: a region with one live cell left must have its queen
// there ("forced move").
//
// Sound: every region holds exactly one queen, and dead cells hold none.
//
// With K stars per house: a house that still needs r stars and has exactly
// r live cells gives all of them a star (each house holds exactly K).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class SingleCellRegion final : public RuleBase<SingleCellRegion> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "single-cell-region",
      .title = "Single-cell region",
      .tier = 1,
      .rating = {.base = 1.0},
      .max_stars = 0,
      .summary = "A region with one open cell left has its queen there."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    return find_single_cell_house(g, s, 2 * g.size(), 3 * g.size(), out);
  }

  // The ladder's reason rung (no cell of the move named).
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return single_cell_reason(ctx.geometry, before, step);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    return single_cell_explanation(ctx.geometry, step);
  }
};

}  // namespace

std::unique_ptr<Rule> make_single_cell_region() {
  return std::make_unique<SingleCellRegion>();
}

}  // namespace qh
