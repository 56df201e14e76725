// pair-attack: when a house (region, row or column) has exactly two live
// cells, any live cell outside it that attacks both is dead.
//
// Sound: the house's queen is on one of the two cells, and a queen on a cell
// attacking both would leave the house empty. This is adjacency-blocks-region
// for two-cell houses, kept as its own rule because it is the easiest attack
// cover to see and explain ("whichever of the two gets the queen ...").
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class PairAttack final : public RuleBase<PairAttack> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "pair-attack",
      .title = "Cells that touch both options of a two-cell house",
      .tier = 2,
      .rating = {.base = 2.4},
      .summary = "A house with two open cells: a cell attacking both of them is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    return find_attack_cover(ctx.geometry, s, 2, out) && out.size == 2;
  }

  // The ladder's reason rung (no cell of the move named).
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const int a = step.focus.first();
    const int b = step.focus.without(B::single(a)).first();
    return concat({capitalized(house_word(g, step.pivot)), "'s queen is on ", cell_word(g, a),
                   " or ", cell_word(g, b),
                   ". Whichever it is, some cells share a line or region with it or touch it."});
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const int a = step.focus.first();
    const int b = step.focus.without(B::single(a)).first();
    const std::string house = house_word(g, step.pivot);
    const bool one = step.eliminated.is_single();
    return concat({capitalized(house), "'s queen is on ", cell_word(g, a), " or ", cell_word(g, b),
                   ". Whichever it is, ", cells_words(g, step.eliminated),
                   one ? " shares a line or region with it or touches it: cross it out."
                       : " share a line or region with it or touch it: cross them out."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_pair_attack() {
  return std::make_unique<PairAttack>();
}

}  // namespace qh
