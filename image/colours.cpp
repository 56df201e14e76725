// SPDX-License-Identifier: MIT
// Stage 5a, colours: group the cells by background colour into exactly N
// clusters. Single linkage, computed as a minimum spanning tree over the
// cells' colours with its N - 1 longest edges cut: cells of one region are
// joined through near-identical colours even when JPEG shifts a few of them.
// The clusters can be trusted when the shortest cut edge (the two closest
// cells of different clusters) is long in itself and long against the
// longest kept edge (the spread inside a cluster); otherwise the regions
// stage asks the borders.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr double kMinBetween = 9.0;  // delta E between the two closest clusters
constexpr double kMinRatio = 2.5;    // between / (within + 1)

struct Edge {
  double length;
  int a, b;
};

int find_root(std::vector<int>& parent, int i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

}  // namespace

ColourClusters cluster_colours(const std::vector<cv::Vec3f>& colours, int clusters) {
  const int count = static_cast<int>(colours.size());
  ColourClusters out;
  out.label.assign(colours.size(), 0);
  if (count == 0 || clusters <= 0 || clusters > count) return out;

  // Prim's algorithm on the complete graph.
  std::vector<Edge> tree;
  std::vector<double> best(colours.size(), 1e30);
  std::vector<int> from(colours.size(), -1);
  std::vector<char> in_tree(colours.size(), 0);
  best[0] = 0;
  for (int step = 0; step < count; ++step) {
    int next = -1;
    for (int i = 0; i < count; ++i)
      if (!in_tree[i] && (next < 0 || best[i] < best[next])) next = i;
    in_tree[next] = 1;
    if (from[next] >= 0) tree.push_back({best[next], from[next], next});
    for (int i = 0; i < count; ++i) {
      if (in_tree[i]) continue;
      const cv::Vec3f d = colours[i] - colours[next];
      const double length = std::sqrt(d.dot(d));
      if (length < best[i]) best[i] = length, from[i] = next;
    }
  }
  std::sort(tree.begin(), tree.end(),
            [](const Edge& x, const Edge& y) { return x.length < y.length; });

  // Keep the shortest count - clusters edges.
  std::vector<int> parent(colours.size());
  std::iota(parent.begin(), parent.end(), 0);
  const std::size_t keep = static_cast<std::size_t>(count - clusters);
  for (std::size_t e = 0; e < keep; ++e) {
    parent[find_root(parent, tree[e].a)] = find_root(parent, tree[e].b);
    out.within = tree[e].length;
  }
  if (keep < tree.size()) {
    out.between = tree[keep].length;
    out.close_a = tree[keep].a;
    out.close_b = tree[keep].b;
  } else {
    out.between = 1e9;  // one cluster per cell
  }
  // Labels in reading order of first appearance.
  std::vector<int> label_of_root(colours.size(), -1);
  int next_label = 0;
  for (int i = 0; i < count; ++i) {
    const int root = find_root(parent, i);
    if (label_of_root[root] < 0) label_of_root[root] = next_label++;
    out.label[i] = label_of_root[root];
  }
  out.confident = out.between >= kMinBetween && out.between >= kMinRatio * (out.within + 1.0);
  return out;
}

}  // namespace qh::image
