// SPDX-License-Identifier: MIT
#include "engine/core/player_mistakes.hpp"

#include <string>

#include "engine/reasoning/mistakes.hpp"
#include "engine/reasoning/wording.hpp"

namespace qh {

namespace {

// K >= 2: a house with more than K stars; name its last star.
template <class B>
bool find_overfull_house(const Geometry<B>& g, const State<B>& s, HintReport& report) {
  for (int h = 0; h < g.houses(); ++h) {
    const B in_house = g.house(h) & s.queens;
    if (in_house.count() <= g.stars()) continue;
    int last = -1;
    in_house.for_each([&](int c) { last = c; });
    std::vector<Cell> others;
    in_house.for_each([&](int c) {
      if (c != last) others.push_back(g.cell_at(c));
    });
    report.status = HintStatus::mistake;
    report.mistake =
        Mistake{.kind = "queens-clash", .cell = g.cell_at(last), .related = std::move(others)};
    report.explanation =
        concat({"Mistake: ", house_word(g, h), " holds ", std::to_string(in_house.count()),
                " stars but only ", std::to_string(g.stars()), " belong there; remove the one on ",
                cell_word(g, last), " or another."});
    return true;
  }
  return false;
}

// "1 step", "3 steps".
std::string steps_words(int steps) {
  return std::to_string(steps) + (steps == 1 ? " step" : " steps");
}

// "Region confined to one row or column, then Single-cell region".
std::string techniques_words(const std::vector<const Rule*>& rules) {
  std::string out;
  for (const Rule* rule : rules) {
    if (!out.empty()) out += ", then ";
    out += player_title(rule->info());
  }
  return out;
}

// A wrong X on `x` (K = 1): the house of x with the fewest other open
// cells, at most three, each refuted by a short chain from `crossed`.
template <class B>
bool explain_by_alternatives(const Geometry<B>& g, const State<B>& crossed, int x,
                             HintReport& report) {
  if (!refutes_in_words(g)) return false;
  const B candidates = probe_candidates(g, crossed);
  int best = -1;
  B best_others;
  for (int h = 0; h < g.houses(); ++h) {
    if (!g.house(h).test(x) || g.house(h).intersects(crossed.queens)) continue;
    const B others = g.house(h) & candidates;
    if (others.none() || others.count() > 3) continue;
    if (best < 0 || others.count() < best_others.count()) {
      best = h;
      best_others = others;
    }
  }
  if (best < 0) return false;
  std::vector<Refutation> alternatives;
  std::string why;
  bool all = true;
  best_others.for_each([&](int y) {
    if (!all) return;
    std::optional<Refutation> r = refute_queen(g, crossed, y);
    if (!r) {
      all = false;
      return;
    }
    alternatives.push_back(std::move(*r));
    if (!why.empty()) why += "; ";
    why += refutation_words(g, crossed, y);
  });
  if (!all) return false;
  const std::string cell = cell_word(g, x);
  const std::string house = house_word(g, best);
  report.explanation =
      concat({"Mistake: ", cell, " is crossed out, but it is the only place left for ", house,
              "'s queen: ", why, ". So ", cell, " cannot be crossed out: clear that mark."});
  report.mistake->house = house_ref(g, best);
  report.mistake->alternatives = std::move(alternatives);
  best_others.for_each([&](int y) { report.mistake->related.push_back(g.cell_at(y)); });
  return true;
}

}  // namespace

template <class B>
bool find_clash(const Core<B>& core, const State<B>& s, HintReport& report) {
  const Geometry<B>& g = core.geometry();
  if (g.stars() != 1 && find_overfull_house(g, s, report)) return true;
  B earlier;
  bool found = false;
  s.queens.for_each([&](int q) {
    if (found) return;
    // With K >= 2 stars only touching ones clash (full houses are checked above).
    const B hit = (g.stars() == 1 ? g.attack(q) : g.neighbours(q)) & earlier;
    earlier.set(q);
    if (hit.none()) return;
    const int other = hit.first();
    std::string why;
    if (g.row_of(q) == g.row_of(other))
      why = "are both in row " + std::to_string(g.row_of(q) + 1);
    else if (g.col_of(q) == g.col_of(other))
      why = "are both in column " + std::to_string(g.col_of(q) + 1);
    else if (g.chess())
      why = "see each other along a diagonal";
    else if (g.region_of(q) == g.region_of(other))
      why = "are both in " + region_word(g, g.region_of(q));
    else
      why = "touch";
    report.status = HintStatus::mistake;
    report.mistake =
        Mistake{.kind = "queens-clash", .cell = g.cell_at(q), .related = {g.cell_at(other)}};
    report.explanation = "Mistake: the queens on " + cell_word(g, other) + " and " +
                         cell_word(g, q) + " " + why + "; remove one of them.";
    found = true;
  });
  return found;
}

template <class B>
bool find_wrong_mark(const Core<B>& core, const State<B>& s, const B& solution,
                     HintReport& report) {
  // What a refutation may use: the player's marks that agree with the solution.
  const State<B> clean{s.queens & solution, s.dead.without(solution)};
  const B wrong_queens = s.queens.without(solution);
  if (wrong_queens.any()) {
    explain_wrong_queen(core, clean, wrong_queens.first(), report);
    return true;
  }
  const B wrong_crosses = s.dead & solution;
  if (wrong_crosses.any()) {
    explain_wrong_cross(core, clean, wrong_crosses.first(), report);
    return true;
  }
  return false;
}

template <class B>
void explain_wrong_queen(const Core<B>& core, const State<B>& clean, int q, HintReport& report) {
  const Geometry<B>& g = core.geometry();
  report.status = HintStatus::mistake;
  report.mistake = Mistake{.kind = "wrong-queen", .cell = g.cell_at(q)};
  report.mistake->refutation = refute_queen(g, clean, q);
  if (report.mistake->refutation) {
    report.explanation = concat({"Mistake: ", refutation_words(g, clean, q), ". So ",
                                 cell_word(g, q), " cannot hold a queen: remove it."});
    for (const RefutationMove& m : report.mistake->refutation->moves)
      if (m.cell) report.mistake->related.push_back(*m.cell);
    return;
  }
  report.explanation = for_stars(
      concat({"Mistake: the queen on ", cell_word(g, q),
              " cannot be part of the solution; with it the puzzle cannot be completed. Remove "
              "it. (No short chain of forced moves shows why: it takes a search.)"}),
      g.stars());
}

template <class B>
void explain_wrong_cross(const Core<B>& core, const State<B>& clean, int x, HintReport& report) {
  const Geometry<B>& g = core.geometry();
  report.status = HintStatus::mistake;
  report.mistake = Mistake{.kind = "wrong-cross", .cell = g.cell_at(x)};
  State<B> crossed = clean;
  crossed.dead.set(x);
  const std::string cell = cell_word(g, x);
  const int h = house_emptied_by_cross(g, crossed, x);
  if (h >= 0) {
    const std::string house = house_word(g, h);
    report.explanation =
        g.stars() == 1 ? concat({"Mistake: ", cell, " was crossed out, but it is the only cell of ",
                                 house, " that can still hold a queen. Clear that mark."})
                       : concat({"Mistake: ", cell, " was crossed out, but without it ", house,
                                 " has no room left for its stars. Clear that mark."});
    return;
  }
  // A short chain of forced moves from the position with the X.
  report.mistake->refutation = refute_cross(g, crossed, x);
  if (report.mistake->refutation) {
    report.explanation = concat({"Mistake: ", cross_refutation_words(g, crossed, x), ". So ", cell,
                                 " cannot be crossed out: clear that mark."});
    for (const RefutationMove& m : report.mistake->refutation->moves)
      if (m.cell) report.mistake->related.push_back(*m.cell);
    return;
  }
  // The X's cell is the last place for some house's queen: every other
  // open cell of the house (at most three) is refuted like a wrong queen.
  if (explain_by_alternatives(g, crossed, x, report)) return;
  // The rules, from the position without the X, place a queen there.
  const Rule* trivial = core.rules().find("queen-adjacent-kill");
  const std::optional<ForcingChain<B>> chain = forcing_chain(
      core.context(), core.rules().active(), trivial, clean, x, true, kExplainHorizon);
  if (chain) {
    // A short chain: every cell it rests on; a long one: where it starts.
    const B shown = chain->steps <= kForcedHorizon ? chain->focus : chain->first.focus;
    shown.without(B::single(x)).for_each([&](int c) {
      report.mistake->related.push_back(g.cell_at(c));
    });
    const bool told = chain->steps > 1 && chain->first.rule != nullptr;
    report.explanation =
        for_stars(concat({"Mistake: ", cell,
                          " is crossed out, but without that X your position forces a "
                          "queen there in ",
                          steps_words(chain->steps), " (", techniques_words(chain->rules),
                          "). Clear that mark.", told ? " Start with this: " : "",
                          told ? lower_first(nudge_text(g, chain->first)) : ""}),
                  g.stars());
    return;
  }
  const int tight = tightest_house(g, crossed, x);
  report.mistake->nudge = tight < 0 ? std::string("Look at the lines through it again.")
                                    : concat({"Look at ", house_word(g, tight), " again."});
  report.explanation = concat({"Mistake: ", cell,
                               " is crossed out, but no solution has it crossed out: clear that "
                               "mark. (No short chain of forced moves shows why: it takes a "
                               "search.) ",
                               report.mistake->nudge});
}

template <class B>
bool find_dead_end(const Core<B>& core, const State<B>& s, HintReport& report) {
  Solver<B> solver(core.geometry());
  bool complete = true;
  if (solver.count(s, 1, nullptr, kSearchNodeBudget, &complete) > 0 || !complete) return false;
  report.status = HintStatus::mistake;
  report.mistake = Mistake{.kind = "dead-end"};
  report.explanation =
      "Mistake: no solution extends this position (this puzzle has several solutions, so the "
      "wrong mark cannot be pinned down); undo your latest marks.";
  return true;
}

#define QH_INSTANTIATE(B)                                                                \
  template bool find_clash(const Core<B>&, const State<B>&, HintReport&);                \
  template bool find_wrong_mark(const Core<B>&, const State<B>&, const B&, HintReport&); \
  template void explain_wrong_queen(const Core<B>&, const State<B>&, int, HintReport&);  \
  template void explain_wrong_cross(const Core<B>&, const State<B>&, int, HintReport&);  \
  template bool find_dead_end(const Core<B>&, const State<B>&, HintReport&);
QH_INSTANTIATE(NarrowBits)
QH_INSTANTIATE(MediumBits)
QH_INSTANTIATE(WideBits)
#undef QH_INSTANTIATE

}  // namespace qh
