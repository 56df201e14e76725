// SPDX-License-Identifier: MIT
// placement-forces-contradiction: suppose a queen on a live cell, run the
// non-trial rules from there; if that leads to a contradiction (a row,
// column or region left without a possible queen, or two queens that clash),
// the cell is dead.
//
// Sound: refutation only. If a queen on x forces an impossible state, no
// solution has a queen on x. The trial is bounded: the propagation inside
// uses only the enabled non-trial rules (no nested trials) and stops at their
// fixed point. The cell whose contradiction comes with the shortest chain of
// steps is reported, so the explanation stays short. Bounded: at most
// kTrialStepBudget rule steps per call, and not on boards above
// kMaxTrialBoardSize (engine/reasoning/rule.hpp), where search takes over. With K
// stars per house it works unchanged: it supposes a star and propagates with
// the rules that handle K.
#include <algorithm>
#include <climits>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "rules/trial/contradiction_words.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class PlacementForcesContradiction final : public RuleBase<PlacementForcesContradiction> {
 public:
  static constexpr RuleInfo kInfo{.id = "placement-forces-contradiction",
                                  .title = "A queen here leads to a contradiction",
                                  .tier = 5,
                                  .rating = {.base = 6.0, .per_size = 0.1, .max = 7.5},
                                  .trial = true,
                                  .max_stars = 0,
                                  .boards = kRegionBoards | kLineBoards | kWallBoards,
                                  .summary =
                                      "Suppose a queen on a cell and follow the other rules: if "
                                      "some house runs dry, the cell is "
                                      "out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    if (g.size() > kMaxTrialBoardSize) return false;
    int best_cell = -1;
    int best_length = INT_MAX;
    int spent = 0;
    s.live(g).for_each([&](int cell) {
      if (best_length == 0 || spent >= kTrialStepBudget) return;
      State<B> t = s;
      t.queens.set(cell);
      int length = 0;
      const int budget = std::min(best_length == INT_MAX ? g.cells() + g.size() : best_length - 1,
                                  kTrialStepBudget - spent);
      const Outcome o = propagate(ctx, ctx.propagation_rules, t, budget,
                                  [&](const State<B>&, const Step<B>&) { ++length; });
      spent += length;
      if (o == Outcome::contradiction && length < best_length) {
        best_cell = cell;
        best_length = length;
      }
    });
    if (best_cell < 0) return false;
    out.eliminated = B::single(best_cell);
    out.focus = B::single(best_cell);
    out.pivot = best_cell;
    out.size = best_length + 1;
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    State<B> t = before;
    t.queens.set(step.pivot);
    const std::string piece = g.stars() == 1 ? "queen" : "star";
    std::vector<std::string> forced;
    propagate(ctx, ctx.propagation_rules, t, g.cells() + g.size(),
              [&](const State<B>&, const Step<B>& sub) {
                if (sub.placed.none()) return;
                const std::string cell = cells_words(g, sub.placed);
                forced.push_back(sub.pivot >= 0 && sub.pivot < g.houses()
                                     ? house_word(g, sub.pivot) + " would keep only " + cell +
                                           ", so " + cell + " would hold a " + piece
                                     : cell + " would have to hold a " + piece);
              });
    std::string chain;
    const std::size_t shown = forced.size() > 4 ? 3 : forced.size();
    for (std::size_t i = 0; i < shown; ++i) chain += (i ? "; then " : "") + forced[i];
    if (shown < forced.size())
      chain +=
          "; and after " + std::to_string(forced.size() - shown) + " more forced " + piece + "s";
    const std::string cell = cell_word(g, step.pivot);
    return "If " + cell + " held a " + piece + ", " + (chain.empty() ? "" : chain + "; then ") +
           what_ran_dry(g, t) + ". So " + cell + " cannot hold a " + piece + ": cross it out.";
  }
};

}  // namespace

std::unique_ptr<Rule> make_placement_forces_contradiction() {
  return std::make_unique<PlacementForcesContradiction>();
}

}  // namespace qh
