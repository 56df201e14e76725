// SPDX-License-Identifier: MIT
// Shape styles of generated boards (docs/generate.md, "Styles").
//
// community: regions grown by appetite (ShapeParams in maker.hpp), tuned on
// the shared corpus of player-made boards.
// linkedin: regions grown toward a region-size profile, one target size per
// region, drawn around a per-size profile calibrated so that the boards that
// come out of the generator (after the uniqueness edits) match the aggregate
// figures of LinkedIn's daily boards (linkedin_figures): one large region and
// a long tail of small ones.
// starbattle: the default for K >= 2; regions grown from joined groups of
// K planted stars toward a region-size profile calibrated, the same way, on
// published Star Battle boards (starbattle_figures); always connected.
//
// Everything seed-dependent here is integer arithmetic on SplitMix64 draws,
// so a seed gives the same regions on every platform.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/generation/generator.hpp"
#include "engine/generation/shape_stats.hpp"

namespace qh {

enum class ShapeStyle { automatic, community, linkedin, starbattle };

// "community", "linkedin", "starbattle", "auto"; nothing for anything else.
std::optional<ShapeStyle> parse_shape_style(std::string_view name);
std::string_view shape_style_name(ShapeStyle style);
// automatic: linkedin for K = 1, starbattle for K >= 2.
ShapeStyle resolve_style(ShapeStyle style, int stars);

// LinkedIn's daily boards (the table, sizes 7..11); nothing for
// other sizes.
std::optional<ShapeFigures> linkedin_figures(int n);
// Published Star Battle boards of (n, K) (docs/generate.md, "Styles"):
// measured for 10x10 2*, 14x14 3*, 21x21 5* and 25x25 6*; for 17x17 4*
// (no development boards) interpolated between 14x14 3* and 21x21 5*
// (boards = 0); nothing for other sizes.
std::optional<ShapeFigures> starbattle_figures(int n, int k);

// How far a generated size profile may be from the reference one (L1, in
// cells). K = 1: twice the spread between two random halves of LinkedIn's
// 9x9 boards (2.4 cells), scaled with the board's area: 5 * n^2 / 81.
// K >= 2 with starbattle figures: twice their spread (the L1 between two
// random halves of M published boards); for a profile measured on a sample
// of m boards (sample > 0) it widens with the sampling noise of comparing m
// boards with M, by max(1, sqrt((M / m + 1) / 4)) (M = 50 for 17x17 4*);
// else as K = 1.
double profile_tolerance(int n, int k = 1, int sample = 0);

// How the profile style grows regions (grow_to_profile). A free cell next
// to a region is taken with weight same_weight[m] for m of its
// edge-neighbours in that region (1..4), divided by square_divisor for each
// 2x2 square of the region it completes and by interior_divisor for each
// cell it leaves with no other region beside it. The defaults are the
// linkedin style's; queens-shapes takes them as options for tuning.
struct ProfileGrowth {
  std::array<int, 5> same_weight{0, 100, 5, 2, 1};
  int square_divisor = 20;
  int interior_divisor = 20;
  // Regions under their target are drawn in proportion to target^pick_power
  // (0, 1 or 2); once none of them can grow, a region is drawn in
  // proportion to overflow_percent % of (largest target - its target) + 1.
  int pick_power = 1;
  int overflow_percent = 100;
  int jitter_percent = 30;  // each target size is scaled by 100 +- this percent
  // Deal the sorted targets to the regions sorted by seed size (largest
  // first, ties at random) instead of at random (the starbattle style,
  // whose seeds are K stars and the paths joining them).
  bool targets_by_seed = false;
  // Overrides of the style's per-size tuning (StyleTuning), for
  // calibrating it: used when >= 0 (the profile when not empty).
  int widen_below = -1;
  int widen_percent = -1;
  int single_percent = -1;
  int thin_moves = -1;
  std::vector<int> profile;  // target sizes in tenths of cells, largest first
};

// What a profile style does at one size, calibrated per size so that the
// finished boards (after the uniqueness edits) match the style's figures
// (docs/generate.md, "Styles"):
struct StyleTuning {
  // Target region sizes in tenths of cells, largest first.
  std::vector<int> profile;
  // After the uniqueness edits, cells handed from a region to a smaller
  // neighbour to open up the region's inside (real boards' regions are
  // thinner than grown ones), then each region under widen_below cells
  // takes a neighbouring cell, with widen_percent % chance (single_percent
  // for 1-cell regions), when the board stays unique (the community style
  // widens 1-cell regions only).
  int thin_moves = 0;
  int widen_below = 2;
  int widen_percent = 100;
  int single_percent = 100;
  // How the regions grow: the request's growth, except that the starbattle
  // style takes its own cell weights (same_weight, square_divisor,
  // interior_divisor) where the request leaves the defaults, and deals
  // targets by seed size.
  ProfileGrowth growth;
};
// Sizes without a calibrated row take the nearest size's, its profile
// stretched over n ranks and scaled to n * n cells. `growth` overrides
// what it sets (>= 0, non-empty).
StyleTuning style_tuning(ShapeStyle style, int n, int k, const ProfileGrowth& growth);

// Grows the seeded regions (region[cell] in 0..regions-1 for seeded cells,
// -1 elsewhere) until every cell has one: regions take target sizes from
// `profile` (jittered, in a random order), and each step a region still
// under its target, drawn in proportion to its target, takes a free cell
// next to it (weighted by `growth`); when no region under target can grow,
// any region that can does, in proportion to its target.
void grow_to_profile(int n, std::vector<int>& region, int regions, const std::vector<int>& profile,
                     const ProfileGrowth& growth, SplitMix64& rng);

}  // namespace qh
