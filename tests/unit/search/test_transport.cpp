// SPDX-License-Identifier: MIT
// Transport (engine/search/transport.hpp), the star search's counting check:
// its max flow against a plain augmenting-path flow over the whole capacity
// matrix, written here and sharing no code with it, on random instances of
// every size up to kMaxSize, sparse and dense.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "engine/model/bits.hpp"
#include "engine/search/transport.hpp"

using namespace qh;

namespace {

// Max flow from a super source (node 0) through sources 1..s, sinks
// s+1..s+t, to a super sink (node s+t+1): depth-first augmenting paths of
// one unit at a time over a dense residual matrix.
int reference_flow(const std::vector<int>& supply, const std::vector<int>& demand,
                   const std::vector<std::vector<int>>& cap) {
  const int s = static_cast<int>(supply.size()), t = static_cast<int>(demand.size());
  const int nodes = s + t + 2, source = 0, sink = s + t + 1;
  std::vector<std::vector<int>> residual(static_cast<std::size_t>(nodes),
                                         std::vector<int>(static_cast<std::size_t>(nodes), 0));
  for (int i = 0; i < s; ++i) residual[0][1 + i] = supply[i];
  for (int j = 0; j < t; ++j) residual[1 + s + j][sink] = demand[j];
  for (int i = 0; i < s; ++i)
    for (int j = 0; j < t; ++j) residual[1 + i][1 + s + j] = cap[i][j];
  int flow = 0;
  for (;;) {
    std::vector<int> parent(static_cast<std::size_t>(nodes), -1);
    std::vector<int> stack{source};
    parent[source] = source;
    while (!stack.empty() && parent[sink] < 0) {
      const int u = stack.back();
      stack.pop_back();
      for (int v = 0; v < nodes; ++v)
        if (parent[v] < 0 && residual[u][v] > 0) {
          parent[v] = u;
          stack.push_back(v);
        }
    }
    if (parent[sink] < 0) return flow;
    for (int v = sink; v != source; v = parent[v]) {
      --residual[parent[v]][v];
      ++residual[v][parent[v]];
    }
    ++flow;
  }
}

}  // namespace

TEST_CASE("Transport's max flow is the plain augmenting-path flow, sparse and dense") {
  std::mt19937 rng(2026);
  int short_of_demand = 0;
  for (int round = 0; round < 3000; ++round) {
    const int s = 1 + static_cast<int>(rng() % kMaxSize);
    const int t = 1 + static_cast<int>(rng() % kMaxSize);
    const int k = 1 + static_cast<int>(rng() % 6);
    const auto density = static_cast<unsigned>(1 + rng() % 6);  // an edge: 1 in density
    std::vector<int> supply(static_cast<std::size_t>(s)), demand(static_cast<std::size_t>(t));
    std::vector<std::vector<int>> cap(static_cast<std::size_t>(s),
                                      std::vector<int>(static_cast<std::size_t>(t), 0));
    Transport transport(s);
    for (int i = 0; i < s; ++i) {
      supply[i] = static_cast<int>(rng() % (k + 1));
      transport.set_source(i, supply[i]);
    }
    for (int j = 0; j < t; ++j) {
      demand[j] = static_cast<int>(rng() % (k + 1));
      transport.set_sink(j, demand[j]);
    }
    for (int i = 0; i < s; ++i)
      for (int j = 0; j < t; ++j)
        if (rng() % density == 0) {
          cap[i][j] = 1 + static_cast<int>(rng() % k);
          transport.set_edge(i, j, cap[i][j]);
        }
    const int expected = reference_flow(supply, demand, cap);
    int total_demand = 0;
    for (int d : demand) total_demand += d;
    short_of_demand += expected < total_demand ? 1 : 0;
    const int got = transport.max_flow();
    if (got != expected) REQUIRE(got == expected);
  }
  // Both kinds of instance were drawn: some ship everything, some cannot.
  CHECK(short_of_demand > 100);
  CHECK(short_of_demand < 2900);
}
