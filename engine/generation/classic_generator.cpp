// SPDX-License-Identifier: MIT
#include "engine/generation/classic_generator.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "engine/generation/generator.hpp"
#include "engine/model/geometry.hpp"
#include "engine/model/state.hpp"
#include "engine/search/solver.hpp"

namespace qh {
namespace {

// Solutions counted up to two, with a budget: generation gives up on a
// draft rather than wait.
constexpr long long kDraftBudget = 2'000'000;

template <class T>
void shuffle(std::vector<T>& v, SplitMix64& rng) {
  for (int i = static_cast<int>(v.size()) - 1; i > 0; --i)
    std::swap(v[static_cast<std::size_t>(i)], v[static_cast<std::size_t>(rng.below(i + 1))]);
}

bool place_rows(int n, int row, std::vector<int>& cols, std::uint32_t used, std::uint64_t diag,
                std::uint64_t anti, SplitMix64& rng, long& nodes) {
  if (row == n) return true;
  if (++nodes > 200'000) return false;
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int c = 0; c < n; ++c) order[static_cast<std::size_t>(c)] = c;
  shuffle(order, rng);
  for (int c : order) {
    const std::uint64_t d = std::uint64_t{1} << (row - c + n - 1);
    const std::uint64_t a = std::uint64_t{1} << (row + c);
    if ((used >> c & 1U) || (diag & d) || (anti & a)) continue;
    cols[static_cast<std::size_t>(row)] = c;
    if (place_rows(n, row + 1, cols, used | 1U << c, diag | d, anti | a, rng, nodes)) return true;
  }
  return false;
}

// A solution of the board from its start other than `planted`, searched with
// the planted queen of one row crossed out (rows tried in random order), or
// nothing when the planted one is the only solution. *complete is false when
// the budget ran out.
template <class B>
std::optional<B> rival(const Puzzle& puzzle, const std::vector<Cell>& planted, SplitMix64& rng,
                       bool* complete) {
  const Geometry<B> g(puzzle);
  Solver<B> solver(g);
  *complete = true;
  std::vector<Cell> order = planted;
  shuffle(order, rng);
  for (const Cell& c : order) {
    State<B> s = start_state(g);
    const int cell = g.index(c.row, c.col);
    if (s.queens.test(cell)) continue;
    s.dead.set(cell);
    B found;
    bool done = true;
    if (solver.count(s, 1, &found, kDraftBudget, &done) > 0) return found;
    *complete = *complete && done;
  }
  return std::nullopt;
}

template <class B>
int solutions(const Puzzle& puzzle, bool* complete) {
  const Geometry<B> g(puzzle);
  Solver<B> solver(g);
  return solver.count(start_state(g), 2, nullptr, kDraftBudget, complete);
}

}  // namespace

std::optional<std::vector<Cell>> random_n_queens(int n, std::uint64_t seed) {
  if (n < 1 || n > kMaxSize) throw std::invalid_argument("n-queens size must be 1..26");
  SplitMix64 rng(seed);
  for (int attempt = 0; attempt < 50; ++attempt) {
    std::vector<int> cols(static_cast<std::size_t>(n), 0);
    long nodes = 0;
    if (place_rows(n, 0, cols, 0, 0, 0, rng, nodes)) {
      std::vector<Cell> out;
      for (int r = 0; r < n; ++r) out.push_back({r, cols[static_cast<std::size_t>(r)]});
      return out;
    }
    if (nodes <= 200'000) return std::nullopt;  // searched everything: none (n = 2, 3)
  }
  return std::nullopt;
}

ClassicBoard generate_classic_board(ClassicKind kind, int n, std::uint64_t seed,
                                    std::vector<Cell>* planted) {
  if (kind == ClassicKind::walls) throw std::invalid_argument("walls boards: generate_walls_board");
  if (n < 4 || n > kMaxSize) throw std::invalid_argument("completion/blocked size must be 4..26");
  SplitMix64 rng(seed);
  const std::vector<Cell> queens = *random_n_queens(n, rng.next());
  ClassicBoard board{.kind = kind, .n = n, .squares = {}};
  board.squares.assign(static_cast<std::size_t>(n * n), Square::open);
  const auto at = [](int cell) { return static_cast<std::size_t>(cell); };
  std::vector<char> on_planted(static_cast<std::size_t>(n * n), 0);
  for (const Cell& c : queens) on_planted[at(c.row * n + c.col)] = 1;
  const Square mark = kind == ClassicKind::completion ? Square::queen : Square::blocked;
  std::vector<int> marks;  // the givens or blocks added
  with_width(n, [&]<class B>() {
    for (int round = 0; round < n * n; ++round) {
      bool complete = true;
      const std::optional<B> other = rival<B>(Puzzle::from_classic(board), queens, rng, &complete);
      if (!other) break;
      std::vector<int> choices;
      if (kind == ClassicKind::completion) {
        for (const Cell& c : queens)
          if (!other->test(c.row * n + c.col) &&
              board.squares[at(c.row * n + c.col)] == Square::open)
            choices.push_back(c.row * n + c.col);
      } else {
        other->for_each([&](int cell) {
          if (!on_planted[at(cell)] && board.squares[at(cell)] == Square::open)
            choices.push_back(cell);
        });
      }
      if (choices.empty()) break;
      const int pick =
          choices[static_cast<std::size_t>(rng.below(static_cast<int>(choices.size())))];
      board.squares[at(pick)] = mark;
      marks.push_back(pick);
    }
    // Take back what is not needed.
    shuffle(marks, rng);
    for (int cell : marks) {
      board.squares[at(cell)] = Square::open;
      bool complete = true;
      if (solutions<B>(Puzzle::from_classic(board), &complete) != 1 || !complete)
        board.squares[at(cell)] = mark;
    }
  });
  if (planted) *planted = queens;
  return board;
}

std::optional<ClassicBoard> generate_walls_board(int n, int walls, std::uint64_t seed, int attempts,
                                                 std::vector<Cell>* optimal, int* value) {
  if (n < 3 || n > 12 || walls < 0 || walls >= n * n)
    throw std::invalid_argument("walls boards: size 3..12 and fewer walls than squares");
  SplitMix64 rng(seed);
  for (int attempt = 0; attempt < attempts; ++attempt) {
    ClassicBoard board{.kind = ClassicKind::walls, .n = n, .squares = {}};
    board.squares.assign(static_cast<std::size_t>(n * n), Square::open);
    for (int placed = 0; placed < walls;) {
      const int cell = rng.below(n * n);
      if (board.squares[static_cast<std::size_t>(cell)] == Square::wall) continue;
      board.squares[static_cast<std::size_t>(cell)] = Square::wall;
      ++placed;
    }
    std::optional<ClassicBoard> found;
    with_width(n, [&]<class B>() {
      const Puzzle draft = Puzzle::from_classic(board);
      const Geometry<B> g(draft);
      Solver<B> solver(g);
      bool exact = true;
      const int v = solver.walls_value(start_state(g), kDraftBudget, &exact);
      if (!exact || v == 0) return;
      B first;
      bool complete = true;
      if (solver.count_to(start_state(g), v, 2, &first, kDraftBudget, &complete) != 1 || !complete)
        return;
      found = board;
      if (value) *value = v;
      if (optimal) {
        optimal->clear();
        first.for_each([&](int c) { optimal->push_back(g.cell_at(c)); });
      }
    });
    if (found) return found;
  }
  return std::nullopt;
}

}  // namespace qh
