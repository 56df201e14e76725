// queen-adjacent-kill: a queen rules out every other cell of its row, its
// column and its region, and the eight cells around it.
//
// Sound by the rules of the game: each house holds exactly one queen and
// queens never touch. This is LinkedIn's "auto-place Xs"; it is part of every
// rule set because the other rules assume a queen's attacks are crossed out.
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class QueenAdjacentKill final : public RuleBase<QueenAdjacentKill> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "queen-adjacent-kill",
      .title = "Queen rules out its lines, region and neighbours",
      .tier = 1,
      .rating = {.base = 1.0},
      .summary = "A queen rules out its row, column and region and the eight cells around it."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const B live = s.live(g);
    bool found = false;
    s.queens.for_each([&](int q) {
      if (found) return;
      const B kills = g.attack(q) & live;
      if (kills.none()) return;
      out.eliminated = kills;
      out.focus = B::single(q);
      out.houses.rows = bit_of(g.row_of(q));
      out.houses.columns = bit_of(g.col_of(q));
      out.houses.regions = bit_of(g.region_of(q));
      out.pivot = q;
      found = true;
    });
    return found;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const int q = step.pivot;
    return concat({"The queen on ", cell_word(g, q), " rules out the rest of row ",
                   std::to_string(g.row_of(q) + 1), ", column ", std::to_string(g.col_of(q) + 1),
                   " and ", region_word(g, g.region_of(q)),
                   ", and every cell touching it: ", cross_out_words(g, step.eliminated), "."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_queen_adjacent_kill() {
  return std::make_unique<QueenAdjacentKill>();
}

}  // namespace qh
