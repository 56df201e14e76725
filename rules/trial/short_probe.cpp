// SPDX-License-Identifier: MIT
// short-probe: suppose a queen on a live cell and play ONE round of forced
// moves (engine/reasoning/probe.hpp): cross out its attacks, give a queen to every open
// house left with one live cell, cross out their attacks, then apply every
// region/line confinement at once. If that empties an open house, or two of
// the forced queens attack each other, the cell is crossed out.
//
// Sound: refutation only. Every move of the round follows from the rules of
// the game given the supposed queen, so a contradiction proves that no
// solution has a queen there; the branch that "works" is never kept. Of all
// refuted cells, the one whose contradiction needs the fewest moves (then the
// fewest forced queens, then the lowest cell) is reported, together with the
// cells refuted by the very same moves (one argument, one step).
// With K stars per house the round counts stars (engine/reasoning/probe.hpp):
// a house with as many live cells as stars it needs gets them all, and a
// house left with too little room is the contradiction.
#include "engine/reasoning/probe.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class ShortProbe final : public RuleBase<ShortProbe> {
 public:
  static constexpr RuleInfo kInfo{.id = "short-probe",
                                  .title = "One round of forced moves refutes a queen",
                                  .tier = 4,
                                  .rating = {.base = 4.8},
                                  .trial = true,
                                  .max_stars = 0,
                                  .summary =
                                      "Suppose a queen; one round of forced queens and "
                                      "confinements empties a house: the cell is "
                                      "out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    int best = -1;
    typename Probe<B>::Chain best_chain;
    B ties;  // cells refuted by chains as short as the best
    // Shared by every cell's probe; its live cells are the cells worth
    // probing (probe_candidates).
    const ProbeStart<B> start(g, s);
    start.live.for_each([&](int cell) {
      const Probe<B> p(g, start, cell, 1);
      if (!p.refuted()) return;
      if (best >= 0 && best_chain < p.chain()) return;
      if (best >= 0 && !(p.chain() < best_chain)) {
        ties.set(cell);
        return;
      }
      best = cell;
      best_chain = p.chain();
      ties = {};
    });
    if (best < 0) return false;
    const Probe<B> p(g, start, best, 1);
    fill_probe_step(g, p, 1, same_story_cells(g, start, p, ties), out);
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return probe_story(ctx.geometry, Probe<B>(ctx.geometry, before, step.pivot, 1),
                       step.eliminated);
  }
};

}  // namespace

std::unique_ptr<Rule> make_short_probe() {
  return std::make_unique<ShortProbe>();
}

}  // namespace qh
