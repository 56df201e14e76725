// SPDX-License-Identifier: MIT
#include "lab/nqueens/counter.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "lab/common/task_pool.hpp"
#include "lab/nqueens/full_symmetry.hpp"

namespace qh::lab {
namespace {

struct Prefix {
  int row = 0;  // the next row to fill
  std::uint32_t cols = 0, left = 0, right = 0;
  std::uint64_t weight = 1;
};

class RowSearch {
 public:
  RowSearch(const NQueensInstance& instance, const Deadline& deadline)
      : allowed_(instance.allowed.data()), last_(instance.n - 1), deadline_(deadline) {}

  // Solutions below a prefix; sets aborted() when the deadline passed.
  std::uint64_t count(int row, std::uint32_t cols, std::uint32_t left, std::uint32_t right) {
    if (row > last_) return 1;
    if (ticker_.tick() && deadline_.expired()) aborted_ = true;
    if (aborted_) return 0;
    std::uint32_t free = allowed_[row] & ~(cols | left | right);
    if (row == last_) return static_cast<std::uint64_t>(std::popcount(free));
    std::uint64_t total = 0;
    while (free != 0) {
      const std::uint32_t bit = free & (0U - free);
      free ^= bit;
      total += count(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return total;
  }
  bool aborted() const { return aborted_; }

 private:
  const std::uint32_t* allowed_;
  int last_;
  const Deadline& deadline_;
  Ticker ticker_;
  bool aborted_ = false;
};

// Prefixes of the first `depth` rows, each with its weight (2 when its mirror
// image is left out).
void expand(const NQueensInstance& in, const Prefix& p, int depth, std::vector<Prefix>& out) {
  if (p.row == depth || p.row == in.n) {
    out.push_back(p);
    return;
  }
  std::uint32_t free = in.allowed[static_cast<std::size_t>(p.row)] & ~(p.cols | p.left | p.right);
  const int half = in.n / 2;
  const bool odd = in.n % 2 == 1;
  while (free != 0) {
    const std::uint32_t bit = free & (0U - free);
    free ^= bit;
    const int col = std::countr_zero(bit);
    Prefix next{.row = p.row + 1,
                .cols = p.cols | bit,
                .left = (p.left | bit) << 1,
                .right = (p.right | bit) >> 1,
                .weight = p.weight};
    if (in.mirror && p.row == 0) {
      if (col > half || (col == half && !odd)) continue;  // mirror images of the left half
      if (col < half) next.weight = 2;
    } else if (in.mirror && p.row == 1 && p.weight == 1) {
      // First-row queen in the middle column (odd n): halve on this row.
      if (col >= half) continue;
      next.weight = 2;
    }
    expand(in, next, depth, out);
  }
}

}  // namespace

NQueensInstance classic_instance(int n) {
  if (n < 1 || n > kMaxQueensN)
    throw std::invalid_argument("nqueens: N must be 1 to " + std::to_string(kMaxQueensN) +
                                " (got " + std::to_string(n) + ")");
  const std::uint32_t full = (std::uint32_t{1} << n) - 1U;
  return NQueensInstance{.n = n,
                         .allowed = std::vector<std::uint32_t>(static_cast<std::size_t>(n), full),
                         .mirror = n >= 2,
                         .full_symmetry = n >= 6};
}

NQueensInstance board_instance(const ClassicBoard& board) {
  const int n = board.n;
  if (n < 1 || n > kMaxQueensN)
    throw std::invalid_argument("nqueens: boards are 1 to " + std::to_string(kMaxQueensN) +
                                " wide");
  NQueensInstance in{.n = n,
                     .allowed = std::vector<std::uint32_t>(static_cast<std::size_t>(n), 0U),
                     .mirror = false};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (board.at(r, c) == Square::open || board.at(r, c) == Square::queen)
        in.allowed[static_cast<std::size_t>(r)] |= 1U << c;
  // Every step is an intersection, so the order of the given queens does not
  // matter: two of them in one row leave it empty, and one attacked by
  // another loses its own square.
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (board.at(r, c) != Square::queen) continue;
      for (int r2 = 0; r2 < n; ++r2) {
        auto& row = in.allowed[static_cast<std::size_t>(r2)];
        if (r2 == r) {
          row &= 1U << c;
          continue;
        }
        const int d = r2 - r;
        std::uint32_t attacked = 1U << c;
        if (c + d >= 0 && c + d < n) attacked |= 1U << (c + d);
        if (c - d >= 0 && c - d < n) attacked |= 1U << (c - d);
        row &= ~attacked;
      }
    }
  }
  return in;
}

CountResult count_solutions(const NQueensInstance& instance, int threads,
                            const Deadline& deadline) {
  threads = std::max(1, threads);
  if (instance.full_symmetry) {
    const FullSymmetryCount f = count_classic_full_symmetry(instance.n, threads, deadline);
    return CountResult{.count = f.count,
                       .proof = f.tasks_done == f.tasks ? Proof::exact : Proof::unknown,
                       .threads = threads,
                       .tasks = f.tasks,
                       .tasks_done = f.tasks_done};
  }
  const int depth = std::min(instance.n, instance.n >= 14 ? 4 : 3);
  std::vector<Prefix> tasks;
  expand(instance, Prefix{}, depth, tasks);

  const TaskCount counted = count_by_tasks(
      tasks.size(), threads, [&] { return RowSearch(instance, deadline); },
      [&](RowSearch& search, std::size_t i) {
        const Prefix& p = tasks[i];
        return search.count(p.row, p.cols, p.left, p.right) * p.weight;
      });

  CountResult result{.count = counted.total,
                     .proof = Proof::exact,
                     .threads = threads,
                     .tasks = tasks.size(),
                     .tasks_done = counted.tasks_done};
  if (result.tasks_done < result.tasks) result.proof = Proof::unknown;
  return result;
}

std::uint64_t count_naive(const ClassicBoard& board) {
  const int n = board.n;
  std::vector<int> queen_col(static_cast<std::size_t>(n), -1);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (board.at(r, c) == Square::queen) {
        if (queen_col[static_cast<std::size_t>(r)] >= 0) return 0;
        queen_col[static_cast<std::size_t>(r)] = c;
      }
  std::vector<bool> col_used(static_cast<std::size_t>(n), false);
  std::vector<bool> diag_used(static_cast<std::size_t>(2 * n), false);
  std::vector<bool> anti_used(static_cast<std::size_t>(2 * n), false);
  std::uint64_t solutions = 0;
  auto place = [&](auto&& self, int r) -> void {
    if (r == n) {
      ++solutions;
      return;
    }
    for (int c = 0; c < n; ++c) {
      const int forced = queen_col[static_cast<std::size_t>(r)];
      if (forced >= 0 ? c != forced : board.at(r, c) != Square::open) continue;
      const auto d = static_cast<std::size_t>(r - c + n);
      const auto a = static_cast<std::size_t>(r + c);
      if (col_used[static_cast<std::size_t>(c)] || diag_used[d] || anti_used[a]) continue;
      col_used[static_cast<std::size_t>(c)] = diag_used[d] = anti_used[a] = true;
      self(self, r + 1);
      col_used[static_cast<std::size_t>(c)] = diag_used[d] = anti_used[a] = false;
    }
  };
  place(place, 0);
  return solutions;
}

}  // namespace qh::lab
