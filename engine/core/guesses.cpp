// SPDX-License-Identifier: MIT
#include "engine/core/guesses.hpp"

#include "engine/reasoning/mistakes.hpp"

namespace qh {

template <class B>
B unforced_queens(const Core<B>& core, const State<B>& s) {
  const Context<B> c = core.context();
  const Rule* trivial = core.rules().find("queen-adjacent-kill");
  B out;
  // Given queens (the classic family) are part of the puzzle, not guesses.
  s.queens.without(core.geometry().givens()).for_each([&](int q) {
    // The position without that queen, its X's kept: X's an earlier step
    // proved stay proved, whatever the order the player made them in.
    State<B> without = s;
    without.queens.reset(q);
    if (!forced_by(c, core.rules().active(), trivial, without, q, true)) out.set(q);
  });
  return out;
}

template NarrowBits unforced_queens(const Core<NarrowBits>&, const State<NarrowBits>&);
template MediumBits unforced_queens(const Core<MediumBits>&, const State<MediumBits>&);
template WideBits unforced_queens(const Core<WideBits>&, const State<WideBits>&);

}  // namespace qh
