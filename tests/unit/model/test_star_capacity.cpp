// SPDX-License-Identifier: MIT
// Validation for K stars: whether a board has room for K non-touching stars
// in every row and region (an unsolvable puzzle, reported as such), checked
// against a brute-force count; and the placement check with K per house.
#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/io/board_file.hpp"
#include "engine/model/validate.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// The largest set of pairwise non-touching cells, by trying every subset.
int brute_force(const std::vector<Cell>& cells) {
  const std::size_t n = cells.size();
  int best = 0;
  for (std::uint32_t set = 0; set < (1U << n); ++set) {
    bool ok = true;
    for (std::size_t i = 0; ok && i < n; ++i)
      for (std::size_t j = 0; ok && j < i; ++j)
        if ((set >> i & 1U) && (set >> j & 1U) && std::abs(cells[i].row - cells[j].row) < 2 &&
            std::abs(cells[i].col - cells[j].col) < 2)
          ok = false;
    if (ok) best = std::max(best, std::popcount(set));
  }
  return best;
}

std::vector<Cell> block(int rows, int cols) {
  std::vector<Cell> out;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) out.push_back({r, c});
  return out;
}

Puzzle board(const std::vector<std::string>& rows, int stars) {
  return Puzzle::from_rows(rows, stars);
}

}  // namespace

TEST_CASE("non_touching_cells: shapes with known answers, capped") {
  CHECK(non_touching_cells({}, 6) == 0);
  CHECK(non_touching_cells(block(2, 2), 6) == 1);
  CHECK(non_touching_cells(block(1, 5), 6) == 3);
  CHECK(non_touching_cells(block(2, 6), 6) == 3);
  CHECK(non_touching_cells(block(3, 3), 6) == 4);
  CHECK(non_touching_cells(block(5, 5), 6) == 6);  // 9 fit; counting stops at the cap
  CHECK(non_touching_cells(block(5, 5), 2) == 2);
  CHECK(non_touching_cells(block(26, 26), 6) == 6);
  // Greedy in reading order takes r1c2 and then nothing: the search finds 2.
  CHECK(non_touching_cells({{0, 1}, {1, 0}, {1, 2}}, 6) == 2);
}

TEST_CASE("non_touching_cells: agrees with brute force on random cell sets") {
  std::uint64_t state = 12345;
  const auto below = [&](int n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(n));
  };
  for (int round = 0; round < 400; ++round) {
    std::vector<Cell> cells;
    const int side = 3 + below(5);
    for (int r = 0; r < side; ++r)
      for (int c = 0; c < side; ++c)
        if (below(3) == 0 && cells.size() < 14) cells.push_back({r, c});
    const int truth = brute_force(cells);
    for (int cap = 1; cap <= kMaxStars; ++cap) {
      CAPTURE(round);
      CAPTURE(cap);
      CHECK(non_touching_cells(cells, cap) == std::min(cap, truth));
    }
  }
}

TEST_CASE("star_capacity_problem: K = 1 always fits; the fixtures fit") {
  for (const auto& entry : std::filesystem::directory_iterator(test::source_dir() / "fixtures")) {
    const auto ext = entry.path().extension();
    if (ext != ".txt" && ext != ".sbn") continue;
    CAPTURE(entry.path().string());
    const Puzzle p = parse_board(read_input(entry.path().string()), entry.path().string());
    CHECK(!star_capacity_problem(p));
  }
  CHECK(!star_capacity_problem(board({"A"}, 1)));
}

TEST_CASE("star_capacity_problem: a row too short for K") {
  CHECK(star_capacity_problem(board({"A"}, 2)) ==
        "a row of 1 cell fits at most 1 star when no two may touch; every row needs 2");
  CHECK(star_capacity_problem(board({"AABB", "ACCB", "DCCB", "DDDB"}, 3)) ==
        "a row of 4 cells fits at most 2 stars when no two may touch; every row needs 3");
}

TEST_CASE("star_capacity_problem: a region too small or too tight for K") {
  // Region A is a domino: one star at most.
  const std::vector<std::string> domino{"AABBBB", "CCCCCC", "DDDDDD", "EEEEEE", "FFFFFF", "FFFFFF"};
  CHECK(star_capacity_problem(board(domino, 2)) ==
        "region A (2 cells) fits at most 1 star when no two may touch; it needs 2");
  CHECK(!star_capacity_problem(board(domino, 1)));
  // Region A is a 2x3 block: 6 cells, but only 2 stars fit.
  const std::vector<std::string> tight{"AAABBB", "AAABBB", "CCCCCC", "DDDDDD", "EEEEEE", "FFFFFF"};
  CHECK(!star_capacity_problem(board(tight, 2)));
  CHECK(star_capacity_problem(board(tight, 3)) ==
        "region A (6 cells) fits at most 2 stars when no two may touch; it needs 3");
}

TEST_CASE("placement_problem with K = 2: counts per house, then touching") {
  const std::vector<std::string> rows{"AAAA", "BBBB", "CCCC", "DDDD"};
  const Puzzle p = board(rows, 2);
  // Rows {1,3} {2,4} {1,3} {2,4}: every count right, but rows touch diagonally.
  const std::vector<Cell> touching{{0, 0}, {0, 2}, {1, 1}, {1, 3}, {2, 0}, {2, 2}, {3, 1}, {3, 3}};
  CHECK(placement_problem(p, touching) ==
        "check 4 (stars do not touch) fails: r1c1 and r2c2 touch");
  const std::vector<Cell> column{{0, 0}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 2}, {3, 1}, {3, 3}};
  CHECK(placement_problem(p, column) ==
        "check 2 (2 stars per column) fails: column 1 has 3 stars, r1c1, r2c1 and r3c1");
  const std::vector<Cell> row{{0, 0}, {0, 2}, {0, 3}, {1, 1}, {2, 0}, {2, 2}, {3, 1}, {3, 3}};
  CHECK(placement_problem(p, row) ==
        "check 1 (2 stars per row) fails: row 1 has 3 stars, r1c1, r1c3 and r1c4");
  const Puzzle q = board({"AAAA", "BABB", "CCCC", "DDDD"}, 2);
  CHECK(placement_problem(q, touching) ==
        "check 3 (2 stars per region) fails: region A has 3 stars, r1c1, r1c3 and r2c2");
  CHECK(placement_problem(p, {{0, 0}}) == "expected 8 stars, found 1");
}

TEST_CASE("placement_problem: the planted solutions of the Star Battle fixtures are valid") {
  for (const char* name : {"star2-10x10-a", "star3-14x14-c"}) {
    CAPTURE(name);
    const Puzzle p =
        parse_board(read_input(test::fixture(std::string(name) + ".txt").string()), name);
    const PlayerMarks m = parse_position(
        read_input((test::source_dir() / "tests/cli/boards" / (std::string(name) + "-solution.txt"))
                       .string()),
        name, p.size());
    CHECK(static_cast<int>(m.queens.size()) == p.size() * p.stars());
    CHECK(!placement_problem(p, m.queens));
    // The same stars are not a Queens solution.
    CHECK(placement_problem(p.with_stars(1), m.queens).has_value());
  }
}
