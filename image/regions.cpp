// SPDX-License-Identifier: MIT
// Stage 6, regions: which cells belong together. Two opinions:
//   colours: the N colour clusters, when they are clearly apart;
//   borders: the pieces of the grid cut by thick borders, when the board has
//            thick borders and they cut it into exactly N pieces.
// Both trusted: they must agree, or we refuse. One trusted: it decides.
// Neither: refuse, naming the two cells whose colours are too close.
#include <cmath>
#include <numeric>

#include "image/stages.hpp"

namespace qh::image {

namespace {

int find_root(std::vector<int>& parent, int i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

// Components over thin edges, labelled in reading order.
std::vector<int> border_pieces(int n, const Borders& borders, int& count) {
  std::vector<int> parent(static_cast<std::size_t>(n * n));
  std::iota(parent.begin(), parent.end(), 0);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int i = r * n + c;
      if (c + 1 < n && borders.right[i] <= borders.threshold)
        parent[find_root(parent, i)] = find_root(parent, i + 1);
      if (r + 1 < n && borders.down[i] <= borders.threshold)
        parent[find_root(parent, i)] = find_root(parent, i + n);
    }
  std::vector<int> label(parent.size(), -1), of_root(parent.size(), -1);
  count = 0;
  for (int i = 0; i < n * n; ++i) {
    const int root = find_root(parent, i);
    if (of_root[root] < 0) of_root[root] = count++;
    label[i] = of_root[root];
  }
  return label;
}

// The first cell where two labellings (both in reading order) differ.
int first_difference(const std::vector<int>& a, const std::vector<int>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return static_cast<int>(i);
  return -1;
}

std::string fmt(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

}  // namespace

Regions decide_regions(int n, const std::vector<cv::Vec3f>& colours, const ColourClusters& colour,
                       const Borders& borders) {
  Regions out;
  int pieces = 0;
  std::vector<int> by_border;
  if (borders.present) by_border = border_pieces(n, borders, pieces);
  const bool borders_ok = borders.present && pieces == n;

  if (colour.confident && borders_ok) {
    const int at = first_difference(colour.label, by_border);
    if (at >= 0) {
      out.problem =
          "the colours and the thick borders disagree about the region of " + cell_label(at, n);
      return out;
    }
    out.label = colour.label;
    out.source = "colours+borders";
  } else if (colour.confident) {
    out.label = colour.label;
    out.source = "colours";
  } else if (borders_ok) {
    out.label = by_border;
    out.source = "borders";
  } else if (borders.present) {
    out.problem = "the thick borders cut the board into " + std::to_string(pieces) +
                  " regions, not " + std::to_string(n) +
                  ", and the colours do not tell the regions apart";
    return out;
  } else {
    out.problem = "cells " + cell_label(colour.close_a, n) + " and " +
                  cell_label(colour.close_b, n) + " have nearly the same colour (delta E " +
                  fmt(colour.between) +
                  ") and no thick border tells their regions apart; if the pointer is over the "
                  "board, move it off and take the screenshot again";
    return out;
  }

  // Confidence per cell: how much closer the cell is to its own region's
  // mean colour than to any other region's (1 when borders decided alone).
  out.confidence.assign(static_cast<std::size_t>(n * n), 1.0);
  if (out.source != "borders") {
    std::vector<cv::Vec3d> mean(static_cast<std::size_t>(n), cv::Vec3d(0, 0, 0));
    std::vector<int> size(static_cast<std::size_t>(n), 0);
    for (int i = 0; i < n * n; ++i) {
      mean[out.label[i]] += cv::Vec3d(colours[i]);
      ++size[out.label[i]];
    }
    for (int k = 0; k < n; ++k) mean[k] /= std::max(1, size[k]);
    for (int i = 0; i < n * n; ++i) {
      double own = 0, other = 1e9;
      for (int k = 0; k < n; ++k) {
        const double d = cv::norm(cv::Vec3d(colours[i]) - mean[k]);
        if (k == out.label[i])
          own = d;
        else
          other = std::min(other, d);
      }
      out.confidence[i] = std::clamp(1.0 - own / std::max(other, 1e-9), 0.0, 1.0);
    }
  }
  return out;
}

}  // namespace qh::image
