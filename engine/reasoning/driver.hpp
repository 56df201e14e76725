// SPDX-License-Identifier: MIT
// The fixed-point driver: ask the rules for the next step, apply it, repeat.
// "Next step" is the simplest step any enabled rule finds that the position
// does not already show: easiest tier first, then lowest rating.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "engine/reasoning/rule.hpp"

namespace qh {

// Per rule of one list (by its index there), the latest position on one
// trial's way where the rule found nothing. Along the way the facts only
// grow, so that position is, for that rule, a Context::settled of every
// later one. Speed only.
template <class B>
class QuietPositions {
 public:
  explicit QuietPositions(std::size_t rules) : at_(rules), known_(rules, 0) {}
  // Every rule found nothing at `s` (a fixed point of the list).
  void note_all(const State<B>& s) {
    for (std::size_t i = 0; i < at_.size(); ++i) note(i, s);
  }
  void note(std::size_t i, const State<B>& s) {
    at_[i] = s;
    known_[i] = 1;
  }
  // Rule i's quiet position, or null. `s` holds its stars (the facts only
  // grew since).
  const State<B>* of(std::size_t i) const { return known_[i] != 0 ? &at_[i] : nullptr; }

 private:
  std::vector<State<B>> at_;
  std::vector<char> known_;
};

// The simplest step any of `rules` offers: the lowest step tier, then the
// lowest rating; ties go to the earlier rule. `rules` are in catalogue order,
// sorted by (tier, base rating), and a step never rates below its rule's
// base, so the scan stops as soon as no later rule can beat the best so far.
// Steps above ctx.max_tier are not taken.
//
// `quiet`: where each rule last found nothing on the way to `s` (the facts
// only grew since); each rule but the trial rules is told its own as
// Context::settled, and each rule that finds nothing here notes `s`. The
// trial rules are told none: they pass their context on to the rules inside
// their trials, which a position of the trial rule's own would mislead.
template <class B>
bool find_next(const Context<B>& ctx, std::span<const Rule* const> rules, const State<B>& s,
               Step<B>& out, QuietPositions<B>* quiet = nullptr) {
  bool found = false;
  int best_tier = 0;
  double best_rating = 0;
  Step<B> step;
  for (std::size_t i = 0; i < rules.size(); ++i) {
    const Rule* rule = rules[i];
    const RuleInfo& info = rule->info();
    if (found &&
        (info.tier > best_tier || (info.tier == best_tier && info.rating.base >= best_rating)))
      break;
    // K = 1 (the hot path) only needs the Star-Battle-only test and the
    // board-kind test (chess queens: completion, blocked, walls).
    if (ctx.geometry.stars() != 1 ? !Rule::handles(info, ctx.geometry.stars())
                                  : info.min_stars > 1 || !(info.boards & ctx.geometry.family()))
      continue;
    step = Step<B>{};
    if (quiet != nullptr) {
      Context<B> told = ctx;
      told.settled = info.trial ? nullptr : quiet->of(i);
      if (!rule->find(told, s, step)) {
        quiet->note(i, s);
        continue;
      }
    } else if (!rule->find(ctx, s, step)) {
      continue;
    }
    const int tier = rule->tier(step.size);
    if (tier > ctx.max_tier) continue;
    const double rating = rule->rating(step.size);
    if (!found || tier < best_tier || (tier == best_tier && rating < best_rating)) {
      out = step;
      out.rule = rule;
      found = true;
      best_tier = tier;
      best_rating = rating;
    }
  }
  return found;
}

template <class B>
void apply(State<B>& s, const Step<B>& step) {
  s.queens |= step.placed;
  s.dead |= step.eliminated;
}

enum class Outcome { solved, stuck, contradiction };

// Runs `rules` to a fixed point from `s`, calling on_step(before, step) for
// every step (before it is applied), and stops early when the state becomes
// contradictory or after `max_steps` steps. Returns the final verdict and
// leaves `s` at the state reached. No fallback: this is the logic-only loop
// used inside trials and by the trace runner between fallbacks.
template <class B, class OnStep>
Outcome propagate(const Context<B>& ctx, std::span<const Rule* const> rules, State<B>& s,
                  int max_steps, OnStep&& on_step) {
  Step<B> step;
  Verdict v = verdict(ctx.geometry, s);
  for (int taken = 0;; ++taken) {
    if (v == Verdict::solved) return Outcome::solved;
    if (v == Verdict::contradiction) return Outcome::contradiction;
    if (taken >= max_steps || !find_next(ctx, rules, s, step)) return Outcome::stuck;
    on_step(static_cast<const State<B>&>(s), static_cast<const Step<B>&>(step));
    apply(s, step);
    v = verdict_after(ctx.geometry, s, step);
  }
}

}  // namespace qh
