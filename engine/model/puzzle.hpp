// SPDX-License-Identifier: MIT
// A parsed puzzle: the size, the region of every cell and the region letters.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "classic_board.hpp"

namespace qh {

// Stars per row, column and region: 1 is Queens, 2..6 Star Battle.
inline constexpr int kMaxStars = 6;

struct Cell {
  int row = 0;
  int col = 0;
  friend bool operator==(const Cell&, const Cell&) = default;
};

class Puzzle {
 public:
  // regions: one string per row, one uppercase letter per cell; stars: K,
  // 1..kMaxStars. Throws InputError (source "puzzle") when the grid or K
  // breaks the rules of the format.
  static Puzzle from_rows(const std::vector<std::string>& rows, int stars = 1);
  // The same board with K stars per house (1..kMaxStars; throws InputError).
  Puzzle with_stars(int stars) const;

  int size() const { return n_; }
  int stars() const { return stars_; }  // queens per row, column and region (1 = Queens)
  int region(int row, int col) const { return region_[row * n_ + col]; }
  int region(Cell c) const { return region(c.row, c.col); }
  char letter(int region_index) const { return letters_[region_index]; }
  const std::string& letters() const { return letters_; }  // region index -> letter
  std::vector<std::string> rows() const;                   // the grid as letters
  // Regions whose cells are not one 4-connected piece (legal, but unusual).
  std::vector<int> split_regions() const;

  // A board of the classic queens family (docs/classic.md): chess queens, no
  // regions. `target`: the queens to place on a walls board (its value; 0
  // when not known yet: the engine computes it); ignored for the other kinds
  // (n). Such a puzzle has one "region" per row, only so that code written
  // for regions stays in bounds: nothing shows them.
  static Puzzle from_classic(const ClassicBoard& board, int target = 0);
  // The classic board, or nullptr for a LinkedIn / Star Battle board.
  const ClassicBoard* classic() const { return classic_.get(); }
  // The queens a solution holds: N * K, the classic board's n, or a walls
  // board's target (0 while unknown).
  int target() const { return classic_ ? target_ : n_ * stars_; }
  // The same walls board with a known target.
  Puzzle with_target(int target) const;

 private:
  std::shared_ptr<const ClassicBoard> classic_;  // shared: puzzles are copied often
  int target_ = 0;
  int n_ = 0;
  int stars_ = 1;
  std::vector<int> region_;  // row-major; region index in order of first appearance
  std::string letters_;
};

// "r4c7": 1-based, as a player reads the board.
std::string cell_name(Cell c);

}  // namespace qh
