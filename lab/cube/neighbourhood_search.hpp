// SPDX-License-Identifier: MIT
// Large-neighbourhood search for big placements on the n^d board, past
// what the modular seed gives. Each step keeps most of the current
// placement, frees a neighbourhood (the queens of a window of consecutive
// layers, of a sub-box, of a ball around a cell, or a random set) and asks
// CaDiCaL whether the cells no kept queen attacks hold one queen more than
// were freed. The kept part is not passed as assumptions to one big model:
// its attacked cells are simply left out, so the question is a small SAT
// problem of its own (the free cells, an at-most-one per line through
// them, a totalizer whose target is the assumption), built fresh for each
// step and bounded by a conflict limit; a step costs milliseconds on small
// boards and tens of them on 12^3-14^3. When no larger refill is found,
// the same solver is asked for a different refill of the same size, or up
// to `slack` queens smaller (a sideways or downhill move), which lets the
// search leave a placement without an improving neighbour. Every
// placement it holds is valid by construction (only unattacked cells, one
// per line): the result is a lower bound, never a proof.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lab/common/deadline.hpp"

namespace qh::lab {

enum class Neighbourhood { window, box, ball, random };
inline constexpr int kNeighbourhoods = 4;

// "window", "box", "ball", "random"; throws std::invalid_argument for any
// other name.
Neighbourhood neighbourhood_named(const std::string& name);
const char* neighbourhood_name(Neighbourhood kind);

struct ImproveOptions {
  int n = 3;
  int d = 3;
  std::uint64_t rng_seed = 1;
  // Kinds used, in turn at random; empty means all four.
  std::vector<Neighbourhood> kinds;
  int conflict_limit = 3000;  // per SAT call
  long max_calls = -1;        // SAT calls in all (-1: until the deadline)
  int initial_free = 8;       // queens freed by the first step; adapted after
  // When no larger refill exists, a different one may leave the placement
  // this many queens below the best found (0: plateau moves only).
  int slack = 0;
  // Stop once a placement of this size is found (0: the rook bound n^(d-1)).
  int target = 0;
};

struct NeighbourhoodStats {
  long steps = 0;
  long improvements = 0;
  long plateau_moves = 0;
};

struct ImproveResult {
  std::vector<std::vector<int>> best;  // 0-based coordinates
  int start = 0;                       // queens of the start placement
  long sat_calls = 0;
  std::array<NeighbourhoodStats, kNeighbourhoods> per_kind{};
};

// Improves `start` (0-based coordinates; it must be a valid placement, or
// std::invalid_argument is thrown) until the deadline, the call budget or
// the target. Deterministic for a given rng_seed and budget of calls.
ImproveResult improve_placement(const ImproveOptions& options,
                                const std::vector<std::vector<int>>& start,
                                const Deadline& deadline,
                                const std::function<void(const std::string&)>& progress);

struct CubeResult;

// `queens-lab cube --improve`: improves result's witness, or
// `start_instead` (0-based) when given, and puts the best placement found
// into result when it is at least as large (witness, lower, status: exact
// only when it meets result.upper). Adds its SAT calls to result.sat_calls.
void improve_cube_result(CubeResult& result, const ImproveOptions& options,
                         const std::optional<std::vector<std::vector<int>>>& start_instead,
                         const Deadline& deadline,
                         const std::function<void(const std::string&)>& progress);

}  // namespace qh::lab
