// SPDX-License-Identifier: MIT
// probe-k: as short-probe, with up to three rounds of forced moves
// (engine/reasoning/probe.hpp): suppose a queen on a live cell, then, round after
// round, cross out attacks, give a queen to every open house left with one
// live cell, and apply every region/line confinement at once. If within k
// rounds an open house runs dry, or two forced queens attack each other, the
// cell is crossed out. Step::size is k.
//
// Sound: refutation only, as short-probe; more rounds only mean a longer
// chain of moves, each a plain consequence of the supposed queen. The
// refutation with the fewest rounds is reported, then the one whose chain has
// the fewest moves (then forced queens, then the lowest cell). A k = 1
// refutation is short-probe's; it is found here too so that the rule stands
// on its own when short-probe is switched off.
// With K stars per house the rounds count stars, as in short-probe.
#include "engine/reasoning/probe.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class ProbeK final : public RuleBase<ProbeK> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "probe-k",
      .title = "Two or three rounds of forced moves refute a queen",
      .tier = 5,
      .rating = {.base = 5.0, .per_size = 0.3, .max = 5.6},
      .trial = true,
      .max_stars = 0,
      .summary =
          "Suppose a queen; two or three rounds of forced moves empty a house: the cell is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    int best = -1;
    int best_rounds = Probe<B>::kMaxRounds;
    typename Probe<B>::Chain best_chain;
    B ties;  // cells refuted in as few rounds, by chains as short as the best
    // Shared by every cell's probe; its live cells are the cells worth
    // probing (probe_candidates).
    const ProbeStart<B> start(g, s);
    start.live.for_each([&](int cell) {
      // A refutation in more rounds than the best so far cannot win.
      const Probe<B> p(g, start, cell, best_rounds);
      if (!p.refuted()) return;
      if (best >= 0 &&
          (p.rounds() > best_rounds || (p.rounds() == best_rounds && best_chain < p.chain())))
        return;
      if (best >= 0 && p.rounds() == best_rounds && !(p.chain() < best_chain)) {
        ties.set(cell);
        return;
      }
      best = cell;
      best_rounds = p.rounds();
      best_chain = p.chain();
      ties = {};
    });
    if (best < 0) return false;
    const Probe<B> p(g, start, best, best_rounds);
    fill_probe_step(g, p, best_rounds, same_story_cells(g, start, p, ties), out);
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return probe_story(ctx.geometry, Probe<B>(ctx.geometry, before, step.pivot, step.size),
                       step.eliminated);
  }
};

}  // namespace

std::unique_ptr<Rule> make_probe_k() {
  return std::make_unique<ProbeK>();
}

}  // namespace qh
