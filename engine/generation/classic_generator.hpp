// SPDX-License-Identifier: MIT
// Random puzzles of the classic queens family (docs/classic.md) with exactly
// one solution, for tests, the soundness-at-scale program and fixtures.
//
// completion and blocked: plant n queens that no two see each other (a
// random n-queens solution), then, while the exact solver finds a rival
// solution, rule the rival out: a completion board gets one of the planted
// queens that the rival lacks as a given; a blocked board gets one of the
// rival's squares (not a planted one) blocked. The planted solution always
// survives, and every rival loses, so the loop ends; then givens (or
// blocks) are taken back one at a time, in random order, while the answer
// stays unique, so that none is superfluous.
//
// walls: random walls on an open board until the optimal placement (the
// board's value) is unique, as the solver proves; at most `attempts` drafts.
//
// Deterministic per (kind, n, seed), like generator.hpp.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "../model/classic_board.hpp"
#include "../model/puzzle.hpp"

namespace qh {

// A random placement of n queens, one per row and column, none on a shared
// diagonal (row order), or nothing for n = 2, 3. n in 1..26.
std::optional<std::vector<Cell>> random_n_queens(int n, std::uint64_t seed);

// A completion or blocked board of size n (4..26) whose only solution is the
// planted one (*planted, row order). Throws std::invalid_argument for other
// kinds or sizes.
ClassicBoard generate_classic_board(ClassicKind kind, int n, std::uint64_t seed,
                                    std::vector<Cell>* planted = nullptr);

// A walls board of size n (3..12) with `walls` walls whose optimal placement
// is unique (*optimal, row order; *value its size), or nothing when no draft
// of `attempts` is.
std::optional<ClassicBoard> generate_walls_board(int n, int walls, std::uint64_t seed, int attempts,
                                                 std::vector<Cell>* optimal = nullptr,
                                                 int* value = nullptr);

}  // namespace qh
