// SPDX-License-Identifier: MIT
// The lemma behind the orbital-tree check (lab/certify/orbital_tree.hpp),
// by brute force on small boards: branching with orbital_branch until no cell
// is free, the leaves' queen sets together with their images under the
// board's group hold every placement of non-attacking queens. And the group
// the checker builds is a group of symmetries of the attack relation.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <vector>

#include "lab/certify/orbital_tree.hpp"

using namespace qh::lab;

namespace {

using Placement = std::vector<int>;

void placements(const OrbitalBoard& board, Placement& chosen, int from,
                std::vector<Placement>& out) {
  out.push_back(chosen);
  for (int c = from; c < board.cells(); ++c) {
    if (std::any_of(chosen.begin(), chosen.end(), [&](int q) { return board.attack(q, c); })) {
      continue;
    }
    chosen.push_back(c);
    placements(board, chosen, c + 1, out);
    chosen.pop_back();
  }
}

// The least image of a placement under the whole group.
Placement canonical(const OrbitalBoard& board, const Placement& p) {
  Placement best;
  for (const auto& g : board.group()) {
    Placement image;
    for (const int c : p) image.push_back(g[static_cast<std::size_t>(c)]);
    std::sort(image.begin(), image.end());
    if (best.empty() || image < best) best = image;
  }
  return best;
}

// Branches on the least free cell down to nodes with no free cell; each such
// leaf's queens are its only placement.
void leaves(const OrbitalBoard& board, const OrbitalNode& node, std::set<Placement>& out,
            long& count) {
  const auto free = std::find(node.cells.begin(), node.cells.end(), OrbitalCell::free);
  if (free == node.cells.end()) {
    Placement queens;
    for (int c = 0; c < board.cells(); ++c) {
      if (node.cells[static_cast<std::size_t>(c)] == OrbitalCell::queen) queens.push_back(c);
    }
    out.insert(canonical(board, queens));
    ++count;
    return;
  }
  const auto [empty, queen] =
      orbital_branch(board, node, static_cast<int>(free - node.cells.begin()));
  leaves(board, empty, out, count);
  leaves(board, queen, out, count);
}

}  // namespace

TEST_CASE("orbital tree: the checker's group preserves the attack relation") {
  for (const auto& box : std::vector<std::pair<int, int>>{{3, 2}, {4, 2}, {3, 3}, {2, 4}}) {
    const int n = box.first, d = box.second;  // not a binding: CAPTURE takes them in a lambda
    CAPTURE(n);
    CAPTURE(d);
    const OrbitalBoard board(n, d);
    int factorial = 1;
    for (int i = 2; i <= d; ++i) factorial *= i;
    CHECK(board.group().size() == static_cast<std::size_t>(factorial << d));
    for (const auto& g : board.group()) {
      for (int a = 0; a < board.cells(); ++a) {
        for (int b = 0; b < board.cells(); ++b) {
          REQUIRE(board.attack(a, b) ==
                  board.attack(g[static_cast<std::size_t>(a)], g[static_cast<std::size_t>(b)]));
        }
      }
    }
  }
}

TEST_CASE("orbital tree: orbital branching keeps an image of every placement") {
  for (const auto& box : std::vector<std::pair<int, int>>{{4, 2}, {5, 2}, {3, 3}, {2, 4}}) {
    const int n = box.first, d = box.second;  // not a binding: CAPTURE takes them in a lambda
    CAPTURE(n);
    CAPTURE(d);
    const OrbitalBoard board(n, d);
    std::vector<Placement> all;
    Placement chosen;
    placements(board, chosen, 0, all);
    std::set<Placement> classes;
    for (const auto& p : all) classes.insert(canonical(board, p));
    std::set<Placement> reached;
    long count = 0;
    leaves(board, orbital_root(board), reached, count);
    // Every placement's class is reached, and every leaf is a placement.
    CHECK(reached == classes);
    // Orbital branching prunes: fewer leaves than placements (but for 2^4,
    // whose 16 cells all attack each other: 17 placements, 2 classes).
    if (n > 2) CHECK(count < static_cast<long>(all.size()));
  }
}

TEST_CASE("orbital tree: a branch on a cell that is not free is refused") {
  const OrbitalBoard board(4, 2);
  const auto [empty, queen] = orbital_branch(board, orbital_root(board), 0);
  CHECK_THROWS_WITH_AS(orbital_branch(board, empty, 0), "branch on a cell that is not free",
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(orbital_branch(board, queen, 1), "branch on a cell that is not free",
                       std::invalid_argument);
  // The empty child excludes the corner's whole orbit: the four corners.
  CHECK(std::count(empty.cells.begin(), empty.cells.end(), OrbitalCell::excluded) == 4);
  CHECK(queen.group.size() == 2);  // the identity and the diagonal reflection
}
