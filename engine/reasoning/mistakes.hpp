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

#include <optional>
#include <string>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/probe.hpp"
#include "engine/reasoning/wording.hpp"
#include "engine/reports.hpp"

namespace qh {

inline constexpr int kForcedHorizon = 6;

template <class B>
HouseRef house_ref(const Geometry<B>& g, int h) {
  const HouseKind kind = g.kind_of(h);
  return {kind == HouseKind::row      ? "row"
          : kind == HouseKind::column ? "column"
                                      : "region",
          g.ordinal_of(h)};
}

// The refutation of a queen on `cell` from `s` (K = 1, `cell` live and not
// attacked by a queen of `s`), or nothing when no round of forced moves
// refutes it.
template <class B>
std::optional<Refutation> refute_queen(const Geometry<B>& g, const State<B>& s, int cell) {
  // The probe reasons with regions: not on the chess boards of the classic family.
  if (g.stars() != 1 || g.chess() || g.size() > kMaxTrialBoardSize) return std::nullopt;
  if (!probe_candidates(g, s).test(cell)) return std::nullopt;
  const Probe<B> p(g, s, cell, Probe<B>::kMaxRounds);
  if (!p.refuted()) return std::nullopt;
  Refutation r;
  r.supposed = g.cell_at(cell);
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

// "With a queen on r1c1, region D would keep only r6c2, and then row 7 would
// have no open cell left." (the probe's story, told of the player's queen).
template <class B>
std::string refutation_words(const Geometry<B>& g, const State<B>& s, int cell) {
  const Probe<B> p(g, s, cell, Probe<B>::kMaxRounds);
  return concat({"with a queen on ", cell_word(g, cell), ", ", probe_consequence(g, p)});
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

// Whether the rules decide `cell` as a queen (`queen`) or a cross from `s`
// within kForcedHorizon counted steps. `trivial` is the rule whose steps do
// not count (queen-adjacent-kill), or null.
template <class B>
std::optional<Forcing> forced_by(const Context<B>& ctx, std::span<const Rule* const> rules,
                                 const Rule* trivial, State<B> s, int cell, bool queen) {
  const Geometry<B>& g = ctx.geometry;
  Forcing f;
  Step<B> step;
  for (int taken = 0; taken <= g.cells() && f.steps < kForcedHorizon; ++taken) {
    if (verdict(g, s) != Verdict::open) return std::nullopt;
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
      return f;
    }
    if ((queen ? step.eliminated : step.placed).test(cell)) return std::nullopt;
    const State<B> before = s;
    apply(s, step);
    if (s == before) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace qh
