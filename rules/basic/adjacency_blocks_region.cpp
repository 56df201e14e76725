// SPDX-License-Identifier: MIT
// adjacency-blocks-region: a live cell whose queen would rule out every live
// cell of some house (region, row or column) is dead.
//
// Sound: every house needs a queen; a queen on such a cell would leave that
// house with nowhere to go. Computed per house H as the cells attacking all of
// H's live cells: AND of attack(h) over h in live(H). This one rule covers
// every "polyomino shape" case (domino, L, T, ...) and also pairs that are
// not connected. The house with the fewest live cells is reported; regions
// are looked at before rows and columns.
//
// With K stars per house: a cell whose star (ruling out its neighbours, and
// the rest of any house it fills) would leave some house without room for
// the stars it still needs is dead (engine/model/star_room.hpp counts the room:
// stars in it may not touch either).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class AdjacencyBlocksRegion final : public RuleBase<AdjacencyBlocksRegion> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "adjacency-blocks-region",
      .title = "A queen here would empty a house",
      .tier = 3,
      .rating = {.base = 2.8, .per_size = 0.1, .max = 3.5},
      .max_stars = 0,
      .summary =
          "A cell whose queen would rule out every open cell of a region, row or column is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    if (ctx.geometry.stars() != 1)
      return find_star_blocks_house(ctx.geometry, s, ctx.geometry.cells(), out, ctx.settled);
    return find_attack_cover(ctx.geometry, s, ctx.geometry.cells(), out);
  }

  // The ladder's reason rung (no cell of the move named).
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const std::string house = house_word(g, step.pivot);
    if (g.stars() != 1)
      return concat({"A star on some cells would leave ", house, " (", cells_words(g, step.focus),
                     ") without room for the stars it still needs."});
    return concat({"Some cells touch or share a line with every open cell of ", house, " (",
                   cells_words(g, step.focus), "): a queen on one of them would leave ", house,
                   " without a queen."});
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const std::string house = house_word(g, step.pivot);
    const bool one = step.eliminated.is_single();
    if (g.stars() != 1) {
      const int need = stars_needed(g, before, step.pivot);
      return concat(
          {one ? "A star on " : "A star on any of ", cells_words(g, step.eliminated),
           " would leave ", house, " (", cells_words(g, step.focus), ") without room for the ",
           need == 1 ? "star" : std::to_string(need) + " stars",
           " it still needs, none of them touching: ", one ? "cross it out." : "cross them out."});
    }
    return concat({one ? "A queen on " : "A queen on any of ", cells_words(g, step.eliminated),
                   " would rule out ",
                   step.size == 1 ? "the last open cell of " : "every open cell of ", house, " (",
                   cells_words(g, step.focus), "), leaving ", house,
                   one ? " without a queen: cross it out." : " without a queen: cross them out."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_adjacency_blocks_region() {
  return std::make_unique<AdjacencyBlocksRegion>();
}

}  // namespace qh
