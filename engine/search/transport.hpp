// SPDX-License-Identifier: MIT
// A small transportation problem (at most kMaxSize sources and sinks, small
// integer amounts): can every source ship its supply to the sinks, each sink
// taking exactly its demand, through edges of bounded capacity? Max flow by
// augmenting paths over the residual graph (breadth first, shortest paths),
// after a greedy start; the edges are kept as lists, so a search node pays
// for the few it has, not for every pair. The star search's counting check
// (star_search.hpp).
#pragma once

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>

#include "engine/model/bits.hpp"

namespace qh {

class Transport {
 public:
  // Sources 0..sources-1; sinks are those given a demand (set_sink).
  explicit Transport(int sources) : ns_(sources) {}

  void set_source(int i, int supply) { supply_[i] = supply; }
  void set_sink(int j, int demand) { demand_[j] = demand; }
  // Each edge once, with a positive capacity; only the edges set are read
  // (the star search sets a few per row, of up to kMaxSize x kMaxSize).
  void set_edge(int i, int j, int capacity) {
    cap_[i][j] = capacity;
    flow_[i][j] = 0;
    to_[i][out_degree_[i]++] = static_cast<std::uint8_t>(j);
    from_[j][in_degree_[j]++] = static_cast<std::uint8_t>(i);
  }

  // The most that can be shipped.
  int max_flow() {
    int total = 0;
    // Greedy start: ship along edges as far as supplies and demands allow.
    for (int i = 0; i < ns_; ++i)
      for (int e = 0; e < out_degree_[i] && out_[i] < supply_[i]; ++e) {
        const int j = to_[i][e];
        const int f = std::min({cap_[i][j], supply_[i] - out_[i], demand_[j] - in_[j]});
        if (f <= 0) continue;
        flow_[i][j] += f;
        out_[i] += f;
        in_[j] += f;
        total += f;
      }
    while (const int f = augment()) total += f;
    return total;
  }

 private:
  // One shortest augmenting path from a source with supply left to a sink
  // with demand left; the amount pushed (0 when there is none).
  int augment() {
    // Nodes: sources 0..ns_-1, sink j is node ns_ + j.
    std::array<int, 2 * kMaxSize> parent{}, queue{};
    parent.fill(-2);
    int head = 0, tail = 0;
    for (int i = 0; i < ns_; ++i)
      if (out_[i] < supply_[i]) {
        parent[i] = -1;
        queue[tail++] = i;
      }
    int end = -1;
    while (head < tail && end < 0) {
      const int u = queue[head++];
      if (u < ns_) {
        for (int e = 0; e < out_degree_[u]; ++e) {
          const int j = to_[u][e];
          if (parent[ns_ + j] == -2 && flow_[u][j] < cap_[u][j]) {
            parent[ns_ + j] = u;
            if (in_[j] < demand_[j]) {
              end = ns_ + j;
              break;
            }
            queue[tail++] = ns_ + j;
          }
        }
      } else {
        const int j = u - ns_;
        for (int e = 0; e < in_degree_[j]; ++e) {
          const int i = from_[j][e];
          if (parent[i] == -2 && flow_[i][j] > 0) {
            parent[i] = u;
            queue[tail++] = i;
          }
        }
      }
    }
    if (end < 0) return 0;
    // The bottleneck along the path.
    int push = demand_[end - ns_] - in_[end - ns_];
    int v = end;
    while (parent[v] != -1) {
      const int u = parent[v];
      push = std::min(push, v >= ns_ ? cap_[u][v - ns_] - flow_[u][v - ns_] : flow_[v][u - ns_]);
      v = u;
    }
    push = std::min(push, supply_[v] - out_[v]);
    v = end;
    while (parent[v] != -1) {
      const int u = parent[v];
      if (v >= ns_)
        flow_[u][v - ns_] += push;
      else
        flow_[v][u - ns_] -= push;
      v = u;
    }
    out_[v] += push;
    in_[end - ns_] += push;
    return push;
  }

  int ns_;
  std::array<int, kMaxSize> supply_{}, demand_{}, out_{}, in_{};
  std::array<int, kMaxSize> out_degree_{}, in_degree_{};
  // The edges: sinks of each source, sources of each sink.
  std::array<std::array<std::uint8_t, kMaxSize>, kMaxSize> to_, from_;
  // Capacity and flow, read only where an edge was set.
  std::array<std::array<int, kMaxSize>, kMaxSize> cap_, flow_;
};

}  // namespace qh
