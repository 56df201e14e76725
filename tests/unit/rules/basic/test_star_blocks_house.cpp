// SPDX-License-Identifier: MIT
// find_star_blocks_house (rules/common.hpp, adjacency-blocks-region with K
// stars) skips most houses and cells by counting spread cells; it must find
// what the plain definition finds: for every house in order (regions, rows,
// columns), the live cells x whose star leaves the house's remaining cells
// (less x, its neighbours and the houses x's star fills) without room for the
// stars still to find, the house with the fewest live cells reported. Random
// positions of a 14x14 3-star board and a 10x10 2-star one.
#include <doctest/doctest.h>

#include <array>
#include <random>

#include "../random_positions.hpp"
#include "../stars_boards.hpp"
#include "engine/model/star_room.hpp"
#include "rules/common.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// The plain definition: the house and its blocked cells, house -1 if none.
template <class B>
int plain_blocks(const Geometry<B>& g, const State<B>& s, B& blocked) {
  const int n = g.size();
  const B live = s.live(g);
  std::array<int, 3 * kMaxSize> needs{};
  for (int h = 0; h < 3 * n; ++h) needs[static_cast<std::size_t>(h)] = stars_needed(g, s, h);
  int best = -1, best_size = 0;
  for (int i = 0; i < 3 * n; ++i) {
    const int h = (i + 2 * n) % (3 * n);
    const int need = needs[static_cast<std::size_t>(h)];
    const B cells = g.house(h) & live;
    const int size = cells.count();
    if (need <= 0 || size == 0 || (best >= 0 && size >= best_size)) continue;
    B here;
    live.for_each([&](int x) {
      B left = cells.without(g.neighbours(x));
      left.reset(x);
      for (int xh : {g.row_of(x), n + g.col_of(x), 2 * n + g.region_of(x)})
        if (xh != h && needs[static_cast<std::size_t>(xh)] == 1) left = left.without(g.house(xh));
      const int still = need - (g.house(h).test(x) ? 1 : 0);
      if (still > 0 && star_room(g, left, still) < still) here.set(x);
    });
    if (here.none()) continue;
    best = h;
    best_size = size;
    blocked = here;
  }
  return best;
}

void check_board(const char* text, std::uint32_t seed, int& found, int& positions) {
  const Geometry<MediumBits> g(test::board_from(text));
  std::mt19937 rng(seed);
  for (int round = 0; round < 300; ++round) {
    const State<MediumBits> s = test::random_state(g, rng, 0.03, 0.15 + 0.1 * (round % 6));
    MediumBits expected;
    const int house = plain_blocks(g, s, expected);
    Step<MediumBits> step;
    const bool fires = find_star_blocks_house(g, s, g.cells(), step);
    ++positions;
    INFO("round " << round);
    REQUIRE(fires == (house >= 0));
    if (!fires) continue;
    ++found;
    CHECK(step.pivot == house);
    CHECK(step.eliminated == expected);
  }
}

}  // namespace

TEST_CASE("adjacency-blocks-region with stars finds what the plain definition finds") {
  int found = 0, positions = 0;
  check_board(test::kStrips3, 1401, found, positions);
  check_board(test::kBlocks2, 1402, found, positions);
  CHECK(found > positions / 4);  // it fires often enough to compare
  CHECK(found < positions);      // and not everywhere
}
