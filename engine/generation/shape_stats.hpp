// SPDX-License-Identifier: MIT
// How a board's regions look, in numbers that can be compared between real
// boards and generated ones (docs/generate.md, "Shapes"). Every measure is a
// per-board number; compare their averages over many boards of one size.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/model/puzzle.hpp"

namespace qh {

struct ShapeStats {
  // Region sizes, largest first, each divided by the mean size (N cells).
  std::vector<double> size_by_rank;
  double small_regions = 0;     // regions of 1-4 cells, per region
  double single_cells = 0;      // 1-cell regions, per region
  double border_cells = 0;      // cells with an edge-neighbour in another region, per cell
  double corridor_cells = 0;    // cells whose only same-region neighbours are two opposite ones
  double longest_run = 0;       // the longest straight run of one region's cells, divided by N
  double straight_regions = 0;  // regions of 3+ cells lying in one row or column, per region
};

ShapeStats measure_shapes(const Puzzle& puzzle);

// Aggregate region figures of a set of boards of one size, in cells (the
// figures docs/generate.md compares with LinkedIn's daily boards): mean
// region sizes, largest first; mean number of 1-cell regions and of regions
// of at most 3 cells per board; mean number of cells with an edge-neighbour
// in another region.
struct ShapeFigures {
  int boards = 0;
  std::vector<double> sizes;
  double single_cells = 0;
  double small_regions = 0;  // at most 3 cells
  double border_cells = 0;
  double spread = 0;  // of the reference figures: profile_spread of their boards
};

// The figures of `boards`, which must all have the size of the first
// (std::invalid_argument otherwise); zeros for none.
ShapeFigures shape_figures(const std::vector<Puzzle>& boards);

// The natural spread of the mean size profile of `boards` (of one size):
// the L1 distance (profile_distance) between the mean profiles of two
// random halves, averaged over `splits` random splits drawn from `seed`;
// 0 for fewer than 2 boards.
double profile_spread(const std::vector<Puzzle>& boards, int splits = 200, std::uint64_t seed = 1);

// The sum over ranks of |a - b| of two mean size profiles (of one size).
double profile_distance(const std::vector<double>& a, const std::vector<double>& b);

}  // namespace qh
