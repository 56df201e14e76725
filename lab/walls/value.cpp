// SPDX-License-Identifier: MIT
#include "lab/walls/value.hpp"

#include <array>
#include <bit>
#include <cstdlib>
#include <vector>

namespace qh::lab {

std::uint64_t sight(const WallsBoard& board, int cell) {
  static constexpr std::array<std::array<int, 2>, 8> kDirs{
      {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}}};
  const int n = board.n;
  std::uint64_t seen = 0;
  for (const auto& d : kDirs) {
    int r = cell / n + d[0];
    int c = cell % n + d[1];
    while (r >= 0 && r < n && c >= 0 && c < n) {
      const int i = r * n + c;
      if ((board.walls >> i) & 1U) break;
      seen |= std::uint64_t{1} << i;
      r += d[0];
      c += d[1];
    }
  }
  return seen;
}

namespace {

// Wall-free runs of the free squares along rows (in reading order) or columns.
std::vector<std::uint64_t> segments(const WallsBoard& b, std::uint64_t free, bool rows) {
  std::vector<std::uint64_t> out;
  for (int line = 0; line < b.n; ++line) {
    std::uint64_t run = 0;
    for (int k = 0; k <= b.n; ++k) {
      const int i = rows ? line * b.n + k : k * b.n + line;
      if (k == b.n || ((b.walls >> i) & 1U)) {
        if (run != 0) out.push_back(run);
        run = 0;
        continue;
      }
      if ((free >> i) & 1U) run |= std::uint64_t{1} << i;
    }
  }
  return out;
}

class ValueSearch {
 public:
  ValueSearch(const WallsBoard& b, const Deadline& deadline) : deadline_(deadline) {
    for (int i = 0; i < b.n * b.n; ++i) sees_[static_cast<std::size_t>(i)] = sight(b, i);
    free_ = b.full() & ~b.walls & ~b.blocked;
    rows_ = segments(b, free_, true);
    cols_ = segments(b, free_, false);
  }

  WallsValue run(std::uint64_t given) {
    WallsValue out;
    std::uint64_t avail = free_ & ~given;
    for (std::uint64_t g = given; g != 0; g &= g - 1) {
      const auto cell = static_cast<std::size_t>(std::countr_zero(g));
      if (sees_[cell] & given) {
        out.given_conflict = true;
        out.proof = Proof::exact;
        return out;
      }
      avail &= ~sees_[cell];
    }
    aborted_ = deadline_.expired();
    if (!aborted_) search(0, avail, given, std::popcount(given));
    out.value = best_;
    out.count = count_;
    out.placement = best_placement_;
    out.proof = aborted_ ? (best_ >= 0 ? Proof::lower_bound : Proof::unknown) : Proof::exact;
    if (best_ < 0) out.value = 0;
    return out;
  }

 private:
  int bound(std::size_t from, std::uint64_t avail) const {
    int r = 0;
    for (std::size_t j = from; j < rows_.size(); ++j) r += (rows_[j] & avail) != 0 ? 1 : 0;
    int c = 0;
    for (std::uint64_t s : cols_) c += (s & avail) != 0 ? 1 : 0;
    return r < c ? r : c;
  }

  void search(std::size_t seg, std::uint64_t avail, std::uint64_t placed, int k) {
    if (aborted_ || (ticker_.tick() && deadline_.expired())) {
      aborted_ = true;
      return;
    }
    while (seg < rows_.size() && (rows_[seg] & avail) == 0) ++seg;
    if (seg == rows_.size() || avail == 0) {
      if (k > best_) {
        best_ = k;
        count_ = 1;
        best_placement_ = placed;
      } else if (k == best_) {
        ++count_;
      }
      return;
    }
    if (k + bound(seg, avail) < best_) return;
    const std::uint64_t here = rows_[seg] & avail;
    for (std::uint64_t s = here; s != 0; s &= s - 1) {
      const std::uint64_t bit = s & (0U - s);
      const auto cell = static_cast<std::size_t>(std::countr_zero(s));
      search(seg + 1, avail & ~sees_[cell] & ~bit, placed | bit, k + 1);
    }
    search(seg + 1, avail & ~here, placed, k);
  }

  const Deadline& deadline_;
  Ticker ticker_;
  std::array<std::uint64_t, 64> sees_{};
  std::uint64_t free_ = 0;
  std::vector<std::uint64_t> rows_, cols_;
  int best_ = -1;
  std::uint64_t count_ = 0;
  std::uint64_t best_placement_ = 0;
  bool aborted_ = false;
};

bool sees_by_walk(const WallsBoard& b, int a, int c) {
  const int ar = a / b.n, ac = a % b.n, cr = c / b.n, cc = c % b.n;
  const int dr = cr - ar, dc = cc - ac;
  if (dr != 0 && dc != 0 && std::abs(dr) != std::abs(dc)) return false;
  const int steps = std::abs(dr) > std::abs(dc) ? std::abs(dr) : std::abs(dc);
  const int sr = dr == 0 ? 0 : dr / std::abs(dr), sc = dc == 0 ? 0 : dc / std::abs(dc);
  for (int s = 1; s < steps; ++s) {
    const int i = (ar + s * sr) * b.n + ac + s * sc;
    if ((b.walls >> i) & 1U) return false;
  }
  return true;
}

}  // namespace

WallsValue walls_value(const WallsBoard& board, const Deadline& deadline) {
  ValueSearch search(board, deadline);
  return search.run(board.given);
}

WallsValue walls_value_naive(const WallsBoard& board) {
  const int cells = board.n * board.n;
  std::vector<int> queens;
  WallsValue out{.value = -1, .proof = Proof::exact};
  auto grow = [&](auto&& self, int from) -> void {
    // Every given queen before `from` must be in the set.
    const auto size = static_cast<int>(queens.size());
    bool complete = true;
    for (int i = from; i < cells; ++i) complete &= ((board.given >> i) & 1U) == 0;
    if (complete && size >= out.value) {
      std::uint64_t p = 0;
      for (int q : queens) p |= std::uint64_t{1} << q;
      if (size > out.value) {
        out.value = size;
        out.count = 0;
        out.placement = p;
      }
      ++out.count;
    }
    for (int i = from; i < cells; ++i) {
      const bool is_given = (board.given >> i) & 1U;
      if (((board.walls | board.blocked) >> i) & 1U) continue;
      bool ok = true;
      for (int q : queens) ok &= !sees_by_walk(board, q, i);
      if (ok) {
        queens.push_back(i);
        self(self, i + 1);
        queens.pop_back();
      }
      if (is_given) return;  // a set that skips a given queen is not a placement
    }
  };
  grow(grow, 0);
  return out;
}

}  // namespace qh::lab
