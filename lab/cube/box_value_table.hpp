// SPDX-License-Identifier: MIT
// Proven values of boxes n_1 x ... x n_d (the cube's lines restricted to
// them), each proven once and remembered: the window bounds of the layer
// split. A box too hard for plain SAT within `plain_conflicts` is proven by
// the layer split of its own, along its longest axis, whose layer and
// window bounds are again values from this table (smaller boxes), so the
// proof recurses down to boxes plain SAT settles at once. Sides of length 1
// are dropped and the rest sorted longest first (a 1 x a x b box is the
// a x b box; permuting axes changes nothing).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "lab/common/deadline.hpp"

namespace qh::lab {

struct BoxValueOptions {
  long plain_conflicts = 100000;  // a plain SAT call's budget before the box is split
  int threads = 1;                // workers of each split
  int symmetry_depth = 32;
  bool split = true;  // false: plain SAT only (a value left open is 0)
  // Windows of up to this many layers are proven (0: half the longest side
  // plus one); longer ones are sums of shorter ones.
  int window_layers = 0;
};

class BoxValueTable {
 public:
  BoxValueTable(BoxValueOptions options, std::function<void(const std::string&)> progress);

  // The proven value, or 0 when it could not be proven before the deadline.
  int value(std::vector<int> sides, const Deadline& deadline);
  // Records a value proven elsewhere (it must be the box's exact value).
  void remember(std::vector<int> sides, int value);
  // The bound on h consecutive layers of the box (h = 0..sides[0]-1, sides
  // longest first): the value of the h-layer box for h up to
  // window_layers when proven, else the least sum of two shorter windows;
  // 0 = none.
  std::vector<int> window_bounds(const std::vector<int>& sides, const Deadline& deadline);

 private:
  int prove(const std::vector<int>& sides, const Deadline& deadline);

  BoxValueOptions options_;
  std::function<void(const std::string&)> progress_;
  std::map<std::vector<int>, int> proven_;
};

}  // namespace qh::lab
