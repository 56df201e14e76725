// SPDX-License-Identifier: MIT
// A round of single-star trials taken in turn (nested-trial's inner round):
// the live cells of a position are tried one after another, lowest first; a
// cell whose supposed star leads the rules to a contradiction is crossed out
// at once, the rules are followed from there, and the next cell is tried in
// that stronger position. The round ends when every cell live at its start
// has had its turn, or when the position itself collapses.
//
// Sound: refutation only. Each cell is refuted in a position that follows
// from the round's start (the cells crossed out before it, and what the
// rules drew from them), so no solution of the start has a star on it; a
// collapse proves the start has no solution.
//
// Why in turn: a round whose trials all start from the same position (what
// placement-forces-contradiction does to find its shortest chain) runs each
// trial to its end however many cells the others refute. Tried in turn, a
// cell refuted early makes the later trials shorter, and the round stops as
// soon as the position runs dry. On the 13 held-out published 17x17 4-star
// boards this round cost a third of the other's time inside nested-trial
// for the same steps (docs/big-stars.md, the nineteenth round).
//
// Like placement-forces-contradiction with K >= 3, a first pass propagates
// only the rules of tiers 1-3, and a second pass with every propagation rule
// runs only when the first refutes nothing. Bounded: at most
// kTrialStepBudget rule steps in all, the trials' and the position's; when
// they run out, the cells refuted so far are the round's.
#pragma once

#include <algorithm>
#include <span>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/trial_propagation.hpp"
#include "rules/common.hpp"

namespace qh {

enum class InTurn {
  nothing,    // no cell refuted
  refuted,    // cells refuted (in `refuted`, in turn), the position open
  collapsed,  // the position has no solution
};

// Runs the round on `s`, which it leaves as the round ends: the refuted
// cells crossed out and the rules' steps from them taken. `refuted` gets the
// cells the trials refuted, in the order they were refuted.
template <class B>
InTurn refute_in_turn(const Context<B>& ctx, State<B>& s, std::vector<int>& refuted) {
  const Geometry<B>& g = ctx.geometry;
  const std::vector<const Rule*> quick = quick_rules(ctx);
  const std::span<const Rule* const> all = ctx.propagation_rules;
  const int longest = g.cells() + g.size();
  int spent = 0;
  for (const std::span<const Rule* const> rules : {std::span<const Rule* const>(quick), all}) {
    if (rules.empty()) continue;
    const std::size_t before = refuted.size();
    bool collapsed = false;
    s.live(g).for_each([&](int cell) {
      if (collapsed || spent >= kTrialStepBudget || !s.live(g).test(cell)) return;
      State<B> t = s;
      t.queens.set(cell);
      int taken = 0;
      const Outcome o =
          propagate_trial(ctx, rules, rules, t, std::min(longest, kTrialStepBudget - spent), taken,
                          [](const State<B>&, int) {});
      spent += taken;
      if (o != Outcome::contradiction) return;
      s.dead.set(cell);
      refuted.push_back(cell);
      collapsed = propagate_trial(ctx, rules, rules, s, longest, taken,
                                  [](const State<B>&, int) {}) == Outcome::contradiction;
      spent += taken;
    });
    if (collapsed) return InTurn::collapsed;
    if (refuted.size() > before) return InTurn::refuted;
    if (spent >= kTrialStepBudget || rules.size() == all.size()) break;
  }
  return InTurn::nothing;
}

}  // namespace qh
