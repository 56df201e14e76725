// SPDX-License-Identifier: MIT
// Propagation inside a trial, shared by the trial rules that keep the
// logic loop's memo (placement-forces-contradiction, house-ways), and where
// a trial comes to rest when the memo kept where it came to rest before.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/trial_memo.hpp"

namespace qh {

// What tells a rule list apart in the memo: its rules, not where it is kept.
inline std::uintptr_t rules_key(std::span<const Rule* const> rules) {
  std::uintptr_t key = rules.size();
  for (const Rule* rule : rules) key = key * 1000003 + reinterpret_cast<std::uintptr_t>(rule);
  return key;
}

// The rules a first, cheaper round of trials propagates with when K >= 3
// (placement-forces-contradiction, nested-trial's inner round): the enabled
// non-trial rules up to tier 3, whose fixed point is cheap to reach.
template <class B>
std::vector<const Rule*> quick_rules(const Context<B>& ctx) {
  std::vector<const Rule*> out;
  for (const Rule* rule : ctx.propagation_rules)
    if (rule->info().tier <= 3) out.push_back(rule);
  return out;
}

// Where each of `rules` finds nothing at `s` (find_next's notes), for the
// trials that start from `s` with more stars (propagate_trial's `kept`):
// K >= 3 only, else empty.
template <class B>
std::optional<QuietPositions<B>> quiet_at(const Context<B>& ctx, std::span<const Rule* const> rules,
                                          const State<B>& s) {
  std::optional<QuietPositions<B>> out;
  if (ctx.geometry.stars() < 3) return out;
  Step<B> ignored;
  find_next(ctx, rules, s, ignored, &out.emplace(rules.size()));
  return out;
}

// propagate (engine/reasoning/driver.hpp) through ctx.trial_memo: the same
// steps, outcome and count, each step's position read from the memo when a
// trial passed through it before. The first step from `s` is asked of
// `first` (the caller vouches it finds what `rules` would), the others of
// `rules`; on_step(before, tier) sees each step's position and tier.
// Each rule is told where it last found nothing on the way (QuietPositions,
// driver.hpp), from the second step on when `first` is another list;
// `settled`: a fixed point of `rules` that `s` only adds to, where every
// rule found nothing before the first step; `kept`: where each rule of
// `rules` found nothing so far on the trial's way (positions `s` only adds
// to), kept by the caller across calls and updated here (else the call
// keeps its own from nothing).
template <class B, class OnStep>
Outcome propagate_trial(const Context<B>& ctx, std::span<const Rule* const> rules,
                        std::span<const Rule* const> first, State<B>& s, int max_steps, int& taken,
                        OnStep&& on_step, const State<B>* settled = nullptr,
                        QuietPositions<B>* kept = nullptr) {
  TrialMemo<B>* memo = ctx.trial_memo;
  const std::uintptr_t key = rules_key(rules);
  Verdict v = verdict(ctx.geometry, s);
  Step<B> step;
  typename TrialMemo<B>::Next fresh;
  // K >= 3 only (where the rules that read it are): K <= 2 runs as before.
  std::optional<QuietPositions<B>> own;
  QuietPositions<B>* quiet = nullptr;
  if (ctx.geometry.stars() >= 3) {
    if (kept == nullptr) kept = &own.emplace(rules.size());
    quiet = kept;
    if (settled != nullptr) quiet->note_all(*settled);
  }
  const bool first_is_rules = first.data() == rules.data() && first.size() == rules.size();
  for (taken = 0;; ++taken) {
    if (v == Verdict::solved) return Outcome::solved;
    if (v == Verdict::contradiction) return Outcome::contradiction;
    if (taken >= max_steps) return Outcome::stuck;
    const typename TrialMemo<B>::Next* next = memo != nullptr ? memo->find(key, s) : nullptr;
    if (next == nullptr) {
      fresh.found = taken == 0 && !first_is_rules ? find_next(ctx, first, s, step)
                                                  : find_next(ctx, rules, s, step, quiet);
      if (fresh.found) {
        fresh.after = s;
        apply(fresh.after, step);
        fresh.verdict = verdict_after(ctx.geometry, fresh.after, step);
        fresh.tier = step.rule->tier(step.size);
      }
      if (memo != nullptr) memo->store(key, s, fresh);
      next = &fresh;
    }
    if (!next->found) return Outcome::stuck;
    on_step(static_cast<const State<B>&>(s), next->tier);
    v = next->verdict;
    s = next->after;
  }
}

// Where a trial from `start` comes to rest, known without running it from
// there: `known` is where the last trial of the same supposed stars under
// `rules` came to rest (TrialMemo::rest_of), from an earlier position that
// `start` contains. When the rules' fixed point does not depend on the order
// they fire in (each rule still fires, or its step is already made, once
// more is known), the trial from `start` comes to rest where the trial from
// `known` joined with `start` does: `known` itself when `start` lies inside
// it, else after the steps the new stars and crossed-out cells of `start`
// lead to (`taken`). False when that trial reaches a contradiction or does
// not come to rest within `longest` steps (the trial must then be run).
// Sound either way: every fact of `known` follows from the stars and
// crossed-out cells of the earlier position, which `start` has too.
template <class B>
bool rests_at(const Context<B>& ctx, std::span<const Rule* const> rules, const State<B>& known,
              const State<B>& start, int longest, State<B>& at, int& taken) {
  at = State<B>{known.queens | start.queens, known.dead | start.dead};
  taken = 0;
  if (at == known) return true;
  if (at.queens.intersects(at.dead)) return false;
  return propagate_trial(
             ctx, rules, rules, at, longest, taken, [](const State<B>&, int) {}, &known) ==
             Outcome::stuck &&
         taken < longest;
}

// Where the trial of the stars `supposed` from `start` (a position holding
// them) under `rules` comes to rest, read from the fixed point `memo` kept
// for them (rests_at) when the join comes to rest within `join_steps` steps
// (`taken`); the memo then keeps the new fixed point. False when the memo
// kept none or the join does not come to rest that soon: the trial must be
// run.
template <class B>
bool take_up_rest(const Context<B>& ctx, TrialMemo<B>& memo, std::span<const Rule* const> rules,
                  std::uintptr_t key, const B& supposed, const State<B>& start, int join_steps,
                  State<B>& at, int& taken) {
  const State<B>* known = memo.rest_of(key, supposed);
  if (known == nullptr) return false;
  if (!rests_at(ctx, rules, *known, start, join_steps, at, taken)) return false;
  if (!(at == *known)) memo.note_rest(key, supposed, at);
  return true;
}

// Follows the stars `supposed` (on `t` already) under `rules` to a fixed
// point or a contradiction within `max_steps` (`taken`): from the fixed
// point the memo kept for them when take_up_rest can within those steps
// (Outcome::stuck, `t` that fixed point), else by propagate_trial from `t`. The memo keeps where
// the trial comes to rest, and the stars as refuted when it reaches a
// contradiction. `from`: where each rule finds nothing at the position `t`
// adds the supposed stars to (quiet_at), or null.
template <class B>
Outcome follow_supposed(const Context<B>& ctx, TrialMemo<B>& memo,
                        std::span<const Rule* const> rules, const B& supposed, State<B>& t,
                        int max_steps, int& taken, const QuietPositions<B>* from = nullptr) {
  const std::uintptr_t key = rules_key(rules);
  State<B> at;
  if (take_up_rest(ctx, memo, rules, key, supposed, t, max_steps, at, taken)) {
    t = at;
    return Outcome::stuck;
  }
  std::optional<QuietPositions<B>> quiet;
  if (from != nullptr) quiet = *from;
  const Outcome o = propagate_trial(
      ctx, rules, rules, t, max_steps, taken, [](const State<B>&, int) {},
      static_cast<const State<B>*>(nullptr), quiet ? &*quiet : nullptr);
  if (o == Outcome::stuck && taken < max_steps) memo.note_rest(key, supposed, t);
  if (o == Outcome::contradiction) memo.note_refuted(supposed);
  return o;
}

}  // namespace qh
