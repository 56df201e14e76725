// SPDX-License-Identifier: MIT
#include "lab/certify/split_cover.hpp"

#include <algorithm>
#include <cstddef>

namespace qh::lab {
namespace {

// Does the window of h entries ending at c.back() stay within its bound?
bool windows_hold(const SplitSpace& space, const std::vector<int>& c) {
  int sum = 0;
  for (std::size_t h = 1; h <= c.size(); ++h) {
    sum += c[c.size() - h];
    if (h < space.window.size() && space.window[h] > 0 && sum > space.window[h]) return false;
  }
  return true;
}

void grow(const SplitSpace& space, std::vector<int>& c, int sum,
          std::vector<std::vector<int>>& out) {
  if (static_cast<int>(c.size()) == space.n) {
    if (sum != space.target) return;
    const std::vector<int> reverse(c.rbegin(), c.rend());
    out.push_back(std::min(c, reverse));
    return;
  }
  const int left = space.n - static_cast<int>(c.size()) - 1;  // entries after this one
  for (int v = 0; v <= space.layer && sum + v <= space.target; ++v) {
    if (sum + v + left * space.layer < space.target) continue;
    c.push_back(v);
    if (windows_hold(space, c)) grow(space, c, sum + v, out);
    c.pop_back();
  }
}

}  // namespace

std::vector<std::vector<int>> split_vectors(const SplitSpace& space) {
  std::vector<std::vector<int>> out;
  std::vector<int> c;
  if (space.n > 0) grow(space, c, 0, out);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<std::vector<int>> uncovered_vectors(const SplitSpace& space,
                                                const std::set<std::vector<int>>& parts) {
  std::vector<std::vector<int>> missing;
  for (const auto& c : split_vectors(space)) {
    const std::vector<int> reverse(c.rbegin(), c.rend());
    if (!parts.count(c) && !parts.count(reverse)) missing.push_back(c);
  }
  return missing;
}

}  // namespace qh::lab
