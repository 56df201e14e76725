// A parsed puzzle: the size, the region of every cell and the region letters.
#pragma once

#include <string>
#include <string_view>
#include <vector>

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

 private:
  int n_ = 0;
  int stars_ = 1;
  std::vector<int> region_;  // row-major; region index in order of first appearance
  std::string letters_;
};

// "r4c7": 1-based, as a player reads the board.
std::string cell_name(Cell c);

}  // namespace qh
