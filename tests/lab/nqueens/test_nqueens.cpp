// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <array>
#include <random>

#include "lab/nqueens/counter.hpp"

using namespace qh::lab;

namespace {

qh::ClassicBoard empty_board(int n, qh::ClassicKind kind) {
  return qh::ClassicBoard{
      .kind = kind,
      .n = n,
      .squares = std::vector<qh::Square>(static_cast<std::size_t>(n * n), qh::Square::open)};
}

}  // namespace

TEST_CASE("nqueens: the classic counts for n = 1..10, with 1 and 3 threads") {
  const std::array<std::uint64_t, 11> known{0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
  for (int n = 1; n <= 10; ++n) {
    for (int threads : {1, 3}) {
      const CountResult r = count_solutions(classic_instance(n), threads, Deadline{});
      CHECK(r.proof == Proof::exact);
      CHECK(r.count == known[static_cast<std::size_t>(n)]);
    }
  }
}

TEST_CASE("nqueens: all 8 symmetries and the mirror alone give the same counts, n = 6..12") {
  for (int n = 6; n <= 12; ++n) {
    NQueensInstance mirror_only = classic_instance(n);
    REQUIRE(mirror_only.full_symmetry);
    mirror_only.full_symmetry = false;
    const CountResult full = count_solutions(classic_instance(n), 2, Deadline{});
    const CountResult half = count_solutions(mirror_only, 2, Deadline{});
    CHECK(full.proof == Proof::exact);
    CHECK(full.count == half.count);
  }
}

TEST_CASE("nqueens: the naive oracle agrees on the empty boards") {
  for (int n = 1; n <= 8; ++n) {
    const auto board = empty_board(n, qh::ClassicKind::completion);
    CHECK(count_naive(board) == count_solutions(classic_instance(n), 1, Deadline{}).count);
    CHECK(count_solutions(board_instance(board), 2, Deadline{}).count == count_naive(board));
  }
}

TEST_CASE("nqueens: random blocked and completion boards, fast counter against the naive one") {
  std::mt19937 rng(16);
  int with_solutions = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 4 + trial % 5;  // 4..8
    auto board = empty_board(n, qh::ClassicKind::blocked);
    std::uniform_int_distribution<int> cell(0, n * n - 1);
    const int blocked = static_cast<int>(rng() % static_cast<unsigned>(n + 2));
    for (int i = 0; i < blocked; ++i)
      board.squares[static_cast<std::size_t>(cell(rng))] = qh::Square::blocked;
    const int given = static_cast<int>(rng() % 3U);
    for (int i = 0; i < given; ++i)
      board.squares[static_cast<std::size_t>(cell(rng))] = qh::Square::queen;
    const std::uint64_t naive = count_naive(board);
    const CountResult fast = count_solutions(board_instance(board), 1 + trial % 3, Deadline{});
    REQUIRE(fast.proof == Proof::exact);
    CHECK(fast.count == naive);
    with_solutions += naive > 0 ? 1 : 0;
  }
  CHECK(with_solutions > 30);  // the comparison is not only of zeros
}

TEST_CASE("nqueens: given queens that attack each other leave no solution") {
  auto board = empty_board(6, qh::ClassicKind::completion);
  board.squares[0] = qh::Square::queen;      // (0,0)
  board.squares[6 + 1] = qh::Square::queen;  // (1,1): same diagonal
  CHECK(count_solutions(board_instance(board), 1, Deadline{}).count == 0);
  CHECK(count_naive(board) == 0);
}

TEST_CASE("nqueens: an expired deadline says unknown, never a count") {
  const CountResult r = count_solutions(classic_instance(20), 2, Deadline::after_seconds(0.0));
  CHECK(r.proof == Proof::unknown);
  CHECK(r.tasks_done < r.tasks);
}

TEST_CASE("nqueens: sizes outside 1..26 are refused") {
  CHECK_THROWS_AS(classic_instance(0), std::invalid_argument);
  CHECK_THROWS_AS(classic_instance(27), std::invalid_argument);
}
