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
// kTrialStepBudget rule steps per call per pass, and not on boards above
// kMaxTrialBoardSize (engine/reasoning/rule.hpp), where search takes over. With K
// stars per house it supposes a star and propagates with the rules that
// handle K; with K >= 3 a first pass propagates only the rules of tiers 1-3
// (cheap), and that pass alone also runs above kMaxTrialBoardSize.
#include <algorithm>
#include <climits>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/trial_memo.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"
#include "rules/trial/contradiction_words.hpp"

namespace qh {
namespace {

// The rules a first, cheaper round of trials propagates with (K >= 3): the
// enabled non-trial rules up to tier 3. Empty for K <= 2, where every trial
// runs with all of them.
template <class B>
std::vector<const Rule*> quick_rules(const Context<B>& ctx) {
  std::vector<const Rule*> out;
  if (ctx.geometry.stars() < 3) return out;
  for (const Rule* rule : ctx.propagation_rules)
    if (rule->info().tier <= 3) out.push_back(rule);
  if (out.size() == ctx.propagation_rules.size()) out.clear();  // the same set: one round
  return out;
}

// The live cell whose supposed star reaches a contradiction under `rules`
// in the fewest steps (ties: the lowest cell). The trials deepen together:
// every cell's trial runs to `limit` steps a round (4, 8, 16, ...), and one
// that came to rest is dropped. Propagation is deterministic, so a trial cut
// at the limit resumes from its state exactly as if it had never stopped,
// and the first round that finds a contradiction finds the shortest chain;
// within it a trial stops one step short of the best chain so far. Most
// refutations are short, found before the long trials of the other cells
// run on to their fixed points.
// propagate (engine/reasoning/driver.hpp) through ctx.trial_memo: the same
// steps, outcome and count, each step's position read from the memo when a
// trial passed through it before.
template <class B>
Outcome propagate_trial(const Context<B>& ctx, std::span<const Rule* const> rules, State<B>& s,
                        int max_steps, int& taken) {
  TrialMemo<B>* memo = ctx.trial_memo;
  taken = 0;
  if (memo == nullptr)
    return propagate(ctx, rules, s, max_steps, [&](const State<B>&, const Step<B>&) { ++taken; });
  std::uintptr_t key = rules.size();  // the list's rules, not where it is kept
  for (const Rule* rule : rules) key = key * 1000003 + reinterpret_cast<std::uintptr_t>(rule);
  Verdict v = verdict(ctx.geometry, s);
  Step<B> step;
  for (;; ++taken) {
    if (v == Verdict::solved) return Outcome::solved;
    if (v == Verdict::contradiction) return Outcome::contradiction;
    if (taken >= max_steps) return Outcome::stuck;
    if (const typename TrialMemo<B>::Next* next = memo->find(key, s)) {
      if (!next->found) return Outcome::stuck;
      s = next->after;
      v = next->verdict;
      continue;
    }
    typename TrialMemo<B>::Next next;
    next.found = find_next(ctx, rules, s, step);
    if (next.found) {
      next.after = s;
      apply(next.after, step);
      next.verdict = verdict_after(ctx.geometry, next.after, step);
    }
    memo->store(key, s, next);
    if (!next.found) return Outcome::stuck;
    s = next.after;
    v = next.verdict;
  }
}

template <class B>
bool find_refutation(const Context<B>& ctx, std::span<const Rule* const> rules, const State<B>& s,
                     Step<B>& out) {
  const Geometry<B>& g = ctx.geometry;
  struct Trial {
    int cell;
    int length;
    State<B> state;
  };
  std::vector<Trial> pending;
  s.live(g).for_each([&](int cell) {
    pending.push_back({.cell = cell, .length = 0, .state = s});
    pending.back().state.queens.set(cell);
  });
  const int longest = g.cells() + g.size();
  int best_cell = -1;
  int best_length = INT_MAX;
  int spent = 0;
  for (int limit = 4; best_cell < 0 && !pending.empty(); limit = std::min(2 * limit, longest)) {
    std::size_t kept = 0;
    for (Trial& trial : pending) {
      if (spent >= kTrialStepBudget) return false;
      const int cap = best_length == INT_MAX ? limit : std::min(limit, best_length - 1);
      const int budget = std::min(cap - trial.length, kTrialStepBudget - spent);
      if (budget <= 0) continue;  // cannot beat the best any more
      int taken = 0;
      const Outcome o = propagate_trial(ctx, rules, trial.state, budget, taken);
      spent += taken;
      trial.length += taken;
      if (o == Outcome::contradiction) {
        if (trial.length < best_length) {
          best_cell = trial.cell;
          best_length = trial.length;
        }
      } else if (o == Outcome::stuck && taken == budget) {
        pending[kept++] = trial;  // cut at the limit: resume in the next round
      }
    }
    pending.resize(kept);
    if (limit == longest) break;
  }
  if (best_cell < 0) return false;
  out.eliminated = B::single(best_cell);
  out.focus = B::single(best_cell);
  out.pivot = best_cell;
  out.size = best_length + 1;
  return true;
}

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
    // K >= 3: first with the rules up to tier 3 only, whose fixed point is
    // cheap to reach; the trials that come to rest there without a
    // contradiction are the costly part of a round with every rule. Above
    // kMaxTrialBoardSize only that first round runs (K >= 3 only).
    const bool big = g.size() > kMaxTrialBoardSize;
    if (ctx.trial_memo != nullptr) ctx.trial_memo->next_call();
    const std::vector<const Rule*> quick = quick_rules(ctx);
    if (big && quick.empty()) return false;
    if (!quick.empty() && find_refutation(ctx, quick, s, out)) return true;
    return !big && find_refutation(ctx, ctx.propagation_rules, s, out);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    // The rules the step was found with: the quick ones when they refute
    // the cell (find_in tried them first), else all of them.
    const std::vector<const Rule*> quick = quick_rules(ctx);
    std::span<const Rule* const> rules = ctx.propagation_rules;
    State<B> t = before;
    t.queens.set(step.pivot);
    if (!quick.empty() &&
        propagate(ctx, quick, t, g.cells() + g.size(), [](const State<B>&, const Step<B>&) {}) ==
            Outcome::contradiction)
      rules = quick;
    t = before;
    t.queens.set(step.pivot);
    const std::string piece = g.stars() == 1 ? "queen" : "star";
    std::vector<std::string> forced;
    propagate(ctx, rules, t, g.cells() + g.size(), [&](const State<B>&, const Step<B>& sub) {
      if (sub.placed.none()) return;
      const std::string cell = cells_words(g, sub.placed);
      forced.push_back(sub.pivot >= 0 && sub.pivot < g.houses()
                           ? house_word(g, sub.pivot) + " would keep only " + cell + ", so " +
                                 cell + " would hold a " + piece
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
