// SPDX-License-Identifier: MIT
// Mistakes explained, and moves judged: what the hint says about a wrong
// mark, and what the review says about each move.
//
// - A wrong queen is refuted from the player's own position (minus marks
//   that contradict the solution) by the probe machinery of the trial rules
//   (engine/reasoning/probe.hpp): the shortest chain of forced moves, within
//   Probe::kMaxRounds rounds, that empties a house or makes two queens clash.
// - A wrong X has a short reason when it leaves a house with no open cell.
// - A move is *forced* when the enabled rules, from the position before it,
//   decide that cell the same way within kForcedHorizon steps (steps that
//   only cross out a queen's attacks do not count: the player sees those);
//   otherwise a correct move is a *guess*.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/probe.hpp"
#include "engine/reasoning/wording.hpp"
#include "engine/reports.hpp"

namespace qh {

inline constexpr int kForcedHorizon = 6;
// How far the rules may go to show why a wrong X's cell needs a queen (the
// explanation says how many steps it took): the whole logic path of a board.
inline constexpr int kExplainHorizon = 1000;

template <class B>
HouseRef house_ref(const Geometry<B>& g, int h) {
  const HouseKind kind = g.kind_of(h);
  return {kind == HouseKind::row      ? "row"
          : kind == HouseKind::column ? "column"
                                      : "region",
          g.ordinal_of(h)};
}

// The chain a refuting probe tells, as a report's Refutation about `supposed`.
template <class B>
Refutation refutation_of(const Geometry<B>& g, const Probe<B>& p, int supposed) {
  Refutation r;
  r.supposed = g.cell_at(supposed);
  p.for_each_link([&](const typename Probe<B>::Event& e) {
    RefutationMove m;
    m.kind = e.kind == Probe<B>::Kind::forced ? "forced" : "confined";
    if (e.cell >= 0) m.cell = g.cell_at(e.cell);
    m.from = house_ref(g, e.from);
    if (e.to >= 0) m.to = house_ref(g, e.to);
    r.moves.push_back(std::move(m));
  });
  const typename Probe<B>::Ending& end = p.ending();
  if (end.empty_house >= 0)
    r.empty = house_ref(g, end.empty_house);
  else
    r.clash = {g.cell_at(p.event(end.first).cell), g.cell_at(p.event(end.second).cell)};
  return r;
}

// Whether the probe machinery tells refutations on this board: K = 1 boards
// with regions, up to the trial rules' size bound.
template <class B>
bool refutes_in_words(const Geometry<B>& g) {
  return g.stars() == 1 && !g.chess() && g.size() <= kMaxTrialBoardSize;
}

// The refutation of a queen on `cell` from `s` (K = 1, `cell` live and not
// attacked by a queen of `s`), or nothing when no round of forced moves
// refutes it.
template <class B>
std::optional<Refutation> refute_queen(const Geometry<B>& g, const State<B>& s, int cell) {
  // The probe reasons with regions: not on the chess boards of the classic family.
  if (!refutes_in_words(g)) return std::nullopt;
  if (!probe_candidates(g, s).test(cell)) return std::nullopt;
  const Probe<B> p(g, s, cell, Probe<B>::kMaxRounds);
  if (!p.refuted()) return std::nullopt;
  return refutation_of(g, p, cell);
}

// "With a queen on r1c1, region D would keep only r6c2, and then row 7 would
// have no open cell left." (the probe's story, told of the player's queen).
template <class B>
std::string refutation_words(const Geometry<B>& g, const State<B>& s, int cell) {
  const Probe<B> p(g, s, cell, Probe<B>::kMaxRounds);
  return concat({"with a queen on ", cell_word(g, cell), ", ", probe_consequence(g, p)});
}

// The refutation of an X on `x` (a cell the solution needs) from `crossed`,
// a position of correct marks plus that X: the rounds of forced moves from
// it, as they stand, end in a contradiction. Nothing when none within
// Probe::kMaxRounds rounds (or the X alone empties a house: see
// house_emptied_by_cross).
template <class B>
std::optional<Refutation> refute_cross(const Geometry<B>& g, const State<B>& crossed, int x) {
  if (!refutes_in_words(g)) return std::nullopt;
  const Probe<B> p(g, crossed, Probe<B>::kNoQueen, Probe<B>::kMaxRounds);
  if (!p.refuted()) return std::nullopt;
  Refutation r = refutation_of(g, p, x);
  if (r.moves.empty()) return std::nullopt;  // no chain to tell
  return r;
}

// "with r1c1 crossed out, region D would keep only r6c2, and then row 7
// would have no open cell left" (refute_cross's story).
template <class B>
std::string cross_refutation_words(const Geometry<B>& g, const State<B>& crossed, int x) {
  const Probe<B> p(g, crossed, Probe<B>::kNoQueen, Probe<B>::kMaxRounds);
  return concat({"with ", cell_word(g, x), " crossed out, ", probe_consequence(g, p)});
}

// A house that `x`, crossed out, leaves with no open cell in `s` (where x is
// already dead): the short reason of a wrong X, or -1.
template <class B>
int house_emptied_by_cross(const Geometry<B>& g, const State<B>& s, int x) {
  B live = s.live(g);
  s.queens.for_each([&](int q) { live = live.without(g.attack(q)); });
  for (int h = 0; h < g.houses(); ++h) {
    if (!g.house(h).test(x)) continue;
    if ((g.house(h) & s.queens).count() >= g.stars()) continue;
    if ((g.house(h) & live).count() + (g.house(h) & s.queens).count() < g.stars()) return h;
  }
  return -1;
}

// The house of `x` with the fewest open cells: where to look again.
template <class B>
int tightest_house(const Geometry<B>& g, const State<B>& s, int x) {
  const B live = s.live(g) | B::single(x);
  int best = -1, best_count = 0;
  for (int h = 0; h < g.houses(); ++h) {
    if (!g.house(h).test(x)) continue;
    const int count = (g.house(h) & live).count();
    if (best < 0 || count < best_count) {
      best = h;
      best_count = count;
    }
  }
  return best;
}

// How a move was forced: the hardest step on the way (the later one on a
// tie, so a one-tier chain names the step that decided the cell), its tier,
// and the counted steps.
struct Forcing {
  std::string_view rule;
  std::string_view title;
  int tier = 0;
  int steps = 0;
};

// The rule among `rules` with this id, or null when it is not enabled.
inline const Rule* enabled_rule(std::span<const Rule* const> rules, std::string_view id) {
  for (const Rule* rule : rules)
    if (rule->id() == id) return rule;
  return nullptr;
}

// The rule that decides `cell` from `s` at a glance, whatever else the
// position offers first: a queen that is the last open cell(s) of one of its
// houses (single-cell-region or single-cell-line), a cross on a cell a queen
// already attacks (queen-adjacent-kill). Null when none does (or that rule
// is not enabled). A player sees these at once, so the easiest-first walk
// need not reach them in its order.
template <class B>
const Rule* decided_at_a_glance(const Geometry<B>& g, std::span<const Rule* const> rules,
                                const State<B>& s, int cell, bool queen) {
  const int k = g.stars();
  const auto attacks = [&](int q) { return k == 1 ? g.attack(q) : g.neighbours(q); };
  if (!queen) {
    bool attacked = false;
    s.queens.for_each([&](int q) { attacked = attacked || attacks(q).test(cell); });
    for (int h = 0; h < g.houses() && !attacked; ++h)
      attacked = g.house(h).test(cell) && (g.house(h) & s.queens).count() >= k;
    return attacked ? enabled_rule(rules, "queen-adjacent-kill") : nullptr;
  }
  if (g.chess() || g.walls()) return nullptr;  // single-cell houses are a regions-board view
  B live = s.live(g);
  s.queens.for_each([&](int q) { live = live.without(attacks(q)); });
  if (!live.test(cell)) return nullptr;
  for (int h = 0; h < g.houses(); ++h) {
    if (!g.house(h).test(cell)) continue;
    const int need = k - (g.house(h) & s.queens).count();
    if (need <= 0 || (g.house(h) & live).count() != need) continue;
    const Rule* rule = enabled_rule(
        rules, g.kind_of(h) == HouseKind::region ? "single-cell-region" : "single-cell-line");
    if (rule != nullptr) return rule;
  }
  return nullptr;
}

// Whether the rules decide `cell` as a queen (`queen`) or a cross from `s`
// within kForcedHorizon counted steps. `trivial` is the rule whose steps do
// not count (queen-adjacent-kill), or null. `on_step(step, so_far)` sees
// every step taken on the way, the deciding one included, with the Forcing
// of the walk up to and with it.
template <class B, class OnStep>
std::optional<Forcing> forced_by(const Context<B>& ctx, std::span<const Rule* const> rules,
                                 const Rule* trivial, State<B> s, int cell, bool queen,
                                 OnStep&& on_step, int horizon = kForcedHorizon) {
  const Geometry<B>& g = ctx.geometry;
  Forcing f;
  Step<B> step;
  for (int taken = 0; taken <= g.cells() && f.steps < horizon; ++taken) {
    if (verdict(g, s) != Verdict::open) return std::nullopt;
    if (const Rule* glance = decided_at_a_glance(g, rules, s, cell, queen)) {
      if (glance != trivial || f.steps == 0) ++f.steps;
      if (glance->info().tier >= f.tier) {
        f.tier = glance->info().tier;
        f.rule = glance->id();
        f.title = glance->info().title;
      }
      return f;
    }
    if (!find_next(ctx, rules, s, step)) return std::nullopt;
    const Rule& rule = *step.rule;
    const int tier = rule.tier(step.size);
    if (step.rule != trivial) ++f.steps;
    if (tier >= f.tier) {
      f.tier = tier;
      f.rule = rule.id();
      f.title = rule.info().title;
    }
    if ((queen ? step.placed : step.eliminated).test(cell)) {
      if (f.steps == 0) f.steps = 1;
      on_step(static_cast<const Step<B>&>(step), static_cast<const Forcing&>(f));
      return f;
    }
    on_step(static_cast<const Step<B>&>(step), static_cast<const Forcing&>(f));
    if ((queen ? step.eliminated : step.placed).test(cell)) return std::nullopt;
    const State<B> before = s;
    apply(s, step);
    if (s == before) return std::nullopt;
  }
  return std::nullopt;
}

template <class B>
std::optional<Forcing> forced_by(const Context<B>& ctx, std::span<const Rule* const> rules,
                                 const Rule* trivial, const State<B>& s, int cell, bool queen) {
  return forced_by(ctx, rules, trivial, s, cell, queen, [](const Step<B>&, const Forcing&) {});
}

// The steps by which the rules decide `cell` from `s` (forced_by's, within
// `horizon` counted steps): their count, the techniques they use (in order,
// each once, queen-adjacent-kill left out) and the cells they rest on.
template <class B>
struct ForcingChain {
  int steps = 0;
  std::vector<const Rule*> rules;
  B focus;
  Step<B> first;  // the first step that counts (the chain's start, for a nudge)
};

template <class B>
std::optional<ForcingChain<B>> forcing_chain(const Context<B>& ctx,
                                             std::span<const Rule* const> rules,
                                             const Rule* trivial, const State<B>& s, int cell,
                                             bool queen, int horizon) {
  ForcingChain<B> chain;
  const std::optional<Forcing> f = forced_by(
      ctx, rules, trivial, s, cell, queen,
      [&](const Step<B>& step, const Forcing&) {
        if (step.rule == trivial) return;
        if (chain.rules.empty()) chain.first = step;
        chain.focus |= step.focus;
        if (std::find(chain.rules.begin(), chain.rules.end(), step.rule) == chain.rules.end())
          chain.rules.push_back(step.rule);
      },
      horizon);
  if (!f) return std::nullopt;
  chain.steps = f->steps;
  return chain;
}

}  // namespace qh
