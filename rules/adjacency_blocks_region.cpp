// adjacency-blocks-region: a live cell whose queen would rule out every live
// cell of some house (region, row or column) is dead.
//
// Sound: every house needs a queen; a queen on such a cell would leave that
// house with nowhere to go. Computed per house H as the cells attacking all of
// H's live cells: AND of attack(h) over h in live(H). This one rule covers
// every "polyomino shape" case (domino, L, T, ...) and also pairs that are
// not connected. The house with the fewest live cells is reported; regions
// are looked at before rows and columns.
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class AdjacencyBlocksRegion final : public RuleBase<AdjacencyBlocksRegion> {
 public:
  static constexpr RuleInfo kInfo{
      "adjacency-blocks-region", "A queen here would empty a house", 3, 2.6, 0.1, 3.1, false,
      "A cell whose queen would rule out every open cell of a region, row or column is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    const B live = s.live(g);
    int best_size = 0;
    for (int i = 0; i < 3 * n; ++i) {
      const int h = (i + 2 * n) % (3 * n);  // regions, then rows, then columns
      const B& house = g.house(h);
      if (house.intersects(s.queens)) continue;
      const B cells = house & live;
      const int size = cells.count();
      if (size == 0 || (best_size != 0 && size >= best_size)) continue;
      B common = live;
      cells.for_each([&](int c) { common &= g.attack(c); });
      if (common.none()) continue;
      out.eliminated = common;
      out.focus = cells;
      out.houses = {};
      const unsigned bit = bit_of(g.ordinal_of(h));
      switch (g.kind_of(h)) {
        case HouseKind::row: out.houses.rows = bit; break;
        case HouseKind::column: out.houses.columns = bit; break;
        case HouseKind::region: out.houses.regions = bit; break;
      }
      out.pivot = h;
      out.size = size;
      best_size = size;
      if (size == 1) break;
    }
    return best_size != 0;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const std::string house = house_word(g, step.pivot);
    const std::string targets = step.size == 1
                                    ? "the last open cell of " + house + " (" +
                                          cells_words(g, step.focus) + ")"
                                    : "every open cell of " + house + " (" +
                                          cells_words(g, step.focus) + ")";
    if (step.eliminated.is_single())
      return "A queen on " + cells_words(g, step.eliminated) + " would rule out " + targets +
             ", leaving " + house + " without a queen: cross it out.";
    return "A queen on any of " + cells_words(g, step.eliminated) + " would rule out " +
           targets + ", leaving " + house + " without a queen: cross them out.";
  }
};

}  // namespace

std::unique_ptr<Rule> make_adjacency_blocks_region() {
  return std::make_unique<AdjacencyBlocksRegion>();
}

}  // namespace qh
