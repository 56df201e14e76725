// SPDX-License-Identifier: MIT
// Puzzles to order: unique boards at a requested grade (`queens-hint
// generate`, docs/generate.md).
//
// One candidate per index: its seed is derived from (run seed, index), and
// everything about it is a function of (request, that seed). A candidate is
// a planted solution with regions grown around it to look like real boards
// (shape_stats.hpp), edited until the solver proves it unique, on request
// tightened (one-cell moves kept when the board stays unique, its uniqueness
// proof takes the exact search at least as many nodes and its region sizes
// stay within N cells of the draft's), then climbed:
// random one-cell moves between neighbouring regions that keep it unique and
// do not move it away from the requested score range are kept, until the
// grade is in range or the climb's budget is spent. A run takes the
// successful candidates in index order and drops repeats up to symmetry
// (canonical.hpp), so its output does not depend on the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/generation/shape_style.hpp"
#include "engine/model/puzzle.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/reports.hpp"

namespace qh {

// How regions grow (docs/generate.md, "Shapes"): a region's appetite is
// u^appetite_power for u uniform in (0, 1] (higher: more unequal sizes); a
// region takes a free cell next to it with weight compactness^(its
// neighbours in the region - 1) (above 1: round blobs, below 1: thin,
// winding regions), times block_weight for each 2x2 square of the region
// the cell would complete, times straight_weight when it continues a
// straight line of two cells of the region. The defaults match the shared corpus (queens-shapes).
struct ShapeParams {
  double appetite_power = 0.7;
  double appetite_floor = 0.4;  // added to every appetite: fewer tiny regions
  double compactness = 0.3;
  double block_weight = 0.1;    // times this for each 2x2 square of the region a cell completes
  double straight_weight = 20;  // times this for a cell that extends a straight line of the region
};

struct GenerateRequest {
  int n = 8;
  int stars = 1;
  double min_score = 0;  // inclusive; the score is rounded to 2 decimals
  double max_score = 100;
  std::vector<std::string> require;  // rule ids the trace must use
  int climb_moves = -1;              // moves tried per candidate; < 0: a default for the size
  int tighten_moves = 0;             // moves of the tightening climb before it (maker.cpp); 0: none
  ShapeParams shape;                 // the community style's growth
  ShapeStyle style = ShapeStyle::automatic;  // shape_style.hpp
  ProfileGrowth growth;                      // the linkedin and starbattle styles' growth
};

// The score range of a label (HEURISTICS.md, "Grading"); nothing for an
// unknown label.
struct ScoreRange {
  double min = 0, max = 0;
};
std::optional<ScoreRange> label_range(std::string_view label);

// Throws InputError when the request cannot be served, its source the
// field ("size", "stars", "style", "score", "require", "tighten") and its
// problem what is wrong with it: size outside 1..26 or without a placement,
// K too large for N, a style for the other kind of board, an empty score
// range, an unknown rule, negative tightening moves. The CLI words it with
// its flags ("--size 0 is out of range").
void check_request(const GenerateRequest& request, const RuleSet& rules);

struct Candidate {
  Puzzle puzzle;
  GradeReport grade;
  std::vector<Cell> solution;  // row by row
  std::uint64_t seed = 0;      // make_candidate(request, seed) makes it again
};

// The seed of candidate `index` of a run with seed `run_seed`.
std::uint64_t candidate_seed(std::uint64_t run_seed, std::uint64_t index);

// One candidate: a unique board in the requested range with every required
// rule, or nothing. `rules` grades it (the full catalogue for `generate`).
// `climb_rules`, when given, is `rules` cut to tier 4: the climb grades
// with it when it can. A trace that needs no rule above tier 4 is the same
// with or without the others, so for a range below the trial tier (score <
// 5) the cut set gives the same grades without spending time on trials for
// boards that would overshoot; for a range from 5 up (expert, extreme;
// nothing required) the climb aims at boards the cut set cannot solve
// without search (which is cheap), and those are then graded with every
// rule. The board returned
// is always graded again with `rules`.
std::optional<Candidate> make_candidate(const GenerateRequest& request, const RuleSet& rules,
                                        std::uint64_t seed, const RuleSet* climb_rules = nullptr);

// True when `grade` is what the request asks for.
bool meets(const GenerateRequest& request, const GradeReport& grade);

// A run: `count` distinct boards from indices 0, 1, ... (at most
// `max_attempts` indices), on `threads` threads (0: on the calling thread,
// starting none; the boards are the same either way). `on_board` is called in
// index order, from the calling thread, as boards are settled; `on_progress`
// (when set) about ten times a second with (boards, attempts).
//
// With a shard I/K the run settles only the indices I, I + K, I + 2K, ...
// below max_attempts, in that order, until it has `count` distinct boards of
// its own (docs/lab/scale-out.md): the K shards together settle every index
// the single run would, and `queens-lab merge` keeps the single run's boards.
struct IndexShard {
  long long index = 0;
  long long count = 1;
};
struct RunStats {
  int boards = 0;
  long long attempts = 0;          // indices settled
  long long settled_through = -1;  // the last index settled (every one before it in the shard too)
  int duplicates = 0;              // candidates dropped as repeats
  double seconds = 0;
};
RunStats run_generation(const GenerateRequest& request, const RuleSet& rules, int count,
                        std::uint64_t run_seed, long long max_attempts, unsigned threads,
                        const std::function<void(const Candidate&, long long index)>& on_board,
                        const std::function<void(int, long long, double)>& on_progress = {},
                        IndexShard shard = {});

}  // namespace qh
