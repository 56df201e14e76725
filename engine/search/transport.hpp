// SPDX-License-Identifier: MIT
// A small transportation problem (at most kMaxSize sources and sinks, small
// integer amounts): can every source ship its supply to the sinks, each sink
// taking exactly its demand, through edges of bounded capacity? Max flow by
// augmenting paths over the residual graph (breadth first, shortest paths),
// after a greedy start. The star search's counting check (star_search.hpp).
#pragma once

#include <algorithm>
#include <array>
#include <climits>

#include "engine/model/bits.hpp"

namespace qh {

class Transport {
 public:
  Transport(int sources, int sinks) : ns_(sources), nt_(sinks) {}

  void set_source(int i, int supply) { supply_[i] = supply; }
  void set_sink(int j, int demand) { demand_[j] = demand; }
  void set_edge(int i, int j, int capacity) { cap_[i][j] = capacity; }

  // The most that can be shipped.
  int max_flow() {
    int total = 0;
    // Greedy start: ship along edges as far as supplies and demands allow.
    for (int i = 0; i < ns_; ++i)
      for (int j = 0; j < nt_ && out_[i] < supply_[i]; ++j) {
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
    // Nodes: sources 0..ns_-1, sinks ns_..ns_+nt_-1.
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
        for (int j = 0; j < nt_; ++j)
          if (parent[ns_ + j] == -2 && flow_[u][j] < cap_[u][j]) {
            parent[ns_ + j] = u;
            if (in_[j] < demand_[j]) {
              end = ns_ + j;
              break;
            }
            queue[tail++] = ns_ + j;
          }
      } else {
        const int j = u - ns_;
        for (int i = 0; i < ns_; ++i)
          if (parent[i] == -2 && flow_[i][j] > 0) {
            parent[i] = u;
            queue[tail++] = i;
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

  int ns_, nt_;
  std::array<int, kMaxSize> supply_{}, demand_{}, out_{}, in_{};
  std::array<std::array<int, kMaxSize>, kMaxSize> cap_{}, flow_{};
};

}  // namespace qh
