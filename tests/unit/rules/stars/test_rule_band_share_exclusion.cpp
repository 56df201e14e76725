// SPDX-License-Identifier: MIT
// band-share-exclusion: a star that would leave the regions crossing a band
// unable to give it exactly the stars it still needs is crossed out (K >= 3).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kStrips3;

TEST_CASE("band-share-exclusion on the open board: a star on r3c14 leaves rows 1-2 short") {
  // Rows 1 and 2 need 6 stars, all from regions A and B. A star on r3c14
  // leaves region B 2 stars to give, and region A can give at most 3: 5 < 6.
  // Every other cell leaves the shares room to add up to what is needed.
  const Bench<MediumBits> b(kStrips3, "band-share-exclusion");
  Step<MediumBits> step;
  REQUIRE(b.find(State<MediumBits>{}, step));
  CHECK(step.placed.none());
  CHECK(step.eliminated.count() == 1);
  CHECK(step.eliminated.test(2 * 14 + 13));
  CHECK(step.size == 2);
  check_says(b.explain(State<MediumBits>{}, step),
             {"Rows 1 and 2 need 6 stars between them", "all from the regions crossing them",
              "A star on r3c14", "cross out r3c14"});
}

TEST_CASE("band-share-exclusion: a star in row 2 of region A leaves row 1 short") {
  // Row 1's open cells all lie in region A, which must put 3 stars there; a
  // star on one of region A's cells in row 2 leaves it only 2: every such
  // cell is out (one band, one step), and no cell of row 1 is.
  const Bench<MediumBits> b(kStrips3, "band-share-exclusion");
  const auto s = b.state(test::kStrips3RowOneInA);
  Step<MediumBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 1);
  for (int c = 0; c < 7; ++c) CHECK(step.eliminated.test(14 + c));
  CHECK_FALSE(step.eliminated.intersects(b.g.house(0)));
  check_says(b.explain(s, step), {"Row 1 needs 3 stars", "A star on any of r2c1"});
}

TEST_CASE("band-share-exclusion runs for K >= 3 only") {
  const Bench<MediumBits> b(kStrips3, "band-share-exclusion");
  CHECK_FALSE(b.rule.handles(1));
  CHECK_FALSE(b.rule.handles(2));
  CHECK(b.rule.handles(3));
  CHECK(b.rule.handles(6));
}
