// SPDX-License-Identifier: MIT
// SpreadBounds (rules/stars/spread_bounds.hpp) lets one-by-n pass over a
// house without star_room; it must never say less than one-by-n's bound,
// r - star_room(h's live cells outside c) (each taken as 0 when below), on
// random positions of a 14x14 board and a 10x10 one, for every pair of
// houses of two kinds.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <random>

#include "../random_positions.hpp"
#include "../stars_boards.hpp"
#include "engine/model/star_room.hpp"
#include "rules/stars/spread_bounds.hpp"
#include "support.hpp"

using namespace qh;

namespace {

struct Tally {
  int pairs = 0;
  int none = 0;   // SpreadBounds shows no bound
  int exact = 0;  // SpreadBounds says the bound itself, above 0
};

void check_board(const char* text, std::uint32_t seed, Tally& tally) {
  const Geometry<MediumBits> g(test::board_from(text));
  const int n = g.size();
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> need(-1, g.stars());
  for (int round = 0; round < 400; ++round) {
    const auto needs = test::random_needs(g, rng, need);
    const auto live = test::random_cells(g, rng, 0.1 + 0.15 * (round % 6));
    const SpreadBounds<MediumBits> bounds(g, live, needs);
    for (int h = 0; h < 3 * n; ++h) {
      const int r = needs[static_cast<std::size_t>(h)];
      const unsigned bit = 1U << g.ordinal_of(h);
      // The houses it lists: those that need stars, and the tight ones.
      CHECK(((bounds.open(g.kind_of(h)) & bit) != 0) == (r > 0));
      if (r <= 0) continue;
      const bool tight = (bounds.tight(g.kind_of(h)) & bit) != 0;
      for (int c = 0; c < 3 * n; ++c) {
        if (g.kind_of(c) == g.kind_of(h)) continue;
        const bool lines = g.kind_of(h) != HouseKind::region && g.kind_of(c) != HouseKind::region;
        // 0 or less means no bound for both.
        const int bound = std::max(0, r - star_room(g, (g.house(h) & live).without(g.house(c)), r));
        const int most = std::max(0, bounds.most(g, h, r, c, lines));
        CHECK(most >= bound);
        if (lines && !tight) CHECK(bound == 0);  // one-by-n passes over it there
        ++tally.pairs;
        if (most == 0) ++tally.none;
        if (most > 0 && most == bound) ++tally.exact;
      }
    }
  }
}

}  // namespace

TEST_CASE("SpreadBounds never says less than one-by-n's bound") {
  Tally tally;
  check_board(test::kStrips3, 1207, tally);
  check_board(test::kBlocks2, 1208, tally);
  // It decides most pairs, and where it leaves a bound it is often exact.
  CHECK(tally.none > tally.pairs / 2);
  CHECK(tally.exact > 10000);
  CHECK(tally.none < tally.pairs);
}
