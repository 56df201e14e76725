// SPDX-License-Identifier: MIT
#include "engine/core/uniqueness.hpp"

#include "engine/reasoning/ladder.hpp"
#include "engine/reasoning/wording.hpp"

namespace qh {

template <class B>
Uniqueness<B> count_solutions(const Core<B>& core) {
  const Geometry<B>& g = core.geometry();
  Uniqueness<B> out;
  Solver<B> solver(g);
  bool complete = true;
  out.solutions = solver.count(start_state(g), 2, &out.solution, kSearchNodeBudget, &complete);
  if (!complete && out.solutions < 2) out.solutions = -1;
  return out;
}

template <class B>
Uniqueness<B> uniqueness(const Core<B>& core) {
  Uniqueness<B> out = count_solutions(core);
  if (out.solutions != 2) return out;
  const Geometry<B>& g = core.geometry();
  Solver<B> solver(g);
  SeveralSolutions several;
  several.first = core.cells(out.solution);
  // A second solution lacks some queen of the first: try them in reading
  // order, each try with a slice of the budget and at most 2N tries.
  const long long slice = kSearchNodeBudget / 16;
  int tries = 0;
  bool found = false;
  out.solution.for_each([&](int q) {
    if (found || tries++ >= 2 * g.size()) return;
    State<B> without = start_state(g);
    without.dead.set(q);
    B other;
    if (solver.count(without, 1, &other, slice, nullptr) == 1) {
      found = true;
      several.second = core.cells(other);
      several.differs_at = g.cell_at((out.solution ^ other).first());
    }
  });
  out.several = std::move(several);
  return out;
}

std::string several_solutions_words(const SeveralSolutions& several, int stars) {
  std::string text =
      "This board has more than one solution (at least 2): check it against the puzzle.";
  if (several.differs_at)
    text += concat({" Two of them differ first at ", cell_name(*several.differs_at),
                    ": one has a queen there, the other not."});
  text += " The hints below hold in every solution; none depends on a guess.";
  return for_stars(std::move(text), stars);
}

template Uniqueness<NarrowBits> count_solutions(const Core<NarrowBits>&);
template Uniqueness<MediumBits> count_solutions(const Core<MediumBits>&);
template Uniqueness<WideBits> count_solutions(const Core<WideBits>&);
template Uniqueness<NarrowBits> uniqueness(const Core<NarrowBits>&);
template Uniqueness<MediumBits> uniqueness(const Core<MediumBits>&);
template Uniqueness<WideBits> uniqueness(const Core<WideBits>&);

}  // namespace qh
