// SPDX-License-Identifier: MIT
// A board's geometry, built once for each width of bit set (bits.hpp).
#include "engine/model/geometry.hpp"

namespace qh {

namespace {

// The 2x2 windows of an n x n board by top-left corner, (-1, -1) to (n-1,
// n-1) (Geometry::window). Out of line: the constructor's code stays as it
// is for the boards without them.
template <class B>
[[gnu::noinline]] std::vector<B> star_windows(int n) {
  std::vector<B> out;
  out.reserve(static_cast<std::size_t>((n + 1) * (n + 1)));
  for (int row = -1; row < n; ++row)
    for (int col = -1; col < n; ++col) out.push_back(Geometry<B>::window_at(n, row, col));
  return out;
}

}  // namespace

template <class B>
Geometry<B>::Geometry(const Puzzle& puzzle)
    : puzzle_(puzzle),
      n_(puzzle.size()),
      houses_(3 * puzzle.size()),
      target_(puzzle.target()),
      windows_(puzzle.stars() >= 2 ? star_windows<B>(puzzle.size()) : std::vector<B>{}) {
  const int n = n_;
  house_.assign(static_cast<std::size_t>(3 * n), B{});
  attack_.assign(static_cast<std::size_t>(n * n), B{});
  neighbours_.assign(static_cast<std::size_t>(n * n), B{});
  region_of_.assign(static_cast<std::size_t>(n * n), 0);
  cells_u_ = n <= kMaxSize ? static_cast<unsigned>(n * n) : 0U;  // else: divide
  row_factor_ = n > 0 ? 65536U / static_cast<unsigned>(n) + 1U : 0U;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int cell = r * n + c;
      const int reg = puzzle.region(r, c);
      region_of_[cell] = static_cast<std::uint8_t>(reg);
      all_.set(cell);
      house_[r].set(cell);
      house_[n + c].set(cell);
      house_[2 * n + reg].set(cell);
    }
  }
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int cell = r * n + c;
      B near;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int rr = r + dr, cc = c + dc;
          if ((dr || dc) && rr >= 0 && rr < n && cc >= 0 && cc < n) near.set(rr * n + cc);
        }
      neighbours_[cell] = near;
      B hit = near | house_[r] | house_[n + c] | house_[2 * n + region_of_[cell]];
      hit.reset(cell);
      attack_[cell] = hit;
    }
  }
  if (const ClassicBoard* board = puzzle.classic()) build_classic(*board);
  simple_ = puzzle.stars() == 1 && family_ != kWallBoards;
}

template <class B>
void Geometry<B>::build_classic(const ClassicBoard& board) {
  const int n = n_;
  family_ = board.kind == ClassicKind::walls ? kWallBoards : kLineBoards;
  houses_ = family_ == kWallBoards ? 0 : 2 * n;
  for (int cell = 0; cell < n * n; ++cell) {
    const Square sq = board.squares[static_cast<std::size_t>(cell)];
    if (sq == Square::wall) walls_.set(cell);
    if (sq == Square::wall || sq == Square::blocked) closed_.set(cell);
    if (sq == Square::queen) givens_.set(cell);
  }
  line_at_.assign(static_cast<std::size_t>(n * n * kLineKinds), -1);
  constexpr int kSteps[kLineKinds][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (int k = 0; k < kLineKinds; ++k) {
    const auto kind = static_cast<LineKind>(k);
    const bool wanted =
        family_ == kWallBoards || kind == LineKind::diagonal || kind == LineKind::anti_diagonal;
    if (!wanted) continue;
    const int dr = kSteps[k][0], dc = kSteps[k][1];
    for (int cell = 0; cell < n * n; ++cell) {
      const int r = cell / n, c = cell % n;
      if (walls_.test(cell)) continue;
      // A line starts where the previous square in its direction is off
      // the board or a wall.
      const int pr = r - dr, pc = c - dc;
      if (pr >= 0 && pr < n && pc >= 0 && pc < n && !walls_.test(pr * n + pc)) continue;
      B run;
      int length = 0;
      for (int rr = r, cc = c; rr >= 0 && rr < n && cc >= 0 && cc < n && !walls_.test(rr * n + cc);
           rr += dr, cc += dc, ++length)
        run.set(rr * n + cc);
      // A diagonal of one square constrains nothing on a board without walls.
      if (family_ != kWallBoards && length < 2) continue;
      const int id = static_cast<int>(lines_.size());
      lines_.push_back(run);
      line_kind_.push_back(kind);
      run.for_each([&](int x) { line_at_[static_cast<std::size_t>(x * kLineKinds + k)] = id; });
    }
  }
  for (int cell = 0; cell < n * n; ++cell) {
    B sees;
    if (!walls_.test(cell)) {
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          if (!dr && !dc) continue;
          for (int rr = cell / n + dr, cc = cell % n + dc;
               rr >= 0 && rr < n && cc >= 0 && cc < n && !walls_.test(rr * n + cc);
               rr += dr, cc += dc)
            sees.set(rr * n + cc);
        }
    }
    attack_[static_cast<std::size_t>(cell)] = sees;
  }
}

template class Geometry<NarrowBits>;
template class Geometry<MediumBits>;
template class Geometry<WideBits>;

}  // namespace qh
