// SPDX-License-Identifier: MIT
#include "engine/model/puzzle.hpp"

#include <array>

#include "engine/io/input_error.hpp"
#include "engine/model/bits.hpp"

namespace qh {
namespace {

void check_stars(int stars) {
  if (stars < 1 || stars > kMaxStars)
    throw InputError(
        "puzzle", 0,
        "stars must be 1.." + std::to_string(kMaxStars) + ", got " + std::to_string(stars));
}

}  // namespace

Puzzle Puzzle::from_rows(const std::vector<std::string>& rows, int stars) {
  const int n = static_cast<int>(rows.size());
  if (n < 1 || n > kMaxSize)
    throw InputError("puzzle", 0, "size " + std::to_string(n) + " is outside 1..26");
  check_stars(stars);
  Puzzle p;
  p.n_ = n;
  p.stars_ = stars;
  p.region_.assign(static_cast<std::size_t>(n * n), -1);
  std::array<int, 26> index_of{};
  index_of.fill(-1);
  for (int r = 0; r < n; ++r) {
    if (static_cast<int>(rows[r].size()) != n)
      throw InputError(
          "puzzle", r + 1,
          "row has " + std::to_string(rows[r].size()) + " cells, expected " + std::to_string(n));
    for (int c = 0; c < n; ++c) {
      const char ch = rows[r][c];
      if (ch < 'A' || ch > 'Z') throw InputError("puzzle", r + 1, "cell is not a letter A-Z");
      int& idx = index_of[ch - 'A'];
      if (idx < 0) {
        idx = static_cast<int>(p.letters_.size());
        p.letters_.push_back(ch);
      }
      p.region_[r * n + c] = idx;
    }
  }
  if (static_cast<int>(p.letters_.size()) != n)
    throw InputError("puzzle", 0,
                     "board is " + std::to_string(n) + "x" + std::to_string(n) + " but has " +
                         std::to_string(p.letters_.size()) + " regions; it needs exactly " +
                         std::to_string(n));
  return p;
}

Puzzle Puzzle::from_classic(const ClassicBoard& board, int target) {
  const int n = board.n;
  if (n < 1 || n > kMaxSize)
    throw InputError("puzzle", 0, "size " + std::to_string(n) + " is outside 1..26");
  if (static_cast<int>(board.squares.size()) != n * n)
    throw InputError("puzzle", 0, "the board does not have n * n squares");
  Puzzle p;
  p.n_ = n;
  p.classic_ = std::make_shared<const ClassicBoard>(board);
  p.target_ = board.kind == ClassicKind::walls ? target : n;
  p.region_.resize(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) p.region_[static_cast<std::size_t>(r * n + c)] = r;
  for (int r = 0; r < n; ++r) p.letters_.push_back(static_cast<char>('A' + r));
  return p;
}

Puzzle Puzzle::with_target(int target) const {
  Puzzle p = *this;
  p.target_ = target;
  return p;
}

Puzzle Puzzle::with_stars(int stars) const {
  check_stars(stars);
  Puzzle p = *this;
  p.stars_ = stars;
  return p;
}

std::vector<std::string> Puzzle::rows() const {
  std::vector<std::string> out(static_cast<std::size_t>(n_),
                               std::string(static_cast<std::size_t>(n_), ' '));
  for (int r = 0; r < n_; ++r)
    for (int c = 0; c < n_; ++c) out[r][c] = letters_[region(r, c)];
  return out;
}

std::vector<int> Puzzle::split_regions() const {
  std::vector<int> split;
  std::vector<int> seen(region_.size(), 0);
  std::vector<int> stack;
  std::vector<int> components(static_cast<std::size_t>(n_), 0);
  for (int start = 0; start < n_ * n_; ++start) {
    if (seen[start]) continue;
    const int reg = region_[start];
    ++components[reg];
    seen[start] = 1;
    stack.push_back(start);
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      const int r = cell / n_, c = cell % n_;
      const int nbr[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& rc : nbr) {
        if (rc[0] < 0 || rc[0] >= n_ || rc[1] < 0 || rc[1] >= n_) continue;
        const int other = rc[0] * n_ + rc[1];
        if (!seen[other] && region_[other] == reg) {
          seen[other] = 1;
          stack.push_back(other);
        }
      }
    }
  }
  for (int reg = 0; reg < n_; ++reg)
    if (components[reg] > 1) split.push_back(reg);
  return split;
}

std::string cell_name(Cell c) {
  std::string name(1, 'r');
  name += std::to_string(c.row + 1);
  name += 'c';
  name += std::to_string(c.col + 1);
  return name;
}

}  // namespace qh
