// SPDX-License-Identifier: MIT
#include "lab/nqueens/full_symmetry.hpp"

#include <array>
#include <bit>
#include <vector>

#include "lab/common/task_pool.hpp"

namespace qh::lab {
namespace {

constexpr int kMax = 26;

// One part of the search: the allowed columns of every row, the queens of
// the first rows already placed, and how a leaf is counted.
struct Part {
  std::array<std::uint32_t, kMax> allowed{};
  std::array<int, kMax> pos{};
  int row = 0;  // next row to fill
  std::uint32_t cols = 0, left = 0, right = 0;
  bool canonical_check = false;  // false: every leaf counts 8 (corner part)
};

class PartSearch {
 public:
  PartSearch(int n, const Deadline& deadline) : n_(n), m_(n - 1), deadline_(deadline) {}

  std::uint64_t run(Part p) {
    part_ = p;
    return go(p.row, p.cols, p.left, p.right);
  }
  bool aborted() const { return aborted_; }

 private:
  std::uint64_t go(int row, std::uint32_t cols, std::uint32_t left, std::uint32_t right) {
    if (ticker_.tick() && deadline_.expired()) aborted_ = true;
    if (aborted_) return 0;
    std::uint32_t free = part_.allowed[static_cast<std::size_t>(row)] & ~(cols | left | right);
    if (row == m_) {
      if (free == 0) return 0;
      if (!part_.canonical_check) return 8;
      part_.pos[static_cast<std::size_t>(row)] = std::countr_zero(free);
      return leaf_weight();
    }
    std::uint64_t total = 0;
    while (free != 0) {
      const std::uint32_t bit = free & (0U - free);
      free ^= bit;
      part_.pos[static_cast<std::size_t>(row)] = std::countr_zero(bit);
      total += go(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return total;
  }

  // 8 / |stabiliser| when the solution is the smallest of its images, else 0.
  std::uint64_t leaf_weight() {
    const auto& pos = part_.pos;
    std::array<int, kMax> inv{};
    for (int r = 0; r < n_; ++r)
      inv[static_cast<std::size_t>(pos[static_cast<std::size_t>(r)])] = r;
    int equal = 1;
    for (int t = 1; t < 8; ++t) {
      int cmp = 0;
      for (int i = 0; i < n_ && cmp == 0; ++i) {
        const auto u = static_cast<std::size_t>(i);
        const auto mi = static_cast<std::size_t>(m_ - i);
        int img = 0;
        switch (t) {
          case 1:
            img = m_ - inv[u];
            break;  // rotation by 90 degrees
          case 2:
            img = m_ - pos[mi];
            break;  // 180
          case 3:
            img = inv[mi];
            break;  // 270
          case 4:
            img = m_ - pos[u];
            break;  // left-right mirror
          case 5:
            img = pos[mi];
            break;  // up-down mirror
          case 6:
            img = inv[u];
            break;  // transpose
          default:
            img = m_ - inv[mi];
            break;  // anti-transpose
        }
        cmp = img - pos[u];
      }
      if (cmp < 0) return 0;
      if (cmp == 0) ++equal;
    }
    return static_cast<std::uint64_t>(8 / equal);
  }

  int n_, m_;
  const Deadline& deadline_;
  Ticker ticker_;
  Part part_;
  bool aborted_ = false;
};

// Splits a part into the placements of its next rows, down to `depth`.
void split(const Part& p, int depth, int n, std::vector<Part>& out) {
  if (p.row >= depth || p.row >= n - 1) {
    out.push_back(p);
    return;
  }
  std::uint32_t free = p.allowed[static_cast<std::size_t>(p.row)] & ~(p.cols | p.left | p.right);
  while (free != 0) {
    const std::uint32_t bit = free & (0U - free);
    free ^= bit;
    Part next = p;
    next.pos[static_cast<std::size_t>(p.row)] = std::countr_zero(bit);
    next.row = p.row + 1;
    next.cols = p.cols | bit;
    next.left = (p.left | bit) << 1;
    next.right = (p.right | bit) >> 1;
    split(next, depth, n, out);
  }
}

}  // namespace

FullSymmetryCount count_classic_full_symmetry(int n, int threads, const Deadline& deadline) {
  const int m = n - 1;
  const std::uint32_t full = (std::uint32_t{1} << n) - 1U;
  const int depth = n >= 14 ? 5 : 4;
  std::vector<Part> parts;
  // A queen at (0,0); row 1's queen at column a; no queen at column 1 in rows 2..a.
  for (int a = 2; a <= m; ++a) {
    Part p;
    for (int r = 0; r < n; ++r) p.allowed[static_cast<std::size_t>(r)] = full;
    p.allowed[0] = 1U;
    p.allowed[1] = 1U << a;
    for (int r = 2; r <= a && r < n; ++r) p.allowed[static_cast<std::size_t>(r)] &= ~2U;
    split(p, depth, n, parts);
  }
  // No corner queen: the row-0 queen at column d, no edge square nearer a corner.
  for (int d = 1; d <= m / 2; ++d) {
    Part p;
    p.canonical_check = true;
    const std::uint32_t sides = 1U | (1U << m);
    std::uint32_t inner = 0;
    for (int c = d; c <= m - d; ++c) inner |= 1U << c;
    for (int r = 0; r < n; ++r) {
      std::uint32_t a = full;
      if (r < d || r > m - d) a &= ~sides;
      p.allowed[static_cast<std::size_t>(r)] = a;
    }
    p.allowed[0] = 1U << d;
    p.allowed[static_cast<std::size_t>(m)] &= inner;
    split(p, depth, n, parts);
  }

  const TaskCount counted = count_by_tasks(
      parts.size(), threads, [&] { return PartSearch(n, deadline); },
      [&](PartSearch& search, std::size_t i) { return search.run(parts[i]); });
  return FullSymmetryCount{
      .count = counted.total, .tasks = parts.size(), .tasks_done = counted.tasks_done};
}

}  // namespace qh::lab
