// Everything about a board that never changes while it is solved, as bit
// masks: the houses (rows, columns, regions) and, for each cell, the cells a
// queen there rules out. Built once per board; rules only read it.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/model/bits.hpp"
#include "engine/model/puzzle.hpp"

namespace qh {

// Houses are numbered 0..3N-1: rows first, then columns, then regions.
enum class HouseKind : std::uint8_t { row = 0, column = 1, region = 2 };

template <class B>
class Geometry {
 public:
  explicit Geometry(const Puzzle& puzzle) : puzzle_(puzzle), n_(puzzle.size()) {
    const int n = n_;
    house_.assign(static_cast<std::size_t>(3 * n), B{});
    attack_.assign(static_cast<std::size_t>(n * n), B{});
    neighbours_.assign(static_cast<std::size_t>(n * n), B{});
    region_of_.assign(static_cast<std::size_t>(n * n), 0);
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
  }

  const Puzzle& puzzle() const { return puzzle_; }
  int size() const { return n_; }
  int stars() const { return puzzle_.stars(); }
  int cells() const { return n_ * n_; }
  int houses() const { return 3 * n_; }

  const B& all() const { return all_; }
  const B& house(int h) const { return house_[h]; }
  const B& row(int r) const { return house_[r]; }
  const B& column(int c) const { return house_[n_ + c]; }
  const B& region(int g) const { return house_[2 * n_ + g]; }
  // Cells a queen on `cell` rules out: its row, column and region, and the
  // eight cells around it. Symmetric: a in attack(b) iff b in attack(a).
  const B& attack(int cell) const { return attack_[cell]; }
  const B& neighbours(int cell) const { return neighbours_[cell]; }

  int row_of(int cell) const { return cell / n_; }
  int col_of(int cell) const { return cell % n_; }
  int region_of(int cell) const { return region_of_[cell]; }
  int index(int row, int col) const { return row * n_ + col; }
  Cell cell_at(int cell) const { return {cell / n_, cell % n_}; }

  HouseKind kind_of(int h) const { return static_cast<HouseKind>(h / n_); }
  int ordinal_of(int h) const { return h % n_; }
  int house_id(HouseKind kind, int ordinal) const { return static_cast<int>(kind) * n_ + ordinal; }

 private:
  Puzzle puzzle_;
  int n_;
  B all_;
  std::vector<B> house_;
  std::vector<B> attack_;
  std::vector<B> neighbours_;
  std::vector<std::uint8_t> region_of_;
};

}  // namespace qh
