// SPDX-License-Identifier: MIT
// many_ways (rules/basic/house_completions.hpp) lets pair-attack pass over a
// house without searching its ways: whenever it says a house has more than
// two ways, the search must find more than two. Random positions of a 14x14
// 3-star board and a 10x10 2-star one, every house needing 2 stars or more.
#include <doctest/doctest.h>

#include <array>
#include <random>

#include "../random_positions.hpp"
#include "../stars_boards.hpp"
#include "engine/model/state.hpp"
#include "rules/basic/house_completions.hpp"
#include "support.hpp"

using namespace qh;

namespace {

struct Tally {
  int houses = 0;
  int many = 0;  // many_ways said so
  int two = 0;   // the search found exactly two
};

void check_board(const char* text, std::uint32_t seed, Tally& tally) {
  const Geometry<MediumBits> g(test::board_from(text));
  const int n = g.size();
  std::mt19937 rng(seed);
  for (int round = 0; round < 600; ++round) {
    // A random position: some stars (not touching), many cells crossed out.
    const State<MediumBits> s = test::random_state(g, rng, 0.02, 0.2 + 0.12 * (round % 6));
    const MediumBits live = s.live(g);
    std::array<int, 3 * kMaxSize> room{};
    for (int h = 0; h < 3 * n; ++h)
      room[static_cast<std::size_t>(h)] = g.stars() - (g.house(h) & s.queens).count();
    for (int h = 0; h < 3 * n; ++h) {
      const int need = room[static_cast<std::size_t>(h)];
      const MediumBits cells = g.house(h) & live;
      if (need < 2 || cells.count() <= need ||
          cells.count() > HouseCompletions<MediumBits>::kMaxCells)
        continue;
      const HouseCompletions<MediumBits> ways(g, room, live, h, need);
      const bool many = many_ways(g, room, h, need, cells);
      ++tally.houses;
      if (many) {
        ++tally.many;
        CHECK_FALSE(ways.exactly_two());
      }
      if (ways.exactly_two()) ++tally.two;
    }
  }
}

}  // namespace

TEST_CASE("many_ways: a house it passes over never has exactly two ways") {
  Tally tally;
  check_board(test::kStrips3, 1301, tally);
  check_board(test::kBlocks2, 1302, tally);
  CHECK(tally.many > tally.houses / 2);  // it spares most searches
  CHECK(tally.two > 50);                 // and the houses with two ways are there to find
}
