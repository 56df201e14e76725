// SPDX-License-Identifier: MIT
#include "engine/model/validate.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <utility>

#include "engine/api_checks.hpp"

namespace qh {
namespace {

bool touch(const Cell& a, const Cell& b) {
  return std::abs(a.row - b.row) < 2 && std::abs(a.col - b.col) < 2;
}

std::string stars_word(int k) {
  return std::to_string(k) + (k == 1 ? " star" : " stars");
}

// "r1c1, r1c4 and r1c8"
std::string cell_list(const std::vector<Cell>& cells) {
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i)
    out += (i == 0 ? "" : i + 1 == cells.size() ? " and " : ", ") + cell_name(cells[i]);
  return out;
}

// The placement check for K >= 2: counts per house instead of pairs.
std::optional<std::string> star_placement_problem(const Puzzle& puzzle,
                                                  const std::vector<Cell>& stars) {
  const int n = puzzle.size();
  const int k = puzzle.stars();
  if (static_cast<int>(stars.size()) != n * k)
    return "expected " + std::to_string(n * k) + " stars, found " + std::to_string(stars.size());
  struct House {
    const char* check;
    const char* kind;
    int (*of)(const Puzzle&, const Cell&);
  };
  const std::array<House, 3> houses{{
      {"check 1", "row", [](const Puzzle&, const Cell& c) { return c.row; }},
      {"check 2", "column", [](const Puzzle&, const Cell& c) { return c.col; }},
      {"check 3", "region", [](const Puzzle& p, const Cell& c) { return p.region(c); }},
  }};
  for (const House& h : houses) {
    std::map<int, std::vector<Cell>> in;
    for (const Cell& c : stars) in[h.of(puzzle, c)].push_back(c);
    // With N*K stars, some house holds more than K exactly when another holds fewer.
    for (const auto& [index, cells] : in) {
      if (static_cast<int>(cells.size()) <= k) continue;
      const std::string name =
          std::string(h.kind) + " " +
          (&h == &houses[2] ? std::string(1, puzzle.letter(index)) : std::to_string(index + 1));
      return std::string(h.check) + " (" + stars_word(k) + " per " + h.kind + ") fails: " + name +
             " has " + std::to_string(cells.size()) + " stars, " + cell_list(cells);
    }
  }
  for (std::size_t i = 0; i < stars.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (touch(stars[i], stars[j]))
        return "check 4 (stars do not touch) fails: " + cell_name(stars[j]) + " and " +
               cell_name(stars[i]) + " touch";
  return std::nullopt;
}

// Whether a chess queen on `a` sees `b` on `board`: same row, column or
// diagonal, with no wall between them (walked square by square).
bool sees(const ClassicBoard& board, const Cell& a, const Cell& b) {
  const int dr = b.row - a.row, dc = b.col - a.col;
  if (dr == 0 && dc == 0) return false;
  if (dr != 0 && dc != 0 && dr != dc && dr != -dc) return false;
  const int sr = (dr > 0) - (dr < 0), sc = (dc > 0) - (dc < 0);
  for (int r = a.row + sr, c = a.col + sc; r != b.row || c != b.col; r += sr, c += sc)
    if (board.at(r, c) == Square::wall) return false;
  return true;
}

// The classic family (docs/classic.md): givens kept, nothing on blocked
// squares or walls, one queen per row and column (completion, blocked) or
// the target count (walls), and no two queens that see each other.
std::optional<std::string> classic_placement_problem(const Puzzle& puzzle,
                                                     const std::vector<Cell>& queens) {
  const ClassicBoard& board = *puzzle.classic();
  const int n = board.n;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (board.at(r, c) != Square::queen) continue;
      bool kept = false;
      for (const Cell& q : queens) kept = kept || (q.row == r && q.col == c);
      if (!kept) return "the given queen on " + cell_name({r, c}) + " is missing";
    }
  for (const Cell& q : queens) {
    const Square sq = board.at(q.row, q.col);
    if (sq == Square::wall) return cell_name(q) + " is a wall and cannot hold a queen";
    if (sq == Square::blocked) return cell_name(q) + " is blocked and cannot hold a queen";
  }
  const int want = puzzle.target();
  if (want > 0 && static_cast<int>(queens.size()) != want)
    return "expected " + std::to_string(want) + " queens" +
           (board.kind == ClassicKind::walls ? " (the board's value)" : std::string()) +
           ", found " + std::to_string(queens.size());
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j) {
      const Cell& a = queens[j];
      const Cell& b = queens[i];
      if (!sees(board, a, b)) continue;
      const std::string along = a.row == b.row   ? "along row " + std::to_string(a.row + 1)
                                : a.col == b.col ? "along column " + std::to_string(a.col + 1)
                                                 : std::string("along a diagonal");
      return "the queens on " + cell_name(a) + " and " + cell_name(b) + " see each other " + along;
    }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> placement_problem(const Puzzle& puzzle,
                                             const std::vector<Cell>& queens) {
  check_puzzle(puzzle);
  check_cells(puzzle, queens, "queens", "a queen");
  if (puzzle.classic() != nullptr) return classic_placement_problem(puzzle, queens);
  if (puzzle.stars() != 1) return star_placement_problem(puzzle, queens);
  const int n = puzzle.size();
  if (static_cast<int>(queens.size()) != n)
    return "expected " + std::to_string(n) + " queens, found " + std::to_string(queens.size());
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (queens[i].row == queens[j].row)
        return "check 1 (one queen per row) fails: " + cell_name(queens[j]) + " and " +
               cell_name(queens[i]) + " are both in row " + std::to_string(queens[i].row + 1);
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (queens[i].col == queens[j].col)
        return "check 2 (one queen per column) fails: " + cell_name(queens[j]) + " and " +
               cell_name(queens[i]) + " are both in column " + std::to_string(queens[i].col + 1);
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (puzzle.region(queens[i]) == puzzle.region(queens[j]))
        return "check 3 (one queen per region) fails: " + cell_name(queens[j]) + " and " +
               cell_name(queens[i]) + " are both in region " +
               std::string(1, puzzle.letter(puzzle.region(queens[i])));
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (touch(queens[i], queens[j]))
        return "check 4 (queens do not touch) fails: " + cell_name(queens[j]) + " and " +
               cell_name(queens[i]) + " touch";
  return std::nullopt;
}

namespace {

// The exact count for at most 64 cells: include or skip the first candidate,
// pruned by a clique cover (cells of one 2x2 window touch one another, so a
// set of cells holds at most as many non-touching cells as it meets windows).
class Independent {
 public:
  Independent(const std::vector<Cell>& cells, int cap) : cap_(cap) {
    const std::size_t size = cells.size();
    assert(size <= 64);
    for (std::size_t i = 0; i < size; ++i) {
      for (std::size_t j = 0; j < size; ++j)
        if (i != j && touch(cells[i], cells[j])) adj_[i] |= std::uint64_t{1} << j;
      // Window ids per offset, made compact (< 64) in order of first use.
      for (int off = 0; off < 4; ++off) {
        const int wr = (cells[i].row + (off & 1)) / 2, wc = (cells[i].col + (off >> 1)) / 2;
        const auto [it, added] =
            ids_[off].try_emplace(wr * 64 + wc, static_cast<int>(ids_[off].size()));
        window_[off][i] = it->second;
      }
    }
  }

  int run(std::uint64_t cells) {
    search(cells, 0);
    return best_;
  }

 private:
  int bound(std::uint64_t cells) const {
    int best = std::popcount(cells);
    for (int off = 0; off < 4; ++off) {
      std::uint64_t met = 0;
      for (std::uint64_t m = cells; m != 0; m &= m - 1)
        met |= std::uint64_t{1} << window_[off][std::countr_zero(m)];
      best = std::min(best, std::popcount(met));
    }
    return best;
  }

  void search(std::uint64_t cells, int chosen) {
    best_ = std::max(best_, chosen);
    if (best_ >= cap_ || cells == 0 || chosen + bound(cells) <= best_) return;
    const int v = std::countr_zero(cells);
    const std::uint64_t bit = std::uint64_t{1} << v;
    search(cells & ~bit & ~adj_[v], chosen + 1);
    search(cells & ~bit, chosen);
  }

  int cap_;
  int best_ = 0;
  std::array<std::uint64_t, 64> adj_{};
  std::array<std::map<int, int>, 4> ids_;
  std::array<std::array<int, 64>, 4> window_{};
};

}  // namespace

PlacementCheck check_placement(const Puzzle& puzzle, const std::vector<Cell>& queens) {
  std::optional<std::string> problem = placement_problem(puzzle, queens);
  return PlacementCheck{.valid = !problem, .problem = std::move(problem)};
}

int non_touching_cells(const std::vector<Cell>& cells, int cap) {
  // Greedy in the given order: each pick rules out itself and at most 8
  // neighbours, so it finds at least size / 9 cells; enough for big sets.
  std::vector<Cell> picked;
  for (const Cell& c : cells) {
    if (static_cast<int>(picked.size()) >= cap) break;
    if (std::none_of(picked.begin(), picked.end(), [&](const Cell& p) { return touch(p, c); }))
      picked.push_back(c);
  }
  const int greedy = static_cast<int>(picked.size());
  if (greedy >= cap || cells.size() > 64) return greedy;
  const std::uint64_t all =
      cells.size() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << cells.size()) - 1;
  return std::max(greedy, Independent(cells, cap).run(all));
}

std::optional<std::string> star_capacity_problem(const Puzzle& puzzle) {
  const int k = puzzle.stars();
  if (k == 1) return std::nullopt;  // every house has a cell
  const int n = puzzle.size();
  if ((n + 1) / 2 < k)
    return "a row of " + std::to_string(n) + (n == 1 ? " cell" : " cells") + " fits at most " +
           stars_word((n + 1) / 2) + " when no two may touch; every row needs " + std::to_string(k);
  std::vector<std::vector<Cell>> regions(static_cast<std::size_t>(n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      regions[static_cast<std::size_t>(puzzle.region(r, c))].push_back({r, c});
  for (int reg = 0; reg < n; ++reg) {
    const auto& cells = regions[static_cast<std::size_t>(reg)];
    const int room = non_touching_cells(cells, k);
    if (room < k)
      return std::string("region ") + puzzle.letter(reg) + " (" + std::to_string(cells.size()) +
             (cells.size() == 1 ? " cell" : " cells") + ") fits at most " + stars_word(room) +
             " when no two may touch; it needs " + std::to_string(k);
  }
  return std::nullopt;
}

}  // namespace qh
