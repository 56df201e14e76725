// The fixed-point driver: ask the rules in order for the next step, apply it,
// repeat. "Next step" is the first rule, in catalogue order (easiest first),
// that finds something the position does not already show.
#pragma once

#include <span>

#include "engine/rule.hpp"

namespace qh {

template <class B>
bool find_next(const Context<B>& ctx, std::span<const Rule* const> rules, const State<B>& s,
               Step<B>& out) {
  for (const Rule* rule : rules) {
    out = Step<B>{};
    if (rule->find(ctx, s, out)) {
      out.rule = rule;
      return true;
    }
  }
  return false;
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
  for (int taken = 0;; ++taken) {
    const Verdict v = verdict(ctx.geometry, s);
    if (v == Verdict::solved) return Outcome::solved;
    if (v == Verdict::contradiction) return Outcome::contradiction;
    if (taken >= max_steps || !find_next(ctx, rules, s, step)) return Outcome::stuck;
    on_step(static_cast<const State<B>&>(s), static_cast<const Step<B>&>(step));
    apply(s, step);
  }
}

}  // namespace qh
