// SPDX-License-Identifier: MIT
// star_room (engine/model/star_room.hpp): the most pairwise non-touching stars a
// set of cells can take, checked against plain enumeration of subsets.
#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "engine/model/star_room.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// The largest subset of `cells` with no two touching (king moves), by
// trying every subset.
int brute_room(int n, const std::vector<int>& cells) {
  const auto touch = [&](int a, int b) {
    return std::abs(a / n - b / n) <= 1 && std::abs(a % n - b % n) <= 1;
  };
  int best = 0;
  const std::uint32_t subsets = 1U << cells.size();
  for (std::uint32_t m = 0; m < subsets; ++m) {
    bool ok = true;
    for (std::size_t i = 0; i < cells.size() && ok; ++i)
      for (std::size_t j = i + 1; j < cells.size() && ok; ++j)
        if ((m >> i & 1U) && (m >> j & 1U) && touch(cells[i], cells[j])) ok = false;
    if (ok) best = std::max(best, std::popcount(m));
  }
  return best;
}

}  // namespace

TEST_CASE("star_room: exact for rows, columns and small regions, capped as asked") {
  const Geometry<NarrowBits> g(test::board_from(R"(
    A A A A A B B B B B
    A A A A A B B B B B
    C C C C C D D D D D
    C C C C C D D D D D
    E E E E E F F F F F
    E E E E E F F F F F
    G G G G G H H H H H
    G G G G G H H H H H
    I I I I I J J J J J
    I I I I I J J J J J
  )"));
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> cell(0, 99), size(0, 14), line(0, 9), coin(0, 2);
  for (int round = 0; round < 600; ++round) {
    std::vector<int> cells;
    NarrowBits set;
    const int kind = round % 3;  // a row, a column, or cells anywhere
    const int at = line(rng);
    const int count = size(rng);
    for (int i = 0; i < count; ++i) {
      const int c = kind == 0 ? at * 10 + line(rng) : kind == 1 ? line(rng) * 10 + at : cell(rng);
      if (!set.test(c)) cells.push_back(c);
      set.set(c);
    }
    const int expected = brute_room(10, cells);
    INFO("round " << round);
    CHECK(star_room(g, set, 6) == std::min(expected, 6));
    CHECK(star_room(g, set, 2) == std::min(expected, 2));
  }
}

TEST_CASE(
    "greedy_room, spread_cells and house_spread: the cells taken lowest first, each skipping "
    "those touching one taken") {
  for (int n : {10, 17}) {
    std::string text = "\n";
    for (int r = 0; r < n; ++r)
      text += std::string(static_cast<std::size_t>(n), static_cast<char>('A' + r)) + "\n";
    const Geometry<MediumBits> g(test::board_from(text));
    std::mt19937 rng(static_cast<unsigned>(n));
    for (int round = 0; round < 400; ++round) {
      std::bernoulli_distribution in(0.05 + 0.1 * (round % 10));
      MediumBits cells;
      for (int c = 0; c < n * n; ++c)
        if (in(rng)) cells.set(c);
      // The plain scan: every cell in order, taken unless it touches one taken.
      MediumBits taken;
      for (int c = 0; c < n * n; ++c) {
        if (!cells.test(c)) continue;
        bool touches = false;
        taken.for_each([&](int t) {
          touches = touches || (std::abs(t / n - c / n) <= 1 && std::abs(t % n - c % n) <= 1);
        });
        if (!touches) taken.set(c);
      }
      INFO("n " << n << ", round " << round);
      CHECK(spread_cells(g, cells, false) == taken);
      CHECK(greedy_room(g, cells) == taken.count());
      // A house's cells: house_spread takes what the scan takes there.
      for (int h = 0; h < 3 * n; ++h) {
        const MediumBits in_house = cells & g.house(h);
        CHECK(house_spread(g, h, in_house) == spread_cells(g, in_house, false));
      }
    }
  }
}
