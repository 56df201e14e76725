// SPDX-License-Identifier: MIT
// What the branches of a trial rule that do not collapse agree on: the
// cells crossed out at the end of every one of them (among those live
// before) and the new stars at the end of every one (house-ways,
// house-branches, both-branches).
#pragma once

#include "engine/model/state.hpp"

namespace qh {

template <class B>
struct Agreement {
  B dead;             // live in the position, crossed out at the end of every branch added
  B queens;           // not in the position, a star at the end of every branch added
  int survivors = 0;  // the branches added

  // A branch from `from` (whose live cells are `live`) ended at `end`
  // without a contradiction.
  void add(const State<B>& from, const B& live, const State<B>& end) {
    const B crossed = end.dead & live;
    const B placed = end.queens.without(from.queens);
    dead = survivors == 0 ? crossed : dead & crossed;
    queens = survivors == 0 ? placed : queens & placed;
    ++survivors;
  }
};

}  // namespace qh
