// SPDX-License-Identifier: MIT
// Boards the trial-rule tests (short-probe, probe-k, house-ways,
// both-branches, placement-forces-contradiction) share, and the walk over
// planted boards their soundness tests share (house-ways, nested-trial, the
// round of refutations).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/generation/generator.hpp"
#include "engine/reasoning/driver.hpp"
#include "support.hpp"

namespace qh::test {

// Walks generated N x N K-star boards with a planted solution (seeds 1 to
// `seeds`): from the start position, the bench's propagation rules to their
// fixed point, then at(bench, solution, state, step); while that finds a step
// it is applied and the walk goes on, at most `steps` times a board.
// `Bench`: constructed from a Puzzle, with g, ctx and rules.
template <class B, class Bench, class At>
void walk_planted_boards(int n, int k, std::uint64_t seeds, int steps, At&& at) {
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    std::vector<Cell> planted;
    const Puzzle puzzle = generate_star_board(n, k, seed, &planted);
    const Bench b(puzzle);
    const B solution = cell_set(b.g, planted);
    State<B> s = start_state(b.g);
    for (int i = 0; i < steps; ++i) {
      if (propagate(b.ctx, b.rules.propagation(), s, 10000,
                    [](const State<B>&, const Step<B>&) {}) != Outcome::stuck)
        break;
      Step<B> step;
      if (!at(b, solution, s, step)) break;
      apply(s, step);
    }
  }
}

// A tightened 14x14 3-star board (`generate --size 14 --stars 3 --tighten
// 1500 --count 20 --seed 7`, the 8th): its trace takes every trial rule
// of K >= 3 (house-ways, nested-trial, placement-forces-contradiction)
// many times.
inline constexpr const char* kTightenedFourteen = R"(
    stars: 3
    A A A A A A B B B B B B B B
    A A C A A B B B B B D D D B
    A A C A A A C E D D D F D D
    A C C C C C C E D D D F D D
    A G C H C E C E F F F F D D
    G G H H E E E E F F F F F F
    G G G H E E E E I I I J J F
    G H H H H I E I I I J J J J
    G H H H H I I I I I I J K J
    H H H H I I L L I M K J K K
    H H M M M I L L M M K K K K
    M M M N M M M L M M M K K K
    N N N N N M L L L M K K K K
    N N N N N M M M M M M M K K
)";

// A tightened 14x14 3-star board (`generate --size 14 --stars 3 --tighten
// 3000 --count 40 --seed 21`, the 19th): its trace takes nested-trial 18
// times, where the band rules on from the most forcing stars reorder them.
inline constexpr const char* kTightenedFourteenNested = R"(
    stars: 3
    A A B B B B B B C C C C C C
    A A B B B B B B D C C E E E
    A A B F B B B D D D E E G E
    A A A F F B B D D D D E G G
    A A A F H H B D D D D E G G
    A F F F H H H D I D D G G G
    J F F F H H H H I D D G G G
    J J J F F H I I I D G G G G
    J J J H H H K I I I G G G G
    L L J H H H K I I I M M M G
    L J J H K K K K I M M N N N
    L L L H K K K M M M M N N N
    L L L H H K K K M N N N N N
    L L L L L M M M M M N N N N
)";

// Two rounds of forced moves refute r7c2; one round refutes nothing.
inline constexpr const char* kTwoRounds = R"(
  A A A A B C C
  A A A A B B C
  D D D B B B C
  E D D B B B F
  E E D B B F F
  E F F F F F G
  F F F F F G G
)";

inline constexpr const char* kTwoRoundsPosition = R"(
  . . . . . . .
  . . . . . x .
  . . . . . x .
  . x . . . x x
  . . . . . x x
  x . . . . x .
  . . . . . . .
)";

// r1c6 is the lowest refutable cell but needs two rounds; r3c6, r6c4 and
// r2c2 fall in one.
inline constexpr const char* kRanked = R"(
  A A A B B B
  A A C C B B
  C C C C C C
  D C C E E F
  D D D D F F
  D D D D F F
)";

inline constexpr const char* kRankedPosition = R"(
  . . . . . .
  . . x x . .
  . . . x x .
  x x x . . x
  . . . x x .
  . . . . . .
)";

// Region B is down to r2c4 and r3c4; either way region D ends on r5c5 (the
// two-way case both-branches and house-ways take alike).
inline constexpr const char* kAgreeOnQueen = R"(
  A A A B B C
  A A A B B D
  E E A B D D
  E A A F D D
  E A A F D D
  E F F F D D
)";

inline constexpr const char* kAgreeOnQueenPosition = R"(
  x x x x x Q
  . . x . x x
  . . x . x x
  . . . x . x
  . x x x . x
  x . . x x x
)";

}  // namespace qh::test
