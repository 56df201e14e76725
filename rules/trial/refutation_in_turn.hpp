// SPDX-License-Identifier: MIT
// A round of single-star trials taken in turn (nested-trial's inner round):
// the live cells of a position are tried one after another, those of the
// tightest houses first (tightness, below); a
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
#include <array>
#include <climits>
#include <optional>
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

// How tight a cell's houses are: the sum over its row, column and region of
// (live cells - 2 x stars still needed), from `slack` (one entry a house).
// A house needing k stars wants about 2k live cells (stars never touch), so
// the lower the sum, the closer the cell's houses are to running dry.
template <class B>
int tightness(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& slack, int cell) {
  const int n = g.size();
  return slack[static_cast<std::size_t>(g.row_of(cell))] +
         slack[static_cast<std::size_t>(n + g.col_of(cell))] +
         slack[static_cast<std::size_t>(2 * n + g.region_of(cell))];
}

// Per house, its live cells less twice the stars it still needs (tightness).
template <class B>
std::array<int, 3 * kMaxSize> house_slack(const Geometry<B>& g, const State<B>& s) {
  std::array<int, 3 * kMaxSize> out{};
  const B live = s.live(g);
  for (int h = 0; h < g.houses(); ++h) {
    out[static_cast<std::size_t>(h)] = (g.house(h) & live).count() - 2 * stars_needed(g, s, h);
  }
  return out;
}

// Runs the round on `s`, which it leaves as the round ends: the refuted
// cells crossed out and the rules' steps from them taken. `refuted` gets the
// cells the trials refuted, in the order they were refuted.
//
// The order: the cell whose houses are tightest (tightness) first, ties the
// lowest cell, taken again after each refutation (which changes the counts).
// Refuting cells of the houses closest to running dry brings the collapse
// sooner: on the 40 tightened 14x14 3-star boards of seed 21, 21 % fewer
// steps in these rounds and 32 % fewer inner refutations than lowest first,
// the same grades (docs/big-stars.md, the twenty-second round).
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
    B untried = s.live(g);
    // Where each rule finds nothing at `s` (it only grows): every trial
    // starts from there (K >= 3).
    std::optional<QuietPositions<B>> at_s = quiet_at(ctx, rules, s);
    std::array<int, 3 * kMaxSize> slack = house_slack(g, s);
    while (spent < kTrialStepBudget) {
      untried &= s.live(g);
      int cell = -1, least = INT_MAX;
      untried.for_each([&](int c) {
        const int t = tightness(g, slack, c);
        if (t < least) {
          least = t;
          cell = c;
        }
      });
      if (cell < 0) break;
      untried.reset(cell);
      State<B> t = s;
      t.queens.set(cell);
      int taken = 0;
      std::optional<QuietPositions<B>> quiet = at_s;
      const Outcome o = propagate_trial(
          ctx, rules, rules, t, std::min(longest, kTrialStepBudget - spent), taken,
          [](const State<B>&, int) {}, static_cast<const State<B>*>(nullptr),
          quiet ? &*quiet : nullptr);
      spent += taken;
      if (o != Outcome::contradiction) continue;
      s.dead.set(cell);
      refuted.push_back(cell);
      const bool collapsed = propagate_trial(
                                 ctx, rules, rules, s, longest, taken, [](const State<B>&, int) {},
                                 static_cast<const State<B>*>(nullptr),
                                 at_s ? &*at_s : nullptr) == Outcome::contradiction;
      spent += taken;
      if (collapsed) return InTurn::collapsed;
      slack = house_slack(g, s);
    }
    if (refuted.size() > before) return InTurn::refuted;
    if (spent >= kTrialStepBudget || rules.size() == all.size()) break;
  }
  return InTurn::nothing;
}

}  // namespace qh
