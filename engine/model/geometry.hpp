// SPDX-License-Identifier: MIT
// Everything about a board that never changes while it is solved, as bit
// masks: the houses (rows, columns, regions) and, for each cell, the cells a
// queen there rules out. Built once per board; rules only read it.
//
// One model for the whole queens family. A board has exact houses (each
// holds exactly K queens: rows, columns and regions on LinkedIn / Star
// Battle boards; rows and columns on completion and blocked boards; none on
// walls boards), at-most houses ("lines": diagonals, and on walls boards the
// wall-bounded segments of every row, column and diagonal, each holding at
// most one queen) and an attack relation built from them: king touch plus
// the houses for Queens / Star Battle, lines of sight (stopped by walls) for
// the chess queens of the classic family. Blocked squares and walls start
// crossed out and given queens start placed (start_state in state.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/model/bits.hpp"
#include "engine/model/puzzle.hpp"

namespace qh {

// Houses are numbered 0..3N-1: rows first, then columns, then regions.
enum class HouseKind : std::uint8_t { row = 0, column = 1, region = 2 };

// The kinds of board a rule reasons soundly on (RuleInfo::boards), as bits:
// regions and king touch (LinkedIn, Star Battle); chess queens with exact
// rows and columns (completion, blocked); chess queens stopped by walls,
// with a target count instead of exact houses (walls).
inline constexpr unsigned kRegionBoards = 1U;
inline constexpr unsigned kLineBoards = 2U;
inline constexpr unsigned kWallBoards = 4U;

// The direction of an at-most house: a diagonal runs down-right, an
// anti-diagonal down-left.
enum class LineKind : std::uint8_t { row = 0, column = 1, diagonal = 2, anti_diagonal = 3 };
inline constexpr int kLineKinds = 4;

template <class B>
class Geometry {
 public:
  explicit Geometry(const Puzzle& puzzle);

  const Puzzle& puzzle() const { return puzzle_; }
  int size() const { return n_; }
  int stars() const { return puzzle_.stars(); }
  int cells() const { return n_ * n_; }
  // The exact houses are ids 0..houses()-1: 3N (rows, columns, regions) on
  // LinkedIn / Star Battle boards, 2N (rows, columns) on completion and
  // blocked boards, 0 on walls boards.
  int houses() const { return houses_; }
  // The queens a solution holds (N * K; a walls board's target).
  int target() const { return target_; }
  // kRegionBoards, kLineBoards or kWallBoards.
  unsigned family() const { return family_; }
  bool chess() const { return family_ != kRegionBoards; }
  bool walls() const { return family_ == kWallBoards; }
  // K = 1 with exact rows, columns (and regions): verdict_after's fast path.
  bool simple() const { return simple_; }

  // The at-most houses, with their direction; empty on LinkedIn boards.
  int lines() const { return static_cast<int>(lines_.size()); }
  const B& line(int i) const { return lines_[static_cast<std::size_t>(i)]; }
  LineKind line_kind(int i) const { return line_kind_[static_cast<std::size_t>(i)]; }
  // The line of `kind` through `cell`, or -1 (a wall, or no such line).
  int line_at(int cell, LineKind kind) const {
    return line_at_.empty()
               ? -1
               : line_at_[static_cast<std::size_t>(cell * kLineKinds + static_cast<int>(kind))];
  }
  // Squares that start crossed out (blocked squares and walls), walls alone,
  // and the given queens.
  const B& closed() const { return closed_; }
  const B& wall_cells() const { return walls_; }
  const B& givens() const { return givens_; }

  const B& all() const { return all_; }
  const B& house(int h) const { return house_[h]; }
  const B& row(int r) const { return house_[r]; }
  const B& column(int c) const { return house_[n_ + c]; }
  const B& region(int g) const { return house_[2 * n_ + g]; }
  // Cells a queen on `cell` rules out: its row, column and region, and the
  // eight cells around it. Symmetric: a in attack(b) iff b in attack(a).
  const B& attack(int cell) const { return attack_[cell]; }
  const B& neighbours(int cell) const { return neighbours_[cell]; }
  // The cells of the 2x2 window whose top-left corner is (row, col), -1 <=
  // row, col < N (at an edge or a corner only its cells on the board); the
  // tiling rules' (rules/stars/windows.hpp). Kept for Star Battle boards,
  // built when asked on others (a rule run outside its star counts).
  B window(int row, int col) const {
    if (!windows_.empty())
      return windows_[static_cast<std::size_t>((row + 1) * (n_ + 1) + col + 1)];
    return window_at(n_, row, col);
  }
  // The same on an n x n board, worked out.
  static B window_at(int n, int row, int col) {
    B out;
    for (int r = row; r < row + 2; ++r)
      for (int c = col; c < col + 2; ++c)
        if (r >= 0 && r < n && c >= 0 && c < n) out.set(r * n + c);
    return out;
  }

  // A cell's row without a division (the rules ask it in their inner
  // loops): cell * (65536 / n + 1) >> 16 is cell / n for every cell of a
  // board up to 26x26 (checked for every size, tests/unit/
  // test_geometry_rows.cpp); other numbers take the division.
  int row_of(int cell) const {
    return static_cast<unsigned>(cell) < cells_u_
               ? static_cast<int>((static_cast<unsigned>(cell) * row_factor_) >> 16)
               : cell / n_;
  }
  int col_of(int cell) const { return cell - row_of(cell) * n_; }
  int region_of(int cell) const { return region_of_[cell]; }
  int index(int row, int col) const { return row * n_ + col; }
  Cell cell_at(int cell) const { return {cell / n_, cell % n_}; }

  HouseKind kind_of(int h) const { return static_cast<HouseKind>(h / n_); }
  int ordinal_of(int h) const { return h % n_; }
  int house_id(HouseKind kind, int ordinal) const { return static_cast<int>(kind) * n_ + ordinal; }

 private:
  // Chess attack along rows, columns and diagonals, stopped by walls; the
  // lines (diagonals; on walls boards every wall-bounded segment).
  void build_classic(const ClassicBoard& board);

  Puzzle puzzle_;
  int n_;
  int houses_;
  int target_;
  unsigned family_ = kRegionBoards;
  bool simple_ = true;
  B all_;
  B closed_;
  B walls_;
  B givens_;
  std::vector<B> lines_;
  std::vector<LineKind> line_kind_;
  std::vector<int> line_at_;
  std::vector<B> house_;
  std::vector<B> attack_;
  std::vector<B> neighbours_;
  std::vector<B> windows_;  // K >= 2: (N + 1)^2, by top-left corner
  std::vector<std::uint8_t> region_of_;
  unsigned cells_u_ = 0;     // n * n
  unsigned row_factor_ = 0;  // 65536 / n + 1 (row_of)
};

// Built in engine/model/geometry.cpp, once for each width, not in every file
// that builds a board's geometry.
extern template class Geometry<NarrowBits>;
extern template class Geometry<MediumBits>;
extern template class Geometry<WideBits>;

}  // namespace qh
