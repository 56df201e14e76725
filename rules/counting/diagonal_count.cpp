// SPDX-License-Identifier: MIT
// diagonal-count (completion and blocked boards): k rows whose open squares
// all lie on k diagonals of one direction use those diagonals up, so the
// other squares of those diagonals are out (and the same with columns).
//
// Sound: the k rows hold exactly k queens (one each), all on the k
// diagonals; a diagonal holds at most one queen, so the k queens stand on k
// different diagonals: every one of the k diagonals holds a queen of those
// rows, and no other queen fits on them. (Diagonals are at-most houses:
// the converse, k diagonals inside k rows, proves nothing.) A square alone
// on its diagonal (a corner) counts as a diagonal of its own. Sets of 2 to
// kMaxRows rows; one row on one diagonal is a single open square, which
// single-cell-line places first.
#include <array>
#include <bit>
#include <cstdint>

#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

constexpr int kMaxRows = 4;

// The diagonals (of one direction) through a set of squares, as bits of the
// direction's line index; corners get bits 60 and up.
template <class B>
std::uint64_t diagonals_of(const Geometry<B>& g, const B& cells, LineKind dir, int first_line) {
  std::uint64_t mask = 0;
  cells.for_each([&](int c) {
    const int id = g.line_at(c, dir);
    mask |= id < 0 ? std::uint64_t{1} << (60 + (g.row_of(c) == 0 ? 0 : 1))
                   : std::uint64_t{1} << (id - first_line);
  });
  return mask;
}

template <class B>
struct DiagonalSet {
  LineKind dir = LineKind::diagonal;
  HouseKind source = HouseKind::row;
  unsigned sources = 0;     // the k rows (or columns), as ordinals
  std::uint64_t lines = 0;  // the k diagonals, as bits from first_line
  int first_line = 0;
  int size = 0;
  B dead;
};

template <class B>
class DiagonalSearch {
 public:
  DiagonalSearch(const Geometry<B>& g, const State<B>& s) : g_(g), live_(s.live(g)), s_(s) {}

  // The smallest set that kills a live square: rows before columns, ↘ before ↙.
  bool find(DiagonalSet<B>& out) {
    for (int k = 2; k <= kMaxRows; ++k)
      for (LineKind dir : {LineKind::diagonal, LineKind::anti_diagonal})
        for (HouseKind source : {HouseKind::row, HouseKind::column})
          if (find_size(dir, source, k, out)) return true;
    return false;
  }

 private:
  bool find_size(LineKind dir, HouseKind source, int k, DiagonalSet<B>& out) {
    int first_line = -1;
    for (int i = 0; i < g_.lines() && first_line < 0; ++i)
      if (g_.line_kind(i) == dir) first_line = i;
    if (first_line < 0) return false;
    count_ = 0;
    for (int o = 0; o < g_.size(); ++o) {
      const B& house = g_.house(g_.house_id(source, o));
      if (house.intersects(s_.queens)) continue;
      const B cells = house & live_;
      if (cells.none()) continue;
      const std::uint64_t mask = diagonals_of(g_, cells, dir, first_line);
      if (std::popcount(mask) > k) continue;
      ordinal_[static_cast<std::size_t>(count_)] = o;
      mask_[static_cast<std::size_t>(count_)] = mask;
      ++count_;
    }
    dir_ = dir;
    source_ = source;
    first_line_ = first_line;
    k_ = k;
    return pick(0, 0, 0U, 0, out);
  }

  bool pick(int from, int chosen, unsigned sources, std::uint64_t lines, DiagonalSet<B>& out) {
    if (std::popcount(lines) > k_) return false;
    if (chosen == k_) {
      if (std::popcount(lines) != k_) return false;
      B rows_cells;
      for (unsigned m = sources; m != 0; m &= m - 1)
        rows_cells |= g_.house(g_.house_id(source_, std::countr_zero(m)));
      B on_lines;
      for (std::uint64_t m = lines; m != 0; m &= m - 1) {
        const int bit = std::countr_zero(m);
        if (bit < 60) on_lines |= g_.line(first_line_ + bit);
      }
      const B dead = (on_lines & live_).without(rows_cells);
      if (dead.none()) return false;
      out = {dir_, source_, sources, lines, first_line_, k_, dead};
      return true;
    }
    for (int i = from; i < count_; ++i)
      if (pick(i + 1, chosen + 1, sources | 1U << ordinal_[static_cast<std::size_t>(i)],
               lines | mask_[static_cast<std::size_t>(i)], out))
        return true;
    return false;
  }

  const Geometry<B>& g_;
  const B live_;
  const State<B>& s_;
  std::array<int, kMaxSize> ordinal_{};
  std::array<std::uint64_t, kMaxSize> mask_{};
  int count_ = 0;
  LineKind dir_ = LineKind::diagonal;
  HouseKind source_ = HouseKind::row;
  int first_line_ = 0;
  int k_ = 2;
};

class DiagonalCount final : public RuleBase<DiagonalCount> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "diagonal-count",
      .title = "k rows on k diagonals",
      .tier = 3,
      .rating = {.base = 3.65, .per_size = 0.1, .max = 3.95},
      .boards = kLineBoards,
      .summary =
          "Chess queens: k rows (or columns) whose open squares lie on k diagonals of one "
          "direction use those diagonals up: the rest of them is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    if (g.lines() == 0) return false;
    DiagonalSet<B> set;
    DiagonalSearch<B> search(g, s);
    if (!search.find(set)) return false;
    out.eliminated = set.dead;
    B focus;
    for (unsigned m = set.sources; m != 0; m &= m - 1)
      focus |= g.house(g.house_id(set.source, std::countr_zero(m)));
    out.focus = focus & s.live(g);
    set_houses(out.houses, set.source, set.sources);
    out.pivot = set.dir == LineKind::diagonal ? -1 : -2;  // no house: the direction
    out.size = set.size - 1;
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return reason_in(ctx, before, step) +
           concat({": ", cross_out_words(ctx.geometry, step.eliminated), "."});
  }

  // The ladder's reason rung: the explanation without its move.
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const bool rows = step.houses.rows != 0;
    const unsigned mask = rows ? step.houses.rows : step.houses.columns;
    const int k = std::popcount(mask);
    const std::string houses =
        houses_words(rows ? HouseKind::row : HouseKind::column, mask, g.puzzle().letters());
    const char* dir = step.pivot == -1 ? "down-right" : "down-left";
    const std::string count = std::to_string(k);
    return concat(
        {capitalized(houses), " need ", count, " queens, and all their open squares lie on only ",
         count, " ", dir, " diagonals. A diagonal holds at most one queen, so those ", count,
         " diagonals each hold a queen of ", houses, ", and no other square on them can"});
  }
};

}  // namespace

std::unique_ptr<Rule> make_diagonal_count() {
  return std::make_unique<DiagonalCount>();
}

}  // namespace qh
